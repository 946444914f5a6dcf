"""The prompt-toolkit layout: the composed frame above, one bottom row below.

The frame (:mod:`companion.ui.frame`) is composed once before each render, for the
terminal's size at that moment, as exactly ``rows - 1`` rows of exactly ``columns`` cells;
prompt-toolkit only copies it into one window, so no size can make a dimension negative
and nothing wraps mid-word. The bottom row is the line being typed (a description, the
``:`` command line with its completion menu) or the hint bar of the current mode. The whole
tree sits in a :class:`~companion.ui.guard.GuardedContainer`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from prompt_toolkit.application import get_app
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.filters import Condition
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.layout import (
    ConditionalContainer,
    Float,
    FloatContainer,
    HSplit,
    Layout,
    Window,
)
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.menus import CompletionsMenu
from prompt_toolkit.layout.processors import BeforeInput

from companion.deck import Card
from companion.ui import filters
from companion.ui.completion import CommandCompleter, context_from
from companion.ui.frame import Screen, compose
from companion.ui.guard import GuardedContainer, report
from companion.ui.lines import Line, cells, ellipsize, pad
from companion.ui.panels import short_name
from companion.ui.panels.party import acting_character
from companion.ui.panels.status import hint_line
from companion.ui.state import UiState


def _joined(rows: list[Line]) -> StyleAndTextTuples:
    """Rows as one piece of formatted text, ``\\n`` between them."""
    out: StyleAndTextTuples = []
    for i, row in enumerate(rows):
        if i:
            out.append(("", "\n"))
        out.extend(row)
    return out


class LiveLayout:
    """The layout, the frame it shows, and the windows that take the keyboard focus."""

    def __init__(self, ui: UiState, clock: Callable[[], float] = time.time) -> None:
        self.ui = ui
        self.clock = clock
        self.screen = Screen(rows=[])
        self.columns = 80
        self.cards: dict[str, Card] = {c.id: c for c in ui.deck.cards} if ui.deck else {}
        self.body = Window(
            FormattedTextControl(
                lambda: _joined(self.screen.rows), focusable=True, show_cursor=False
            )
        )
        self.input_window = Window(
            BufferControl(
                ui.input_buffer,
                input_processors=[BeforeInput(self._input_label, style="class:prompt")],
            ),
            height=1,
            get_horizontal_scroll=lambda w: self._scroll(w, self._input_label(), ui.input_buffer),
        )
        self.command_window = Window(
            BufferControl(
                ui.command_buffer, input_processors=[BeforeInput(":", style="class:prompt")]
            ),
            height=1,
            get_horizontal_scroll=lambda w: self._scroll(w, ":", ui.command_buffer),
        )
        ui.command_buffer.completer = CommandCompleter(
            lambda: context_from(ui.port.state, ui.card_names)
        )
        hint = Window(FormattedTextControl(self._hint), height=1)
        typing = filters.in_mode(ui, "text", "command")
        main = HSplit(
            [
                self.body,
                ConditionalContainer(self.input_window, filters.in_mode(ui, "text")),
                ConditionalContainer(self.command_window, filters.in_mode(ui, "command")),
                ConditionalContainer(
                    hint, ~typing | Condition(lambda: bool(self.screen.too_small))
                ),
            ]
        )
        root = FloatContainer(
            main,
            floats=[Float(xcursor=True, ycursor=True, content=CompletionsMenu(max_height=8))],
        )
        self.layout = Layout(GuardedContainer(root, ui), focused_element=self.body)

    def measure(self) -> None:
        """Before each frame: compose it for the terminal's size now (a failure is reported
        and leaves a one-line frame; the screen goes on)."""
        ui = self.ui
        size = get_app().output.get_size()
        self.columns = size.columns
        try:
            self.screen = compose(
                ui.port.state, ui, self.clock(), size.columns, size.rows, self.cards
            )
        except Exception as exc:
            report(ui, "composing the screen", exc)
            line = pad([("class:error", ellipsize(ui.message, size.columns))], size.columns)
            self.screen = Screen(rows=[line])
            return
        if ui.mode == "view":
            ui.scroll = self.screen.scroll
            ui.view_rows = max(1, self.screen.view_rows)

    def _scroll(self, window: Window, label: str, buffer: Buffer) -> int:
        """A typing line's sideways scroll: none while the line fits (prompt-toolkit keeps
        the offset of a longer line typed before, which would hide a short one), else where
        prompt-toolkit has it (it then keeps the cursor in view)."""
        if cells(label) + cells(buffer.text) < self.columns:
            return 0
        return window.horizontal_scroll

    def _hint(self) -> StyleAndTextTuples:
        if self.screen.too_small:
            return [("class:error", self.screen.too_small)]
        return list(hint_line(self.ui, self.columns, self.screen.page))

    def _input_label(self) -> str:
        gs = self.ui.port.state
        who = gs.pending.character if gs.pending else (acting_character(gs) or "")
        who = short_name(who)
        if self.ui.text_purpose == "gm-action":
            return f"GM action on {who}> "
        if gs.pending is not None and gs.pending.text:
            return f"{who} adds> "
        return f"{who} does> "

    def focus_target(self) -> Window:
        """The window that should have the keyboard focus in the current mode."""
        if self.ui.mode == "text":
            return self.input_window
        if self.ui.mode == "command":
            return self.command_window
        return self.body

    def refocus(self) -> None:
        """Move the focus to the current mode's window (called after every key)."""
        target = self.focus_target()
        if self.layout.current_window is not target:
            self.layout.focus(target)
