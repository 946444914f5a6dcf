"""A script carries its own set-up (``@table=``, ``@deck=``, ``@seed=``), so the golden game
plays to its end with ``companion play --script fixtures/sessions/full-game.txt --headless``
alone (issue 6), and command-line flags still override what the script names."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli.main import main
from companion.deck import standard_deck
from companion.errors import DataFileError
from companion.headless import load_deck_arg, parse_script
from engine import read_log
from tests.engine import golden

ROOT = golden.SESSIONS.parents[1]


def test_the_golden_script_alone_plays_five_rooms_to_the_end() -> None:
    """Exactly the command issue 6 names, from the repository root: exit 0, the game over."""
    companion = Path(sys.executable).with_name("companion")
    command = [str(companion), "play", "--script", "fixtures/sessions/full-game.txt", "--headless"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    printed = done.stdout.splitlines()
    assert printed[0] == "seed 2026; table Five rooms (the golden game); deck standard"
    assert printed[-1].endswith(": game over: victory")
    assert sum(": room " in line and "(final)" in line for line in printed) >= 1


def test_the_script_set_up_reproduces_the_golden_events(tmp_path: Path) -> None:
    """Table, deck list and seed from the script's header give the golden log's events."""
    log = tmp_path / "game.jsonl"
    script = str(golden.SCRIPT)
    assert main(["play", "--headless", "--script", script, "--log", str(log)]) == 0
    header, events, _ = read_log(log)
    golden_header, golden_events, _ = read_log(golden.LOG)
    assert (header.seed, header.deck_hash) == (golden.SEED, golden_header.deck_hash)
    assert events == golden_events


def test_flags_override_the_script_set_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "s.txt"
    table = golden.SESSIONS / "full-game-table.toml"
    script.write_text(f"@table={table}\n@seed=5\nroom enter 1\n")
    assert main(["play", "--headless", "--script", str(script), "--seed", "9"]) == 0
    assert capsys.readouterr().out.startswith("seed 9; table Five rooms (the golden game);")


def test_set_up_paths_are_relative_to_the_script() -> None:
    parsed = parse_script("@deck=d.json\n@seed=3\n@start=10\n@t=1 turn\n", "games/x/s.txt")
    assert parsed.deck == Path("games/x/d.json")
    assert (parsed.seed, parsed.table, parsed.start_at) == (3, None, 10.0)


@pytest.mark.parametrize(
    ("text", "line", "why"),
    [
        ("turn\n@seed=3\n", 2, "@seed= must come before the first command"),
        ("@seed=3\n@seed=4\n", 2, "@seed= is given twice"),
        ("# set-up\n@seed=three\n", 2, "@seed= takes a whole number"),
        ("@table=\n", 1, "@table= needs a value"),
    ],
)
def test_a_bad_set_up_line_names_file_and_line(text: str, line: int, why: str) -> None:
    with pytest.raises(DataFileError, match=why) as err:
        parse_script(text, "s.txt")
    assert (err.value.path, err.value.line) == ("s.txt", line)


def test_a_deck_list_or_a_deck_file() -> None:
    """A JSON deck list is played as listed; a TOML deck file gives the cards and the list."""
    deck_file, cards = load_deck_arg(golden.SESSIONS / "full-game-deck.json")
    assert deck_file is None
    assert cards == golden.golden_deck()
    deck_file, cards = load_deck_arg(None)
    assert deck_file is standard_deck()
    assert cards == standard_deck().deck_list()


def test_a_bad_deck_list_is_a_data_file_error(tmp_path: Path) -> None:
    broken = tmp_path / "d.json"
    broken.write_text('{"id": "x",\n "hash": }')
    with pytest.raises(DataFileError, match="not JSON") as err:
        load_deck_arg(broken)
    assert err.value.line == 2
    broken.write_text(json.dumps({"id": "x", "hash": "0", "cards": ["a", "a", "a"]}))
    with pytest.raises(DataFileError, match="at most twice"):
        load_deck_arg(broken)
