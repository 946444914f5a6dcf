"""``openai-whisper``: the reference implementation (torch). It is fed numpy float32
arrays, never file names, so no ffmpeg binary is needed. For ``tiny.en`` it loads the
checkpoint converted from the bundled model (converted on first use into the user cache
folder, see :mod:`companion.stt.models`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.stt.backends.base import Transcriber, max_tokens
from companion.stt.models import BUNDLED_MODEL, bundled_model_dir, converted_checkpoint_path
from companion.stt.transcript import Segment


class OpenAIWhisperTranscriber(Transcriber):
    """openai-whisper (torch, float32 on the CPU), fed numpy arrays."""

    backend = "openai-whisper"
    summary = "the reference implementation (torch, float32 on the CPU; the whisper extra)"
    needs = "whisper"
    extra = "whisper"

    def _load(self) -> Any:
        try:
            import torch
            import whisper
        except ImportError:
            raise self.missing() from None
        from companion.stt.convert import convert_ct2_to_whisper, load_whisper_checkpoint

        torch.set_num_threads(self.threads)
        given = Path(self.model).expanduser()
        if given.is_file():
            return load_whisper_checkpoint(given)
        bundled = bundled_model_dir() if self.model == BUNDLED_MODEL else None
        if bundled is not None:
            checkpoint = converted_checkpoint_path(self.model)
            if not checkpoint.is_file():
                convert_ct2_to_whisper(bundled, checkpoint)
            return load_whisper_checkpoint(checkpoint)
        return whisper.load_model(self.model, device="cpu")

    def _run(self, audio: Any, prompt: str | None) -> list[Segment]:
        result = self._model.transcribe(
            audio,
            language="en" if self.english_only else None,
            temperature=0.0,
            fp16=False,
            condition_on_previous_text=False,
            initial_prompt=prompt,
            without_timestamps=True,
            verbose=None,
            sample_len=max_tokens(len(audio)),
        )
        return [
            Segment(
                start=round(float(s["start"]), 2),
                end=round(float(s["end"]), 2),
                text=str(s["text"]).strip(),
                no_speech_prob=float(s["no_speech_prob"]),
                avg_logprob=float(s["avg_logprob"]),
            )
            for s in result["segments"]
        ]
