"""The ``?`` screen: the key map of the screen underneath, from :mod:`companion.ui.keymap`."""

from __future__ import annotations

from companion.ui.keymap import help_lines
from companion.ui.panels import Fragments
from companion.ui.panels.status import MODE_NAMES

INTRO = {
    "table": "Nothing is pending. Pick who acts, then Enter and type what they do.",
    "text": "Keys type. Enter submits, Esc stops typing.",
    "ruling": "The advisor's suggestion is on screen: toggle anything, then Enter.",
    "discard": "Pick the one extra card the player wants to discard.",
    "roll": "The ruling is accepted. Roll here, or enter the die rolled at the table.",
}


def help_panel(mode: str, keys: dict[str, str]) -> Fragments:
    """The help text for ``mode`` (the mode under the help screen)."""
    out: Fragments = [
        ("class:help.title", f" Keys: {MODE_NAMES.get(mode, mode)} \n"),
        ("class:help", INTRO.get(mode, "") + "\n\n"),
    ]
    for label, text in help_lines(mode, keys):
        out.append(("class:help.key", f" {label:<14}"))
        out.append(("class:help", f"{text}\n"))
    out.append(
        ("class:help", "\nEvery key is also a command: `:` opens the command line (Tab completes).")
    )
    out.append(("class:help.dim", "\nEsc, ? or q closes this help."))
    return out
