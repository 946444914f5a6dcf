"""The last outcome carries the action's words and the cards it earned (rules "Cards",
"Character bonuses", "Action rolls" step 4), derived in the fold from the events."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from engine import EarnedCard, Ruling, Session, earned_cards, net_bonus, read_log, write_log
from tests.engine.helpers import drive, in_room


def _earned(s: Session) -> list[tuple[str, int]]:
    assert s.state.last is not None
    return [(e.card, e.count) for e in s.state.last.cards]


def test_declared_card_earns_nothing_and_the_extra_discard_is_no_card_earned() -> None:
    """ "Players do not declare that they are trying for a card bonus. If a player does
    declare it, the bonus is not awarded." The extra card "is not counted as a bonus"."""
    s = in_room(2, seed=2)
    pool = s.state.piles.pool
    assert pool[1] == pool[2]
    double, single, extra = pool[1], pool[0], pool[3]
    drive(
        s,
        'act Grignr "I intone sonorously,"',
        'act Grignr "he said loudly"',
        f"card add {double}",
        f"card add {double}",
        f"card add {single}",
        f"declare {single} on",
        f"discard {extra}",
        "confirm",
        "roll 4",
    )
    last = s.state.last
    assert last is not None
    assert last.text == "I intone sonorously, he said loudly"
    assert last.cards == (EarnedCard(card=double, count=2),)
    assert last.bonus == 2
    assert set(s.state.piles.discard) == {double, single, extra}


def test_automatic_partial_failure_earns_no_cards_but_keeps_the_words() -> None:
    """ "Violating either of these rules results in an automatic partial failure to the next
    action of the character who violated it": no roll, no cards moved, none earned."""
    s = in_room(1)
    s.apply("continuity Olo")
    card = s.state.piles.pool[0]
    drive(s, 'act Olo "I greet the dead friend"', f"card add {card}", "confirm")
    last = s.state.last
    assert last is not None
    assert last.automatic
    assert (last.text, last.cards) == ("I greet the dead friend", ())


def test_two_identical_outcomes_in_a_row_keep_their_own_words_and_cards() -> None:
    """The same character, the same roll and outcome twice: each outcome is its own action's."""
    s = in_room(3, seed=9)
    first, second = s.state.piles.pool[0], s.state.piles.pool[1]
    drive(s, 'act Grignr "first"', f"card add {first}", "confirm", "roll 4")
    one = s.state.last
    drive(s, 'act Grignr "second"', f"card add {second}", "confirm", "roll 4")
    two = s.state.last
    assert one is not None
    assert two is not None
    assert (one.outcome, one.dice, one.bonus) == (two.outcome, two.dice, two.bonus)
    assert (one.text, _card_ids(one.cards)) == ("first", [first])
    assert (two.text, _card_ids(two.cards)) == ("second", [second])


def _card_ids(cards: tuple[EarnedCard, ...]) -> list[str]:
    return [c.card for c in cards]


def test_a_reaction_to_a_gm_action_carries_the_players_words_not_the_gms() -> None:
    """ "the character's player then describes that reaction using the same rules as a
    player-initiated action" """
    s = in_room(1)
    drive(s, 'gm-action Olo "the floor tilts"', 'act Olo "I leap for the ledge"', "confirm")
    s.apply("roll 4")
    assert s.state.last is not None
    assert s.state.last.text == "I leap for the ledge"


def test_replayed_log_gives_the_same_words_and_cards(tmp_path: Path) -> None:
    """Derived from events the log already holds: a written log replays to the same outcome."""
    s = in_room(1)
    card = s.state.piles.pool[0]
    drive(s, 'act Olo "I smite"', f"card add {card}", "confirm", "roll 5")
    path = tmp_path / "log.jsonl"
    write_log(path, s.header(), s.events)
    header, events, _ = read_log(path)
    assert Session.replay(header, events).state.last == s.state.last


@given(
    cards=st.lists(st.sampled_from("abcd"), max_size=6),
    declared=st.lists(st.sampled_from(["a", "b", "background", "clever"]), max_size=3),
)
def test_earned_counts_add_up_to_the_card_bonus(cards: list[str], declared: list[str]) -> None:
    """ "+1 per card matched": the earned counts are exactly the bonus the cards give."""
    ruling = Ruling(cards=tuple(cards), declared=tuple(dict.fromkeys(declared)))
    earned = earned_cards(ruling)
    assert sum(e.count for e in earned) == net_bonus(ruling).cards
    assert not {e.card for e in earned} & set(declared)
