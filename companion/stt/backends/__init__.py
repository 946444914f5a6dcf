"""Speech-to-text backends: one registry, :data:`BACKENDS` (name -> class).

Config validation (``[stt] backend``), ``companion transcribe --backend``, ``companion
doctor``, the voice benchmark and ``docs/stt-backends.md`` all read it. Adding a backend
is one module in this package (a :class:`Transcriber` subclass) and one line below.

``make_transcriber(config.stt)`` builds the configured one, not yet loaded (``auto``: the
first installed local backend, in registry order). Loading is slow (seconds), so
:meth:`Transcriber.load_async` loads on a background thread and
:attr:`Transcriber.ready` tells the UI when it is done; :meth:`Transcriber.transcribe`
waits for the load. Nothing heavy is imported here: each backend imports its library
when it loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.errors import DependencyMissing, UsageError
from companion.stt.backends.base import Transcriber, max_tokens
from companion.stt.backends.faster import FasterWhisperTranscriber
from companion.stt.backends.openai import OpenAIWhisperTranscriber
from companion.stt.backends.wyoming import WyomingTranscriber

if TYPE_CHECKING:
    from companion.config import SttConfig

__all__ = [
    "AUTO",
    "BACKENDS",
    "FasterWhisperTranscriber",
    "OpenAIWhisperTranscriber",
    "Transcriber",
    "WyomingTranscriber",
    "available_backend",
    "backend_choices",
    "make_transcriber",
    "max_tokens",
]

#: Every backend by its ``[stt] backend`` name; ``auto`` tries the local ones in this order.
BACKENDS: dict[str, type[Transcriber]] = {
    FasterWhisperTranscriber.backend: FasterWhisperTranscriber,
    OpenAIWhisperTranscriber.backend: OpenAIWhisperTranscriber,
    WyomingTranscriber.backend: WyomingTranscriber,
}

#: The name that picks the first installed local backend.
AUTO = "auto"


def backend_choices() -> tuple[str, ...]:
    """What ``[stt] backend`` and ``--backend`` accept.

    >>> backend_choices()[:3]
    ('auto', 'faster-whisper', 'openai-whisper')
    """
    return (AUTO, *BACKENDS)


def available_backend(preferred: str = AUTO) -> str:
    """The backend ``preferred`` resolves to: ``auto`` is the first installed local one.

    Raises :class:`UsageError` for an unknown name and :class:`DependencyMissing` when
    ``auto`` finds no local backend installed.
    """
    if preferred not in backend_choices():
        raise UsageError(f"unknown STT backend {preferred!r}: use {', '.join(backend_choices())}")
    if preferred != AUTO:
        return preferred
    for name, cls in BACKENDS.items():
        if cls.local and cls.installed():
            return name
    raise DependencyMissing("no speech-to-text backend installed: pip install '.[voice]'")


def make_transcriber(
    config: SttConfig, backend: str | None = None, model: str | None = None, threads: int = 2
) -> Transcriber:
    """A transcriber for ``config`` (``backend``/``model`` override it), not yet loaded.

    Raises :class:`DependencyMissing` with the fix when the backend is not installed, so
    a caller learns it before opening a microphone.

    >>> from companion.config import SttConfig
    >>> make_transcriber(SttConfig(backend="faster-whisper")).backend
    'faster-whisper'
    """
    chosen = BACKENDS[available_backend(backend or config.backend)]
    if not chosen.installed():
        raise chosen.missing()
    return chosen.from_config(config, model, threads)
