"""``faster-whisper``: CTranslate2, int8 on the CPU, no torch; loads the bundled ``tiny.en``
folder directly."""

from __future__ import annotations

from typing import Any

from companion.stt.backends.base import Transcriber, max_tokens
from companion.stt.models import BUNDLED_MODEL, bundled_model_dir
from companion.stt.transcript import Segment


class FasterWhisperTranscriber(Transcriber):
    """faster-whisper (CTranslate2), int8 weights on the CPU."""

    backend = "faster-whisper"
    summary = "CTranslate2, int8 on the CPU, no torch (the voice extra; bundled tiny.en)"
    needs = "faster_whisper"

    def __init__(
        self, model: str = BUNDLED_MODEL, threads: int = 2, compute_type: str = "int8"
    ) -> None:
        super().__init__(model, threads)
        self.compute_type = compute_type

    def _load(self) -> Any:
        try:
            from faster_whisper import WhisperModel
        except ImportError:
            raise self.missing() from None
        source = (
            str(bundled_model_dir() or self.model) if self.model == BUNDLED_MODEL else self.model
        )
        return WhisperModel(
            source, device="cpu", compute_type=self.compute_type, cpu_threads=self.threads
        )

    def _run(self, audio: Any, prompt: str | None) -> list[Segment]:
        segments, _info = self._model.transcribe(
            audio,
            language="en" if self.english_only else None,
            beam_size=1,
            temperature=0.0,
            condition_on_previous_text=False,
            initial_prompt=prompt,
            without_timestamps=True,
            vad_filter=False,
            max_new_tokens=max_tokens(len(audio)),
        )
        return [
            Segment(
                start=round(s.start, 2),
                end=round(s.end, 2),
                text=s.text.strip(),
                no_speech_prob=s.no_speech_prob,
                avg_logprob=s.avg_logprob,
            )
            for s in segments
        ]
