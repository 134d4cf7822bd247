"""Colours, icons, margins and the light or dark theme, readable in both."""

from functools import cache

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette, QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget

from ..core.paths import resources_dir
from .clear_edges import TEXT, by_palette, reaching, use_clear_edges

_ICONS = resources_dir() / "icons"

# (light theme, dark theme) for each tone: dark enough on white, light enough on black.
_TONES = {
    "created": ("#1b6e3a", "#7fd8a0"),
    "rejected": ("#b3261e", "#f2a19b"),
    "unexpected": ("#8a5a00", "#f5c451"),
    "failed": ("#5b3d8f", "#c6a8f5"),
    "waiting": ("#1e5f9e", "#8cc4f5"),
    "error": ("#b3261e", "#f2a19b"),
}


def is_dark(widget: QWidget) -> bool:
    return is_dark_palette(widget.palette())


def tone(widget: QWidget, name: str) -> QColor:
    """The text colour for a kind of result ("created", "rejected", …) or "error"."""
    light, dark = _TONES[name]
    return QColor(dark if is_dark(widget) else light)


def hint_color(widget: QWidget) -> QColor:
    """The colour of a field's hint line: dimmer than text, readable as text."""
    return hint_colour_of(widget.palette())


def hint_colour_of(palette: QPalette) -> QColor:
    """The placeholder's grey (opaque, as painted on the window), made closer to the text
    colour until it reaches WCAG's 4.5:1 for text on every surface: the dark theme's
    #9c9c9c made 3.7:1 on the form's panel, and the light one's half-black 3.9:1."""
    return QColor(by_palette(_HINT_COLOURS, palette, lambda: _hint_colour(palette)))


_HINT_COLOURS: dict[int, QColor] = {}  # asked at every field reset


def _hint_colour(palette: QPalette) -> QColor:
    role = QPalette.ColorRole
    window, text = palette.color(role.Window), palette.color(role.WindowText)
    placeholder = palette.color(QPalette.ColorGroup.Active, role.PlaceholderText)
    alpha = placeholder.alphaF()
    opaque = QColor(
        round(placeholder.red() * alpha + window.red() * (1 - alpha)),
        round(placeholder.green() * alpha + window.green() * (1 - alpha)),
        round(placeholder.blue() * alpha + window.blue() * (1 - alpha)),
    )
    return reaching(opaque, text, palette, TEXT)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows text as it is: Qt guesses at rich text in tooltips."""
    import html  # not needed by the first paint

    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


def icon_path(name: str) -> str:
    """The file path of resources/icons/NAME.svg."""
    return str(_ICONS / f"{name}.svg")


@cache
def icon(name: str) -> QIcon:
    """The icon, loaded once: the results panel shows the same few over and over."""
    return QIcon(icon_path(name))


def opening_size(remembered: QSize, available: QSize, least: QSize) -> QSize:
    """The main window's size when it opens: as it was last closed, else most of the
    screen (a window of 1,024 × 765 on a 1,280 × 900 screen), never past the screen."""
    if remembered.isEmpty():
        remembered = QSize(
            min(round(available.width() * 0.8), 1440), min(round(available.height() * 0.85), 1000)
        )
    return remembered.boundedTo(available).expandedTo(least)


# One margin between the window's edge and what is in it, and around each panel;
# one gap between neighbouring controls.
MARGIN = 12
SPACING = 8


def _dark_palette() -> QPalette:
    """A dark palette for when the platform cannot switch to dark itself."""
    palette = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    for colour_role, colour in (
        (role.Window, "#2b2b2b"),
        (role.WindowText, "#e8e8e8"),
        (role.Base, "#1f1f1f"),
        (role.AlternateBase, "#272727"),
        (role.ToolTipBase, "#3a3a3a"),
        (role.ToolTipText, "#e8e8e8"),
        (role.PlaceholderText, "#9c9c9c"),
        (role.Text, "#e8e8e8"),
        (role.Button, "#353535"),
        (role.ButtonText, "#e8e8e8"),
        (role.BrightText, "#ff8a80"),
        (role.Light, "#4a4a4a"),
        (role.Midlight, "#3f3f3f"),
        (role.Mid, "#2f2f2f"),
        (role.Dark, "#1a1a1a"),
        (role.Shadow, "#0e0e0e"),
        (role.Highlight, "#3d6fb4"),
        (role.Accent, "#3d6fb4"),
        (role.HighlightedText, "#ffffff"),
        (role.Link, "#8cc4f5"),
        (role.LinkVisited, "#c6a8f5"),
    ):
        palette.setColor(colour_role, QColor(colour))
    for text_role in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(group.Disabled, text_role, QColor("#7c7c7c"))
    palette.setColor(group.Disabled, role.Highlight, QColor("#454545"))
    return palette


def _light_palette() -> QPalette:
    """Qt's classic light palette, for a light choice on a dark system."""
    palette = QPalette(QColor("#efefef"))
    palette.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f7f7f7"))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#6e6e6e"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#30609e"))
    palette.setColor(QPalette.ColorRole.Accent, QColor("#30609e"))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    return palette


