"""Cutting a live audio stream into utterances: VAD endpointing and push-to-talk.

:class:`Endpointer` (``stt.mode = "vad"``) works on 30 ms frames of 16 kHz mono
float32 and reads no clock (times are sample counts), so tests drive it exactly:

- the first 150 ms calibrate the noise floor (nothing is voiced during them);
- a frame is voiced when its pre-emphasised level (first difference, which mutes
  rumble below ~300 Hz) is 12 dB over an adaptive noise floor and above -50 dBFS;
- an utterance starts on two voiced frames in a row and keeps ``pre_roll_ms`` of audio
  before them, so first syllables survive;
- after ``early_ms`` of silence it emits a *provisional* cut, so transcription can start
  early; if speech resumes it emits :class:`Resumed` (discard that transcript); after
  ``end_silence_ms`` of silence it emits the *final* cut, whose audio is the same as the
  provisional one, so the early transcript can be used as is;
- an utterance with fewer than ``min_speech_ms`` of voiced frames (a cough, a knock) is
  dropped, and one reaching ``max_utterance_s`` is cut there.

:class:`PushToTalk` (``stt.mode = "push-to-talk"``) cuts between ``press()`` and
``release()`` (a toggle key in a terminal, which cannot see key releases).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from companion.stt.transcript import SAMPLE_RATE

FRAME_MS = 30
FRAME = SAMPLE_RATE * FRAME_MS // 1000


@dataclass(frozen=True)
class Cut:
    """An utterance's audio. ``kind`` is ``"provisional"`` or ``"final"``.

    ``start``/``end`` are sample offsets in the stream of the first and last voiced frame;
    ``reason`` is ``"silence"``, ``"max-length"``, ``"released"`` or ``"stream-end"``.
    """

    kind: str
    audio: Any = field(repr=False)
    start: int
    end: int
    reason: str
    speaker: str = ""


@dataclass(frozen=True)
class Resumed:
    """Speech resumed after a provisional cut: its transcript must be discarded."""


def level_db(frame: Any) -> float:
    """Pre-emphasised RMS level of a frame, dBFS (-100 for digital silence)."""
    import numpy as np

    emphasised = np.diff(frame, prepend=frame[:1])
    rms = float(np.sqrt(np.mean(np.square(emphasised, dtype=np.float64))))
    return 20.0 * math.log10(rms) if rms > 1e-5 else -100.0


class Endpointer:
    """Voice-activity endpointing (see the module docstring). Feed frames, read events."""

    def __init__(
        self,
        end_silence_ms: int = 500,
        max_utterance_s: float = 30.0,
        pre_roll_ms: int = 300,
        early_ms: int = 200,
        min_speech_ms: int = 150,
        margin_db: float = 12.0,
        min_db: float = -50.0,
    ) -> None:
        self.end_frames = max(1, end_silence_ms // FRAME_MS)
        self.early_frames = max(1, min(early_ms, end_silence_ms) // FRAME_MS)
        self.max_frames = int(max_utterance_s * 1000 // FRAME_MS)
        self.min_voiced = max(1, min_speech_ms // FRAME_MS)
        self.margin_db, self.min_db = margin_db, min_db
        self.noise_db = 0.0
        self.calibrating = 150 // FRAME_MS
        self.pre_roll: deque[Any] = deque(maxlen=max(1, pre_roll_ms // FRAME_MS))
        self.frames: list[Any] = []
        self.samples = 0
        self.voiced = 0
        self.silent = 0
        self.onset = 0
        self.start = 0
        self.last_voiced = 0
        self.provisional = False
        self.last_frame_voiced = False

    @property
    def in_speech(self) -> bool:
        """True while an utterance is open."""
        return bool(self.frames)

    def is_voiced(self, frame: Any) -> bool:
        """Classify one frame and adapt the noise floor (fast down, slow up)."""
        db = level_db(frame)
        if self.calibrating:
            first = self.calibrating == 150 // FRAME_MS
            self.noise_db = db if first else min(self.noise_db, db)
            self.calibrating -= 1
            return False
        voiced = db > max(self.noise_db + self.margin_db, self.min_db)
        rate = 0.2 if db < self.noise_db else (0.002 if voiced else 0.05)
        self.noise_db += rate * (db - self.noise_db)
        return voiced

    def feed(self, frame: Any) -> list[Cut | Resumed]:
        """Take one frame of ``FRAME`` samples; returns the events it causes."""
        voiced = self.is_voiced(frame)
        self.last_frame_voiced = voiced
        self.samples += len(frame)
        if not self.frames:
            self.pre_roll.append(frame)
            self.onset = self.onset + 1 if voiced else 0
            if self.onset >= 2:
                self.frames = list(self.pre_roll)
                self.pre_roll.clear()
                self.start = self.samples - 2 * len(frame)
                self.voiced, self.silent, self.provisional = 2, 0, False
                self.last_voiced = self.samples
            return []
        self.frames.append(frame)
        events: list[Cut | Resumed] = []
        if voiced:
            self.voiced += 1
            self.silent = 0
            self.last_voiced = self.samples
            if self.provisional:
                self.provisional = False
                events.append(Resumed())
        else:
            self.silent += 1
        if len(self.frames) >= self.max_frames:
            events.extend(self._close("max-length"))
        elif self.silent == self.early_frames and self.voiced >= self.min_voiced:
            self.provisional = True
            events.append(self._cut("provisional", "silence"))
        elif self.silent >= self.end_frames:
            events.extend(self._close("silence"))
        return events

    def flush(self) -> list[Cut | Resumed]:
        """End of stream: close an open utterance."""
        return self._close("stream-end") if self.frames else []

    def _cut(self, kind: str, reason: str) -> Cut:
        import numpy as np

        keep = len(self.frames) - max(0, self.silent - self.early_frames)
        audio = np.concatenate(self.frames[:keep])
        return Cut(kind, audio, self.start, self.last_voiced, reason)

    def _close(self, reason: str) -> list[Cut | Resumed]:
        events: list[Cut | Resumed] = []
        if self.voiced >= self.min_voiced:
            events.append(self._cut("final", reason))
        elif self.provisional:
            events.append(Resumed())
        self.frames = []
        self.onset = 0
        self.provisional = False
        return events


class PushToTalk:
    """Cut utterances between ``press()`` and ``release()``; keeps 200 ms before the press."""

    def __init__(self, max_utterance_s: float = 30.0) -> None:
        self.max_frames = int(max_utterance_s * 1000 // FRAME_MS)
        self.pre_roll: deque[Any] = deque(maxlen=200 // FRAME_MS)
        self.frames: list[Any] = []
        self.pressed = False
        self.speaker = ""
        self.samples = 0
        self.start = 0
        self.last_frame_voiced = False

    @property
    def in_speech(self) -> bool:
        """True while the key is down."""
        return self.pressed

    def press(self, speaker: str = "") -> None:
        """Start recording; ``speaker`` attributes the utterance (per-player keys)."""
        if not self.pressed:
            self.pressed, self.speaker = True, speaker
            self.frames = list(self.pre_roll)
            self.start = self.samples

    def release(self) -> list[Cut | Resumed]:
        """Stop recording; returns the final cut (nothing if the key was tapped)."""
        import numpy as np

        if not self.pressed:
            return []
        self.pressed = False
        frames, self.frames = self.frames, []
        if len(frames) < 5:
            return []
        audio = np.concatenate(frames)
        return [Cut("final", audio, self.start, self.samples, "released", self.speaker)]

    def toggle(self, speaker: str = "") -> list[Cut | Resumed]:
        """Press if up, release if down (the terminal key binding)."""
        if self.pressed:
            return self.release()
        self.press(speaker)
        return []

    def feed(self, frame: Any) -> list[Cut | Resumed]:
        """Take one frame; cuts at the maximum length."""
        self.samples += len(frame)
        self.last_frame_voiced = self.pressed
        if not self.pressed:
            self.pre_roll.append(frame)
            return []
        self.frames.append(frame)
        if len(self.frames) >= self.max_frames:
            return self.release()
        return []

    def flush(self) -> list[Cut | Resumed]:
        """End of stream: release a held key."""
        return self.release()
