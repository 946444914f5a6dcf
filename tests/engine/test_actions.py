"""The action sequence, bonuses and cards (rules "Action rolls", "Character bonuses",
"Cards")."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import (
    ActionState,
    AmbiguousTarget,
    CardNotInPool,
    Command,
    Session,
    Suggestion,
    Utterance,
    dump_event,
    format_command,
    parse_event,
)
from tests.engine.helpers import act, deck, drive, in_room, table


def _conserved(s: Session) -> bool:
    p = s.state.piles
    return Counter(p.deck + p.pool + p.discard) == Counter(s.state.deck_list.cards)


def test_pool_is_three_plus_room_number() -> None:
    """ "The number of cards in the pool is 3 plus the room number (so 4 in the first room),
    plus an additional 2 in the final room." """
    s = in_room(1)
    assert len(s.state.piles.pool) == 4
    for n in (2, 3, 4):
        s.apply(f"room enter {n}")
    assert len(s.state.piles.pool) == 3 + 4 + 2


def test_entering_shuffles_all_cards_together() -> None:
    """ "When the party enters a room, the new GM shuffles all cards together" : the discard
    pile is empty again and the event records the whole order."""
    s = in_room(1)
    card = s.state.piles.pool[0]
    act(s, "Olo", f"card add {card}")
    assert s.state.piles.discard
    events = s.apply("room enter 2")
    assert s.state.piles.discard == ()
    assert sorted(events[0].order) == sorted(s.state.deck_list.cards)  # type: ignore[union-attr]
    assert _conserved(s)


def test_matched_cards_then_extra_go_to_discard_and_pool_refills() -> None:
    """Steps 3, 4 and 7: matched cards to the discard pile, the extra card, then "new cards
    are dealt to replenish the card pool"."""
    s = in_room(1)
    a, b = s.state.piles.pool[:2]
    act(s, "Olo", f"card add {a}", f"discard {b}")
    assert s.state.piles.discard == (a, b)
    assert len(s.state.piles.pool) == 4
    assert _conserved(s)


def test_card_bonus_is_one_per_card_and_extra_discard_gives_none() -> None:
    """ "+1 per card matched"; the extra card "is not counted as a bonus"."""
    s = in_room(1)
    a, b, c = s.state.piles.pool[:3]
    drive(s, 'act Olo "x"', f"card add {a}", f"card add {b}", f"discard {c}")
    assert s.state.pending is not None
    assert s.state.pending.bonus.net == 2


def test_only_pool_cards_can_be_matched() -> None:
    s = in_room(1)
    missing = next(c for c in s.state.deck_list.cards if c not in s.state.piles.pool)
    s.apply('act Olo "x"')
    with pytest.raises(CardNotInPool):
        s.apply(f"card add {missing}")


def test_a_card_counts_twice_only_with_both_copies_in_pool() -> None:
    """ "Some cards occur twice in the deck. If both copies are in the pool, an action can
    count both of them" """
    s = in_room(1)
    pool = s.state.piles.pool
    single = next(c for c in pool if pool.count(c) == 1)
    drive(s, 'act Olo "x"', f"card add {single}")
    with pytest.raises(CardNotInPool):
        s.apply(f"card add {single}")


def test_character_bonuses_and_contradiction() -> None:
    """Background +1, equipment +1, clever +1 or +2, open contradiction -2: "the net
    'bonus' may thus in rare cases become a negative number"."""
    s = in_room(1)
    drive(s, 'act Olo "x"', "bonus background on", "bonus equipment on", "bonus clever 2")
    assert s.state.pending is not None
    assert s.state.pending.bonus.net == 4
    drive(s, "bonus background off", "bonus equipment off", "bonus clever 0")
    s.apply("bonus contradiction on")
    assert s.state.pending.bonus.net == -2


def test_declared_bonus_is_not_awarded() -> None:
    """ "Players do not declare that they are trying for a character bonus. If a player does
    declare it, the bonus is not awarded." Only the declared one is void."""
    s = in_room(1)
    card = s.state.piles.pool[0]
    drive(s, 'act Olo "x"', f"card add {card}", "bonus background on", "declare background on")
    assert s.state.pending is not None
    assert s.state.pending.bonus.net == 1
    assert s.state.pending.bonus.voided == ("background",)


def test_action_helping_against_no_challenge_moves_no_cards() -> None:
    """ "If the action has no chance of helping against any challenge, then no action roll is
    made and no cards are moved." """
    s = in_room(1)
    before = s.state.piles
    card = before.pool[0]
    events = [
        e.type
        for c in ('act Olo "x"', f"card add {card}", "target none", "confirm")
        for e in s.apply(c)
    ]
    assert "action_dismissed" in events
    assert "die_rolled" not in events
    assert s.state.piles == before
    assert s.state.pending is None


