"""``override``: "the GM's word is final". Sets any counter or flag by hand, with a reason.

Fields (``override FIELD ARG... --reason TEXT``)::

    outcome OUTCOME                 resolve the pending, confirmed action as OUTCOME (no dice)
    rating NAME N                   a challenge's rating
    overcome NAME yes|no            a challenge overcome (how: "override") or open again
    deadly NAME yes|no
    successes NAME CHARACTER N      partial successes CHARACTER has against NAME
    failures NAME CHARACTER N       partial failures CHARACTER has against NAME
    barred NAME CHARACTER yes|no    CHARACTER may no longer act against NAME
    status CHARACTER ok|dead|stuck  alive, dead, or unable to leave the room
    party CHARACTER in|out          in the party for this room, or out
    grace N                         player actions still due before the next GM action
    elapsed SECONDS                 time the party has spent in the room
    turns-since-rest N              the dungeon-turn rest counter

:func:`check_override` validates against the state (in the session, before the event);
:func:`apply_override` is the fold (names are already exact there).
"""

from __future__ import annotations

from typing import Any

from engine.errors import CommandSyntaxError, NoRoom
from engine.names import match_name
from engine.resolve import OUTCOMES
from engine.state import GameState, RoomState, replace

#: field -> the argument kinds it takes.
FIELDS: dict[str, tuple[str, ...]] = {
    "outcome": ("outcome",),
    "rating": ("challenge", "int"),
    "overcome": ("challenge", "yesno"),
    "deadly": ("challenge", "yesno"),
    "successes": ("challenge", "character", "int"),
    "failures": ("challenge", "character", "int"),
    "barred": ("challenge", "character", "yesno"),
    "status": ("character", "status"),
    "party": ("character", "inout"),
    "grace": ("int",),
    "elapsed": ("int",),
    "turns-since-rest": ("int",),
}

_CHOICES = {
    "yesno": ("yes", "no"),
    "status": ("ok", "dead", "stuck"),
    "inout": ("in", "out"),
    "outcome": OUTCOMES,
}


def check_override(state: GameState, field: str, args: tuple[str, ...]) -> tuple[str, ...]:
    """The override's arguments made exact (full names, lower-case words); raises
    :class:`CommandSyntaxError` for a malformed one and ``AmbiguousTarget`` for a bad name."""
    kinds = FIELDS.get(field)
    if kinds is None:
        raise CommandSyntaxError(f"override: unknown field {field!r}; known: {', '.join(FIELDS)}")
    if len(args) != len(kinds):
        raise CommandSyntaxError(f"override {field} takes: {' '.join(k.upper() for k in kinds)}")
    out: list[str] = []
    for kind, arg in zip(kinds, args, strict=True):
        if kind == "challenge":
            room = _room(state)
            out.append(match_name(arg, [c.name for c in room.challenges], "challenge"))
        elif kind == "character":
            out.append(match_name(arg, [m.name for m in state.party], "character"))
        elif kind == "int":
            if not arg.lstrip("-").isdigit() or int(arg) < 0:
                raise CommandSyntaxError(f"override {field}: {arg!r} is not a count")
            out.append(str(int(arg)))
        elif arg.lower() not in _CHOICES[kind]:
            raise CommandSyntaxError(f"override {field}: {arg!r} is not one of {_CHOICES[kind]}")
        else:
            out.append(arg.lower())
    return tuple(out)


def _room(state: GameState) -> RoomState:
    if state.room is None:
        raise NoRoom("override of a room counter outside a room")
    return state.room


def _set_challenge(state: GameState, name: str, **update: Any) -> GameState:
    room = _room(state)
    cs = tuple(replace(c, update) if c.name == name else c for c in room.challenges)
    return replace(state, {"room": replace(room, {"challenges": cs})})


def _counted(entries: tuple[str, ...], who: str, n: int) -> tuple[str, ...]:
    return tuple(e for e in entries if e != who) + (who,) * n


def apply_override(state: GameState, field: str, args: tuple[str, ...], at: float) -> GameState:
    """The state with one override applied at time ``at`` (the fold of an ``overridden``
    event)."""
    if field == "outcome":
        return state
    if field in ("rating", "overcome", "deadly", "successes", "failures", "barred"):
        c = _room(state).challenge(args[0])
        if field == "rating":
            return _set_challenge(state, c.name, rating=int(args[1]))
        if field == "overcome":
            on = args[1] == "yes"
            return _set_challenge(
                state, c.name, overcome=on, overcome_how="override" if on else None
            )
        if field == "deadly":
            return _set_challenge(state, c.name, deadly=args[1] == "yes")
        who = args[1]
        if field == "successes":
            return _set_challenge(
                state, c.name, partial_successes=_counted(c.partial_successes, who, int(args[2]))
            )
        if field == "failures":
            return _set_challenge(
                state, c.name, partial_failures=_counted(c.partial_failures, who, int(args[2]))
            )
        barred = tuple(b for b in c.barred if b != who) + ((who,) if args[2] == "yes" else ())
        return _set_challenge(state, c.name, barred=barred)
    if field == "status":
        status = args[1]
        if status == "dead":
            return state.with_member(args[0], status="dead", in_party=False, out_reason="died")
        return state.with_member(args[0], status=status)
    if field == "party":
        if args[1] == "in":
            return state.with_member(args[0], in_party=True, out_reason=None)
        return state.with_member(args[0], in_party=False)
    if field == "grace":
        return replace(state, {"room": replace(_room(state), {"grace": int(args[0])})})
    if field == "elapsed":
        room = replace(
            _room(state),
            {
                "clock_elapsed": float(args[0]),
                "clock_running_since": at if _room(state).clock_running_since is not None else None,
            },
        )
        return replace(state, {"room": room})
    clock = replace(state.clock, {"since_rest": int(args[0])})
    return replace(state, {"clock": clock})
