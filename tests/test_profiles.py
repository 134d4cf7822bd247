"""Profiles: validation, the immutable book, the atomic store, and import/export without tokens."""

import json
import math
import os
import stat
import tempfile
from dataclasses import FrozenInstanceError, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plantstore_gui.core.endpoint import DEFAULT_TIMEOUT, BaseUrlError, Endpoint
from plantstore_gui.core.profiles import (
    EXPORT_FORMAT,
    PROFILES_FORMAT,
    PROFILES_VERSION,
    Imported,
    Profile,
    ProfileBook,
    ProfileError,
    ProfileInvalid,
    ProfileStore,
    export_profiles,
    import_profiles,
)
from plantstore_gui.core.profiles import profile as profile_module
from plantstore_gui.core.profiles import store as store_module
from plantstore_gui.core.tell import import_report

URL = "https://plants.example.com/api"
SENTINEL = "sentinel-tok-123"
posix_only = pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")


def make(name: str, base_url: str = URL, **fields: Any) -> Profile:
    return Profile(name=name, base_url=base_url, **fields)


def book_of(*names: str) -> ProfileBook:
    book = ProfileBook()
    for name in names:
        book = book.put(make(name))
    return book


def leftovers(directory: Path, keep: str = "profiles.json") -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name != keep)


def problem(**fields: Any) -> str:
    with pytest.raises(ProfileInvalid) as caught:
        Profile(**({"name": "Shop", "base_url": URL} | fields))
    return str(caught.value)


# --- Profile -------------------------------------------------------------------------------


def test_defaults() -> None:
    profile = make("Shop")
    assert len(profile.id) == 32 and profile.id != make("Shop").id
    assert profile.timeout == DEFAULT_TIMEOUT
    assert (profile.verify_tls, profile.ca_bundle, profile.allow_plain_http) == (True, None, False)
    assert profile.endpoint() == Endpoint(URL, False)


def test_profile_has_no_token_field() -> None:
    assert not any("token" in key for key in make("Shop").to_dict())
    profile = Profile.from_dict({"name": "Shop", "base_url": URL, "token": SENTINEL})
    assert SENTINEL not in repr(profile) and SENTINEL not in json.dumps(profile.to_dict())


def test_name_is_stripped_and_bounded() -> None:
    assert make("  Shop  ").name == "Shop"
    assert make("x" * 80).name == "x" * 80
    assert problem(name="   ") == "The profile name cannot be blank."
    assert "at most 80" in problem(name="x" * 81)
    assert "control" in problem(name="Shop\nFront")
    assert problem(name=3) == "The field “name” must be a string."


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("https://Plants.Example.COM/api/", "https://plants.example.com/api"),
        ("  HTTP://localhost:8080  ", "http://localhost:8080"),
        ("https://[::1]:8443/x//", "https://[::1]:8443/x"),
    ],
)
def test_base_url_is_normalised(typed: str, stored: str) -> None:
    assert make("Shop", typed).base_url == stored


@pytest.mark.parametrize(
    "bad", ["", "ftp://x", "https://", "https://u:p@x", "https://x?q=1", "https://x#f", "x y"]
)
def test_base_url_problem_is_the_endpoint_message(bad: str) -> None:
    with pytest.raises(BaseUrlError) as expected:
        Endpoint.parse(bad)
    assert problem(base_url=bad) == str(expected.value)


@pytest.mark.parametrize("good", [0.001, 1, 600, 600.0])
def test_timeout_accepted(good: float) -> None:
    assert make("Shop", timeout=good).timeout == float(good)


@pytest.mark.parametrize("bad", [0, -1, 600.001, math.inf, math.nan])
def test_timeout_bounds(bad: float) -> None:
    assert problem(timeout=bad) == "The timeout must be more than 0 and at most 600 seconds."


