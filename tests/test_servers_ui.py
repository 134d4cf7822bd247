"""Server profiles as a user manages them: the dialog, the switcher, restarts, the keyring."""

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import Asked
from keyring.errors import NoKeyringError
from memory_keyring import BlockingKeyring, MemoryKeyring, RaisingKeyring
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from plantstore_gui.app import build_window
from plantstore_gui.core.paths import profiles_path
from plantstore_gui.core.profiles import ProfileStore
from plantstore_gui.core.secrets import SERVICE, TokenVault
from plantstore_gui.sandbox import SandboxServer
from plantstore_gui.ui.main_window import MainWindow
from plantstore_gui.ui.profiles_dialog import ProfilesDialog
from plantstore_gui.ui.servers import Servers, TokenState


def start_window(qtbot: QtBot, keyring: MemoryKeyring) -> MainWindow:
    """The app as it starts: profiles from disk, tokens from `keyring`."""
    store = ProfileStore(profiles_path())
    loaded = store.load()
    servers = Servers(
        store, loaded.book, TokenVault(keyring, timeout=2), read_only=loaded.read_only
    )
    if (start := loaded.book.starting_profile()) is not None:
        servers.select(start.id)
    window = build_window(servers, None)
    qtbot.addWidget(window)
    window.show()
    return window


def open_dialog(qtbot: QtBot, window: MainWindow) -> ProfilesDialog:
    window.manage_servers()
    dialog = window.manage_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def add_profile(qtbot: QtBot, dialog: ProfilesDialog, name: str, url: str, token: str) -> None:
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.name_field.edit.clear()
    qtbot.keyClicks(dialog.name_field.edit, name)
    qtbot.keyClicks(dialog.url_field.edit, url)
    qtbot.keyClicks(dialog.token_field.edit, token)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)


def wait_saved(qtbot: QtBot, window: MainWindow) -> None:
    """Saves and keyring calls run in the background; wait until they are done."""
    qtbot.waitUntil(lambda: not window.servers.busy, timeout=5000)


def create_plant(qtbot: QtBot, window: MainWindow, plant_id: int) -> str:
    window.form.id_field.edit.setText(str(plant_id))
    window.form.name_field.edit.setText(f"Plant {plant_id}")
    qtbot.keyClick(window.form.name_field.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.journeys.busy, timeout=5000)
    return window.results.title.text()


@pytest.fixture
def two_sandboxes() -> Iterator[tuple[SandboxServer, SandboxServer]]:
    with SandboxServer("token-of-shop") as shop, SandboxServer("token-of-staging") as staging:
        yield shop, staging


def test_two_profiles_switch_and_survive_a_restart(
    qtbot: QtBot, two_sandboxes: tuple[SandboxServer, SandboxServer]
) -> None:
    shop, staging = two_sandboxes
    keyring = MemoryKeyring()
    window = start_window(qtbot, keyring)
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Shop", shop.base_url, shop.token)
    add_profile(qtbot, dialog, "Staging", staging.base_url, staging.token)
    wait_saved(qtbot, window)
    dialog.close()
    labels = [window.server_choice.itemText(i) for i in range(window.server_choice.count())]
    assert labels == ["Shop", "Staging"]

    # The tokens are in the keyring under the app's service and each profile's id.
    book = ProfileStore(profiles_path()).load().book
    ids = {p.name: p.id for p in book.profiles}
    assert keyring.storage == {
        (SERVICE, ids["Shop"]): shop.token,
        (SERVICE, ids["Staging"]): staging.token,
    }
    assert "token-of" not in profiles_path().read_text()

    window.server_choice.setCurrentIndex(0)
    window.server_choice.activated.emit(0)
    assert window.windowTitle().endswith("Shop")
    assert create_plant(qtbot, window, 1) == "Plant 1 created"
    window.server_choice.activated.emit(1)
    assert window.windowTitle().endswith("Staging")
    assert create_plant(qtbot, window, 2) == "Plant 2 created"
    assert list(shop.plants()) == [1] and list(staging.plants()) == [2]
    wait_saved(qtbot, window)
    window.close()

    # Restart: the last used profile opens, and both tokens still work.
    again = start_window(qtbot, keyring)
    assert again.windowTitle().endswith("Staging")
    qtbot.waitUntil(lambda: again.servers.token_state(ids["Staging"]) is TokenState.READY)
    assert not again.token_box.isVisible()
    assert create_plant(qtbot, again, 3) == "Plant 3 created"
    again.server_choice.activated.emit(0)
    qtbot.waitUntil(lambda: again.servers.token_state(ids["Shop"]) is TokenState.READY)
    assert create_plant(qtbot, again, 4) == "Plant 4 created"
    assert sorted(shop.plants()) == [1, 4] and sorted(staging.plants()) == [2, 3]
    again.close()