def test_two_open_challenges_need_a_target() -> None:
    """The GM names the challenge: with two open, an unnamed target is "attack whom?"."""
    s = in_room(1)
    s.apply('challenge add "Gate" 3')
    s.apply('act Olo "x"')
    with pytest.raises(AmbiguousTarget) as err:
        s.apply("confirm")
    assert set(err.value.candidates) == {"Ghoul pack", "Gate"}


def test_roll_before_confirm_is_refused_and_session_unchanged() -> None:
    s = in_room(1)
    s.apply('act Olo "x"')
    n = len(s.events)
    with pytest.raises(ActionState):
        s.apply("roll")
    assert len(s.events) == n


def test_physical_dice_are_marked_manual() -> None:
    """A die may come from the seeded RNG or be entered by hand; the event says which."""
    s = in_room(1)
    act(s, "Olo", roll="roll 4")
    assert s.state.last is not None
    assert [d.manual for d in s.state.last.dice] == [True]
    act(s, "Vespera", roll="roll")
    assert next(d.manual for d in s.state.last.dice) is False


def test_second_die_by_hand_waits_for_it() -> None:
    """A 1 that would still succeed: "the player rolls a second die"."""
    s = in_room(1, challenge='challenge add "Gate" 3')
    drive(s, 'act Olo "x"', "bonus clever 2", "confirm")
    events = s.apply("roll 1")
    assert [e.type for e in events] == ["die_rolled"]
    assert s.state.pending is not None
    assert s.state.pending.stage == "second_die"
    s.apply("roll 1")
    assert s.state.last is not None
    assert s.state.last.outcome == "partial_failure"
    assert [d.value for d in s.state.last.dice] == [1, 1]


def test_second_die_given_at_once() -> None:
    s = in_room(1, challenge='challenge add "Wall" 9')
    drive(s, 'act Olo "x"', "confirm", "roll 6 6")
    assert s.state.last is not None
    assert s.state.last.outcome == "partial_success"


def test_not_rested_penalty_applies_to_action_rolls() -> None:
    """ "A -1 penalty ... is incurred until the characters rest for one turn." """
    s = in_room(1)
    drive(s, *["turn"] * 6)
    s.apply('act Olo "x"')
    assert s.state.pending is not None
    assert s.state.pending.bonus.not_rested == -1
    assert s.state.pending.bonus.net == -1
    s.apply("cancel")
    s.apply("rest")
    s.apply('act Olo "x"')
    assert s.state.pending.bonus.net == 0


def test_deck_empty_reshuffles_discard() -> None:
    """ "Whenever the deck is empty, the GM shuffles the discard pile into it." """
    s = Session.start(table(), deck(6, 0), 1, at=0.0)
    drive(s, "room enter 1", 'challenge add "Ghoul pack" 6')
    types: list[str] = []
    for who in ("Olo", "Vespera"):
        a, b = s.state.piles.pool[:2]
        drive(s, f'act {who} "x"', f"card add {a}", f"discard {b}", "confirm")
        types += [e.type for e in s.apply("roll 4")]
        assert _conserved(s)
        assert len(s.state.piles.pool) == 4
    # Each deal empties the 2-card deck, and the discard pile goes in at once (issue 12.3).
    assert types.count("deck_reshuffled") == 2
    assert all(types[i - 1] == "cards_dealt" for i, t in enumerate(types) if t == "deck_reshuffled")
    assert s.state.piles.discard == ()


def test_utterance_and_suggestion_are_recorded_with_timings() -> None:
    """Each utterance and suggestion is an event, so review can show suggestion versus
    ruling and latency comes straight from the log."""
    s = in_room(1)
    events = s.apply(
        'act Olo "I hide" --source voice --audio clips/1.wav --speech-end 5.5 --transcript-at 6.0',
        at=6.1,
    )
    said = events[-1]
    assert said.type == "utterance"
    assert (said.source, said.audio, said.speech_end_at, said.transcript_at, said.at) == (  # type: ignore[union-attr]
        "voice",
        "clips/1.wav",
        5.5,
        6.0,
        6.1,
    )
    proposal = Suggestion.model_validate(
        {"cards": {"c01": 1}, "background": True, "source": "ollama", "model": "qwen",
         "prompt_hash": "abc", "latency_ms": 420.0}
    )  # fmt: skip
    [suggestion] = s.record_suggestion(proposal, suggested_at=6.5, at=6.6)
    assert suggestion.type == "suggestion"
    assert suggestion.payload == proposal  # type: ignore[union-attr]
    assert suggestion.source == "ollama"  # type: ignore[union-attr]
    assert suggestion.latency_ms == 420.0  # type: ignore[union-attr]
    assert s.state.pending is not None
    assert s.state.pending.suggestion == proposal
    assert s.state.pending.ruling.cards == (), "recorded, not applied"
    assert Session.replay(s.header(), s.events).state == s.state


