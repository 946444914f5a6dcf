"""Table files, player files, the bundled example and the dungeon checks ("Dungeon preparation")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from companion.errors import DataFileError, UsageError
from companion.resources import example_table_path
from companion.tablefile import (
    dump_table,
    load_example_table,
    load_player_file,
    load_player_files,
    load_table,
    merge_player_files,
    save_table,
)
from engine.draft import DraftState, apply_pick, drafted_character, draw_order, random_pick
from engine.dungeon import draw_room_order, is_eye_name, max_rating, validate_rooms
from engine.table import BLOCKS, Table

TABLES = Path(__file__).resolve().parents[2] / "fixtures" / "tables"
PLAYER_FILES = sorted(TABLES.glob("player-*.toml"))


@pytest.fixture(scope="module")
def example() -> Table:
    return load_example_table()


def test_example_has_six_players_each_with_two_summaries_one_barbarian(example: Table) -> None:
    """Rule: "Each player writes two character summaries ... At least one character
    must be some type of barbarian"."""
    assert len(example.players) == 6
    for p in example.players:
        own = [s for s in example.summaries if s.author == p.id]
        assert len(own) == 2
        assert any(s.barbarian for s in own)


def test_example_characters_are_a_draft_of_the_summaries(example: Table) -> None:
    """Rules: "you can't choose a block you wrote yourself", "you can't choose a block
    someone else chose", "you must select one block for each of the seven categories"."""
    used: set[tuple[str, str]] = set()
    assert sorted(c.player for c in example.characters) == sorted(p.id for p in example.players)
    for c in example.characters:
        for block in BLOCKS:
            text = c.block(block)
            authors = [s.author for s in example.summaries if s.block(block) == text]
            assert len(authors) == 1, (c.name, block)
            assert authors[0] != c.player
            assert (block, text) not in used
            used.add((block, text))
    grignr = next(c for c in example.characters if c.name.startswith("Grignr"))
    assert "Mother" in grignr.weapons


def test_example_rooms_are_complete_and_rated_for_their_order(example: Table) -> None:
    """Rules: each room has "a general size, shape, and appearance", "an entrance",
    "an exit", "the Eye", "at least two" opportunities, "a deus ex machina event";
    "Exactly one challenge in each room should have the maximum rating"."""
    assert validate_rooms(example) == []
    assert is_eye_name(example.eye_name)
    final = example.ordered_rooms()[-1]
    assert final.eye_name == example.eye_name
    for room in example.rooms:
        assert room.npcs
        assert 1 <= len(room.challenges) <= 3
        assert room.secrets
        assert room.missing_features(final=True) == []
        assert room.missing_features(final=False) == []


def test_example_path_is_the_bundled_file() -> None:
    assert example_table_path().is_file()


def test_save_then_load_is_equal(example: Table, tmp_path: Path) -> None:
    out = tmp_path / "table.toml"
    save_table(example, out)
    assert load_table(out) == example
    small = load_table(TABLES / "four-players.toml")
    save_table(small, out)
    assert load_table(out) == small
    assert dump_table(small) == out.read_text(encoding="utf-8")


def test_multiline_prose_survives(example: Table, tmp_path: Path) -> None:
    room = example.rooms[0].model_copy(update={"secrets": "line one\nline two"})
    table = example.model_copy(update={"rooms": (room, *example.rooms[1:])})
    out = tmp_path / "t.toml"
    save_table(table, out)
    assert '"""' in out.read_text(encoding="utf-8")
    assert load_table(out).rooms[0].secrets == "line one\nline two"


def test_four_player_fixture_is_valid() -> None:
    t = load_table(TABLES / "four-players.toml")
    assert len(t.players) == 4
    assert len(t.characters) == 4
    assert validate_rooms(t) == []


def test_player_files_merge_into_a_table_ready_for_the_draft() -> None:
    table = load_player_files(PLAYER_FILES)
    assert [p.id for p in table.players] == ["ann", "bors", "cass", "dov"]
    assert len(table.summaries) == 8
    assert table.characters == ()
    state = DraftState(
        order=draw_order([p.id for p in table.players], random.Random(1)),
        summaries=table.summaries,
    )
    rng = random.Random(2)
    for _ in range(28):
        state = apply_pick(state, random_pick(state, rng))
    chars = tuple(drafted_character(state, p.id) for p in table.players)
    drafted = table.model_copy(update={"characters": chars})
    assert Table.model_validate(drafted.model_dump()) == drafted


def test_player_file_fills_in_author_and_gm() -> None:
    f = load_player_file(PLAYER_FILES[0])
    assert all(s.author == f.player.id for s in f.summaries)
    assert f.room is not None
    assert f.room.gm == f.player.id


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "player-x.toml"
    path.write_text(text, encoding="utf-8")
    return path


BLOCKS_TOML = "\n".join(f'{b} = "{b} text"' for b in BLOCKS)


