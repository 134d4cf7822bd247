"""A tester's own OpenAPI document for the Contract tab, chosen per server profile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from memory_keyring import MemoryKeyring
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.contract import bounds
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import (
    Profile,
    ProfileBook,
    ProfileStore,
    export_profiles,
    import_profiles,
)
from plantstore_gui.core.secrets import TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.profiles_dialog import ProfilesDialog
from plantstore_gui.ui.servers import Servers

# The shop's own contract answers 201, so the sandbox's 200 breaks it.
SHOP_YAML = """\
openapi: 3.0.3
info: {title: Shop plants, version: "2.0"}
paths:
  /plants:
    post:
      responses:
        "201":
          description: created
          content:
            application/json:
              schema: {type: object}
"""


def open_window(qtbot: QtBot, sandbox: SandboxServer, document: str | None) -> MainWindow:
    """The window on the sandbox, through a profile naming `document` for the Contract tab."""
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    profile = Profile(name="Shop", base_url=sandbox.base_url, contract_document=document)
    servers.add_temporary(profile, sandbox.token)
    servers.select(profile.id)
    window = build_window(servers, None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def send_and_open_contract(qtbot: QtBot, window: MainWindow, plant_id: str) -> None:
    window.form.id_field.edit.setText(plant_id)
    window.form.name_field.edit.setText("Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=10_000):
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    window.inspector.setCurrentWidget(window.contract_view)
    qtbot.waitUntil(lambda: not window.contract_view.checking)


def findings(window: MainWindow) -> list[str]:
    tree = window.contract_view.findings
    return [tree.topLevelItem(i).text(2) for i in range(tree.topLevelItemCount())]  # type: ignore[union-attr]


def test_without_a_document_the_tab_names_the_built_in_contract(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = open_window(qtbot, sandbox, None)
    send_and_open_contract(qtbot, window, "1")
    view = window.contract_view
    assert view.verdict.text() == "Pass: the answer matches the spec (a valid Plant)."
    assert view.source.text() == (
        "Checked against the built-in contract: Plant Store 1.0.0 (OpenAPI 3.1.0)."
    )


def test_the_profiles_document_is_used_and_named(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    document = tmp_path / "shop.yaml"
    document.write_text(SHOP_YAML, encoding="utf-8")
    window = open_window(qtbot, sandbox, str(document))
    send_and_open_contract(qtbot, window, "2")
    view = window.contract_view
    qtbot.waitUntil(lambda: view.source.text().startswith("Checked against shop.yaml"))
    assert view.source.text() == "Checked against shop.yaml: Shop plants 2.0 (OpenAPI 3.0.3)."
    assert view.source.toolTip() != ""
    assert view.verdict.text() == "Fail: the answer breaks the spec."
    assert findings(window) == ["The status 200 is not an answer the spec lists for POST /plants."]


def test_an_edit_to_the_document_counts_the_next_time_the_tab_is_shown(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    document = tmp_path / "shop.yaml"
    document.write_text(SHOP_YAML, encoding="utf-8")
    window = open_window(qtbot, sandbox, str(document))
    send_and_open_contract(qtbot, window, "3")
    view = window.contract_view
    qtbot.waitUntil(lambda: view.verdict.text().startswith("Fail"))
    document.write_text(SHOP_YAML.replace('"201"', '"200"'), encoding="utf-8")
    window.inspector.setCurrentWidget(window.results)
    send_and_open_contract(qtbot, window, "4")
    qtbot.waitUntil(lambda: view.verdict.text().startswith("Pass"))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (None, "The contract document gone.yaml cannot be read: No such file or directory."),
        ("swagger: '2.0'\n", "The contract document gone.yaml is not OpenAPI 3.0 or 3.1."),
    ],
)
def test_a_document_that_cannot_be_used_is_said_not_checked(
    qtbot: QtBot,
    sandbox: SandboxServer,
    tmp_path: Path,
    text: str | None,
    words: str,
) -> None:
    document = tmp_path / "gone.yaml"
    if text is not None:
        document.write_text(text, encoding="utf-8")
    window = open_window(qtbot, sandbox, str(document))
    send_and_open_contract(qtbot, window, "5")
    view = window.contract_view
    qtbot.waitUntil(lambda: view.verdict.text().startswith("Not checked"))
    assert view.verdict.text() == "Not checked: the contract document cannot be used."
    assert view.source.text() == (
        f"{words} Choose another document for this server in Manage servers."
    )
    assert findings(window) == []


def test_the_document_is_chosen_in_the_profiles_dialog_and_kept(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    servers = Servers(ProfileStore(profiles_path()), ProfileBook(), TokenVault(MemoryKeyring()))
    dialog = ProfilesDialog(servers)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_profile()
    dialog.name_field.edit.setText("Shop")
    dialog.url_field.edit.setText(sandbox.base_url)
    qtbot.keyClicks(dialog.contract_document, f"  {tmp_path / 'shop.yaml'}  ")
    dialog.save_profile()
    qtbot.waitUntil(lambda: any(p.name == "Shop" for p in servers.profiles()))
    saved = next(p for p in servers.profiles() if p.name == "Shop")
    assert saved.contract_document == str(tmp_path / "shop.yaml")
    dialog.profile_list.setCurrentRow(0)
    qtbot.waitUntil(lambda: dialog.contract_document.text() == str(tmp_path / "shop.yaml"))


def test_a_blank_document_is_none_and_the_document_travels_in_an_export(tmp_path: Path) -> None:
    assert (
        Profile(name="A", base_url="https://a.example", contract_document="  ").contract_document
        is None
    )
    document = tmp_path / "shop.yaml"
    document.write_text(SHOP_YAML, encoding="utf-8")
    profile = Profile(name="A", base_url="https://a.example", contract_document=str(document))
    path = tmp_path / "servers.json"
    export_profiles([profile], path)
    assert json.loads(path.read_text())["profiles"][0]["contract_document"] == str(document)
    imported = import_profiles(path, ProfileBook())
    assert [p.contract_document for p in imported.profiles] == [str(document)]


def test_the_answer_is_checked_off_the_gui_thread_and_the_tab_says_so_meanwhile(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = open_window(qtbot, sandbox, None)
    window.form.id_field.edit.setText("6")
    window.form.name_field.edit.setText("Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=10_000):
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    view = window.contract_view
    window.inspector.setCurrentWidget(view)
    # The check's answer comes back by a queued signal: not before the event loop runs.
    assert view.checking
    assert view.verdict.text() == "Checking the answer against the contract…"
    qtbot.waitUntil(lambda: not view.checking)
    assert view.verdict.text() == "Pass: the answer matches the spec (a valid Plant)."


def doubling_document(folder: Path) -> Path:
    """A schema that doubles at every level: 2^40 rules to check one plant."""
    schemas: dict[str, object] = {
        f"S{level}": {"allOf": [{"$ref": f"#/components/schemas/S{level + 1}"}] * 2}
        for level in range(40)
    }
    schemas["S40"] = {"type": "object", "additionalProperties": True}
    answer = {"application/json": {"schema": {"$ref": "#/components/schemas/S0"}}}
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "Doubling", "version": "1"},
        "paths": {"/plants": {"post": {"responses": {"200": {"content": answer}}}}},
        "components": {"schemas": schemas},
    }
    document = folder / "doubling.json"
    document.write_text(json.dumps(spec), encoding="utf-8")
    return document


def test_a_check_that_asks_for_too_much_work_is_stopped_and_said_so(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bounds, "STEPS_MAX", 5000)  # reached well before the time bound
    window = open_window(qtbot, sandbox, str(doubling_document(tmp_path)))
    send_and_open_contract(qtbot, window, "8")
    view = window.contract_view
    assert view.verdict.text() == "Not checked: the check was stopped."
    assert view.source.text() == (
        "The check was stopped after 5,000 steps: the spec's schema asks for too much work "
        "to check this answer. Choose another document for this server in Manage servers."
    )
    assert findings(window) == []


def test_the_window_closes_at_once_during_a_check_that_would_never_end(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No bound on steps or time here: only quitting can end the check.
    monkeypatch.setattr(bounds, "STEPS_MAX", 10**12)
    monkeypatch.setattr(bounds, "SECONDS_MAX", 10.0**6)
    window = open_window(qtbot, sandbox, str(doubling_document(tmp_path)))
    window.form.id_field.edit.setText("7")
    window.form.name_field.edit.setText("Fern")
    with qtbot.waitSignal(window.journeys.finished, timeout=10_000):
        qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    view = window.contract_view
    window.inspector.setCurrentWidget(view)
    assert view.checking
    tasks = window.tasks
    window.close()
    # Quitting waits a second for a plant in flight, then cancels it: a check is not waited for.
    assert tasks.stopped


def test_an_exchange_is_checked_against_the_document_of_the_profile_it_was_sent_from(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    """ "Slow" (no document) and "Shop" (its own) share one address: what Shop sent is
    checked against Shop's document, whichever of them is first in the list or in use."""
    document = tmp_path / "shop.yaml"
    document.write_text(SHOP_YAML, encoding="utf-8")
    slow = Profile(name="Slow", base_url=sandbox.base_url)
    shop = Profile(name="Shop", base_url=sandbox.base_url, contract_document=str(document))
    book = ProfileBook(profiles=(slow, shop))
    servers = Servers(ProfileStore(profiles_path()), book, TokenVault(MemoryKeyring()))
    for profile in (slow, shop):
        servers.set_token(profile.id, sandbox.token)
    servers.select(shop.id)
    window = build_window(servers, None)
    qtbot.addWidget(window)
    window.show()
    send_and_open_contract(qtbot, window, "3")
    view = window.contract_view
    qtbot.waitUntil(lambda: view.source.text().startswith("Checked against"))
    assert view.source.text() == "Checked against shop.yaml: Shop plants 2.0 (OpenAPI 3.0.3)."
    servers.select(slow.id)  # the shown exchange is still Shop's
    window.inspector.setCurrentWidget(window.results)
    window.inspector.show_latest()
    window.inspector.setCurrentWidget(window.contract_view)
    qtbot.waitUntil(lambda: not view.checking)
    assert view.source.text() == "Checked against shop.yaml: Shop plants 2.0 (OpenAPI 3.0.3)."
