"""The Qt-free core: models, the HTTP client and its outcomes.

Usable from a plain Python shell: no module here imports Qt. Names are loaded on
first use, so the window can paint before pydantic and httpx are imported.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .answer import classify
    from .client import PlantStoreClient, make_http_client
    from .endpoint import DEFAULT_TIMEOUT, BaseUrlError, Endpoint, Target, Tls
    from .fields import (
        INT64_MAX,
        INT64_MIN,
        IdError,
        name_problem,
        parse_plant_id,
        tag_problem,
        token_problem,
    )
    from .models import ApiError, NewPlant, Plant
    from .outcome import Created, Failed, FailureKind, Outcome, Rejected, Response, Unexpected
    from .paths import config_dir, data_dir, profiles_path
    from .profiles import Profile, ProfileBook, ProfileError, ProfileStore
    from .secrets import TokenVault, VaultError, VaultProblem

_HOMES = {
    "answer": ["classify"],
    "client": ["PlantStoreClient", "make_http_client"],
    "endpoint": ["DEFAULT_TIMEOUT", "BaseUrlError", "Endpoint", "Target", "Tls"],
    "fields": [
        "INT64_MAX",
        "INT64_MIN",
        "IdError",
        "name_problem",
        "parse_plant_id",
        "tag_problem",
        "token_problem",
    ],
    "models": ["ApiError", "NewPlant", "Plant"],
    "paths": ["config_dir", "data_dir", "profiles_path"],
    "profiles": ["Profile", "ProfileBook", "ProfileError", "ProfileStore"],
    "secrets": ["TokenVault", "VaultError", "VaultProblem"],
    "outcome": [
        "Created",
        "Failed",
        "FailureKind",
        "Outcome",
        "Rejected",
        "Response",
        "Unexpected",
    ],
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

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
    "Profile",
    "ProfileBook",
    "ProfileError",
    "ProfileStore",
    "Rejected",
    "Response",
    "Target",
    "Tls",
    "TokenVault",
    "Unexpected",
    "VaultError",
    "VaultProblem",
    "classify",
    "config_dir",
    "data_dir",
    "make_http_client",
    "name_problem",
    "parse_plant_id",
    "profiles_path",
    "tag_problem",
    "token_problem",
]


def __getattr__(name: str) -> Any:
    if name not in _HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{_HOME_OF[name]}", __name__), name)
    globals()[name] = value
    return value
