"""An answer the spec does not describe, told by what its status means to a clerk.

status        title                                            nothing was created?
───────────── ──────────────────────────────────────────────── ────────────────────
3xx           The server sent us elsewhere                     (not followed)
400 (no Error) The server gave an answer this app does not …    yes
401           The server refused the token                     yes
403           This token may not create plants                 yes
404, 405      The server has no plant store at this address    yes
409           The server refused plant {id} as a conflict      yes
422           The server found plant {id} invalid              yes
429           The server is busy (send again after Retry-After) yes
other 4xx     The server refused plant {id}                    yes
5xx           The server ran into a problem                    may or may not
anything else The server gave an answer this app does not …    may or may not
"""

from ..outcome import Response
from ..visible import visible
from ..words import isolated, translate
from .reason import COUNT_MAX
from .subject import Subject


def unexpected_words(response: Response, base_url: str, plant: Subject) -> tuple[str, str]:
    """A title and advice for an answer the spec does not describe, by what its status means."""
    status = response.status
    code = f"HTTP {status}{f' {response.reason}' if response.reason else ''}"
    code = visible(code, lines=False)
    if 300 <= status < 400:
        return (
            translate("Wording", "The server sent us elsewhere"),
            translate(
                "Wording",
                "Check the base URL with whoever runs the server. The request was not followed "
                "to the other address, so the token stayed with this server.",
            ),
        )
    if status == 400:  # a 400 whose body is not the spec's Error
        return (
            not_understood(),
            plant.say(
                translate(
                    "Wording",
                    "The server refused plant {id} ({code}), so nothing was created, but its "
                    "answer is not the Error the spec describes.",
                ),
                translate(
                    "Wording",
                    "The server refused the plant ({code}), so nothing was created, but its "
                    "answer is not the Error the spec describes.",
                ),
                code=code,
            ),
        )
    if status == 401:
        return (
            translate("Wording", "The server refused the token"),
            translate("Wording", "Check the token for this server. Nothing was created."),
        )
    if status == 403:
        return (
            translate("Wording", "This token may not create plants"),
            translate(
                "Wording",
                "The server knows the token but does not allow it to create plants ({code}). "
                "Nothing was created. Ask whoever runs the server for a token that may.",
            ).format(code=code),
        )
    if status in (404, 405):
        return (
            translate("Wording", "The server has no plant store at this address"),
            translate(
                "Wording",
                "Check the base URL: the request went to {url}/plants. Nothing was created.",
            ).format(url=isolated(base_url)),
        )
    if status == 409:
        return (
            plant.say(
                translate("Wording", "The server refused plant {id} as a conflict"),
                translate("Wording", "The server refused the plant as a conflict"),
            ),
            translate(
                "Wording",
                "It conflicts with something the server already holds ({code}), such as a plant "
                "with the same id. Nothing was created.",
            ).format(code=code),
        )
    if status == 422:
        return (
            plant.say(
                translate("Wording", "The server found plant {id} invalid"),
                translate("Wording", "The server found the plant invalid"),
            ),
            translate(
                "Wording",
                "It understood the request but refused the plant in it ({code}). Nothing was "
                "created. Correct the plant and send it again.",
            ).format(code=code),
        )
    if status == 429:
        return (
            translate("Wording", "The server is busy"),
            _busy_advice(plant, code, retry_seconds(response.header("retry-after"))),
        )
    if 400 <= status < 500:
        return (
            plant.say(
                translate("Wording", "The server refused plant {id}"),
                translate("Wording", "The server refused the plant"),
            ),
            translate(
                "Wording",
                "It answered {code}: the server refused the request. Nothing was created.",
            ).format(code=code),
        )
    if status >= 500:
        return (
            translate("Wording", "The server ran into a problem"),
            plant.say(
                translate(
                    "Wording",
                    "Plant {id} may or may not have been created. Check it on the server: it is "
                    "under “Needs checking” in the history, and is never sent again on its own.",
                ),
                translate(
                    "Wording",
                    "The plant may or may not have been created. Check it on the server: it is "
                    "under “Needs checking” in the history, and is never sent again on its own.",
                ),
            ),
        )
    return (
        not_understood(),
        plant.say(
            translate(
                "Wording",
                "Plant {id} may or may not have been created. Check before sending it again.",
            ),
            translate(
                "Wording",
                "The plant may or may not have been created. Check before sending it again.",
            ),
        ),
    )


def not_understood() -> str:
    """The title of an answer that breaks the spec in a way no status explains."""
    return translate("Wording", "The server gave an answer this app does not understand")


def retry_seconds(wait: str | None) -> int | None:
    """The seconds a Retry-After header asks us to wait, when it gives a count we can say."""
    if not wait or not wait.strip().isdigit():
        return None
    try:
        seconds = int(wait)
    except ValueError:  # a digit int() does not read, such as "²"
        return None
    return seconds if seconds <= COUNT_MAX else None


def _busy_advice(plant: Subject, code: str, seconds: int | None) -> str:
    """What to do after a 429: send again after the seconds the server asked for, or later."""
    if seconds is not None:
        if plant.known:
            said = translate(
                "Wording",
                "It had too many requests ({code}), so nothing was created. Send plant {id} "
                "again after %Ln seconds.",
                None,
                seconds,
            )
            return said.format(code=code, id=plant.shown)
        said = translate(
            "Wording",
            "It had too many requests ({code}), so nothing was created. Send the plant "
            "again after %Ln seconds.",
            None,
            seconds,
        )
        return said.format(code=code)
    return plant.say(
        translate(
            "Wording",
            "It had too many requests ({code}), so nothing was created. Send plant {id} "
            "again later.",
        ),
        translate(
            "Wording",
            "It had too many requests ({code}), so nothing was created. Send the plant "
            "again later.",
        ),
        code=code,
    )
