"""The set-up screen's state: the :class:`SetupSession` plus what only the screen needs.

The screen is modal, like the live screen:

- ``browse``: a list of rows (players, picks, rooms, a form's fields); ``Enter`` chooses the
  selected row, single letters are commands (``n`` next step, ``p`` back, ``q`` quit);
- ``edit``: a line is being typed in the input at the bottom; every key types, ``Enter``
  keeps it, ``Esc`` cancels;
- ``ask``: a yes/no question waits (``y`` / ``n``).

A *form* (a summary, a character, a room) opens over a step's list and closes with ``Esc``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from prompt_toolkit.buffer import Buffer
from prompt_toolkit.completion import Completer, DynamicCompleter
from prompt_toolkit.document import Document

from companion.errors import CompanionError
from companion.setup.session import SetupSession

Mode = Literal["browse", "edit", "ask"]
FormKind = Literal["summary", "character", "room"]


@dataclass(frozen=True)
class Form:
    """A sub-screen of fields: ``summary`` (``number`` 1 or 2), ``character`` or ``room``."""

    kind: FormKind
    pid: str
    number: int = 0


@dataclass(frozen=True)
class Editing:
    """The line being typed: what it is for, and what keeps it."""

    label: str
    commit: Callable[[str], object]
    completer: Completer | None = None


@dataclass(frozen=True)
class Question:
    """A yes/no question and what ``y`` does."""

    text: str
    on_yes: Callable[[], object]


class SetupUi:
    """Everything the set-up screen shows, read by the panels at each render."""

    def __init__(self, session: SetupSession, out_path: Path) -> None:
        self.session = session
        self.out_path = out_path
        self.mode: Mode = "browse"
        self.cursor = 0
        self.form: Form | None = None
        self.editing: Editing | None = None
        self.question: Question | None = None
        self.message = ""
        self.message_style = ""
        self.show_secrets = False
        self.draft_filter: str | None = None
        self.saved: Path | None = None
        self.done = False
        self.refocus: Callable[[], None] = lambda: None
        self.buffer = Buffer(
            multiline=False,
            completer=DynamicCompleter(lambda: self.editing.completer if self.editing else None),
            complete_while_typing=False,
            accept_handler=self._accept,
        )

    def say(self, text: str, style: str = "") -> None:
        """Show one line on the message line (``error`` in red)."""
        self.message, self.message_style = text, style

    def attempt(self, action: Callable[[], object], success: str = "") -> bool:
        """Run ``action``; a refusal shows its message instead of a traceback."""
        self.say("")
        try:
            action()
        except (CompanionError, ValueError, KeyError) as exc:
            self.say(str(exc).strip("'\""), "error")
            return False
        if success:
            self.say(success, "ok")
        return True

    def start_edit(self, editing: Editing, text: str = "") -> None:
        """Open the input line on ``text`` for ``editing``."""
        self.editing = editing
        self.mode = "edit"
        self.buffer.set_document(Document(text, len(text)), bypass_readonly=True)

    def _accept(self, buffer: Buffer) -> bool:
        editing = self.editing
        if editing is None:
            return False
        if self.attempt(lambda: editing.commit(buffer.text)):
            self.stop_edit()
            self.refocus()
        return True

    def stop_edit(self) -> None:
        """Close the input line without keeping it."""
        self.editing = None
        self.mode = "browse"
        self.buffer.reset()

    def ask(self, text: str, on_yes: Callable[[], object]) -> None:
        """Ask a yes/no question."""
        self.question = Question(text, on_yes)
        self.mode = "ask"

    def answer(self, yes: bool) -> None:
        """Answer the open question."""
        question, self.question, self.mode = self.question, None, "browse"
        self.say("")
        if yes and question is not None:
            self.attempt(question.on_yes)

    def open_form(self, form: Form) -> None:
        """Show a form's fields over the step's list."""
        self.form = form
        self.cursor = 0

    def close_form(self) -> None:
        """Back to the step's list."""
        self.form = None
        self.cursor = 0
        self.say("")

    def moved(self) -> None:
        """The step changed: start at the top of its list."""
        self.form = None
        self.cursor = 0
        self.draft_filter = None
