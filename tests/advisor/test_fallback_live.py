"""The live screen when the LLM server goes away mid-session: the detectors take over and
the screen says so (issue 16: "the fallback shown on the live screen when the server is
stopped mid-session (a tmux capture)").

``companion play`` (``auto``, ``[advisor] backend = "openai"``) in a real terminal against
a scripted OpenAI-compatible server on a loopback port: the first action is refined by
the model; the server is stopped; the next action keeps the detectors' suggestion, and
the status line and the message name the server. Both screens are saved to
``artifacts/llm-fallback.txt``.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.advisor.openai_stub import OpenAIStub
from tests.system import require_program
from tests.ui.test_tmux import Tmux, companion_command


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    require_program("tmux")
    t = Tmux(tmp_path)
    yield t
    t.kill()


def test_the_server_stops_mid_session(tmux: Tmux, tmp_path: Path, artifacts_dir: Path) -> None:
    stub = OpenAIStub().__enter__()
    try:
        config = tmp_path / "config.toml"
        config.write_text(
            f'[advisor]\nbackend = "openai"\n[openai]\nbase_url = "{stub.base_url}"\n'
            'model = "stub-success"\ntimeout_s = 20\n',
            encoding="utf-8",
        )
        tmux.start(f"{companion_command()} --config {shlex.quote(str(config))} play")
        tmux.wait_for("advisor detectors+LLM")
        tmux.special("C-r")
        tmux.wait_for("Room 1 of 6")
        tmux.keys("For all intensive purposes I swing Mother at the door")
        tmux.special("Enter")
        refined = tmux.wait_for("advisor LLM (")
    finally:
        stub.__exit__()
    tmux.special("Escape")
    tmux.keys(" again")
    tmux.special("Enter")
    fallback = tmux.wait_for("advisor detectors (no LLM)")
    (artifacts_dir / "llm-fallback.txt").write_text(
        "--- refined by the model ---\n" + refined + "\n--- server stopped ---\n" + fallback,
        encoding="utf-8",
    )
    assert "No LLM server answers at http://127.0.0.1:" in fallback
    assert "RULING" in fallback
    assert "[e]·equipment" in refined  # the scripted model withdrew the detectors' equipment
    assert "[e]✓equipment +1 (uses Mother)" in fallback  # the detectors' suggestion stands
