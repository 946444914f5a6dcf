"""The live screen with ``[stt] backend = "wyoming"`` in a real terminal: the server is stopped
mid-session and the next utterance is transcribed here, which the screen says (issue 16:
"a clear fallback to the local backend when the server is down ... shown on screen").

The capture is written to ``artifacts/wyoming-fallback.txt``; the README quotes one
(``fixtures/captures/wyoming-fallback.txt``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.stt.conftest import clip_path
from tests.system import require_module
from tests.ui.test_tmux import Tmux, companion_command, tmux

__all__ = ["tmux"]

pytestmark = pytest.mark.slow

#: Seconds of silence before the first action (the screen starts and room 1 is entered)
#: and between the two actions (the first is decoded by the server and shown, then the
#: server is stopped: room for a machine as busy as CI's 2 cores under the whole suite).
LEAD_S, GAP_S = 20.0, 40.0


def _two_actions(path: Path) -> Path:
    """Grignr's two actions with silence around them, as one WAV."""
    import numpy as np

    from companion.stt.audio import read_audio, write_wav

    def silence(seconds: float) -> object:
        return np.zeros(int(seconds * 16_000), dtype=np.float32)

    parts = [
        silence(LEAD_S),
        read_audio(clip_path("action-01")),
        silence(GAP_S),
        read_audio(clip_path("action-07")),
        silence(2.0),
    ]
    return write_wav(path, np.concatenate(parts))


def test_the_screen_shows_the_fallback_when_the_server_stops(
    tmux: Tmux, tmp_path: Path, artifacts_dir: Path
) -> None:
    require_module("wyoming_faster_whisper", "dev")
    require_module("faster_whisper", "voice")
    from companion.voice.localserver import local_wyoming_server

    audio = _two_actions(tmp_path / "two-actions.wav")
    config = tmp_path / "config.toml"
    log = tmp_path / "session.jsonl"
    with local_wyoming_server() as server:
        config.write_text(f'[stt]\nbackend = "wyoming"\nuri = "{server.uri}"\ntimeout_s = 60\n')
        tmux.start(
            f"{companion_command()} --config {config} play --seed 7 --log {log} --advisor lexicon "
            f"--audio-file {audio}"
        )
        tmux.wait_for("^R enters room 1", timeout=60)
        tmux.special("C-r")
        tmux.wait_for("Room 1 of 6")
        screen = tmux.wait_for("RULING", timeout=120)
        assert "table and swing" in screen
        assert "LOCAL STT" not in screen
        server.stop()
    screen = tmux.wait_for("LOCAL STT", timeout=120)
    (artifacts_dir / "wyoming-fallback.txt").write_text(screen, encoding="utf-8")
    assert f"Speech server {server.uri} refused the connection: local tiny.en used" in screen
    assert "mic LOCAL STT · heard" in screen
    assert "climbs up to the" in screen  # the second action, heard here, is on screen
    assert "Traceback" not in screen
    tmux.special("C-q")
    tmux.wait_for("Quit?")
    tmux.keys("y")
    tmux.wait_for("Session log:")
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()[1:]]
    said = [e for e in events if e["type"] == "utterance"]
    assert [e["stt_backend"] for e in said] == ["wyoming", "faster-whisper"]
