"""Audio files in and out: WAV reading (any rate, any channels) and the kept clips.

Reading needs only the standard library's :mod:`wave` and numpy (FLAC and other formats
go through ``soundfile`` when it is installed). Everything is returned as 16 kHz mono
float32 in [-1, 1], what :class:`companion.stt.backends.Transcriber` takes.

Kept audio (``stt.keep_audio``, off by default, on only with the players' consent) is
written by :func:`keep_clip` where :mod:`companion.clips` says it lives (beside the
session log, one WAV per utterance), so a review can replay it.
"""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path
from typing import Any

from companion.clips import clip_file
from companion.errors import DependencyMissing, UsageError
from companion.stt.transcript import SAMPLE_RATE


def resample(audio: Any, rate: int, target: int = SAMPLE_RATE) -> Any:
    """Linear-interpolation resampling of a mono float32 array from ``rate`` to ``target`` Hz."""
    import numpy as np

    if rate == target or len(audio) == 0:
        return audio.astype(np.float32, copy=False)
    n_out = round(len(audio) * target / rate)
    positions = np.arange(n_out, dtype=np.float64) * (rate / target)
    return np.interp(positions, np.arange(len(audio)), audio).astype(np.float32)


def _read_wave(path: Path) -> tuple[Any, int]:
    import numpy as np

    with wave.open(str(path), "rb") as wf:
        width, channels, rate = wf.getsampwidth(), wf.getnchannels(), wf.getframerate()
        raw = wf.readframes(wf.getnframes())
    if width == 2:
        data = np.frombuffer(raw, dtype="<i2").astype(np.float32) / 32768.0
    elif width == 4:
        data = np.frombuffer(raw, dtype="<i4").astype(np.float32) / 2147483648.0
    elif width == 1:
        data = (np.frombuffer(raw, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0
    else:
        raise UsageError(f"{path}: {8 * width}-bit WAV is not supported; use 16-bit PCM")
    return data.reshape(-1, channels).mean(axis=1), rate


def read_audio(path: Path) -> Any:
    """A file as 16 kHz mono float32. WAV always; other formats need ``soundfile``."""
    if not path.is_file():
        raise UsageError(f"{path}: no such audio file")
    if importlib.util.find_spec("numpy") is None:
        raise DependencyMissing("reading audio needs numpy: pip install '.[voice]'")
    try:
        audio, rate = _read_wave(path)
    except wave.Error:
        try:
            import soundfile
        except ImportError:
            raise DependencyMissing(
                f"{path}: not a WAV file; convert it (sox {path.name} -r 16000 -c 1 out.wav) "
                "or pip install soundfile"
            ) from None
        try:
            data, rate = soundfile.read(str(path), dtype="float32", always_2d=True)
        except RuntimeError as exc:
            raise UsageError(f"{path}: cannot read audio: {exc}") from None
        audio = data.mean(axis=1)
    return resample(audio, rate)


def write_wav(path: Path, audio: Any, rate: int = SAMPLE_RATE) -> Path:
    """Write mono float32 audio as 16-bit PCM WAV."""
    import numpy as np

    pcm = (np.clip(audio, -1.0, 1.0) * 32767.0).astype("<i2")
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as wf:
        wf.setnchannels(1)
        wf.setsampwidth(2)
        wf.setframerate(rate)
        wf.writeframes(pcm.tobytes())
    return path


def keep_clip(log_path: Path, index: int, audio: Any) -> Path:
    """Write utterance number ``index`` of the session logged at ``log_path`` where
    :func:`companion.clips.clip_file` puts it; returns its path."""
    return write_wav(clip_file(log_path, index), audio)
