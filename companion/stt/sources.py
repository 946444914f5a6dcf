"""Where audio frames come from: a sounddevice input, or a WAV file fed in real time.

Both yield 30 ms frames (:data:`companion.stt.endpoint.FRAME` samples) of 16 kHz mono
float32 from :meth:`AudioSource.frames` until :meth:`AudioSource.close`.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from companion.errors import DependencyMissing
from companion.stt.audio import read_audio, resample
from companion.stt.endpoint import FRAME
from companion.stt.transcript import SAMPLE_RATE


class AudioSource:
    """A stream of frames. ``frames()`` blocks between frames and ends on ``close()``."""

    def __init__(self) -> None:
        self.closed = threading.Event()

    def frames(self) -> Iterator[Any]:
        """Frames of ``FRAME`` samples, float32, until closed or exhausted."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop yielding frames."""
        self.closed.set()


class FileSource(AudioSource):
    """A WAV file paced at real time (``speed`` 1.0), then ``tail_s`` of silence.

    The silence lets the endpointer see the end of the last utterance, as it would in
    a room. ``speed=0`` feeds as fast as possible (for tests of the logic only).
    """

    def __init__(self, path: Path, speed: float = 1.0, tail_s: float = 1.0) -> None:
        super().__init__()
        self.path, self.speed, self.tail_s = path, speed, tail_s
        self.audio = read_audio(path)

    def frames(self) -> Iterator[Any]:
        import numpy as np

        tail = np.zeros(int(self.tail_s * SAMPLE_RATE), dtype=np.float32)
        audio = np.concatenate([self.audio, tail])
        started = time.monotonic()
        for i, offset in enumerate(range(0, len(audio) - FRAME + 1, FRAME)):
            if self.closed.is_set():
                return
            if self.speed > 0:
                due = started + (i + 1) * FRAME / SAMPLE_RATE / self.speed
                delay = due - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
            yield audio[offset : offset + FRAME]


def _sounddevice() -> Any:
    try:
        import sounddevice
    except ImportError:
        raise DependencyMissing(
            "sounddevice is not installed: pip install '.[voice]'; using text input"
        ) from None
    except OSError:
        raise DependencyMissing(
            "PortAudio is missing: apt-get install libportaudio2; using text input"
        ) from None
    return sounddevice


def input_devices() -> list[dict[str, Any]]:
    """Input devices as ``{"index", "name", "channels", "rate", "default"}`` dicts."""
    sd = _sounddevice()
    try:
        devices = sd.query_devices()
        default_in = sd.default.device[0]
    except Exception as exc:  # PortAudio reports errors as plain exceptions
        raise DependencyMissing(f"cannot list audio devices: {exc}") from None
    return [
        {
            "index": i,
            "name": str(d["name"]),
            "channels": int(d["max_input_channels"]),
            "rate": float(d["default_samplerate"]),
            "default": i == default_in,
        }
        for i, d in enumerate(devices)
        if int(d["max_input_channels"]) > 0
    ]


def resolve_device(device: str) -> int | None:
    """``stt.device`` (empty, an index or part of a name) as a PortAudio index.

    An index or name that is no input device raises
    :class:`~companion.errors.DependencyMissing` (the microphone is missing: the live
    screen falls back to text input).
    """
    if not device:
        return None
    devices = input_devices()
    for d in devices:
        if device == str(d["index"]) or (
            not device.isdigit() and device.lower() in d["name"].lower()
        ):
            return int(d["index"])
    known = "; `companion devices` lists them" if devices else ""
    raise DependencyMissing(f"no audio input device matches {device!r}{known}")


class MicrophoneSource(AudioSource):
    """A sounddevice ``InputStream``, mono, on ``device`` (see :func:`resolve_device`).

    Opened at 16 kHz; a device that refuses 16 kHz (many ALSA hardware devices) is opened
    at its default rate and each block is resampled to 16 kHz. Blocks are re-cut into
    ``FRAME``-sample frames.
    """

    def __init__(self, device: str = "") -> None:
        super().__init__()
        sd = _sounddevice()
        self.queue: queue.Queue[Any] = queue.Queue()
        self.overflows = 0
        index = resolve_device(device)
        if not input_devices():
            raise DependencyMissing("no audio input device; plug in a microphone or type")
        self.rate = SAMPLE_RATE
        try:
            self.stream = self._open(sd, index, SAMPLE_RATE)
        except Exception:  # PortAudio: "Invalid sample rate" and the like
            info = sd.query_devices(index if index is not None else sd.default.device[0])
            self.rate = int(info["default_samplerate"])
            try:
                self.stream = self._open(sd, index, self.rate)
            except Exception as exc:
                raise DependencyMissing(f"cannot open the audio input: {exc}") from None
        self.stream.start()

    def _open(self, sd: Any, index: int | None, rate: int) -> Any:
        return sd.InputStream(
            samplerate=rate,
            channels=1,
            dtype="float32",
            blocksize=FRAME * rate // SAMPLE_RATE,
            device=index,
            callback=self._callback,
        )

    def _callback(self, indata: Any, frames: int, time_info: Any, status: Any) -> None:
        del frames, time_info
        if status.input_overflow:
            self.overflows += 1
        self.queue.put(indata[:, 0].copy())

    def frames(self) -> Iterator[Any]:
        import numpy as np

        pending = np.zeros(0, dtype=np.float32)
        while not self.closed.is_set():
            try:
                block = self.queue.get(timeout=0.1)
            except queue.Empty:
                continue
            pending = np.concatenate([pending, resample(block, self.rate)])
            while len(pending) >= FRAME:
                yield pending[:FRAME]
                pending = pending[FRAME:]

    def close(self) -> None:
        super().close()
        self.stream.stop()
        self.stream.close()
