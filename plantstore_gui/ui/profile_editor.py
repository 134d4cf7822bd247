"""The Manage servers dialog's editor: one server's fields and its token, shown and read back.

Its words are the dialog's (translation context "ProfilesDialog"): translators find the
whole dialog in one place.
"""

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.endpoint import BaseUrlError, Endpoint
from ..core.profiles import NAME_MAX, Profile, ProfileInvalid, profile_name_problem
from ..core.words import number
from . import language
from .client_cert_fields import ClientCertFields
from .plant_form import CheckedField
from .servers import Servers
from .token_field import TokenField
from .token_hint import in_keyring, token_hint

_NEW = ""  # what is edited when it is a server not saved yet


def _url_problem(text: str) -> str | None:
    try:
        Endpoint.parse(text)
    except BaseUrlError as exc:
        return str(exc)
    return None


class ProfileEditor(QWidget):
    """One server's fields, its token among them: a saved profile, a new one, or nothing.

    Signals:
        changed: a value or the token was edited, so what Save would keep may differ.
    """

    changed = Signal()

    def __init__(self, servers: Servers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self._servers = servers
        self._editing: str | None = None  # profile id, _NEW, or None when nothing is shown
        self._token_edited = False
        self._new_as_shown: dict[str, object] = {}

        self.name_field = CheckedField(
            translate("ProfilesDialog", "Server name"),
            translate(
                "ProfilesDialog", "How the server is listed; at most {limit} characters."
            ).format(limit=number(NAME_MAX)),
            profile_name_problem,
        )
        self.url_field = CheckedField(
            translate("ProfilesDialog", "Base URL"),
            translate("ProfilesDialog", "Plants are sent to this address + {path}.").format(
                path=language.left_to_right("/plants")
            ),
            _url_problem,
        )
        self.url_field.edit.setPlaceholderText("https://plants.example.com/api/v1")
        language.keep_left_to_right(self.url_field.edit)
        self.token_field = TokenField(in_keyring(), required=False)
        self.timeout = QDoubleSpinBox()
        self.timeout.setRange(1, 600)
        self.timeout.setDecimals(0)
        self.timeout.setSuffix(
            translate("ProfilesDialog", " s", "suffix of the time limit, in seconds")
        )
        self.timeout.setAccessibleName(translate("ProfilesDialog", "Time limit"))
        self.verify_tls = QCheckBox(
            translate("ProfilesDialog", "&Verify the server's TLS certificate")
        )
        self.ca_bundle = QLineEdit()
        self.ca_bundle.setAccessibleName(translate("ProfilesDialog", "CA bundle"))
        self.ca_bundle.setPlaceholderText(
            translate("ProfilesDialog", "Optional: a PEM file of CAs")
        )
        self.ca_bundle.setToolTip(
            translate(
                "ProfilesDialog",
                "Certificate authorities to trust for this server besides the system's, in "
                "one PEM file. Used only while the server's TLS certificate is verified.",
            )
        )
        self.browse_ca = QPushButton(translate("ProfilesDialog", "Browse…"))
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_bundle, 1)
        ca_row.addWidget(self.browse_ca)
        self.contract_document = QLineEdit()
        self.contract_document.setAccessibleName(translate("ProfilesDialog", "Contract document"))
        self.contract_document.setPlaceholderText(
            translate("ProfilesDialog", "Optional: an OpenAPI 3.0 or 3.1 file")
        )
        self.contract_document.setToolTip(
            translate(
                "ProfilesDialog",
                "The Contract tab checks this server's answers against this document (JSON or "
                "YAML). Leave it empty to use the contract built into the app.",
            )
        )
        self.browse_contract = QPushButton(translate("ProfilesDialog", "Browse…"))
        self.browse_contract.setAccessibleName(
            translate("ProfilesDialog", "Choose a contract document")
        )
        contract_row = QHBoxLayout()
        contract_row.addWidget(self.contract_document, 1)
        contract_row.addWidget(self.browse_contract)
        self.plain_http = QCheckBox(
            translate("ProfilesDialog", "Allow the token over plain &HTTP to this host")
        )
        self.plain_http.setToolTip(
            translate(
                "ProfilesDialog",
                "Anyone on the network path can read a token sent over http://. "
                "Loopback addresses never need this.",
            )
        )

        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        for text, widget in (
            (translate("ProfilesDialog", "&Name:"), self.name_field),
            (translate("ProfilesDialog", "&Base URL:"), self.url_field),
            (translate("ProfilesDialog", "T&oken:"), self.token_field),
        ):
            label = QLabel(text)
            label.setBuddy(widget.edit)
            label.setMinimumHeight(widget.edit.sizeHint().height())
            form.addRow(label, widget)
        form.addRow(translate("ProfilesDialog", "&Time limit:"), self.timeout)
        form.addRow("", self.verify_tls)
        ca_label = QLabel(translate("ProfilesDialog", "&CA bundle:"))
        ca_label.setBuddy(self.ca_bundle)
        form.addRow(ca_label, ca_row)
        form.addRow("", self.plain_http)
        contract_label = QLabel(translate("ProfilesDialog", "Cont&ract:"))
        contract_label.setBuddy(self.contract_document)
        form.addRow(contract_label, contract_row)
        self.client_cert = ClientCertFields(servers, self)
        self.client_cert.add_rows(form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addStretch(1)

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
            self.client_cert.cert_field.edit,
            self.client_cert.key_field.edit,
            self.client_cert.passphrase_field.edit,
        ):
            edit.textChanged.connect(self._on_edited)
        self.timeout.valueChanged.connect(self._on_edited)
        self.verify_tls.toggled.connect(self._on_edited)
        self.plain_http.toggled.connect(self._on_edited)
        servers.token_changed.connect(self._on_token_changed)

    # --- what is shown -------------------------------------------------------

    def show_profile(self, profile: Profile) -> None:
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
        self.client_cert.show_profile(profile)
        self._show_token(profile.id)
        self._update_plain_http()

    def show_new(self, name: str) -> None:
        """A server not saved yet, called `name`, with the usual settings and no token."""
        self._editing = _NEW
        for field in (self.name_field, self.url_field, self.token_field):
            field.reset()
        self.name_field.edit.setText(name)
        self.timeout.setValue(30)
        self.verify_tls.setChecked(True)
        self.ca_bundle.clear()
        self.contract_document.clear()
        self.plain_http.setChecked(False)
        self.client_cert.show_profile(None)
        self._token_edited = False
        self.update_token_hint()
        self._update_plain_http()
        self._new_as_shown = self.values()

    def saved_profile(self) -> Profile | None:
        """The saved profile shown, as saved; None for a new server or nothing shown."""
        return self._servers.get(self._editing) if self._editing else None

    # --- what was typed ------------------------------------------------------

    def validate(self) -> bool:
        """Whether the checked fields hold what can be saved; the first that does not
        says why and takes the focus."""
        for field in (self.name_field, self.url_field, self.token_field):
            if not field.validate():
                field.edit.setFocus()
                return False
        return True

    def values(self) -> dict[str, object]:
        """The fields as a profile's values (no id, no token)."""
        return {
            "name": self.name_field.edit.text(),
            "base_url": self.url_field.edit.text(),
            "timeout": self.timeout.value(),
            "verify_tls": self.verify_tls.isChecked(),
            "ca_bundle": self.ca_bundle.text().strip() or None,
            "allow_plain_http": self.plain_http.isEnabled() and self.plain_http.isChecked(),
            "contract_document": self.contract_document.text().strip() or None,
            **self.client_cert.values(),
        }

    def typed_token(self) -> str | None:
        """The token typed since the profile was shown ("" when cleared), None if untouched."""
        return self.token_field.edit.text() if self._token_edited else None

    def has_unsaved_changes(self) -> bool:
        """The editor shows something Save would keep: a new server, or changed values."""
        if self._editing == _NEW or self._token_edited or self.client_cert.passphrase_edited:
            return True
        saved = self.saved_profile()
        if saved is None:
            return False
        try:
            edited = Profile.from_dict({**self.values(), "id": saved.id})
        except ProfileInvalid:
            return True
        # Consent to plain HTTP matters only where it is asked for (not on loopback).
        return edited != replace(
            saved, allow_plain_http=saved.allow_plain_http and self.plain_http.isEnabled()
        )

    def has_edits(self) -> bool:
        """The user changed something Save would keep (a new server as first shown,
        untouched, holds nothing of theirs)."""
        if self._editing == _NEW:
            edited = self._token_edited or self.client_cert.passphrase_edited
            return edited or self.values() != self._new_as_shown
        return self.has_unsaved_changes()

    @Slot()
    def _on_edited(self) -> None:
        self.changed.emit()

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

    # --- the token -----------------------------------------------------------

    def _show_token(self, profile_id: str) -> None:
        self._token_edited = False
        self.token_field.reset()
        self._servers.load_token(profile_id)
        self.token_field.edit.setText(self._servers.token(profile_id) or "")
        self.update_token_hint()

    @Slot()
    def update_token_hint(self) -> None:
        """Say again what happens to the token: the keyring may just have failed."""
        self.token_field.set_hint(token_hint(self._servers, self._editing))

    @Slot(str)
    def _on_token_changed(self, profile_id: str) -> None:
        if profile_id == self._editing and not self._token_edited:
            self._show_token(profile_id)

    @Slot(str)
    def _on_token_edited(self, _text: str) -> None:
        self._token_edited = True
        self.changed.emit()

    # --- files ---------------------------------------------------------------

    @Slot()
    def _browse_ca(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("ProfilesDialog", "Choose a CA bundle"),
            "",
            translate("ProfilesDialog", "Certificates (*.pem *.crt);;All files (*)"),
        )
        if path:
            self.ca_bundle.setText(path)

    @Slot()
    def _browse_contract(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("ProfilesDialog", "Choose a contract document"),
            "",
            translate("ProfilesDialog", "OpenAPI documents (*.yaml *.yml *.json);;All files (*)"),
        )
        if path:
            self.contract_document.setText(path)
