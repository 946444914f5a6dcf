"""Table set-up is reachable from ``companion play`` (issue 6: "``companion new``, also
reachable from ``play``"): ``play --new`` opens the set-up screen in a real terminal."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.foundation.test_cli import run_cli
from tests.system import require_program

ROOT = Path(__file__).resolve().parents[2]
PLAYER_FILES = sorted((ROOT / "fixtures" / "tables").glob("player-*.toml"))


def _screen(tmux: list[str]) -> str:
    return subprocess.run(
        [*tmux, "capture-pane", "-p"], capture_output=True, text=True, timeout=30
    ).stdout


def wait_for_text(tmux: list[str], text: str, timeout: float = 60.0) -> str:
    """The screen once it shows ``text`` and is the same on two looks in a row (drawn
    whole); the last screen seen after ``timeout`` seconds (generous: CI runs the suite
    on 2 busy cores)."""
    deadline = time.monotonic() + timeout
    screen, last = "", None
    while time.monotonic() < deadline:
        screen = _screen(tmux)
        if text in screen and screen == last:
            break
        last = screen
        time.sleep(0.1)
    return screen


@pytest.mark.system("tmux")
def test_play_new_opens_the_set_up_screen_and_leaving_it_plays_nothing(tmp_path: Path) -> None:
    require_program("tmux")
    out = tmp_path / "table.toml"
    files = " ".join(str(p) for p in PLAYER_FILES)
    env = f"XDG_CONFIG_HOME={tmp_path / 'c'} XDG_DATA_HOME={tmp_path / 'd'}"
    command = (
        f"cd {ROOT} && {env} {sys.executable} -m companion play --new --players {files} "
        f"--table {out}; echo EXIT=$?; sleep 30"
    )
    tmux = ["tmux", "-L", f"play-new-{os.getpid()}"]
    subprocess.run(
        [*tmux, "new-session", "-d", "-x", "80", "-y", "24", command], check=True, timeout=30
    )
    try:
        screen = wait_for_text(tmux, "Step 1 of 9")
        assert "Step 1 of 9 · Players" in screen
        assert "from player-ann.toml" in screen
        subprocess.run([*tmux, "send-keys", "q", "y"], check=True, timeout=30)
        screen = wait_for_text(tmux, "EXIT=")
        assert "set-up abandoned: nothing saved, nothing to play" in screen
        assert "EXIT=0" in screen
        assert not out.exists()
    finally:
        subprocess.run([*tmux, "kill-server"], check=False, timeout=30)


def test_play_new_refuses_headless_and_resume() -> None:
    headless = run_cli("play", "--new", "--headless", "--script", "x.txt")
    assert headless.returncode == 2
    assert "--new sets up a table on screen" in headless.stderr
    resume = run_cli("play", "--new", "--resume", "x.jsonl")
    assert resume.returncode == 2
    assert "--resume continues an old session" in resume.stderr
