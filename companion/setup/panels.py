"""What the set-up screen shows, as pure functions of its state (formatted-text fragments).

::

    Players › Summaries › Draft › Details › Rooms › Order › Eye › Entrance › Save
    Step 3 of 9 · The draft
    Round 2 of 7 · pick 9 of 28 · ▶ Bors picks now · then Cass, Dov, Ann
    Bors holds name, background; needs appearance, approach, clothing, ...
    ▸ Weapons     Mother, a broadsword the size of a door, to which...   ann.1
      ...                                                     (the list scrolls)
    <the selected row in full, wrapped>
    <message line: what just happened, or why not, in red>
    <keys for this screen>
    <input line while typing>
"""

from __future__ import annotations

import textwrap

from prompt_toolkit.formatted_text import StyleAndTextTuples

from companion.setup.rows import SHORT_TITLES, Row, rows
from companion.setup.session import SetupSession
from companion.setup.state import SetupUi
from companion.setup.steps import STEP_TITLES, STEPS
from engine.draft import ROUNDS
from engine.dungeon import validate_rooms
from engine.table import BLOCKS

Fragments = StyleAndTextTuples

#: Width of a row's label column, in terminal cells.
LABEL_WIDTH = 22

_HIDDEN = "•••• (s shows secrets)"


def header(ui: SetupUi) -> Fragments:
    """The steps, the current one highlighted."""
    out: Fragments = []
    for i, step in enumerate(STEPS):
        if i:
            out.append(("class:dim", " › "))
        title = "Eye" if step == "eye" else STEP_TITLES[step]
        out.append(("class:current" if step == ui.session.step else "class:dim", title))
    return out


def _wrap(text: str, width: int) -> str:
    """``text`` word-wrapped to ``width`` cells, keeping its line breaks."""
    return "\n".join(
        textwrap.fill(line, max(width, 20)) if line else "" for line in text.split("\n")
    )


def intro(ui: SetupUi, width: int = 80) -> Fragments:
    """The step's title and what to do, in two to four lines."""
    s = ui.session
    n = STEPS.index(s.step) + 1
    title = f"Step {n} of {len(STEPS)} · {STEP_TITLES[s.step]}"
    if ui.form is not None:
        title += f" · {_form_title(ui)}"
    out: Fragments = [("class:title", title + "\n")]
    lines = _FORM_HELP.get(ui.form.kind, "") if ui.form else ""
    if not lines:
        lines = _step_help(ui)
    out.append(("", _wrap(lines, width) + "\n"))
    if s.step == "draft" and ui.form is None:
        out.append(("class:dim", _draft_showing(ui)))
    elif ui.form is None:
        blockers = s.blockers()
        if blockers:
            out.append(("class:todo", _wrap(f"To go on: {blockers[0]}", width)))
        elif s.step != "save":
            out.append(("class:ok", "Ready: press n for the next step."))
    return out


def _form_title(ui: SetupUi) -> str:
    form = ui.form
    assert form is not None
    who = ui.session.who(form.pid)
    if form.kind == "summary":
        return f"{who}'s summary {form.number}"
    if form.kind == "character":
        return f"{who}'s character"
    return f"{who}'s room"


_FORM_HELP = {
    "summary": "Seven blocks, none more than a few lines. Enter edits the selected block.",
    "character": "Add details freely, but keep every drafted word: nothing may be retracted.",
    "room": "Keep it sketchy: players fill in details. Secrets stay hidden unless s.",
}


def _step_help(ui: SetupUi) -> str:
    s = ui.session
    step = s.step
    if step == "players":
        return (
            f"{len(s.players)} at the table (4 to 6). Import each player's own file "
            "(i: their summaries and room), or add a player by name (a) and type theirs in."
        )
    if step == "summaries":
        return (
            "Two summaries each, at least one a barbarian, written without consulting the "
            "others. Typing one? Hand the keyboard to its author."
        )
    if step == "draft":
        return _draft_status(s)
    if step == "details":
        return "Players fill in omitted details of their drafted blocks (optional)."
    if step == "rooms":
        return (
            "Any room may be final until the order is drawn: each needs an exit and the Eye, "
            "two of combat/athletic/puzzle/dialogue, a deus ex machina."
        )
    if step == "order":
        warnings = validate_rooms(s.table()) if s.room_order else []
        note = f"\nNote: {warnings[0]}" if warnings else ""
        return "The rooms are played in an order drawn by lot; the last is final." + note
    if step == "eye":
        gm = s.final_gm() or ""
        return (
            f"{s.who(gm)} GMs the final room and frames the quest: name the Eye ('the Eye of "
            "<something>'), describe it, and read both to the table."
        )
    if step == "entrance":
        gm = s.first_gm() or ""
        return (
            f"{s.who(gm)} GMs the first room and now describes the party's way into the "
            "dungeon, some type of underground ruin, to the table."
        )
    return "Save the table; `companion play --table FILE` starts the game."


