"""The review browser's screen: timeline, detail pane, search line, status line, help.

::

    ┌ title: table · room section k of n · search status ────────────┐
    │ timeline: one row per room heading and entry (cursor row lit)  │
    ├────────────────────────────────────────────────────────────────┤
    │ detail: the entry under the cursor: transcript, advisor vs GM,  │
    │ roll, outcome, challenges after it (or the room's summary)     │
    ├────────────────────────────────────────────────────────────────┤
    │ /search line (while searching)                                 │
    │ status: message, or the keys                                   │
    └────────────────────────────────────────────────────────────────┘

The text of each pane is built by a pure function of the state
(:func:`timeline_fragments`, :func:`detail_lines`), which tests call directly.
"""

from __future__ import annotations

from prompt_toolkit.buffer import Buffer
from prompt_toolkit.data_structures import Point
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.layout import (
    ConditionalContainer,
    Float,
    FloatContainer,
    FormattedTextControl,
    HSplit,
    Layout,
    Window,
)
from prompt_toolkit.layout.controls import BufferControl
from prompt_toolkit.layout.dimension import Dimension
from prompt_toolkit.layout.processors import BeforeInput
from prompt_toolkit.styles import Style
from prompt_toolkit.widgets import Frame

from companion.export.model import Entry, RoomSection
from companion.export.text import (
    challenge_text,
    clock,
    comparison_rows,
    outcome_text,
    roll_text,
    ruling_text,
)
from companion.review.state import ReviewState, Row

STYLE = Style.from_dict(
    {
        "title": "reverse bold",
        "room": "bold ansiyellow",
        "dream": "bold ansimagenta",
        "event": "ansigray",
        "undone": "ansired strike",
        "match": "underline",
        "selected": "reverse",
        "status": "reverse",
        "label": "bold",
        "quote": "italic",
    }
)

#: The key map shown by ``?``.
KEYS = (
    ("↑ ↓  j k", "previous / next row"),
    ("PgUp PgDn", "ten rows up / down"),
    ("Home End  g G", "first / last row"),
    ("[ ]", "previous / next room"),
    ("1-9", "room section 1-9"),
    ("/", "search: text, card:NAME, char:NAME or @NAME"),
    ("n N", "next / previous match"),
    ("p", "play the utterance's audio (when kept)"),
    ("r", "reload the log (a session still running)"),
    ("X", "purge this session's audio (asks first)"),
    ("?", "this help"),
    ("q", "quit"),
)


def heading_text(room: RoomSection) -> str:
    """A room heading row."""
    where = "Exit lap, room" if room.exit_lap else "Room"
    title = f" — {room.title}" if room.title else ""
    gm = f" · GM {room.gm_name or room.gm}" if room.gm else ""
    final = " · final" if room.final and not room.exit_lap else ""
    again = " · again" if room.again and not room.dream else ""
    text = f"{where} {room.number}{title}{gm}{final}{again}"
    if room.number == 0:
        text = room.title
    if room.dream:
        return f"✦ DREAM ✦ {text} (rocks fell: this never happened)"
    return f"━━ {text}"


def row_text(row: Row) -> tuple[str, str]:
    """``(style class, text)`` of one timeline row: always one line (the cursor is a row
    index), so whitespace runs and newlines in a transcript become one space."""
    style, text = _row_text(row)
    if row.entry is None:
        return style, text
    return style, "   " + " ".join(text.split())


def _row_text(row: Row) -> tuple[str, str]:
    if row.entry is None:
        return ("class:dream" if row.room.dream else "class:room"), heading_text(row.room)
    e = row.entry
    mark = "✗ undone · " if e.undone else ""
    if e.kind == "event":
        return ("class:undone" if e.undone else "class:event"), f"   · {mark}{e.text}"
    said = e.utterance.text if e.utterance else e.text
    outcome = outcome_text(e)
    head = f"[{outcome}] " if outcome else ""
    style = "class:undone" if e.undone else ""
    return style, f"   {mark}{head}{e.character}: “{said}”"


def timeline_fragments(state: ReviewState) -> StyleAndTextTuples:
    """Every timeline row, one line each; the cursor row and search matches styled."""
    out: StyleAndTextTuples = []
    matches = set(state.matches)
    for i, row in enumerate(state.rows):
        style, text = row_text(row)
        if i in matches:
            style += " class:match"
        if i == state.cursor:
            style += " class:selected"
        out.append((style, text + "\n"))
    return out or [("", "(no events in this log)\n")]