@pytest.mark.parametrize("bad", [True, "30", None])
def test_timeout_must_be_a_number(bad: object) -> None:
    assert problem(timeout=bad) == "The field “timeout” must be a number."


def test_ca_bundle() -> None:
    assert make("Shop", ca_bundle="").ca_bundle is None
    assert make("Shop", ca_bundle="   ").ca_bundle is None
    assert make("Shop", ca_bundle=" /etc/ca.pem ").ca_bundle == "/etc/ca.pem"


def test_strict_types_and_ids() -> None:
    assert problem(verify_tls="yes") == "The field “verify_tls” must be a boolean."
    assert problem(id="").startswith("The profile id must be")
    assert problem(id="../../etc").startswith("The profile id must be")
    assert make("Shop", id="my-shop_1").id == "my-shop_1"
    with pytest.raises(ProfileInvalid, match=r"^The field “name” is missing\.$"):
        Profile.from_dict({"base_url": URL})
    with pytest.raises(ProfileInvalid, match=r"^The field “base_url” is missing\.$"):
        Profile.from_dict({"name": "Shop"})


def test_profile_is_frozen_and_replace_checks_again() -> None:
    profile = make("Shop")
    with pytest.raises(FrozenInstanceError):
        profile.name = "Other"  # type: ignore[misc]
    assert replace(profile, name=" Lab ").name == "Lab"
    with pytest.raises(ProfileInvalid, match="cannot be blank"):
        replace(profile, name=" ")


def test_to_dict_has_the_file_keys_in_file_order() -> None:
    profile = make("Shop", id="shop-1", timeout=7, contract_document=" ")
    assert list(profile.to_dict().items()) == [
        ("id", "shop-1"),
        ("name", "Shop"),
        ("base_url", URL),
        ("timeout", 7.0),
        ("verify_tls", True),
        ("ca_bundle", None),
        ("allow_plain_http", False),
        ("contract_document", None),
        ("client_cert", None),
        ("client_key", None),
    ]
    assert Profile.from_dict(profile.to_dict()) == profile
    assert list(profile_module._FIELDS) == list(profile.to_dict())  # every field is checked


def test_from_dict_takes_a_mapping_only() -> None:
    with pytest.raises(ProfileInvalid):
        Profile.from_dict(["Shop", URL])


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("https://Example.COM/api", "https://example.com:443"),
        ("https://example.com:443", "https://example.com:443"),
        ("http://example.com/a/b", "http://example.com:80"),
        ("http://example.com:8080", "http://example.com:8080"),
        ("http://[::1]/api", "http://[::1]:80"),
        ("HTTPS://[2001:DB8::1]:9000", "https://[2001:db8::1]:9000"),
    ],
)
def test_origin(url: str, origin: str) -> None:
    assert make("Shop", url).origin == origin


@pytest.mark.parametrize(
    ("url", "needed"),
    [
        ("http://plants.example.com", True),
        ("http://10.0.0.5:8080", True),
        ("https://plants.example.com", False),
        ("http://127.0.0.1:8080", False),
        ("http://localhost", False),
        ("http://shop.localhost", False),
        ("http://[::1]", False),
    ],
)
def test_needs_plain_http_consent(url: str, needed: bool) -> None:
    assert make("Shop", url).needs_plain_http_consent is needed
    # Consent is recorded, not a reason to stop asking what the URL is.
    assert make("Shop", url, allow_plain_http=True).needs_plain_http_consent is needed


# --- ProfileBook ---------------------------------------------------------------------------


def test_put_adds_and_keeps_the_old_book() -> None:
    empty = ProfileBook()
    book = empty.put(make("Shop"))
    assert empty.profiles == ()
    assert book.names() == ["Shop"]


def test_put_replaces_by_id_in_place() -> None:
    book = book_of("A", "B", "C")
    b = book.find("B")
    assert b is not None
    renamed = book.put(replace(b, name="b"))
    assert renamed.names() == ["A", "b", "C"]
    assert renamed.get(b.id) is not None and renamed.get(b.id).name == "b"  # type: ignore[union-attr]


