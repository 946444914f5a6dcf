"""``companion new --import ... --draft random|script F``: the set-up with no screen."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli.main import main
from companion.errors import DataFileError
from companion.setup import SetupError, build_table
from companion.setup.app import new_session
from companion.tablefile import load_table
from engine.draft import RULE_OWN

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "tables"
PLAYER_FILES = tuple(sorted(FIXTURES.glob("player-*.toml")))


def companion(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
        check=False,
    )


def test_new_writes_a_table_that_play_loads_and_plays(tmp_path: Path) -> None:
    out = tmp_path / "table.toml"
    made = companion(
        "new", "--import", *map(str, PLAYER_FILES), "--draft", "random", "--seed", "3",
        "-o", str(out), cwd=tmp_path,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    assert f"companion play --table {out}" in made.stdout
    table = load_table(out)
    assert len(table.players) == len(table.characters) == 4
    assert sorted(table.room_order) == ["ann", "bors", "cass", "dov"]
    final = table.ordered_rooms()[-1]
    assert table.eye_name == final.eye_name
    script = tmp_path / "enter.txt"
    script.write_text('room enter 1\nchallenge add "The door" 6\n', encoding="utf-8")
    played = companion(
        "play", "--table", str(out), "--headless", "--script", str(script), "--seed", "1",
        cwd=tmp_path,
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    first = table.ordered_rooms()[0]
    assert f"GM {first.gm}" in played.stdout
    assert "challenge 'The door' rated 6" in played.stdout


def test_the_same_seed_makes_the_same_table(tmp_path: Path) -> None:
    assert build_table(PLAYER_FILES, "random", 11) == build_table(PLAYER_FILES, "random", 11)


def test_a_draft_script_replays_a_draft_by_lot(tmp_path: Path) -> None:
    by_lot = build_table(PLAYER_FILES, "random", 5)
    session = new_session(PLAYER_FILES, 5)
    session.advance()
    session.advance()
    lines = ["# the same picks, written out"]
    while not session.draft_done():
        pick = session.random_pick()
        lines.append(f"{pick.player} {pick.block}")
    script = tmp_path / "draft.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert build_table(PLAYER_FILES, script, 5).characters == by_lot.characters


def test_a_bad_pick_names_the_line_and_the_rule(tmp_path: Path) -> None:
    s = new_session(PLAYER_FILES, 2)
    s.advance()
    s.advance()
    turn = s.whose_turn()
    script = tmp_path / "draft.txt"
    script.write_text(f"# own block\n{turn}.1.name\n", encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        build_table(PLAYER_FILES, script, 2)
    assert f"{script}:2:" in str(err.value)
    assert RULE_OWN in str(err.value)


def test_new_refuses_to_overwrite_and_bad_flags(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "table.toml"
    out.write_text("precious", encoding="utf-8")
    files = [str(p) for p in PLAYER_FILES]
    assert main(["new", "--import", *files, "--draft", "random", "-o", str(out)]) == 2
    assert "add --force" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "precious"
    assert main(["new", "--import", *files, "--draft", "sometimes", "-o", str(out)]) == 2
    assert "`random` or `script FILE`" in capsys.readouterr().err
    assert main(["new", "--draft", "random"]) == 2
    assert "--draft goes with --import" in capsys.readouterr().err
    assert main(["new", "--import", *files, "--draft", "random", "-o", str(out), "--force"]) == 0
    assert load_table(out).characters


def test_new_without_a_terminal_says_how_to_script_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", "-o", str(tmp_path / "t.toml")]) == 2
    assert "--import A.toml B.toml" in capsys.readouterr().err


def test_a_room_missing_features_stops_the_scripted_set_up(tmp_path: Path) -> None:
    text = (FIXTURES / "player-dov.toml").read_text(encoding="utf-8")
    broken = tmp_path / "player-dov.toml"
    broken.write_text(
        "\n".join(line for line in text.splitlines() if not line.startswith("deus_ex_machina")),
        encoding="utf-8",
    )
    files = [*PLAYER_FILES[:3], broken]
    with pytest.raises(SetupError, match="Dov's room: missing deus ex machina"):
        build_table(files, "random", 1)
