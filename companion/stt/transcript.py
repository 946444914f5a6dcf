"""What a transcriber returns: a :class:`Transcript` of :class:`Segment` records."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

#: Sample rate every transcriber takes, Hertz (Whisper's).
SAMPLE_RATE = 16_000


class Segment(BaseModel):
    """One decoded span of speech."""

    model_config = ConfigDict(frozen=True)

    start: float = Field(description="seconds from the start of the audio")
    end: float = Field(description="seconds from the start of the audio")
    text: str
    no_speech_prob: float | None = Field(
        None, description="Whisper's probability of no speech, 0-1; None when not reported"
    )
    avg_logprob: float | None = Field(
        None, description="mean token log-probability (natural log); None when not reported"
    )


class Transcript(BaseModel):
    """The result of one :meth:`Transcriber.transcribe` call."""

    model_config = ConfigDict(frozen=True)

    text: str
    segments: tuple[Segment, ...] = ()
    backend: str
    model: str
    audio_s: float = Field(description="length of the audio, seconds")
    compute_ms: float = Field(description="wall time of the decode, milliseconds")
    note: str | None = Field(
        None, description="why another backend than the configured one decoded it (fallback)"
    )
