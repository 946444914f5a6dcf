"""``wyoming``: a Wyoming speech-to-text server (Home Assistant's local voice protocol), e.g.
``wyoming-faster-whisper`` with a bigger model on a GPU box, with a local fallback.

Each utterance the endpointer cuts is one TCP connection to ``[stt] uri``, in the
protocol's order (``wyoming.asr``): ``Transcribe`` (with the names prompt as
``transcript_names``, for servers that bias on them), ``AudioStart``, ``AudioChunk``+
(16 kHz, 16-bit mono PCM, 0.1 s each; the bytes travel beside the JSON), ``AudioStop``;
the server answers one ``Transcript``. The whole request has one deadline,
``[stt] timeout_s``. The text then goes through the same gate, speaker attribution and
control phrases as a local decode (the server reports no scores, so the score checks of
the gate are skipped).

When the server is down, refuses, breaks the protocol or misses the deadline, the
utterance is decoded by the local backend (``auto``'s choice) at once, and the
transcript carries a ``note`` saying so (the live screen shows it; the session log records
the backend that decoded each utterance; the ``companion.stt`` logger notes each change at
INFO, never on the terminal, where it would tear the live screen). The server is then left
alone for a back-off that doubles from :data:`RETRY_FIRST_S` to :data:`RETRY_MAX_S`, and
is tried again on the next utterance after it: reconnecting needs nothing from the GM.
"""

from __future__ import annotations

import logging
import re
import socket
import threading
import time
from typing import TYPE_CHECKING, Any, BinaryIO, cast

from pydantic import BaseModel, ConfigDict

from companion.errors import CompanionError, UsageError
from companion.stt.backends.base import Transcriber
from companion.stt.models import BUNDLED_MODEL
from companion.stt.transcript import SAMPLE_RATE, Segment, Transcript

if TYPE_CHECKING:
    from companion.config import SttConfig

_LOG = logging.getLogger(__name__)

#: First back-off after a failure, seconds; it doubles on each failure up to the maximum.
RETRY_FIRST_S = 5.0
RETRY_MAX_S = 60.0
#: Samples per ``AudioChunk`` (0.1 s).
CHUNK = SAMPLE_RATE // 10


class ServerInfo(BaseModel):
    """What a server says about itself (``Describe`` -> ``Info``)."""

    model_config = ConfigDict(frozen=True)

    program: str
    models: tuple[str, ...]


class ServerError(CompanionError):
    """The server could not be reached, broke the protocol or missed the deadline."""


def parse_uri(uri: str) -> tuple[str, int]:
    """``tcp://HOST:PORT`` as ``(host, port)``.

    >>> parse_uri("tcp://gpu-box:10300")
    ('gpu-box', 10300)
    """
    m = re.fullmatch(r"tcp://([^\s:/]+):(\d{1,5})", uri)
    if m is None:
        raise UsageError(f"{uri!r} is not tcp://HOST:PORT (e.g. tcp://gpu-box:10300)")
    return m[1], int(m[2])


def names_of(prompt: str | None) -> list[str]:
    """The names in a prompt built by :func:`companion.stt.pipeline.build_prompt`.

    >>> names_of("Grignr, Brother Humbert, Said Bookism.")
    ['Grignr', 'Brother Humbert', 'Said Bookism']
    """
    if not prompt:
        return []
    return [n.strip() for n in prompt.rstrip(".").split(",") if n.strip()]