def _draft_status(s: SetupSession) -> str:
    """Round, pick, who picks now and next, and what they still need."""
    state = s.draft
    if state is None:
        return ""
    total = ROUNDS * len(state.order)
    turn = s.whose_turn()
    if turn is None:
        return f"The draft is complete: {total} picks. Press n to fill in details."
    done = len(state.picks)
    at = state.order.index(turn)
    then = [s.who(p) for p in (*state.order[at + 1 :], *state.order[:at])]
    held = {b.block for b in state.held(turn)}
    needs = ", ".join(SHORT_TITLES[b].lower() for b in BLOCKS if b not in held)
    return (
        f"Round {done // len(state.order) + 1} of {ROUNDS} · pick {done + 1} of {total} · "
        f"▶ {s.who(turn)} picks now · then {', '.join(then)}\n"
        f"Needs {needs}"
    )


def _draft_showing(ui: SetupUi) -> str:
    """Which picks the list shows: only the legal ones, perhaps of one kind."""
    s = ui.session
    turn = s.whose_turn() if s.draft else None
    if turn is None:
        return ""
    shown = len(rows(ui))
    if ui.draft_filter:
        kind = SHORT_TITLES[ui.draft_filter].lower()
        return f"Legal {kind} picks for {s.who(turn)}: {shown} · 0 shows every kind"
    return f"Legal picks for {s.who(turn)}: {shown} · 1-7 show one kind of block"


def _shown(ui: SetupUi, row: Row) -> str:
    if row.secret and row.value and not ui.show_secrets:
        return _HIDDEN
    return row.value


def body(ui: SetupUi, width: int) -> Fragments:
    """The rows, the selected one marked ``▸``, each cut to ``width``."""
    items = rows(ui)
    if not items:
        return [("class:dim", "  (nothing here)")]
    out: Fragments = []
    for i, row in enumerate(items):
        selected = i == ui.cursor
        if not row.value and not row.note:
            style = "class:selected" if selected else row.style
            out.append((style, ("▸ " if selected else "  ") + row.label[: width - 2] + "\n"))
            continue
        label = row.label[: LABEL_WIDTH - 1].ljust(LABEL_WIDTH)
        value = " ".join(_shown(ui, row).split())
        note = f"  {row.note}" if row.note else ""
        room = max(width - 2 - LABEL_WIDTH - len(note), 8)
        if len(value) > room:
            value = value[: room - 1] + "…"
        style = "class:selected" if selected else row.style
        out.append((style, ("▸ " if selected else "  ") + label))
        out.append((style, value.ljust(room) if note else value))
        out.append(("class:dim" if not selected else style, note + "\n"))
    return out


def detail(ui: SetupUi, width: int = 80) -> Fragments:
    """The selected row in full (block and room texts are longer than a line)."""
    items = rows(ui)
    if not items or not 0 <= ui.cursor < len(items):
        return []
    row = items[ui.cursor]
    text = _shown(ui, row)
    return [("class:detail", _wrap(f"{row.label}: {text}", width) if text else "")]


def message(ui: SetupUi, width: int = 80) -> Fragments:
    """The last outcome or refusal, or the open question."""
    if ui.mode == "ask" and ui.question is not None:
        return [("class:ask", _wrap(f"{ui.question.text} (y/n)", width))]
    style = f"class:{ui.message_style}" if ui.message_style else ""
    return [(style, _wrap(ui.message, width))]


def keys(ui: SetupUi) -> Fragments:
    """The keys that work on this screen now."""
    if ui.mode == "edit":
        text = "Enter keep · Esc cancel · Tab complete"
    elif ui.mode == "ask":
        text = "y yes · n no"
    elif ui.form is not None:
        secrets = " · s secrets" if ui.form.kind == "room" else ""
        text = "↑↓ move · Enter edit · Esc done" + secrets
    else:
        text = "↑↓ Enter choose · n next · p back · q quit · ? keys" + _STEP_KEYS.get(
            ui.session.step, ""
        )
    return [("class:keys", text)]


def help_text(ui: SetupUi) -> str:
    """Every key of this screen, for ``?``."""
    extra = {
        "players": "i import a player's file, a add a player by name, d remove the selected one",
        "draft": "1-7 list one kind of block (0 all), r the player on turn picks by lot, "
        "u takes the last pick back",
        "rooms": "s shows or hides room secrets (only the room's GM and the next GM look)",
    }.get(ui.session.step, "")
    base = (
        "↑↓ (or j k, PgUp PgDn) select a row; Enter chooses it or edits it (Enter keeps, "
        "Esc cancels); n next step, p previous step; q quits without saving"
    )
    return base + (f"; {extra}" if extra else "") + "."


_STEP_KEYS = {
    "players": " · i import · a add · d del",
    "draft": " · r lot · u undo · 1-7 kind",
    "rooms": " · s secrets",
}


def input_label(ui: SetupUi) -> str:
    """The prompt before the input line."""
    return f"{ui.editing.label} › " if ui.editing else ""
