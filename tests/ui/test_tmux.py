"""``companion play`` in a real terminal (tmux): started as the README says, one action
played, quit; the screen is saved to ``artifacts/``. Then ``kill -9`` mid-session and
``--resume LOG`` brings back the same state."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.system import require_program

ROOT = Path(__file__).resolve().parents[2]


class Tmux:
    """One private tmux server (its own socket) with one 80x24 pane."""

    def __init__(self, home: Path) -> None:
        self.socket = f"qc-test-{uuid.uuid4().hex[:8]}"
        self.env = {
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "TERM": "xterm-256color",
        }

    def tmux(self, *args: str) -> str:
        out = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True
        )
        return out.stdout

    def start(self, command: str, replace_shell: bool = False) -> None:
        """Run ``command`` in the pane; ``replace_shell``: the pane's pid is the program's."""
        env = " ".join(f"{k}={shlex.quote(v)}" for k, v in self.env.items())
        run = f"exec env {env} {command}" if replace_shell else f"env {env} {command}; sleep 30"
        line = f"cd {shlex.quote(str(ROOT))} && {run}"
        self.tmux("new-session", "-d", "-x", "80", "-y", "24", "bash", "-c", line)

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", "-l" if len(key) > 1 and key.isprintable() else "", key)
            time.sleep(0.15)

    def special(self, *keys: str) -> None:
        for key in keys:
            self.tmux("send-keys", key)
            time.sleep(0.15)

    def screen(self, joined: bool = False) -> str:
        """The pane's text; ``joined``: lines the terminal wrapped joined back (``-J``),
        for the shell's text after the program ends."""
        return self.tmux("capture-pane", "-p", *(["-J"] if joined else []))

    def wait_for(self, text: str, timeout: float = 60.0, joined: bool = False) -> str:
        """The screen once it shows ``text`` and is drawn whole: the same on two looks in
        a row (a capture can fall in the middle of a redraw, or between two lines a
        program prints). ``timeout`` is generous: CI runs the suite on 2 busy cores."""
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            screen = self.screen(joined)
            if text in screen and screen == last:
                return screen
            last = screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared:\n{self.screen()}")

    def kill(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    require_program("tmux")
    t = Tmux(tmp_path)
    yield t
    t.kill()


def companion_command() -> str:
    """``companion`` as ``make play`` runs it: the venv's console script (or the module)."""
    script = Path(sys.executable).parent / "companion"
    if script.exists():
        return shlex.quote(str(script))
    return f"{shlex.quote(sys.executable)} -m companion"


def logs(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "data").rglob("session-*.jsonl"))


def play_one_action(tmux: Tmux) -> str:
    tmux.wait_for("^R enters room 1")
    tmux.special("C-r")
    tmux.wait_for("Room 1 of 6")
    tmux.keys(":", 'challenge add "Ghoul pack" 6')
    tmux.special("Enter")
    tmux.wait_for("Ghoul pack 6")
    tmux.keys("I swing Mother at the ghouls, he bellowed loudly")
    tmux.special("Enter")
    tmux.wait_for("RULING")
    tmux.special("Enter")
    tmux.wait_for("physical die")
    tmux.keys("4")
    return tmux.wait_for("vs Ghoul pack")


def test_play_one_action_and_quit_in_a_real_terminal(
    tmux: Tmux, tmp_path: Path, artifacts_dir: Path
) -> None:
    tmux.start(f"{companion_command()} play")
    screen = play_one_action(tmux)
    (artifacts_dir / "live-screen.txt").write_text(screen, encoding="utf-8")
    assert "die 4* " in screen
    assert "Pool" in screen
    assert "Party" in screen
    tmux.special("C-q")
    tmux.wait_for("Quit?")
    tmux.keys("y")
    after = tmux.wait_for("play --resume", joined=True)
    assert "Session log:" in after
    assert "companion play --resume" in after
    (log,) = logs(tmp_path)
    types = [json.loads(line).get("type") for line in log.read_text().splitlines()[1:]]
    assert "action_resolved" in types


def test_kill_9_then_resume_restores_the_state(tmux: Tmux, tmp_path: Path) -> None:
    """Resilience: "killing the process (even kill -9) and running companion play --resume
    LOG restores the exact state"."""
    tmux.start(f"{companion_command()} play", replace_shell=True)
    play_one_action(tmux)
    tmux.keys("I try again")
    tmux.special("Enter")
    tmux.wait_for("RULING")
    tmux.keys("b")
    before = tmux.wait_for("✓background")
    pid = int(tmux.tmux("display", "-p", "#{pane_pid}").strip())
    os.kill(pid, 9)
    time.sleep(0.5)
    (log,) = logs(tmp_path)
    tmux.kill()
    tmux.socket += "-2"
    tmux.start(f"{companion_command()} play --resume {shlex.quote(str(log))}")
    after = tmux.wait_for("Resumed")
    assert "RULING" in after
    assert "✓background +1" in after
    assert "“I try again”" in after
    for line in ("Ghoul pack 6", "✓1/5", "Pool  4/4"):
        assert (line in before) == (line in after)
