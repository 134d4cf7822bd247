"""Untrusted text made safe to show: characters that would act are shown as escapes.

A server, a sheet or a profile name may hold characters that do something instead of
showing something: right-to-left overrides and isolates reorder the text around them
(so "txt.exe" can read as "exe.txt"), and terminal escapes and other control characters
can restyle a terminal or hide what follows. `visible` writes each as a visible escape
(U+202E becomes the six characters "\\u202e", ESC becomes "\\x1b"), so the reader sees
that it is there and nothing is applied. Letters of right-to-left scripts are left alone.
"""

__all__ = ["visible"]

# Bidirectional formatting: embeddings and overrides (U+202A–U+202E), isolates
# (U+2066–U+2069), and the implicit marks (LRM U+200E, RLM U+200F, ALM U+061C).
_BIDI = [*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C]
# C0 controls, DEL and C1 controls (U+0080–U+009F; U+009B is a terminal's CSI).
_CONTROLS = [*range(0x20), 0x7F, *range(0x80, 0xA0)]
# The line and paragraph separators break lines where a line is expected.
_SEPARATORS = [0x2028, 0x2029]


_SHORT = {0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"}


def _escape(code: int) -> str:
    if code in _SHORT:
        return _SHORT[code]
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


_ALL = {code: _escape(code) for code in (*_BIDI, *_CONTROLS, *_SEPARATORS)}
_MULTI_LINE = {code: text for code, text in _ALL.items() if chr(code) not in "\n\t"}


def visible(text: str, *, lines: bool = True) -> str:
    """The text with bidi controls and control characters written as visible escapes.

    `lines`: keep line breaks and tabs as they are (a body, a message; CR LF reads as
    one break); with False they are escaped too, for a value shown on one line (a name).
    """
    if lines:
        return text.replace("\r\n", "\n").translate(_MULTI_LINE)
    return text.translate(_ALL)
