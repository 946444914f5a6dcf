"""The character draft ("Character generation"): restrictions, fold, completion."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.draft import (
    RULE_CATEGORY,
    RULE_OWN,
    RULE_SPREAD,
    RULE_TAKEN,
    BlockRef,
    DraftPick,
    DraftState,
    IllegalPick,
    apply_pick,
    drafted_character,
    drafted_characters,
    draw_order,
    is_complete,
    is_impossible,
    legal_picks,
    random_pick,
    replay,
    stuck_players,
    whose_turn,
)
from engine.table import BLOCKS, Summary


def summary(author: str, number: int, barbarian: bool = False) -> Summary:
    return Summary(
        author=author, barbarian=barbarian, **{b: f"{author}{number} {b}" for b in BLOCKS}
    )


def table_of(players: list[str], per_player: int = 2) -> tuple[Summary, ...]:
    return tuple(summary(p, i, i == 1) for p in players for i in range(1, per_player + 1))


def start(players: list[str]) -> DraftState:
    return DraftState(order=tuple(players), summaries=table_of(players))


def pick(state: DraftState, player: str, ref: str) -> DraftState:
    return apply_pick(state, DraftPick(player=player, block=BlockRef.from_str(ref)))


def run_draft(state: DraftState, rng: random.Random) -> DraftState:
    while not is_complete(state) and not is_impossible(state):
        state = apply_pick(state, random_pick(state, rng))
    return state


def test_draft_order_is_a_random_permutation() -> None:
    """Rule: "Players are then randomly assigned a draft order"."""
    players = ["ann", "bob", "cat", "dan", "eve"]
    orders = {draw_order(players, random.Random(seed)) for seed in range(30)}
    assert all(sorted(o) == sorted(players) for o in orders)
    assert len(orders) > 5


def test_seven_rounds_in_the_same_order() -> None:
    """Rule: "Construction goes around the table seven times." """
    state = run_draft(start(["a", "b", "c", "d"]), random.Random(3))
    assert is_complete(state)
    assert whose_turn(state) is None
    assert [p.player for p in state.picks] == ["a", "b", "c", "d"] * 7


def test_own_block_is_refused() -> None:
    """Rule: "you can't choose a block you wrote yourself"."""
    with pytest.raises(IllegalPick) as err:
        pick(start(["a", "b", "c", "d"]), "a", "a.2.weapons")
    assert err.value.rule == RULE_OWN


def test_chosen_block_is_refused() -> None:
    """Rule: "you can't choose a block someone else chose"."""
    state = pick(start(["a", "b", "c", "d"]), "a", "c.1.name")
    with pytest.raises(IllegalPick, match="a chose it") as err:
        pick(state, "b", "c.1.name")
    assert err.value.rule == RULE_TAKEN


def test_second_block_of_a_category_is_refused() -> None:
    """Rule: "you must select one block for each of the seven categories, not
    multiples of the same category"."""
    state = start(["a", "b", "c", "d"])
    for p, ref in [("a", "b.1.name"), ("b", "a.1.name"), ("c", "a.1.clothing"), ("d", "a.2.name")]:
        state = pick(state, p, ref)
    with pytest.raises(IllegalPick) as err:
        pick(state, "a", "c.1.name")
    assert err.value.rule == RULE_CATEGORY


def test_first_three_picks_from_three_players_in_a_four_player_game() -> None:
    """Rule: "you can't select multiple blocks from the same player until it's
    impossible not to (for example, in a 4-player game, your first 3 picks will
    be from different players)"."""
    state = start(["a", "b", "c", "d"])
    state = pick(state, "a", "b.1.name")
    for p, ref in [("b", "c.1.name"), ("c", "d.1.name"), ("d", "a.1.name")]:
        state = pick(state, p, ref)
    assert {r.author for r in legal_picks(state, "a")} == {"c", "d"}
    with pytest.raises(IllegalPick, match="from c or d first") as err:
        pick(state, "a", "b.2.weapons")
    assert err.value.rule == RULE_SPREAD
    for seed in range(20):
        done = run_draft(start(["a", "b", "c", "d"]), random.Random(seed))
        for player in "abcd":
            firsts = [r.author for r in done.held(player)[:3]]
            assert len(set(firsts)) == 3


