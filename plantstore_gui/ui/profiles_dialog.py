"""The Manage servers dialog: add, edit, duplicate, rename, delete and share profiles."""

from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.endpoint import BaseUrlError, Endpoint
from ..core.profiles import Imported, Profile, ProfileError, problem_of
from . import theme
from .background import Done
from .plant_form import CheckedField
from .servers import Servers, TokenState
from .token_field import TokenField

_NEW = ""  # the list's item data for a profile not saved yet


def _name_problem(text: str) -> str | None:
    return None if text.strip() else "Give the server a name, e.g. Main shop."


def _url_problem(text: str) -> str | None:
    try:
        Endpoint.parse(text)
    except BaseUrlError as exc:
        return str(exc)
    return None


class ProfilesDialog(QDialog):
    """Edits the saved profiles through `servers`; every change is saved at once."""

    def __init__(self, servers: Servers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Manage servers")
        self._servers = servers
        self._editing: str | None = None  # profile id, _NEW, or None when nothing is shown
        self._token_edited = False
        self._export_path: Path | None = None

        self.profile_list = QListWidget()
        self.profile_list.setAccessibleName("Saved servers")
        self.add_button = QPushButton("&Add")
        self.duplicate_button = QPushButton("D&uplicate")
        self.delete_button = QPushButton("&Delete…")
        self.default_button = QPushButton("Set as de&fault")
        self.import_button = QPushButton("&Import…")
        self.export_button = QPushButton("E&xport…")
        list_buttons = QVBoxLayout()
        for button in (self.add_button, self.duplicate_button, self.delete_button):
            list_buttons.addWidget(button)
        list_buttons.addWidget(self.default_button)
        list_buttons.addStretch(1)
        list_buttons.addWidget(self.import_button)
        list_buttons.addWidget(self.export_button)

        self.name_field = CheckedField("Server name", "How the server is listed.", _name_problem)
        self.url_field = CheckedField(
            "Base URL", "Plants are sent to this address + /plants.", _url_problem
        )
        self.url_field.edit.setPlaceholderText("https://plants.example.com/api/v1")
        self.token_field = TokenField(
            "Kept in the system keyring, never in a file.", required=False
        )
        self.timeout = QDoubleSpinBox()
        self.timeout.setRange(1, 600)
        self.timeout.setDecimals(0)
        self.timeout.setSuffix(" s")
        self.timeout.setAccessibleName("Time limit")
        self.verify_tls = QCheckBox("&Verify the server's TLS certificate")
        self.ca_bundle = QLineEdit()
        self.ca_bundle.setAccessibleName("CA bundle")
        self.ca_bundle.setPlaceholderText("Optional: a PEM file of extra trusted CAs")
        self.browse_ca = QPushButton("Browse…")
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_bundle, 1)
        ca_row.addWidget(self.browse_ca)
        self.plain_http = QCheckBox("Allow the token over plain &HTTP to this host")
        self.plain_http.setToolTip(
            "Anyone on the network path can read a token sent over http://. "
            "Loopback addresses never need this."
        )
        self.save_button = QPushButton(theme.icon("created"), "&Save")

        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        for text, widget in (
            ("&Name:", self.name_field),
            ("&Base URL:", self.url_field),
            ("T&oken:", self.token_field),
        ):
            label = QLabel(text)
            label.setBuddy(widget.edit)
            label.setMinimumHeight(widget.edit.sizeHint().height())
            form.addRow(label, widget)
        form.addRow("&Time limit:", self.timeout)
        form.addRow("", self.verify_tls)
        ca_label = QLabel("&CA bundle:")
        ca_label.setBuddy(self.ca_bundle)
        form.addRow(ca_label, ca_row)
        form.addRow("", self.plain_http)
        self.editor = QWidget()
        editor_layout = QVBoxLayout(self.editor)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.addLayout(form)
        editor_layout.addStretch(1)
        save_row = QHBoxLayout()
        save_row.addStretch(1)
        save_row.addWidget(self.save_button)
        editor_layout.addLayout(save_row)

        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        columns = QHBoxLayout()
        columns.addWidget(self.profile_list, 2)
        columns.addLayout(list_buttons)
        columns.addSpacing(12)
        columns.addWidget(self.editor, 5)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.notice)
        layout.addWidget(close)
        self.resize(820, 420)

        self.profile_list.currentItemChanged.connect(self._on_selection_changed)
        self.add_button.clicked.connect(self.add_profile)
        self.duplicate_button.clicked.connect(self.duplicate_profile)
        self.delete_button.clicked.connect(self.delete_profile)
        self.default_button.clicked.connect(self.make_default)
        self.save_button.clicked.connect(self.save_profile)
        self.import_button.clicked.connect(self._choose_import)
        self.export_button.clicked.connect(self._choose_export)
        self.browse_ca.clicked.connect(self._browse_ca)
        self.url_field.edit.textChanged.connect(self._update_plain_http)
        self.verify_tls.toggled.connect(self._update_plain_http)
        self.token_field.edit.textEdited.connect(self._on_token_edited)
        servers.token_changed.connect(self._on_token_changed)
        servers.noticed.connect(self._show_notice)

        if servers.read_only:
            self._show_notice(
                "The profiles file was written by a newer version of Plant Store GUI or "
                "cannot be read: changes here are not saved."
            )
        self._fill_list(servers.current.id if servers.current else None)

    # --- the list ------------------------------------------------------------

    def _fill_list(self, select_id: str | None) -> None:
        self.profile_list.blockSignals(True)
        self.profile_list.clear()
        default_id = self._servers.book.default_id
        for profile in self._servers.book.profiles:
            text = f"{profile.name}  (default)" if profile.id == default_id else profile.name
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, profile.id)
            self.profile_list.addItem(item)
        self.profile_list.blockSignals(False)
        row = next((i for i, p in enumerate(self._servers.book.profiles) if p.id == select_id), 0)
        if self.profile_list.count():
            self.profile_list.setCurrentRow(row)
            self._on_selection_changed(self.profile_list.currentItem(), None)
        else:
            self.add_profile()
        self._update_buttons()

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

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_selection_changed(
        self, current: QListWidgetItem | None, _previous: QListWidgetItem | None
    ) -> None:
        profile_id = self._selected_id()
        profile = self._servers.get(profile_id) if profile_id else None
        if profile is not None:
            self._show_profile(profile)
        self._update_buttons()

    def _show_profile(self, profile: Profile) -> None:
        self._editing = profile.id
        self.name_field.reset()
        self.name_field.edit.setText(profile.name)
        self.url_field.reset()
        self.url_field.edit.setText(profile.base_url)
        self.timeout.setValue(profile.timeout)
        self.verify_tls.setChecked(profile.verify_tls)
        self.ca_bundle.setText(profile.ca_bundle or "")
        self.plain_http.setChecked(profile.allow_plain_http)
        self._show_token(profile.id)
        self._update_plain_http()

    def _show_token(self, profile_id: str) -> None:
        self._token_edited = False
        self.token_field.reset()
        state = self._servers.token_state(profile_id)
        token = self._servers.token(profile_id)
        self.token_field.edit.setText(token or "")
        self.token_field.set_hint(
            {
                TokenState.LOADING: "Reading the token from the keyring…",
                TokenState.MISSING: "No token saved. Type it to keep it in the system keyring.",
                TokenState.READY: "Kept in the system keyring, never in a file.",
            }[state]
        )
        if state is TokenState.READY and self._servers.token_is_session_only(profile_id):
            self.token_field.set_hint("Kept for this session only: the keyring is unavailable.")
        self._servers.load_token(profile_id)

    @Slot(str)
    def _on_token_changed(self, profile_id: str) -> None:
        if profile_id == self._editing and not self._token_edited:
            self._show_token(profile_id)

    @Slot(str)
    def _on_token_edited(self, _text: str) -> None:
        self._token_edited = True

    @Slot()
    def _update_plain_http(self) -> None:
        try:
            endpoint = Endpoint.parse(self.url_field.edit.text())
        except BaseUrlError:
            self.plain_http.setEnabled(False)
            return
        needs = endpoint.base_url.startswith("http://") and not endpoint.is_loopback
        self.plain_http.setEnabled(needs)
        self.ca_bundle.setEnabled(self.verify_tls.isChecked())
        self.browse_ca.setEnabled(self.verify_tls.isChecked())

    # --- actions -------------------------------------------------------------

    @Slot()
    def add_profile(self) -> None:
        item = QListWidgetItem("New server")
        item.setData(Qt.ItemDataRole.UserRole, _NEW)
        self.profile_list.blockSignals(True)
        self.profile_list.addItem(item)
        self.profile_list.setCurrentItem(item)
        self.profile_list.blockSignals(False)
        self._editing = _NEW
        for field in (self.name_field, self.url_field, self.token_field):
            field.reset()
        self.name_field.edit.setText(self._servers.book.unique_name("New server"))
        self.timeout.setValue(30)
        self.verify_tls.setChecked(True)
        self.ca_bundle.clear()
        self.plain_http.setChecked(False)
        self.token_field.set_hint("Kept in the system keyring, never in a file.")
        self._token_edited = False
        self._update_plain_http()
        self._update_buttons()
        self.name_field.edit.setFocus()
        self.name_field.edit.selectAll()

    @Slot()
    def save_profile(self) -> bool:
        """Check the editor and save it; say whether it was saved."""
        fields = (self.name_field, self.url_field, self.token_field)
        for field in fields:
            if not field.validate():
                field.edit.setFocus()
                return False
        old = self._servers.get(self._editing) if self._editing else None
        values = {
            "name": self.name_field.edit.text(),
            "base_url": self.url_field.edit.text(),
            "timeout": self.timeout.value(),
            "verify_tls": self.verify_tls.isChecked(),
            "ca_bundle": self.ca_bundle.text().strip() or None,
            "allow_plain_http": self.plain_http.isEnabled() and self.plain_http.isChecked(),
        }
        try:
            profile = Profile.model_validate({**values, "id": old.id} if old else values)
        except ValidationError as exc:
            self._show_notice(problem_of(exc))
            return False
        keep_token = (
            self._token_edited or old is None or self._ask_token_for_new_origin(old, profile)
        )
        token = self.token_field.edit.text() if self._token_edited else None
        try:
            self._servers.save(profile, token or None)
        except ProfileError as exc:
            self._show_notice(str(exc))
            self.name_field.edit.setFocus()
            return False
        if not keep_token:
            self._servers.forget_token(profile.id)
        self._show_notice(f"Saved “{profile.name}”.")
        self._fill_list(profile.id)
        return True

    def _ask_token_for_new_origin(self, old: Profile, new: Profile) -> bool:
        """Whether the saved token may go to the profile's new scheme, host or port."""
        if old.origin == new.origin or self._servers.token_state(old.id) is TokenState.MISSING:
            return True
        answer = QMessageBox.question(
            self,
            "Send the token to a new address?",
            f"The token of “{old.name}” was used with {old.origin}. The profile now points "
            f"to {new.origin}.\n\nSend the same token there from now on? If you choose No, "
            "the token is removed and you type the right one the next time.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot()
    def duplicate_profile(self) -> None:
        if (profile_id := self._selected_id()) is not None:
            copy = self._servers.duplicate(profile_id)
            self._fill_list(copy.id)

    @Slot()
    def delete_profile(self) -> None:
        profile_id = self._selected_id()
        profile = self._servers.get(profile_id) if profile_id else None
        if profile is None:
            return
        answer = QMessageBox.question(
            self,
            "Delete this server?",
            f"Delete “{profile.name}” and its saved token? This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._servers.delete(profile.id)
            self._show_notice(f"Deleted “{profile.name}”.")
            self._fill_list(None)

    @Slot()
    def make_default(self) -> None:
        if (profile_id := self._selected_id()) is not None:
            self._servers.set_default(profile_id)
            self._fill_list(profile_id)

    @Slot()
    def _browse_ca(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Choose a CA bundle", "", "Certificates (*.pem *.crt);;All files (*)"
        )
        if path:
            self.ca_bundle.setText(path)

    @Slot()
    def _choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import servers", "", "JSON (*.json)")
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> None:
        self._servers.import_from(path, self._on_imported)

    @Slot(object)
    def _on_imported(self, done: Done) -> None:
        if done.error is not None:
            self._show_notice(f"Nothing was imported: {done.error}")
            return
        imported: Imported = done.value
        self._servers.add_imported(imported)
        lines = [f"Imported {len(imported.profiles)} server(s)."]
        lines += list(imported.skipped)
        self._show_notice("\n".join(lines))
        self._fill_list(imported.profiles[0].id if imported.profiles else self._selected_id())

    @Slot()
    def _choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Export servers", "plantstore-servers.json", "JSON (*.json)"
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        self._export_path = path
        self._servers.export_to(path, self._on_exported)

    @Slot(object)
    def _on_exported(self, done: Done) -> None:
        if done.error is not None:
            self._show_notice(f"The servers could not be exported: {done.error}")
        else:
            self._show_notice(f"Exported the servers, without tokens, to {self._export_path}.")

    @Slot(str)
    def _show_notice(self, message: str) -> None:
        self.notice.setText(message)
