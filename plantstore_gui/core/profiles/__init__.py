"""Saved server profiles: one versioned JSON file, written atomically, never holding a token.

Tokens live in the keyring under the profile's stable id; nothing here reads or writes
one. A corrupt file is set aside under a new name, and a file from a newer version of
the app is read but never overwritten.

module      what it holds
─────────── ──────────────────────────────────────────────────────────────────
profile     one profile: its fields, checked and normalised, and its name's rule
book        all profiles at one moment: unique names, a default, the last used
store       the profiles file: loaded, set aside when corrupt, saved
sharing     export without ids or tokens; import with new ids and free names
naming      the one rule for naming a server by its address
files       both files' formats, read as JSON and written atomically
errors      what can go wrong, in words for the user
"""

from .book import ProfileBook
from .errors import ProfileError, ProfileInvalid
from .files import EXPORT_FORMAT, EXPORT_VERSION, PROFILES_FORMAT, PROFILES_VERSION
from .naming import ServerNames, host_port
from .profile import NAME_MAX, TIMEOUT_MAX, Profile, profile_name_problem
from .sharing import Imported, SkippedProfile, export_profiles, import_profiles
from .store import Loaded, ProfileStore

__all__ = [
    "EXPORT_FORMAT",
    "EXPORT_VERSION",
    "NAME_MAX",
    "PROFILES_FORMAT",
    "PROFILES_VERSION",
    "TIMEOUT_MAX",
    "Imported",
    "Loaded",
    "Profile",
    "ProfileBook",
    "ProfileError",
    "ProfileInvalid",
    "ProfileStore",
    "ServerNames",
    "SkippedProfile",
    "export_profiles",
    "host_port",
    "import_profiles",
    "profile_name_problem",
]
