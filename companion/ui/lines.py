"""Styled text measured in terminal cells: wrapped at word boundaries, shortened with an
ellipsis at a word boundary, padded to a width, placed side by side.

The screen never lets prompt-toolkit wrap (it breaks words anywhere): every panel is turned
into :data:`Line` s here, each exactly as wide as its column. Widths are terminal cells
(``prompt_toolkit.utils.get_cwidth``: a CJK character or an emoji takes two). Control
characters in game text (a name with an escape code in it) are dropped, so they can neither
move the cursor nor throw the widths off.

>>> [text(line) for line in wrap([("", "Lady Vespera of the Lonely Tower")], 14)]
['Lady Vespera  ', 'of the Lonely ', 'Tower         ']
>>> ellipsize("Lady Vespera of the Lonely Tower", 16)
'Lady Vespera…'
>>> ellipsize("Supercalifragilistic", 8)
'Superca…'
>>> ellipsize("log /home/ann/.local/share/quest-companion/sessions/s.jsonl", 24)
'log /home/ann/.local/sh…'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.formatted_text.base import OneStyleAndTextTuple
from prompt_toolkit.utils import get_cwidth

#: One screen row: ``(style, text)`` fragments holding no newline.
Line = list[tuple[str, str]]

#: What a panel returns: fragments, ``\n`` separating its lines.
Fragments = StyleAndTextTuples

ELLIPSIS = "…"
#: Words an ellipsis never follows ("Lady Vespera of the…" reads as "Lady Vespera…").
_SMALL_WORDS = {"of", "the", "a", "an", "and", "or", "to", "in", "on", "at", "by", "for"}
#: A "word" longer than this (a path, an address) may be cut inside, with the ellipsis.
LONG_WORD = 24

_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean(text: str) -> str:
    """``text`` without control characters (tabs become a space; newlines stay).

    >>> clean("a\\tb\\x1b[2Jc")
    'a b[2Jc'
    """
    return _CONTROL.sub(lambda m: " " if m.group() == "\t" else "", text)


def cells(text: str) -> int:
    """How many terminal cells ``text`` takes."""
    if text.isascii():
        return len(text)
    return sum(max(0, get_cwidth(ch)) for ch in text)


def width_of(line: Iterable[tuple[str, str]]) -> int:
    """Cells a line takes."""
    return sum(cells(t) for _, t in line)


def text(line: Iterable[tuple[str, str]]) -> str:
    """A line's characters, styles dropped."""
    return "".join(t for _, t in line)


def _cut(text_: str, width: int) -> str:
    """The longest prefix of ``text_`` that fits ``width`` cells (no ellipsis)."""
    if cells(text_) <= width:
        return text_
    out, used = [], 0
    for ch in text_:
        w = max(0, get_cwidth(ch))
        if used + w > width:
            break
        out.append(ch)
        used += w
    return "".join(out)


def ellipsize(text_: str, width: int) -> str:
    """``text_`` in at most ``width`` cells: whole words and an ellipsis when it is longer
    (a single word longer than the width is cut, with the ellipsis showing it was)."""
    text_ = clean(text_).replace("\n", " ")
    if cells(text_) <= width:
        return text_
    if width <= 0:
        return ""
    if width == 1:
        return ELLIPSIS
    room = width - 1
    head = _cut(text_, room)
    if not text_[len(head)].isspace() and not head[-1:].isspace():
        cut = head.rstrip()
        at = max(cut.rfind(" "), 0)
        end = len(head)
        while end < len(text_) and not text_[end].isspace():
            end += 1
        long_word = end - at > LONG_WORD
        if at >= room // 2 and not long_word:
            head = cut[:at]
    words = head.rstrip().split(" ")
    while len(words) > 1 and words[-1].lower() in _SMALL_WORDS:
        words.pop()
    head = " ".join(words).rstrip(" ,;:·-–—(")
    return (head or _cut(text_, room)) + ELLIPSIS


def ellipsize_line(line: Sequence[tuple[str, str]], width: int) -> Line:
    """A styled line cut to ``width`` cells at a word boundary, with an ellipsis."""
    total = text(line)
    if cells(total) <= width:
        return list(line)
    short = ellipsize(total, width)
    keep = len(short) - 1 if short.endswith(ELLIPSIS) else len(short)
    out: Line = []
    used = 0
    last_style = ""
    for style, t in line:
        if used >= keep:
            break
        piece = t[: keep - used]
        out.append((style, piece))
        used += len(piece)
        last_style = style
    if short.endswith(ELLIPSIS):
        out.append((last_style, ELLIPSIS))
    return out


