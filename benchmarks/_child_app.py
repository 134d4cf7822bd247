"""App child: the real app (`plantstore-gui ARGS`), reporting its main window's first paint.

plantstore_gui.app.open_window is wrapped to watch the window it builds; everything
else is the app's own main(). Prints what _probe.FirstPaint prints.
"""

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from _probe import FirstPaint

import plantstore_gui.app as app

probe = FirstPaint()
_open_window = app.open_window


@contextmanager
def _watched(*args: Any, **kwargs: Any) -> Iterator[Any]:
    with _open_window(*args, **kwargs) as window:
        window.installEventFilter(probe)
        yield window


app.open_window = _watched
sys.exit(app.main(sys.argv[1:]))
