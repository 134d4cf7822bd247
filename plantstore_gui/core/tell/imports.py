"""What a profile import came to, in one report the user keeps until they dismiss it.

    part                       said
    ────────────────────────── ─────────────────────────────────────────────────────────
    what came in               Imported %Ln server(s): “Shop”, “Lab”. (the first few names,
                               "among them", when there are more)
    each profile left out      Skipped profile 2 (“Fast”): its “timeout” is “fast”. The
                               field “timeout” must be a number.
    what was left out of one   the import's own notes: a token field, an unknown field, a
    taken                      CA bundle or contract document that cannot be used
    tokens                     Tokens are never imported: type … before sending to it.

A skipped profile's value is shown as the file holds it (cut short: a string's text in
quotation marks, anything else as JSON), never a base URL's (it may hold a password); the
import decides that (core.profiles.sharing). Names, fields and text values are quoted in
the language's quotation marks (`quoted`), as every sentence of the app quotes them.
"""

from ..profiles import Imported, SkippedProfile
from ..visible import visible
from ..words import isolated, number, quoted, translate

NAMES_SHOWN_MAX = 5  # more imported servers are told by their count


def import_report(imported: Imported) -> str:
    """The whole report of an import, a line per sentence."""
    lines = [_what_came_in(imported)]
    lines += [skipped_words(skipped) for skipped in imported.skipped]
    lines += imported.notes
    count = len(imported.profiles)
    if count == 1:
        lines.append(
            translate(
                "Profiles",
                "Tokens are never imported: type this server's token before sending to it.",
            )
        )
    elif count:
        lines.append(
            translate(
                "Profiles",
                "Tokens are never imported: type each server's token before sending to it.",
            )
        )
    return "\n".join(lines)


def _what_came_in(imported: Imported) -> str:
    count = len(imported.profiles)
    if not count:
        return translate("Profiles", "No server was imported.")
    shown = [quoted(visible(p.name, lines=False)) for p in imported.profiles[:NAMES_SHOWN_MAX]]
    names = translate("Profiles", ", ", "between the names in a list").join(shown)
    if count == 1:  # English says "1 server"; every language gets all its forms of each
        sentence = translate("Profiles", "Imported %Ln server: {names}.", None, count)
    elif count <= NAMES_SHOWN_MAX:
        sentence = translate("Profiles", "Imported %Ln servers: {names}.", None, count)
    else:
        sentence = translate("Profiles", "Imported %Ln servers, among them {names}.", None, count)
    return sentence.format(names=names)


def skipped_words(skipped: SkippedProfile) -> str:
    """One profile left out: which, the field and what it held (where shown), and why."""
    number_ = number(skipped.position)
    name = quoted(visible(skipped.name, lines=False)) if skipped.name else ""
    if skipped.field is not None and skipped.value is not None:
        held = visible(skipped.value, lines=False)
        value = quoted(held) if skipped.value_is_text else isolated(held)
        if name:
            sentence = translate(
                "Profiles", "Skipped profile {number} ({name}): its {field} is {value}. {reason}"
            )
        else:
            sentence = translate(
                "Profiles", "Skipped profile {number}: its {field} is {value}. {reason}"
            )
        return sentence.format(
            number=number_,
            name=name,
            field=quoted(skipped.field),
            value=value,
            reason=skipped.reason,
        )
    if name:
        sentence = translate("Profiles", "Skipped profile {number} ({name}): {reason}")
    else:
        sentence = translate("Profiles", "Skipped profile {number}: {reason}")
    return sentence.format(number=number_, name=name, reason=skipped.reason)
