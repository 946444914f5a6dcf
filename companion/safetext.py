"""One function that makes text from a user's file or a player's mouth safe to print.

A name or a transcript reaches a terminal (headless play, ``companion export`` to
standard output, an error message), a Markdown file someone will ``cat``, and web
pages. Terminal control sequences in it would act there: ``ESC [2J`` clears the
screen, OSC 52 (``ESC ] 52 ; c ; ...``) writes the clipboard, a bidirectional
override makes text read differently from what it is. :func:`clean` removes them:
whole escape sequences (CSI, OSC, DCS and the two-character ones), then every other
control character (C0 but tab and newline, DEL, C1) and the bidirectional overrides
and isolates. Tabs become spaces; with ``one_line`` each line break (and the white
space around it) becomes one space.

It runs where text enters (table and player files, deck files) and where it leaves
(headless narration, exports, CLI errors), so text that got in another way (a
hand-edited log, a typed description) is cleaned on the way out as well.

>>> clean("Grignr\\x1b[2J\\x1b]52;c;cm0gLXJmIH4=\\x07 the Bold")
'Grignr the Bold'
>>> clean("line one\\nline two\\x00\\x7f\\x9b"), clean("a\\r\\n  b\\tc", one_line=True)
('line one\\nline two', 'a b c')
>>> clean("abc\\u202edcba"), clean("Ümlaut, émoji 🐉, 中文")
('abcdcba', 'Ümlaut, émoji 🐉, 中文')
"""

from __future__ import annotations

import re

_SEQUENCES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: ESC [ parameters intermediates final
    r"|\x1b[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC, DCS, SOS, PM, APC up to BEL or ST
    r"|\x9b[0-?]*[ -/]*[@-~]"  # CSI as one C1 byte
    r"|\x1b[ -/]*[0-~]?"  # two-character escapes (and a lone ESC)
)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_BREAKS = re.compile(r"\s*[\n\u2028\u2029]\s*")


def clean(text: str, *, one_line: bool = False) -> str:
    """``text`` without terminal control sequences or control characters (see the module
    docstring). ``one_line``: each line break, with the white space around it, becomes
    one space."""
    if text.isprintable():
        return text
    text = _CONTROLS.sub("", _SEQUENCES.sub("", text)).replace("\t", " ")
    return _BREAKS.sub(" ", text).strip() if one_line else text


def is_clean(text: str) -> bool:
    """Whether :func:`clean` would leave ``text`` as it is (newlines allowed).

    >>> is_clean("two\\nlines"), is_clean("bell\\x07")
    (True, False)
    """
    return clean(text) == text
