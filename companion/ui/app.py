"""The prompt-toolkit Application of the live screen, kept small: layout, keys, style, and the
two render hooks (focus follows the mode; latency is measured when the result is drawn).

Tests build it with ``input=create_pipe_input()`` and ``output=DummyOutput()``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from prompt_toolkit.application import Application
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import merge_key_bindings
from prompt_toolkit.key_binding.defaults import load_key_bindings
from prompt_toolkit.output import Output

from companion.ui import flow
from companion.ui.key_bindings import guarded, load_live_bindings
from companion.ui.layout import LiveLayout
from companion.ui.state import UiState
from companion.ui.style import STYLE

#: Seconds between redraws when nothing happens (the room clock ticks).
REFRESH_S = 1.0


def build_app(
    ui: UiState,
    *,
    input: Input | None = None,
    output: Output | None = None,
    clock: Callable[[], float] = time.time,
) -> Application[None]:
    """The full-screen Application over ``ui`` (which it wires: invalidate, exit, refocus)."""
    layout = LiveLayout(ui, clock)
    app: Application[None] = Application(
        layout=layout.layout,
        key_bindings=merge_key_bindings([load_key_bindings(), load_live_bindings(ui)]),
        style=STYLE,
        full_screen=True,
        refresh_interval=REFRESH_S,
        input=input,
        output=output,
    )
    app.ttimeoutlen = 0.05
    ui.invalidate = app.invalidate
    ui.exit = lambda: app.exit()
    ui.refocus = layout.refocus

    def post(fn: Callable[[], None]) -> None:
        def call() -> None:
            guarded(ui, fn)
            layout.refocus()
            app.invalidate()

        loop = app.loop
        if loop is None:
            call()
        else:
            loop.call_soon_threadsafe(call)

    ui.post = post

    def after_render(_: object) -> None:
        if ui.measure and ui.latency_from is not None:
            ui.last_latency_ms = (time.perf_counter() - ui.latency_from) * 1000
            ui.measure = False
            ui.latency_from = None
            app.invalidate()
        elif not ui.measure:
            ui.latency_from = None

    def before_render(_: object) -> None:
        flow.offer_deus(ui, clock())
        layout.refocus()
        layout.measure()

    app.before_render += before_render
    app.after_render += after_render
    return app
