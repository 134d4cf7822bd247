"""Baseline child: a bare PySide6 window with the app's form (Id, Name, Tag, Create).

Prints what _probe.FirstPaint prints, at the window's first paint.
"""

import sys

from _probe import FirstPaint
from PySide6.QtWidgets import QApplication, QFormLayout, QLineEdit, QPushButton, QWidget

app = QApplication(sys.argv[:1])
window = QWidget()
form = QFormLayout(window)
for label in ("Id", "Name", "Tag"):
    form.addRow(label, QLineEdit())
form.addRow(QPushButton("Create plant"))
probe = FirstPaint()
window.installEventFilter(probe)
window.show()
sys.exit(app.exec())