class ThemeSwitcher(QObject):
    """Applies the chosen theme ("system", "light" or "dark") to the whole app at once.

    Asks Qt for the colour scheme first (Qt 6.8+, on platforms that can switch); where
    the platform cannot, sets a palette of our own. With "system" it follows the
    system's light or dark preference (QStyleHints.colorScheme) as it changes.
    """

    def __init__(self, choice: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.choice = choice
        self._own_palette = False
        app = QApplication.instance()
        if isinstance(app, QApplication):
            use_clear_edges(app)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._on_system_changed)
        self._following = True
        self.apply(choice)

    def apply(self, choice: str, system: Qt.ColorScheme | None = None) -> None:
        """Use `choice`; `system` is the system's preference (asked of Qt when None)."""
        self.choice = choice
        before = QPalette(QApplication.palette())
        hints = QGuiApplication.styleHints()
        wanted = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(choice)
        if self._own_palette:
            QApplication.setPalette(QPalette())  # back to the platform's own
            self._own_palette = False
        if wanted is None:
            hints.unsetColorScheme()
            wanted = hints.colorScheme() if system is None else system
        else:
            hints.setColorScheme(wanted)
        dark_now = is_dark_palette(QApplication.palette())
        if wanted is Qt.ColorScheme.Dark and not dark_now:
            QApplication.setPalette(_dark_palette())
            self._own_palette = True
        elif wanted is Qt.ColorScheme.Light and dark_now:
            QApplication.setPalette(_light_palette())
            self._own_palette = True
        _recolour(before, QApplication.palette())

    def stop(self) -> None:
        """Follow the system no more (its window closed)."""
        if self._following:
            self._following = False
            QGuiApplication.styleHints().colorSchemeChanged.disconnect(self._on_system_changed)

    @Slot(Qt.ColorScheme)
    def _on_system_changed(self, scheme: Qt.ColorScheme) -> None:
        if self.choice == "system":
            self.apply("system", scheme)


_TEXT_ROLES = (
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.Text,
    QPalette.ColorRole.ButtonText,
    QPalette.ColorRole.PlaceholderText,
    QPalette.ColorRole.Link,
)


def _recolour(before: QPalette, after: QPalette) -> None:
    """Give text coloured for the old theme its colour in the new one.

    Widgets that colour a label themselves (a result's tone, a field's hint) copy a
    colour from the palette, and a copied colour stays when the palette changes.
    """
    if is_dark_palette(before) == is_dark_palette(after):
        return
    new_colour = {before.color(role).rgba(): after.color(role) for role in _TEXT_ROLES}
    new_colour[hint_colour_of(before).rgba()] = hint_colour_of(after)
    for light, dark in _TONES.values():
        old, new = (light, dark) if is_dark_palette(after) else (dark, light)
        new_colour[QColor(old).rgba()] = QColor(new)
    for widget in QApplication.allWidgets():
        if not widget.testAttribute(Qt.WidgetAttribute.WA_SetPalette):
            continue
        palette = widget.palette()
        changed = False
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            colour = new_colour.get(palette.color(role).rgba())
            if colour is not None and palette.isBrushSet(QPalette.ColorGroup.Active, role):
                palette.setColor(role, colour)
                changed = True
        if changed:
            widget.setPalette(palette)


def is_dark_palette(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


class _MinimumSizeKeeper(QObject):
    """Resizes its window back up to its minimum when something made it smaller."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # LayoutRequest: what the window holds grew (a notice, the token field appeared).
        kinds = (QEvent.Type.Resize, QEvent.Type.LayoutRequest)
        if watched is self._window and event.type() in kinds:
            QTimer.singleShot(0, self, self._hold)  # dropped if the window goes first
        return False

    @Slot()
    def _hold(self) -> None:
        # The width first: at a too narrow width wrapped text asks for a height it
        # will not need once wide enough again. The resize brings us back here.
        size = self._window.size()
        for least in (self._window.minimumSize(), self._window.minimumSizeHint()):
            if size.expandedTo(least) != size:
                self._window.resize(size.expandedTo(least))
                return


def hold_minimum_size(window: QWidget) -> None:
    """Keep `window` at least at its minimum size.

    A window manager does this from the size hints; with none (Xvfb, some kiosks) a
    resize to 300×200 would cut the window, the status bar drawn over the table, and
    a notice appearing would push the form over the history.
    """
    _MinimumSizeKeeper(window)


class _HeightForWidth(QObject):
    """Keeps a widget's minimum height at what its wrapped text needs at its width."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(watched, QWidget) and kind in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            layout = watched.layout()
            if layout is not None and layout.hasHeightForWidth():
                watched.setMinimumHeight(layout.totalHeightForWidth(watched.width()))
        return False


def hold_height_for_width(widget: QWidget) -> None:
    """Never squeeze `widget` below the height its word-wrapped text needs.

    Qt sizes a window from its widgets' minimum heights, which assume one line per
    label; at a narrow width the lines wrap and the last ones would be cut off.
    """
    _HeightForWidth(widget)


class _TallestHeight(QObject):
    """Keeps a widget at the tallest height it has asked for at its present width."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget:
            if isinstance(event, QResizeEvent) and event.size().width() != event.oldSize().width():
                self._widget.setMinimumHeight(0)  # at another width, other lines
            elif event.type() == QEvent.Type.LayoutRequest:
                tallest = max(self._widget.minimumHeight(), self._widget.sizeHint().height())
                self._widget.setMinimumHeight(tallest)
        return False


def keep_tallest_height(widget: QWidget) -> None:
    """Let `widget` grow when what it shows needs more lines, but not shrink back.

    A field's message that wraps to a second line and back would otherwise move
    everything below the widget up and down as the user types.
    """
    _TallestHeight(widget)
