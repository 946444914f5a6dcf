"""The live voice pipeline: frames -> utterances -> transcripts -> :class:`Heard` records.

Used by the live screen and the headless runner alike::

    pipeline = VoicePipeline(transcriber, config.stt, FileSource(path), party=names)
    pipeline.start()
    heard = pipeline.queue.get()   # or on_heard=callback
    pipeline.stop()

Message order per utterance: provisional cut (transcription starts early), zero or
more (Resumed, provisional cut) pairs, final cut, then one ``Heard`` (or nothing when the
gate finds no speech). One worker thread transcribes, so ``Heard`` records arrive in
speech order; the audio thread never waits for the model.
"""

from __future__ import annotations

import queue
import shlex
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from companion.clips import last_clip_number
from companion.config import SttConfig
from companion.stt.audio import keep_clip
from companion.stt.backends import Transcriber
from companion.stt.control import parse_control, yes_no
from companion.stt.endpoint import Cut, Endpointer, PushToTalk, Resumed
from companion.stt.gate import Gate
from companion.stt.hear import Hearing, hear, speech_present
from companion.stt.sources import AudioSource
from companion.stt.speaker import attribute
from companion.stt.transcript import SAMPLE_RATE
from engine.commands import Command, format_command


class Heard(BaseModel):
    """One utterance as the table hears it. Times are seconds since the epoch."""

    model_config = ConfigDict(frozen=True)

    text: str = Field(description="the transcript, gated and prompt-guarded")
    action: str = Field(description="the text without a spoken speaker prefix")
    character: str = Field(description="who acts: a leading name, else the active character")
    addressed: bool = Field(False, description="began with the wake word (a GM control phrase)")
    control: str | None = Field(None, description="command-language string of a control phrase")
    needs_confirmation: bool = Field(False, description="ask yes/no before running `control`")
    answer: str | None = Field(None, description='"yes" or "no" when that is all that was said')
    confidence: float | None = Field(
        description="control: grammar match; action: mean token probability, 0-1; "
        "None when the backend reports no scores"
    )
    speech_start_at: float = Field(description="when the first voiced frame arrived")
    speech_end_at: float = Field(description="when the last voiced frame arrived")
    transcript_at: float = Field(description="when the transcript was ready")
    audio_s: float = Field(description="length of the utterance's audio, seconds")
    compute_ms: float = Field(description="decoding time, all decodes together, milliseconds")
    backend: str = Field(description="the STT backend that decoded it")
    model: str = Field(description="the model that decoded it")
    prompt_echo: bool = Field(
        False, description="the names prompt was echoed, so it was decoded without it"
    )
    note: str | None = Field(None, description="why a fallback backend decoded it")
    audio: str | None = Field(None, description="kept clip (stt.keep_audio), else None")

    def command_line(self) -> str | None:
        """What to run: the control command, or ``act CHARACTER TEXT --source voice ...``
        with the speech-to-text facts (stage times, confidence, backend, model, compute
        time, kept clip), so they reach the log's ``utterance`` event.

        None for a control phrase that needs a yes/no first or was not understood (the UI
        shows it and asks). Quoting is the engine's own (:func:`engine.commands.format_command`).

        >>> h = Heard(text="Olo: I hide.", action="I hide.", character="Olo", confidence=0.9,
        ...           speech_start_at=1.0, speech_end_at=2.0, transcript_at=2.5, audio_s=1.0,
        ...           compute_ms=400.0, backend="faster-whisper", model="tiny.en")
        >>> h.command_line().split(" --")  # doctest: +NORMALIZE_WHITESPACE
        ['act Olo "I hide."', 'source voice', 'speech-start 1.0', 'speech-end 2.0',
         'transcript-at 2.5', 'confidence 0.9', 'stt-backend faster-whisper',
         'stt-model tiny.en', 'compute-ms 400.0']
        """
        if self.addressed:
            return None if self.needs_confirmation else self.control
        options = [
            ("source", "voice"),
            ("speech-start", str(self.speech_start_at)),
            ("speech-end", str(self.speech_end_at)),
            ("transcript-at", str(self.transcript_at)),
        ]
        if self.confidence is not None:
            options.append(("confidence", str(self.confidence)))
        options += [
            ("stt-backend", self.backend),
            ("stt-model", self.model),
            ("compute-ms", str(self.compute_ms)),
        ]
        if self.audio:
            options.append(("audio", self.audio))
        act = Command(verb="act", args=(self.character, self.action), options=tuple(options))
        return format_command(act)


