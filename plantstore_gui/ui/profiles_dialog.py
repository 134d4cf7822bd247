"""The Manage servers dialog: add, edit, duplicate, rename, delete and share profiles."""

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Slot
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
from ..core.profiles import NAME_MAX, Imported, Profile, ProfileError, ProfileInvalid
from ..core.secrets import VaultProblem
from ..core.visible import visible
from . import ask, language
from .plant_form import CheckedField
from .servers import Servers, TokenState
from .tasks import Done
from .token_field import TokenField

_NEW = ""  # the list's item data for a profile not saved yet

# Keyring problems that last: no keyring to keep a token in, whatever the user does.
_NO_KEYRING = {
    VaultProblem.NO_BACKEND,
    VaultProblem.INSECURE,
    VaultProblem.DISABLED,
    VaultProblem.NOT_KEPT,
}


def _in_keyring() -> str:
    return QCoreApplication.translate(
        "ProfilesDialog", "Kept in the system keyring, never in a file."
    )


def _quoted(name: str) -> str:
    """A profile name inside a sentence: in quotes, anything that would act escaped."""
    quoted = QCoreApplication.translate(
        "ProfilesDialog", "“{name}”", "a server's name quoted inside a sentence"
    )
    return quoted.format(name=visible(name, lines=False))


def _name_problem(text: str) -> str | None:
    name = text.strip()
    if not name:
        return QCoreApplication.translate(
            "ProfilesDialog", "Give the server a name, e.g. Main shop."
        )
    if len(name) > NAME_MAX:
        too_long = QCoreApplication.translate(
            "ProfilesDialog",
            "A server name can be at most {limit} characters long; this one has {length}.",
        )
        return too_long.format(
            limit=QLocale().toString(NAME_MAX), length=QLocale().toString(len(name))
        )
    if not name.isprintable():
        return QCoreApplication.translate(
            "ProfilesDialog",
            "A server name cannot hold control characters such as tabs or line breaks.",
        )
    return None


