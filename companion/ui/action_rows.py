"""The action panel as rows of terminal cells, for :mod:`companion.ui.frame`: whole, with the
description shortened to two rows (its cut row ending with the key that shows the action
whole, as a message cut short ends ``… ^L all``), or in brief for a terminal too short for
the ruling (40x12); the ``^X`` menu in its place; and the ``action`` page (``v``, ``F4``):
the action whole, then the challenges.
"""

from __future__ import annotations

from companion.ui.keymap import ANYWHERE_MODES, KEYMAP, LETTER_MODES, remapped, short_label
from companion.ui.lines import (
    ELLIPSIS,
    Fragments,
    Line,
    blank,
    ellipsize,
    ellipsize_line,
    fit,
    pad,
    text,
    width_of,
    wrap,
)
from companion.ui.panels.action import action_panel, action_parts, ruling_brief
from companion.ui.panels.party import acting_character
from companion.ui.panels.room import challenge_lines
from companion.ui.state import UiState
from engine.state import GameState


def action_rows(gs: GameState, ui: UiState, width: int, short: bool) -> list[Line]:
    """The action panel wrapped at word boundaries; ``short``: the transcript in two rows,
    the second ending with the key that shows it whole (:func:`_cut`)."""
    if ui.mode == "moves":
        return _moves(ui, width)
    title, transcript, rest = action_parts(gs, ui, acting_character(gs))
    said = wrap(transcript, width) if transcript else []
    if short and len(said) > 2:
        said = [said[0], _cut(ui, said[1] + said[2], width)]
    return [*wrap(title, width), *said, *wrap(rest, width)]


def whole_key(ui: UiState) -> str:
    """The key that shows the action whole (the ``action`` page) in the mode now; empty
    where none does (while typing, keys type)."""
    if ui.mode in LETTER_MODES:
        return short_label("ruling", "action-letter", ui.keys)
    if ui.mode in ANYWHERE_MODES:
        return short_label("table", "action", ui.keys)
    return ""


def _cut(ui: UiState, line: Line, width: int) -> Line:
    """``line`` shortened to one row at a word boundary, ending ``… v whole`` (the key
    that shows the action whole, as a message cut short ends ``… ^L all``)."""
    key = whole_key(ui)
    more: Line = [("class:hint", f" {key} whole")] if key else []
    short = ellipsize_line(line, max(1, width - width_of(more)))
    if not text(short).endswith(ELLIPSIS):
        short.append(("class:transcript", ELLIPSIS))
    return pad([*short, *more], width)


def brief_action_rows(gs: GameState, ui: UiState, width: int, room: int) -> list[Line]:
    """The action in ``room`` rows when the whole ruling does not fit (40x12): who acts, the
    description in one row (ending with the key that shows the action whole), the cards
    (on one row if two do not fit), the target, then that key again while a row is free."""
    pending = gs.pending
    assert pending is not None
    title, transcript, _ = action_parts(gs, ui, acting_character(gs))
    said = wrap(transcript, width)
    rows = fit(title, width)[:1]
    if said:
        rows.append(said[0] if len(said) == 1 else _cut(ui, [t for ln in said for t in ln], width))
    cards, target = ruling_brief(gs, ui, pending)
    card_rows = wrap(cards, width, indent=2)
    if len(rows) + len(card_rows) + 1 > room:
        card_rows = fit(cards, width)
    rows += [*card_rows, *fit(target, width)]
    key = whole_key(ui)
    if key and len(rows) < room:
        hint = f"{key} shows the whole ruling: toggles, reasons"
        rows.append(pad([("class:hint", ellipsize(hint, width))], width))
    return rows


def _moves(ui: UiState, width: int) -> list[Line]:
    """The ``^X`` menu in place of the action panel: each letter and its move."""
    out: Fragments = [("class:panel.title", "More moves"), ("class:panel.dim", "  press a key\n")]
    for a in remapped(KEYMAP["moves"], ui.keys):
        out.append(("class:key", a.label))
        out.append(("", f" {a.help.split(':')[0].split(' (')[0]}   "))
    return wrap(out, width)


def action_page(gs: GameState, ui: UiState, width: int) -> list[Line]:
    """The ``action`` page: the action panel whole (the description, every line of the
    ruling), then the room's challenges in full, the one acted on marked ▸."""
    target = gs.pending.ruling.target if gs.pending else None
    panel = action_panel(gs, ui, acting_character(gs))
    return [*wrap(panel, width, indent=2), blank(width), *challenge_lines(gs, target, width)]
