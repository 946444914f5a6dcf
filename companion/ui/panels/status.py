"""The status line (mode, GM-action grace, advisor, microphone, last latency) and the message
line under the panels (feedback, errors in red, the yes/no question)."""

from __future__ import annotations

from companion.ui.panels import Fragments
from companion.ui.panels.party import grace
from companion.ui.state import UiState
from engine.state import GameState

MODE_NAMES = {
    "table": "TABLE",
    "text": "TYPING",
    "ruling": "RULING",
    "discard": "DISCARD",
    "roll": "ROLL",
    "command": "COMMAND",
    "help": "HELP",
    "ask": "QUESTION",
    "secrets": "SECRETS",
}


def status_line(gs: GameState, ui: UiState) -> Fragments:
    """``RULING │ GM act ready │ advisor lexicon │ mic off │ 12 ms │ ? keys``."""
    latency = "—" if ui.last_latency_ms is None else f"{ui.last_latency_ms:.0f} ms"
    out: Fragments = [("class:status.mode", f" {MODE_NAMES[ui.mode]} ")]
    g = grace(gs)
    if g:
        out += [("class:status", " │ "), *g]
    out += [
        ("class:status", f" │ advisor {ui.advisor_status}"),
        ("class:status", f" │ mic {ui.mic_status}"),
        ("class:status", f" │ {latency}"),
        ("class:status", " │ ? keys"),
    ]
    return out


def message_line(ui: UiState) -> Fragments:
    """The question being asked, else the last message (an error in red), else recent news."""
    if ui.mode == "ask" and ui.question is not None:
        return [("class:ask", f" {ui.question.text} (y/n) ")]
    if ui.message:
        return [("class:error" if ui.message_is_error else "class:message", ui.message)]
    if ui.recent:
        return [("class:message", ui.recent[-1])]
    return []
