"""Every word about an outcome, an entry, a state or a batch row: one place, no Qt.

What an outcome or a state means to the person is decided here, once, beside the rules
that produced it; a window shows what these functions return and never turns a status
code or a stored sentence back into meaning. Each sentence is whole and goes through
`core.words.translate`, so the window's translator says it in the person's language,
and a plain Python shell or a test hears English.

module        what it tells
───────────── ─────────────────────────────────────────────────────────────────────────
panel         an outcome, for the results panel: a Report (icon, title, fields, advice,
              the technical line, the raw answer, what a screen reader says)
no_answer     a request that got no answer, by its failure kind
outside_spec  an answer the spec does not describe, by what its status means
reason        the server's own words in a body, cut to fit (server_reason, shorten)
detail        the technical line (status · time · size) and the raw answer
subject       the plant a sentence is about: plant {id}, or the plant
recorded      a history entry, told from what the journal recorded (entry_report)
summaries     one plain line of what came of a request (kept by the journal, and said
              again from an entry's data in today's language)
history       the history's Result and Name cells, why an entry cannot be deleted,
              and its status filter
resend        why a plant waits to be sent again, what to ask before sending one again
batch         a batch row's word and detail, and the sheet's check
batch_run     a run's progress, how it ended, what it says while it stops, and the
              question before a running batch is stopped
created_before
              a plant this app created on the server before, said before it is sent
              again: at the Id field, on a batch row, the offer to leave such rows out
notices       the notice at start of plants to check, the outbox's notices, and a
              plant queued behind one still on its way
refused       why a plant was not sent: not written down first, not looked up, or this
              copy of the app could not lock its data folder
imports       what a profile import came to: the servers taken, each one left out and
              why, and that tokens are never imported
restart       why the app did not come back after Restart now (a new language)
har           what an export as HAR says: in the file's comments, its dialog, once written
"""

from .batch import RESULT_WORDS, RowWords, checked_summary, row_words
from .batch_run import (
    batch_summary,
    progress_line,
    stop_question,
    stopped_line,
    stopping_line,
)
from .created_before import (
    created_reason,
    created_row,
    created_warning,
    leave_out_choice,
    leave_out_tip,
)
from .har import (
    har_file_filter,
    har_no_token,
    har_not_written,
    har_nothing_to_export,
    har_on_its_way,
    har_still_waiting,
    har_title_chosen,
    har_title_shown,
    har_token_question,
)
from .history import (
    name_text,
    one_row_at_a_time,
    result_text,
    status_choices,
    undeletable_text,
)
from .imports import import_report
from .notices import (
    needs_checking_notice,
    outbox_button_text,
    outbox_sent_notice,
    queued_words,
)
from .panel import Report, report
from .reason import server_reason, shorten
from .recorded import entry_report, entry_time
from .refused import no_lock, not_looked_up, not_sent_title, not_written_down
from .resend import no_token, resend_question, sender_gone, why_waiting
from .restart import restart_not_started, restart_stopped
from .summaries import recorded_failure, recorded_outcome, recorded_summary, summary

__all__ = [
    "RESULT_WORDS",
    "Report",
    "RowWords",
    "batch_summary",
    "checked_summary",
    "created_reason",
    "created_row",
    "created_warning",
    "entry_report",
    "entry_time",
    "har_file_filter",
    "har_no_token",
    "har_not_written",
    "har_nothing_to_export",
    "har_on_its_way",
    "har_still_waiting",
    "har_title_chosen",
    "har_title_shown",
    "har_token_question",
    "import_report",
    "leave_out_choice",
    "leave_out_tip",
    "name_text",
    "needs_checking_notice",
    "no_lock",
    "no_token",
    "not_looked_up",
    "not_sent_title",
    "not_written_down",
    "one_row_at_a_time",
    "outbox_button_text",
    "outbox_sent_notice",
    "progress_line",
    "queued_words",
    "recorded_failure",
    "recorded_outcome",
    "recorded_summary",
    "report",
    "resend_question",
    "restart_not_started",
    "restart_stopped",
    "result_text",
    "row_words",
    "sender_gone",
    "server_reason",
    "shorten",
    "status_choices",
    "stop_question",
    "stopped_line",
    "stopping_line",
    "summary",
    "undeletable_text",
    "why_waiting",
]
