"""The set-up screen's layout, for 80x24 and larger (see :mod:`companion.setup.panels`).

The list is the only part that grows; it scrolls to keep the selected row in
view. The input line appears only while something is being typed.
"""

from __future__ import annotations

from prompt_toolkit.application.current import get_app
from prompt_toolkit.data_structures import Point
from prompt_toolkit.filters import Condition
from prompt_toolkit.layout import (
    ConditionalContainer,
    Float,
    FloatContainer,
    HSplit,
    Layout,
    Window,
)
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.dimension import Dimension as D
from prompt_toolkit.layout.menus import CompletionsMenu
from prompt_toolkit.layout.processors import BeforeInput
from prompt_toolkit.styles import Style

from companion.setup import panels
from companion.setup.state import SetupUi

#: Colours by class; readable on dark and light terminals.
STYLE = Style.from_dict(
    {
        "current": "reverse bold",
        "dim": "#888888",
        "title": "bold",
        "selected": "reverse",
        "todo": "#d7875f",
        "action": "bold",
        "ok": "#5faf5f",
        "warn": "#d7af00",
        "error": "#ff5f5f bold",
        "ask": "#d7af00 bold",
        "keys": "reverse",
        "detail": "italic",
    }
)


def build_layout(ui: SetupUi) -> tuple[Layout, Window]:
    """The layout and the list window (focused outside text entry)."""

    def width() -> int:
        return get_app().output.get_size().columns

    body = Window(
        FormattedTextControl(
            lambda: panels.body(ui, width()),
            focusable=True,
            show_cursor=False,
            get_cursor_position=lambda: Point(0, ui.cursor),
        ),
        height=D(min=4),
        wrap_lines=False,
    )
    editing = Condition(lambda: ui.mode == "edit")
    input_line = ConditionalContainer(
        Window(
            BufferControl(
                ui.buffer,
                input_processors=[BeforeInput(lambda: panels.input_label(ui), style="class:title")],
            ),
            height=D(min=1, max=3),
            wrap_lines=True,
            dont_extend_height=True,
        ),
        filter=editing,
    )
    root = HSplit(
        [
            Window(FormattedTextControl(lambda: panels.header(ui)), height=1),
            Window(
                FormattedTextControl(lambda: panels.intro(ui, width())),
                height=D(min=2, max=5),
                wrap_lines=True,
                dont_extend_height=True,
            ),
            body,
            Window(
                FormattedTextControl(lambda: panels.detail(ui, width())),
                height=D(min=1, max=3),
                wrap_lines=True,
                dont_extend_height=True,
            ),
            Window(
                FormattedTextControl(lambda: panels.message(ui, width())),
                height=D(min=1, max=3),
                wrap_lines=True,
                dont_extend_height=True,
            ),
            Window(FormattedTextControl(lambda: panels.keys(ui)), height=1),
            input_line,
        ]
    )
    container = FloatContainer(
        root,
        floats=[Float(xcursor=True, ycursor=True, content=CompletionsMenu(max_height=8))],
    )
    return Layout(container, focused_element=body), body
