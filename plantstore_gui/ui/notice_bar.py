"""A bar across the window for what the user should know, until dismissed."""

from PySide6.QtCore import QSize, Qt, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from . import theme

_NOTICES_SHOWN = 3


class NoticeBar(QFrame):
    """A line across the window for something the user should know; dismissable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName("Notice")
        icon = QLabel(self)
        icon.setPixmap(theme.icon("ready").pixmap(QSize(18, 18)))
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self._messages: list[str] = []
        dismiss = QPushButton("Dismiss", self)
        dismiss.setFlat(True)
        dismiss.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.setVisible(False)

    def show_message(self, message: str) -> None:
        """Add a message; the last few stay in view until dismissed, newest last."""
        if message in self._messages:
            self._messages.remove(message)
        self._messages = [*self._messages, message][-_NOTICES_SHOWN:]
        self.text.setText("\n".join(self._messages))
        self.setVisible(True)

    @Slot()
    def dismiss(self) -> None:
        self._messages = []
        self.hide()
