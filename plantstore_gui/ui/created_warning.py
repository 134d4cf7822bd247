"""Never type a plant twice: the Id field says so when a plant was created before.

Whether a plant from the form was created on its server before is the desk's to decide,
on the send lane, before it is sent (`Desk.submit`: a CreatedBefore, nothing sent). Enter
takes the plant from the form at once, as always, so the next one can be typed; a plant
the desk held back comes back into the form (the Submitter puts it back, unless the next
plant has been started there), and this says at its Id field why, in the field's text
and its description (what a screen reader reads), with the cursor there:

    "Plant 1014 was created on this server at 10:42 — press Enter again to send it anyway."

Enter while the field says so sends the plant with the user's word (`created_again`),
and the server decides; changing the id drops the warning, and the next Enter asks again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from ..core.desk import Answer
from ..core.fields import IdError, parse_plant_id
from ..core.journey import CreatedBefore
from ..core.tell import created_warning
from .accessible import announce
from .journeys import Journeys
from .plant_form import CheckedField


class CreatedWarning(QObject):
    """Says at the Id field that the plant put back there was created before.

    Made after the Submitter, so that the plant is back in the form when this hears of it.
    """

    def __init__(self, field: CheckedField, journeys: Journeys, parent: QObject) -> None:
        super().__init__(parent)
        self._field = field
        journeys.finished.connect(self._on_finished)

    @Slot(int, object)
    def _on_finished(self, _number: int, answer: Answer) -> None:
        if not isinstance(answer, CreatedBefore) or not self._holds(answer.plant_id):
            return  # another answer, or the form holds the next plant: the Result tab says
        warning = created_warning(answer.plant_id, answer.created_at)
        self._field.warn(warning)
        announce(self._field.edit, warning)

    def _holds(self, plant_id: str) -> bool:
        try:
            return str(parse_plant_id(self._field.edit.text())) == plant_id
        except IdError:
            return False
