"""Where a session's kept audio lives: one WAV per utterance beside the session log.

Kept audio (``[stt] keep_audio``, off by default, on only with the players' consent) is
written by the voice pipeline (:func:`companion.stt.audio.keep_clip`) and played back or
purged by review (:mod:`companion.review.audio`); both find the clips here, so neither
imports the other. Paths only: no audio decoding, no third-party imports.

The folder is ``<log folder>/<log stem>.audio/`` and utterance ``n`` is
``utterance-NNNN.wav`` in it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

__all__ = ["audio_dir_for", "clip_file", "last_clip_number", "purge_audio"]

_PREFIX = "utterance-"


def audio_dir_for(log_path: Path) -> Path:
    """The folder holding a session's kept clips: ``<log folder>/<log stem>.audio``.

    >>> audio_dir_for(Path("/s/2026-12-01.jsonl")).as_posix()
    '/s/2026-12-01.audio'
    """
    return log_path.with_name(log_path.stem + ".audio")


def clip_file(log_path: Path, index: int) -> Path:
    """Where utterance number ``index`` (1-based) of the session logged at ``log_path`` goes.

    >>> clip_file(Path("/s/game.jsonl"), 3).as_posix()
    '/s/game.audio/utterance-0003.wav'
    """
    return audio_dir_for(log_path) / f"{_PREFIX}{index:04d}.wav"


def last_clip_number(log_path: Path) -> int:
    """The highest utterance number already kept for a session, 0 when none.

    A resumed session (``companion play --resume LOG``) numbers its clips on from here, so
    a clip an earlier ``utterance`` event refers to is never overwritten.

    >>> last_clip_number(Path("/nonexistent/s.jsonl"))
    0
    """
    numbers = [
        int(p.stem.removeprefix(_PREFIX))
        for p in audio_dir_for(log_path).glob(f"{_PREFIX}*.wav")
        if p.stem.removeprefix(_PREFIX).isdigit()
    ]
    return max(numbers, default=0)


def purge_audio(log_path: Path) -> int:
    """Delete every kept clip of a session (the folder too); returns how many files went."""
    folder = audio_dir_for(log_path)
    if not folder.is_dir():
        return 0
    count = sum(1 for p in folder.iterdir() if p.is_file())
    shutil.rmtree(folder)
    return count
