"""Invariants over random command sequences (hypothesis): card conservation, pool size after
every replenish, replay equals live, no challenge overcome twice, failed commands change
nothing."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    AmbiguousTarget,
    CommandSyntaxError,
    GameState,
    RuleViolation,
    Session,
    state_hash,
)
from tests.engine.helpers import NAMES, deck, table

WHO = tuple(NAMES.values())
CHALLENGES = ("Ghouls", "Gate", "Riddle")


def _command(data: st.DataObject, s: Session) -> str:
    pool = s.state.piles.pool or ("c00",)
    room = s.state.room
    names = [c.name for c in room.challenges] if room and room.challenges else list(CHALLENGES)
    p = s.state.pending
    if room is None:
        choices = ["enter"]
    elif p is not None and p.stage == "ruling":
        choices = ["card", "card", "discard", "bonus", "target", "confirm", "confirm", "undo"]
    elif p is not None:
        choices = ["roll", "roll", "roll", "override", "undo"]
    else:
        choices = ["enter", "challenge", "act", "act", "act", "act", "misc", "gm", "turn", "undo"]
        if not any(not c.overcome for c in room.challenges):
            choices += ["challenge"] * 4
    kind = data.draw(st.sampled_from(choices))
    pick = data.draw
    if kind == "enter":
        n = (room.number + 1) if room else 1
        return pick(
            st.sampled_from(
                [
                    f"room enter {n}",
                    f"room enter {n}",
                    f"room enter {n} --cards c00,c01",
                    "leave --cards c01,c02",
                    f"deal c0{pick(st.integers(0, 9))}",
                    "leave",
                    "claim-eye",
                    "rocks-fall",
                    f"room enter {pick(st.integers(1, 4))}",
                ]
            )
        )
    if kind == "challenge":
        deadly = pick(st.sampled_from(["", " --deadly"]))
        return (
            f'challenge add "{pick(st.sampled_from(CHALLENGES))}" {pick(st.integers(1, 9))}{deadly}'
        )
    if kind == "act":
        present = [m.name for m in s.state.party if m.in_party] or list(WHO)
        return f'act {pick(st.sampled_from(present))} "something"'
    if kind == "card":
        return f"card {pick(st.sampled_from(['add', 'add', 'drop']))} {pick(st.sampled_from(pool))}"
    if kind == "discard":
        return f"discard {pick(st.sampled_from(pool))}"
    if kind == "bonus":
        return pick(
            st.sampled_from(
                [
                    "bonus background on",
                    "bonus clever 2",
                    "overwhelming on",
                    "bonus contradiction on",
                    "declare background on",
                    "ignores-threat on",
                    "cancel",
                ]
            )
        )
    if kind == "target":
        return f'target "{pick(st.sampled_from([*names, "none"]))}"'
    if kind == "confirm":
        return "confirm"
    if kind == "roll":
        return pick(
            st.sampled_from(
                [
                    "roll",
                    f"roll {pick(st.integers(1, 6))}",
                    f"roll {pick(st.integers(1, 6))} {pick(st.integers(1, 6))}",
                ]
            )
        )
    if kind == "undo":
        return f"undo {pick(st.integers(1, 3))}"
    if kind == "gm":
        return f'gm-action {pick(st.sampled_from(WHO))} "a threat"'
    if kind == "override":
        return pick(
            st.sampled_from(
                [
                    f'override successes "{pick(st.sampled_from(names))}" Olo 2 --reason r',
                    f'override overcome "{pick(st.sampled_from(names))}" no --reason r',
                    "override outcome partial_success --reason r",
                    "override grace 0 --reason r",
                ]
            )
        )
    if kind == "turn":
        return pick(
            st.sampled_from(["turn", "rest", "trap", f"search {pick(st.sampled_from(WHO))}"])
        )
    return pick(
        st.sampled_from(
            [
                f"continuity {pick(st.sampled_from(WHO))}",
                "pause",
                "resume",
                "deus vote yes",
                "deus",
                f'plot "{pick(st.sampled_from(names))}"',
                f"stuck {pick(st.sampled_from(WHO))}",
            ]
        )
    )


def _conserved(state: GameState) -> bool:
    p = state.piles
    return Counter(p.deck + p.pool + p.discard) == Counter(state.deck_list.cards)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 10_000), small=st.booleans())
def test_random_sessions_keep_every_invariant(data: st.DataObject, seed: int, small: bool) -> None:
    s = Session.start(table(), deck(10 if small else 30, 2), seed, at=0.0)
    at = 0.0
    for _ in range(data.draw(st.integers(10, 80))):
        at += data.draw(st.sampled_from([1.0, 60.0, 900.0]))
        text = _command(data, s)
        before_events, before_state = len(s.events), s.state
        try:
            events = s.apply(text, at=at)
        except (RuleViolation, AmbiguousTarget, CommandSyntaxError):
            assert len(s.events) == before_events
            assert s.state is before_state
            continue
        for event in events:
            assert _conserved(s.state_before(event.seq + 1)), (text, event.type)
        overcome = [e.name for e in events if e.type == "challenge_overcome"]  # type: ignore[union-attr]
        assert len(overcome) == len(set(overcome)), text
        if before_state.room is not None and not any(
            e.type in ("undone", "rocks_fell") for e in events
        ):
            already = {c.name for c in before_state.room.challenges if c.overcome}
            if not any(e.type == "room_entered" for e in events):
                assert not already & set(overcome), text
        room = s.state.room
        if (
            room
            and not room.manual_cards
            and any(e.type in ("cards_dealt", "room_entered") for e in events)
        ):
            short = len(s.state.piles.pool) < room.pool_size
            assert not short or not (s.state.piles.deck or s.state.piles.discard), text
        for c in room.challenges if room else ():
            assert c.overcome == (c.overcome_how is not None)
    again = Session.replay(s.header(), s.events)
    assert again.state == s.state
    assert state_hash(again.state) == state_hash(s.state)
