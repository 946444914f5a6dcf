"""Voice on the live screen: the STT pipeline's :class:`~companion.stt.pipeline.Heard` records
become actions and control commands, on the UI thread.

The pipeline runs on its own threads (audio, transcription); each ``Heard`` is posted to the
UI loop (``ui.post``), so the screen never waits for speech. What is heard, in order:

- a yes/no answers the question on screen: "companion, yes" (or confirm/cancel) any
  question; a bare "yes"/"no" only a question voice asked (a player's "yeah" in table
  talk must not quit the program or drop rocks), and is noted and dropped when none is;
- a control phrase ("companion, roll") runs its command; one heard with low confidence is
  never run: it is asked as yes/no first ("Never execute a low-confidence control phrase:
  ask for a spoken or keyed yes/no", issue 5);
- a wake-word phrase that matched no control phrase says so, and is never an action;
- anything else is the speaking character's action description (``act ... --source voice``
  with the speech end and transcript times, so latency comes out of the log).

While ``[stt] keep_audio`` is on, the mic status says so (:data:`KEEPING_AUDIO`).
"""

from __future__ import annotations

import threading
import time
from typing import Any

from companion.ui import flow
from companion.ui.completion import quote
from companion.ui.state import Question, UiState

#: Leads the mic status while utterances are kept as audio beside the log (first, so a
#: narrow status line never cuts it off).
KEEPING_AUDIO = "KEEPING AUDIO · "


class VoiceQuestion(Question):
    """A question voice asked (an unsure control phrase): a bare "yes"/"no" answers it."""


def mic_label(status: str, keeping_audio: bool) -> str:
    """The mic status, marked while audio is kept.

    >>> mic_label("listening", True)
    'KEEPING AUDIO · listening'
    """
    return KEEPING_AUDIO + status if keeping_audio else status


def spoken_answer(heard: Any) -> str | None:
    """ "yes"/"no" when ``heard`` is an answer: a bare one, or a sure "companion,
    confirm/cancel" (an unsure one is no answer: it would run on a guess)."""
    if heard.answer is not None:
        return str(heard.answer)
    if heard.control in ("confirm", "cancel") and not heard.needs_confirmation:
        return "yes" if heard.control == "confirm" else "no"
    return None


def handle_heard(ui: UiState, heard: Any, keeping_audio: bool = False) -> None:
    """Act on one utterance (a ``Heard``), on the UI thread (see the module docstring)."""
    ui.mic_status = mic_label(f"heard ({heard.confidence:.2f})", keeping_audio)
    ui.latency_from = time.perf_counter() - max(0.0, time.time() - heard.speech_end_at)
    answer = spoken_answer(heard)
    if answer is not None and _answers_question(ui, heard):
        flow.answer(ui, answer == "yes")
        ui.refocus()
        return
    if heard.answer is not None:
        open_question = ui.mode == "ask"
        why = "answer with y/n or “companion, yes”" if open_question else "no question is open"
        ui.say(f"Heard “{heard.text}” ({why}).")
        return
    if heard.addressed and heard.control is None:
        ui.say(
            f"Heard “{heard.text}”: not a control phrase I know; say it again or use the keys.",
            error=True,
        )
        return
    if heard.control:
        command = heard.control
        if heard.needs_confirmation:
            ui.question = VoiceQuestion(
                f"Heard “{heard.text}”: run `{command}`? Say or press",
                lambda: _control(ui, command),
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
    times = f" --speech-end {heard.speech_end_at:.3f} --transcript-at {heard.transcript_at:.3f}"
    audio = f" --audio {quote(heard.audio)}" if heard.audio else ""
    command = f"act {quote(heard.character)} {quote(heard.action)} --source voice{times}{audio}"
    if flow.run(ui, command, quiet=True):
        ui.suggest()
    ui.refocus()


def _answers_question(ui: UiState, heard: Any) -> bool:
    """A question is open that this utterance may answer: a bare yes/no only voice's own."""
    if ui.mode != "ask":
        return False
    return heard.control is not None or isinstance(ui.question, VoiceQuestion)


def _control(ui: UiState, command: str) -> None:
    if command.split(maxsplit=1)[0] in ("confirm", "roll") and ui.mode == "discard":
        ui.mode = "ruling"
    flow.run(ui, command)


class VoiceLink:
    """The pipeline bound to one screen: context follows the game, ``Heard`` goes to the UI."""

    def __init__(self, ui: UiState, pipeline: Any) -> None:
        self.ui = ui
        self.pipeline = pipeline
        config = getattr(pipeline, "config", None)
        #: ``[stt] keep_audio`` with a log to keep the clips beside: shown in the mic status
        self.keeping_audio = bool(
            getattr(config, "keep_audio", False) and getattr(pipeline, "log_path", None)
        )
        keeping = self.keeping_audio
        pipeline.on_heard = lambda heard: ui.post(lambda: handle_heard(ui, heard, keeping))
        ui.push_to_talk = self.toggle_recording
        self.recording = False
        ui.port.observers.append(self.follow)
        self.follow(ui.port.state, [])

    def follow(self, state: Any, events: list[Any]) -> None:
        """Prime speech recognition with who is in the party and the pool in screen order
        (spoken card numbers are pool positions)."""
        party = [m.name for m in state.party if m.in_party]
        cards = [(c, self.ui.card_names.get(c, c)) for c in state.piles.pool]
        npcs: list[str] = []
        if state.room is not None:
            for room in state.table.rooms:
                if room.gm == state.room.gm:
                    npcs = list(room.npcs)
        self.pipeline.set_context(party=party, cards=cards, names=npcs)
        if state.active:
            self.pipeline.set_active(state.active)

    def toggle_recording(self) -> None:
        """``m``: start or stop an utterance (``[stt] mode = "push-to-talk"`` only)."""
        if self.pipeline.config.mode != "push-to-talk":
            self.ui.say('The microphone cuts by silence; [stt] mode = "push-to-talk" uses m.')
            return
        self.pipeline.push_to_talk()
        self.recording = not self.recording
        status = "RECORDING (m stops)" if self.recording else "listening"
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
