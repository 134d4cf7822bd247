"""The Manage servers dialog: add, edit, duplicate, rename, delete and share profiles."""

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.profiles import Imported, Profile, ProfileError, ProfileInvalid
from ..core.tell import import_report
from ..core.visible import visible
from ..core.words import quoted
from . import ask, theme
from .notice_bar import NoticeBar
from .profile_editor import ProfileEditor
from .servers import Servers, TokenState
from .tasks import Done

_NEW = ""  # the list's item data for a profile not saved yet


def _quoted(name: str) -> str:
    """A profile name inside a sentence: in quotes, anything that would act escaped."""
    return quoted(visible(name, lines=False))


class ProfilesDialog(QDialog):
    """Edits the saved profiles through `servers`.

    The list's buttons (Add aside) act at once; the editor's changes are kept by Save
    (Enter), which leaves the dialog open for the next server. The other button says
    Cancel while the editor holds changes not saved, and Close when it does not.
    """

    def __init__(self, servers: Servers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Manage servers"))
        self._servers = servers
        self._export_path: Path | None = None

        self.profile_list = QListWidget()
        self.profile_list.setAccessibleName(self.tr("Saved servers"))
        self.add_button = QPushButton(self.tr("&Add", "button that adds a server"))
        self.duplicate_button = QPushButton(self.tr("D&uplicate"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.default_button = QPushButton(self.tr("Set as de&fault"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("E&xport…"))
        list_buttons = QVBoxLayout()
        for button in (self.add_button, self.duplicate_button, self.delete_button):
            list_buttons.addWidget(button)
        list_buttons.addWidget(self.default_button)
        list_buttons.addStretch(1)
        list_buttons.addWidget(self.import_button)
        list_buttons.addWidget(self.export_button)

        self.editor = ProfileEditor(servers)
        # The editor's fields, by the names the dialog's users reach them by.
        self.name_field = self.editor.name_field
        self.url_field = self.editor.url_field
        self.token_field = self.editor.token_field
        self.verify_tls = self.editor.verify_tls
        self.ca_bundle = self.editor.ca_bundle
        self.browse_ca = self.editor.browse_ca
        self.contract_document = self.editor.contract_document
        self.plain_http = self.editor.plain_http

        # What lasts until dismissed (an import's report) apart from what passes (Saved …).
        self.report = NoticeBar(lines_in_view=8)
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)
        # Save and Cancel in the platform's order. Save is Enter's; no other button
        # takes Enter by having the focus (Browse… would open a file picker).
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setText(self.tr("&Save"))
        self.save_button.setToolTip(self.tr("Save this server (Enter)"))
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)

        columns = QHBoxLayout()
        columns.addWidget(self.profile_list, 2)
        columns.addLayout(list_buttons)
        columns.addSpacing(12)
        columns.addWidget(self.editor, 5)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.report)
        layout.addWidget(self.notice)
        layout.addWidget(self.buttons)
        self.resize(880, 420)  # wide enough for every language's placeholders
        # A report or a long hint makes room for itself, even with no window manager.
        theme.hold_height_for_width(self.editor)
        theme.hold_height_for_width(self)
        theme.hold_minimum_size(self)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
        self.save_button.setDefault(True)

        self.profile_list.currentItemChanged.connect(self._on_selection_changed)
        self.name_field.edit.textEdited.connect(self._show_typed_name)
        self.add_button.clicked.connect(self.add_profile)
        self.duplicate_button.clicked.connect(self.duplicate_profile)
        self.delete_button.clicked.connect(self.delete_profile)
        self.default_button.clicked.connect(self.make_default)
        self.save_button.clicked.connect(self.save_profile)
        self.import_button.clicked.connect(self._choose_import)
        self.export_button.clicked.connect(self._choose_export)
        self.editor.changed.connect(self._update_close_word)
        self.report.emptied.connect(self.profile_list.setFocus)
        servers.noticed.connect(self._show_notice)
        servers.keyring_known.connect(self.editor.update_token_hint)

        if servers.vault_problem is not None:  # said in the window before; said here too
            self._show_notice(servers.vault_problem.message)
        if servers.read_only:
            self._show_notice(
                self.tr(
                    "The profiles file was written by a newer version of Plant Store GUI or "
                    "cannot be read: changes here are not saved."
                )
            )
        self._fill_list(servers.current.id if servers.current else None)
        servers.check_keyring()  # off the GUI thread: it may wait on an unlock prompt

    # --- the list ------------------------------------------------------------

    def _fill_list(self, select_id: str | None, *, keep_edits: bool = False) -> None:
        """List the saved servers and show `select_id`'s (else the first). With
        `keep_edits`, the server being edited stays in the editor as typed, a new one too."""
        editing_new = self._editing_new()
        if keep_edits:
            select_id = self._selected_id()
        self.profile_list.blockSignals(True)
        self.profile_list.clear()
        for profile in self._servers.book.profiles:
            item = QListWidgetItem(self._item_text(profile.id, profile.name))
            item.setData(Qt.ItemDataRole.UserRole, profile.id)
            self.profile_list.addItem(item)
        row = next((i for i, p in enumerate(self._servers.book.profiles) if p.id == select_id), 0)
        if keep_edits:  # the editor is left as it is: no selection change is heard
            if editing_new:
                self.profile_list.addItem(self._new_item())
                row = self.profile_list.count() - 1
            self.profile_list.setCurrentRow(row)
        self.profile_list.blockSignals(False)
        if keep_edits:
            self._show_typed_name(self.name_field.edit.text())
        elif self.profile_list.count():
            self.profile_list.setCurrentRow(row)
            self._on_selection_changed(self.profile_list.currentItem(), None)
        else:
            self.add_profile()
        self._update_buttons()

    def _editing_new(self) -> bool:
        item = self.profile_list.currentItem()
        return item is not None and bool(item.data(Qt.ItemDataRole.UserRole) == _NEW)

    def _new_item(self) -> QListWidgetItem:
        item = QListWidgetItem(self.tr("New server"))
        item.setData(Qt.ItemDataRole.UserRole, _NEW)
        return item

    def _selected_id(self) -> str | None:
        item = self.profile_list.currentItem()
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, str) and value != _NEW else None

    def _update_buttons(self) -> None:
        saved = self._selected_id() is not None
        writable = not self._servers.read_only
        for button in (self.duplicate_button, self.delete_button, self.default_button):
            button.setEnabled(saved and writable)
        for button in (self.add_button, self.save_button, self.import_button):
            button.setEnabled(writable)
        self.export_button.setEnabled(bool(self._servers.book.profiles))
        self._update_close_word()

    def _item_text(self, profile_id: object, name: str) -> str:
        """A server's line in the list: its name, and whether it is the default."""
        if profile_id != self._servers.book.default_id:
            return name
        return self.tr("{name}  (default)", "the default server in the list").format(name=name)

    @Slot(str)
    def _show_typed_name(self, name: str) -> None:
        """The list shows the name as it is typed: the user sees which server they edit."""
        item = self.profile_list.currentItem()
        if item is not None and name.strip():
            item.setText(self._item_text(item.data(Qt.ItemDataRole.UserRole), name.strip()))

    def reject(self) -> None:
        """Cancel, Esc and the title bar's close end here: changes not saved are thrown
        away only when the user says so."""
        if self.editor.has_edits() and not ask.confirm(
            self,
            self.tr("Discard the changes?"),
            self.tr("The changes to this server are not saved. Closing now throws them away."),
            self.tr("&Discard changes"),
        ):
            return
        super().reject()

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_selection_changed(
        self, current: QListWidgetItem | None, previous: QListWidgetItem | None
    ) -> None:
        left = previous.data(Qt.ItemDataRole.UserRole) if previous is not None else None
        if previous is not None and (saved := self._servers.get(str(left))) is not None:
            previous.setText(self._item_text(left, saved.name))  # typed, not saved
        profile_id = self._selected_id()
        profile = self._servers.get(profile_id) if profile_id else None
        if profile is not None:
            self.editor.show_profile(profile)
        self._update_buttons()

    @Slot()
    def _update_close_word(self) -> None:
        """Cancel while there is something to lose, Close when everything is saved."""
        if self.editor.has_unsaved_changes():
            self.close_button.setText(self.tr("Cancel", "leaves the dialog, losing changes"))
        else:
            self.close_button.setText(self.tr("Close", "leaves the dialog, all saved"))

    # --- actions -------------------------------------------------------------

    @Slot()
    def add_profile(self) -> None:
        item = self._new_item()
        self.profile_list.blockSignals(True)
        self.profile_list.addItem(item)
        self.profile_list.setCurrentItem(item)
        self.profile_list.blockSignals(False)
        self.editor.show_new(self._servers.book.unique_name(item.text()))
        self._update_buttons()
        self.name_field.edit.setFocus()
        self.name_field.edit.selectAll()

    @Slot()
    def save_profile(self) -> bool:
        """Check the editor and save it; say whether it was saved."""
        if not self.editor.validate():
            return False
        old = self.editor.saved_profile()
        values = self.editor.values()
        try:
            profile = Profile.from_dict({**values, "id": old.id} if old else values)
        except ProfileInvalid as exc:
            self._show_notice(str(exc))
            return False
        typed = self.editor.typed_token()
        keep_token = (
            typed is not None or old is None or self._ask_token_for_new_origin(old, profile)
        )
        try:
            self._servers.save(profile, typed or None)
        except ProfileError as exc:
            self._show_notice(str(exc))
            self.name_field.edit.setFocus()
            return False
        if not keep_token:
            self._servers.forget_token(profile.id)
        self._servers.passphrases.after_save(profile, self.editor.client_cert.typed_passphrase())
        self._show_notice(self.tr("Saved {name}.").format(name=_quoted(profile.name)))
        self._fill_list(profile.id)
        return True

    def _ask_token_for_new_origin(self, old: Profile, new: Profile) -> bool:
        """Whether the saved token may go to the profile's new scheme, host or port."""
        if old.origin == new.origin or self._servers.token_state(old.id) is TokenState.MISSING:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Send the token to a new address?"),
            self.tr(
                "The token of {name} was used with {old_address}. The server now "
                "points to {new_address}.\n\nSend the same token there from now on? If you "
                "remove it, you type the right token the next time you send."
            ).format(name=_quoted(old.name), old_address=old.origin, new_address=new.origin),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        send = box.addButton(self.tr("Send the token there"), QMessageBox.ButtonRole.AcceptRole)
        remove = box.addButton(self.tr("Remove the token"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(remove)
        box.setEscapeButton(remove)
        box.exec()
        return box.clickedButton() is send

    @Slot()
    def duplicate_profile(self) -> None:
        if (profile_id := self._selected_id()) is not None:
            self._fill_list(self._servers.duplicate(profile_id).id)

    @Slot()
    def delete_profile(self) -> None:
        profile_id = self._selected_id()
        profile = self._servers.get(profile_id) if profile_id else None
        if profile is None:
            return
        if ask.confirm(
            self,
            self.tr("Delete this server?"),
            self.tr("Delete {name} and its saved token? This cannot be undone.").format(
                name=_quoted(profile.name)
            ),
            self.tr("Delete server"),
        ):
            self._servers.delete(profile.id)
            self._show_notice(self.tr("Deleted {name}.").format(name=_quoted(profile.name)))
            self._fill_list(None)

    @Slot()
    def make_default(self) -> None:
        if (profile_id := self._selected_id()) is not None:
            self._servers.set_default(profile_id)
            self._fill_list(profile_id)

    @Slot()
    def _choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import servers"), "", "JSON (*.json)")
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> None:
        self._servers.import_from(path, self._on_imported)

    @Slot(object)
    def _on_imported(self, done: Done) -> None:
        """Report what came of the import, kept in view until the user dismisses it."""
        if done.error is not None:
            failed = self.tr("Nothing was imported: {error}").format(error=done.error)
            self.report.show_message(failed)
            return
        imported: Imported = done.value
        self._servers.add_imported(imported)
        self.report.show_message(import_report(imported))
        if self.editor.has_edits():  # what is being typed stays, a server not saved yet too
            self._fill_list(None, keep_edits=True)
        else:
            self._fill_list(imported.profiles[0].id if imported.profiles else self._selected_id())

    @Slot()
    def _choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export servers"), "plantstore-servers.json", "JSON (*.json)"
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        self._export_path = path
        self._servers.export_to(path, self._on_exported)

    @Slot(object)
    def _on_exported(self, done: Done) -> None:
        if done.error is not None:
            failed = self.tr("The servers could not be exported: {error}")
            self._show_notice(failed.format(error=done.error))
        else:
            exported = self.tr("Exported the servers, without tokens, to {path}.")
            self._show_notice(exported.format(path=self._export_path))

    @Slot(str)
    def _show_notice(self, message: str) -> None:
        self.notice.setText(message)
        self.editor.update_token_hint()  # a keyring problem may just have been reported
