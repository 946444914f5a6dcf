"""The selectable rows of each step and form, with what ``Enter`` does on each.

A row either runs an action (``act``) or opens the input line on its value
(``edit``, kept by a session method that may refuse). Rows are rebuilt from the
session at every render, so the screen never shows a stale list; in the draft
they are exactly the legal picks of the player on turn.

Other players' blocks stay hidden until the draft: a summary imported from a
file is shown as "ready", never its words, and a typed one only while its
author has its form open. Room secrets show only while ``s`` has turned them on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from prompt_toolkit.completion import PathCompleter

from companion.setup.session import ROOM_FIELDS
from companion.setup.state import Editing, Form, SetupUi
from companion.tablefile import load_player_file, load_table, save_table
from engine.draft import BlockRef
from engine.table import BLOCKS

#: Short block titles for the draft list (the rulebook's titles are long for 80 columns).
SHORT_TITLES: dict[str, str] = {
    "name": "Name",
    "background": "Background",
    "appearance": "Appearance",
    "approach": "Approach",
    "clothing": "Clothing",
    "weapons": "Weapons",
    "equipment": "Equipment",
}


@dataclass(frozen=True)
class Row:
    """One line of the list: ``label``, ``value``, and what ``Enter`` does."""

    label: str
    value: str = ""
    note: str = ""
    style: str = ""
    act: Callable[[], object] | None = None
    edit: Callable[[str], object] | None = None
    secret: bool = False


def rows(ui: SetupUi) -> list[Row]:
    """The rows on screen now: the open form's fields, else the step's list."""
    if ui.form is not None:
        return [*_FORMS[ui.form.kind](ui, ui.form), Row("← Done", act=ui.close_form)]
    return _STEPS[ui.session.step](ui)


def choose(ui: SetupUi, row: Row) -> None:
    """``Enter`` on ``row``: run its action or open the input line on its value."""
    if row.act is not None:
        ui.attempt(row.act)
    elif row.secret and row.value and not ui.show_secrets:
        ui.say("secrets are hidden: press s to show them before editing", "warn")
    elif row.edit is not None:
        ui.start_edit(Editing(row.label, row.edit), row.value)


def _players(ui: SetupUi) -> list[Row]:
    s = ui.session
    out = []
    for p in s.players:
        source = s.sources[p.id]
        note = "typed" if source == "typed" else f"from {Path(source).name}"
        out.append(Row(p.name, f"id {p.id}", note, act=lambda: ui.say("d removes a player")))
    return [
        *out,
        Row("+ Import a player's file (i)", style="class:action", act=lambda: ask_import(ui)),
        Row("+ Add a player by name (a)", style="class:action", act=lambda: ask_name(ui)),
    ]


def ask_import(ui: SetupUi) -> None:
    """Open the input line for a player file's path (Tab completes)."""

    def commit(text: str) -> None:
        path = Path(text.strip()).expanduser()
        player = ui.session.import_player(load_player_file(path), source=str(path))
        ui.say(f"imported {player.name} from {path.name}", "ok")

    ui.start_edit(Editing("Player file (Tab completes)", commit, PathCompleter(expanduser=True)))


def ask_name(ui: SetupUi) -> None:
    """Open the input line for a new player's name."""

    def commit(text: str) -> None:
        player = ui.session.add_player(text)
        ui.say(f"added {player.name}: type their summaries at the next step", "ok")

    ui.start_edit(Editing("New player's name", commit))


def _summaries(ui: SetupUi) -> list[Row]:
    s = ui.session
    out = []
    for p in s.players:
        for n in (1, 2):
            fields = s.summary_fields(p.id, n)
            written = sum(1 for b in BLOCKS if fields.get(b))
            done = written == len(BLOCKS)
            status = "ready" if done else f"{written} of {len(BLOCKS)} blocks written"
            if done and fields.get("barbarian"):
                status += " (barbarian)"
            hidden = done and s.sources[p.id] != "typed"
            out.append(
                Row(
                    f"{p.name} · summary {n}",
                    status,
                    "hidden until the draft" if hidden else "Enter: type it",
                    style="" if done else "class:todo",
                    act=_summary_opener(ui, p.id, n, hidden),
                )
            )
    return out


def _summary_opener(ui: SetupUi, pid: str, number: int, hidden: bool) -> Callable[[], None]:
    def open_() -> None:
        if hidden:
            ui.say(f"{ui.session.who(pid)}'s summary came from their file: hidden until the draft")
        else:
            ui.say(f"{ui.session.who(pid)} only: others look away", "warn")
            ui.open_form(Form("summary", pid, number))

    return open_


def _summary_form(ui: SetupUi, form: Form) -> list[Row]:
    s, pid, n = ui.session, form.pid, form.number
    fields = s.summary_fields(pid, n)
    barbarian = "yes" if fields.get("barbarian") else "no"

    def toggle() -> None:
        s.set_summary_field(pid, n, "barbarian", "no" if barbarian == "yes" else "yes")

    def setter(block: str) -> Callable[[str], object]:
        return lambda text: s.set_summary_field(pid, n, block, text)

    return [
        Row("Barbarian?", barbarian, "Enter toggles", act=toggle),
        *(Row(SHORT_TITLES[b], str(fields.get(b, "")), edit=setter(b)) for b in BLOCKS),
    ]