@pytest.mark.parametrize("clash", ["shop", " SHOP ", "Shop"])
def test_put_refuses_a_taken_name(clash: str) -> None:
    book = book_of("Shop")
    with pytest.raises(ProfileError, match="already a profile named “Shop”"):
        book.put(make(clash))


def test_put_all_is_one_put_after_another() -> None:
    book = book_of("Shop", "Depot")
    renamed, new = replace(book.profiles[0], name="Store"), make("Shop")
    assert book.put_all([renamed, new]) == book.put(renamed).put(new)
    assert book.put_all([renamed, new]).names() == ["Store", "Depot", "Shop"]
    with pytest.raises(ProfileError, match="already a profile named “Depot”"):
        book.put_all([make("Fern"), make("depot")])
    kept = book.put_all([make("depot"), make("Fern"), make("FERN")], skip_taken=True)
    assert kept.names() == ["Shop", "Depot", "Fern"]


def test_book_validates_unique_names_and_ids() -> None:
    a = make("Shop")
    with pytest.raises(ProfileError, match="same name"):
        ProfileBook(profiles=(a, make("shop")))
    with pytest.raises(ProfileError, match="same id"):
        ProfileBook(profiles=(a, make("Other", id=a.id)))


def test_find_get_names() -> None:
    book = book_of("Shop", "Lab")
    lab = book.find("  lab ")
    assert lab is not None and lab.name == "Lab"
    assert book.get(lab.id) == lab
    assert book.find("nope") is None and book.get("nope") is None
    assert book.names() == ["Shop", "Lab"]


def test_remove_clears_marks_on_that_profile_only() -> None:
    book = book_of("A", "B")
    a, b = book.profiles
    marked = book.with_default(a.id).with_last_used(a.id)
    gone = marked.remove(a.id)
    assert gone.names() == ["B"]
    assert (gone.default_id, gone.last_used_id) == (None, None)
    kept = marked.remove(b.id)
    assert (kept.default_id, kept.last_used_id) == (a.id, a.id)
    assert marked.remove("unknown") == marked


def test_duplicate_naming() -> None:
    book = book_of("Shop")
    shop = book.profiles[0]
    book, first = book.duplicate(shop.id)
    book, second = book.duplicate(shop.id)
    book, third = book.duplicate(shop.id)
    assert [first.name, second.name, third.name] == [
        "Shop (copy)",
        "Shop (copy 2)",
        "Shop (copy 3)",
    ]
    assert len({shop.id, first.id, second.id, third.id}) == 4
    assert replace(first, id=shop.id, name=shop.name) == shop
    assert book.names() == ["Shop", "Shop (copy)", "Shop (copy 2)", "Shop (copy 3)"]


def test_duplicate_of_a_long_name_stays_valid() -> None:
    book = book_of("x" * 80)
    book, copy = book.duplicate(book.profiles[0].id)
    assert copy.name == "x" * 73 + " (copy)"
    with pytest.raises(ProfileError):
        book.duplicate("unknown")


def test_marks_must_point_at_profiles() -> None:
    book = book_of("A")
    a = book.profiles[0]
    assert book.with_default(a.id).default_id == a.id
    assert book.with_default(a.id).with_default(None).default_id is None
    assert book.with_last_used(a.id).last_used_id == a.id
    with pytest.raises(ProfileError):
        book.with_default("unknown")
    with pytest.raises(ProfileError):
        book.with_last_used("unknown")


def test_starting_profile_order() -> None:
    assert ProfileBook().starting_profile() is None
    book = book_of("A", "B", "C")
    a, b, c = book.profiles
    assert book.starting_profile() == a
    assert book.with_default(b.id).starting_profile() == b
    assert book.with_default(b.id).with_last_used(c.id).starting_profile() == c


