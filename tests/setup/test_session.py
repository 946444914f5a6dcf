"""SetupSession: the set-up steps in the rulebook's order, and what each refuses."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.setup.session import SetupError, SetupSession, keeps_drafted, player_id
from companion.setup.steps import STEPS
from companion.tablefile import load_player_file, load_table, save_table
from engine.draft import RULE_OWN, RULE_SPREAD, BlockRef, legal_picks
from engine.table import BLOCKS

PLAYER_FILES = tuple(
    sorted((Path(__file__).resolve().parents[2] / "fixtures" / "tables").glob("player-*.toml"))
)


def imported(seed: int = 3) -> SetupSession:
    s = SetupSession(random.Random(seed))
    for path in PLAYER_FILES:
        s.import_player(load_player_file(path), source=str(path))
    return s


def drafted(seed: int = 3) -> SetupSession:
    s = imported(seed)
    s.advance()
    s.advance()
    while not s.draft_done():
        s.random_pick()
    s.advance()
    return s


def ready_to_save(seed: int = 3) -> SetupSession:
    s = drafted(seed)
    s.advance()
    s.advance()
    s.draw_order()
    for _ in range(3):
        s.advance()
    assert s.step == "save"
    return s


def type_summary(s: SetupSession, pid: str, number: int, barbarian: bool) -> None:
    s.set_summary_field(pid, number, "barbarian", "yes" if barbarian else "no")
    for block in BLOCKS:
        s.set_summary_field(pid, number, block, f"{pid} {number} {block}")


def test_player_ids_come_from_names() -> None:
    assert player_id("Ann Smith") == "ann-smith"
    assert player_id("José") == "jose"
    s = SetupSession(random.Random(1))
    with pytest.raises(SetupError, match="type the player's name"):
        s.add_player("!!!")


def test_four_to_six_players() -> None:
    """Rule: "The game is intended for 4-6 players"."""
    s = SetupSession(random.Random(1))
    for name in ("Ann", "Bors", "Cass"):
        s.add_player(name)
    with pytest.raises(SetupError, match="add 1 more"):
        s.advance()
    for name in ("Dov", "Esme", "Fay"):
        s.add_player(name)
    with pytest.raises(SetupError, match="at most 6"):
        s.add_player("Gus")
    assert s.advance() == "summaries"


def test_a_player_id_is_used_once() -> None:
    s = imported()
    with pytest.raises(SetupError, match="already a player 'ann'"):
        s.add_player("Ann")


def test_summaries_need_seven_blocks_and_a_barbarian() -> None:
    """Rules: "Each player writes two character summaries"; "At least one character must be
    some type of barbarian"; "A summary contains the following seven blocks"."""
    s = imported()
    s.remove_player("dov")
    s.add_player("Dov")
    s.advance()
    type_summary(s, "dov", 1, barbarian=False)
    with pytest.raises(SetupError, match="summary 2 has 0 of 7 blocks") as err:
        s.advance()
    assert "neither summary is a barbarian" in str(err.value)
    with pytest.raises(SetupError, match="cannot be empty"):
        s.set_summary_field("dov", 2, "name", "   ")
    type_summary(s, "dov", 2, barbarian=True)
    assert s.advance() == "draft"
    assert s.summary("dov", 2) is not None


def test_the_draft_offers_only_legal_picks_and_names_the_rule_broken() -> None:
    s = imported()
    s.advance()
    s.advance()
    state = s.draft
    assert state is not None
    turn = s.whose_turn()
    assert turn == state.order[0]
    assert s.offered() == legal_picks(state, turn)
    assert all(ref.author != turn for ref in s.offered())
    with pytest.raises(SetupError, match=RULE_OWN):
        s.pick(BlockRef(author=turn, summary=1, block="name"))
    first = s.offered()[0]
    s.pick(first)
    assert s.whose_turn() == state.order[1]
    # back to the first player in round two: a second block from the same author is refused
    while s.whose_turn() != turn:
        s.random_pick()
    same = next(r for r in s.draft.blocks() if r.author == first.author and r.block != first.block)
    with pytest.raises(SetupError, match=RULE_SPREAD):
        s.pick(same)


