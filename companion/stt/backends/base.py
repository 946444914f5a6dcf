"""The :class:`Transcriber` interface every speech-to-text backend implements.

A backend is one subclass in its own module of this package, registered by one line in
:data:`companion.stt.backends.BACKENDS` (see ``docs/stt-backends.md``). It declares its
registry name, the Python module it needs and the extra that installs it; it implements
``_load`` (slow: seconds, run on a background thread by :meth:`Transcriber.load_async`)
and ``_run`` (one utterance).

Decoding is greedy at temperature 0 with no fallback and no conditioning on earlier
text: one short utterance at a time, as fast as the CPU allows.
"""

from __future__ import annotations

import importlib.util
import threading
import time
from typing import TYPE_CHECKING, Any, ClassVar

from companion.errors import DependencyMissing
from companion.stt.models import BUNDLED_MODEL
from companion.stt.transcript import SAMPLE_RATE, Segment, Transcript

if TYPE_CHECKING:
    from companion.config import SttConfig


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
    """Speech to text on 16 kHz mono float32 audio. Subclasses implement ``_load``/``_run``.

    Class attributes describe the backend for the registry, ``companion transcribe
    --backend``, ``companion doctor`` and the docs.
    """

    #: The registry name (``[stt] backend``).
    backend: ClassVar[str] = ""
    #: One line for the docs and ``--help``.
    summary: ClassVar[str] = ""
    #: The Python module the backend imports (checked without importing it).
    needs: ClassVar[str] = ""
    #: ``pip install '.[EXTRA]'`` installs :attr:`needs`.
    extra: ClassVar[str] = "voice"
    #: True when it runs here with no server: ``[stt] backend = "auto"`` may pick it, and
    #: a remote backend falls back to it.
    local: ClassVar[bool] = True

    def __init__(self, model: str = BUNDLED_MODEL, threads: int = 2) -> None:
        self.model = model
        self.threads = threads
        self._model: Any = None
        self._error: BaseException | None = None
        self._loaded = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    @classmethod
    def from_config(
        cls, config: SttConfig, model: str | None = None, threads: int = 2
    ) -> Transcriber:
        """This backend as ``[stt]`` configures it (``model`` overrides ``stt.model``)."""
        return cls(model or config.model, threads)

    @classmethod
    def installed(cls) -> bool:
        """True when :attr:`needs` can be imported (nothing is imported to find out)."""
        return not cls.needs or importlib.util.find_spec(cls.needs) is not None

    @classmethod
    def missing(cls) -> DependencyMissing:
        """The error that says how to install this backend."""
        return DependencyMissing(
            f"the {cls.backend} STT backend needs {cls.needs}: pip install '.[{cls.extra}]'"
        )

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

    def close(self) -> None:
        """Release what the backend holds open (connections); the model stays loaded."""

    def _load(self) -> Any:
        raise NotImplementedError

    def _run(self, audio: Any, prompt: str | None) -> list[Segment]:
        raise NotImplementedError
