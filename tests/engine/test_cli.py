"""``companion resolve``, ``companion replay`` and ``companion play --headless``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli.main import main
from tests.engine import golden
from tests.engine.test_golden import GOLDEN_HASH


def test_resolve_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["resolve", "--rating", "6", "--bonus", "5", "--die", "5", "--overwhelming", "--json"]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["outcome"] == "overwhelming_success"
    assert out["total"] == 10
    assert out["dice"] == [5]


def test_resolve_second_die(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "resolve",
                "--rating",
                "4",
                "--bonus",
                "3",
                "--die",
                "1",
                "--second-die",
                "1",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["outcome"] == "partial_failure"
    assert out["dice"] == [1, 1]
    assert (
        main(["resolve", "--rating", "4", "--bonus", "0", "--die", "3", "--second-die", "1"]) == 2
    )


def test_replay_json_prints_state_hash(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(golden.LOG), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state_hash"] == GOLDEN_HASH
    assert out["state"]["ended"] == "victory"


def test_replay_corrupt_log_names_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = golden.LOG.read_text().splitlines(keepends=True)
    lines[5] = "{not json\n"
    bad = tmp_path / "bad.jsonl"
    bad.write_text("".join(lines))
    assert main(["replay", str(bad)]) == 2
    assert f"{bad}:6" in capsys.readouterr().err


def test_play_headless_runs_a_script(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "s.txt"
    script.write_text('room enter 1\nchallenge add "Gate" 4\n# comment\nturn\n')
    log = tmp_path / "out.jsonl"
    table = str(golden.SESSIONS / "full-game-table.toml")
    code = main(
        [
            "play",
            "--headless",
            "--script",
            str(script),
            "--log",
            str(log),
            "--seed",
            "3",
            "--table",
            table,
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "room 1" in out
    assert "challenge 'Gate' rated 4" in out
    assert len(log.read_text().splitlines()) == 5


def test_play_headless_bad_line_is_file_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "s.txt"
    script.write_text("room enter 1\n\nroll 9\n")
    table = str(golden.SESSIONS / "full-game-table.toml")
    code = main(["play", "--headless", "--script", str(script), "--seed", "3", "--table", table])
    assert code != 0
    assert f"{script}:3:" in capsys.readouterr().err


def test_replay_warns_about_a_torn_last_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    torn = tmp_path / "torn.jsonl"
    text = golden.LOG.read_text()
    torn.write_text(text[:-30])
    assert main(["replay", str(torn), "--json"]) == 0
    captured = capsys.readouterr()
    assert "torn last line" in captured.err
    assert json.loads(captured.out)["events"] == len(text.splitlines()) - 2


def test_headless_needs_a_script(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--headless"]) == 2
    assert "--script" in capsys.readouterr().err
