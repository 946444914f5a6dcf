"""The screen layout: panels placed for 80x24 and larger.

::

    Room 2 of 5 · GM Ann · The Drowned Chapel             04:12 · deus in 25:48
    Challenges  max rating 7          │Pool  6/6 · deck 40 · discard 2
    ▸ Ghoul pack 7 deadly             │ 1 Said-bookism ×2
       ✓1/5 by 1/3 (Olo)              │ 2 ...
    Party                             │Turn 3 · 1-in-6 · rest in 2
    ▶ Grignr (Ann)                    │
    ──────────────────────────────────────────────────────────────
    Action  Grignr
    “I swing Mother ...”  (matched words in each card's colour)
    Cards / [b] [e] [c] / [x] [o] / [t] target / Net bonus / what to press next
    <message line: outcome in words, errors in red, yes/no questions>
    <status: MODE │ GM action │ advisor │ mic │ latency │ ? keys>
    <input: the description or the command line; else a hint of the main keys>

Heights follow the content; when the terminal is too short for everything (80x24 in the
final room: 11 pool cards and a ruling on screen) the party and the challenges take one line
each (``Tab`` selects a panel to show it in full) and the rule line goes. The ``?`` help and
the ``H`` secret notes replace the panels while shown. Panels are pure functions
(:mod:`companion.ui.panels`) of the game state read at each render.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from prompt_toolkit.application import get_app
from prompt_toolkit.filters import Condition
from prompt_toolkit.layout import (
    ConditionalContainer,
    Float,
    FloatContainer,
    HSplit,
    Layout,
    VSplit,
    Window,
    WindowAlign,
)
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.dimension import Dimension as D
from prompt_toolkit.layout.menus import CompletionsMenu
from prompt_toolkit.layout.processors import BeforeInput

from companion.ui import filters
from companion.ui.completion import CommandCompleter, context_from
from companion.ui.keymap import short_label
from companion.ui.panels import Fragments
from companion.ui.panels.action import action_panel
from companion.ui.panels.help import help_panel
from companion.ui.panels.party import acting_character, party
from companion.ui.panels.pool import pool
from companion.ui.panels.room import challenges, clock_line, header
from companion.ui.panels.secrets import secrets_panel
from companion.ui.panels.status import message_line, status_line
from companion.ui.panels.turn import turn_panel
from companion.ui.state import UiState

#: Width of the right-hand column (pool, dungeon turn), in terminal cells.
RIGHT_WIDTH = 36


def _titled(ui: UiState, name: str, render: Callable[[], Fragments]) -> Callable[[], Fragments]:
    """Wrap a panel so its title shows whether ``Tab`` has selected it."""

    def get() -> Fragments:
        out = render()
        if out and ui.focused_panel == name and out[0][0] == "class:panel.title":
            out[0] = ("class:panel.title.focused", out[0][1])
        return out

    return get


def _panel(ui: UiState, name: str, render: Callable[[], Fragments], **kw: object) -> Window:
    return Window(FormattedTextControl(_titled(ui, name, render)), wrap_lines=True, **kw)  # type: ignore[arg-type]


def _lines(fragments: Fragments) -> int:
    """How many lines a panel's text takes (before wrapping)."""
    return "".join(text for _, text in fragments).rstrip("\n").count("\n") + 1


