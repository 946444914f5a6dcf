"""Rooms, the party and the dungeon's course (rules "Dungeon preparation", "Challenges",
"Cards", "Character appearance/disappearance", "Rocks fall, everyone dies").

- Entering: "When the party enters a room, the new GM shuffles all cards together and deals
  cards face-up to form the card pool. The number of cards in the pool is 3 plus the room
  number (so 4 in the first room), plus an additional 2 in the final room."
- Party: "A character is not in the party if ... the character belongs to the new room's GM;
  the character died in the previous room; the character was unable to leave the previous
  room; the character's player is physically absent". Anyone else is back, "healthy and fully
  equipped".
- Ratings: "On the way into the dungeon, the maximum rating is 5 plus the room number ...
  plus an additional 2 in the final room. Exactly one challenge in each room should have the
  maximum rating" (warned, never blocked). "On the way back out ... only one challenge should
  occur per room, and the maximum rating is 2 plus the room number."
- Exit lap: after the Eye, ``leave`` takes the party through the earlier rooms in reverse,
  each with one challenge and a pool of ``exit_pool_base`` (3) plus the room number.
- Rocks fall: a dream returns the state to before the room was entered; "in the final room,
  the dream excuse can only happen once"; a second disaster there, or any on the way out,
  is real and ends the game.
"""

from __future__ import annotations

from engine import events as ev
from engine.actions import character_in_party, room_of
from engine.commands import Command
from engine.dungeon import max_rating
from engine.emitter import Emitter
from engine.errors import (
    ActionState,
    CardNotInPool,
    DeusExMachinaNotYet,
    EyeStillGuarded,
    RoomOrder,
    RuleViolation,
)
from engine.names import match_name
from engine.state import GameState, PartyMember, RoomState
from engine.table import Room

#: "3 plus the room number ... plus an additional 2 in the final room"
POOL_BASE = 3
FINAL_BONUS = 2
#: "The game is intended for 4-6 players" and "each player is responsible for GM'ing one
#: room": at most six rooms.
MOST_ROOMS = 6


def pool_size(number: int, final: bool) -> int:
    """Cards in the pool on the way in.

    >>> pool_size(1, False), pool_size(5, True)
    (4, 10)
    """
    return POOL_BASE + number + (FINAL_BONUS if final else 0)


#: The largest pool the rules call for: the final room of a six-room dungeon (11 cards). A
#: deck with fewer cards leaves some pool short.
LARGEST_POOL = pool_size(MOST_ROOMS, True)


def work_out_party(state: GameState, gm: str, absent: tuple[str, ...]) -> tuple[PartyMember, ...]:
    """Who is in the party for a room GMed by ``gm`` (statuses from the room being left)."""
    out: list[PartyMember] = []
    for m in state.party:
        reason = None
        if m.player == gm:
            reason = "gm"
        elif m.status == "dead":
            reason = "died"
        elif m.status == "stuck":
            reason = "stuck"
        elif m.player in absent:
            reason = "absent"
        out.append(
            PartyMember(
                name=m.name,
                player=m.player,
                in_party=reason is None,
                out_reason=reason,
                status="ok",
            )
        )
    return tuple(out)


def leaving_warnings(room: RoomState | None) -> tuple[str, ...]:
    """Warnings about a room the party is leaving: "exactly one challenge in each room
    should have the maximum rating" (on the way in)."""
    if room is None or room.direction == "out":
        return ()
    at_max = [c for c in room.challenges if c.rating == room.max_rating]
    if len(at_max) == 1:
        return ()
    return (
        f"room {room.number} had {len(at_max)} challenges at its maximum rating "
        f"{room.max_rating}; the rules call for exactly one",
    )


def planned_warnings(room: Room, limit: int, direction: str, final: bool) -> tuple[str, ...]:
    """Warnings about the room being entered: features the rules require that its GM did not
    prepare ("validation lists what is missing"), and planned challenges rated above the
    room's maximum."""
    if direction != "in":
        return ()
    missing = room.missing_features(final)
    lacks = (f"room {room.title or room.gm!r} lacks: {', '.join(missing)}",) if missing else ()
    return lacks + tuple(
        f"planned challenge {c.name!r} is rated {c.rating}, above this room's maximum {limit}"
        for c in room.challenges
        if c.rating > limit
    )


def short_warnings(cards: int, size: int) -> tuple[str, ...]:
    """The warning for a deck of ``cards`` cards that cannot fill a pool of ``size``.

    >>> short_warnings(3, 4)
    ('the deck holds 3 cards, fewer than the pool of 4: the pool is short by 1',)
    """
    if cards >= size:
        return ()
    return (
        f"the deck holds {cards} cards, fewer than the pool of {size}: the pool is short "
        f"by {size - cards}",
    )


