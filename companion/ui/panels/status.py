"""The status line (mode, GM-action grace, advisor, microphone, last latency), the message
line under the panels (feedback, errors in red, the yes/no question), the hint bar of the
current mode's keys (generated from the key map) and the message history page (``^L``)."""

from __future__ import annotations

from companion.ui.keymap import hints, short_label
from companion.ui.lines import ELLIPSIS, Line, cells, ellipsize, pad, width_of
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
    "ask": "QUESTION",
    "moves": "MORE MOVES",
    "view": "PAGE",
}

VIEW_NAMES = {
    "help": "HELP",
    "history": "MESSAGES",
    "sheet": "SHEET",
    "action": "ACTION",
    "cards": "CARDS",
    "secrets": "SECRETS",
}


def mode_name(ui: UiState) -> str:
    """The mode as the status line names it (a page by its own name)."""
    if ui.mode == "view":
        return VIEW_NAMES[ui.view]
    return MODE_NAMES[ui.mode]


def status_line(gs: GameState, ui: UiState, width: int) -> Line:
    """``RULING │ GM act ready │ advisor lexicon │ mic off │ 12 ms`` in ``width`` cells;
    while the log cannot be written, that comes first. Too narrow, the latency goes first,
    then the GM-action counter, then the advisor; the mode and the microphone stay."""
    latency = "—" if ui.last_latency_ms is None else f"{ui.last_latency_ms:.0f} ms"
    head: Line = [("class:status.mode", f" {mode_name(ui)} ")]
    if ui.log_trouble:
        head.append(("class:status.alarm", f" {ui.log_trouble} "))
    g = [(f[0], f[1]) for f in grace(gs)]
    parts: list[tuple[int, Line]] = [
        (2, [("class:status", " │ "), *g] if g else []),
        (3, [("class:status", f" │ advisor {ui.advisor_status}")]),
        (4, [("class:status", f" │ mic {ui.mic_status}")]),
        (1, [("class:status", f" │ {latency}")]),
    ]
    for drop in (1, 2, 3):
        if width_of(head) + sum(width_of(p) for _, p in parts) <= width:
            break
        parts = [(k, p) for k, p in parts if k != drop]
    line = [*head, *(frag for _, p in parts for frag in p)]
    return pad([(f"class:status {s}", t) for s, t in line], width)


def message_line(ui: UiState, width: int) -> Line:
    """The question being asked, else the last message (an error in red), else the latest
    news, in ``width`` cells; a message cut short says that ``^L`` shows it whole."""
    if ui.mode == "ask" and ui.question is not None:
        return pad([("class:ask", f" {ui.question.text} (y/n) ")], width)
    if ui.message:
        style, text = "class:error" if ui.message_is_error else "class:message", ui.message
    elif ui.recent:
        style, text = "class:message", ui.recent[-1]
    else:
        return pad([], width)
    text = " ".join(text.split())
    if cells(text) <= width:
        return pad([(style, text)], width)
    more = f" {short_label('table', 'history')} all"
    short = ellipsize(text, max(1, width - cells(more)))
    if not short.endswith(ELLIPSIS):
        short += ELLIPSIS
    return pad([(style, short), ("class:hint", more)], width)


def hint_line(ui: UiState, width: int, page: tuple[int, int, int] | None = None) -> Line:
    """The keys of the current mode that matter most, ``? keys`` first, as many as fit;
    on a page, which of its lines are shown (``page``: first, last, total)."""
    mode = ui.mode
    pairs = hints(mode, ui.keys)
    help_key = [p for p in pairs if p[1] == "keys"]
    pairs = help_key + [p for p in pairs if p[1] != "keys"]
    out: Line = [("", " ")]
    scrolls = page is not None and (page[0] > 1 or page[1] < page[2])
    if page is not None and scrolls:
        first, last, total = page
        out.append(("class:hint", f"lines {first}-{last} of {total} · "))
    if page is not None and not scrolls:
        pairs = [p for p in pairs if p[1] != "scroll"]
    used = sum(cells(t) for _, t in out)
    for key, word in pairs:
        piece = [("class:key", key), ("class:hint", f" {word}  ")]
        w = cells(key) + cells(word) + 3
        if used + w > width:
            break
        out.extend(piece)
        used += w
    return pad(out, width)


def history_panel(ui: UiState) -> Fragments:
    """Every message this session showed, oldest first (the session log has the rest)."""
    out: Fragments = [("class:help.title", " Messages, newest last \n")]
    if not ui.recent:
        return [*out, ("class:help.dim", "No messages yet.\n")]
    for line in ui.recent:
        out.append(("class:help", f"{line}\n"))
    return out
