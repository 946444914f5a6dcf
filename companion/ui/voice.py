"""Voice on the live screen: the STT pipeline's :class:`~companion.stt.pipeline.Heard` records
become actions and control commands, on the UI thread.

The pipeline runs on its own threads (audio, transcription); each ``Heard`` is posted to the
UI loop (``ui.post``), so the screen never waits for speech. What an utterance means is read
by :func:`companion.voice.interpret.interpret`, the reading headless play uses too; this
module only does it on screen: a voice question is a :class:`VoiceQuestion`, an action
waits while the screen is busy with something else, and a fallback speech backend is
said on the message line.

While ``[stt] keep_audio`` is on, the mic status says so (:data:`KEEPING_AUDIO`).
"""

from __future__ import annotations

import threading
import time

from companion.stt.pipeline import Heard, VoicePipeline
from companion.ui import flow
from companion.ui.keymap import short_label
from companion.ui.state import Question, UiState
from companion.voice.interpret import OpenQuestion, interpret
from companion.voice.prime import prime
from engine.events import Event
from engine.state import GameState

#: Leads the mic status while utterances are kept as audio beside the log (first, so a
#: narrow status line never cuts it off).
KEEPING_AUDIO = "KEEPING AUDIO · "
#: Leads the mic status while a remote speech backend is skipped for the local one.
LOCAL_STT = "LOCAL STT · "


class VoiceQuestion(Question):
    """A question voice asked (an unsure control phrase): a bare "yes"/"no" answers it."""


def mic_label(status: str, keeping_audio: bool) -> str:
    """The mic status, marked while audio is kept.

    >>> mic_label("listening", True)
    'KEEPING AUDIO · listening'
    """
    return KEEPING_AUDIO + status if keeping_audio else status


#: Screens where the GM may be typing (on the table screen any printable key starts a
#: description): a question voice asks there goes to the message line, never taking the keys.
TYPING_SCREENS = ("table", "text", "command")


def open_question(ui: UiState) -> OpenQuestion:
    """Which question an utterance may answer now."""
    if isinstance(ui.question, VoiceQuestion):
        return "voice"
    return "screen" if ui.mode == "ask" else "none"


def handle_heard(ui: UiState, heard: Heard, keeping_audio: bool = False) -> None:
    """Act on one utterance, on the UI thread (see the module docstring). When a fallback
    backend decoded it, the message line says why (unless what was heard gave an error)."""
    sure = "" if heard.confidence is None else f" ({heard.confidence:.2f})"
    heard_now = f"{LOCAL_STT}heard" if heard.note else f"heard{sure}"
    ui.mic_status = mic_label(heard_now, keeping_audio)
    ui.latency_from = time.perf_counter() - max(0.0, time.time() - heard.speech_end_at)
    _act_on(ui, heard)
    if heard.note and not (ui.message and ui.message_is_error):
        ui.say(heard.note, error=True)


def _act_on(ui: UiState, heard: Heard) -> None:
    reading = interpret(heard, open_question(ui))
    if reading.kind == "answer":
        flow.answer(ui, bool(reading.yes))
        ui.refocus()
        return
    if reading.kind in ("stray-answer", "not-understood"):
        ui.say(reading.message, error=reading.kind == "not-understood")
        return
    if reading.kind in ("ask", "run"):
        command = str(reading.command)
        if reading.kind == "ask" and ui.mode in TYPING_SCREENS:
            yes_key = short_label("anywhere", "voice-yes", ui.keys)
            ui.question = VoiceQuestion(reading.message, lambda: _control(ui, command))
            ui.say(f"{reading.message} Say yes or no, or press {yes_key} for yes.")
        elif reading.kind == "ask":
            ui.question = VoiceQuestion(
                f"{reading.message} Say or press", lambda: _control(ui, command)
            )
            ui.enter("ask")
        else:
            _control(ui, command)
        ui.refocus()
        return
    gs = ui.port.state
    typing_gm_action = ui.mode == "text" and ui.text_purpose == "gm-action"
    if gs.room is None or ui.mode not in ("table", "ruling", "text") or typing_gm_action:
        ui.say(f"Heard “{heard.text}” (not now: finish what is on screen).", error=True)
        return
    pending = gs.pending
    if pending is not None and pending.character != heard.character:
        ui.say(f"Heard {heard.character}, but {pending.character}'s action is pending.", error=True)
        return
    if flow.run(ui, str(reading.command), quiet=True):
        ui.suggest()
    ui.refocus()


def _control(ui: UiState, command: str) -> None:
    if command.split(maxsplit=1)[0] in ("confirm", "roll") and ui.mode == "discard":
        ui.mode = "ruling"
    flow.run(ui, command)


class VoiceLink:
    """The pipeline bound to one screen: context follows the game, ``Heard`` goes to the UI."""

    def __init__(self, ui: UiState, pipeline: VoicePipeline) -> None:
        self.ui = ui
        self.pipeline = pipeline
        #: ``[stt] keep_audio`` with a log to keep the clips beside: shown in the mic status
        self.keeping_audio = bool(pipeline.config.keep_audio and pipeline.log_path)
        keeping = self.keeping_audio
        pipeline.on_heard = lambda heard: ui.post(lambda: handle_heard(ui, heard, keeping))
        ui.push_to_talk = self.toggle_recording
        self.recording = False
        ui.port.observers.append(self.follow)
        self.follow(ui.port.state, [])

    def follow(self, state: GameState, events: list[Event]) -> None:
        """Prime speech recognition from the game (:func:`companion.voice.prime.prime`)."""
        prime(self.pipeline, state, self.ui.card_names)

    def toggle_recording(self) -> None:
        """``m``: start or stop an utterance (``[stt] mode = "push-to-talk"`` only)."""
        if self.pipeline.config.mode != "push-to-talk":
            self.ui.say('The microphone cuts by silence; [stt] mode = "push-to-talk" uses m.')
            return
        self.pipeline.push_to_talk()
        self.recording = not self.recording
        stop = short_label("table", "push-to-talk", self.ui.keys)
        status = f"RECORDING ({stop} stops)" if self.recording else "listening"
        self.ui.mic_status = mic_label(status, self.keeping_audio)

    def when_ready(self, status: str) -> None:
        """Show ``status`` once the speech model has loaded (or the load error), without
        waiting for it here: the wait runs on a daemon thread."""
        transcriber = self.pipeline.transcriber

        def wait() -> None:
            try:
                transcriber.wait_ready()
            except Exception as exc:
                error = f"mic off: the speech model did not load ({exc})"
                self.ui.post(lambda: self._set("off", error))
                return
            self.ui.post(lambda: self._set(status, ""))

        threading.Thread(target=wait, name="stt-ready", daemon=True).start()

    def _set(self, status: str, error: str) -> None:
        self.ui.mic_status = mic_label(status, self.keeping_audio and status != "off")
        if error:
            self.ui.say(error, error=True)

    def close(self) -> None:
        """Stop listening (pending transcriptions finish)."""
        self.pipeline.stop(timeout=5.0)
        self.ui.mic_status = "off"
