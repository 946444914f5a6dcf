"""The real microphone path without hardware: a PulseAudio null sink's monitor as the input.

A private PulseAudio daemon (its own ``XDG_RUNTIME_DIR``) gets a null sink; its monitor
becomes the default source, so PortAudio's ``pulse`` device records whatever ``paplay``
plays into the sink. Clips are padded with 0.5 s of silence (the first ~90 ms are lost).
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.config import SttConfig
from tests.stt.conftest import MANIFEST, PARTY, clip_path
from tests.system import require_portaudio, require_program

pytestmark = [pytest.mark.slow, pytest.mark.system("pulseaudio")]
SINK = "companion_test"


def _reinit_portaudio() -> None:
    import sounddevice

    sounddevice._terminate()
    sounddevice._initialize()


@pytest.fixture
def null_sink(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """A private PulseAudio daemon with a null sink whose monitor is the default source."""
    require_program("pulseaudio", "pactl", "paplay", "sox")
    require_portaudio()
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    env = dict(os.environ)
    subprocess.run(
        [
            "pulseaudio",
            "--daemonize=yes",
            "--exit-idle-time=-1",
            "--system=false",
            "-n",
            "--load=module-native-protocol-unix",
            f"--load=module-null-sink sink_name={SINK}",
        ],
        env=env,
        check=True,
        capture_output=True,
    )
    try:
        deadline = time.monotonic() + 30
        while subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode:
            assert time.monotonic() < deadline, "the private PulseAudio never answered"
            time.sleep(0.1)
        subprocess.run(["pactl", "set-default-source", f"{SINK}.monitor"], env=env, check=True)
        _reinit_portaudio()
        yield env
    finally:
        subprocess.run(["pulseaudio", "--kill"], env=env, capture_output=True)
        monkeypatch.undo()
        _reinit_portaudio()


def wait_for_recording(env: dict[str, str], timeout: float = 120.0) -> None:
    """Wait until a program records from the private PulseAudio (a source output exists:
    the microphone is open), so nothing played before is lost. ``timeout`` is generous:
    a program loads its model first on a machine that may be busy."""
    deadline = time.monotonic() + timeout
    while True:
        listed = subprocess.run(
            ["pactl", "list", "short", "source-outputs"],
            env=env, capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        if listed.strip():
            return
        assert time.monotonic() < deadline, "nothing ever recorded from the null sink"
        time.sleep(0.1)


def play_and_hear(env: dict[str, str], faster: Any, tmp_path: Path) -> Any:
    """Play action-05 (padded) into the sink; return what the pipeline heard from the mic."""
    from companion.stt.pipeline import VoicePipeline
    from companion.stt.sources import MicrophoneSource, input_devices

    assert any(d["name"] == "pulse" for d in input_devices())
    padded = tmp_path / "padded.wav"
    subprocess.run(
        ["sox", "-D", "-R", str(clip_path("action-05")), str(padded), "pad", "0.5", "0.5"],
        check=True,
    )
    pipeline = VoicePipeline(
        faster, SttConfig(), MicrophoneSource("pulse"), party=PARTY, active="Olo"
    )
    pipeline.start()
    try:
        wait_for_recording(env)
        subprocess.run(["paplay", f"--device={SINK}", str(padded)], env=env, check=True)
        heard = pipeline.queue.get(timeout=120)
    finally:
        pipeline.stop()
    assert pipeline.errors == []
    return heard


def test_speech_played_into_the_sink_is_heard_as_an_utterance(
    null_sink: dict[str, str], faster: Any, tmp_path: Path
) -> None:
    heard = play_and_hear(null_sink, faster, tmp_path)
    assert heard.character == MANIFEST["action-05"]["character"]
    assert {"troll", "hammer"} <= set(heard.text.lower().rstrip(".").split())
    assert heard.transcript_at > heard.speech_end_at


def test_a_device_refusing_16_khz_is_opened_at_its_own_rate_and_resampled(
    null_sink: dict[str, str], faster: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.stt.sources import MicrophoneSource

    opened: list[int] = []
    real_open = MicrophoneSource._open

    def picky(self: MicrophoneSource, sd: Any, index: int | None, rate: int) -> Any:
        opened.append(rate)
        if rate == 16_000:
            raise RuntimeError("Invalid sample rate")  # what PortAudio says
        return real_open(self, sd, index, rate)

    monkeypatch.setattr(MicrophoneSource, "_open", picky)
    heard = play_and_hear(null_sink, faster, tmp_path)
    assert opened[0] == 16_000
    assert opened[1] != 16_000
    assert {"troll", "hammer"} <= set(heard.text.lower().rstrip(".").split())


@pytest.mark.parametrize("device", ["no-such-microphone", "999"])
def test_a_device_that_is_no_input_is_reported_as_missing(
    null_sink: dict[str, str], device: str
) -> None:
    """A name or index naming no input device is a missing microphone (the live screen
    falls back to typing), never a PortAudio traceback."""
    from companion.errors import DependencyMissing
    from companion.stt.sources import MicrophoneSource, input_devices

    assert input_devices()
    with pytest.raises(DependencyMissing, match=f"matches '{device}'.*companion devices"):
        MicrophoneSource(device)