def test_command_objects_carry_their_own_time() -> None:
    from engine import parse_command

    s = in_room(1)
    s.apply(parse_command("turn", at=5000.0))
    assert s.state.now == 5000.0
    assert s.events[-1].command == "turn"


STT_ACT = (
    'act Olo "I hide" --source voice --audio clips/1.wav --speech-start 4.25 --speech-end 5.5 '
    "--transcript-at 6.0 --confidence 0.83 --stt-backend faster-whisper --stt-model tiny.en "
    "--compute-ms 412.5"
)


def test_the_stt_facts_of_a_spoken_action_reach_the_utterance_event() -> None:
    """Issue 11: "The STT facts that Heard carries (confidence, backend, model, compute time,
    speech start) reach the log, so review and stats can use them"."""
    s = in_room(1)
    events = s.apply(STT_ACT, at=6.1)
    said = events[-1]
    assert isinstance(said, Utterance)
    assert (
        said.speech_start_at,
        said.speech_end_at,
        said.transcript_at,
        said.confidence,
        said.stt_backend,
        said.stt_model,
        said.compute_ms,
    ) == (4.25, 5.5, 6.0, 0.83, "faster-whisper", "tiny.en", 412.5)
    assert events[0].command == STT_ACT
    back = parse_event(dump_event(said))
    assert back == said


def test_an_utterance_logged_before_the_stt_facts_still_reads() -> None:
    old = (
        '{"seq":5,"at":6.1,"command":"act Olo \\"I hide\\" --source voice","type":"utterance",'
        '"character":"Olo","text":"I hide","source":"voice","speech_end_at":5.5}'
    )
    said = parse_event(old)
    assert isinstance(said, Utterance)
    assert said.speech_end_at == 5.5
    assert (said.speech_start_at, said.confidence, said.stt_backend, said.compute_ms) == (
        None,
        None,
        None,
        None,
    )
    assert "confidence" not in dump_event(said)


def test_an_applied_suggestion_sets_the_ruling_in_one_command() -> None:
    """ "The GM decides ... which card bonuses apply": the advisor's proposal becomes the
    ruling the GM then edits, in one command; only pool cards, never more copies than the pool
    holds, and a target only when it names a challenge that can be acted against."""
    s = in_room(1)
    s.apply('act Olo "I hide"', at=7.1)
    pool = s.state.piles.pool
    proposal = Suggestion.model_validate(
        {"cards": {pool[0]: 2, "not-in-pool": 1}, "equipment": True, "clever": 1,
         "target": "ghoul", "overwhelming": True, "declared": ["background"]}
    )  # fmt: skip
    events = s.record_suggestion(proposal, apply=True, at=7.2)
    assert events[0].type == "suggestion"
    assert all(e.type == "ruling_edited" and e.command is None for e in events[1:])
    r = s.state.pending.ruling  # type: ignore[union-attr]
    assert r.cards == (pool[0],) * pool.count(pool[0])
    assert (r.equipment, r.clever, r.target, r.overwhelming) == (True, 1, "Ghoul pack", True)
    assert r.declared == ("background",)
    s.apply("undo", at=7.3)
    assert s.state.pending.ruling.cards == ()  # type: ignore[union-attr]
    assert s.state.pending.suggestion is None  # type: ignore[union-attr]
    assert Session.replay(s.header(), s.events).state == s.state


def test_suggestions_in_older_logs_read_as_the_typed_model() -> None:
    """Logs written before the typed suggestion still replay: the compact payload shape."""
    body = {
        "source": "lexicon",
        "payload": {"cards": {"c01": 1}, "background": True, "target": "Ogre"},
    }
    line = format_command(Command(verb="suggest", args=(json.dumps(body),)))
    s = in_room(1)
    s.apply('act Olo "I hide"', at=7.1)
    [e] = s.apply(line, at=7.2)
    assert e.payload.card_counts() == {"c01": 1}  # type: ignore[union-attr]
    assert e.payload.background.applies  # type: ignore[union-attr]
    assert e.payload.target_challenge == "Ogre"  # type: ignore[union-attr]


def test_a_second_suggestion_applies_as_a_diff_of_the_ruling() -> None:
    """A refinement arriving after the detectors' suggestion changes only what differs, and
    never takes more copies than the pool holds."""
    s = in_room(1)
    s.apply('act Olo "I hide"', at=7.1)
    a, b = s.state.piles.pool[:2]
    first = Suggestion.model_validate({"cards": {a: 1, b: 1}, "background": True})
    s.record_suggestion(first, apply=True, at=7.2)
    second = Suggestion.model_validate({"cards": {a: 2}, "equipment": True})
    edits = s.record_suggestion(second, apply=True, at=7.3)[1:]
    assert [(e.field, e.value) for e in edits] == [  # type: ignore[union-attr]
        ("card_drop", b),
        *[("card_add", a)] * (s.state.piles.pool.count(a) - 1),
        ("background", False),
        ("equipment", True),
    ]
