"""The one state object of the live screen (ptpython style).

:class:`UiState` holds everything the key bindings, filters and panels read: the
session (through :class:`~companion.session.SessionService`), the screen's
mode, the advisor's current suggestion with its evidence, the status line
(advisor, microphone, last latency) and the yes/no question being asked.

Modes (the design (``shared/design.md``), "Key map"): the screen is modal so that typing
a description never fires a key command.

- ``table``: nothing pending; the next description is expected, so any printable key
  starts it; the GM's moves are on keys prose cannot produce (:mod:`companion.ui.keymap`).
- ``text``: a description (or a GM action) is being typed; keys type.
- ``ruling``: a suggestion is on screen; one key per toggle.
- ``discard``: choosing the optional extra discard by pool position.
- ``roll``: the ruling is accepted; roll digitally or enter the physical die.
- ``command``: the ``:`` command line is open.
- ``ask``: a yes/no question (quit, rocks fall, a low-confidence voice command).
- ``moves``: the ``^X`` menu of the rarer moves, one letter each.
- ``view``: a read-only page covers the panels and scrolls: the ``?`` help, the message
  history, the acting character's sheet, the pool's cards, or the GM-only secret notes
  (a toggle: players may be looking).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from prompt_toolkit.buffer import Buffer

if TYPE_CHECKING:
    from companion.deck import Deck
    from companion.session import SessionService

Mode = Literal["table", "text", "ruling", "discard", "roll", "command", "ask", "moves", "view"]
TextPurpose = Literal["act", "gm-action"]
View = Literal["help", "history", "sheet", "cards", "secrets", "action"]

#: Panels ``Tab`` cycles through, in screen order.
PANELS: tuple[str, ...] = ("action", "challenges", "pool", "party", "turn")

#: How many messages the history keeps (``^L``); older ones are in the session log.
RECENT_LINES = 1000

#: Overlays: modes drawn over the game, which return to the mode underneath.
OVERLAYS = ("command", "ask", "moves", "view")


@dataclass
class Question:
    """A yes/no question; ``on_yes`` runs when the GM answers ``y``."""

    text: str
    on_yes: Callable[[], object]
    on_no: Callable[[], object] | None = None


@dataclass
class Evidence:
    """Words of the transcript that earn one suggested card: ``[start, end)`` character offsets."""

    card: str
    start: int
    end: int
    quote: str


@dataclass
class UiState:
    """Everything the live screen shows that is not the game state itself.

    ``port`` owns the game (its :class:`engine.state.GameState` is ``port.state``);
    this object owns the mode, the suggestion shown, messages and timings.
    ``card_names`` maps card ids to display names (ids when the deck has no name).
    """

    port: SessionService
    card_names: dict[str, str] = field(default_factory=dict)
    #: the deck (card definitions and examples for the sheet and cards pages)
    deck: Deck | None = None
    mode: Mode = "table"
    mode_before: Mode = "table"
    text_purpose: TextPurpose = "act"
    question: Question | None = None
    evidence: list[Evidence] = field(default_factory=list)
    #: the cards the advisor suggested for the pending action (a card twice for two copies)
    suggested: tuple[str, ...] = ()
    #: what the advisor saw, per suggested card ("3 adverbs")
    card_why: dict[str, str] = field(default_factory=dict)
    #: reasons per bonus name ("background", "equipment", "clever", "contradiction")
    reasons: dict[str, str] = field(default_factory=dict)
    #: the advisor's ``declared`` warnings (cards or bonuses the player declared)
    declared: tuple[str, ...] = ()
    advisor_status: str = "off"
    #: the players' view address while it runs, and its QR code rows (LAN only)
    players_url: str = ""
    players_qr: tuple[str, ...] = ()
    #: why the session log cannot be written right now (rulings wait until it can)
    log_trouble: str = ""
    mic_status: str = "off"
    #: milliseconds from the last key or utterance to its result on screen
    last_latency_ms: float | None = None
    message: str = ""
    message_is_error: bool = False
    focus: int = 0
    #: the page shown in ``view`` mode, and how far it is scrolled (rows)
    view: View = "help"
    scroll: int = 0
    #: rows the last frame gave the view (a page for PgUp / PgDn)
    view_rows: int = 10
    #: rooms (by ``entered_seq``) whose deus ex machina vote was already offered
    deus_offered: set[int] = field(default_factory=set)
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=RECENT_LINES))
    input_buffer: Buffer = field(default_factory=lambda: Buffer(name="input", multiline=False))
    command_buffer: Buffer = field(default_factory=lambda: Buffer(name="command", multiline=False))
    #: the config's key remaps (``[ui] keys``)
    keys: dict[str, str] = field(default_factory=dict)
    #: ``time.perf_counter()`` of the key or utterance being handled (for ``last_latency_ms``)
    latency_from: float | None = None
    #: a command applied since the last render: measure its latency at the next render
    measure: bool = False
    #: the GM edited the ruling by hand (a late advisor refinement then no longer applies)
    edited: bool = False
    #: starts the advisor on the pending action (set by the app; a no-op without one)
    suggest: Callable[[], None] = lambda: None
    #: toggles push-to-talk recording (set by the voice link)
    push_to_talk: Callable[[], None] = lambda: None
    #: runs a function on the UI thread (set by the app: worker threads post results here)
    post: Callable[[Callable[[], None]], None] = lambda fn: fn()
    #: moves the keyboard focus to the current mode's input (set by the app)
    refocus: Callable[[], None] = lambda: None
    #: ``invalidate`` of the running Application (set by ``app.py``); a no-op before
    invalidate: Callable[[], None] = lambda: None
    #: asks the running Application to exit (set by ``app.py``)
    exit: Callable[[], None] = lambda: None

    @property
    def focused_panel(self) -> str:
        """The name of the panel ``Tab`` has selected."""
        return PANELS[self.focus % len(PANELS)]

    def say(self, text: str, error: bool = False) -> None:
        """Show one line of feedback under the panels (errors in red); every message also
        goes to the history (``^L``), so a line cut short on screen can be read whole."""
        self.message, self.message_is_error = text, error
        if text and (not self.recent or self.recent[-1] != text):
            self.recent.append(text)

    def enter(self, mode: Mode) -> None:
        """Switch mode, remembering the previous one for an overlay to return to."""
        if mode in OVERLAYS and self.mode not in OVERLAYS:
            self.mode_before = self.mode
        self.mode = mode

    def show(self, view: View) -> None:
        """Open a read-only page (``view`` mode) at its top; the same page again closes it."""
        if self.mode == "view" and self.view == view:
            self.leave_overlay()
            return
        self.enter("view")
        self.view = view
        self.scroll = 0

    def leave_overlay(self) -> None:
        """Close help, a question or the command line: back to the mode underneath."""
        self.mode = self.mode_before
        self.question = None

    def clear_suggestion(self) -> None:
        """Forget the suggestion shown (the action it was for resolved or was undone)."""
        self.evidence = []
        self.reasons = {}
        self.declared = ()
        self.suggested = ()
        self.card_why = {}
