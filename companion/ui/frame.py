"""The whole screen for one frame, composed in terminal cells: a pure function of the game
state, the UI state, the time and the terminal size, so every size can be checked without a
terminal.

::

    Room 2 of 5 · GM Ann · The Drowned Chapel        04:12 · deus in 25:48 │ (120+ columns:
    Challenges  max rating 7        │Pool  6/6 · deck 40 · discard 2      │  the acting
    ▸ Ghoul pack 7 deadly           │1✓Said-bookism (both copies)         │  character's
       ✓1/5 by 1/3 (Olo)            │2 ...                                │  sheet, then
    Party                           │Turn 3 · 1-in-6 · rest in 2          │  the pool's
    ▶ Grignr of Ecalpon (Ann)       │                                     │  definitions)
    ─────────────────────────────────────────────────────────────────────│
    Action  Grignr of Ecalpon                                            │
    “I swing Mother ...”  (matched words in each card's colour)          │
    Cards / [b] [e] [c] / [x] [o] / [t] target / Net bonus / next key    │
    <message: outcome in words, errors in red, yes/no questions>
    <status: MODE │ GM action │ advisor │ mic │ latency>
    (the bottom row, drawn by the layout: the line being typed, or the hint bar)

Every row is exactly as wide as the terminal and there are exactly ``rows - 1`` of them
(:func:`compose`). What does not fit shrinks in a fixed order (the rule line, then the
challenges, the party and the pool to their compact forms, then the transcript to two
lines, then the turn line) and only then is cut, lowest priority first; the party keeps every
member and the ▶ of the one acting at every size from 60x20 up, and in a ruling the challenge
acted on keeps its row, the ruling going in brief where it must
(:mod:`companion.ui.action_rows`). Below :data:`MIN_COLUMNS` x :data:`MIN_ROWS` the screen is
one line asking for a larger terminal. A page (``?`` help, messages, sheet, cards, the action
in full, secret notes) replaces the panels and scrolls.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import product

from companion.deck import Card
from companion.ui.action_rows import action_page, action_rows, brief_action_rows
from companion.ui.keymap import short_label
from companion.ui.lines import (
    Fragments,
    Line,
    beside,
    blank,
    ellipsize,
    ellipsize_line,
    fit,
    pad,
    width_of,
    wrap,
)
from companion.ui.panels.cards import cards_panel
from companion.ui.panels.help import help_lines
from companion.ui.panels.party import acting_character, party_lines
from companion.ui.panels.pool import pool_lines
from companion.ui.panels.room import acted_on_lines, challenge_lines, clock_line, header
from companion.ui.panels.secrets import secrets_panel
from companion.ui.panels.sheet import sheet_of, sheet_panel
from companion.ui.panels.status import history_panel, message_line, status_line
from companion.ui.panels.turn import turn_panel
from companion.ui.state import UiState
from engine.state import GameState

#: The smallest terminal the screen is laid out for.
MIN_COLUMNS, MIN_ROWS = 40, 12
#: Width of the right-hand column (pool, dungeon turn), in cells.
RIGHT_WIDTH = 36
#: From this many columns the sheet and the cards' definitions go beside the panels.
SIDE_FROM = 110
#: The narrowest side column, in cells.
MIN_SIDE = 30
#: Below this width the panels are stacked instead of side by side.
TWO_COLUMNS_FROM = 60
RULE = ("class:rule", "│")


@dataclass
class Screen:
    """One composed frame: ``rows`` (every row above the bottom line), and for a page the
    lines shown (first, last, total) and its scroll offset after clamping."""

    rows: list[Line]
    page: tuple[int, int, int] | None = None
    scroll: int = 0
    view_rows: int = 0
    too_small: str = ""
    plan: dict[str, bool] = field(default_factory=dict)


def too_small_text(width: int, height: int) -> str:
    """The one line shown below the minimum size, as long as the width allows.

    >>> too_small_text(60, 10)
    'Enlarge the terminal to 40x12 (it is 60x10 now)'
    >>> too_small_text(20, 5), too_small_text(8, 5)
    ('Enlarge to 40x12', '40x12')
    """
    need = f"{MIN_COLUMNS}x{MIN_ROWS}"
    for line in (
        f"Enlarge the terminal to {need} (it is {width}x{height} now)",
        f"Enlarge the terminal to {need}",
        f"Enlarge to {need}",
    ):
        if len(line) <= width:
            return line
    return need


def compose(
    gs: GameState,
    ui: UiState,
    now: float,
    width: int,
    height: int,
    cards: dict[str, Card] | None = None,
) -> Screen:
    """Every row above the bottom line for a ``width`` x ``height`` terminal (``now``:
    seconds since the epoch, for the room clock; ``cards``: the deck's cards by id, for
    their definitions)."""
    rows = max(0, height - 1)
    if width < MIN_COLUMNS or height < MIN_ROWS:
        message = too_small_text(width, height)
        line = pad([("class:error", message)], width)
        return Screen(([line] + [blank(width)] * rows)[:rows], too_small=message)
    top = _header(gs, now, width)
    bottom = [message_line(ui, width), status_line(gs, ui, width)]
    middle_rows = rows - 1 - len(bottom)
    if ui.mode == "view":
        screen = _page(gs, ui, cards or {}, width, middle_rows)
        screen.rows = [top, *screen.rows, *bottom]
        return screen
    side = side_width(width)
    main_width = width - side - 1 if side else width
    plan, main = _main(gs, ui, main_width, middle_rows)
    if side:
        side_lines = _side(gs, ui, cards or {}, side, middle_rows)
        main = beside([(main, main_width), (side_lines, side)], RULE, middle_rows)
    return Screen([top, *main, *bottom], plan=plan)


def text_of(line: Line) -> str:
    """A row's characters."""
    return "".join(t for _, t in line)


