"""The Qt-free core: models, the HTTP client and its outcomes.

Usable from a plain Python shell: no module here imports Qt.
"""

from .client import (
    DEFAULT_TIMEOUT,
    PlantStoreClient,
    Target,
    classify,
    make_http_client,
    token_problem,
)
from .endpoint import BaseUrlError, Endpoint
from .models import (
    INT64_MAX,
    INT64_MIN,
    ApiError,
    IdError,
    NewPlant,
    Plant,
    name_problem,
    parse_plant_id,
    tag_problem,
)
from .outcome import Created, Failed, FailureKind, Outcome, Rejected, Response, Unexpected

__all__ = [
    "DEFAULT_TIMEOUT",
    "INT64_MAX",
    "INT64_MIN",
    "ApiError",
    "BaseUrlError",
    "Created",
    "Endpoint",
    "Failed",
    "FailureKind",
    "IdError",
    "NewPlant",
    "Outcome",
    "Plant",
    "PlantStoreClient",
    "Rejected",
    "Response",
    "Target",
    "Unexpected",
    "classify",
    "make_http_client",
    "name_problem",
    "parse_plant_id",
    "tag_problem",
    "token_problem",
]