def _deal_new(
    em: Emitter, pool_n: int, cards: str | None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    every = sorted(em.state.deck_list.cards)
    if cards is None:
        order = list(every)
        em.rng.shuffle(order)
        return tuple(order), tuple(order[:pool_n])
    dealt = tuple(c for c in cards.split(",") if c)
    rest = list(every)
    for card in dealt:
        if card not in rest:
            raise CardNotInPool(f"{card} is not in the deck (or more copies than it holds)")
        rest.remove(card)
    if len(dealt) > pool_n:
        raise ActionState(f"the pool holds {pool_n} cards in this room, {len(dealt)} given")
    return dealt + tuple(rest), dealt


def _enter(em: Emitter, number: int, direction: str, cmd: Command) -> None:
    s = em.state
    final = number == s.rooms_total
    gm = s.room_order[number - 1]
    room = s.table.room_of(gm)
    if direction == "in":
        size, limit = pool_size(number, final), max_rating(number, final)
    else:
        size = s.rules.exit_pool_base + number
        limit = s.rules.exit_max_rating_base + number
    order, pool = _deal_new(em, size, cmd.option("cards"))
    short = size - len(order) if len(order) < size else None
    absent = tuple(p for a in cmd.option_all("absent") for p in a.split(",") if p)
    known = {p.id for p in s.table.players}
    for p in absent:
        if p not in known:
            raise RuleViolation(f"no player {p!r} at this table")
    em.emit(
        ev.RoomEntered,
        number=number,
        gm=gm,
        title=room.title,
        final=final and direction == "in",
        direction=direction,
        order=order,
        pool=pool,
        manual=cmd.option("cards") is not None,
        party=work_out_party(s, gm, absent),
        pool_size=size,
        max_rating=limit,
        warnings=leaving_warnings(s.room)
        + planned_warnings(room, limit, direction, final)
        + short_warnings(len(order), size),
        short_by=short,
    )


def _idle(state: GameState) -> None:
    if state.pending is not None:
        raise ActionState(f"{state.pending.character}'s action is pending: finish or cancel it")


def enter(em: Emitter, cmd: Command) -> None:
    s = em.state
    _idle(s)
    number = int(cmd.args[1])
    if s.eye_claimed:
        raise RoomOrder("the Eye is claimed: `leave` goes back through the rooms")
    if number > s.rooms_total:
        raise RoomOrder(f"there are {s.rooms_total} rooms")
    current = s.room.number if s.room else 0
    revisit = s.dream_room is not None and number <= s.dream_room
    if number != current + 1 and not revisit:
        raise RoomOrder(f"the next room is {current + 1}")
    _enter(em, number, "in", cmd)


def leave(em: Emitter, cmd: Command) -> None:
    s = em.state
    _idle(s)
    room = room_of(s)
    if not s.eye_claimed:
        raise RoomOrder(f"before the Eye, the party moves on with `room enter {room.number + 1}`")
    if room.number == 1 or s.rules.exit_lap == "none":
        em.emit(ev.GameEnded, reason="victory")
        return
    _enter(em, room.number - 1, "out", cmd)


def add_challenge(em: Emitter, cmd: Command) -> None:
    s = em.state
    room = room_of(s)
    name, rating = cmd.args[1], int(cmd.args[2])
    if any(c.name.casefold() == name.casefold() for c in room.challenges):
        raise RuleViolation(f"this room already has a challenge named {name!r}")
    warnings: list[str] = []
    if rating > room.max_rating:
        warnings.append(f"rating {rating} is above this room's maximum {room.max_rating}")
    at_max = sum(1 for c in room.challenges if c.rating == room.max_rating)
    if rating == room.max_rating and at_max >= 1 and room.direction == "in":
        warnings.append("more than one challenge at the maximum rating; the rules call for one")
    if room.direction == "out" and room.challenges:
        warnings.append("on the way out, only one challenge should occur per room")
    em.emit(
        ev.ChallengeAdded,
        name=name,
        rating=rating,
        deadly=cmd.flag("deadly"),
        secret=cmd.flag("secret"),
        warnings=tuple(warnings),
    )


def plot(em: Emitter, cmd: Command) -> None:
    """ "If the players have advanced the narrative in such a way that the challenge no longer
    poses any logical threat, the GM should consider the challenge overcome"."""
    room = room_of(em.state)
    name = match_name(cmd.args[0], [c.name for c in room.challenges], "challenge")
    if room.challenge(name).overcome:
        raise RuleViolation(f"{name} is already overcome")
    em.emit(ev.ChallengeOvercome, name=name, how="plot")


def deus(em: Emitter, cmd: Command) -> None:
    """``deus vote yes|no`` records the table's vote; ``deus`` makes it happen: "only if the
    players have been occupied by the room for at least 30 minutes, and only after a vote in
    its favor". The 30 minutes are measured to the ``deus`` command's own time, not to the
    last event's: a room where nothing was logged for an hour has occupied the players for
    that hour (paused clock time does not count). Reading ``early-deus-vote``
    (``docs/rules-readings.md``): a vote taken before the 30 minutes is accepted and counts
    once they have passed (the rule orders the vote before the event, not after the time)."""
    s = em.state
    room = room_of(s)
    if cmd.args:
        em.emit(ev.DeusVoted, in_favour=cmd.args[1] == "yes")
        return
    _idle(s)
    if room.deus_done:
        raise DeusExMachinaNotYet("the deus ex machina already happened in this room")
    minutes = room.elapsed(em.at) / 60
    if minutes < s.rules.deus_minutes:
        raise DeusExMachinaNotYet(f"{minutes:.0f} of {s.rules.deus_minutes:.0f} minutes so far")
    if room.deus_vote is not True:
        raise DeusExMachinaNotYet("no vote in its favour recorded: `deus vote yes`")
    remaining = tuple(c.name for c in room.challenges if not c.overcome)
    em.emit(ev.DeusExMachina, overcomes=remaining)
    for name in remaining:
        em.emit(ev.ChallengeOvercome, name=name, how="deus")


def clock(em: Emitter, cmd: Command) -> None:
    room = room_of(em.state)
    running = room.clock_running_since is not None
    if cmd.verb == "pause":
        if not running:
            raise RuleViolation("the room clock is already paused")
        em.emit(ev.ClockPaused)
    else:
        if running:
            raise RuleViolation("the room clock is already running")
        em.emit(ev.ClockResumed)


def rocks_fall(em: Emitter, cmd: Command) -> None:
    """A room made impossible: a dream, or real ("In the final room, the dream excuse can only
    happen once ... if disaster somehow strikes the party on the way back out of the dungeon
    with the Eye, that is real"). Reading ``rocks-after-eye`` (``docs/rules-readings.md``):
    in the final room after the Eye is claimed the party has not yet started on the way back
    out (that begins with ``leave``), so rocks falling there is still the final room's one
    dream when it is unused."""
    s = em.state
    room = room_of(s)
    real = room.direction == "out" or (
        room.final and s.final_dreams_used() >= s.rules.final_room_dreams
    )
    if s.pending is not None:
        em.emit(ev.ActionCancelled, character=s.pending.character)
    em.emit(
        ev.RocksFell,
        room=room.number,
        real=real,
        dream_from_seq=room.entered_seq,
        dream_to_seq=em.state.seq,
    )
    if real:
        em.emit(ev.GameEnded, reason="disaster")


def claim_eye(em: Emitter, cmd: Command) -> None:
    """ "In the final room, overcoming this maximum-rated challenge should be necessary for
    claiming the Eye." Reading ``eye-guardian`` (``docs/rules-readings.md``): the guardian is
    the highest-rated challenge the GM actually added (every one at that rating must be
    overcome), whether or not it reached the room's maximum; a final room with no challenge
    lets the Eye be claimed at once."""
    s = em.state
    _idle(s)
    room = room_of(s)
    if not room.final or room.direction != "in":
        raise RoomOrder("the Eye is in the final room")
    if s.eye_claimed:
        raise RoomOrder("the Eye is already claimed")
    if room.challenges:
        top = max(c.rating for c in room.challenges)
        guarding = [c.name for c in room.challenges if c.rating == top and not c.overcome]
        if guarding:
            raise EyeStillGuarded(f"{', '.join(guarding)} (rating {top}) still stands")
    eye = s.table.eye_name or s.table.room_of(room.gm).eye_name
    em.emit(ev.EyeClaimed, eye_name=eye)


def character_flag(em: Emitter, cmd: Command) -> None:
    """``active``, ``continuity`` and ``stuck``."""
    s = em.state
    if cmd.verb == "active":
        name = match_name(cmd.args[0], [m.name for m in s.party], "character")
        em.emit(ev.ActiveSet, character=name)
        return
    room_of(s)
    name = character_in_party(s, cmd.args[0])
    if cmd.verb == "continuity":
        em.emit(ev.ContinuityViolated, character=name)
    else:
        em.emit(ev.CharacterStatusSet, character=name, status="stuck")
