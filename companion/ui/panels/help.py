"""The ``?`` page: every key of the screen underneath, from the one key map
(:mod:`companion.ui.keymap`); on the table screen the ``^X`` menu's letters too. It is laid
out in two columns where they fit (:func:`help_lines`), so at 80x24 the whole table screen's
keys are on one page; a narrower terminal scrolls it. When the players' view runs, its
address closes the page."""

from __future__ import annotations

from companion.ui.keymap import help_lines as key_rows
from companion.ui.keymap import short_label
from companion.ui.lines import Line, blank, pad, wrap
from companion.ui.panels.status import MODE_NAMES

INTRO = {
    "table": "Just type what the acting character does; Enter submits. ^G is Ctrl-G.",
    "text": "Keys type. Enter submits, Esc stops typing.",
    "ruling": "The advisor's suggestion is on screen: toggle anything, then Enter.",
    "discard": "Pick the one extra card the player wants to discard.",
    "roll": "The ruling is accepted. Roll here, or enter the die rolled at the table.",
    "moves": "The rarer moves: press one letter.",
}

#: Width of the keys column, in cells.
KEY_COLUMN = 12
#: From this width the rows go in two columns.
TWO_COLUMNS_FROM = 76


def help_rows(mode: str, keys: dict[str, str]) -> list[tuple[str, str]]:
    """``(keys, what they do)`` for every key of ``mode``; on the table screen the ``^X``
    menu's letters follow, as ``^X v``."""
    rows = key_rows(mode, keys)
    if mode == "table":
        more = short_label("table", "moves", keys)
        rows += [(f"{more} {label}", text) for label, text in key_rows("moves", keys)]
    return rows


def _cell(label: str, text: str, width: int) -> list[Line]:
    """One key and what it does in ``width`` cells, wrapped under the text column."""
    key_w = min(KEY_COLUMN, max(1, width // 3))
    frags = [("class:help.key", label.ljust(key_w - 1) + " "), ("class:help", text)]
    return wrap(frags, width, indent=key_w)


def help_lines(mode: str, keys: dict[str, str], width: int, players_url: str = "") -> list[Line]:
    """The help page for ``mode`` (the mode under the page) in ``width`` cells."""
    out = [pad([("class:help.title", f" Keys: {MODE_NAMES.get(mode, mode)} ")], width)]
    out += wrap([("class:help", INTRO.get(mode, ""))], width)
    rows = help_rows(mode, keys)
    if width >= TWO_COLUMNS_FROM:
        half = (width - 1) // 2
        cells = [_cell(label, text, half) for label, text in rows]
        depth = (len(cells) + 1) // 2
        rights = cells[depth:] + [[]] * (depth - len(cells[depth:]))
        for left, right in zip(cells[:depth], rights, strict=True):
            for i in range(max(len(left), len(right))):
                a = left[i] if i < len(left) else blank(half)
                b = right[i] if i < len(right) else blank(width - half - 1)
                out.append([*a, ("", " "), *pad(b, width - half - 1)])
    else:
        for label, text in rows:
            out += _cell(label, text, width)
    if players_url:
        out += wrap([("class:help.key", "Players' page: "), ("class:help", players_url)], width)
    return out
