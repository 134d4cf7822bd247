"""The OpenAPI document answers are checked against: the shipped one or a profile's
(JSON or YAML), read and checked to describe POST /plants, and followed by local $ref
and JSON pointer.

A profile's document is read within bounds: a regular file of at most 5 MB, YAML without
aliases (an OpenAPI document has no need of them, and a few hundred bytes of them expand
to billions of values), at most bounds.VALUES_MAX values, bounds.DEPTH_MAX levels deep.
"""

import json
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any, TypeAlias

from ..regular_file import read_regular
from ..words import number, translate
from .bounds import DEPTH_MAX, VALUES_MAX, Overgrown, shortened

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
        data = read_regular(path, DOCUMENT_SIZE_MAX)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        words = translate("Contract", "The contract document {file} cannot be read: {reason}.")
        raise DocumentError(words.format(file=path.name, reason=reason)) from None
    if len(data) > DOCUMENT_SIZE_MAX:
        words = translate("Contract", "The contract document {file} is larger than 5 MB.")
        raise DocumentError(words.format(file=path.name))
    try:
        text = data.decode("utf-8-sig")
        spec = shortened(json.loads(text) if path.suffix.lower() == ".json" else _yaml(text))
    except _AliasFound as exc:
        words = translate(
            "Contract",
            "The contract document {file} uses a YAML alias (line {line}), which is not "
            "read: write the value out in full.",
        )
        raise DocumentError(words.format(file=path.name, line=exc.line)) from None
    except Overgrown as exc:
        if exc.deep:
            words = translate(
                "Contract", "The contract document {file} is nested more than {limit} levels deep."
            )
            limit = DEPTH_MAX
        else:
            words = translate(
                "Contract", "The contract document {file} holds more than {limit} values."
            )
            limit = VALUES_MAX
        raise DocumentError(words.format(file=path.name, limit=number(limit))) from None
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


class _AliasFound(ValueError):
    def __init__(self, line: int) -> None:
        super().__init__(f"a YAML alias on line {line}")
        self.line = line


@cache
def _yaml_loader() -> Any:
    """A safe YAML loader that refuses aliases; on libyaml's parser when there is one."""
    import yaml
    from yaml.composer import Composer
    from yaml.constructor import SafeConstructor
    from yaml.resolver import Resolver

    class NoAliases(Composer):
        check_event: Callable[..., bool]  # the parser's, later in the loader's bases
        peek_event: Callable[[], Any]

        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.check_event(yaml.AliasEvent):
                raise _AliasFound(self.peek_event().start_mark.line + 1)
            return super().compose_node(parent, index)

    try:
        from yaml._yaml import CParser
    except ImportError:  # PyYAML built without libyaml: its own parser, slower
        return type("Loader", (NoAliases, yaml.SafeLoader), {})

    class FastLoader(NoAliases, CParser, SafeConstructor, Resolver):
        def __init__(self, stream: str) -> None:
            CParser.__init__(self, stream)
            Composer.__init__(self)
            SafeConstructor.__init__(self)
            Resolver.__init__(self)

    return FastLoader


def _yaml(text: str) -> Any:
    import yaml

    try:
        return yaml.load(text, Loader=_yaml_loader())
    except yaml.MarkedYAMLError as exc:
        # Its own message quotes the lines around the problem: the file may not be YAML at
        # all, and what it holds is not for the screen.
        problem = exc.problem or exc.context or type(exc).__name__
        mark = exc.problem_mark or exc.context_mark
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        raise ValueError(f"{problem}{where}") from None
    except yaml.YAMLError as exc:
        raise ValueError(type(exc).__name__) from None
