"""An outcome told in words a store clerk understands, with the technical detail beneath.

    outcome                      icon        title (about plant {id}, or "the plant")
    ──────────────────────────── ─────────── ───────────────────────────────────────────
    Created                      created     Plant {id} created
    Rejected                     rejected    The server did not accept plant {id}
    Unexpected                   unexpected  by its status (outside_spec.py)
    Failed                       failed      by its kind (no_answer.py)
    Failed or Unexpected, queued waiting     Plant {id} is waiting in the outbox, then
                                             why, and when it is sent again

Every text that came from a server passes through `visible` on its way into a Report,
so what the panel shows is what was sent, with nothing applied.
"""

from dataclasses import dataclass, replace

from ..outcome import Created, Failed, FailureKind, Outcome, Rejected, Unexpected
from ..visible import visible
from ..words import translate
from .detail import answer_detail, failed_detail, raw_answer, raw_marked
from .no_answer import failed_words
from .outside_spec import retry_seconds, unexpected_words
from .reason import reason_field, reason_label, shorten, spoken_labels
from .subject import Subject


@dataclass(frozen=True)
class Report:
    """What the results panel shows for one outcome.

    Attributes:
        icon: the name of the icon in resources/icons.
        title: one short sentence, the first thing read.
        fields: label/value pairs (the plant, or the server's error).
        advice: what to do next, in plain words ("" when nothing).
        detail: the technical line: status, time, size.
        raw: the raw answer or error text, shown on request.
        one_line: labels of fields shown on one line, shortened with "…" to fit.
        offer_plain_http: the plant was not sent because the token would travel
            unencrypted; the panel may offer to allow it.
        answered: an answer came (the raw text is the server's), else it is an error.
    """

    icon: str
    title: str
    fields: tuple[tuple[str, str], ...]
    advice: str
    detail: str
    raw: str
    one_line: frozenset[str] = frozenset()
    offer_plain_http: bool = False
    answered: bool = False

    @property
    def spoken(self) -> str:
        """What a screen reader announces when the result arrives."""
        title = translate("Wording", "{title}.", "a result's title, said as a sentence").format(
            title=self.title
        )
        if self.icon == "created":
            return title
        spoken = spoken_labels()
        reason = next((value for label, value in self.fields if label in spoken), "")
        return " ".join(part for part in (title, reason, self.advice) if part)


def report(
    outcome: Outcome,
    plant_id: str,
    base_url: str,
    *,
    queued: bool = False,
    automatic: bool = True,
    raw_body: bool = False,
    resent: bool = False,
) -> Report:
    """Describe what came of sending plant `plant_id` ("" if unknown) to `base_url`.

    `queued`: the plant waits in the outbox (the journey's verdict);
    `automatic`: the outbox sends on its own (else the user sends it);
    `raw_body`: the body was typed by hand in raw mode;
    `resent`: sent again from the history, as recorded (there is nothing in it to correct).
    """
    told = _report(
        outcome, Subject(plant_id), base_url, queued=queued, automatic=automatic, resent=resent
    )
    if raw_body:
        told = with_detail(told, raw_marked(told.detail))
    return told


def with_detail(told: Report, detail: str, *, answered: bool | None = None) -> Report:
    """`told` with another technical line (and, if given, whether an answer came)."""
    return replace(told, detail=detail, answered=told.answered if answered is None else answered)


def waiting_title(plant: Subject) -> str:
    """The title of a plant that waits in the outbox."""
    return plant.say(
        translate("Wording", "Plant {id} is waiting in the outbox"),
        translate("Wording", "The plant is waiting in the outbox"),
    )