def test_unique_name() -> None:
    book = book_of("Shop", "shop (2)")
    assert book.unique_name("Lab") == "Lab"
    assert book.unique_name(" SHOP ") == "SHOP (3)"
    long = book_of("y" * 80)
    assert long.unique_name("y" * 80) == "y" * 76 + " (2)"


# --- ProfileStore --------------------------------------------------------------------------


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "config" / "profiles.json"


def sample_book(ca_bundle: str = "/etc/ca.pem") -> ProfileBook:
    book = ProfileBook().put(make("Shop", timeout=12.5, ca_bundle=ca_bundle))
    book = book.put(make("Local", "http://127.0.0.1:8080", verify_tls=False))
    book = book.put(make("Plain", "http://plants.lan", allow_plain_http=True))
    return book.with_default(book.profiles[1].id).with_last_used(book.profiles[2].id)


def write_json(path: Path, data: object) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


def test_missing_file_is_an_empty_book(path: Path) -> None:
    loaded = ProfileStore(path).load()
    assert (loaded.book, loaded.notice, loaded.read_only) == (ProfileBook(), None, False)
    assert not path.parent.exists()


def test_round_trip(path: Path) -> None:
    book = sample_book()
    ProfileStore(path).save(book)
    loaded = ProfileStore(path).load()
    assert loaded.book == book
    assert (loaded.notice, loaded.read_only) == (None, False)


def test_file_content_has_format_and_version_and_no_token(path: Path) -> None:
    ProfileStore(path).save(sample_book())
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert (data["format"], data["version"]) == (PROFILES_FORMAT, PROFILES_VERSION)
    assert set(data) == {"format", "version", "default_id", "last_used_id", "profiles"}
    assert "token" not in text.lower()


@posix_only
def test_file_and_directory_modes(path: Path) -> None:
    ProfileStore(path).save(sample_book())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) & 0o077 == 0
    assert leftovers(path.parent) == []


