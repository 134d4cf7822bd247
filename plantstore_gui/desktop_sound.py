"""The desktop's event sounds, played by name through libcanberra.

libcanberra is the freedesktop sound theme's player (GNOME, Xfce and others play their
event sounds through it, by the desktop's sound service when one runs). It is loaded
with ctypes when the first sound is played, so the app needs no Python package for it,
and without it (or without a sound server or device) `play` says nothing was heard,
for the caller to ring the bell instead.
"""

import ctypes
import logging
import threading

log = logging.getLogger(__name__)

LIBRARY = "libcanberra.so.0"
_SUCCESS = 0
_DISABLED = -16  # CA_ERROR_DISABLED: the desktop has its event sounds turned off
# Plays that fail, none ever heard, before the library is left alone for the session: no
# device or sound server (each try costs a driver's probe, and ALSA writes to stderr).
_GIVE_UP_AFTER = 3
_PROPERTIES = (
    (b"application.name", b"Plant Store GUI"),
    (b"application.id", b"plantstore-gui"),
)


class DesktopSound:
    """Plays the sound theme's event sounds (`complete`, `dialog-error`…) by name.

    Every call may block: the first loads the library and makes its context, a play may
    open the desktop's sound service (D-Bus, PulseAudio) and read the sound from disk,
    though the sound itself plays on without the caller. Call `play` off the GUI thread;
    calls from several threads take turns.
    """

    def __init__(self, library: str = LIBRARY) -> None:
        self._library = library
        self._lock = threading.Lock()
        self._canberra: ctypes.CDLL | None = None
        self._context = ctypes.c_void_p()
        self._unusable = False  # the library is missing, it made no context, or gave up
        self._heard = False  # a sound has been played
        self._failures = 0  # plays failed in a row
        self._failed: set[int] = set()  # the errors logged already, each once

    def play(self, name: str) -> bool:
        """Start the sound `name` (an event.id); False when none could be played (no
        libcanberra, no sound server or device, no such sound). Sounds the desktop has
        turned off count as played: that silence is the user's."""
        with self._lock:
            canberra = self._load()
            if canberra is None:
                return False
            properties = ctypes.c_void_p()
            if canberra.ca_proplist_create(ctypes.byref(properties)) != _SUCCESS:
                return False
            try:
                canberra.ca_proplist_sets(properties, b"event.id", name.encode("ascii"))
                # Kept by the sound server once played: the next one is not read again.
                canberra.ca_proplist_sets(properties, b"canberra.cache-control", b"permanent")
                code = canberra.ca_context_play_full(self._context, 0, properties, None, None)
            finally:
                canberra.ca_proplist_destroy(properties)
            played = code in (_SUCCESS, _DISABLED)
            self._heard = self._heard or played
            self._failures = 0 if played else self._failures + 1
            if not played and code not in self._failed:
                self._failed.add(code)
                reason = canberra.ca_strerror(code).decode("utf-8", "replace")
                log.info("the desktop's sound %r could not be played: %s", name, reason)
            if not self._heard and self._failures >= _GIVE_UP_AFTER:
                self._unusable = True
                log.info("no event sounds: none could be played here")
        return played

    def _load(self) -> ctypes.CDLL | None:
        """libcanberra with its context, made once; None where there is none."""
        if self._unusable:
            return None
        if self._canberra is not None:
            return self._canberra
        try:
            canberra = ctypes.CDLL(self._library)
        except OSError as exc:
            self._unusable = True
            log.info("no event sounds: %s cannot be loaded (%s)", self._library, exc)
            return None
        pointer = ctypes.c_void_p
        for function, arguments in (
            ("ca_context_create", [ctypes.POINTER(pointer)]),
            ("ca_context_change_props_full", [pointer, pointer]),
            ("ca_context_play_full", [pointer, ctypes.c_uint32, pointer, pointer, pointer]),
            ("ca_proplist_create", [ctypes.POINTER(pointer)]),
            ("ca_proplist_sets", [pointer, ctypes.c_char_p, ctypes.c_char_p]),
            ("ca_proplist_destroy", [pointer]),
        ):
            getattr(canberra, function).argtypes = arguments
            getattr(canberra, function).restype = ctypes.c_int
        canberra.ca_strerror.argtypes = [ctypes.c_int]
        canberra.ca_strerror.restype = ctypes.c_char_p
        if canberra.ca_context_create(ctypes.byref(self._context)) != _SUCCESS:
            self._unusable = True
            log.info("no event sounds: libcanberra made no context")
            return None
        properties = ctypes.c_void_p()
        if canberra.ca_proplist_create(ctypes.byref(properties)) == _SUCCESS:
            for key, value in _PROPERTIES:
                canberra.ca_proplist_sets(properties, key, value)
            canberra.ca_context_change_props_full(self._context, properties)
            canberra.ca_proplist_destroy(properties)
        self._canberra = canberra
        return canberra
