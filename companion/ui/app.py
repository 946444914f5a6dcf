"""The prompt-toolkit Application of the live screen, kept small: layout, keys, style, the
render hooks (the frame is composed, focus follows the mode, latency is measured when the
result is drawn) and the last net for bugs (:class:`LiveApplication`).

Tests build it with ``input=create_pipe_input()`` and ``output=DummyOutput()``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from prompt_toolkit.application import Application
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import merge_key_bindings
from prompt_toolkit.key_binding.defaults import load_key_bindings
from prompt_toolkit.output import Output

from companion.ui import flow
from companion.ui.guard import guard_bindings, guarded, report
from companion.ui.key_bindings import load_live_bindings
from companion.ui.layout import LiveLayout
from companion.ui.state import UiState
from companion.ui.style import STYLE

#: Seconds between redraws when nothing happens (the room clock ticks).
REFRESH_S = 1.0
#: Seconds a lone Esc byte waits for the rest of an escape sequence (an arrow key arrives
#: as ``ESC [ C``; over ssh its bytes may come apart).
ESCAPE_WAIT_S = 0.05
#: Seconds the key processor then waits for the rest of a key sequence (``Esc b``): the
#: bytes of an Alt key came with the Esc, so this can be short. Esc is on screen well under
#: 100 ms (``companion bench``).
SEQUENCE_WAIT_S = 0.01


class LiveApplication(Application[None]):
    """The Application, with the event loop's exception handler replaced: prompt-toolkit's
    prints the traceback and waits for "Press ENTER to continue"; this one reports the bug
    on the message line and in the debug log, and the screen goes on."""

    ui: UiState

    def _handle_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if not isinstance(exc, BaseException):
            exc = RuntimeError(str(context.get("message", "unknown error in the event loop")))
        report(self.ui, "the event loop", exc)
        self.invalidate()


def build_app(
    ui: UiState,
    *,
    input: Input | None = None,
    output: Output | None = None,
    clock: Callable[[], float] = time.time,
) -> LiveApplication:
    """The full-screen Application over ``ui`` (which it wires: invalidate, exit, refocus)."""
    layout = LiveLayout(ui, clock)
    keys = merge_key_bindings([load_key_bindings(), load_live_bindings(ui)])
    app = LiveApplication(
        layout=layout.layout,
        key_bindings=guard_bindings(ui, keys),
        style=STYLE,
        full_screen=True,
        refresh_interval=REFRESH_S,
        input=input,
        output=output,
    )
    app.ui = ui
    app.ttimeoutlen = ESCAPE_WAIT_S
    app.timeoutlen = SEQUENCE_WAIT_S
    ui.invalidate = app.invalidate
    ui.exit = lambda: app.exit()
    ui.refocus = layout.refocus

    def post(fn: Callable[[], None]) -> None:
        def call() -> None:
            guarded(ui, fn, "a background task")
            guarded(ui, layout.refocus, "a background task")
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
        guarded(ui, lambda: flow.retry_log(ui), "writing the session log")
        guarded(ui, lambda: flow.offer_deus(ui, clock()), "the room clock")
        guarded(ui, layout.refocus, "the layout")
        layout.measure()

    app.before_render += before_render
    app.after_render += after_render
    return app
