"""What becomes of a server's token, as the vault says: kept in the system keyring, kept
for this session only, or still being read or looked for. Said in the Manage servers
dialog (translation context "ProfilesDialog") and under the main window's token field
("ServerBar"), in words that agree with the keyring's notice.
"""

from PySide6.QtCore import QCoreApplication

from ..core.secrets import VaultProblem
from .servers import Servers, TokenState

# Keyring problems that last: no keyring to keep a token in, whatever the user does.
_NO_KEYRING = {
    VaultProblem.NO_BACKEND,
    VaultProblem.INSECURE,
    VaultProblem.DISABLED,
    VaultProblem.NOT_KEPT,
}


def in_keyring() -> str:
    return QCoreApplication.translate(
        "ProfilesDialog", "Kept in the system keyring, never in a file."
    )


def token_hint(servers: Servers, profile_id: str | None) -> str:
    """What happens to the token of `profile_id` (None or "" for a server not saved yet),
    in words that agree with the dialog's keyring notice."""
    translate = QCoreApplication.translate
    problem = servers.vault_problem
    no_keyring = problem is not None and problem.kind in _NO_KEYRING
    if not profile_id:
        if problem is None and servers.keyring_works:
            return in_keyring()
        if problem is None:  # the dialog asked the keyring when it opened
            return translate("ProfilesDialog", "Looking for the system keyring…")
        if no_keyring:
            return translate(
                "ProfilesDialog",
                "Without a system keyring, a token typed here is kept for this session only.",
            )
        return translate(
            "ProfilesDialog",
            "The system keyring failed just now; a token typed here may be kept for "
            "this session only.",
        )
    state = servers.token_state(profile_id)
    if state is TokenState.LOADING:
        return translate("ProfilesDialog", "Reading the token from the keyring…")
    if state is TokenState.READY:
        if servers.token_is_session_only(profile_id):
            return translate(
                "ProfilesDialog",
                "Kept for this session only: the system keyring could not keep it.",
            )
        return in_keyring()
    if problem is None:
        return translate(
            "ProfilesDialog", "No token saved. Type it to keep it in the system keyring."
        )
    if no_keyring:
        return translate(
            "ProfilesDialog",
            "No token saved. Without a system keyring, a token typed here is kept for "
            "this session only.",
        )
    return translate(
        "ProfilesDialog",
        "No token saved. The system keyring failed just now; a token typed here may be "
        "kept for this session only.",
    )


def window_token_hint(servers: Servers, profile_id: str) -> str:
    """What the main window says under the token field of `profile_id`, which has no token."""
    translate = QCoreApplication.translate
    problem = servers.vault_problem
    if servers.token_is_session_only(profile_id):
        return translate("ServerBar", "Kept for this session only.")
    if problem is None:
        return translate(
            "ServerBar",
            "No token is saved for this server; the one you type is kept in the system keyring.",
        )
    if problem.kind in _NO_KEYRING:
        return translate(
            "ServerBar",
            "No token is saved for this server; without a system keyring, the one you type is "
            "kept for this session only.",
        )
    return translate(
        "ServerBar",
        "No token could be read for this server: the system keyring failed. The one you type "
        "may be kept for this session only.",
    )
