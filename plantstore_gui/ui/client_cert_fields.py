"""The Manage servers editor's client certificate: its file, its key file and the key's
passphrase, checked off the GUI thread, what is wrong said at the field.

Its words are the dialog's (translation context "ProfilesDialog").
"""

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot
from PySide6.QtWidgets import QFileDialog, QFormLayout, QLabel, QLineEdit, QPushButton, QWidget

from ..core.client_cert import ClientCertError
from ..core.endpoint import ClientCert
from ..core.profiles import Profile
from . import language
from .plant_form import CheckedField
from .servers import Servers
from .tasks import Done
from .token_hint import in_keyring

CHECK_AFTER_MS = 300  # the files are read once typing pauses, not at each key


def _no_problem(_text: str) -> None:
    return None


class _PassphraseField(CheckedField):
    """The key's passphrase, masked; never echoed in a message."""

    def set_hint(self, hint: str) -> None:
        self._hint = hint
        self.validate_quietly()


class ClientCertFields(QObject):
    """The client certificate fields of one server; `add_rows` puts them in a form."""

    def __init__(self, servers: Servers, parent: QWidget) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self._servers = servers
        self._parent = parent
        self._profile_id: str | None = None
        self._passphrase_edited = False
        self._checked: ClientCert | None = None  # what the last check was asked about

        self.browse_cert = QPushButton(translate("ProfilesDialog", "Browse…"))
        self.browse_cert.setAccessibleName(
            translate("ProfilesDialog", "Choose a client certificate")
        )
        self.cert_field = CheckedField(
            translate("ProfilesDialog", "Client certificate"),
            translate(
                "ProfilesDialog",
                "Optional: presented to servers that ask for one. A PEM file, or a PKCS#12 "
                "file (.p12, .pfx) holding the key too.",
            ),
            _no_problem,
            beside=self.browse_cert,
        )
        self.browse_key = QPushButton(translate("ProfilesDialog", "Browse…"))
        self.browse_key.setAccessibleName(translate("ProfilesDialog", "Choose the key file"))
        self.key_field = CheckedField(
            translate("ProfilesDialog", "Certificate key"),
            translate(
                "ProfilesDialog",
                "The PEM key, when it is not in the certificate's file.",
            ),
            _no_problem,
            beside=self.browse_key,
        )
        self.passphrase_field = _PassphraseField(
            translate("ProfilesDialog", "Key passphrase"), in_keyring(), _no_problem
        )
        self.passphrase_field.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase_field.edit.setClearButtonEnabled(False)
        for field in (self.cert_field, self.key_field):
            language.keep_left_to_right(field.edit)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CHECK_AFTER_MS)
        self._timer.timeout.connect(self.check)
        self.cert_field.edit.textChanged.connect(self._on_changed)
        self.key_field.edit.textChanged.connect(self._on_changed)
        self.passphrase_field.edit.textEdited.connect(self._on_passphrase_edited)
        self.browse_cert.clicked.connect(self._browse_cert)
        self.browse_key.clicked.connect(self._browse_key)
        servers.passphrases.changed.connect(self._on_passphrase_known)
        servers.keyring_known.connect(self._update_hint)

    def add_rows(self, form: QFormLayout) -> None:
        translate = QCoreApplication.translate
        for text, field in (
            (translate("ProfilesDialog", "C&lient certificate:"), self.cert_field),
            (translate("ProfilesDialog", "Certificate &key:"), self.key_field),
            (translate("ProfilesDialog", "Key &passphrase:"), self.passphrase_field),
        ):
            label = QLabel(text)
            label.setBuddy(field.edit)
            label.setMinimumHeight(field.edit.sizeHint().height())
            form.addRow(label, field)

    # --- what is shown -------------------------------------------------------

    def show_profile(self, profile: Profile | None) -> None:
        """The fields of a saved profile; None for a server not saved yet."""
        self._profile_id = profile.id if profile else None
        for field in (self.cert_field, self.key_field, self.passphrase_field):
            field.reset()
        if profile is not None:
            self.cert_field.edit.setText(profile.client_cert or "")
            self.key_field.edit.setText(profile.client_key or "")
        self._show_passphrase()

    def values(self) -> dict[str, object]:
        """The fields as a profile's values (the passphrase is not one)."""
        return {
            "client_cert": self.cert_field.edit.text().strip() or None,
            "client_key": self.key_field.edit.text().strip() or None,
        }

    @property
    def passphrase_edited(self) -> bool:
        return self._passphrase_edited

    def typed_passphrase(self) -> str | None:
        """The passphrase typed since the profile was shown ("" when cleared), None if
        untouched."""
        return self.passphrase_field.edit.text() if self._passphrase_edited else None

    # --- the passphrase ------------------------------------------------------

    def _show_passphrase(self) -> None:
        self._passphrase_edited = False
        passphrases = self._servers.passphrases
        shown = passphrases.get(self._profile_id) if self._profile_id else ""
        self.passphrase_field.edit.setText(shown)
        self._update_hint()
        self._on_changed()

    @Slot()
    def _update_hint(self) -> None:
        translate = QCoreApplication.translate
        profile_id = self._profile_id
        if profile_id and self._servers.passphrases.is_session_only(profile_id):
            hint = translate(
                "ProfilesDialog",
                "Kept for this session only: the system keyring could not keep it.",
            )
        elif self._servers.vault_problem is not None:
            hint = translate(
                "ProfilesDialog",
                "The passphrase of an encrypted key. Without a working system keyring, it is "
                "kept for this session only.",
            )
        else:
            hint = translate(
                "ProfilesDialog",
                "The passphrase of an encrypted key. Kept in the system keyring, never in a file.",
            )
        self.passphrase_field.set_hint(hint)

    @Slot(str)
    def _on_passphrase_known(self, profile_id: str) -> None:
        if profile_id == self._profile_id and not self._passphrase_edited:
            self._show_passphrase()
        else:
            self._update_hint()

    @Slot(str)
    def _on_passphrase_edited(self, _text: str) -> None:
        self._passphrase_edited = True
        self._on_changed()

    # --- the check -----------------------------------------------------------

    def _shown_cert(self) -> ClientCert | None:
        values = self.values()
        cert, key = values["client_cert"], values["client_key"]
        if not isinstance(cert, str):
            return None
        return ClientCert(cert, key if isinstance(key, str) else None, self._passphrase())

    def _passphrase(self) -> str:
        return self.passphrase_field.edit.text()

    @Slot()
    def _on_changed(self) -> None:
        self._timer.start()

    @Slot()
    def check(self) -> None:
        """Read the files as they are named now, in the background; say what is wrong."""
        self._timer.stop()
        cert = self._shown_cert()
        self._checked = cert
        if cert is not None:
            self._servers.passphrases.check(cert, self._on_checked)

    @Slot(object)
    def _on_checked(self, done: Done) -> None:
        if done.error is not None or self._checked != self._shown_cert():
            return  # the fields changed meanwhile: their own check is on its way
        problem: ClientCertError | None = done.value
        fields = {"key": self.key_field, "passphrase": self.passphrase_field}
        at_fault = fields.get(problem.field, self.cert_field) if problem else None
        for field in (self.cert_field, *fields.values()):
            field.warn(str(problem) if field is at_fault else "")

    # --- files ---------------------------------------------------------------

    @Slot()
    def _browse_cert(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getOpenFileName(
            self._parent,
            translate("ProfilesDialog", "Choose a client certificate"),
            "",
            translate(
                "ProfilesDialog",
                "Certificates (*.pem *.crt *.cer *.p12 *.pfx);;All files (*)",
            ),
        )
        if path:
            self.cert_field.edit.setText(path)

    @Slot()
    def _browse_key(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getOpenFileName(
            self._parent,
            translate("ProfilesDialog", "Choose the key file"),
            "",
            translate("ProfilesDialog", "Keys (*.pem *.key);;All files (*)"),
        )
        if path:
            self.key_field.edit.setText(path)
