"""Servers: the saved profiles, the temporary ones, and their tokens, on the GUI thread.

Every disk and keyring call runs in the background; this object holds what is known
so far and says by signal when that changes. Tokens live in the keyring and, for
this session, in memory here; never in a file.
"""

import logging
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from ..core.endpoint import Target
from ..core.journey import Targets
from ..core.profiles import (
    Imported,
    Profile,
    ProfileBook,
    ProfileError,
    ProfileStore,
    ServerNames,
)
from ..core.profiles import export_profiles as write_export
from ..core.profiles import import_profiles as read_import
from ..core.secrets import TokenVault, VaultError
from .key_passphrases import KeyPassphrases
from .tasks import Done, Reads, Tasks
from .token_state import KeyringResult
from .token_state import TokenState as TokenState  # where the window looks for it

if TYPE_CHECKING:
    from ..sandbox import SandboxServer

log = logging.getLogger(__name__)

CLOSE_WAIT_S = 2.0  # a keyring call still running at close is left to its daemon thread


class Servers(QObject):
    """The profiles a user can send to, and which one is in use.

    Attributes:
        notice: the last thing the user should be told about profiles or the keyring.

    Signals:
        profiles_changed(): profiles were added, removed, renamed or changed.
        current_changed(): another profile is in use.
        token_changed(str): the token of that profile id became known or changed.
        noticed(str): something the user should read (a corrupt file set aside, the
            keyring unavailable so tokens are kept for this session only, …).
        keyring_known(): a keyring call answered: whether it works is known anew.
    """

    profiles_changed = Signal()
    current_changed = Signal()
    token_changed = Signal(str)
    noticed = Signal(str)
    keyring_known = Signal()

    def __init__(
        self,
        store: ProfileStore,
        book: ProfileBook,
        vault: TokenVault,
        *,
        read_only: bool = False,
        tasks: Tasks | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._book = book
        self._read_only = read_only
        self._vault = vault
        # The app's bridge, or one of its own (a Servers on its own, as in a test).
        self._own_tasks: Tasks | None = None
        if tasks is None:
            tasks = self._own_tasks = Tasks(self)
        self._reads = Reads(tasks, self)
        self.passphrases = KeyPassphrases(vault, self._reads, self._keyring_answered, self)
        self._temporary: list[Profile] = []
        self._tokens: dict[str, str] = {}
        self._loading: set[str] = set()
        self._looked_up: set[str] = set()  # read from the keyring once (token or not)
        self._session_only: set[str] = set()
        self._current_id: str | None = None
        self._sandboxes: list[SandboxServer] = []  # started here, stopped by close()
        self._sandbox_profiles: set[str] = set()  # profiles of those sandboxes
        self._saves_started = 0
        self.vault_problem: VaultError | None = None
        self.keyring_works = False  # a keyring call succeeded, and none failed since
        self._checking_keyring = False

    # --- what there is -------------------------------------------------------

    @property
    def book(self) -> ProfileBook:
        return self._book

    def profiles(self) -> list[Profile]:
        """Saved profiles first, then this session's temporary ones."""
        return [*self._book.profiles, *self._temporary]

    def get(self, profile_id: str) -> Profile | None:
        return self._book.get(profile_id) or next(
            (p for p in self._temporary if p.id == profile_id), None
        )

    def is_sandbox(self, profile_id: str) -> bool:
        """The profile of a sandbox started here: a new one, empty, at every start."""
        return profile_id in self._sandbox_profiles

    def is_temporary(self, profile_id: str) -> bool:
        return any(p.id == profile_id for p in self._temporary)

    @property
    def current(self) -> Profile | None:
        return self.get(self._current_id) if self._current_id else None

    def token(self, profile_id: str) -> str | None:
        return self._tokens.get(profile_id)

    def token_state(self, profile_id: str) -> TokenState:
        if profile_id in self._tokens:
            return TokenState.READY
        return TokenState.LOADING if profile_id in self._loading else TokenState.MISSING

    def token_is_session_only(self, profile_id: str) -> bool:
        """The token is in memory only: temporary profile, or the keyring would not keep it."""
        return self.is_temporary(profile_id) or profile_id in self._session_only

    def target(self, profile: Profile) -> Target | None:
        """Where and how to send for this profile, once its token is known."""
        token = self._tokens.get(profile.id)
        if token is None:
            return None
        tls = profile.tls(self.passphrases.get(profile.id))
        honours_key = profile.id in self._sandbox_profiles  # the sandbox honours it
        return Target(profile.endpoint(), token, profile.timeout, tls, honours_key, profile.id)

    def targets(self) -> Targets:
        """Where plants can go now: which profile each goes with is core.journey's rule."""
        return Targets.of(self.profiles(), self.current, self.target)

    def names(self) -> ServerNames:
        """How each server address is named, by the one rule (core.profiles.naming)."""
        return ServerNames(self.profiles(), self.current)

    # --- choosing ------------------------------------------------------------

    def select(self, profile_id: str) -> None:
        """Use this profile from now on, and remember it for the next start."""
        if self.get(profile_id) is None or profile_id == self._current_id:
            return
        self._current_id = profile_id
        if not self.is_temporary(profile_id):
            self._book = self._book.with_last_used(profile_id)
            self._persist()
        self.load_token(profile_id)
        self.current_changed.emit()

    def load_token(self, profile_id: str) -> None:
        """Read the profile's token from the keyring once, unless it is known already."""
        if profile_id in self._tokens or profile_id in self._loading:
            return
        if profile_id in self._looked_up:
            return
        if self.is_temporary(profile_id):
            return
        self._loading.add(profile_id)
        read = self.passphrases.reader(self.get(profile_id))
        self._reads.run(
            lambda: KeyringResult.of(profile_id, lambda: self._vault.load(profile_id), read),
            self._on_token_loaded,
        )

    @Slot(object)
    def _on_token_loaded(self, done: Done) -> None:
        result: KeyringResult = done.value
        self._loading.discard(result.profile_id)
        self._looked_up.add(result.profile_id)
        self._keyring_answered(result)
        self.passphrases.loaded(result)
        if result.error is None and result.value is not None:
            self._tokens.setdefault(result.profile_id, result.value)
        self.token_changed.emit(result.profile_id)

    # --- changing ------------------------------------------------------------

    def save(self, profile: Profile, token: str | None = None) -> None:
        """Add or update a saved profile; a token given is stored in the keyring.

        Raises ProfileError when the name is taken or the profiles file is read-only.
        """
        self._check_writable()
        self._book = self._book.put(profile)
        self._persist()
        if token is not None:
            self.set_token(profile.id, token)
        self.profiles_changed.emit()

    def set_token(self, profile_id: str, token: str) -> None:
        """Use this token for the profile; saved profiles keep it in the keyring."""
        self._tokens[profile_id] = token
        self._loading.discard(profile_id)
        self.token_changed.emit(profile_id)
        if self.is_temporary(profile_id):
            return
        self._reads.run(
            lambda: KeyringResult.of(profile_id, lambda: self._vault.save(profile_id, token)),
            self._on_token_saved,
        )

    @Slot(object)
    def _on_token_saved(self, done: Done) -> None:
        result: KeyringResult = done.value
        if result.error is not None:
            self._session_only.add(result.profile_id)
        else:
            self._session_only.discard(result.profile_id)
        self._keyring_answered(result)
        self.token_changed.emit(result.profile_id)

    def forget_token(self, profile_id: str) -> None:
        """Drop the profile's token here and in the keyring (its origin changed, say)."""
        self._tokens.pop(profile_id, None)
        self.token_changed.emit(profile_id)
        if not self.is_temporary(profile_id):
            self._forget_in_keyring(profile_id)

    def _forget_in_keyring(self, profile_id: str) -> None:
        self._session_only.discard(profile_id)
        self._reads.run(
            lambda: KeyringResult.of(profile_id, lambda: self._vault.delete(profile_id)),
            lambda done: self._keyring_answered(done.value),
        )

    def delete(self, profile_id: str) -> None:
        """Remove a saved profile, its token and its key's passphrase."""
        self._check_writable()
        profile = self.get(profile_id)
        self._book = self._book.remove(profile_id)
        self._persist()
        self._tokens.pop(profile_id, None)
        self._forget_in_keyring(profile_id)
        self.passphrases.drop(profile)
        if profile_id == self._current_id:
            self._current_id = None
            following = self._book.starting_profile() or next(iter(self._temporary), None)
            if following is not None:
                self.select(following.id)
            else:
                self.current_changed.emit()
        self.profiles_changed.emit()

    def check_keyring(self) -> None:
        """Find out in the background whether the keyring works, unless that is known;
        keyring_known says when it is."""
        if self.keyring_works or self.vault_problem is not None or self._checking_keyring:
            return
        self._checking_keyring = True
        self._reads.run(lambda: KeyringResult.of("", self._vault.probe), self._on_checked)

    @Slot(object)
    def _on_checked(self, done: Done) -> None:
        self._checking_keyring = False
        self._keyring_answered(done.value)

    def duplicate(self, profile_id: str) -> Profile:
        """A copy of the profile under a new name; its token and its key's passphrase are
        copied too."""
        self._check_writable()
        self._book, copy = self._book.duplicate(profile_id)
        self._persist()
        if (token := self._tokens.get(profile_id)) is not None:
            self.set_token(copy.id, token)
        self.passphrases.copy(profile_id, copy.id)
        self.profiles_changed.emit()
        return copy

    def set_default(self, profile_id: str | None) -> None:
        self._check_writable()
        self._book = self._book.with_default(profile_id)
        self._persist()
        self.profiles_changed.emit()

    def add_temporary(self, profile: Profile, token: str | None) -> None:
        """A profile for this session only (the sandbox, --base-url): never saved."""
        self._temporary.append(profile)
        if token is not None:
            self._tokens[profile.id] = token
        self.profiles_changed.emit()

    def replace_temporary(self, profile: Profile) -> None:
        """Put `profile` in place of the temporary profile with its id (its token stays)."""
        self._temporary = [profile if p.id == profile.id else p for p in self._temporary]
        self.profiles_changed.emit()
        if self._current_id == profile.id:
            self.current_changed.emit()

    def open_sandbox(self) -> Profile:
        """Start the built-in server with a fresh token, and a temporary profile for it."""
        from ..sandbox import SandboxServer

        server = SandboxServer(secrets.token_urlsafe(24))
        server.start()
        self._sandboxes.append(server)
        profile = Profile(name=self._sandbox_name(), base_url=server.base_url)
        self._sandbox_profiles.add(profile.id)
        self.add_temporary(profile, server.token)
        return profile

    def _sandbox_name(self) -> str:
        taken = {p.name.casefold() for p in self.profiles()}
        name, count = self.tr("Sandbox", "the name of the built-in test server"), 1
        while name.casefold() in taken:
            count += 1
            name = self.tr("Sandbox {number}", "the name of a further built-in test server")
            name = name.format(number=count)
        return name

    # --- import and export ---------------------------------------------------

    def import_from(self, path: Path, on_done: Callable[[Done], None]) -> None:
        """Read profiles from an export in the background; `on_done` gets an Imported."""
        book = self._book
        self._reads.run(lambda: read_import(path, book), on_done)

    def add_imported(self, imported: Imported) -> None:
        self._check_writable()
        self._book = self._book.put_all(imported.profiles)
        self._persist()
        self.profiles_changed.emit()

    def export_to(self, path: Path, on_done: Callable[[Done], None]) -> None:
        """Write the saved profiles, without tokens, in the background."""
        profiles = self._book.profiles
        self._reads.run(lambda: write_export(profiles, path), on_done)

    # --- the file ------------------------------------------------------------

    @property
    def read_only(self) -> bool:
        return self._read_only

    def _check_writable(self) -> None:
        if self._read_only:
            raise ProfileError(
                self.tr(
                    "The profiles file was written by a newer version of Plant Store GUI or "
                    "cannot be read, so changes are not saved."
                )
            )

    def _persist(self) -> None:
        """Write the book in the background; a later save always wins over an earlier one."""
        if self._read_only:
            return
        self._saves_started += 1
        number, book, store = self._saves_started, self._book, self._store
        self._reads.run(lambda: store.save_newest(book, number), self._on_saved)

    @Slot(object)
    def _on_saved(self, done: Done) -> None:
        if done.error is not None:
            log.warning("saving profiles failed: %s", done.error)
            not_saved = self.tr("The profiles could not be saved: {error}")
            self.noticed.emit(not_saved.format(error=done.error))

    def _keyring_answered(self, result: KeyringResult) -> None:
        """What a keyring call came to: the keyring works, or the user is told why not."""
        if result.error is None:
            self.keyring_works, self.vault_problem = True, None
        else:
            self.keyring_works, self.vault_problem = False, result.error
            self.noticed.emit(result.error.message)
        self.keyring_known.emit()

    @property
    def busy(self) -> bool:
        """Background work (a save, a keyring call) is still running."""
        return self._reads.busy

    def close(self) -> None:
        """Stop the sandboxes this session started, and the bridge if it is its own."""
        for server in self._sandboxes:
            server.stop()
        self._sandboxes.clear()
        if self._own_tasks is not None:
            self._own_tasks.shutdown(CLOSE_WAIT_S)
