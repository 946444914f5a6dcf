"""Conditions over the UI state, for key bindings and conditional panels (ptpython style).

Each filter reads :class:`~companion.ui.state.UiState` at key-press time, so one binding
table serves every mode and typing never reaches a key command.
"""

from __future__ import annotations

from prompt_toolkit.filters import Condition, Filter

from companion.ui.keymap import ANYWHERE_MODES
from companion.ui.state import UiState


def in_mode(ui: UiState, *modes: str) -> Filter:
    """True while the screen is in one of ``modes``."""
    return Condition(lambda: ui.mode in modes)


def anywhere(ui: UiState) -> Filter:
    """True outside text entry, the command line, help and questions."""
    return Condition(lambda: ui.mode in ANYWHERE_MODES)


def typing(ui: UiState) -> Filter:
    """True while a line is being typed (description or command): keys type."""
    return Condition(lambda: ui.mode in ("text", "command"))


def showing_help(ui: UiState) -> Filter:
    """True while the ``?`` screen covers the panels."""
    return Condition(lambda: ui.mode == "help")


def asking(ui: UiState) -> Filter:
    """True while a yes/no question waits for its answer."""
    return Condition(lambda: ui.mode == "ask")
