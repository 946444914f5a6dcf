"""Drive the real live screen headless: prompt-toolkit's pipe input and a dummy output of a
chosen size, the screen read back from the renderer's last drawn frame.

As in prompt-toolkit's own tests (``create_pipe_input()`` + ``DummyOutput()``), keys go in raw;
unlike them, the app keeps running between steps (``run_async``) so a test can read the
screen after each key.
"""

from __future__ import annotations

import asyncio
import select
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from companion.deck import standard_deck
from companion.session import SessionService
from companion.tablefile import load_example_table
from companion.ui.app import build_app
from companion.ui.state import UiState

#: Keys as a terminal sends them.
ENTER, ESC, TAB, LEFT, RIGHT = "\r", "\x1b", "\t", "\x1b[D", "\x1b[C"
UP, DOWN, PGUP, PGDN = "\x1b[A", "\x1b[B", "\x1b[5~", "\x1b[6~"
F1, F2, F3 = "\x1bOP", "\x1bOQ", "\x1bOR"


def ctrl(letter: str) -> str:
    """The byte a terminal sends for Ctrl-``letter`` (``ctrl("g")`` is ``^G``)."""
    return chr(ord(letter.lower()) - ord("a") + 1)


def _thread_frames() -> list[tuple[str, object]]:
    """Each live thread's name and current frame (to show what a stuck wait waits on)."""
    names = {t.ident: t.name for t in threading.enumerate()}
    return [(names.get(i, str(i)), f) for i, f in sys._current_frames().items()]


class SizedOutput(DummyOutput):
    """A dummy output that reports a terminal size (rows, columns)."""

    def __init__(self, rows: int, columns: int) -> None:
        self.size = Size(rows=rows, columns=columns)

    def get_size(self) -> Size:
        return self.size


def screen_text(app: Application[None]) -> str:
    """The characters of the last frame drawn, one line per row, right-stripped."""
    screen = app.renderer._last_screen
    if screen is None:
        return ""
    size = app.output.get_size()
    rows = []
    for y in range(size.rows):
        row = screen.data_buffer[y]
        rows.append("".join(row[x].char for x in range(size.columns)).rstrip())
    return "\n".join(rows)


class Live:
    """A running live screen over a fresh session of the example table, in ``tmp``."""

    def __init__(
        self,
        tmp: Path,
        rows: int = 24,
        columns: int = 80,
        seed: int = 7,
        clock: Callable[[], float] = time.time,
        port: SessionService | None = None,
        advisor: Callable[[UiState], object] | None = None,
    ) -> None:
        deck = standard_deck()
        self.log = port.log_path if port is not None and port.log_path else tmp / "session.jsonl"
        self.port = port or SessionService.new(
            load_example_table(), deck.deck_list(), seed, self.log, clock=clock
        )
        self.ui = UiState(port=self.port, card_names={c.id: c.name for c in deck.cards}, deck=deck)
        self.output = SizedOutput(rows, columns)
        self.clock = clock
        self.deck = deck
        self.cards = {c.id: c for c in deck.cards}
        self.attach_advisor = advisor

    async def __aenter__(self) -> Live:
        self._input_cm = create_pipe_input()
        self.input = self._input_cm.__enter__()
        self.app = build_app(self.ui, input=self.input, output=self.output, clock=self.clock)
        if self.attach_advisor is not None:
            self.bridge = self.attach_advisor(self.ui)
        self.task = asyncio.ensure_future(self.app.run_async())
        await self.settle()
        return self

    async def __aexit__(self, *exc: object) -> None:
        if not self.task.done():
            self.app.exit()
        await self.task
        self._input_cm.__exit__(None, None, None)
        self.port.close()

    async def until(self, ready: Callable[[], bool], timeout: float = 10.0) -> str:
        """Wait (drawing) until ``ready()``; the screen then."""
        waited = 0.0
        while not ready():
            if waited > timeout:
                threads = "\n".join(
                    f"{name}: {traceback.format_stack(frame, limit=4)}"
                    for name, frame in _thread_frames()
                )
                raise AssertionError(f"not ready after {timeout} s:\n{self.screen}\n{threads}")
            await asyncio.sleep(0.05)
            waited += 0.05
        await self.settle()
        return self.screen

    async def settle(self) -> None:
        """Let the app read pending keys and redraw: a few turns of the event loop, then
        on until no key is left unread and no redraw is pending (on a busy machine the
        loop runs late, and a lone Esc's flush and this wait's end may come due in the
        same turn; the screen is read once the frame of the last key is drawn)."""
        for _ in range(4):
            await asyncio.sleep(0.02)
        deadline = time.monotonic() + 10
        while self.app.invalidated or self._unread():
            if time.monotonic() > deadline:
                break
            await asyncio.sleep(0.01)

    def _unread(self) -> bool:
        """Whether keys sent are not yet read and handled."""
        waiting, _, _ = select.select([self.input.fileno()], [], [], 0)
        return bool(waiting or self.app.key_processor.input_queue)

    async def drain(self) -> None:
        """Wait until the app has read and handled everything sent (faster than
        :meth:`settle` for many small steps; a lone Esc still waits for its timeout)."""
        idle = 0
        for _ in range(500):
            await asyncio.sleep(0.002)
            idle = 0 if self._unread() else idle + 1
            if idle >= 3:
                return

    async def keys(self, *keys: str) -> str:
        """Send keys one by one (each processed and drawn), then return the screen."""
        for key in keys:
            self.input.send_text(key)
            await self.settle()
        return self.screen

    async def type(self, text: str) -> str:
        """Send a whole string at once (as a fast typist or a paste would)."""
        self.input.send_text(text)
        await self.settle()
        return self.screen

    @property
    def screen(self) -> str:
        return screen_text(self.app)

    def log_types(self) -> list[str]:
        """The ``type`` of every event in the log file, in order."""
        import json

        lines = self.log.read_text(encoding="utf-8").splitlines()[1:]
        return [json.loads(line)["type"] for line in lines]