def pad(line: Line, width: int) -> Line:
    """``line`` filled with spaces (or cut with an ellipsis) to exactly ``width`` cells."""
    w = width_of(line)
    if w > width:
        line = ellipsize_line(line, width)
        w = width_of(line)
    if w < width:
        return [*line, ("", " " * (width - w))]
    return line


def split(fragments: Iterable[OneStyleAndTextTuple]) -> list[Line]:
    """Fragments split into lines on ``\\n`` (control characters dropped); a trailing
    newline ends the last line rather than starting an empty one."""
    lines: list[Line] = [[]]
    for frag in fragments:
        style, t = frag[0], clean(frag[1])
        parts = t.split("\n")
        for i, part in enumerate(parts):
            if i:
                lines.append([])
            if part:
                lines[-1].append((style, part))
    if len(lines) > 1 and not lines[-1]:
        lines.pop()
    return lines


_RUN = re.compile(r" +|[^ ]+")


def _words(line: Line) -> list[tuple[bool, Line, int]]:
    """A line as alternating runs: ``(is_space, fragments, cells)``; a word may span
    styles."""
    runs: list[tuple[bool, Line, int]] = []
    for style, t in line:
        for piece in _RUN.findall(t):
            space = piece[0] == " "
            w = len(piece) if piece.isascii() else cells(piece)
            if runs and runs[-1][0] == space:
                runs[-1][1].append((style, piece))
                runs[-1] = (space, runs[-1][1], runs[-1][2] + w)
            else:
                runs.append((space, [(style, piece)], w))
    return runs


def wrap_line(line: Line, width: int, indent: int = 0) -> list[Line]:
    """One line wrapped to ``width`` cells at spaces; continuation lines start with
    ``indent`` spaces. A word wider than a line is shortened with an ellipsis, never split
    across lines."""
    width = max(1, width)
    indent = min(indent, width // 2)
    done: list[tuple[Line, int]] = []
    cur: Line = []
    used = 0
    first = True
    for space, run, w in _words(line):
        if space:
            if (used or first) and used + w <= width:
                cur.extend(run)
                used += w
            elif used > (0 if first else indent):
                done.append((cur, used))
                cur, used, first = ([("", " " * indent)] if indent else []), indent, False
            continue
        if w > width - used and used > (0 if first else indent):
            while cur and not cur[-1][1].strip():
                used -= cells(cur.pop()[1])
            done.append((cur, used))
            cur, used, first = ([("", " " * indent)] if indent else []), indent, False
        if w > width - used:
            run = ellipsize_line(run, width - used)
            w = width_of(run)
        cur.extend(run)
        used += w
    done.append((cur, used))
    return [[*ln, ("", " " * (width - u))] if u < width else ln for ln, u in done]


def wrap(fragments: Iterable[OneStyleAndTextTuple], width: int, indent: int = 0) -> list[Line]:
    """Panel fragments as lines of exactly ``width`` cells, wrapped at word boundaries."""
    out: list[Line] = []
    for line in split(fragments):
        out.extend(wrap_line(line, width, indent))
    return out


def fit(fragments: Iterable[OneStyleAndTextTuple], width: int) -> list[Line]:
    """Panel fragments as lines of exactly ``width`` cells, each line shortened with an
    ellipsis instead of wrapped."""
    return [pad(ln, width) for ln in split(fragments)]


def blank(width: int) -> Line:
    """An empty row."""
    return [("", " " * max(0, width))]


def beside(
    columns: Sequence[tuple[list[Line], int]], sep: tuple[str, str], rows: int
) -> list[Line]:
    """Columns (lines, width) placed side by side for ``rows`` rows, ``sep`` between them;
    a short column is filled with blank rows, a long one is cut."""
    out: list[Line] = []
    for y in range(rows):
        row: Line = []
        for i, (lines, width) in enumerate(columns):
            if i:
                row.append(sep)
            row.extend(lines[y] if y < len(lines) else blank(width))
        out.append(row)
    return out
