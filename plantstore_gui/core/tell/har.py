"""What an export as HAR says: in the file's comments, in its dialog, and once written.

A HAR file is read in other tools, by someone else; its comments say what the file
cannot show by itself: the token left out, a body cut, an answer that never came, an
exchange recorded before the journal kept its timings, a batch exported as a sample.
"""

from ..words import number, quoted, translate


def token_left_out(placeholder: str) -> str:
    """A request's comment when its token is not in the file."""
    return translate(
        "Har",
        "The token is not in this file: the Authorization header reads {placeholder} in its place.",
    ).format(placeholder=quoted(placeholder))


def no_answer(detail: str) -> str:
    """An exchange's comment when no answer came (its response reads status 0)."""
    return translate("Har", "No answer came: {detail}").format(detail=detail)


def body_cut(size: int) -> str:
    """An answer's comment when its body was cut at the size the app reads at most."""
    return translate(
        "Har", "The body was cut at %Ln bytes: the rest of it was not read.", None, size
    )


def recorded_before() -> str:
    """The comment of an exchange the journal recorded before it kept how it went."""
    return translate(
        "Har",
        "Recorded before the app kept when a request started, its HTTP version, the "
        "server's address and the timings: they read as unknown (-1), and the time is "
        "when the plant was written down.",
    )


def sample_comment(picked: int, total: int, first: int) -> str:
    """The file's comment when a batch is exported as a sample."""
    return translate(
        "Har",
        "A sample of {picked} of the batch's %Ln exchanges: the first {first}, then "
        "each one whose plant was not created.",
        None,
        total,
    ).format(picked=number(picked), first=number(first))


def har_title_shown() -> str:
    """The file dialog's title for the exchange the inspector shows."""
    return translate("Har", "Export the exchange shown as HAR")


def har_title_chosen(count: int) -> str:
    """The file dialog's title for the history rows chosen."""
    return translate("Har", "Export the %Ln history rows chosen as HAR", None, count)


def title_batch(picked: int, total: int) -> str:
    """The file dialog's title for a batch's exchanges, a sample of them when fewer."""
    if picked < total:
        return translate(
            "Har", "Export a sample of {picked} of the batch's %Ln exchanges as HAR", None, total
        ).format(picked=number(picked))
    if total == 1:
        return translate("Har", "Export the batch's %Ln exchange as HAR", None, total)
    return translate("Har", "Export the batch's %Ln exchanges as HAR", None, total)


def har_file_filter() -> str:
    return translate("Har", "HAR files (*.har)", "file dialog filter")


def har_token_question() -> tuple[str, str, str]:
    """The title, the text and the verb of the question before the token goes in."""
    return (
        translate("Har", "Put the token in the file?"),
        translate(
            "Har",
            "The file will hold the token in plain text, once in each exchange. Anyone "
            "who sees the file can use the token.",
        ),
        translate("Har", "Export &with token"),
    )


def har_nothing_to_export() -> str:
    return translate("Har", "Nothing to export: no request was sent in the exchange shown.")


def har_on_its_way() -> str:
    """Export the exchange shown while the plant shown waits for its answer."""
    return translate(
        "Har",
        "Not exported yet: the plant shown is still on its way. Export it once its answer "
        "has come.",
    )


def har_plain_tooltip(placeholder: str) -> str:
    """File ▸ Export as HAR…'s tooltip: what the file holds in place of the token."""
    return translate(
        "Har",
        "Write the exchange shown, or the history rows chosen, to a HAR file. The token is "
        "written as {placeholder}.",
    ).format(placeholder=placeholder)


def har_still_waiting() -> str:
    """A second export with the token while the first waits for a token to be read."""
    return translate(
        "Har",
        "Not exported: the export before it is still waiting for a token to be read from "
        "the keyring. Try again once it is written.",
    )


def har_no_token(server: str) -> str:
    return translate(
        "Har",
        "Not exported: no token is known now for {server}. Choose that server and type "
        "its token, or export without the token.",
    ).format(server=quoted(server))


def written(count: int, file: str, left_out: int = 0, gone: int = 0) -> str:
    """What an export came to; `left_out`: entries never sent, `gone`: entries no longer
    in the history, so neither is in the file."""
    if count == 1:
        said = translate("Har", "Exported %Ln exchange as HAR to {file}.", None, count)
    else:
        said = translate("Har", "Exported %Ln exchanges as HAR to {file}.", None, count)
    return _and_left_out(said.format(file=file), left_out, gone)


def sample_written(picked: int, total: int, file: str, left_out: int = 0, gone: int = 0) -> str:
    """What exporting a sample of a batch came to; `picked`: the exchanges written."""
    said = translate(
        "Har",
        "Exported a sample of {picked} of the batch's %Ln exchanges as HAR to {file}.",
        None,
        total,
    ).format(picked=number(picked), file=file)
    return _and_left_out(said, left_out, gone)


def _and_left_out(said: str, left_out: int, gone: int) -> str:
    both = translate("Har", "{first} {second}", "two sentences, one after the other")
    if left_out == 1:
        rest = translate("Har", "%Ln entry was never sent, so it is not in the file.", None, 1)
        said = both.format(first=said, second=rest)
    elif left_out:
        rest = translate(
            "Har", "%Ln entries were never sent, so they are not in the file.", None, left_out
        )
        said = both.format(first=said, second=rest)
    if gone == 1:
        rest = translate(
            "Har", "%Ln entry is no longer in the history, so it is not in the file.", None, 1
        )
        said = both.format(first=said, second=rest)
    elif gone:
        rest = translate(
            "Har",
            "%Ln entries are no longer in the history, so they are not in the file.",
            None,
            gone,
        )
        said = both.format(first=said, second=rest)
    return said


def har_not_written(error: str) -> str:
    return translate("Har", "The HAR file could not be written: {error}").format(error=error)