def test_failed_replace_keeps_the_old_file(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = ProfileStore(path)
    store.save(book_of("Old"))
    old = path.read_bytes()

    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(ProfileError, match="No space left on device"):
        store.save(book_of("New"))
    assert path.read_bytes() == old
    assert leftovers(path.parent) == []


def test_unwritable_directory_is_a_profile_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a directory")
    with pytest.raises(ProfileError, match="Could not save the profiles"):
        ProfileStore(tmp_path / "file" / "profiles.json").save(book_of("A"))


class Crash(BaseException):
    """The process dying at some point during a save."""


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    step=st.integers(min_value=0, max_value=3),
    crash=st.booleans(),
    names=st.lists(st.text(st.characters(categories=["L", "N"]), min_size=1, max_size=12)),
)
def test_a_save_leaves_the_old_file_or_the_new_one(
    step: int, crash: bool, names: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with tempfile.TemporaryDirectory() as tmp, monkeypatch.context() as patch:
        path = Path(tmp) / "profiles.json"
        store = ProfileStore(path)
        store.save(book_of("Old"))
        old = path.read_bytes()
        new_book = ProfileBook()
        for name in names:
            if new_book.find(name) is None:
                new_book = new_book.put(make(name))
        # The calls a save makes in order: fsync(file), replace, fsync(directory).
        calls = {"n": 0}
        real_fsync, real_replace = os.fsync, os.replace

        def failing(real: Any) -> Any:
            def call(*args: Any) -> Any:
                calls["n"] += 1
                if calls["n"] - 1 == step:
                    raise Crash() if crash else OSError(5, "I/O error")
                return real(*args)

            return call

        patch.setattr(os, "fsync", failing(real_fsync))
        patch.setattr(os, "replace", failing(real_replace))
        if crash and step <= 2:
            with pytest.raises(Crash):
                store.save(new_book)
        elif step <= 1:  # the file's data or its rename failed: the user must hear of it
            with pytest.raises(ProfileError, match=r"Could not save the profiles .*: I/O error\."):
                store.save(new_book)
        else:  # the new file is in place; a folder that refuses fsync is not an error
            store.save(new_book)
        patch.undo()
        content = path.read_bytes()
        assert content == old if step <= 1 else content != old
        assert json.loads(content)["format"] == PROFILES_FORMAT
        if step >= 2:
            assert ProfileStore(path).load().book == new_book
        assert leftovers(Path(tmp)) == []


CORRUPT: list[Any] = [
    b"\xff\x00garbage",
    b"",
    b'{"format": "plantstore-gui/profiles", "version": 1, "profiles": [',
    b"[1, 2, 3]",
    {"format": "something-else", "version": 1, "profiles": []},
    {"format": PROFILES_FORMAT, "version": "1", "profiles": []},
    {"format": PROFILES_FORMAT, "version": 1, "profiles": {"a": 1}},
    {"format": PROFILES_FORMAT, "version": 1, "profiles": [{"name": "A", "base_url": "ftp://x"}]},
    {"format": PROFILES_FORMAT, "version": 1, "profiles": [{"name": "A", "base_url": URL}, 7]},
    {
        "format": PROFILES_FORMAT,
        "version": 1,
        "profiles": [{"name": "A", "base_url": URL}, {"name": "a", "base_url": URL}],
    },
]


@pytest.mark.parametrize("content", CORRUPT)
def test_corrupt_file_is_set_aside(path: Path, content: Any) -> None:
    path.parent.mkdir(parents=True)
    raw = content if isinstance(content, bytes) else json.dumps(content).encode()
    path.write_bytes(raw)
    store = ProfileStore(path)
    loaded = store.load()
    assert loaded.book == ProfileBook() and not loaded.read_only
    [aside] = leftovers(path.parent, keep="")
    assert aside.startswith("profiles.json.corrupt-")
    assert loaded.notice is not None and aside in loaded.notice
    assert (path.parent / aside).read_bytes() == raw
    assert not path.exists()
    store.save(book_of("Fresh"))
    assert (path.parent / aside).read_bytes() == raw


def test_set_aside_name_is_unique(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class FixedClock:
        @staticmethod
        def now() -> datetime:
            return datetime(2024, 5, 6, 7, 8, 9)

    monkeypatch.setattr(store_module, "datetime", FixedClock)
    path.parent.mkdir(parents=True)
    for raw in (b"first", b"second", b"third"):
        path.write_bytes(raw)
        ProfileStore(path).load()
    stem = "profiles.json.corrupt-20240506-070809"
    folder = path.parent
    assert (folder / stem).read_bytes() == b"first"
    assert (folder / f"{stem}-2").read_bytes() == b"second"
    assert (folder / f"{stem}-3").read_bytes() == b"third"


def test_file_that_cannot_be_set_aside_is_never_overwritten(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    raw = write_json(path, {"format": PROFILES_FORMAT, "version": 1, "profiles": "nope"})

    def refuse(self: Path, target: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    store = ProfileStore(path)
    loaded = store.load()
    assert loaded.read_only and loaded.notice is not None and "Permission denied" in loaded.notice
    with pytest.raises(ProfileError):
        store.save(book_of("A"))
    assert path.read_bytes() == raw


def newer_file(path: Path) -> tuple[bytes, Profile]:
    shop = make("Shop")
    data = {
        "format": PROFILES_FORMAT,
        "version": PROFILES_VERSION + 1,
        "default_id": shop.id,
        "last_used_id": "gone",
        "colour_scheme": "dark",
        "profiles": [
            shop.to_dict() | {"proxy": "http://proxy:3128"},
            {"name": "Broken", "base_url": "gopher://x"},
            "not a profile",
        ],
    }
    return write_json(path, data), shop


def test_newer_version_is_read_only(path: Path) -> None:
    raw, shop = newer_file(path)
    store = ProfileStore(path)
    loaded = store.load()
    assert loaded.read_only and store.read_only
    assert loaded.notice is not None and "newer version of Plant Store GUI" in loaded.notice
    assert "will not be saved" in loaded.notice
    assert loaded.book.profiles == (shop,)
    assert (loaded.book.default_id, loaded.book.last_used_id) == (shop.id, None)
    with pytest.raises(ProfileError, match="newer version"):
        store.save(loaded.book.put(make("Another")))
    assert path.read_bytes() == raw
    assert leftovers(path.parent) == []


def test_save_refused_when_a_newer_version_wrote_the_file_since(path: Path) -> None:
    store = ProfileStore(path)
    store.save(book_of("A"))
    assert not store.load().read_only
    raw, _ = newer_file(path)
    with pytest.raises(ProfileError, match="newer version"):
        store.save(book_of("B"))
    assert path.read_bytes() == raw
    assert store.read_only


def test_stored_token_field_is_never_loaded(path: Path) -> None:
    entry = make("Shop").to_dict() | {"token": SENTINEL, "api_key": SENTINEL}
    write_json(path, {"format": PROFILES_FORMAT, "version": 1, "profiles": [entry]})
    store = ProfileStore(path)
    loaded = store.load()
    assert loaded.book.names() == ["Shop"]
    assert SENTINEL not in repr(loaded.book)
    store.save(loaded.book)
    assert SENTINEL not in path.read_text(encoding="utf-8")


def test_a_byte_order_mark_is_accepted(path: Path) -> None:
    path.parent.mkdir(parents=True)
    entry = make("Shop").to_dict()
    text = json.dumps({"format": PROFILES_FORMAT, "version": 1, "profiles": [entry]})
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    assert ProfileStore(path).load().book.names() == ["Shop"]


def test_dangling_marks_are_dropped(path: Path) -> None:
    shop = make("Shop")
    data = {"format": PROFILES_FORMAT, "version": 1, "profiles": [shop.to_dict()]}
    write_json(path, data | {"default_id": "gone", "last_used_id": shop.id})
    book = ProfileStore(path).load().book
    assert (book.default_id, book.last_used_id) == (None, shop.id)


def test_unreadable_path_is_read_only(path: Path) -> None:
    path.mkdir(parents=True)  # a directory where the file should be: reading it fails
    store = ProfileStore(path)
    loaded = store.load()
    assert loaded.book == ProfileBook() and loaded.read_only
    assert loaded.notice is not None and "Could not read the profiles file" in loaded.notice
    with pytest.raises(ProfileError):
        store.save(book_of("A"))
    assert path.is_dir()


@posix_only
@pytest.mark.skipif(
    os.name == "posix" and os.geteuid() == 0, reason="root reads files whatever their mode"
)
def test_unreadable_file_is_read_only(path: Path) -> None:
    raw = write_json(path, {"format": PROFILES_FORMAT, "version": 1, "profiles": []})
    path.chmod(0)
    try:
        loaded = ProfileStore(path).load()
        assert loaded.read_only and loaded.notice is not None
    finally:
        path.chmod(0o600)
    assert path.read_bytes() == raw


# --- Import and export ---------------------------------------------------------------------


def ca_bundle_in(folder: Path) -> str:
    """A file with a certificate in it, as a CA bundle has (import reads no further)."""
    bundle = folder / "ca.pem"
    bundle.write_text("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n")
    return str(bundle)


def test_export_import_round_trip(tmp_path: Path) -> None:
    book = sample_book(ca_bundle_in(tmp_path))
    target = tmp_path / "export.json"
    export_profiles(book.profiles, target)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == (EXPORT_FORMAT, 1)
    assert all("id" not in entry for entry in data["profiles"])
    assert "token" not in target.read_text(encoding="utf-8").lower()

    existing = book_of("shop")
    imported = import_profiles(target, existing)
    assert imported.skipped == ()
    assert [p.name for p in imported.profiles] == ["Shop (2)", "Local", "Plain"]
    assert not {p.id for p in imported.profiles} & {p.id for p in book.profiles}
    for original, new in zip(book.profiles, imported.profiles, strict=True):
        assert replace(new, id=original.id, name=original.name) == original
    for profile in imported.profiles:
        existing = existing.put(profile)  # names are free in the target book


def test_import_accepts_our_profiles_file(tmp_path: Path) -> None:
    target = tmp_path / "profiles.json"
    ProfileStore(target).save(sample_book(ca_bundle_in(tmp_path)))
    imported = import_profiles(target, ProfileBook())
    assert [p.name for p in imported.profiles] == ["Shop", "Local", "Plain"]
    assert imported.skipped == ()


def test_import_names_are_unique_among_themselves(tmp_path: Path) -> None:
    entry = {"name": "Shop", "base_url": URL}
    write_json(
        tmp_path / "e.json", {"format": EXPORT_FORMAT, "version": 1, "profiles": [entry] * 3}
    )
    imported = import_profiles(tmp_path / "e.json", ProfileBook())
    assert [p.name for p in imported.profiles] == ["Shop", "Shop (2)", "Shop (3)"]


SECRET_FIELDS = [
    "token",
    "Token",
    "access_token",
    "API-Key",
    "apikey",
    "api_key",
    "Authorization",
    "password",
    "passwd",
    "client_secret",
    "Bearer",
    "credentials",
]


def test_secret_fields_are_ignored_and_reported(tmp_path: Path) -> None:
    entry = {"name": "Shop", "base_url": URL, "colour": "green"}
    entry |= {field: SENTINEL for field in SECRET_FIELDS}
    write_json(tmp_path / "e.json", {"format": EXPORT_FORMAT, "version": 1, "profiles": [entry]})
    imported = import_profiles(tmp_path / "e.json", ProfileBook())
    assert [p.name for p in imported.profiles] == ["Shop"]
    assert (
        "Ignored the field “token” of profile “Shop”: tokens and other secrets are never imported."
        in imported.notes
    )
    for field in SECRET_FIELDS:
        assert any(f"field “{field}” of profile “Shop”: tokens" in s for s in imported.notes)
    assert "Ignored the unknown field “colour” of profile “Shop”." in imported.notes
    assert len(imported.notes) == len(SECRET_FIELDS) + 1
    assert SENTINEL not in repr(imported)
    assert all(SENTINEL not in json.dumps(p.to_dict()) for p in imported.profiles)


def test_invalid_entries_are_skipped_and_the_report_says_which_field_held_what(
    tmp_path: Path,
) -> None:
    entries: list[Any] = [
        {"name": "Good", "base_url": URL},
        {"name": "Bad", "base_url": "ftp://plants.example.com"},
        {"name": "", "base_url": URL},
        "not an object",
        {"base_url": URL},
        {"name": "Slow", "base_url": URL, "timeout": 0, "token": SENTINEL},
        {"name": "Leaky", "base_url": f"https://user:{SENTINEL}@plants.example.com"},
        {"name": "Fast", "base_url": URL, "timeout": "fast", "token": SENTINEL},
        {"name": "Loose", "base_url": URL, "verify_tls": "no" * 40},
    ]
    write_json(tmp_path / "e.json", {"format": EXPORT_FORMAT, "version": 1, "profiles": entries})
    imported = import_profiles(tmp_path / "e.json", ProfileBook())
    assert [p.name for p in imported.profiles] == ["Good"]
    assert import_report(imported).splitlines() == [
        "Imported 1 server: “Good”.",
        "Skipped profile 2 (“Bad”): The base URL must start with http:// or https://.",
        "Skipped profile 3: its “name” is “”. The profile name cannot be blank.",
        "Skipped profile 4: A profile must be a JSON object.",
        "Skipped profile 5: The field “name” is missing.",
        "Skipped profile 6 (“Slow”): its “timeout” is 0. "
        "The timeout must be more than 0 and at most 600 seconds.",
        # A URL may hold a password: its value is never shown.
        "Skipped profile 7 (“Leaky”): Leave user names and passwords out of the URL; use "
        "the token.",
        "Skipped profile 8 (“Fast”): its “timeout” is “fast”. The field “timeout” must be a "
        "number.",
        f"Skipped profile 9 (“Loose”): its “verify_tls” is “{'no' * 19}n…”. "
        "The field “verify_tls” must be a boolean.",
        "Ignored the field “token” of profile “Slow”: tokens and other secrets are never imported.",
        "Ignored the field “token” of profile “Fast”: tokens and other secrets are never imported.",
        "Tokens are never imported: type this server's token before sending to it.",
    ]
    assert SENTINEL not in repr(imported) and SENTINEL not in import_report(imported)


def test_the_report_names_the_servers_imported_and_counts_the_rest(tmp_path: Path) -> None:
    entries = [{"name": f"Shop {n}", "base_url": URL} for n in range(1, 8)]
    write_json(tmp_path / "e.json", {"format": EXPORT_FORMAT, "version": 1, "profiles": entries})
    imported = import_profiles(tmp_path / "e.json", ProfileBook())
    assert import_report(imported).splitlines() == [
        "Imported 7 servers, among them “Shop 1”, “Shop 2”, “Shop 3”, “Shop 4”, “Shop 5”.",
        "Tokens are never imported: type each server's token before sending to it.",
    ]
    two = Imported(imported.profiles[:2])
    assert import_report(two).splitlines()[0] == "Imported 2 servers: “Shop 1”, “Shop 2”."
    assert import_report(Imported(())) == "No server was imported."


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"\x89PNG\r\n", "it is not JSON"),
        (b"{nope", "it is not JSON"),
        (b"[]", "not a Plant Store GUI profiles export"),
        (b'{"format": "other", "version": 1, "profiles": []}', "not a Plant Store GUI"),
        (b'{"format": "plantstore-gui/profiles-export", "version": 1}', "not a Plant Store GUI"),
        (b'{"format": "plantstore-gui/profiles-export", "profiles": []}', "not a Plant Store"),
    ],
)
def test_import_refuses_files_of_the_wrong_kind(tmp_path: Path, raw: bytes, message: str) -> None:
    (tmp_path / "e.json").write_bytes(raw)
    with pytest.raises(ProfileError, match=message):
        import_profiles(tmp_path / "e.json", ProfileBook())


def test_import_of_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ProfileError, match="Could not read"):
        import_profiles(tmp_path / "missing.json", ProfileBook())


def test_failed_export_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(fd: int) -> None:
        raise OSError(5, "I/O error")

    monkeypatch.setattr(os, "fsync", refuse)
    with pytest.raises(ProfileError, match="I/O error"):
        export_profiles(sample_book().profiles, tmp_path / "export.json")
    assert list(tmp_path.iterdir()) == [tmp_path / "home"]


def test_importing_a_file_again_leaves_out_the_servers_already_here(tmp_path: Path) -> None:
    """The same export imported twice adds nothing the second time and says why; a
    server of the same name that differs comes in under a free name."""
    book = sample_book(ca_bundle_in(tmp_path))
    target = tmp_path / "export.json"
    export_profiles(book.profiles, target)
    again = import_profiles(target, book)
    assert again.profiles == ()
    assert again.notes == tuple(
        f"Left out profile “{name}”: it is already here, the same."
        for name in ("Shop", "Local", "Plain")
    )
    changed = book.put(replace(book.profiles[0], timeout=book.profiles[0].timeout + 1))
    assert [p.name for p in import_profiles(target, changed).profiles] == ["Shop (2)"]
