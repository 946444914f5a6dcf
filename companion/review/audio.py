"""Playing back an utterance's kept audio, and purging a session's audio.

Kept clips live in the session's audio folder, ``<log stem>.audio/`` beside the
log (:func:`companion.clips.audio_dir_for`); :func:`purge_audio` (re-exported
from there) deletes that folder and keeps the log. A clip is looked up there by
its file name only, whatever path the log recorded: the log is data, and a
path in it must never make review read or delete a file elsewhere.

Players, first found wins: ``paplay`` (PulseAudio), ``aplay`` (ALSA), then the
``sounddevice`` module. Playback runs in the background; the browser stays
responsive.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
from pathlib import Path

from companion.clips import audio_dir_for, purge_audio
from companion.export.model import Entry, SessionReport

__all__ = ["PLAYERS", "clip_path", "find_player", "kept_clips", "play", "purge_audio"]

#: Command-line players in the order tried, with their arguments before the file.
PLAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (("paplay", ()), ("aplay", ("-q",)))


def clip_path(log_path: Path, entry: Entry) -> Path | None:
    """The kept clip of an entry's utterance, if the log names one and it still exists."""
    if entry.utterance is None or not entry.utterance.audio:
        return None
    name = Path(entry.utterance.audio.replace("\\", "/")).name
    path = audio_dir_for(log_path) / name
    return path if name and path.is_file() else None


def find_player() -> str | None:
    """The first available player: a program name, ``"sounddevice"``, or None."""
    for program, _ in PLAYERS:
        if shutil.which(program):
            return program
    try:
        import sounddevice  # type: ignore[import-untyped,import-not-found,unused-ignore]  # noqa: F401
        import soundfile  # type: ignore[import-untyped,import-not-found,unused-ignore]  # noqa: F401
    except Exception:
        return None
    return "sounddevice"


def _play_sounddevice(path: Path) -> None:
    import sounddevice
    import soundfile

    data, rate = soundfile.read(str(path), dtype="float32")
    sounddevice.play(data, rate)
    sounddevice.wait()


def play(log_path: Path, entry: Entry | None, player: str | None = None) -> str:
    """Start playing an entry's clip in the background; returns the message to show."""
    if entry is None or entry.utterance is None:
        return "select an action to play what was said"
    if not entry.utterance.audio:
        return "no audio was kept for this utterance (stt.keep_audio is off by default)"
    path = clip_path(log_path, entry)
    if path is None:
        return f"the audio was purged or moved: {Path(entry.utterance.audio).name} not found"
    player = player or find_player()
    if player is None:
        return (
            "no audio player: install pulseaudio-utils (paplay) or alsa-utils (aplay), "
            "or the voice extra (pip install '.[voice]')"
        )
    if player == "sounddevice":
        threading.Thread(target=_play_sounddevice, args=(path,), daemon=True).start()
    else:
        args = dict(PLAYERS).get(player, ())
        subprocess.Popen(
            [player, *args, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    return f"playing {path.name} ({player})"


def kept_clips(log_path: Path, report: SessionReport) -> list[Path]:
    """The clips of this session that still exist."""
    found = (clip_path(log_path, e) for r in report.rooms for e in r.entries)
    return sorted({p for p in found if p is not None})
