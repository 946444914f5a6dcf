"""Quitting the live screen never waits for the LLM (issue 14.5: "after `q`, `y` the
process stayed alive 65 s").

``companion play --advisor ollama`` in a real terminal (tmux) against a loopback server
that trickles one byte every half second for a minute: the GM acts, the screen says
"LLM thinking…", the GM quits, and the process has ended while the server was still
trickling. No duration is asserted: the server's reply would last 60 s, and the
process must be gone before it ends.
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.advisor.misbehaving import Misbehaving
from tests.system import require_program
from tests.ui.test_tmux import Tmux, companion_command


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    require_program("tmux")
    t = Tmux(tmp_path)
    yield t
    t.kill()


@pytest.mark.parametrize("advisor", ["ollama", "auto"])
def test_quit_while_the_llm_trickles(tmux: Tmux, tmp_path: Path, advisor: str) -> None:
    with Misbehaving("trickle", interval=0.5, max_s=60) as server:
        config = tmp_path / "config.toml"
        config.write_text(
            f'[ollama]\nhost = "{server.url}"\nmodel = "m"\ntimeout_s = 60\n', encoding="utf-8"
        )
        play = f"{companion_command()} --config {shlex.quote(str(config))} play"
        tmux.start(f"{play} --advisor {advisor}; echo QC-EXITED-$?")
        tmux.wait_for("^R enters room 1")
        tmux.wait_for("advisor LLM" if advisor == "ollama" else "advisor detectors+LLM")
        tmux.special("C-r")
        tmux.wait_for("Room 1 of 6")
        tmux.special("Enter")
        tmux.keys("For all intensive purposes I swing Mother at the door")
        tmux.special("Enter")
        tmux.wait_for("LLM thinking")
        # Quit while the reply trickles: once the request has reached the server (the
        # screen may say "thinking" before the connection is made on a busy machine).
        deadline = time.monotonic() + 60
        while not server.events and time.monotonic() < deadline:
            time.sleep(0.1)
        assert server.events, "the advisor never asked the LLM"
        tmux.keys("q")
        tmux.wait_for("Quit?")
        tmux.keys("y")
        screen = tmux.wait_for("QC-EXITED-0", timeout=40)
        assert server.client_gave_up(), "the process waited for the LLM's reply"
        assert "Traceback" not in screen
        assert "Session log:" in screen