def test_a_pick_can_be_taken_back_and_players_are_fixed_once_the_draft_begins() -> None:
    s = imported()
    s.advance()
    s.advance()
    taken = s.random_pick()
    with pytest.raises(SetupError, match="the draft has begun"):
        s.add_player("Esme")
    with pytest.raises(SetupError, match="the draft has begun"):
        s.back()
    assert s.undo_pick() == taken
    assert s.whose_turn() == taken.player
    assert s.back() == "summaries"
    assert s.draft is None


def test_the_draft_order_follows_the_seed() -> None:
    """Rule: "Players are then randomly assigned a draft order": random, but replayable."""
    orders = {drafted(seed).draft.order for seed in range(12)}  # type: ignore[union-attr]
    assert len(orders) > 1
    assert drafted(5).table() == drafted(5).table()


def test_details_may_be_added_but_nothing_retracted() -> None:
    """Rule: "Players are then free to fill in omitted details, but not to retract anything
    from their selected blocks"."""
    s = drafted()
    pid = s.players[0].id
    weapons = s.drafted(pid).weapons
    s.fill_in(pid, "weapons", f"{weapons} Freshly oiled.")
    assert s.table().character(s.character(pid).name).weapons.endswith("Freshly oiled.")
    with pytest.raises(SetupError, match="not to retract"):
        s.fill_in(pid, "weapons", weapons[: len(weapons) // 2])
    assert keeps_drafted("A  Bell.", "Behold: a bell. Cracked.")


def test_every_room_needs_both_versions_until_the_order_is_drawn() -> None:
    """Rule: "Any room has a chance of being selected as the final room, and so some details
    must have two versions"; "an exit, to omit if the room is chosen as the final room"."""
    s = drafted()
    s.advance()
    s.set_room_field("ann", "exit", "")
    assert s.room_problems("ann") == ["missing exit"]
    with pytest.raises(SetupError, match="Ann's room: missing exit"):
        s.advance()
    s.set_room_field("ann", "exit", "A stair.")
    s.advance()
    order = s.draw_order()
    assert s.draw_order() == order, "the order is drawn once"
    s.set_room_field(order[-1], "exit", "")
    assert s.room_problems(order[-1]) == [], "the final room needs no exit"
    s.set_room_field(order[0], "eye", "")
    assert s.room_problems(order[0]) == [], "only the final room needs the Eye"


def test_the_final_rooms_gm_names_the_eye() -> None:
    """Rule: "Its full name is the Eye of <something>, with the GM deciding the <something>"."""
    s = ready_to_save()
    with pytest.raises(SetupError, match="the Eye of <something>"):
        s.set_eye_name("Argon's Eye")
    s.set_eye_name("the Eye of Argon")
    s.set_entrance("A crumbling stair under a dead oak.")
    table = s.table()
    final, first = table.ordered_rooms()[-1], table.ordered_rooms()[0]
    assert table.eye_name == final.eye_name == "the Eye of Argon"
    assert first.entrance == "A crumbling stair under a dead oak."


def test_steps_walk_in_the_rulebook_order() -> None:
    s = imported()
    seen = [s.step]
    while s.step != "save":
        if s.step == "draft":
            while not s.draft_done():
                s.random_pick()
        if s.step == "order":
            s.draw_order()
        seen.append(s.advance())
    assert tuple(seen) == STEPS
    with pytest.raises(SetupError, match="last step"):
        s.advance()


def test_the_table_saves_and_loads_back_equal(tmp_path: Path) -> None:
    s = ready_to_save()
    path = tmp_path / "table.toml"
    save_table(s.table(), path)
    table = load_table(path)
    assert table == s.table()
    assert len(table.characters) == 4
    assert table.room_order
    assert table.eye_name.startswith("the Eye of")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(4, 6))
def test_any_draft_by_lot_obeys_the_restrictions(seed: int, players: int) -> None:
    """Rules: "you can't choose a block you wrote yourself"; "you must select one block for
    each of the seven categories"; "Construction goes around the table seven times"."""
    s = SetupSession(random.Random(seed))
    for n in range(players):
        pid = s.add_player(f"P{n}").id
        type_summary(s, pid, 1, barbarian=True)
        type_summary(s, pid, 2, barbarian=False)
    s.advance()
    s.advance()
    while not s.draft_done():
        s.random_pick()
    state = s.draft
    assert state is not None
    assert len(state.picks) == 7 * players
    for p in state.order:
        held = state.held(p)
        assert sorted(b.block for b in held) == sorted(BLOCKS)
        assert all(b.author != p for b in held)
    assert len({p.block for p in state.picks}) == len(state.picks)
