"""A clip spoken into ``companion play --headless --voice`` through the PulseAudio null sink
(whose monitor is the microphone): what the end-to-end voice tests share."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from tests.stt.conftest import clip_path
from tests.stt.test_microphone import SINK, wait_for_recording


def utterances(log: Path) -> list[dict[str, Any]]:
    """The ``utterance`` events the session log holds so far (whole lines only: the
    program may be writing the next one)."""
    if not log.exists():
        return []
    lines = log.read_text(encoding="utf-8").splitlines(keepends=True)[1:]
    events = [json.loads(line) for line in lines if line.endswith("\n") and line.strip()]
    return [e for e in events if e.get("type") == "utterance"]


def speak_into_play(
    sink_env: dict[str, str],
    tmp_path: Path,
    options: tuple[str, ...] = (),
    hear_s: float = 120,
    stop_s: float = 20,
) -> tuple[list[dict[str, Any]], str, Path]:
    """Start the real CLI (global ``options`` first) after a script that enters room 1, play
    the ``session-01`` clip (padded by half a second of silence each side) into the sink,
    wait up to ``hear_s`` seconds for an utterance in the log, then stop it with Ctrl-C
    (killed after ``stop_s``): the utterances, everything it printed, the log."""
    script = tmp_path / "setup.txt"
    script.write_text("room enter 1\n", encoding="utf-8")
    log = tmp_path / "session.jsonl"
    padded = tmp_path / "padded.wav"
    subprocess.run(
        ["sox", "-D", "-R", str(clip_path("session-01")), str(padded), "pad", "0.5", "0.5"],
        check=True,
    )
    env = {**sink_env, "COMPANION_STT_DEVICE": "pulse", "PYTHONUNBUFFERED": "1"}
    args = [*options, "play", "--headless", "--voice", "--script", str(script)]
    args += ["--log", str(log), "--seed", "5"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "companion", *args],
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
        wait_for_recording(env)  # the microphone is open: nothing played is lost
        subprocess.run(["paplay", f"--device={SINK}", str(padded)], env=env, check=True)
        deadline = time.monotonic() + hear_s
        while not utterances(log) and time.monotonic() < deadline:
            time.sleep(0.2)
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            out, _ = proc.communicate(timeout=stop_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
    return utterances(log), out, log
