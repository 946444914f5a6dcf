"""What a :class:`~companion.stt.pipeline.Heard` means for the game: the one reading used by
the live screen (:mod:`companion.ui.voice`) and headless play (:mod:`companion.voice.lines`).

In order (issue 5's rules):

- a yes/no answers an open question: "companion, yes" (or a sure *confirm*/*cancel*) any
  question; a bare "yes"/"no" only a question voice itself asked (a player's "yeah" in
  table talk must not quit the program or drop rocks). A bare one with no such question
  is noted and dropped;
- a wake-word phrase that matched no control phrase says so, and is never an action;
- a control phrase heard unsure is never run: it is asked as yes/no first ("Never execute
  a low-confidence control phrase: ask for a spoken or keyed yes/no");
- a sure control phrase runs its command;
- anything else is the speaking character's action, :meth:`Heard.command_line`
  (``act ... --source voice`` with the speech-to-text facts, so they reach the log).

:class:`Dialog` keeps the one open voice question for a caller with no screen.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from companion.stt.pipeline import Heard

#: What question is open when an utterance arrives: none, one voice asked (a bare yes/no
#: answers it), or one the screen asked (only "companion, yes/no" answers it).
OpenQuestion = Literal["none", "voice", "screen"]

Kind = Literal["answer", "stray-answer", "not-understood", "ask", "run", "act"]


class Reading(BaseModel):
    """One utterance read: what to do, and the line that says so."""

    model_config = ConfigDict(frozen=True)

    kind: Kind
    #: ``run``/``ask``/``act``: the command (``act``: the whole ``act ...`` line)
    command: str | None = None
    #: ``answer``: True for yes
    yes: bool | None = None
    #: what to show or print (empty when the command speaks for itself)
    message: str = ""


def spoken_answer(heard: Heard) -> bool | None:
    """True/False when ``heard`` is an answer: a bare yes/no, or a sure "companion,
    confirm/cancel" (an unsure one is no answer: it would run on a guess); else None."""
    if heard.answer is not None:
        return heard.answer == "yes"
    if heard.control in ("confirm", "cancel") and not heard.needs_confirmation:
        return heard.control == "confirm"
    return None


def interpret(heard: Heard, question: OpenQuestion = "none") -> Reading:
    """Read one utterance given the open question (see the module docstring).

    >>> h = Heard(text="Yes.", action="Yes.", character="Olo", answer="yes", confidence=0.9,
    ...           speech_start_at=1.0, speech_end_at=2.0, transcript_at=2.5, audio_s=1.0,
    ...           compute_ms=400.0, backend="faster-whisper", model="tiny.en")
    >>> interpret(h, "voice").kind, interpret(h, "screen").kind, interpret(h).kind
    ('answer', 'stray-answer', 'stray-answer')
    """
    answer = spoken_answer(heard)
    answers = question == "voice" or (question == "screen" and heard.control is not None)
    if answer is not None and answers:
        return Reading(kind="answer", yes=answer)
    if heard.answer is not None:
        why = "answer with y/n or “companion, yes”" if question == "screen" else None
        return Reading(
            kind="stray-answer", message=f"Heard “{heard.text}” ({why or 'no question is open'})."
        )
    if heard.control is not None:
        if heard.needs_confirmation:
            return Reading(
                kind="ask",
                command=heard.control,
                message=f"Heard “{heard.text}”: run `{heard.control}`?",
            )
        return Reading(kind="run", command=heard.control)
    if heard.addressed:
        return Reading(
            kind="not-understood",
            message=f"Heard “{heard.text}”: not a control phrase I know; "
            "say it again or use the keys.",
        )
    return Reading(kind="act", command=heard.command_line())


class Dialog:
    """Voice with no screen: the open voice question lives here.

    :meth:`take` turns each utterance into the command to run now (or None) and the line
    to print (or "").
    """

    def __init__(self) -> None:
        #: the command a voice question asked about, until it is answered
        self.pending: str | None = None

    def take(self, heard: Heard) -> tuple[str | None, str]:
        """The command to run for ``heard`` (None: nothing) and what to say about it."""
        reading = interpret(heard, "voice" if self.pending is not None else "none")
        if reading.kind == "answer":
            command, self.pending = self.pending, None
            return (command if reading.yes else None), ""
        if reading.kind == "ask":
            self.pending = reading.command
            return None, f"{reading.message} say yes or no"
        if reading.kind in ("run", "act"):
            return reading.command, ""
        return None, reading.message
