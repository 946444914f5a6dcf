"""Drive the real set-up screen headless: pipe input in, the drawn frame read back.

As in prompt-toolkit's own tests, keys go in raw through ``create_pipe_input()``
and the output is a ``DummyOutput`` (sized 80x24 here); the app keeps running
between steps (``run_async``) so a test reads the screen after each key.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from companion.setup.app import build_setup_app, new_session
from companion.setup.session import SetupSession
from companion.setup.state import SetupUi

#: Keys as a terminal sends them.
ENTER, ESC, DOWN, UP, TAB = "\r", "\x1b", "\x1b[B", "\x1b[A", "\t"


class SizedOutput(DummyOutput):
    """A dummy output that reports a terminal size."""

    def __init__(self, rows: int, columns: int) -> None:
        self.size = Size(rows=rows, columns=columns)

    def get_size(self) -> Size:
        return self.size


def screen_text(app: Application[Path | None]) -> str:
    """The characters of the last frame drawn, one line per row, right-stripped."""
    screen = app.renderer._last_screen
    if screen is None:
        return ""
    size = app.output.get_size()
    return "\n".join(
        "".join(screen.data_buffer[y][x].char for x in range(size.columns)).rstrip()
        for y in range(size.rows)
    )


class SetupScreen:
    """A running set-up screen writing to ``out``; ``players`` are imported first."""

    def __init__(
        self,
        out: Path,
        players: tuple[Path, ...] = (),
        seed: int = 3,
        rows: int = 24,
        session: SetupSession | None = None,
    ) -> None:
        self.ui = SetupUi(session or new_session(players, seed), out)
        self.output = SizedOutput(rows, 80)

    async def __aenter__(self) -> SetupScreen:
        self._input_cm = create_pipe_input()
        self.input = self._input_cm.__enter__()
        self.app = build_setup_app(self.ui, input=self.input, output=self.output)
        self.task = asyncio.ensure_future(self.app.run_async())
        await self.wait_for(lambda: bool(self.screen))
        return self

    async def __aexit__(self, *exc: object) -> None:
        if not self.task.done():
            self.app.exit()
        await self.task
        self._input_cm.__exit__(None, None, None)

    async def wait_for(self, ready: Callable[[], bool], timeout: float = 10.0) -> None:
        """Let the app read keys and redraw until ``ready()`` (fails after ``timeout`` s)."""
        end = time.monotonic() + timeout
        while True:
            await asyncio.sleep(0.02)
            if ready():
                self.app.invalidate()
                await asyncio.sleep(0.02)
                return
            if time.monotonic() > end:
                raise AssertionError(f"screen never became ready:\n{self.screen}")

    async def keys(self, *keys: str, until: str = "") -> str:
        """Send keys one at a time, each read and drawn; ``until`` waits for that text."""
        for key in keys:
            drawn = self.app.renderer._last_screen
            self.input.send_text(key)
            wait = 0.6 if key == ESC else 0.0
            await self.wait_for(lambda d=drawn: self.app.renderer._last_screen is not d)
            if wait:
                await asyncio.sleep(wait)
        if until:
            await self.wait_for(lambda: until in self.screen)
        return self.screen

    async def type(self, text: str, until: str = "") -> str:
        """Type a whole line at once (as a paste would), then Enter."""
        self.input.send_text(text)
        return await self.keys(ENTER, until=until)

    @property
    def screen(self) -> str:
        return screen_text(self.app)
