"""The :class:`Transcriber` interface and its two backends.

- ``faster-whisper``: CTranslate2, int8 on the CPU, no torch; loads the bundled
  ``tiny.en`` folder directly.
- ``openai-whisper``: the reference implementation (torch). It is fed numpy float32
  arrays, never file names, so no ffmpeg binary is needed. For ``tiny.en`` it loads the
  checkpoint converted from the bundled model (converted on first use into the user
  cache folder, see :mod:`companion.stt.models`).

``make_transcriber(config.stt)`` picks one (``auto``: faster-whisper when installed,
else openai-whisper). Loading is slow (seconds), so :meth:`Transcriber.load_async`
loads on a background thread and :attr:`Transcriber.ready` tells the UI when it is done;
:meth:`Transcriber.transcribe` waits for the load.

Decoding is greedy at temperature 0 with no fallback and no conditioning on earlier
text: one short utterance at a time, as fast as the CPU allows.
"""

from __future__ import annotations

import importlib.util
import threading
import time
from pathlib import Path
from typing import Any

from companion.config import SttConfig
from companion.errors import DependencyMissing, UsageError
from companion.stt.models import BUNDLED_MODEL, bundled_model_dir, converted_checkpoint_path
from companion.stt.transcript import SAMPLE_RATE, Segment, Transcript

BACKENDS = ("faster-whisper", "openai-whisper")


def max_tokens(samples: int) -> int:
    """Token budget for ``samples`` of audio: 8 tokens a second plus 16, at most 200.

    Nobody speaks faster than about 5 tokens a second, so a decode that runs past the
    budget is a hallucination loop (Whisper on silence repeats the prompt): the cap keeps
    its cost bounded and the gate drops it.

    >>> max_tokens(16_000 * 3)
    40
    """
    return min(200, int(samples / SAMPLE_RATE * 8) + 16)


class Transcriber:
    """Speech to text on 16 kHz mono float32 audio. Subclasses implement ``_load``/``_run``."""

    backend = ""

    def __init__(self, model: str = BUNDLED_MODEL, threads: int = 2) -> None:
        self.model = model
        self.threads = threads
        self._model: Any = None
        self._error: BaseException | None = None
        self._loaded = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    @property
    def english_only(self) -> bool:
        """True for ``*.en`` models (and the bundled one): the language is fixed."""
        return self.model.endswith(".en") or self.model == BUNDLED_MODEL

    @property
    def ready(self) -> bool:
        """True once the model is loaded (or failed to load: see :meth:`wait_ready`)."""
        return self._loaded.is_set()

    def load(self) -> None:
        """Load the model now, on this thread (idempotent)."""
        with self._lock:
            if self._model is not None:
                return
            try:
                self._model = self._load()
            except BaseException as exc:
                self._error = exc
                raise
            finally:
                self._loaded.set()

    def load_async(self) -> threading.Thread:
        """Start loading on a daemon thread; returns it. The UI keeps running meanwhile."""
        if self._thread is None:

            def _bg() -> None:
                try:
                    self.load()
                except BaseException:  # kept in self._error, re-raised by wait_ready
                    return

            self._thread = threading.Thread(target=_bg, name="stt-load", daemon=True)
            self._thread.start()
        return self._thread

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Block until loaded; re-raises a load error. False on timeout."""
        if self._thread is None and not self._loaded.is_set():
            self.load()
        if not self._loaded.wait(timeout):
            return False
        if self._error is not None:
            raise self._error
        return True

    def transcribe(self, audio: Any, prompt: str | None = None) -> Transcript:
        """Transcribe ``audio`` (float32 mono 16 kHz numpy array); ``prompt`` primes names."""
        self.wait_ready()
        started = time.perf_counter()
        segments = self._run(audio, prompt or None)
        compute_ms = (time.perf_counter() - started) * 1000.0
        return Transcript(
            text=" ".join(s.text for s in segments).strip(),
            segments=tuple(segments),
            backend=self.backend,
            model=self.model,
            audio_s=round(len(audio) / SAMPLE_RATE, 3),
            compute_ms=round(compute_ms, 1),
        )

    def _load(self) -> Any:
        raise NotImplementedError

    def _run(self, audio: Any, prompt: str | None) -> list[Segment]:
        raise NotImplementedError


class FasterWhisperTranscriber(Transcriber):
    """faster-whisper (CTranslate2), int8 weights on the CPU."""

    backend = "faster-whisper"

    def __init__(
        self, model: str = BUNDLED_MODEL, threads: int = 2, compute_type: str = "int8"
    ) -> None:
        super().__init__(model, threads)
        self.compute_type = compute_type

    def _load(self) -> Any:
        try:
            from faster_whisper import WhisperModel
        except ImportError:
            raise DependencyMissing(
                "faster-whisper is not installed: pip install '.[voice]'"
            ) from None
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


class OpenAIWhisperTranscriber(Transcriber):
    """openai-whisper (torch, float32 on the CPU), fed numpy arrays."""

    backend = "openai-whisper"

    def _load(self) -> Any:
        try:
            import torch
            import whisper
        except ImportError:
            raise DependencyMissing(
                "openai-whisper is not installed: pip install '.[whisper]'"
            ) from None
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


def available_backend(preferred: str = "auto") -> str:
    """The backend ``preferred`` resolves to: ``auto`` is faster-whisper when installed.

    Raises :class:`DependencyMissing` when neither backend is installed.
    """
    if preferred not in ("auto", *BACKENDS):
        raise UsageError(f"unknown STT backend {preferred!r}: use auto, {', '.join(BACKENDS)}")
    if preferred != "auto":
        return preferred
    if importlib.util.find_spec("faster_whisper") is not None:
        return "faster-whisper"
    if importlib.util.find_spec("whisper") is not None:
        return "openai-whisper"
    raise DependencyMissing("no speech-to-text backend installed: pip install '.[voice]'")


def make_transcriber(
    config: SttConfig, backend: str | None = None, model: str | None = None, threads: int = 2
) -> Transcriber:
    """A transcriber for ``config`` (``backend``/``model`` override it), not yet loaded.

    >>> make_transcriber(SttConfig(backend="openai-whisper")).backend
    'openai-whisper'
    """
    chosen = available_backend(backend or config.backend)
    name = model or config.model
    if chosen == "faster-whisper":
        return FasterWhisperTranscriber(name, threads)
    return OpenAIWhisperTranscriber(name, threads)
