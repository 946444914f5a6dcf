"""The panels of the live screen, each a pure function from state to styled text.

A panel takes the game state (:class:`engine.state.GameState`), the UI state and the
wall-clock ``now`` (seconds since the epoch) and returns prompt-toolkit formatted text
(``[(style, text), ...]``). Nothing here reads a clock, touches the session or draws:
:mod:`companion.ui.layout` places them, tests call them directly.
"""

from __future__ import annotations

from companion.ui.lines import Fragments

__all__ = ["Fragments", "minutes", "short_name"]


def minutes(seconds: float) -> str:
    """``mm:ss`` (or ``h:mm:ss`` past an hour) for a duration in seconds.

    >>> minutes(75.9), minutes(3725)
    ('01:15', '1:02:05')
    """
    s = max(0, int(seconds))
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m:02d}:{sec:02d}"


#: Words that begin a name without being the name ("Lady Vespera" is called Vespera).
_TITLES = {"lady", "lord", "sir", "dame", "brother", "sister", "father", "mother", "the"}


def short_name(name: str) -> str:
    """The name a table calls a character by: its first word, or the first two when the
    first is a title.

    >>> short_name("Grignr of Ecalpon"), short_name("Lady Vespera of the Lonely Tower")
    ('Grignr', 'Lady Vespera')
    """
    words = name.split()
    if not words:
        return name
    if words[0].lower() in _TITLES and len(words) > 1:
        return " ".join(words[:2])
    return words[0]
