"""The passphrases of the client certificates' keys, kept as the tokens are: in the
keyring (service plantstore-gui, user = the profile's id and ":client-key"), and in
memory here for this session; never in a file, a log, the history or an export.

A saved profile's passphrase is read with its token, in the same background call
(`reader`), so a profile whose token is known has its passphrase known too, unless the
keyring failed to give it (said on its own: the token read stands). Every
keyring call runs in the background; a keyring that cannot keep one leaves it in memory
for this session only, as with a token.
"""

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from ..core.client_cert import client_cert_problem
from ..core.endpoint import ClientCert
from ..core.profiles import Profile
from ..core.secrets import TokenVault
from .tasks import Done, Reads
from .token_state import KeyringResult


def passphrase_user(profile_id: str) -> str:
    """The keyring's user name for a profile's key passphrase: the token's is the profile id
    alone, and a profile id holds no ":", so the two never meet."""
    return f"{profile_id}:client-key"


class KeyPassphrases(QObject):
    """What is known of each profile's key passphrase, by profile id.

    Signals:
        changed(str): the passphrase of that profile id became known, or changed.
    """

    changed = Signal(str)

    def __init__(
        self,
        vault: TokenVault,
        reads: Reads,
        answered: Callable[[KeyringResult], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._vault = vault
        self._reads = reads
        self._answered = answered  # the keyring works, or the user is told why not
        self._known: dict[str, str] = {}
        self._session_only: set[str] = set()

    def get(self, profile_id: str) -> str:
        """The passphrase, "" when none is known."""
        return self._known.get(profile_id, "")

    def is_known(self, profile_id: str) -> bool:
        return profile_id in self._known

    def is_session_only(self, profile_id: str) -> bool:
        """In memory only: the keyring would not keep it."""
        return profile_id in self._session_only

    def reader(self, profile: Profile | None) -> Callable[[], str | None] | None:
        """What reads the profile's passphrase in the token's background call; None when it
        presents no client certificate."""
        if profile is None or profile.client_cert is None:
            return None
        vault, user = self._vault, passphrase_user(profile.id)
        return lambda: vault.load(user)

    def loaded(self, result: KeyringResult) -> None:
        """The token's keyring read came back, the passphrase with it, or why not."""
        if result.passphrase_error is not None:
            self._answered(KeyringResult(result.profile_id, error=result.passphrase_error))
        elif result.error is None and result.passphrase is not None:
            self._known.setdefault(result.profile_id, result.passphrase)
            self.changed.emit(result.profile_id)

    def after_save(self, profile: Profile, typed: str | None) -> None:
        """A saved profile was saved from the editor with `typed` (None: untouched): keep
        the new passphrase, or drop it with the client certificate."""
        if profile.client_cert is None:
            if self.is_known(profile.id) or typed is not None:
                self.forget(profile.id)
        elif typed:
            self.put(profile.id, typed)
        elif typed is not None:
            self.forget(profile.id)

    def put(self, profile_id: str, passphrase: str) -> None:
        """Use this passphrase, and keep it in the keyring."""
        self._known[profile_id] = passphrase
        self.changed.emit(profile_id)
        user = passphrase_user(profile_id)
        self._reads.run(
            lambda: KeyringResult.of(profile_id, lambda: self._vault.save(user, passphrase)),
            self._on_saved,
        )

    @Slot(object)
    def _on_saved(self, done: Done) -> None:
        result: KeyringResult = done.value
        if result.error is not None:
            self._session_only.add(result.profile_id)
        else:
            self._session_only.discard(result.profile_id)
        self._answered(result)
        self.changed.emit(result.profile_id)

    def forget(self, profile_id: str) -> None:
        """Drop the passphrase here and in the keyring (the profile is deleted, say)."""
        self._known.pop(profile_id, None)
        self._session_only.discard(profile_id)
        self.changed.emit(profile_id)
        user = passphrase_user(profile_id)
        self._reads.run(
            lambda: KeyringResult.of(profile_id, lambda: self._vault.delete(user)),
            self._on_deleted,
        )

    def drop(self, profile: Profile | None) -> None:
        """The profile is deleted: its passphrase goes too, if it had one."""
        if profile is not None and (profile.client_cert or self.is_known(profile.id)):
            self.forget(profile.id)

    @Slot(object)
    def _on_deleted(self, done: Done) -> None:
        self._answered(done.value)

    def copy(self, from_id: str, to_id: str) -> None:
        """A duplicated profile takes the passphrase too, as it takes the token."""
        if (passphrase := self._known.get(from_id)) is not None:
            self.put(to_id, passphrase)

    def check(self, cert: ClientCert, on_done: Callable[[Done], None]) -> None:
        """Read and check a client certificate in the background; `on_done` gets a
        ClientCertError, or None when it can be used."""
        self._reads.run(lambda: client_cert_problem(cert), on_done)
