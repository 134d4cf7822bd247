"""Tests for Endpoint: checking a typed base URL, joining /plants, and when a token may go."""

from __future__ import annotations

import pytest

from plantstore_gui.core import BaseUrlError, Endpoint

# --- joining {base_url}/plants -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "plants_url"),
    [
        ("http://h:8080", "http://h:8080/plants"),
        ("http://h:8080/", "http://h:8080/plants"),
        ("http://h:8080/api/v1", "http://h:8080/api/v1/plants"),
        ("http://h:8080/api/v1/", "http://h:8080/api/v1/plants"),
        # Every trailing slash goes: "api//" is taken as "api", never as an empty segment.
        ("https://h/api//", "https://h/api/plants"),
        ("https://h", "https://h/plants"),
        ("https://h:443/", "https://h:443/plants"),
        ("http://[::1]:8080", "http://[::1]:8080/plants"),
        ("http://[::1]:8080/api/", "http://[::1]:8080/api/plants"),
        ("http://[::1]", "http://[::1]/plants"),
        ("http://127.0.0.1:5000", "http://127.0.0.1:5000/plants"),
    ],
)
def test_plants_joined_exactly_once(text: str, plants_url: str) -> None:
    endpoint = Endpoint.parse(text)
    assert endpoint.plants_url == plants_url
    assert "//plants" not in endpoint.plants_url


def test_base_url_has_no_trailing_slash() -> None:
    assert Endpoint.parse("https://h/api/v1/").base_url == "https://h/api/v1"


def test_surrounding_whitespace_of_a_pasted_url_ignored() -> None:
    assert Endpoint.parse("  https://h/api \n").plants_url == "https://h/api/plants"


def test_scheme_and_host_case_folded_path_case_kept() -> None:
    endpoint = Endpoint.parse("HTTPS://Plants.Example.COM/Api/V1")
    assert endpoint.plants_url == "https://plants.example.com/Api/V1/plants"
    assert endpoint.token_may_be_sent


def test_parse_keeps_consent_to_plain_http() -> None:
    assert Endpoint.parse("http://h", allow_plain_http=True).allow_plain_http
    assert not Endpoint.parse("http://h").allow_plain_http


# --- refusals ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "Enter the server's base URL"),
        ("   ", "Enter the server's base URL"),
        ("plants.example.com", "must start with http:// or https://"),
        ("plants.example.com/api", "must start with http:// or https://"),
        ("h:8080", "must start with http:// or https://"),
        ("//h/api", "must start with http:// or https://"),
        ("ftp://h/api", "must start with http:// or https://"),
        ("file:///etc/passwd", "must start with http:// or https://"),
        ("http://", "no host name"),
        ("https:///api", "no host name"),
        ("http://user:password@h", "Leave user names and passwords out"),
        ("http://user@h", "Leave user names and passwords out"),
        ("http://:secret@h", "Leave user names and passwords out"),
        ("http://h/api?key=1", "query string"),
        ("http://h/api?", "query string"),
        ("http://h/api#top", "fragment"),
        ("http://h/api#", "fragment"),
        ("http://h/my api", "spaces"),
        ("http://h/api\tv1", "spaces"),
        ("http://h/api\nv1", "spaces"),
        ("http://h:99999", "not a valid URL"),
        ("http://h:-1", "not a valid URL"),
        ("http://h:port", "not a valid URL"),
        ("http://h:80:90", "not a valid URL"),
        ("http://h: 80", "not a valid URL"),
        ("http://[::1", "not a valid URL"),
    ],
)
def test_unusable_base_url_refused(text: str, words: str) -> None:
    with pytest.raises(BaseUrlError) as refused:
        Endpoint.parse(text)
    assert words in str(refused.value)


def test_base_url_error_is_a_value_error() -> None:
    assert issubclass(BaseUrlError, ValueError)


@pytest.mark.parametrize(
    "text",
    [
        "http://127.0.0.1:8080/api\x01",
        "https://plants\u200b.example.com",  # a zero-width space, as copied from a web page
    ],
)
def test_invisible_characters_refused(text: str) -> None:
    """A URL the client cannot put on the wire is refused here, where the user typed it."""
    with pytest.raises(BaseUrlError):
        Endpoint.parse(text)


def test_text_after_bracketed_host_refused() -> None:
    """Nothing the user typed is silently dropped: this is not a URL of [::1]."""
    with pytest.raises(BaseUrlError):
        Endpoint.parse("http://[::1]plants.example.com/api")


# --- loopback and the token --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "http://127.0.0.1",
        "http://127.0.0.1:8080/api",
        "http://127.5.5.5",
        "http://[::1]:8080",
        "http://localhost",
        "http://LOCALHOST:5000",
    ],
)
def test_loopback_hosts(text: str) -> None:
    endpoint = Endpoint.parse(text)
    assert endpoint.is_loopback
    assert endpoint.token_may_be_sent


@pytest.mark.parametrize(
    "text",
    [
        "http://example.com",
        "http://10.0.0.1",
        "http://192.168.1.1:8080",
        "http://0.0.0.0",
        "http://[::]",
        "http://[2001:db8::1]",
        "http://localhost.example.com",
        "http://127.0.0.1.example.com",
        "http://my-localhost",
    ],
)
def test_hosts_that_are_not_loopback(text: str) -> None:
    endpoint = Endpoint.parse(text)
    assert not endpoint.is_loopback
    assert not endpoint.token_may_be_sent


@pytest.mark.parametrize(
    "text", ["https://example.com", "https://10.0.0.1/api", "https://127.0.0.1", "https://h:8443"]
)
def test_token_may_always_go_over_https(text: str) -> None:
    assert Endpoint.parse(text).token_may_be_sent


@pytest.mark.parametrize("text", ["http://example.com", "http://10.0.0.1:8080/api"])
def test_plain_http_elsewhere_needs_explicit_consent(text: str) -> None:
    assert not Endpoint.parse(text).token_may_be_sent
    assert Endpoint.parse(text, allow_plain_http=True).token_may_be_sent


def test_host_is_the_bare_host_name() -> None:
    assert Endpoint.parse("https://Plants.Example.com:8443/api").host == "plants.example.com"
    assert Endpoint.parse("http://[::1]:8080").host == "::1"