def _rows(fragments: Fragments, width: int) -> int:
    """Rows a panel takes at ``width`` columns, wrapped lines counted."""
    lines = "".join(text for _, text in fragments).rstrip("\n").split("\n")
    return sum(max(1, -(-len(line) // max(1, width))) for line in lines)


def _fit(lines: int) -> D:
    """A panel height that prefers its content's lines but yields when the screen is short."""
    return D(min=2, preferred=max(2, lines), max=max(2, lines))


class LiveLayout:
    """The layout and the windows that take the keyboard focus, by mode."""

    def __init__(self, ui: UiState, clock: Callable[[], float] = time.time) -> None:
        self.ui = ui
        self._sizes = (8, False)
        gs = lambda: ui.port.state  # noqa: E731 (read at each render)
        target = lambda: gs().pending.ruling.target if gs().pending else None  # noqa: E731
        self.action_window = Window(
            FormattedTextControl(
                _titled(ui, "action", lambda: action_panel(gs(), ui, acting_character(gs()))),
                focusable=True,
            ),
            wrap_lines=True,
            height=lambda: D(min=3, preferred=self._action_rows()),
        )
        left = HSplit(
            [
                _panel(
                    ui,
                    "challenges",
                    lambda: challenges(gs(), target(), self.compact("challenges")),
                    height=lambda: _fit(
                        _lines(challenges(gs(), target(), self.compact("challenges")))
                    ),
                ),
                _panel(
                    ui, "party", lambda: party(gs(), acting_character(gs()), self.compact("party"))
                ),
            ]
        )
        right = HSplit(
            [
                _panel(
                    ui,
                    "pool",
                    lambda: pool(gs(), ui.card_names),
                    height=lambda: _fit(_lines(pool(gs(), ui.card_names))),
                ),
                _panel(ui, "turn", lambda: turn_panel(gs()), height=D.exact(1)),
            ],
            width=D(preferred=RIGHT_WIDTH, max=RIGHT_WIDTH + 20),
        )
        body = VSplit(
            [left, Window(width=1, char="│", style="class:rule"), right],
            height=lambda: D(min=6, preferred=self._body_lines(), max=self._body_lines()),
        )
        help_window = Window(
            FormattedTextControl(lambda: help_panel(ui.mode_before, ui.keys), focusable=True),
            wrap_lines=True,
        )
        self.help_window = help_window
        secrets_window = Window(
            FormattedTextControl(lambda: secrets_panel(gs()), focusable=True), wrap_lines=True
        )
        self.secrets_window = secrets_window
        self.input_window = Window(
            BufferControl(
                ui.input_buffer,
                input_processors=[BeforeInput(lambda: self._input_label(), style="class:prompt")],
            ),
            height=1,
        )
        self.command_window = Window(
            BufferControl(
                ui.command_buffer,
                input_processors=[BeforeInput(":", style="class:prompt")],
            ),
            height=1,
        )
        ui.command_buffer.completer = CommandCompleter(
            lambda: context_from(ui.port.state, ui.card_names)
        )
        hint = Window(
            FormattedTextControl(lambda: [("class:hint", self._hint())]),
            height=1,
        )
        bottom = HSplit(
            [
                Window(FormattedTextControl(lambda: message_line(ui)), height=1),
                Window(
                    FormattedTextControl(lambda: status_line(gs(), ui)),
                    height=1,
                    style="class:status",
                ),
                ConditionalContainer(self.input_window, filters.in_mode(ui, "text")),
                ConditionalContainer(self.command_window, filters.in_mode(ui, "command")),
                ConditionalContainer(hint, filters.in_mode(ui, "table", "ask", "help", "secrets")),
            ]
        )
        main = HSplit(
            [
                VSplit(
                    [
                        Window(FormattedTextControl(lambda: header(gs(), clock())), height=1),
                        Window(
                            FormattedTextControl(lambda: clock_line(gs(), clock())),
                            height=1,
                            align=WindowAlign.RIGHT,
                            dont_extend_width=True,
                        ),
                    ],
                    style="class:header",
                ),
                ConditionalContainer(
                    HSplit(
                        [
                            body,
                            ConditionalContainer(
                                Window(height=1, char="─", style="class:rule"),
                                Condition(lambda: not self.compact()),
                            ),
                            self.action_window,
                        ]
                    ),
                    ~filters.in_mode(ui, "help", "secrets"),
                ),
                ConditionalContainer(help_window, filters.showing_help(ui)),
                ConditionalContainer(secrets_window, filters.in_mode(ui, "secrets")),
                bottom,
            ]
        )
        root = FloatContainer(
            main,
            floats=[Float(xcursor=True, ycursor=True, content=CompletionsMenu(max_height=8))],
        )
        self.layout = Layout(root, focused_element=self.action_window)

    def _body_lines(self, compact: bool | None = None) -> int:
        """Rows the panels above the action want: the taller of the two columns."""
        gs = self.ui.port.state
        target = gs.pending.ruling.target if gs.pending else None
        short = self.compact("challenges") if compact is None else compact
        left = _lines(challenges(gs, target, short))
        short = self.compact("party") if compact is None else compact
        left += _lines(party(gs, acting_character(gs), short))
        right = _lines(pool(gs, self.ui.card_names)) + 1
        return max(left, right)

    def _action_rows(self) -> int:
        return self._sizes[0]

    def compact(self, panel: str = "") -> bool:
        """Whether the terminal is too short for the full panels (80x24 in a late room):
        then the party and the challenges take one line each, except the ``panel`` that
        ``Tab`` selected. Measured once per frame."""
        return self._sizes[1] and panel != self.ui.focused_panel

    def measure(self) -> None:
        """Before each frame: the action panel's rows and whether to go compact."""
        gs = self.ui.port.state
        size = get_app().output.get_size()
        action = _rows(action_panel(gs, self.ui, acting_character(gs)), size.columns)
        full = 1 + self._body_lines(compact=False) + 1 + action + 3
        self._sizes = (action, size.rows < full)

    def _input_label(self) -> str:
        gs = self.ui.port.state
        who = gs.pending.character if gs.pending else (acting_character(gs) or "")
        if self.ui.text_purpose == "gm-action":
            return f"GM action on {who}> "
        if gs.pending is not None and gs.pending.text:
            return f"{who} adds> "
        return f"{who} does> "

    def _hint(self) -> str:
        """The bottom line under the table, a question, the help and the secret notes: the
        main keys, as remapped in ``[ui] keys`` (other modes prompt in the action panel)."""
        mode = self.ui.mode

        def k(name: str, in_mode: str = "table") -> str:
            return short_label(in_mode, name, self.ui.keys)

        if mode == "help":
            return f" {k('close-help', mode)} closes the help"
        if mode == "secrets":
            return f" {k('hide-secrets', mode)} hides the notes"
        if mode == "ask":
            return f" {k('yes', mode)} yes · {k('no', mode)} no"
        return (
            f" {k('describe')} describe · {k('previous-character')}{k('next-character')} who acts"
            f" · {k('gm-action')} GM action · {k('enter-room')} next room"
            f" · {k('command-line')} command · {k('help')} keys"
        )

    def focus_target(self) -> Window:
        """The window that should have the keyboard focus in the current mode."""
        if self.ui.mode == "text":
            return self.input_window
        if self.ui.mode == "command":
            return self.command_window
        if self.ui.mode == "help":
            return self.help_window
        if self.ui.mode == "secrets":
            return self.secrets_window
        return self.action_window

    def refocus(self) -> None:
        """Move the focus to the current mode's window (called after every key)."""
        target = self.focus_target()
        if self.layout.current_window is not target:
            self.layout.focus(target)
