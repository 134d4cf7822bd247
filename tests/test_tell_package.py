"""core.tell as a package: its names, and every word said with no Qt loaded at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from plantstore_gui.core import tell, words

ROOT = Path(__file__).resolve().parent.parent

EVERY_WORD_WITHOUT_QT = """
import json, sys
from dataclasses import replace

from plantstore_gui.core import tell
from plantstore_gui.core.batch import Progress, RowResult
from plantstore_gui.core.journal import EntryState, HistoryEntry
from plantstore_gui.core.models import Plant
from plantstore_gui.core.outcome import Created, Failed, FailureKind, Response

response = Response(200, "OK", (), b'{"name":"Fern"}', False, 0.01, 0.01)
created = Created(Plant(name="Fern"), response)
entry = HistoryEntry(
    1, 0.0, "Shop", "http://127.0.0.1:8000", "7", "Fern", True, b"{}", EntryState.DONE,
    "created", 200, "Created", None, response, "", True, None,
)
waiting = replace(
    entry, state=EntryState.WAITING, outcome="failed", response=None,
    failure_kind=FailureKind.REFUSED.value, request_sent=False,
)
progress = Progress(3, 2, 1, 1, 1.0, 2.0, 0.5, False, False, None, 2)
said = [
    tell.report(created, "7", "http://127.0.0.1:8000").spoken,
    tell.report(Failed(FailureKind.REFUSED, "x", False, 0.1), "7", "http://x", queued=True).advice,
    tell.entry_report(entry).title,
    tell.entry_report(waiting).title,
    tell.entry_time(entry),
    tell.result_text(entry),
    tell.result_text(waiting),
    tell.name_text(entry),
    tell.status_choices()[0][0],
    tell.summary(created),
    tell.recorded_summary(waiting),
    str(tell.recorded_outcome(entry)),
    str(tell.recorded_failure(waiting)),
    tell.server_reason(response),
    tell.shorten("x" * 400),
    tell.needs_checking_notice(1, 1),
    tell.outbox_sent_notice(2, 1),
    tell.outbox_button_text(2, True),
    tell.resend_question(entry, True),
    tell.why_waiting(waiting, True, {}),
    tell.no_token(waiting, {}),
    tell.row_words(RowResult(0, None, None, "cancelled")).detail,
    tell.checked_summary(3, 2, 1, 1),
    tell.batch_summary({"created": 2}, None, 1),
    tell.progress_line(progress),
    tell.stopped_line(progress, "Stopped"),
    tell.stop_question(quitting=True, queued=2, unreached=1),
    tell.batch_summary({"created": 2}, None, 0, (3, 4)),
    tell.not_sent_title("7"),
    tell.not_written_down("The history could not be read or written: disk I/O error"),
    tell.not_looked_up("The history is closed."),
    tell.no_lock("/data", "Read-only file system"),
    tell.restart_not_started("No such file or directory"),
    tell.restart_stopped(1),
    tell.created_warning("7", 0.0),
    tell.created_row(0.0),
    tell.leave_out_choice(2),
    tell.leave_out_tip(),
]
qt = sorted(name for name in sys.modules if name.startswith(("PySide6", "shiboken6")))
print(json.dumps({"said": said, "qt": qt}))
"""


def test_every_public_name_is_exported() -> None:
    public = {name for name in vars(tell) if not name.startswith("_")}
    modules = {
        "batch", "batch_run", "created_before", "detail", "history", "imports", "no_answer",
        "notices", "outside_spec", "panel", "reason", "recorded", "refused", "resend",
        "restart", "subject", "summaries", "har",
    }  # fmt: skip
    assert sorted(tell.__all__) == sorted(public - modules)
    assert all(hasattr(tell, name) for name in tell.__all__)


def test_every_word_is_said_without_qt_loaded() -> None:
    done = subprocess.run(
        [sys.executable, "-c", EVERY_WORD_WITHOUT_QT],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    import json

    result = json.loads(done.stdout.splitlines()[-1])
    assert result["qt"] == []
    assert all(said is None or isinstance(said, str) for said in result["said"])
    assert result["said"][0] == "Plant 7 created."
    assert result["said"][5] == "Created"


def test_a_decimal_is_written_as_the_installed_language_writes_it() -> None:
    assert words.decimal(1234.56, 1) == "1,234.6"
    words.install(words.english, words.english_number, lambda value, places: "⟦decimal⟧")
    try:
        assert words.decimal(12.3, 1) == "⟦decimal⟧"
    finally:
        words.install(words.english, words.english_number)
    assert words.decimal(12.34, 1) == "12.3"  # installing without one speaks English again
