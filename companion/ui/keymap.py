"""The key map of the live screen: one table that binds the keys and writes the help screen.

Defaults follow the design (``shared/design.md``) ("Key map"); the config's ``[ui] keys`` remaps
any action by name (``{confirm = "c-m"}``). The ``?`` screen is rendered from this table,
so the help shown is always the keys that are bound.

Modes are those of :mod:`companion.ui.state`. Key names are prompt-toolkit's
(``"c-c"``, ``"escape"``, ``"enter"``, ``"left"``); ``label`` is how help prints them.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.errors import ConfigError


@dataclass(frozen=True)
class KeyAction:
    """One bindable action: its ``name`` (the config key), default ``keys``, help text."""

    name: str
    keys: tuple[str, ...]
    label: str
    help: str


def _k(name: str, keys: str, help_text: str, label: str = "") -> KeyAction:
    ks = tuple(keys.split())
    return KeyAction(name, ks, label or " ".join(_pretty(k) for k in ks), help_text)


def _pretty(key: str) -> str:
    return {
        "enter": "Enter",
        "escape": "Esc",
        "tab": "Tab",
        "left": "←",
        "right": "→",
        "space": "Space",
        "c-c": "Ctrl-C",
    }.get(key, key)


_DIGITS = "1 2 3 4 5 6 7 8 9 0 - ="

#: Keys that work in every mode except text and the command line (design: "Anywhere
#: outside text mode").
ANYWHERE: tuple[KeyAction, ...] = (
    _k("command-line", ": /", "open the command line (every command, with Tab completion)"),
    _k("help", "?", "this help: the keys of the current screen"),
    _k("next-panel", "tab", "select the next panel (shown in full on a short screen)"),
    _k("quit", "q", "quit (asks first; the log is already saved)"),
    _k("push-to-talk", "m", "push-to-talk: start / stop recording (voice on, [stt] mode)"),
)

KEYMAP: dict[str, tuple[KeyAction, ...]] = {
    "table": (
        _k("describe", "enter a", "type an action for the acting character"),
        _k("next-character", "right ]", "next character acts"),
        _k("previous-character", "left [", "previous character acts"),
        _k("gm-action", "g", "GM action against the acting character (type what happens)"),
        _k("continuity", "v", "continuity violation by the acting character"),
        _k("plot", "p", "plot advancement overcomes a challenge (command line, prefilled)"),
        _k("challenge-add", "n", "new challenge (command line, prefilled)"),
        _k("deus", "D", "deus ex machina: vote, then invoke (after 30 minutes)"),
        _k("pause", "space", "pause / resume the room clock"),
        _k("turn", "T", "dungeon turn (wandering monsters)"),
        _k("search", "S", "the acting character searches (secret roll)"),
        _k("trap", "!", "trap trigger check (2-in-6)"),
        _k("rest", "R", "the party rests one turn"),
        _k("enter-room", "N", "enter the next room (after the Eye: the way out)"),
        _k("leave", "L", "after the Eye: leave toward the exit (asks first)"),
        _k("claim-eye", "E", "claim the Eye (asks first)"),
        _k("rocks-fall", "F", "rocks fall: the room becomes impossible (asks first)"),
        _k("end-game", "Z", "end the game (asks first)"),
        _k("override", "O", "override: the GM's final word (command line, prefilled)"),
        _k("secrets", "H", "show / hide the GM's secret room notes"),
        _k("undo", "u", "undo the last command (repeat for more)"),
    ),
    "text": (
        _k("submit", "enter", "submit the description"),
        _k("leave-text", "escape", "stop typing (back to the ruling or the table)"),
    ),
    "ruling": (
        _k("toggle-card", _DIGITS, "toggle a pool card (its key in the pool)", label="1-9 0 - ="),
        _k("toggle-background", "b", "background / approach bonus +1"),
        _k("toggle-equipment", "e", "equipment bonus +1"),
        _k("toggle-contradiction", "x", "contradiction penalty -2"),
        _k("cycle-clever", "c", "clever bonus 0 / +1 / +2"),
        _k("toggle-overwhelming", "o", "overwhelming success possible"),
        _k("next-target", "t", "next target challenge (then: no challenge applies)"),
        _k("extra-discard", "d", "choose the extra discard (then a card number)"),
        _k("undo", "u", "undo the last edit"),
        _k("confirm", "enter", "accept the ruling: go to the roll"),
        _k("add-text", "escape a", "add to the description (the advisor looks again)"),
        _k("withdraw", "w", "withdraw the action (nothing moves)"),
        _k("ignores-threat", "i", "the reaction ignores the GM's threat: partial failure"),
    ),
    "discard": (
        _k("discard-card", _DIGITS, "discard this pool card as the extra card", label="1-9 0 - ="),
        _k("no-discard", "d", "no extra discard"),
        _k("cancel", "escape", "back to the ruling"),
    ),
    "roll": (
        _k("roll", "r enter", "roll the die here"),
        _k("physical-die", "1 2 3 4 5 6", "enter the physical die rolled at the table", "1-6"),
        _k("undo", "u", "undo (back to the ruling)"),
        _k("back", "escape", "back to the ruling"),
    ),
    "command": (
        _k("run-command", "enter", "run the command"),
        _k("complete", "tab", "complete"),
        _k("close", "escape", "close the command line"),
    ),
    "ask": (
        _k("yes", "y", "yes"),
        _k("no", "n escape", "no"),
    ),
    "help": (_k("close-help", "escape ? q enter", "close this help"),),
    "secrets": (_k("hide-secrets", "H escape q enter", "hide the secret notes"),),
}

#: Modes where :data:`ANYWHERE` keys apply.
ANYWHERE_MODES = ("table", "ruling", "discard", "roll")


def action_names() -> set[str]:
    """Every remappable action name."""
    names = {a.name for a in ANYWHERE}
    for actions in KEYMAP.values():
        names.update(a.name for a in actions)
    return names


def remapped(actions: tuple[KeyAction, ...], keys: dict[str, str]) -> tuple[KeyAction, ...]:
    """``actions`` with the config's remaps applied (``{name: "key key2"}``).

    >>> remapped((_k("confirm", "enter", "accept"),), {"confirm": "c-m y"})[0].keys
    ('c-m', 'y')
    """
    out = []
    for a in actions:
        if a.name in keys:
            ks = tuple(keys[a.name].split())
            a = KeyAction(a.name, ks, " ".join(_pretty(k) for k in ks), a.help)
        out.append(a)
    return tuple(out)


def _action(mode: str, name: str, keys: dict[str, str] | None) -> KeyAction:
    for a in remapped((*KEYMAP[mode], *ANYWHERE), keys or {}):
        if a.name == name:
            return a
    raise KeyError(f"{mode}: {name}")


def key_names(mode: str, name: str, keys: dict[str, str] | None = None) -> tuple[str, ...]:
    """Every key bound to action ``name`` of ``mode``, as the screen prints them.

    >>> key_names("roll", "roll")
    ('r', 'Enter')
    """
    return tuple(_pretty(k) for k in _action(mode, name, keys).keys)


def short_label(mode: str, name: str, keys: dict[str, str] | None = None) -> str:
    """How the screen names action ``name`` of ``mode`` (or of :data:`ANYWHERE`) in a
    prompt, remaps applied: its first key, or its own label where it has one ("1-6").

    >>> short_label("roll", "roll"), short_label("roll", "physical-die")
    ('r', '1-6')
    >>> short_label("ruling", "confirm", {"confirm": "y enter"})
    'y'
    """
    a = _action(mode, name, keys)
    names = key_names(mode, name, keys)
    return a.label if a.label != " ".join(names) else names[0]


def check_remaps(keys: dict[str, str], path: str = "config.toml") -> None:
    """Raise :class:`ConfigError` (naming ``path``) for a remap naming no action."""
    unknown = sorted(set(keys) - action_names())
    if unknown:
        known = ", ".join(sorted(action_names()))
        raise ConfigError(path, f"ui.keys.{unknown[0]}", f"no such action; actions: {known}")


def help_lines(mode: str, keys: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """``(keys, what they do)`` rows of the key map for ``mode``, as the help screen shows it.

    >>> help_lines("roll")[0]
    ('r Enter', 'roll the die here')
    """
    keys = keys or {}
    rows = [(a.label, a.help) for a in remapped(KEYMAP[mode], keys)]
    if mode in ANYWHERE_MODES:
        rows += [(a.label, a.help) for a in remapped(ANYWHERE, keys)]
    return rows
