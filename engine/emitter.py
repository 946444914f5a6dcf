"""Turning one command into events: each event is numbered, stamped and folded at once, so a
later decision in the same command sees the state the earlier events made. Nothing is kept
unless the whole command succeeds (the session commits the emitter's events at the end).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from engine import events as ev
from engine.fold import evolve
from engine.state import GameState

E = TypeVar("E", bound=ev.Event)


class Emitter:
    """Collects the events of one command. ``state`` is the state after the last emitted one;
    ``rng`` is seeded from the session seed and the first new ``seq`` (replayable after a
    crash: the same command at the same point draws the same dice)."""

    def __init__(
        self,
        state: GameState,
        at: float,
        command_text: str,
        before: Callable[[int], GameState],
    ) -> None:
        self.state = state
        self.at = at
        self.command_text = command_text
        self.events: list[ev.Event] = []
        self._states: list[GameState] = []
        self._outer_before = before
        self._base_seq = state.seq
        self.rng = random.Random(f"{state.seed}:{state.seq + 1}")

    def before(self, seq: int) -> GameState:
        """The state just before event ``seq`` (earlier events or this command's own)."""
        if seq <= self._base_seq + 1:
            return self._outer_before(seq)
        return self._states[seq - self._base_seq - 2]

    def emit(self, cls: Callable[..., E], **fields: Any) -> E:
        """Create the next event of type ``cls``, fold it, and keep it."""
        command = None if self.events else self.command_text
        event = cls(seq=self.state.seq + 1, at=self.at, command=command, **fields)
        self.state = evolve(self.state, event, self.before)
        self.events.append(event)
        self._states.append(self.state)
        return event

    @property
    def states(self) -> list[GameState]:
        """The state after each emitted event, in order."""
        return self._states