def test_duplicate_rename_default_and_delete(
    qtbot: QtBot, sandbox: SandboxServer, answer: Callable[..., Asked]
) -> None:
    keyring = MemoryKeyring()
    window = start_window(qtbot, keyring)
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
    qtbot.mouseClick(dialog.duplicate_button, Qt.MouseButton.LeftButton)
    assert dialog.name_field.edit.text() == "Shop (copy)"
    dialog.name_field.edit.setText("Backup shop")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.default_button, Qt.MouseButton.LeftButton)
    wait_saved(qtbot, window)
    book = ProfileStore(profiles_path()).load().book
    assert book.names() == ["Shop", "Backup shop"]
    backup = book.find("Backup shop")
    assert backup is not None and book.default_id == backup.id
    assert keyring.storage[(SERVICE, backup.id)] == sandbox.token  # the copy keeps the token

    # Deleting asks first; the profile and its token go.
    asked = answer(True)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    wait_saved(qtbot, window)
    book = ProfileStore(profiles_path()).load().book
    assert book.names() == ["Shop"]
    assert (SERVICE, backup.id) not in keyring.storage
    assert [verb for _title, _text, verb in asked.questions] == ["Delete server"]
    window.close()


def test_a_name_in_use_is_refused_at_the_dialog(qtbot: QtBot, sandbox: SandboxServer) -> None:
    window = start_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Shop", sandbox.base_url, "t1")
    add_profile(qtbot, dialog, "shop", sandbox.base_url, "t2")
    assert "already" in dialog.notice.text()
    wait_saved(qtbot, window)
    assert ProfileStore(profiles_path()).load().book.names() == ["Shop"]
    window.close()


