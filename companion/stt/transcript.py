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
    no_speech_prob: float = Field(0.0, description="Whisper's probability of no speech, 0-1")
    avg_logprob: float = Field(0.0, description="mean token log-probability (natural log)")


class Transcript(BaseModel):
    """The result of one :meth:`Transcriber.transcribe` call."""

    model_config = ConfigDict(frozen=True)

    text: str
    segments: tuple[Segment, ...] = ()
    backend: str
    model: str
    audio_s: float = Field(description="length of the audio, seconds")
    compute_ms: float = Field(description="wall time of the decode, milliseconds")

    def public(self) -> dict[str, object]:
        """The ``companion transcribe --json`` document (segments without scores).

        >>> t = Transcript(text="hi", backend="b", model="m", audio_s=1.0, compute_ms=2.0)
        >>> sorted(t.public())
        ['audio_s', 'backend', 'compute_ms', 'model', 'segments', 'text']
        """
        return {
            "text": self.text,
            "segments": [{"start": s.start, "end": s.end, "text": s.text} for s in self.segments],
            "backend": self.backend,
            "model": self.model,
            "audio_s": self.audio_s,
            "compute_ms": self.compute_ms,
        }