def build_prompt(names: Sequence[str], limit: int = 60) -> str:
    """Whisper's ``initial_prompt`` from the names likely to be spoken (deduplicated).

    >>> build_prompt(["Grignr", "Thrya", "Grignr", "Said Bookism"])
    'Grignr, Thrya, Said Bookism.'
    """
    seen: list[str] = []
    for name in names:
        if name and name not in seen:
            seen.append(name)
    return ", ".join(seen[:limit]) + "." if seen else ""


class VoicePipeline:
    """Audio source -> endpointer -> transcriber -> ``Heard`` (see the module docstring)."""

    def __init__(
        self,
        transcriber: Transcriber,
        config: SttConfig,
        source: AudioSource,
        party: Sequence[str] = (),
        active: str = "",
        cards: Sequence[tuple[str, str]] = (),
        names: Sequence[str] = (),
        on_heard: Callable[[Heard], None] | None = None,
        log_path: Path | None = None,
        gate: Gate | None = None,
        use_prompt: bool = True,
    ) -> None:
        self.transcriber, self.config, self.source = transcriber, config, source
        self.party, self.active = list(party), active or (party[0] if party else "")
        self.cards, self.names = list(cards), list(names)
        self.on_heard, self.log_path = on_heard, log_path
        self.gate, self.use_prompt = gate or Gate(), use_prompt
        self.queue: queue.Queue[Heard] = queue.Queue()
        self.cutter: Endpointer | PushToTalk = (
            PushToTalk(config.max_utterance_s)
            if config.mode == "push-to-talk"
            else Endpointer(config.end_silence_ms, config.max_utterance_s)
        )
        self.errors: list[BaseException] = []
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stt")
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._early: tuple[int, Future[Hearing | None]] | None = None
        self._last_voiced_at = 0.0
        self._start_at = 0.0
        self._kept = last_clip_number(log_path) if log_path and config.keep_audio else 0
        self._outstanding = 0

    def prompt(self) -> str:
        """The current ``initial_prompt``: party, NPC and card names ("" when disabled)."""
        if not self.use_prompt:
            return ""
        return build_prompt([*self.party, *self.names, *(name for _id, name in self.cards)])

    def set_context(
        self,
        party: Sequence[str] | None = None,
        cards: Sequence[tuple[str, str]] | None = None,
        names: Sequence[str] | None = None,
    ) -> None:
        """Update the names the next utterances are primed and matched with."""
        with self._lock:
            if party is not None:
                self.party = list(party)
            if cards is not None:
                self.cards = list(cards)
            if names is not None:
                self.names = list(names)

    def set_active(self, character: str) -> None:
        """The character unnamed utterances go to (one key, or ``active <Character>``)."""
        self.active = character

    def push_to_talk(self, speaker: str = "") -> None:
        """Toggle recording in push-to-talk mode; ``speaker`` for per-player keys."""
        if isinstance(self.cutter, PushToTalk):
            self._handle(self.cutter.toggle(speaker))

    def start(self) -> None:
        """Start the model load (if needed) and the audio thread."""
        self.transcriber.load_async()
        self._thread = threading.Thread(target=self._run, name="voice", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the source, finish pending transcriptions, and wait for the threads."""
        self.source.close()
        if self._thread is not None:
            self._thread.join(timeout)
        self._executor.shutdown(wait=True)

    def wait(self, timeout: float | None = None) -> None:
        """Wait until the source is exhausted and every utterance is delivered."""
        if self._thread is not None:
            self._thread.join(timeout)
        self._executor.shutdown(wait=True)

    @property
    def finished(self) -> bool:
        """True once the source is exhausted and every utterance has been delivered."""
        alive = self._thread is not None and self._thread.is_alive()
        with self._lock:
            return not alive and self._outstanding == 0

    def _run(self) -> None:
        try:
            for frame in self.source.frames():
                now = time.time()
                events = self.cutter.feed(frame)
                if self.cutter.last_frame_voiced:
                    self._last_voiced_at = now
                    if not self._start_at:
                        self._start_at = now
                self._handle(events)
            self._handle(self.cutter.flush())
        except BaseException as exc:
            self.errors.append(exc)

    def _handle(self, events: list[Cut | Resumed]) -> None:
        for event in events:
            if isinstance(event, Resumed):
                if self._early is not None:
                    self._early[1].cancel()  # not started yet: never decoded
                self._early = None
                continue
            if event.kind == "provisional":
                self._early = (len(event.audio), self._executor.submit(self._decode, event.audio))
                continue
            speech_end_at, self._start_at = self._last_voiced_at, 0.0
            start_at = speech_end_at - (event.end - event.start) / SAMPLE_RATE
            if self._early is not None and self._early[0] == len(event.audio):
                future = self._early[1]
            else:
                future = self._executor.submit(self._decode, event.audio)
            self._early = None
            with self._lock:
                self._outstanding += 1
            self._executor.submit(self._deliver, event, future, start_at, speech_end_at)

    def _decode(self, audio: Any) -> Hearing | None:
        if not speech_present(audio):
            return None
        return hear(self.transcriber, audio, self.prompt() or None, self.gate)

    def _deliver(
        self, cut: Cut, future: Future[Hearing | None], start_at: float, end_at: float
    ) -> None:
        try:
            hearing = future.result()
            heard = self._heard(cut, hearing, start_at, end_at) if hearing else None
            if heard is not None:
                self.queue.put(heard)
                if self.on_heard is not None:
                    self.on_heard(heard)
        except BaseException as exc:
            self.errors.append(exc)
        finally:
            with self._lock:
                self._outstanding -= 1

    def _heard(self, cut: Cut, hearing: Hearing, start_at: float, end_at: float) -> Heard | None:
        text = hearing.text
        if not text:
            return None
        transcript_at = time.time()
        with self._lock:
            party, cards = list(self.party), list(self.cards)
        parsed = parse_control(text, self.config.wake_word, cards, party)
        confidence: float | None
        if parsed is not None:
            character, action, confidence = self.active, parsed.heard, parsed.confidence
            if (
                parsed.command
                and parsed.command.startswith("active ")
                and not parsed.needs_confirmation
            ):
                self.set_active(shlex.split(parsed.command)[1])
        else:
            who = attribute(text, party, cut.speaker or self.active)
            character, action = who.character, who.action
            confidence = hearing.confidence
        clip = None
        if self.config.keep_audio and self.log_path is not None:
            self._kept += 1
            clip = str(keep_clip(self.log_path, self._kept, cut.audio))
        transcript = hearing.transcript
        return Heard(
            text=text,
            action=action,
            character=character,
            addressed=parsed is not None,
            answer=yes_no(text) if parsed is None else None,
            control=parsed.command if parsed else None,
            needs_confirmation=parsed.needs_confirmation if parsed else False,
            confidence=confidence,
            speech_start_at=start_at,
            speech_end_at=end_at,
            transcript_at=transcript_at,
            audio_s=transcript.audio_s,
            compute_ms=hearing.compute_ms,
            backend=transcript.backend,
            model=transcript.model,
            prompt_echo=hearing.prompt_echo,
            note=transcript.note,
            audio=clip,
        )
