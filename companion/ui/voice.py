"""Voice on the live screen: the STT pipeline's :class:`~companion.stt.pipeline.Heard` records
become actions and control commands, on the UI thread.

The pipeline runs on its own threads (audio, transcription); each ``Heard`` is posted to the
UI loop (``ui.post``), so the screen never waits for speech. A control phrase ("companion,
roll") runs its command; one heard with low confidence is asked as yes/no first. Anything else
is the speaking character's action description (``act ... --source voice`` with the speech
end and transcript times, so latency comes out of the log).
"""

from __future__ import annotations

import threading
import time
from typing import Any

from companion.ui import flow
from companion.ui.completion import quote
from companion.ui.state import UiState


def handle_heard(ui: UiState, heard: Any) -> None:
    """Act on one utterance (a ``Heard``), on the UI thread."""
    ui.mic_status = f"heard ({heard.confidence:.2f})"
    ui.latency_from = time.perf_counter() - max(0.0, time.time() - heard.speech_end_at)
    if heard.control and ui.mode == "ask" and heard.control in ("confirm", "cancel"):
        flow.answer(ui, heard.control == "confirm")
        ui.refocus()
        return
    if heard.control:
        command = heard.control
        if heard.needs_confirmation:
            flow.ask(ui, f"Heard “{heard.text}”: run `{command}`?", lambda: _control(ui, command))
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


def _control(ui: UiState, command: str) -> None:
    if command.split(maxsplit=1)[0] in ("confirm", "roll") and ui.mode == "discard":
        ui.mode = "ruling"
    flow.run(ui, command)


class VoiceLink:
    """The pipeline bound to one screen: context follows the game, ``Heard`` goes to the UI."""

    def __init__(self, ui: UiState, pipeline: Any) -> None:
        self.ui = ui
        self.pipeline = pipeline
        pipeline.on_heard = lambda heard: ui.post(lambda: handle_heard(ui, heard))
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
        self.ui.mic_status = "RECORDING (m stops)" if self.recording else "listening"

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
        self.ui.mic_status = status
        if error:
            self.ui.say(error, error=True)

    def close(self) -> None:
        """Stop listening (pending transcriptions finish)."""
        self.pipeline.stop(timeout=5.0)
        self.ui.mic_status = "off"