class _Connection:
    """One request's socket, with the request's deadline on every read and write."""

    def __init__(self, host: str, port: int, deadline: float) -> None:
        self.deadline = deadline
        self.sock = socket.create_connection((host, port), timeout=self._left())
        self.stream = cast(BinaryIO, self.sock.makefile("rwb"))

    def _left(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no answer in time")
        return left

    def send(self, event: Any) -> None:
        from wyoming.event import write_event

        self.sock.settimeout(self._left())
        write_event(event.event(), self.stream)
        self.stream.flush()

    def receive(self) -> Any:
        from wyoming.event import read_event

        self.sock.settimeout(self._left())
        event = read_event(self.stream)
        if event is None:
            raise ServerError("the server closed the connection without an answer")
        return event

    def close(self) -> None:
        try:
            self.stream.close()
        finally:
            self.sock.close()


def describe(uri: str, timeout_s: float = 2.0) -> ServerInfo:
    """Ask the server at ``uri`` what it runs. Raises :class:`ServerError` with the reason."""
    from wyoming.info import Describe, Info

    host, port = parse_uri(uri)
    try:
        conn = _Connection(host, port, time.monotonic() + timeout_s)
        try:
            conn.send(Describe())
            while True:
                event = conn.receive()
                if Info.is_type(event.type):
                    info = Info.from_event(event)
                    break
        finally:
            conn.close()
    except (OSError, TimeoutError, ValueError) as exc:
        raise ServerError(_reason(exc)) from None
    programs = [p for p in info.asr if p.installed] or list(info.asr)
    if not programs:
        raise ServerError("the server offers no speech-to-text program")
    return ServerInfo(
        program=programs[0].name,
        models=tuple(m.name for p in programs for m in p.models if m.installed),
    )


def _reason(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError | socket.timeout):
        return "did not answer in time"
    if isinstance(exc, ConnectionRefusedError):
        return "refused the connection"
    if isinstance(exc, socket.gaierror):
        return "has a host name that does not resolve"
    return str(exc) or type(exc).__name__


def _model_name(info: ServerInfo) -> str:
    """The model the server names first (else its program)."""
    name = info.models[0] if info.models else info.program
    return name


class WyomingTranscriber(Transcriber):
    """A Wyoming server, with a local transcriber to fall back on (see the module doc)."""

    backend = "wyoming"
    summary = (
        "a Wyoming server (wyoming-faster-whisper on another machine), local fallback; [stt] uri"
    )
    needs = "wyoming"
    local = False

    def __init__(
        self,
        uri: str,
        timeout_s: float = 4.0,
        fallback: Transcriber | None = None,
        model: str = BUNDLED_MODEL,
        threads: int = 2,
    ) -> None:
        super().__init__(model, threads)
        self.uri = uri
        self.host, self.port = parse_uri(uri)
        self.timeout_s = timeout_s
        self.fallback = fallback
        #: the server's model, once it has said (``Describe``)
        self.server_model = ""
        self._state = threading.Lock()
        self._retry_at = 0.0
        self._backoff = RETRY_FIRST_S
        #: why the server was last skipped; "" while it answers
        self.trouble = ""

    @classmethod
    def from_config(
        cls, config: SttConfig, model: str | None = None, threads: int = 2
    ) -> Transcriber:
        """The server at ``[stt] uri`` within ``[stt] timeout_s``; the fallback is the first
        installed local backend on ``[stt] model`` (none when no local backend is installed)."""
        from companion.stt.backends import BACKENDS

        if not config.uri:
            raise UsageError(
                'the wyoming backend needs [stt] uri = "tcp://HOST:10300" '
                "(or COMPANION_STT_URI=tcp://HOST:10300)"
            )
        local = next((c for c in BACKENDS.values() if c.local and c.installed()), None)
        fallback = local.from_config(config, model, threads) if local else None
        return cls(config.uri, config.timeout_s, fallback, model or config.model, threads)

    def _load(self) -> Any:
        if self.fallback is not None:
            self.fallback.load_async()
        try:
            self.server_model = _model_name(describe(self.uri, min(self.timeout_s, 2.0)))
        except ServerError as exc:
            self._failed(str(exc))
        return True

    def transcribe(self, audio: Any, prompt: str | None = None) -> Transcript:
        """The server's transcript, or the fallback's with a ``note`` (see the module doc)."""
        self.wait_ready()
        with self._state:
            skip = time.monotonic() < self._retry_at
            trouble = self.trouble
        if not skip:
            started = time.perf_counter()
            try:
                text = self._request(audio, prompt)
            except (OSError, TimeoutError, ValueError, ServerError) as exc:
                trouble = _reason(exc)
                self._failed(trouble)
            else:
                self._answered()
                return self._transcript(audio, text, (time.perf_counter() - started) * 1000)
        return self._fall_back(audio, prompt, trouble)

    def _request(self, audio: Any, prompt: str | None) -> str:
        import numpy as np
        from wyoming.asr import Transcribe, TranscriptChunk
        from wyoming.asr import Transcript as WyTranscript
        from wyoming.audio import AudioChunk, AudioStart, AudioStop

        pcm = np.clip(np.round(audio * 32768.0), -32768, 32767).astype("<i2").tobytes()
        fmt = {"rate": SAMPLE_RATE, "width": 2, "channels": 1}
        conn = _Connection(self.host, self.port, time.monotonic() + self.timeout_s)
        try:
            conn.send(Transcribe(transcript_names=names_of(prompt) or None))
            conn.send(AudioStart(**fmt))
            step = CHUNK * 2
            for offset in range(0, len(pcm), step):
                conn.send(AudioChunk(audio=pcm[offset : offset + step], **fmt))
            conn.send(AudioStop())
            chunks: list[str] = []
            while True:
                event = conn.receive()
                if WyTranscript.is_type(event.type):
                    return str(WyTranscript.from_event(event).text).strip()
                if TranscriptChunk.is_type(event.type):
                    chunks.append(TranscriptChunk.from_event(event).text)
                elif event.type == "transcript-stop":
                    return "".join(chunks).strip()
                elif event.type == "error":
                    raise ServerError(f"the server says: {event.data.get('text', 'error')}")
        finally:
            conn.close()

    def _transcript(self, audio: Any, text: str, compute_ms: float) -> Transcript:
        audio_s = round(len(audio) / SAMPLE_RATE, 3)
        segments = (Segment(start=0.0, end=audio_s, text=text),) if text else ()
        return Transcript(
            text=text,
            segments=segments,
            backend=self.backend,
            model=self.server_model or "server",
            audio_s=audio_s,
            compute_ms=round(compute_ms, 1),
        )

    def _fall_back(self, audio: Any, prompt: str | None, trouble: str) -> Transcript:
        where = f"Speech server {self.uri} {trouble}"
        if self.fallback is None:
            raise ServerError(f"{where}, and no local backend is installed: pip install '.[voice]'")
        local = self.fallback.transcribe(audio, prompt)
        note = f"{where}: local {local.model} used"
        return local.model_copy(update={"note": note})

    def _failed(self, trouble: str) -> None:
        with self._state:
            first = not self.trouble
            self.trouble = trouble
            self._retry_at = time.monotonic() + self._backoff
            self._backoff = min(self._backoff * 2, RETRY_MAX_S)
        if first:
            _LOG.info("Wyoming server %s %s; using the local backend", self.uri, trouble)

    def _answered(self) -> None:
        with self._state:
            back = bool(self.trouble)
            self.trouble, self._retry_at, self._backoff = "", 0.0, RETRY_FIRST_S
        if back:
            _LOG.info("Wyoming server %s answers again", self.uri)
        if not self.server_model:
            try:
                self.server_model = _model_name(describe(self.uri, min(self.timeout_s, 2.0)))
            except ServerError:
                return

    def close(self) -> None:
        """Nothing stays open between utterances; the fallback is closed too."""
        if self.fallback is not None:
            self.fallback.close()
