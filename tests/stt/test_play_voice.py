"""``companion play --voice --headless`` end to end on a real PortAudio input.

The player's words are played into a PulseAudio null sink whose monitor is the
microphone; the real CLI, in a subprocess, must turn them into an ``utterance``
event of the speaking character in the session log (flushed per event).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.stt.conftest import clip_path
from tests.stt.test_microphone import SINK, null_sink

pytestmark = [pytest.mark.slow, pytest.mark.system("pulseaudio")]
__all__ = ["null_sink"]


def _utterances(log: Path) -> list[dict[str, object]]:
    if not log.exists():
        return []
    lines = log.read_text(encoding="utf-8").splitlines()[1:]
    events = [json.loads(line) for line in lines if line.strip()]
    return [e for e in events if e.get("type") == "utterance"]


def test_play_voice_headless_logs_the_spoken_action_for_its_character(
    null_sink: dict[str, str], tmp_path: Path
) -> None:
    script = tmp_path / "setup.txt"
    script.write_text("room enter 1\n", encoding="utf-8")
    log = tmp_path / "session.jsonl"
    padded = tmp_path / "padded.wav"
    subprocess.run(
        ["sox", "-D", "-R", str(clip_path("session-01")), str(padded), "pad", "0.5", "0.5"],
        check=True,
    )
    env = {**null_sink, "COMPANION_STT_DEVICE": "pulse", "PYTHONUNBUFFERED": "1"}
    args = ["play", "--headless", "--voice", "--script", str(script), "--log", str(log)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "companion", *args, "--seed", "5"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.startswith("seed 5"), first
        assert proc.stdout.readline().startswith("1: room 1"), "the script ran first"
        time.sleep(3.0)  # the model loads in the background; speech before that is queued
        subprocess.run(["paplay", f"--device={SINK}", str(padded)], env=env, check=True)
        deadline = time.monotonic() + 60
        while not _utterances(log) and time.monotonic() < deadline:
            time.sleep(0.2)
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            out, _ = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
    utterances = _utterances(log)
    assert len(utterances) == 1, out
    (said,) = utterances
    assert said["character"] == "Grignr of Ecalpon"
    assert said["source"] == "voice"
    words = set(str(said["text"]).lower().replace(".", "").replace(",", "").split())
    assert {"table", "sword"} <= words, said["text"]
    assert "Traceback" not in out
    assert os.path.getsize(log) > 0