def test_player_file_needs_a_barbarian(tmp_path: Path) -> None:
    """Rule: "At least one character must be some type of barbarian"."""
    path = _write(
        tmp_path,
        f'[player]\nid = "x"\nname = "X"\n\n[[summaries]]\n{BLOCKS_TOML}\n\n'
        f"[[summaries]]\n{BLOCKS_TOML}\n",
    )
    with pytest.raises(DataFileError, match="barbarian") as err:
        load_player_file(path)
    assert str(path) in str(err.value)


def test_player_file_error_names_file_line_and_key(tmp_path: Path) -> None:
    text = f'[player]\nid = "x"\nname = "X"\n\n[[summaries]]\nbarbarian = true\n{BLOCKS_TOML}\n'
    text += '\n[[summaries]]\nname = "Nameless"\nweapons = 3\n'
    path = _write(tmp_path, text)
    with pytest.raises(DataFileError) as err:
        load_player_file(path)
    e = err.value
    assert e.path == str(path)
    assert e.key.startswith("summaries.1.")
    assert e.line is not None
    assert e.line > 13


def test_bad_player_id_and_toml_syntax(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match=r"player\.id"):
        load_player_file(_write(tmp_path, '[player]\nid = "Has Spaces"\nname = "X"\n'))
    with pytest.raises(DataFileError, match="not valid TOML") as err:
        load_player_file(_write(tmp_path, '[player]\nid = "x\n'))
    assert err.value.line == 2


def test_duplicate_player_ids_are_refused(tmp_path: Path) -> None:
    copy = tmp_path / "again.toml"
    copy.write_text(PLAYER_FILES[0].read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DataFileError, match="also used by"):
        load_player_files([PLAYER_FILES[0], copy])
    f = load_player_file(PLAYER_FILES[0])
    with pytest.raises(UsageError, match="unique id"):
        merge_player_files([f, f])


def test_table_file_errors_name_the_key(tmp_path: Path) -> None:
    text = (TABLES / "four-players.toml").read_text(encoding="utf-8")
    path = tmp_path / "t.toml"
    path.write_text(text.replace("rating = 6", "rating = 99", 1), encoding="utf-8")
    with pytest.raises(DataFileError, match=r"rooms\.0\.challenges\.0\.rating") as err:
        load_table(path)
    assert err.value.line is not None
    assert "rating = 99" in path.read_text(encoding="utf-8").splitlines()[err.value.line - 1]


def test_room_order_is_random_and_names_every_gm() -> None:
    """Rule: "The order for all rooms is selected randomly after character generation"."""
    gms = ["ann", "bors", "cass", "dov", "esme", "finn"]
    orders = {draw_order_of(gms, seed) for seed in range(40)}
    assert all(sorted(o) == gms for o in orders)
    assert len({o[-1] for o in orders}) == 6  # any room can be final
    with pytest.raises(ValueError, match="twice"):
        draw_room_order(["ann", "ann"], random.Random(0))


def draw_order_of(gms: list[str], seed: int) -> tuple[str, ...]:
    return draw_room_order(gms, random.Random(seed))


def test_max_rating() -> None:
    """Rule: "the maximum rating is 5 plus the room number (so 6 in the first room),
    plus an additional 2 in the final room"."""
    assert max_rating(1, final=False) == 6
    assert max_rating(4, final=True) == 11


def test_validate_rooms_before_and_after_the_order(example: Table) -> None:
    """Rule: "Any room has a chance of being selected as the final room, and so some
    details must have two versions"."""
    bare = example.rooms[0].model_copy(update={"eye": "", "exit": "", "deus_ex_machina": ""})
    unordered = example.model_copy(update={"rooms": (bare, *example.rooms[1:]), "room_order": ()})
    problems = validate_rooms(unordered)
    assert any("missing exit" in p for p in problems)
    assert any("missing the Eye" in p for p in problems)
    assert any("missing deus ex machina" in p for p in problems)
    ordered = unordered.model_copy(update={"room_order": example.room_order})
    first = [p for p in validate_rooms(ordered) if p.startswith(f"{bare.gm}'s")]
    assert any("missing exit" in p for p in first)
    assert not any("the Eye" in p for p in first)  # not the final room


def test_validate_rooms_flags_ratings_and_missing_rooms(example: Table) -> None:
    room = example.ordered_rooms()[0]
    hot = room.model_copy(
        update={"challenges": tuple(c.model_copy(update={"rating": 9}) for c in room.challenges)}
    )
    rooms = tuple(hot if r.gm == room.gm else r for r in example.rooms)
    problems = validate_rooms(example.model_copy(update={"rooms": rooms}))
    assert any("above the maximum 6" in p for p in problems)
    assert any("0 planned challenges at the maximum rating 6" in p for p in problems)
    fewer = example.model_copy(update={"rooms": example.rooms[1:], "room_order": ()})
    assert any("no room prepared by" in p for p in validate_rooms(fewer))
