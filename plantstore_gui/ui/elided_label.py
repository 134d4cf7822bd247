"""A one-line label that shortens its text with "…" and never loses the rest."""

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtGui import QAction, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from . import theme


class ElidedLabel(QLabel):
    """One line of text, shortened with "…" when it does not fit.

    The whole text is in the tooltip and in the context menu's Copy, never cut silently,
    and it is what a screen reader reads.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        copy = QAction(self.tr("Copy"), self)
        copy.triggered.connect(self._copy)
        self.addAction(copy)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setAccessibleName(text)
        self.updateGeometry()
        self._elide()

    def full_text(self) -> str:
        return self._full

    @property
    def elided(self) -> bool:
        return self.text() != self._full

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        width = min(metrics.horizontalAdvance(self._full), metrics.averageCharWidth() * 60)
        return QSize(width + 2, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("M…") + 2, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.width())
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(theme.plain_tooltip(self._full) if shown != self._full else "")

    @Slot()
    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self._full)
