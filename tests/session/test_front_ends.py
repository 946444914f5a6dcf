"""Every front end opens its session through the one session service, with the config's
rules: the live screen (a real terminal), headless scripts and voice play (real processes).

The rules options are the table's choices where the rules leave room ("1-in-12, or
1-in-6" wandering monsters; the exit lap): ``[game] exit_lap = "none"`` and
``wandering_chance = 12`` must be in the state of each kind of session.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import read_log
from engine.state import RulesConfig
from tests.system import require_module
from tests.ui.test_tmux import Tmux, tmux

__all__ = ["tmux"]

ROOT = Path(__file__).resolve().parents[2]
CONFIG = '[game]\nexit_lap = "none"\nwandering_chance = 12\n'


def rules_of(log: Path) -> RulesConfig:
    """The rules the session in ``log`` was played by (its first event)."""
    _header, events, _warnings = read_log(log)
    return events[0].rules  # type: ignore[union-attr]


def companion(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**env, "XDG_DATA_HOME": str(home / "data")},
        timeout=300,
    )


def config_file(tmp_path: Path) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(CONFIG, encoding="utf-8")
    return path


def assert_configured(rules: RulesConfig) -> None:
    assert rules.exit_lap == "none"
    assert rules.turn.wandering_chance == 12


def test_headless_play_uses_the_configs_rules(tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("room enter 1\nturn\n", encoding="utf-8")
    log = tmp_path / "s.jsonl"
    cfg = str(config_file(tmp_path))
    run = companion("--config", cfg, "play", "--script", str(script), "--headless",
                    "--log", str(log), "--seed", "3", home=tmp_path)  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert_configured(rules_of(log))
    _h, events, _w = read_log(log)
    (turn,) = [e for e in events if e.type == "turn_passed"]
    assert turn.result["wandering"]["expr"] == "1d12"  # type: ignore[union-attr]


@pytest.mark.slow
def test_voice_play_uses_the_configs_rules(tmp_path: Path) -> None:
    require_module("faster_whisper", "voice")
    log = tmp_path / "v.jsonl"
    clip = ROOT / "fixtures" / "audio" / "session-01.wav"
    cfg = str(config_file(tmp_path))
    run = companion("--config", cfg, "play", "--headless", "--audio-file", str(clip),
                    "--log", str(log), "--seed", "3", home=tmp_path)  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert_configured(rules_of(log))


def test_live_screen_uses_the_configs_rules(tmux: Tmux, tmp_path: Path) -> None:
    """Started as after ``make play`` (the venv's script, the venv not on ``PATH``); the
    hint printed on the way out is a command that works as printed."""
    log = tmp_path / "live.jsonl"
    cfg = config_file(tmp_path)
    script = Path(sys.executable).with_name("companion")
    tmux.env["PATH"] = "/usr/bin:/bin"
    tmux.start(f"{script} --config {cfg} play --log {log} --seed 3")
    tmux.wait_for("? ")
    tmux.special("C-q")
    tmux.wait_for("Quit?")
    tmux.keys("y")
    # The hint is the last line printed, and longer than the terminal: read it whole.
    screen = tmux.wait_for("play --resume", joined=True)
    assert_configured(rules_of(log))
    hint = screen.split("Continue it with: ", 1)[1].split(" play --resume ", 1)[0]
    check = subprocess.run(
        ["bash", "-c", f"{hint} replay {log}"],
        capture_output=True, text=True, cwd=ROOT, env={"PATH": "/usr/bin:/bin"}, timeout=60,
    )  # fmt: skip
    assert check.returncode == 0, (hint, check.stderr)