def _room_lines(room: RoomSection, state: ReviewState) -> list[str]:
    report = state.report
    actions = [e for e in room.entries if e.kind == "action"]
    played = sum(1 for e in actions if not e.undone)
    lines = [heading_text(room)]
    if room.dream:
        lines.append("Rocks fell: the events of this room were the party's premonitory dream.")
    if room.party:
        lines.append("Party: " + ", ".join(room.party))
    if room.pool:
        lines.append("Pool dealt: " + ", ".join(report.card_name(c) for c in room.pool))
    lines.append(f"{played} action(s), {len(actions) - played} undone")
    if room.challenges:
        lines.append("On leaving:")
        lines += [f"  {challenge_text(c)}" for c in room.challenges]
    return lines


def _action_lines(e: Entry, start: float | None) -> list[str]:
    who = e.character + (f" ({e.player})" if e.player else "")
    when = clock(e.at, start)
    if when:
        who += f" · at {when}"
    if e.undone:
        who += " — UNDONE: this action was taken back"
    lines = [f"GM action: {e.gm_action}", who] if e.gm_action else [who]
    u = e.utterance
    if u is not None:
        src = f"({u.source}" + (f", audio {u.audio.split('/')[-1]}: p plays it" if u.audio else "")
        lines += [f"“{u.text}”", f"  {src})"]
    if e.text:
        lines.append(e.text)
    rows = comparison_rows(e)
    if rows:
        sources = [s.source for s in e.suggestions]
        width = max(len(label) for label, _, _ in rows) + 2
        lines.append("Advisor vs GM:")
        lines.append(" " * (width + 2) + "".join(f"{s:>10}" for s in [*sources, "GM"]))
        for label, marks, gm in rows:
            cells = "".join(f"{m or '·':>10}" for m in [*marks, gm])
            lines.append(f"  {label:<{width}}{cells}")
        for s in e.suggestions:
            for c in s.cards:
                if c.evidence:
                    quotes = "; ".join(f"“{q}”" for q in c.evidence)
                    lines.append(f"  {c.name} ({s.source}): {quotes}")
    if e.ruling is not None:
        if e.ruling.edits:
            lines.append("GM edits: " + "; ".join(e.ruling.edits))
        lines.append("Ruling: " + ruling_text(e.ruling))
    if e.roll is not None:
        lines.append("Roll: " + roll_text(e.roll))
    if e.outcome is not None:
        lines.append("Outcome: " + outcome_text(e).upper())
    if e.overridden:
        lines.append("Overridden: " + e.overridden)
    lines += [f"⇒ {c}" for c in e.consequences]
    if e.challenges:
        lines.append("Challenges after:")
        lines += [f"  {challenge_text(c)}" for c in e.challenges]
    return lines


def detail_lines(state: ReviewState) -> list[str]:
    """The detail pane's lines for the row under the cursor."""
    row = state.row
    if row is None:
        return ["This log has no rooms yet."]
    if row.entry is None:
        return _room_lines(row.room, state)
    if row.entry.kind == "event":
        return [row.entry.text] + (["(undone)"] if row.entry.undone else [])
    return _action_lines(row.entry, state.report.header.started_at)


def title_text(state: ReviewState) -> str:
    """The title bar."""
    h = state.report.header
    row = state.row
    where = ""
    if row is not None:
        where = f" · section {row.room.index} of {len(state.report.rooms)}"
    return f" {h.table or 'Quest for the Eye'}{where} · {h.events} events "


def status_text(state: ReviewState) -> str:
    """The status line: the last message, a purge question, or the main keys."""
    if state.confirm_purge:
        return " Delete every kept audio clip of this session? y / n "
    if state.message:
        return f" {state.message} "
    return " ↑↓ move · [ ] rooms · / search · n N matches · p play · ? help · q quit "


def build_layout(state: ReviewState, search_buffer: Buffer) -> Layout:
    """The whole screen; the timeline has the focus."""
    timeline = Window(
        FormattedTextControl(
            lambda: timeline_fragments(state),
            focusable=True,
            get_cursor_position=lambda: Point(0, state.cursor),
            show_cursor=False,
        ),
        wrap_lines=False,
    )
    detail = Window(
        FormattedTextControl(lambda: "\n".join(detail_lines(state))),
        wrap_lines=True,
        height=Dimension(min=6, preferred=16),
    )
    search = ConditionalContainer(
        Window(BufferControl(search_buffer, input_processors=[BeforeInput("/")]), height=1),
        filter=Condition(lambda: state.searching),
    )
    help_text = "\n".join(f" {k:<15}{v}" for k, v in KEYS)
    body = HSplit(
        [
            Window(FormattedTextControl(lambda: title_text(state)), height=1, style="class:title"),
            timeline,
            Window(height=1, char="─"),
            detail,
            search,
            Window(
                FormattedTextControl(lambda: status_text(state)), height=1, style="class:status"
            ),
        ]
    )
    floats = [
        Float(
            ConditionalContainer(
                Frame(Window(FormattedTextControl(help_text), width=64), title="keys"),
                filter=Condition(lambda: state.help),
            )
        )
    ]
    return Layout(FloatContainer(body, floats), focused_element=timeline)
