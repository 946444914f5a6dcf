"""One decode as the table hears it: speech check, the phantom gate, and the prompt-echo
retry. The live pipeline and ``companion transcribe`` both call :func:`hear`, so a file
gives what the microphone would.

The names prompt (Whisper's ``initial_prompt``) helps tiny.en spell "Grignr", but on some
speech it writes the prompt back instead of the words (issue 14.16: "Brother Humbert
rings his bronze bell..." came back as ``brother humbert, kulla,``). Dropping such an
echo loses the player's action silently, so a decode that is (mostly) the prompt's names
(:func:`companion.stt.gate.is_prompt_echo`) is decoded again without the prompt, and the
second decode is kept when the gate lets any of it through. An echo is worth nothing, so
"the better one" is the retry whenever it holds speech, else nothing is heard.
"""

from __future__ import annotations

import math
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from companion.stt.backends.base import Transcriber
from companion.stt.gate import Gate, gate_segments, is_prompt_echo
from companion.stt.transcript import SAMPLE_RATE, Segment, Transcript


class Hearing(BaseModel):
    """What one utterance's audio gave: ``text`` is empty when nothing is to be acted on."""

    model_config = ConfigDict(frozen=True)

    text: str = Field(description="the kept segments' text; empty: no speech heard")
    segments: tuple[Segment, ...] = Field(description="the segments the gate kept")
    transcript: Transcript = Field(description="the decode the text comes from")
    prompt_echo: bool = Field(
        False, description="the first decode was the prompt's names, so it was decoded again"
    )
    compute_ms: float = Field(description="all decodes of this audio together, milliseconds")

    def public(self) -> dict[str, object]:
        """The ``companion transcribe --json`` document: the kept text and segments (without
        scores), the decode's backend, model, audio length and compute time, whether the
        prompt was echoed (and so dropped for a decode without it), and the fallback note."""
        return {
            "text": self.text,
            "segments": [{"start": s.start, "end": s.end, "text": s.text} for s in self.segments],
            "backend": self.transcript.backend,
            "model": self.transcript.model,
            "audio_s": self.transcript.audio_s,
            "compute_ms": self.compute_ms,
            "prompt_echo": self.prompt_echo,
            "note": self.transcript.note,
        }

    @property
    def confidence(self) -> float | None:
        """exp(mean token log-probability) of the kept segments, 0-1; None when the backend
        reports no scores."""
        scores = [s.avg_logprob for s in self.segments if s.avg_logprob is not None]
        if not scores or len(scores) < len(self.segments):
            return None
        return round(math.exp(sum(scores) / len(scores)), 3)


def speech_present(audio: Any) -> bool:
    """Silero VAD (shipped with faster-whisper) finds at least 0.25 s of speech.

    True when faster-whisper is not installed: the Whisper gate still applies.
    """
    try:
        from faster_whisper.vad import VadOptions, get_speech_timestamps
    except ImportError:
        return True
    spans = get_speech_timestamps(audio, VadOptions(min_speech_duration_ms=150))
    return bool(sum(s["end"] - s["start"] for s in spans) >= 0.25 * SAMPLE_RATE)


def hear(
    transcriber: Transcriber,
    audio: Any,
    prompt: str | None = None,
    gate: Gate | None = None,
) -> Hearing:
    """Decode ``audio`` with ``prompt``, gate it, and retry without the prompt on an echo
    (see the module docstring). Raises what the transcriber raises."""
    first = transcriber.transcribe(audio, prompt or None)
    kept = gate_segments(first.segments, gate)
    echo = is_prompt_echo(first.text, prompt) or is_prompt_echo(_joined(kept), prompt)
    if not echo:
        return Hearing(
            text=_joined(kept), segments=tuple(kept), transcript=first, compute_ms=first.compute_ms
        )
    second = transcriber.transcribe(audio, None)
    kept = gate_segments(second.segments, gate)
    return Hearing(
        text=_joined(kept),
        segments=tuple(kept),
        transcript=second,
        prompt_echo=True,
        compute_ms=round(first.compute_ms + second.compute_ms, 1),
    )


def _joined(segments: list[Segment]) -> str:
    return " ".join(s.text for s in segments).strip()
