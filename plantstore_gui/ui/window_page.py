"""The main window's page as it is painted first: the server bar, the notices, the token
box and the entry tabs, with places kept for the inspector and the history, so that
nothing moves when those arrive."""

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from . import theme


class _Column(QWidget):
    """A column that asks for no more width than it cannot do without, so that the
    columns share the width by their stretch alone, whether the inspector is there yet
    or not; `tall`: it asks for the height its contents want (else its least)."""

    def __init__(self, *, tall: bool) -> None:
        super().__init__()
        self._tall = tall
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)

    def sizeHint(self) -> QSize:
        least = self.minimumSizeHint()
        return QSize(least.width(), super().sizeHint().height() if self._tall else least.height())


def lay_out_page(
    window: QMainWindow, server_bar: QWidget, notice: QWidget, token_box: QWidget, tabs: QWidget
) -> tuple[QVBoxLayout, QVBoxLayout, QDockWidget]:
    """Lay the page out in `window`; the form's column (the draft's banner goes first in
    it), the inspector's (empty until it comes), and the history's place (a dock, to be
    replaced). The inspector's column asks only for its least height: the form's sets
    the page's height, with or without the inspector."""
    left, right = _Column(tall=True), _Column(tall=False)
    left.column.setSpacing(theme.MARGIN)
    left.column.addWidget(token_box)
    left.column.addWidget(tabs, 1)
    columns = QHBoxLayout()
    columns.setSpacing(theme.MARGIN)
    columns.addWidget(left, 5)
    columns.addWidget(right, 6)
    central = QWidget()
    # As tall as it needs, no taller: on a large window the history takes the rest.
    central.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
    theme.hold_height_for_width(central)
    page = QVBoxLayout(central)
    page.setContentsMargins(theme.MARGIN, theme.MARGIN, theme.MARGIN, theme.SPACING)
    page.setSpacing(theme.SPACING)
    page.addWidget(server_bar)
    page.addWidget(notice)
    page.addLayout(columns, 1)
    window.setCentralWidget(central)
    # With no dock at all, the page would be centred in the window, then move up.
    history_place = QDockWidget()
    history_place.setTitleBarWidget(QWidget())
    history_place.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, history_place)
    return left.column, right.column, history_place
