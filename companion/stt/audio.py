"""Audio files in and out: WAV reading (any rate, any channels) and the kept clips.

Reading WAV needs only numpy (:mod:`companion.stt.wavfile`; FLAC and other formats go
through ``soundfile`` when it is installed). Everything is returned as 16 kHz mono
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
from companion.errors import DataFileError, DependencyMissing
from companion.stt.transcript import SAMPLE_RATE
from companion.stt.wavfile import probe_wav, read_wav


def resample(audio: Any, rate: int, target: int = SAMPLE_RATE) -> Any:
    """Linear-interpolation resampling of a mono float32 array from ``rate`` to ``target`` Hz."""
    import numpy as np

    if rate == target or len(audio) == 0:
        return audio.astype(np.float32, copy=False)
    n_out = round(len(audio) * target / rate)
    positions = np.arange(n_out, dtype=np.float64) * (rate / target)
    return np.interp(positions, np.arange(len(audio)), audio).astype(np.float32)


def read_audio(path: Path) -> Any:
    """A file as 16 kHz mono float32: WAV always (:func:`companion.stt.wavfile.read_wav`:
    PCM 8-32 bit, float, any channels and rate); FLAC, OGG and the like through
    ``soundfile`` when it is installed. A file that cannot be read is a one-line
    :class:`~companion.errors.DataFileError` naming it and saying what to do."""
    if importlib.util.find_spec("numpy") is None:
        raise DependencyMissing("reading audio needs numpy: pip install '.[voice]'")
    if _other_format(path):
        import soundfile

        try:
            data, rate = soundfile.read(str(path), dtype="float32", always_2d=True)
        except RuntimeError as exc:
            raise DataFileError(str(path), f"cannot read audio: {exc}") from None
        return resample(data.mean(axis=1), rate)
    audio, rate = read_wav(path)
    return resample(audio, rate)


def check_audio_file(path: Path) -> None:
    """Raise the one-line error :func:`read_audio` would give for ``path`` (a WAV file is
    checked from its header, without decoding it; another format is left to ``soundfile``)."""
    if not _other_format(path):
        probe_wav(path)


def _other_format(path: Path) -> bool:
    """True for a non-empty file that is not RIFF when ``soundfile`` can try it."""
    if not path.is_file() or importlib.util.find_spec("soundfile") is None:
        return False
    with path.open("rb") as f:
        head = f.read(4)
    return bool(head) and head != b"RIFF"


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
