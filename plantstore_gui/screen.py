"""Whether Qt can open a window here, told in a sentence before Qt would abort.

With no screen, or without a system library that Qt's widgets or its X11 (xcb) platform
plugin load, Qt stops the process with a message that names no package (it blames
libxcb-cursor0 for any missing xcb library). These checks name the package to install
and the command that works, on the terminal, before Qt starts.
"""

import os
import sys
from collections.abc import Mapping, Sequence

# The Debian and Ubuntu package of each system library Qt loads, beyond those every
# system has. A minimal system, such as a container or a server, lacks some of them.
WIDGET_LIBRARIES = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libX11.so.6": "libx11-6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libbrotlidec.so.1": "libbrotli1",
}
XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libdbus-1.so.3": "libdbus-1-3",
}


def no_screen(qt_args: Sequence[str]) -> bool:
    """Whether Qt would abort for want of a screen: Linux, no display, no platform chosen."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return False
    if _platform_option(qt_args) is not None or _option(qt_args, "display") is not None:
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def no_screen_message(qt_args: Sequence[str], command: str) -> str | None:
    """On Linux with no display and no platform chosen, Qt would abort: say why instead,
    and how to run `command` (this program, as started) on a virtual screen."""
    if not no_screen(qt_args):
        return None
    return (
        "plantstore-gui: no screen found (neither DISPLAY nor WAYLAND_DISPLAY is set). "
        "On a machine without a screen, run it under Xvfb (on Debian and Ubuntu: "
        f"sudo apt-get install xvfb): xvfb-run -a {command}"
    )


def uses_xcb(qt_args: Sequence[str], env: Mapping[str, str] = os.environ) -> bool:
    """Whether Qt will draw through X11 (xcb) on Linux, as it chooses its platform."""
    if not sys.platform.startswith("linux"):
        return False
    chosen = _platform_option(qt_args) or env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    wayland = env.get("XDG_SESSION_TYPE") == "wayland" and bool(env.get("WAYLAND_DISPLAY"))
    return not wayland and bool(env.get("DISPLAY"))


def missing_xcb_message(plugin: str) -> str | None:
    """Load Qt's xcb platform plugin (the file `plugin`) as Qt will; when it cannot be
    loaded, the sentence naming what is missing, else None."""
    if not os.path.isfile(plugin):
        return None  # a Qt built without it says so itself
    import ctypes

    try:
        ctypes.CDLL(plugin)
    except OSError as exc:
        return missing_library_message(str(exc), {**WIDGET_LIBRARIES, **XCB_LIBRARIES})
    return None


def missing_library_message(error: str, libraries: Mapping[str, str]) -> str:
    """What to install when Qt could not be loaded: `error` is the loader's, `libraries`
    the system libraries that may be missing (a file name → its package)."""
    import ctypes

    missing: list[str] = []
    for library in libraries:
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(library)
    if not missing:
        return f"plantstore-gui: Qt cannot open a window: {error}"
    packages = sorted({libraries[library] for library in missing})
    named = " and ".join(filter(None, (", ".join(missing[:-1]), missing[-1])))
    return (
        f"plantstore-gui: Qt cannot open a window: it cannot load {named}. "
        f"Install what it needs, then start the app again: "
        f"sudo apt-get install {' '.join(packages)}"
    )


def _platform_option(qt_args: Sequence[str]) -> str | None:
    return _option(qt_args, "platform")


def _option(qt_args: Sequence[str], name: str) -> str | None:
    """The value of Qt's option `name` (-name value, -name=value) in `qt_args`, if given."""
    for index, arg in enumerate(qt_args):
        option, equals, value = arg.lstrip("-").partition("=")
        if option == name:
            if equals:
                return value
            return qt_args[index + 1] if index + 1 < len(qt_args) else ""
    return None
