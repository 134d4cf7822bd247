"""What can go wrong with the journal, most general first; every message is for the user."""


class HistoryError(Exception):
    """The journal cannot be opened, read or written; the message is for the user."""


class HistoryReadOnly(HistoryError):
    """The journal's folder or file cannot be written: not damage, nothing to set aside."""


class HistoryTooNew(HistoryError):
    """A newer version of the app wrote the journal: left as it is, never set aside."""