def test_not_your_turn_and_unknown_block() -> None:
    state = start(["a", "b", "c", "d"])
    with pytest.raises(IllegalPick, match="a's draft turn"):
        pick(state, "b", "c.1.name")
    with pytest.raises(IllegalPick, match="no such block"):
        pick(state, "a", "c.3.name")
    with pytest.raises(ValueError, match="not a block"):
        BlockRef.from_str("c.name")


def test_replay_rebuilds_the_same_state() -> None:
    state = run_draft(start(["a", "b", "c", "d", "e"]), random.Random(11))
    assert replay(state.order, state.summaries, state.picks) == state
    assert DraftState.model_validate_json(state.model_dump_json()) == state


def test_drafted_character_takes_block_texts_and_barbarian_from_background() -> None:
    state = run_draft(start(["a", "b", "c", "d"]), random.Random(5))
    for player in "abcd":
        c = drafted_character(state, player)
        held = {r.block: r for r in state.held(player)}
        assert c.player == player
        assert c.weapons == state.text(held["weapons"])
        bg = held["background"]
        assert c.barbarian == (bg.summary == 1)  # summary 1 is the barbarian here
    assert [c.player for c in drafted_characters(state)] == list(state.order)
    with pytest.raises(IllegalPick, match="0 of 7"):
        drafted_character(start(["a", "b", "c", "d"]), "a")


def test_a_missing_summary_is_detected_as_impossible() -> None:
    """Four players but only three summaries: seven categories of three blocks
    cannot give everyone a block of each, and the draft says so."""
    sums = (summary("a", 1, True), summary("b", 1, True), summary("c", 1, True))
    state = DraftState(order=("a", "b", "c", "d"), summaries=sums)
    assert not is_impossible(state)
    rng = random.Random(0)
    while legal_picks(state, str(whose_turn(state))):
        state = apply_pick(state, random_pick(state, rng))
    assert not is_complete(state)
    assert is_impossible(state)
    assert whose_turn(state) in stuck_players(state)
    with pytest.raises(IllegalPick, match="cannot be finished"):
        random_pick(state, rng)


@settings(max_examples=60, deadline=None)
@given(st.integers(4, 6), st.integers(0, 2**32))
def test_random_legal_drafts_complete_with_one_block_per_category(n: int, seed: int) -> None:
    players = [f"p{i}" for i in range(n)]
    rng = random.Random(seed)
    state = run_draft(DraftState(order=draw_order(players, rng), summaries=table_of(players)), rng)
    assert is_complete(state)
    assert not is_impossible(state)
    taken = [p.block for p in state.picks]
    assert len(set(taken)) == len(taken)  # nobody chose a chosen block
    for player in players:
        held = state.held(player)
        assert sorted(r.block for r in held) == sorted(BLOCKS)
        assert all(r.author != player for r in held)
        assert drafted_character(state, player).player == player


@settings(max_examples=60, deadline=None)
@given(
    st.integers(4, 6),
    st.lists(st.integers(0, 2), min_size=6, max_size=6),
    st.integers(0, 2**32),
)
def test_any_summary_set_completes_or_is_detected_impossible(
    n: int, written: list[int], seed: int
) -> None:
    players = [f"p{i}" for i in range(n)]
    sums = tuple(
        summary(p, i, i == 1)
        for p, k in zip(players, written, strict=False)
        for i in range(1, k + 1)
    )
    rng = random.Random(seed)
    state = run_draft(DraftState(order=tuple(players), summaries=sums), rng)
    assert is_complete(state) or is_impossible(state)
    if not is_complete(state):
        turn = whose_turn(state)
        assert turn is not None
        assert stuck_players(state)