def test_moving_a_profile_to_a_new_origin_asks_before_reusing_its_token(
    qtbot: QtBot, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    keyring = MemoryKeyring()
    window = start_window(qtbot, keyring)
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
    wait_saved(qtbot, window)
    asked: list[str] = []

    def say_no(box: QMessageBox) -> int:
        asked.append(box.windowTitle())
        [remove] = [b for b in box.buttons() if b.text() == "Remove the token"]
        remove.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", say_no)
    dialog.url_field.edit.setText("https://plants.example.com")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    wait_saved(qtbot, window)
    assert asked == ["Send the token to a new address?"]
    assert keyring.storage == {}  # the old token will not travel to the new host
    # A change of path on the same origin does not ask.
    dialog.url_field.edit.setText("https://plants.example.com/api/v2")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert asked == ["Send the token to a new address?"]
    window.close()


def test_plain_http_to_another_host_needs_consent(qtbot: QtBot) -> None:
    window = start_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Remote", "http://plants.example.invalid", "secret-abc")
    assert dialog.plain_http.isEnabled() and not dialog.plain_http.isChecked()
    wait_saved(qtbot, window)
    dialog.close()
    window.servers.select(window.servers.book.profiles[0].id)
    qtbot.waitUntil(lambda: not window.token_box.isVisible())
    assert create_plant(qtbot, window, 5) == "The plant was not sent"
    assert "unencrypted" in window.results.advice.text()
    window.close()


def test_without_a_keyring_the_token_is_kept_for_the_session_and_the_window_says_so(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    window = start_window(qtbot, RaisingKeyring(NoKeyringError()))
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
    wait_saved(qtbot, window)
    # Said where the user is, in the dialog; not a second time in the window behind it.
    assert "for this session only" in dialog.notice.text()
    dialog.close()
    assert not window.notice.isVisible()
    assert window.server_status.text().endswith("token for this session only")
    assert create_plant(qtbot, window, 6) == "Plant 6 created"
    window.close()


def test_a_keyring_that_never_answers_does_not_freeze_the_window(
    qtbot: QtBot, sandbox: SandboxServer
) -> None:
    keyring = BlockingKeyring()
    window = start_window(qtbot, keyring)
    # A timer on the GUI thread counts the ticks it ran while the vault was still waiting
    # for a keyring call that provably had not returned.
    held_ticks: list[None] = []

    def tick() -> None:
        if window.servers.busy and keyring.entered.is_set() and not keyring.release.is_set():
            held_ticks.append(None)

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    try:
        dialog = open_dialog(qtbot, window)
        add_profile(qtbot, dialog, "Shop", sandbox.base_url, sandbox.token)
        qtbot.waitUntil(lambda: len(held_ticks) >= 10, timeout=5000)
        # The vault gives up after its time limit and says so, the keyring still stuck.
        qtbot.waitUntil(lambda: "did not answer" in dialog.notice.text(), timeout=5000)
        assert not keyring.release.is_set()
        assert threading.main_thread() not in keyring.threads  # never asked on the GUI thread
    finally:
        timer.stop()
        keyring.release.set()
    wait_saved(qtbot, window)
    window.close()


def test_import_skips_tokens_and_export_has_none(
    qtbot: QtBot, sandbox: SandboxServer, tmp_path: Path
) -> None:
    window = start_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Shop", sandbox.base_url, "sentinel-tok-export")
    wait_saved(qtbot, window)
    exported = tmp_path / "servers.json"
    dialog.export_to(exported)
    qtbot.waitUntil(lambda: "Exported" in dialog.notice.text(), timeout=5000)
    assert "sentinel-tok" not in exported.read_text()

    incoming = tmp_path / "incoming.json"
    entry = {"name": "Warehouse", "base_url": "https://w.example", "token": "sentinel-tok-in"}
    incoming.write_text(
        json.dumps({"format": "plantstore-gui/profiles-export", "version": 1, "profiles": [entry]})
    )
    dialog.import_from(incoming)
    qtbot.waitUntil(lambda: "Imported 1" in (dialog.report.shown() or ""), timeout=5000)
    report = dialog.report.shown() or ""
    assert "token" in report and "sentinel-tok-in" not in report
    wait_saved(qtbot, window)
    assert ProfileStore(profiles_path()).load().book.names() == ["Shop", "Warehouse"]
    assert "sentinel-tok" not in profiles_path().read_text()
    window.close()
    QApplication.processEvents()


def test_an_import_report_says_what_came_in_and_what_not_and_stays_until_dismissed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = start_window(qtbot, RaisingKeyring(NoKeyringError()))
    dialog = open_dialog(qtbot, window)
    incoming = tmp_path / "incoming.json"
    entries = [
        {"name": "Good", "base_url": "https://good.example"},
        {"name": "Fast", "base_url": "https://fast.example", "timeout": "fast", "token": "t-1"},
    ]
    incoming.write_text(
        json.dumps({"format": "plantstore-gui/profiles-export", "version": 1, "profiles": entries})
    )
    dialog.import_from(incoming)
    qtbot.waitUntil(dialog.report.isVisible, timeout=5000)
    wait_saved(qtbot, window)  # Good's token was looked for in the keyring, which failed
    assert "No system keyring was found" in dialog.notice.text()
    # The keyring's notice did not take the report's place.
    assert dialog.report.shown() == (
        "Imported 1 server: “Good”.\n"
        "Skipped profile 2 (“Fast”): its “timeout” is “fast”. "
        "The field “timeout” must be a number.\n"
        "Ignored the field “token” of profile “Fast”: tokens and other secrets are never "
        "imported.\n"
        "Tokens are never imported: type this server's token before sending to it."
    )
    dialog.profile_list.setCurrentRow(0)
    dialog.save_profile()
    wait_saved(qtbot, window)
    assert dialog.notice.text() == "Saved “Good”."
    assert dialog.report.isVisible()  # still there: only the user dismisses it
    qtbot.mouseClick(dialog.report.dismiss_button, Qt.MouseButton.LeftButton)
    assert not dialog.report.isVisible()
    assert dialog.profile_list.hasFocus()
    window.close()


def test_esc_with_unsaved_edits_asks_and_the_list_shows_the_name_typed(
    qtbot: QtBot, answer: Callable[..., Asked]
) -> None:
    window = start_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Main shop", "http://127.0.0.1:8080", "token-1")
    wait_saved(qtbot, window)
    item = dialog.profile_list.currentItem()
    assert item is not None
    dialog.name_field.edit.selectAll()
    qtbot.keyClicks(dialog.name_field.edit, "Back shop")
    assert item.text().startswith("Back shop")  # shown as typed
    asked = answer(False, True)
    qtbot.keyClick(dialog.name_field.edit, Qt.Key.Key_Escape)
    assert asked.questions[0][2] == "&Discard changes"
    assert dialog.isVisible()  # kept: the user said no
    assert dialog.name_field.edit.text() == "Back shop"
    with qtbot.waitSignal(dialog.destroyed, timeout=5000):
        qtbot.keyClick(dialog.name_field.edit, Qt.Key.Key_Escape)
    assert [p.name for p in window.servers.profiles()] == ["Main shop"]  # nothing saved
    window.close()


def test_esc_with_nothing_unsaved_closes_without_asking(
    qtbot: QtBot, answer: Callable[..., Asked]
) -> None:
    window = start_window(qtbot, MemoryKeyring())
    dialog = open_dialog(qtbot, window)
    add_profile(qtbot, dialog, "Main shop", "http://127.0.0.1:8080", "token-1")
    wait_saved(qtbot, window)
    asked = answer()
    with qtbot.waitSignal(dialog.destroyed, timeout=5000):
        qtbot.keyClick(dialog.profile_list, Qt.Key.Key_Escape)
    assert asked.questions == []
    window.close()
