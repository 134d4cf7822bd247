"""The OpenAPI document answers are checked against: the shipped one or a profile's
(JSON or YAML), read and checked to describe POST /plants, and followed by local $ref
and JSON pointer."""

import json
from collections.abc import Iterable, Mapping
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any, TypeAlias

from ..words import translate

Spec: TypeAlias = Mapping[str, Any]
Schema: TypeAlias = Mapping[str, Any]

PATH = "/plants"
METHOD = "post"
DOCUMENT_SIZE_MAX = 5 * 1024 * 1024


class DocumentError(ValueError):
    """An OpenAPI document that cannot be used; the message is for the user."""


@cache
def load_spec() -> Spec:
    """The OpenAPI document shipped with the app, read once."""
    resource = files("plantstore_gui.resources").joinpath("openapi.json")
    spec: Spec = json.loads(resource.read_text(encoding="utf-8"))
    return spec


def read_document(path: Path) -> Spec:
    """An OpenAPI 3.0 or 3.1 document from a JSON or YAML file, for checking answers.

    Raises DocumentError, in words, when the file cannot be read or is not such a document.
    """
    try:
        with path.open("rb") as file:
            data = file.read(DOCUMENT_SIZE_MAX + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        words = translate("Contract", "The contract document {file} cannot be read: {reason}.")
        raise DocumentError(words.format(file=path.name, reason=reason)) from None
    if len(data) > DOCUMENT_SIZE_MAX:
        words = translate("Contract", "The contract document {file} is larger than 5 MB.")
        raise DocumentError(words.format(file=path.name))
    try:
        text = data.decode("utf-8-sig")
        spec = json.loads(text) if path.suffix.lower() == ".json" else _yaml(text)
    except (ValueError, RecursionError) as exc:
        reason = str(exc).split("\n")[0].rstrip(".")
        words = translate("Contract", "The contract document {file} cannot be read ({reason}).")
        raise DocumentError(words.format(file=path.name, reason=reason)) from None
    version = spec.get("openapi") if isinstance(spec, dict) else None
    if not isinstance(version, str) or not version.startswith(("3.0.", "3.1.")):
        words = translate("Contract", "The contract document {file} is not OpenAPI 3.0 or 3.1.")
        raise DocumentError(words.format(file=path.name))
    responses = follow(spec, f"#/paths/{escape(PATH)}/{METHOD}/responses")
    if not isinstance(responses, dict) or not responses:
        words = translate(
            "Contract", "The contract document {file} does not describe the answers to {request}."
        )
        raise DocumentError(words.format(file=path.name, request=f"POST {PATH}"))
    document: Spec = spec
    return document


def describe(spec: Spec) -> str:
    """The document in a few words: its title, version and OpenAPI version."""
    info = spec.get("info", {})
    title = str(info.get("title") or translate("Contract", "Untitled", "a document with no title"))
    return f"{title} {info.get('version', '')} (OpenAPI {spec['openapi']})".replace("  ", " ")


def resolved(spec: Spec, node: Mapping[str, Any]) -> Mapping[str, Any]:
    """A response object, following a local $ref to components/responses."""
    seen: set[str] = set()
    while isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
        seen.add(node["$ref"])
        node = follow(spec, node["$ref"])
    return node


def follow(spec: Spec, ref: str) -> Any:
    """What a local reference ("#/components/schemas/Plant") points at; {} if nothing."""
    target: Any = spec
    for token in ref.removeprefix("#/").split("/"):
        target = target.get(_unescaped(token), {}) if isinstance(target, Mapping) else {}
    return target


def ref_name(schema: object) -> str | None:
    """The name a schema refers to ("Plant" for a $ref to .../schemas/Plant), or None."""
    if isinstance(schema, Mapping) and isinstance(schema.get("$ref"), str):
        return _unescaped(str(schema["$ref"]).rsplit("/", 1)[-1])
    return None


def pointer_to(path: Iterable[object]) -> str:
    """The JSON pointer of a path of keys and indexes into a value."""
    return "".join(f"/{escape(str(token))}" for token in path)


def escape(key: str) -> str:
    """A key as one token of a JSON pointer."""
    return key.replace("~", "~0").replace("/", "~1")


def _unescaped(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def _yaml(text: str) -> Any:
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ValueError(str(exc).replace("\n", " ")) from None