def _draft(ui: SetupUi) -> list[Row]:
    s = ui.session
    state = s.draft
    if state is None:
        return []
    if s.draft_done():
        return [Row(s.who(p), s.drafted(p).name, "drafted") for p in state.order]
    out = []
    for ref in s.offered():
        if ui.draft_filter and ref.block != ui.draft_filter:
            continue
        out.append(
            Row(
                SHORT_TITLES[ref.block],
                state.text(ref),
                f"{ref.author}.{ref.summary}",
                act=partial(_take, ui, ref),
            )
        )
    return out


def _take(ui: SetupUi, ref: BlockRef) -> None:
    who = ui.session.who(ui.session.whose_turn() or "")
    ui.session.pick(ref)
    ui.cursor = 0
    ui.draft_filter = None
    ui.say(f"{who} took {SHORT_TITLES[ref.block].lower()} {ref.author}.{ref.summary}", "ok")


def _details(ui: SetupUi) -> list[Row]:
    s = ui.session
    return [
        Row(
            s.who(p.id),
            s.character(p.id).name,
            "details added" if p.id in s.details else "as drafted",
            act=partial(ui.open_form, Form("character", p.id)),
        )
        for p in s.players
    ]


def _character_form(ui: SetupUi, form: Form) -> list[Row]:
    s = ui.session
    character = s.character(form.pid)

    def setter(block: str) -> Callable[[str], object]:
        return lambda text: s.fill_in(form.pid, block, text)

    return [Row(SHORT_TITLES[b], character.block(b), edit=setter(b)) for b in BLOCKS]


def _rooms(ui: SetupUi) -> list[Row]:
    s = ui.session
    out = []
    for p in s.players:
        problems = s.room_problems(p.id)
        out.append(
            Row(
                f"{p.name}'s room",
                s.rooms[p.id].title or "(untitled)",
                "; ".join(problems) if problems else "ready",
                style="class:todo" if problems else "",
                act=partial(ui.open_form, Form("room", p.id)),
            )
        )
    return out


def _room_form(ui: SetupUi, form: Form) -> list[Row]:
    s = ui.session
    room = s.rooms[form.pid]

    def setter(field: str) -> Callable[[str], object]:
        return lambda text: s.set_room_field(form.pid, field, text)

    return [
        Row(label, str(getattr(room, f)), edit=setter(f), secret=f == "secrets")
        for f, label in ROOM_FIELDS.items()
    ]


def _order(ui: SetupUi) -> list[Row]:
    s = ui.session
    if not s.room_order:
        return [Row("Draw the room order by lot (Enter)", style="class:action", act=s.draw_order)]
    last = len(s.room_order)
    return [
        Row(
            f"Room {n}" + (" (final)" if n == last else ""),
            s.rooms[gm].title or "(untitled)",
            f"GM {s.who(gm)}",
        )
        for n, gm in enumerate(s.room_order, start=1)
    ]


def _eye(ui: SetupUi) -> list[Row]:
    s = ui.session
    gm = s.final_gm() or ""
    room = s.rooms[gm]
    return [
        Row("The Eye's name", room.eye_name, edit=s.set_eye_name),
        Row("The Eye", room.eye, edit=s.set_eye),
    ]


def _entrance(ui: SetupUi) -> list[Row]:
    s = ui.session
    gm = s.first_gm() or ""
    return [Row("The way in", s.rooms[gm].entrance, edit=s.set_entrance)]


def _save(ui: SetupUi) -> list[Row]:
    s = ui.session

    def set_name(text: str) -> None:
        s.name = text.strip() or s.name

    def set_path(text: str) -> None:
        ui.out_path = Path(text.strip()).expanduser()

    return [
        Row("Table name", s.name, edit=set_name),
        Row("File", str(ui.out_path), edit=set_path),
        Row("Save the table (Enter)", style="class:action", act=lambda: save(ui)),
    ]


def save(ui: SetupUi, overwrite: bool = False) -> None:
    """Write the table file (asking before overwriting one) and finish."""
    problems = ui.session.blockers()
    if problems:
        ui.say("; ".join(problems), "error")
        return
    path = ui.out_path
    if path.exists() and not overwrite:
        ui.ask(f"{path} exists. Overwrite it?", lambda: save(ui, overwrite=True))
        return
    save_table(ui.session.table(), path)
    load_table(path)
    ui.saved, ui.done = path, True


_STEPS: dict[str, Callable[[SetupUi], list[Row]]] = {
    "players": _players,
    "summaries": _summaries,
    "draft": _draft,
    "details": _details,
    "rooms": _rooms,
    "order": _order,
    "eye": _eye,
    "entrance": _entrance,
    "save": _save,
}

_FORMS: dict[str, Callable[[SetupUi, Form], list[Row]]] = {
    "summary": _summary_form,
    "character": _character_form,
    "room": _room_form,
}