def _url_problem(text: str) -> str | None:
    try:
        Endpoint.parse(text)
    except BaseUrlError as exc:
        return str(exc)
    return None


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
        self._editing: str | None = None  # profile id, _NEW, or None when nothing is shown
        self._token_edited = False
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

        self.name_field = CheckedField(
            self.tr("Server name"),
            self.tr("How the server is listed; at most {limit} characters.").format(
                limit=QLocale().toString(NAME_MAX)
            ),
            _name_problem,
        )
        self.url_field = CheckedField(
            self.tr("Base URL"), self.tr("Plants are sent to this address + /plants."), _url_problem
        )
        self.url_field.edit.setPlaceholderText("https://plants.example.com/api/v1")
        language.keep_left_to_right(self.url_field.edit)
        self.token_field = TokenField(_in_keyring(), required=False)
        self.timeout = QDoubleSpinBox()
        self.timeout.setRange(1, 600)
        self.timeout.setDecimals(0)
        self.timeout.setSuffix(self.tr(" s", "suffix of the time limit, in seconds"))
        self.timeout.setAccessibleName(self.tr("Time limit"))
        self.verify_tls = QCheckBox(self.tr("&Verify the server's TLS certificate"))
        self.ca_bundle = QLineEdit()
        self.ca_bundle.setAccessibleName(self.tr("CA bundle"))
        self.ca_bundle.setPlaceholderText(self.tr("Optional: a PEM file of extra trusted CAs"))
        self.browse_ca = QPushButton(self.tr("Browse…"))
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_bundle, 1)
        ca_row.addWidget(self.browse_ca)
        self.contract_document = QLineEdit()
        self.contract_document.setAccessibleName(self.tr("Contract document"))
        self.contract_document.setPlaceholderText(self.tr("Optional: an OpenAPI 3.0 or 3.1 file"))
        self.contract_document.setToolTip(
            self.tr(
                "The Contract tab checks this server's answers against this document (JSON or "
                "YAML). Leave it empty to use the contract built into the app."
            )
        )
        self.browse_contract = QPushButton(self.tr("Browse…"))
        self.browse_contract.setAccessibleName(self.tr("Choose a contract document"))
        contract_row = QHBoxLayout()
        contract_row.addWidget(self.contract_document, 1)
        contract_row.addWidget(self.browse_contract)
        self.plain_http = QCheckBox(self.tr("Allow the token over plain &HTTP to this host"))
        self.plain_http.setToolTip(
            self.tr(
                "Anyone on the network path can read a token sent over http://. "
                "Loopback addresses never need this."
            )
        )

        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        for text, widget in (
            (self.tr("&Name:"), self.name_field),
            (self.tr("&Base URL:"), self.url_field),
            (self.tr("T&oken:"), self.token_field),
        ):
            label = QLabel(text)
            label.setBuddy(widget.edit)
            label.setMinimumHeight(widget.edit.sizeHint().height())
            form.addRow(label, widget)
        form.addRow(self.tr("&Time limit:"), self.timeout)
        form.addRow("", self.verify_tls)
        ca_label = QLabel(self.tr("&CA bundle:"))
        ca_label.setBuddy(self.ca_bundle)
        form.addRow(ca_label, ca_row)
        form.addRow("", self.plain_http)
        contract_label = QLabel(self.tr("Cont&ract:"))
        contract_label.setBuddy(self.contract_document)
        form.addRow(contract_label, contract_row)
        self.editor = QWidget()
        editor_layout = QVBoxLayout(self.editor)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.addLayout(form)
        editor_layout.addStretch(1)

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
        layout.addWidget(self.notice)
        layout.addWidget(self.buttons)
        self.resize(820, 420)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
        self.save_button.setDefault(True)

        self.profile_list.currentItemChanged.connect(self._on_selection_changed)
        self.add_button.clicked.connect(self.add_profile)
        self.duplicate_button.clicked.connect(self.duplicate_profile)
        self.delete_button.clicked.connect(self.delete_profile)
        self.default_button.clicked.connect(self.make_default)
        self.save_button.clicked.connect(self.save_profile)
        self.import_button.clicked.connect(self._choose_import)
        self.export_button.clicked.connect(self._choose_export)
        self.browse_ca.clicked.connect(self._browse_ca)
        self.browse_contract.clicked.connect(self._browse_contract)
        self.url_field.edit.textChanged.connect(self._update_plain_http)
        self.verify_tls.toggled.connect(self._update_plain_http)
        self.token_field.edit.textEdited.connect(self._on_token_edited)
        for edit in (
            self.name_field.edit,
            self.url_field.edit,
            self.ca_bundle,
            self.contract_document,
        ):
            edit.textChanged.connect(self._update_close_word)
        self.timeout.valueChanged.connect(self._update_close_word)
        self.verify_tls.toggled.connect(self._update_close_word)
        self.plain_http.toggled.connect(self._update_close_word)
        servers.token_changed.connect(self._on_token_changed)
        servers.noticed.connect(self._show_notice)

        if servers.read_only:
            self._show_notice(
                self.tr(
                    "The profiles file was written by a newer version of Plant Store GUI or "
                    "cannot be read: changes here are not saved."
                )
            )
        self._fill_list(servers.current.id if servers.current else None)

    # --- the list ------------------------------------------------------------

    def _fill_list(self, select_id: str | None) -> None:
        self.profile_list.blockSignals(True)
        self.profile_list.clear()
        default_id = self._servers.book.default_id
        for profile in self._servers.book.profiles:
            text = profile.name
            if profile.id == default_id:
                text = self.tr("{name}  (default)", "the default server in the list").format(
                    name=profile.name
                )
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
        self._update_close_word()

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
        self.contract_document.setText(profile.contract_document or "")
        self.plain_http.setChecked(profile.allow_plain_http)
        self._show_token(profile.id)
        self._update_plain_http()

    def _show_token(self, profile_id: str) -> None:
        self._token_edited = False
        self.token_field.reset()
        self._servers.load_token(profile_id)
        self.token_field.edit.setText(self._servers.token(profile_id) or "")
        self._update_token_hint()

    def _token_hint(self) -> str:
        """What happens to the token, in words that agree with the keyring notice below."""
        problem = self._servers.vault_problem
        no_keyring = problem is not None and problem.kind in _NO_KEYRING
        if not self._editing:  # a server not saved yet
            if problem is None:
                return _in_keyring()
            if no_keyring:
                return self.tr(
                    "Without a system keyring, a token typed here is kept for this session only."
                )
            return self.tr(
                "The system keyring failed just now; a token typed here may be kept for "
                "this session only."
            )
        state = self._servers.token_state(self._editing)
        if state is TokenState.LOADING:
            return self.tr("Reading the token from the keyring…")
        if state is TokenState.READY:
            if self._servers.token_is_session_only(self._editing):
                return self.tr("Kept for this session only: the system keyring could not keep it.")
            return _in_keyring()
        if problem is None:
            return self.tr("No token saved. Type it to keep it in the system keyring.")
        if no_keyring:
            return self.tr(
                "No token saved. Without a system keyring, a token typed here is kept for "
                "this session only."
            )
        return self.tr(
            "No token saved. The system keyring failed just now; a token typed here may be "
            "kept for this session only."
        )

    def _update_token_hint(self) -> None:
        self.token_field.set_hint(self._token_hint())

    @Slot(str)
    def _on_token_changed(self, profile_id: str) -> None:
        if profile_id == self._editing and not self._token_edited:
            self._show_token(profile_id)

    @Slot(str)
    def _on_token_edited(self, _text: str) -> None:
        self._token_edited = True
        self._update_close_word()

    def has_unsaved_changes(self) -> bool:
        """The editor shows something Save would keep: a new server, or changed values."""
        if self._editing == _NEW or self._token_edited:
            return True
        saved = self._servers.get(self._editing) if self._editing else None
        if saved is None:
            return False
        try:
            edited = Profile.from_dict({**self._editor_values(), "id": saved.id})
        except ProfileInvalid:
            return True
        # Consent to plain HTTP matters only where it is asked for (not on loopback).
        return edited != replace(
            saved, allow_plain_http=saved.allow_plain_http and self.plain_http.isEnabled()
        )

    def _editor_values(self) -> dict[str, object]:
        return {
            "name": self.name_field.edit.text(),
            "base_url": self.url_field.edit.text(),
            "timeout": self.timeout.value(),
            "verify_tls": self.verify_tls.isChecked(),
            "ca_bundle": self.ca_bundle.text().strip() or None,
            "allow_plain_http": self.plain_http.isEnabled() and self.plain_http.isChecked(),
            "contract_document": self.contract_document.text().strip() or None,
        }

    @Slot()
    def _update_close_word(self) -> None:
        """Cancel while there is something to lose, Close when everything is saved."""
        if self.has_unsaved_changes():
            self.close_button.setText(self.tr("Cancel", "leaves the dialog, losing changes"))
        else:
            self.close_button.setText(self.tr("Close", "leaves the dialog, all saved"))

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
        new_name = self.tr("New server")
        item = QListWidgetItem(new_name)
        item.setData(Qt.ItemDataRole.UserRole, _NEW)
        self.profile_list.blockSignals(True)
        self.profile_list.addItem(item)
        self.profile_list.setCurrentItem(item)
        self.profile_list.blockSignals(False)
        self._editing = _NEW
        for field in (self.name_field, self.url_field, self.token_field):
            field.reset()
        self.name_field.edit.setText(self._servers.book.unique_name(new_name))
        self.timeout.setValue(30)
        self.verify_tls.setChecked(True)
        self.ca_bundle.clear()
        self.contract_document.clear()
        self.plain_http.setChecked(False)
        self._token_edited = False
        self._update_token_hint()
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
        values = self._editor_values()
        try:
            profile = Profile.from_dict({**values, "id": old.id} if old else values)
        except ProfileInvalid as exc:
            self._show_notice(str(exc))
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
            copy = self._servers.duplicate(profile_id)
            self._fill_list(copy.id)

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
    def _browse_ca(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a CA bundle"),
            "",
            self.tr("Certificates (*.pem *.crt);;All files (*)"),
        )
        if path:
            self.ca_bundle.setText(path)

    @Slot()
    def _browse_contract(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a contract document"),
            "",
            self.tr("OpenAPI documents (*.yaml *.yml *.json);;All files (*)"),
        )
        if path:
            self.contract_document.setText(path)

    @Slot()
    def _choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import servers"), "", "JSON (*.json)")
        if path:
            self.import_from(Path(path))

    def import_from(self, path: Path) -> None:
        self._servers.import_from(path, self._on_imported)

    @Slot(object)
    def _on_imported(self, done: Done) -> None:
        if done.error is not None:
            self._show_notice(self.tr("Nothing was imported: {error}").format(error=done.error))
            return
        imported: Imported = done.value
        self._servers.add_imported(imported)
        count = len(imported.profiles)
        if count == 0:
            lines = [self.tr("No server was imported.")]
        elif count == 1:  # English says "1 server"; every language gets all its forms of each
            lines = [self.tr("Imported %n server.", "", count)]
        else:
            lines = [self.tr("Imported %n servers.", "", count)]
        lines += list(imported.skipped)
        self._show_notice("\n".join(lines))
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
        self._update_token_hint()  # a keyring problem may just have been reported