def _report(
    outcome: Outcome,
    plant: Subject,
    base_url: str,
    *,
    queued: bool,
    automatic: bool,
    resent: bool = False,
) -> Report:
    if queued and isinstance(outcome, Failed):
        return _waiting_for_a_connection(outcome, plant, base_url, automatic)
    if queued and isinstance(outcome, Unexpected):
        return _waiting_for_the_server(outcome, plant, base_url, automatic)
    match outcome:
        case Created(plant=created, response=response):
            name_label = translate("Wording", "Name", "the plant's name")
            tag_label = translate("Wording", "Tag", "the plant's tag")
            return Report(
                "created",
                plant.say(
                    translate("Wording", "Plant {id} created"),
                    translate("Wording", "The plant created"),
                ),
                (
                    (name_label, visible(created.name, lines=False)),
                    (tag_label, visible(created.tag, lines=False) if created.tag else "—"),
                ),
                "",
                answer_detail(response),
                raw_answer(response),
                one_line=frozenset({name_label, tag_label}),
                answered=True,
            )
        case Rejected(error=error, response=response):
            return Report(
                "rejected",
                plant.say(
                    translate("Wording", "The server did not accept plant {id}"),
                    translate("Wording", "The server did not accept the plant"),
                ),
                (
                    (reason_label(), shorten(visible(error.message))),
                    (translate("Wording", "Error code"), str(error.error)),
                ),
                translate(
                    "Wording", "Nothing was created. To send a changed plant, type it in the form."
                )
                if resent
                else translate("Wording", "Correct the plant and send it again."),
                answer_detail(response),
                raw_answer(response),
                answered=True,
            )
        case Unexpected(response=response, problem=problem):
            title, advice = unexpected_words(response, base_url, plant)
            came_back = translate("Wording", "What came back")
            return Report(
                "unexpected",
                title,
                (*reason_field(response), (came_back, shorten(visible(problem)))),
                advice,
                answer_detail(response),
                raw_answer(response),
                answered=True,
            )
        case Failed():
            title, advice = failed_words(outcome, base_url, plant)
            return Report(
                "failed",
                title,
                (),
                advice,
                failed_detail(outcome),
                visible(outcome.detail),
                offer_plain_http=outcome.kind is FailureKind.NOT_ALLOWED,
            )
    raise AssertionError(f"not an outcome: {outcome!r}")  # pragma: no cover


def _waiting_for_a_connection(
    outcome: Failed, plant: Subject, base_url: str, automatic: bool
) -> Report:
    """No connection could be made: the plant waits in the outbox until one can."""
    title, why = failed_words(outcome, base_url, plant)
    if outcome.kind is FailureKind.TLS and automatic:
        then = translate(
            "Wording",
            "It will be sent once the connection is secure: check the server's certificate, "
            "or the CA bundle in Manage servers. Nothing is lost.",
        )
    elif outcome.kind is FailureKind.CLIENT_CERTIFICATE and automatic:
        then = translate(
            "Wording",
            "It will be sent once the connection can be made: check the client certificate "
            "in Manage servers. Nothing is lost.",
        )
    elif outcome.kind is FailureKind.CLIENT_CERTIFICATE:
        then = translate(
            "Wording",
            "Check the client certificate in Manage servers. It waits there until you send "
            "the outbox (File ▸ Send the outbox now); nothing is lost.",
        )
    elif outcome.kind is FailureKind.TLS:
        then = translate(
            "Wording",
            "Check the server's certificate, or the CA bundle in Manage servers. It waits "
            "there until you send the outbox (File ▸ Send the outbox now); nothing is lost.",
        )
    elif automatic:
        then = translate(
            "Wording", "It will be sent as soon as the server answers; nothing is lost."
        )
    else:
        then = _until_you_send()
    advice = translate(
        "Wording",
        "{title}: {why} {then}",
        "what went wrong, why, then what becomes of the plant in the outbox",
    )
    return Report(
        "waiting",
        waiting_title(plant),
        (),
        advice.format(title=title, why=why, then=then),
        failed_detail(outcome),
        visible(outcome.detail),
    )


def _waiting_for_the_server(
    outcome: Unexpected, plant: Subject, base_url: str, automatic: bool
) -> Report:
    """The server refused the token, or asked to wait: the plant waits in the outbox."""
    response = outcome.response
    title, _ = unexpected_words(response, base_url, plant)
    seconds = retry_seconds(response.header("retry-after"))
    if response.status == 401:
        then = translate(
            "Wording",
            "It will be sent again once you give this server a new token; nothing is lost.",
        )
    elif not automatic:
        then = _until_you_send()
    elif seconds is not None:
        then = translate(
            "Wording", "It will be sent again after %Ln seconds; nothing is lost.", None, seconds
        )
    else:
        then = translate(
            "Wording", "It will be sent again when the server allows; nothing is lost."
        )
    advice = translate(
        "Wording",
        "{title}. {then}",
        "what the server's answer means, then what becomes of the plant in the outbox",
    )
    return Report(
        "waiting",
        waiting_title(plant),
        reason_field(response),
        advice.format(title=title, then=then),
        answer_detail(response),
        raw_answer(response),
        answered=True,
    )


def _until_you_send() -> str:
    return translate(
        "Wording",
        "It waits there until you send the outbox (File ▸ Send the outbox now); nothing is lost.",
    )