def side_width(width: int) -> int:
    """Cells for the side column (0: none). 120 columns give it 39, 200 give it 80."""
    if width < SIDE_FROM:
        return 0
    return max(MIN_SIDE, min(width - 81, int(width * 0.4)))


def _header(gs: GameState, now: float, width: int) -> Line:
    """Room, GM and title on the left; the clock and the deus ex machina on the right (the
    title gives way first)."""
    right = [(s, t) for s, t, *_ in clock_line(gs, now)]
    right = ellipsize_line(right, max(0, width - 12))
    left = [(s, t) for s, t, *_ in header(gs, now)]
    left = pad(ellipsize_line(left, width - width_of(right)), width - width_of(right))
    return [(f"class:header {s}", t) for s, t in [*left, *right]]


#: What each shrink costs the GM, by situation: (rule, challenges, party, pool, short
#: transcript, no turn line). While a ruling is open the pool's numbers are the keys, so
#: its full list costs most to lose; at the table the party matters more.
_COSTS = {
    "ruling": (1, 2, 3, 9, 6, 1),
    "table": (1, 2, 4, 3, 6, 1),
}
_SHRINKS = ("rule", "challenges", "party", "pool", "short", "turn")


def _main(gs: GameState, ui: UiState, width: int, rows: int) -> tuple[dict[str, bool], list[Line]]:
    """The panels and the action in ``rows`` rows: of the ways to shrink them (the rule line
    dropped, challenges, party or pool compact, the transcript shortened, the turn line
    dropped), the cheapest that fits; the panel ``Tab`` selected stays full. Cut by
    priority only when nothing fits."""
    acting = acting_character(gs)
    target = gs.pending.ruling.target if gs.pending else None
    left_w, right_w = _columns(width)
    col_w = right_w or left_w
    makers: dict[str, Callable[[bool], list[Line]]] = {
        "challenges": lambda c: challenge_lines(gs, target, left_w, c),
        "party": lambda c: party_lines(gs, acting, left_w, c),
        "pool": lambda c: pool_lines(gs, ui.card_names, col_w, c, ui.suggested),
        "short": lambda c: action_rows(gs, ui, width, c),
    }
    variants: dict[str, dict[bool, list[Line]]] = {
        name: {False: make(False)} for name, make in makers.items()
    }
    turn_line = fit(turn_panel(gs), col_w)[:1]
    costs = _COSTS["ruling" if gs.pending is not None else "table"]
    best: tuple[int, dict[str, bool]] | None = None
    for combo in product((False, True), repeat=len(_SHRINKS)):
        plan = dict(zip(_SHRINKS, combo, strict=True))
        if plan.get(ui.focused_panel):
            continue
        cost = sum(c for c, on in zip(costs, combo, strict=True) if on)
        if best is not None and cost >= best[0]:
            continue
        for name in makers:
            if plan[name] not in variants[name]:
                variants[name][plan[name]] = makers[name](plan[name])
        left = len(variants["challenges"][plan["challenges"]])
        left += len(variants["party"][plan["party"]])
        right = len(variants["pool"][plan["pool"]]) + (0 if plan["turn"] else 1)
        tall = left + right if not right_w else max(left, right)
        height = tall + (0 if plan["rule"] else 1) + len(variants["short"][plan["short"]])
        if height <= rows:
            best = (cost, plan)
    if best is None:
        plan = dict.fromkeys(_SHRINKS, True)
        parts = {name: makers[name](True) for name in ("challenges", "party", "pool")}
        if gs.pending is not None:
            parts["challenges"] = acted_on_lines(gs, gs.pending, left_w) or parts["challenges"]
        action = makers["short"](True)
        keep_top = min(max(len(parts["party"]), 2), rows // 2)
        room = max(2, rows - keep_top)
        if len(action) > room and gs.pending is not None and ui.mode != "moves":
            action = brief_action_rows(gs, ui, width, room)
        if len(action) > room:
            action = [*action[: room - 1], action[-1]] if room > 1 else action[-1:]
        top = _top({**parts, "turn": []}, width, limit=max(0, rows - len(action)))
        out = [*top[: max(0, rows - len(action))], *action]
    else:
        plan = best[1]
        parts = {name: variants[name][plan[name]] for name in ("challenges", "party", "pool")}
        parts["turn"] = [] if plan["turn"] else turn_line
        out = _top(parts, width, limit=None)
        if not plan["rule"]:
            out.append([("class:rule", "─" * width)])
        out += variants["short"][plan["short"]]
    spare = rows - len(out)
    if spare >= 3:
        out += _recent(ui, width, spare)
    return plan, (out + [blank(width)] * rows)[:rows]


def _columns(width: int) -> tuple[int, int]:
    """(left, right) widths; right 0 when the panels are stacked."""
    if width < TWO_COLUMNS_FROM:
        return width, 0
    right = min(RIGHT_WIDTH, (width - 1) // 2)
    return width - right - 1, right


def _top(parts: dict[str, list[Line]], width: int, limit: int | None) -> list[Line]:
    """Challenges and party on the left, the pool and the turn on the right (stacked below
    60 columns); ``limit``: at most that many rows, cut by priority."""
    left_w, right_w = _columns(width)
    if not right_w:
        order = [(parts["party"], 1), (parts["pool"], 2), (parts["turn"], 4)]
        return _fit_rows([*order, (parts["challenges"], 3)], limit)
    left = _fit_rows([(parts["challenges"], 2), (parts["party"], 1)], limit)
    right = _fit_rows([(parts["pool"], 1), (parts["turn"], 2)], limit)
    return beside([(left, left_w), (right, right_w)], RULE, max(len(left), len(right)))


def _fit_rows(parts: list[tuple[list[Line], int]], limit: int | None) -> list[Line]:
    """Parts stacked in order; with a ``limit``, the parts of lowest priority (highest
    number) are cut first, each keeping its title and saying how much was cut."""
    if limit is None or sum(len(p) for p, _ in parts) <= limit:
        return [line for p, _ in parts for line in p]
    keep = {id(p): len(p) for p, _ in parts}
    for p, _ in sorted(parts, key=lambda item: -item[1]):
        over = sum(keep.values()) - limit
        if over <= 0:
            break
        keep[id(p)] = max(0, len(p) - over)
    out: list[Line] = []
    for p, _ in parts:
        n = keep[id(p)]
        if n >= len(p):
            out += p
        elif n > 0:
            width = width_of(p[0])
            cut = len(p) - n + 1
            more = [("class:panel.dim", f"  … {cut} more rows (Tab shows them)")]
            out += [*p[: n - 1], pad(more, width)] if n > 1 else [p[0]]
    return out


def _recent(ui: UiState, width: int, rows: int) -> list[Line]:
    """Spare rows under the action: the players' page address while it runs, then the
    latest messages (newest last)."""
    out: list[Line] = []
    if ui.players_url:
        out += [blank(width), *wrap(_players_line(ui), width)]
    room = rows - len(out) - 2
    news = [n for n in ui.recent if n != ui.message]
    news = news[-room:] if room > 0 else []
    if news:
        out += [blank(width), pad([("class:panel.title", "Recent")], width)]
        out += [pad([("class:panel.dim", ellipsize(n, width))], width) for n in news]
    return out[:rows]


def _players_line(ui: UiState) -> Fragments:
    return [("class:panel.title", "Players' page"), ("", f"  {ui.players_url}")]


def _side(gs: GameState, ui: UiState, cards: dict[str, Card], width: int, rows: int) -> list[Line]:
    """The acting character's sheet, then the pool's definitions (with an example each
    while they fit), in ``rows`` rows."""
    who = sheet_of(gs, acting_character(gs))
    inner = width - 1
    for brief, examples in ((False, True), (True, True), (True, False)):
        sheet = wrap(sheet_panel(gs, who, ui.reasons, brief=brief), inner, indent=2)
        defs = wrap(cards_panel(gs, ui, cards, examples=examples), inner, indent=2)
        if len(sheet) + 1 + len(defs) <= rows:
            break
    lines = [*sheet, blank(inner), *defs]
    if ui.players_url:
        page = [blank(inner), *wrap(_players_line(ui), inner, indent=2)]
        qr = [pad([("class:qr", row)], inner) for row in ui.players_qr]
        if len(lines) + len(page) + len(qr) <= rows and all(len(r) <= inner for r in ui.players_qr):
            lines += page + qr
        elif len(lines) + len(page) <= rows:
            lines += page
    if len(lines) > rows:
        more = f"… {short_label('table', 'sheet', ui.keys)} sheet, "
        more += f"{short_label('table', 'cards', ui.keys)} cards in full"
        lines = [*lines[: rows - 1], pad([("class:panel.dim", more)], inner)]
    return [[("", " "), *line] for line in lines]


def _page(gs: GameState, ui: UiState, cards: dict[str, Card], width: int, rows: int) -> Screen:
    """A read-only page over the panels, scrolled to ``ui.scroll`` (clamped)."""
    if ui.view == "help":
        lines = help_lines(ui.mode_before, ui.keys, width, ui.players_url)
        if all(len(row) <= width for row in ui.players_qr):
            lines += [pad([("class:qr", row)], width) for row in ui.players_qr]
        return _scrolled(lines, ui.scroll, width, rows)
    if ui.view == "history":
        content = history_panel(ui)
    elif ui.view == "sheet":
        content = sheet_panel(gs, sheet_of(gs, acting_character(gs)), ui.reasons)
    elif ui.view == "cards":
        content = cards_panel(gs, ui, cards)
    elif ui.view == "action":
        return _scrolled(action_page(gs, ui, width), ui.scroll, width, rows)
    else:
        content = secrets_panel(gs)
    return _scrolled(wrap(content, width, indent=2), ui.scroll, width, rows)


def _scrolled(lines: list[Line], scroll: int, width: int, rows: int) -> Screen:
    """``rows`` of ``lines`` from ``scroll`` (clamped so the last page is full)."""
    total = len(lines)
    top = max(0, min(scroll, total - rows))
    shown = lines[top : top + rows]
    shown += [blank(width)] * (rows - len(shown))
    page = (top + 1, min(total, top + rows), total)
    return Screen(shown, page=page, scroll=top, view_rows=rows)
