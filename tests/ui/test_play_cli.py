"""``companion play --resume``: a finished game's log opens on the live screen at the state
it ended in; a missing log is a one-line error."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

from companion.cli.main import build_parser, main
from companion.config import Config
from companion.errors import DataFileError, UsageError
from companion.session import SessionService
from companion.ui.launch import build_state
from engine.state import state_hash
from tests.ui.harness import Live

SESSIONS = Path(__file__).resolve().parents[2] / "fixtures" / "sessions"


def test_a_finished_five_room_game_resumes_on_the_live_screen(tmp_path: Path) -> None:
    """The golden game's log (five rooms, to the end) opens with ``--resume`` at its final
    state, and looking at it changes nothing."""
    log = tmp_path / "full.jsonl"
    shutil.copy(SESSIONS / "full-game.jsonl", log)
    port = SessionService.resume(log)
    final = state_hash(port.state)
    assert port.state.ended is not None

    async def scenario(live: Live) -> None:
        screen = await live.keys("?")
        assert "Keys: TABLE" in screen
        screen = await live.keys("q", "q", "n")
        assert "The game has ended" in screen

    async def run() -> None:
        async with Live(tmp_path, port=port) as live:
            await scenario(live)

    asyncio.run(run())
    assert state_hash(SessionService.resume(log).state) == final
    assert log.read_bytes() == (SESSIONS / "full-game.jsonl").read_bytes()


def test_resume_of_a_missing_log_is_a_user_error(tmp_path: Path) -> None:
    args = build_parser().parse_args(["play", "--resume", str(tmp_path / "nope.jsonl")])
    with pytest.raises(DataFileError, match="no such log"):
        build_state(args, Config())
    args = build_parser().parse_args(["play", "--resume", "x.jsonl", "--seed", "3"])
    with pytest.raises(UsageError, match="drop --table, --seed and --log"):
        build_state(args, Config())


def test_the_live_screen_without_a_terminal_is_one_line(tmp_path: Path, capsys: object) -> None:
    """Under pytest stdin is not a terminal: ``companion play`` says what to do instead."""
    assert main(["play"]) == 2
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert "needs a terminal" in err
    assert "--headless" in err


@pytest.mark.parametrize(
    ("keys", "line", "why"),
    [
        ('{confirm = "not-a-key"}', 3, "ui.keys.confirm: 'not-a-key' is not a key name"),
        ('{turn = "t"}', 3, "ui.keys: turn: 't' would type into a description"),
        ('{confirm = "b"}', 3, "ui.keys: confirm: 'b' is already toggle-background in ruling"),
        ('{launch = "f5"}', 3, "ui.keys: launch: no such action"),
    ],
)
def test_a_bad_key_in_the_config_is_one_line_before_any_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], keys: str, line: int, why: str
) -> None:
    """Issue 14.11: ``confirm = "not-a-key"`` gave ``ValueError: Invalid key`` after the log
    was created; it is now a config error naming the file, the line and the key, and no log
    is left behind."""
    config = tmp_path / "config.toml"
    config.write_text(f"# the live screen\n[ui]\nkeys = {keys}\n", encoding="utf-8")
    log = tmp_path / "session.jsonl"
    assert main(["--config", str(config), "play", "--log", str(log)]) == 2
    err = capsys.readouterr().err.strip()
    assert f"config error: {config}:{line}:" in err, err
    assert why in err
    assert len(err.splitlines()) == 1
    assert not log.exists()
