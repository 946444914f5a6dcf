"""The panels of the live screen, each a pure function from state to styled text.

A panel takes the game state (:class:`engine.state.GameState`), the UI state and the
wall-clock ``now`` (seconds since the epoch) and returns prompt-toolkit formatted text
(``[(style, text), ...]``). Nothing here reads a clock, touches the session or draws:
:mod:`companion.ui.layout` places them, tests call them directly.
"""

from __future__ import annotations

Fragments = list[tuple[str, str]]


def minutes(seconds: float) -> str:
    """``mm:ss`` (or ``h:mm:ss`` past an hour) for a duration in seconds.

    >>> minutes(75.9), minutes(3725)
    ('01:15', '1:02:05')
    """
    s = max(0, int(seconds))
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m:02d}:{sec:02d}"
