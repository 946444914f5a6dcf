"""Conditions over the UI state, for key bindings and conditional panels (ptpython style).

Each filter reads :class:`~companion.ui.state.UiState` at key-press time, so one binding
table serves every mode and typing never reaches a key command.
"""

from __future__ import annotations

from prompt_toolkit.filters import Condition, Filter

from companion.ui.keymap import ANYWHERE_MODES, LETTER_MODES
from companion.ui.state import UiState


def in_mode(ui: UiState, *modes: str) -> Filter:
    """True while the screen is in one of ``modes``."""
    return Condition(lambda: ui.mode in modes)


def anywhere(ui: UiState) -> Filter:
    """True where nothing is typed and no question waits (the ``anywhere`` keys)."""
    return Condition(lambda: ui.mode in ANYWHERE_MODES)


def letters(ui: UiState) -> Filter:
    """True where no description is expected (a ruling, the discard, the roll)."""
    return Condition(lambda: ui.mode in LETTER_MODES)


def asking(ui: UiState) -> Filter:
    """True while a yes/no question waits for its answer."""
    return Condition(lambda: ui.mode == "ask")
