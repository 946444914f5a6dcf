"""The dungeon as a whole: the random room order and checks on the prepared rooms.

Rules ("Dungeon preparation"): "Each player is responsible for GM'ing one room,
which he or she prepares in advance. Any room has a chance of being selected as
the final room, and so some details must have two versions." "The order for all
rooms is selected randomly after character generation and before entering the
first room." "Its full name is the Eye of <something>".
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from engine.table import Room, Table

_EYE_NAME = re.compile(r"^the Eye of \S", re.IGNORECASE)


def draw_room_order(gms: Sequence[str], rng: random.Random) -> tuple[str, ...]:
    """A random room order by GM id; the last room is the final one.

    Rule: "The order for all rooms is selected randomly after character
    generation and before entering the first room."
    """
    if len(set(gms)) != len(gms):
        raise ValueError("each GM prepares one room: a GM is named twice")
    return tuple(rng.sample(list(gms), len(gms)))


def max_rating(room_number: int, final: bool) -> int:
    """The highest challenge rating on the way in.

    Rule: "On the way into the dungeon, the maximum rating is 5 plus the room
    number (so 6 in the first room), plus an additional 2 in the final room."

    >>> max_rating(1, final=False), max_rating(6, final=True)
    (6, 13)
    """
    return 5 + room_number + (2 if final else 0)


def is_eye_name(name: str) -> bool:
    """Whether ``name`` reads "the Eye of <something>".

    >>> is_eye_name("the Eye of Argon"), is_eye_name("Argon's Eye")
    (True, False)
    """
    return bool(_EYE_NAME.match(name.strip()))


def _room_label(room: Room) -> str:
    return f"{room.gm}'s room" + (f" ({room.title})" if room.title else "")


def _challenge_problems(room: Room, number: int, final: bool) -> list[str]:
    """Planned challenges against the rule "Exactly one challenge in each room
    should have the maximum rating" (warnings: the GM decides in play)."""
    if not room.challenges:
        return []
    top = max_rating(number, final)
    label = _room_label(room)
    problems = [
        f"{label}: challenge {c.name!r} is rated {c.rating}, above the maximum {top} for room "
        f"{number}"
        for c in room.challenges
        if c.rating > top
    ]
    at_max = sum(1 for c in room.challenges if c.rating == top)
    if at_max != 1:
        problems.append(
            f"{label}: {at_max} planned challenges at the maximum rating {top}; the rules want "
            "exactly one"
        )
    return problems


def validate_rooms(table: Table) -> list[str]:
    """Everything the rules require of the table's rooms that is missing, as sentences.

    Before the order is drawn any room may be final, so each needs both an exit
    and the Eye; once ``room_order`` is set, the final room needs the Eye and the
    others an exit, and planned challenge ratings are checked against each
    room's maximum. An empty list means the dungeon is ready.
    """
    problems: list[str] = []
    missing_rooms = [p.id for p in table.players if p.id not in {r.gm for r in table.rooms}]
    if missing_rooms:
        problems.append(f"no room prepared by {', '.join(missing_rooms)}: each player prepares one")
    ordered = table.ordered_rooms()
    for number, room in enumerate(ordered, start=1):
        label = _room_label(room)
        if table.room_order:
            final = number == len(ordered)
            gaps = room.missing_features(final=final)
            problems.extend(_challenge_problems(room, number, final))
        else:
            gaps = list(dict.fromkeys(room.missing_features(False) + room.missing_features(True)))
        problems.extend(f"{label}: missing {gap}" for gap in gaps)
        if room.eye_name and not is_eye_name(room.eye_name):
            problems.append(f"{label}: the Eye's name should read 'the Eye of <something>'")
    if table.eye_name and not is_eye_name(table.eye_name):
        problems.append(f"eye_name {table.eye_name!r} should read 'the Eye of <something>'")
    return problems
