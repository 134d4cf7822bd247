"""Profile import within bounds: a size and a count it refuses past, in words; time in
proportion to the file; and only files the user can read, named by what it keeps."""

import json
import os
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from memory_keyring import MemoryKeyring
from pytestqt.qtbot import QtBot

from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import (
    EXPORT_FORMAT,
    Imported,
    Profile,
    ProfileBook,
    ProfileError,
    ProfileStore,
    import_profiles,
    sharing,
)
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.ui.profiles_dialog import ProfilesDialog
from plantstore_gui.ui.servers import Servers

URL = "https://plants.example.com/api"
CERTIFICATE = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"


def export(path: Path, entries: list[Any]) -> Path:
    path.write_text(json.dumps({"format": EXPORT_FORMAT, "version": 1, "profiles": entries}))
    return path


def within(seconds: float, call: Callable[[], object]) -> object:
    """What `call()` returns or raises, waited for at most `seconds` on a thread."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the test below
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"still running after {seconds} s"
    return outcome[0]


# --- Size, count and time --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "name_of"),
    [(2000, lambda number: "Shop"), (20_000, lambda number: f"Shop {number}")],
    ids=["2,000 of one name", "20,000 names"],
)
def test_import_time_grows_in_proportion_to_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, count: int, name_of: Callable[[int], str]
) -> None:
    """Each name was found by trying every number again against every profile, and each
    profile was added to a new copy of the book: 2,000 of one name, or 20,000 names, took
    longer than anyone waited. Past the bounds here, so that only time is tested."""
    monkeypatch.setattr(sharing, "IMPORT_PROFILES_MAX", 10**6, raising=False)
    monkeypatch.setattr(sharing, "IMPORT_SIZE_MAX", 10**9, raising=False)
    entries = [{"name": name_of(number), "base_url": URL} for number in range(count)]
    path = export(tmp_path / "e.json", entries)
    # Same name, another time limit: not the same server, so it comes in under a free name.
    book = ProfileBook().put(Profile(name=name_of(0), base_url=URL, timeout=42.0))
    imported = within(30, lambda: import_profiles(path, book))
    assert isinstance(imported, Imported)
    names = [profile.name for profile in imported.profiles]
    assert len(names) == count and len({name.casefold() for name in names}) == count
    assert names[0] == f"{name_of(0)} (2)" and book.find(names[-1]) is None


def test_more_profiles_than_an_import_takes_are_refused_whole(tmp_path: Path) -> None:
    path = export(tmp_path / "many.json", [{"name": "Shop", "base_url": URL}] * 1001)
    with pytest.raises(ProfileError) as caught:
        import_profiles(path, ProfileBook())
    assert str(caught.value) == (
        "many.json holds 1,001 profiles; at most 1,000 can be imported at once."
    )


def test_a_file_larger_than_an_export_can_be_is_refused_unread(tmp_path: Path) -> None:
    entry = {"name": "Shop", "base_url": URL, "x-padding": "x" * (1024 * 1024)}
    path = export(tmp_path / "large.json", [entry])
    with pytest.raises(ProfileError) as caught:
        import_profiles(path, ProfileBook())
    assert str(caught.value) == "large.json is larger than 1 MB; a profiles export is far smaller."
    caught_device = within(30, lambda: import_profiles(Path("/dev/zero"), ProfileBook()))
    assert isinstance(caught_device, ProfileError)
    assert str(caught_device) == "Could not read /dev/zero: Not a regular file."


# --- The files a profile names ---------------------------------------------------------------


def test_a_device_or_a_file_that_is_no_ca_bundle_is_left_out_and_said(tmp_path: Path) -> None:
    not_pem = tmp_path / "notes.txt"
    not_pem.write_text("root:$6$hash:19000:0:99999:7:::\n")
    entries = [
        {"name": "Zero", "base_url": URL, "contract_document": "/dev/zero"},
        {"name": "Shadow", "base_url": URL, "ca_bundle": str(not_pem)},
        {"name": "Gone", "base_url": URL, "contract_document": str(tmp_path / "gone.yaml")},
        {"name": "Folder", "base_url": URL, "ca_bundle": str(tmp_path)},
    ]
    imported = import_profiles(export(tmp_path / "e.json", entries), ProfileBook())
    assert [p.name for p in imported.profiles] == ["Zero", "Shadow", "Gone", "Folder"]
    assert all(p.ca_bundle is None and p.contract_document is None for p in imported.profiles)
    assert imported.notes == (
        "Left out the contract document of profile “Zero”: /dev/zero is not a regular file.",
        f"Left out the CA bundle of profile “Shadow”: {not_pem} holds no certificate.",
        f"Left out the contract document of profile “Gone”: {tmp_path / 'gone.yaml'} "
        "cannot be opened: No such file or directory.",
        f"Left out the CA bundle of profile “Folder”: {tmp_path} is not a regular file.",
    )


def test_etc_shadow_is_never_kept_as_a_ca_bundle(tmp_path: Path) -> None:
    entries = [{"name": "Shop", "base_url": URL, "ca_bundle": "/etc/shadow"}]
    imported = import_profiles(export(tmp_path / "e.json", entries), ProfileBook())
    [profile] = imported.profiles
    assert profile.ca_bundle is None
    [note] = imported.notes
    # Root may read it, and finds no certificate in it; anyone else may not read it.
    assert note in (
        "Left out the CA bundle of profile “Shop”: /etc/shadow holds no certificate.",
        "Left out the CA bundle of profile “Shop”: You are not allowed to read /etc/shadow.",
    )


def test_readable_files_are_kept(tmp_path: Path) -> None:
    bundle = tmp_path / "ca.pem"
    bundle.write_text(CERTIFICATE)
    document = tmp_path / "shop.yaml"
    document.write_text("openapi: 3.1.0\n")
    link = tmp_path / "current.yaml"
    link.symlink_to(document)
    entries = [
        {"name": "Shop", "base_url": URL, "ca_bundle": str(bundle), "contract_document": str(link)}
    ]
    imported = import_profiles(export(tmp_path / "e.json", entries), ProfileBook())
    [profile] = imported.profiles
    assert (profile.ca_bundle, profile.contract_document) == (str(bundle), str(link))
    assert imported.notes == ()


def imported_as(user: int | None, path: Path) -> list[str]:
    """The files kept and the notes of an import, run as `user` (None: as we are)."""
    if user is None:
        imported = import_profiles(path, ProfileBook())
        kept = [(p.ca_bundle, p.contract_document) for p in imported.profiles]
        return [repr(kept), *imported.notes]
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child process
        try:
            os.setgid(user)
            os.setuid(user)
            os.write(writing, json.dumps(imported_as(None, path)).encode())
        finally:
            os._exit(0)
    os.close(writing)
    with os.fdopen(reading, "rb") as answer:
        said = answer.read()
    os.waitpid(child, 0)
    lines: list[str] = json.loads(said)
    return lines


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_a_file_the_user_may_not_read_is_left_out_and_said() -> None:
    # Root reads any file: the import runs as another user then, as it would for anyone.
    user = 65534 if os.geteuid() == 0 else None  # "nobody"
    with tempfile.TemporaryDirectory() as folder:
        os.chmod(folder, 0o755)
        bundle, document = Path(folder) / "ca.pem", Path(folder) / "shop.yaml"
        bundle.write_text(CERTIFICATE)
        document.write_text("openapi: 3.1.0\n")
        for secret in (bundle, document):
            os.chmod(secret, 0o600 if user is not None else 0)
        entry = {"name": "Shop", "base_url": URL, "ca_bundle": str(bundle)}
        path = export(Path(folder) / "e.json", [entry | {"contract_document": str(document)}])
        os.chmod(path, 0o644)
        said = imported_as(user, path)
    assert said == [
        "[(None, None)]",
        f"Left out the CA bundle of profile “Shop”: You are not allowed to read {bundle}.",
        "Left out the contract document of profile “Shop”: "
        f"You are not allowed to read {document}.",
    ]


# --- What the dialog says -------------------------------------------------------------------


def open_dialog(qtbot: QtBot) -> tuple[ProfilesDialog, Servers]:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    dialog = ProfilesDialog(servers)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, servers


def test_the_dialog_says_why_nothing_was_imported(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, servers = open_dialog(qtbot)
    dialog.import_from(export(tmp_path / "many.json", [{"name": "Shop", "base_url": URL}] * 1001))
    qtbot.waitUntil(lambda: dialog.report.shown() is not None, timeout=10_000)
    assert dialog.report.shown() == (
        "Nothing was imported: many.json holds 1,001 profiles; "
        "at most 1,000 can be imported at once."
    )
    assert servers.profiles() == []


def test_the_dialog_says_which_file_was_left_out(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, servers = open_dialog(qtbot)
    entry = {"name": "Shop", "base_url": URL, "contract_document": "/dev/zero"}
    dialog.import_from(export(tmp_path / "e.json", [entry]))
    qtbot.waitUntil(lambda: dialog.report.shown() is not None, timeout=10_000)
    assert dialog.report.shown() == (
        "Imported 1 server: “Shop”.\n"
        "Left out the contract document of profile “Shop”: /dev/zero is not a regular file.\n"
        "Tokens are never imported: type this server's token before sending to it."
    )
    [profile] = servers.profiles()
    assert profile.contract_document is None
