"""A request that got no answer, told: a title and what it means for the plant.

kind                 title                                   what it means
──────────────────── ─────────────────────────────────────── ─────────────────────────
not allowed          The plant was not sent                  the token would travel
                                                             unencrypted
invalid request      The plant was not sent                  the client's own reason
connection refused   Could not reach the server              is it running?
host not found       Could not find the server               check the server name
TLS                  The server's certificate was not trusted nothing was sent
client certificate   The secure connection could not be made what is wrong with the
                                                             client certificate
connect timeout      The server did not answer               check the network
cancelled            Stopped waiting                         sent or not, as it was
timed out            The server took too long                may or may not, if it left
connection lost      The connection broke                    may or may not, if it left
"""

from urllib.parse import urlsplit

from ..outcome import Failed, FailureKind
from ..visible import visible
from ..words import isolated, translate
from .subject import Subject


def failed_words(failed: Failed, base_url: str, plant: Subject) -> tuple[str, str]:
    """The title and the advice for a request to `base_url` that got no answer."""
    unknown = plant.say(
        translate(
            "Wording",
            "The request had already been sent: plant {id} may or may not have been "
            "created. Check before sending it again.",
        ),
        translate(
            "Wording",
            "The request had already been sent: the plant may or may not have been "
            "created. Check before sending it again.",
        ),
    )
    stopped = translate("Wording", "Stopped waiting")
    match failed.kind:
        case FailureKind.NOT_ALLOWED:
            host = isolated(urlsplit(base_url).hostname or base_url)
            return (
                translate("Wording", "The plant was not sent"),
                translate(
                    "Wording",
                    "The token would travel unencrypted to {host}: anyone on the network between "
                    "could read it and use it. Use https:// if the server offers it.",
                ).format(host=host),
            )
        case FailureKind.INVALID_REQUEST:
            return (translate("Wording", "The plant was not sent"), visible(failed.detail))
        case FailureKind.REFUSED:
            return (
                translate("Wording", "Could not reach the server"),
                translate("Wording", "Nothing answers at {url}. Is it running?").format(
                    url=isolated(base_url)
                ),
            )
        case FailureKind.HOST_NOT_FOUND:
            return (
                translate("Wording", "Could not find the server"),
                translate("Wording", "Check the server name in {url}.").format(
                    url=isolated(base_url)
                ),
            )
        case FailureKind.TLS:
            return (
                translate("Wording", "The server's certificate was not trusted"),
                translate("Wording", "The connection was not secure, so nothing was sent."),
            )
        case FailureKind.CLIENT_CERTIFICATE:
            return (
                translate("Wording", "The secure connection could not be made"),
                translate("Wording", "{reason} Nothing was sent.").format(
                    reason=visible(failed.detail)
                ),
            )
        case FailureKind.CONNECT_TIMEOUT:
            return (
                translate("Wording", "The server did not answer"),
                translate("Wording", "Check the network and try again."),
            )
        case FailureKind.CANCELLED:
            if failed.request_sent:
                return (
                    stopped,
                    translate("Wording", "You stopped waiting for the answer. {unknown}").format(
                        unknown=unknown
                    ),
                )
            return (
                stopped,
                translate("Wording", "You stopped it before it was sent. Nothing was sent."),
            )
        case FailureKind.TIMED_OUT:
            again = translate("Wording", "Try again.")
            return (
                translate("Wording", "The server took too long"),
                unknown if failed.request_sent else again,
            )
        case FailureKind.CONNECTION_LOST:
            advice = (
                unknown
                if failed.request_sent
                else translate("Wording", "Nothing was created. Try again.")
            )
            return (translate("Wording", "The connection broke"), advice)
