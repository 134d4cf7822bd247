"""The line above an inspector page that says an earlier entry is shown, and leads back."""

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class EntryBanner(QFrame):
    """ "Showing the entry from 17:46:44 · Back to the latest", above a page of the inspector.

    Signals:
        back_requested(): the user wants the latest result again.
    """

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Showing an earlier entry"))
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setAutoFillBackground(True)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.back_button = QPushButton(self.tr("Back to the &latest"), self)
        self.back_button.setFlat(True)
        self.back_button.setAutoDefault(False)
        self.back_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._colour_link()
        self.back_button.clicked.connect(self.back_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 2, 2)
        row.addWidget(self.text)
        row.addWidget(QLabel("·", self))
        row.addWidget(self.back_button)
        row.addStretch(1)
        self.setVisible(False)

    def show_entry(self, when: str) -> None:
        self.text.setText(self.tr("Showing the entry from {when}").format(when=when))
        self.setVisible(True)

    def _colour_link(self) -> None:
        link = self.back_button.palette()
        link.setColor(QPalette.ColorRole.ButtonText, self.palette().color(QPalette.ColorRole.Link))
        self.back_button.setPalette(link)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # A theme switch: the link follows (the first change comes before the button exists).
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "back_button"):
            self._colour_link()
