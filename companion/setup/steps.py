"""The set-up steps in the rulebook's order, and why a step cannot be left yet.

Rules, in the order they happen: "Each player writes two character summaries";
"Players are then randomly assigned a draft order"; "Players are then free to
fill in omitted details"; each player prepares a room; "The order for all rooms
is selected randomly after character generation and before entering the first
room. The GM of the final room is responsible for framing the quest by
describing his or her version of the Eye itself to the players; the GM of the
first room then describes their entrance into the dungeon".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from companion.tablefile import MIN_PLAYERS
from engine.dungeon import is_eye_name

if TYPE_CHECKING:
    from companion.setup.session import SetupSession

Step = Literal[
    "players", "summaries", "draft", "details", "rooms", "order", "eye", "entrance", "save"
]

#: The steps in order, as the rulebook has them happen.
STEPS: tuple[Step, ...] = (
    "players",
    "summaries",
    "draft",
    "details",
    "rooms",
    "order",
    "eye",
    "entrance",
    "save",
)

#: Each step's title on screen.
STEP_TITLES: dict[Step, str] = {
    "players": "Players",
    "summaries": "Summaries",
    "draft": "Draft",
    "details": "Details",
    "rooms": "Rooms",
    "order": "Order",
    "eye": "The Eye",
    "entrance": "Entrance",
    "save": "Save",
}


def blockers(session: SetupSession) -> list[str]:
    """Why ``session`` cannot leave its current step forward yet; empty when it can."""
    return _BLOCKERS[session.step](session)


def _players_blockers(s: SetupSession) -> list[str]:
    n = len(s.players)
    if n < MIN_PLAYERS:
        return [f'{n} player(s): add {MIN_PLAYERS - n} more ("intended for 4-6 players")']
    return []


def _summaries_blockers(s: SetupSession) -> list[str]:
    return [f"{p.name}: {gap}" for p in s.players for gap in s.summary_problems(p.id)]


def _draft_blockers(s: SetupSession) -> list[str]:
    if s.draft_done():
        return []
    turn = s.whose_turn()
    return [f"the draft is not finished: {s.who(turn) if turn else '?'} picks next"]


def _rooms_blockers(s: SetupSession) -> list[str]:
    return [f"{p.name}'s room: {gap}" for p in s.players for gap in s.room_problems(p.id)]


def _order_blockers(s: SetupSession) -> list[str]:
    return [] if s.room_order else ["draw the room order first (Enter)"]


def _eye_blockers(s: SetupSession) -> list[str]:
    gm = s.final_gm()
    if gm is None:
        return ["draw the room order first"]
    room, problems = s.rooms[gm], []
    if not is_eye_name(room.eye_name):
        problems.append(f"{s.who(gm)} names the Eye: 'the Eye of <something>'")
    if not room.eye.strip():
        problems.append(f"{s.who(gm)} describes the Eye")
    return problems


def _entrance_blockers(s: SetupSession) -> list[str]:
    gm = s.first_gm()
    if gm is None:
        return ["draw the room order first"]
    if not s.rooms[gm].entrance.strip():
        return [f"{s.who(gm)} describes the way into the dungeon"]
    return []


def _no_blockers(s: SetupSession) -> list[str]:
    return []


def _save_blockers(s: SetupSession) -> list[str]:
    return _rooms_blockers(s) + _eye_blockers(s) + _entrance_blockers(s)


_BLOCKERS: dict[Step, Callable[[SetupSession], list[str]]] = {
    "players": _players_blockers,
    "summaries": _summaries_blockers,
    "draft": _draft_blockers,
    "details": _no_blockers,
    "rooms": _rooms_blockers,
    "order": _order_blockers,
    "eye": _eye_blockers,
    "entrance": _entrance_blockers,
    "save": _save_blockers,
}
