"""The key map of the live screen: ONE table that binds the keys, writes the ``?`` help and
the hint bar, and checks the config's remaps.

Typing is safe (design, "Key map"): on the table screen, where the next description is
expected, every printable key starts that description (the key is its first character), so
prose never reaches a command. The table's moves use keys prose cannot produce: Ctrl keys
(``^G`` GM action, nano's convention, shown in its ``^X`` notation), function keys, the
arrows, ``Tab``, and ``:``/``/``/``?``, which never begin a sentence. The rarer moves are in
the ``^X`` menu under their old letters. Where no description is expected (a ruling, the
roll, the extra discard) single letters toggle, as the design has it.

Each :class:`KeyAction` belongs to one group: a mode of :mod:`companion.ui.state`, or
``anywhere`` (every mode where nothing is typed: keys prose cannot produce), or ``letters``
(the same views by letter where no description is expected). The config's ``[ui] keys``
remaps any action by name (``{confirm = "c-m"}``); :func:`check_remaps` refuses an unknown
action, a key name prompt-toolkit does not know, a printable key for a table move, and a key
bound twice in one mode. Key names are prompt-toolkit's (``"c-g"``, ``"escape"``, ``"f2"``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from prompt_toolkit.keys import KEY_ALIASES, Keys

from companion.errors import ConfigError


@dataclass(frozen=True)
class KeyAction:
    """One bindable action: its ``name`` (the config key), ``keys``, how help prints them
    (``label``), what it does (``help``) and its word in the hint bar (``hint``, empty when
    the bar leaves it out)."""

    name: str
    keys: tuple[str, ...]
    label: str
    help: str
    hint: str = ""


_PRETTY = {
    "enter": "Enter",
    "escape": "Esc",
    "tab": "Tab",
    "left": "←",
    "right": "→",
    "up": "↑",
    "down": "↓",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "home": "Home",
    "end": "End",
    "space": "Space",
    "c-space": "^Space",
}


def pretty(key: str) -> str:
    """How the screen names a key: ``c-g`` is ``^G`` (nano's notation), ``f2`` ``F2``.

    >>> pretty("c-g"), pretty("f2"), pretty("escape"), pretty("x")
    ('^G', 'F2', 'Esc', 'x')
    """
    if key in _PRETTY:
        return _PRETTY[key]
    if key.startswith("c-") and len(key) == 3:
        return "^" + key[2].upper()
    if key[:1] == "f" and key[1:].isdigit():
        return key.upper()
    return key


def _k(name: str, keys: str, help_text: str, hint: str = "", label: str = "") -> KeyAction:
    ks = tuple(keys.split())
    return KeyAction(name, ks, label or " ".join(pretty(k) for k in ks), help_text, hint)


_DIGITS = "1 2 3 4 5 6 7 8 9 0 - ="

#: The one table, by group (a mode, ``anywhere`` or ``letters``).
KEYMAP: dict[str, tuple[KeyAction, ...]] = {
    "anywhere": (
        _k("help", "? f1", "this help (every key here)", "keys"),
        _k("command-line", ": /", "command line, Tab completes", "command"),
        _k("sheet", "f2", "acting character's sheet"),
        _k("cards", "f3", "card definitions, reasons"),
        _k("action", "f4", "the action in full"),
        _k("history", "c-l", "every message so far"),
        _k("secrets", "c-k", "GM's secret notes"),
        _k("next-panel", "tab", "show the next panel in full"),
        _k("quit", "c-q c-c", "quit (asks first)", "quit"),
        _k("push-to-talk", "c-space", "push-to-talk (voice)"),
        _k("voice-yes", "c-y", "yes to what voice asked"),
    ),
    "letters": (
        _k("sheet-letter", "s", "acting character's sheet", "sheet"),
        _k("cards-letter", "k", "card definitions, reasons", "cards"),
        _k("action-letter", "v", "the action in full"),
        _k("history-letter", "h", "every message so far"),
        _k("quit-letter", "q", "quit (asks first)"),
        _k("push-to-talk-letter", "m", "push-to-talk (voice)"),
    ),
    "table": (
        _k("describe", "enter", "describe the action", "a description", label="type, Enter"),
        _k("next-character", "right down", "next character acts", "who acts", label="→ ↓"),
        _k("previous-character", "left up", "previous character acts", label="← ↑"),
        _k("gm-action", "c-g", "GM action on the acting one", "GM action"),
        _k("challenge-add", "c-n", "new challenge", "new"),
        _k("enter-room", "c-r", "next room (after Eye: out)", "room"),
        _k("undo", "c-z", "undo (again: one more)", "undo"),
        _k("pause", "c-p", "pause / resume the clock"),
        _k("turn", "c-t", "dungeon turn"),
        _k("search", "c-f", "search (secret roll)"),
        _k("moves", "c-x", "more moves: ^X, a letter", "more"),
    ),
    "moves": (
        _k("continuity", "v", "continuity violation"),
        _k("plot", "p", "plot advancement"),
        _k("trap", "!", "trap check (2-in-6)"),
        _k("rest", "r", "the party rests one turn"),
        _k("deus", "d", "deus ex machina (30 min)"),
        _k("override", "o", "override: GM's final word"),
        _k("leave", "l", "leave toward exit (asks)"),
        _k("claim-eye", "e", "claim the Eye (asks)"),
        _k("rocks-fall", "f", "rocks fall (asks)"),
        _k("end-game", "z", "end the game (asks)"),
        _k("close-moves", "escape c-x", "close this menu", "close"),
    ),
    "text": (
        _k("submit", "enter", "submit (advisor suggests)", "submit"),
        _k("leave-text", "escape", "stop typing (line dropped)", "stop"),
    ),
    "ruling": (
        _k("confirm", "enter", "accept ruling, then roll", "accept"),
        _k("toggle-card", _DIGITS, "add / remove a pool card", "cards", "1-9 0 - ="),
        _k("toggle-background", "b", "background bonus +1"),
        _k("toggle-equipment", "e", "equipment bonus +1"),
        _k("toggle-contradiction", "x", "contradiction penalty -2"),
        _k("cycle-clever", "c", "clever bonus 0 / +1 / +2"),
        _k("toggle-overwhelming", "o", "overwhelming possible"),
        _k("next-target", "t", "next target (then: none)", "target"),
        _k("extra-discard", "d", "extra discard (+ a number)"),
        _k("undo", "u c-z", "undo the last edit", "undo"),
        _k("add-text", "escape a", "add words (advisor again)"),
        _k("withdraw", "w", "withdraw the action"),
        _k("ignores-threat", "i", "reaction ignores the threat"),
    ),
    "discard": (
        _k("discard-card", _DIGITS, "discard this pool card", "card", "1-9 0 - ="),
        _k("no-discard", "d", "no extra discard", "none"),
        _k("cancel", "escape", "back to the ruling", "back"),
    ),
    "roll": (
        _k("roll", "r enter", "roll the die here", "roll"),
        _k("physical-die", "1 2 3 4 5 6", "the table's physical die", "die", "1-6"),
        _k("undo", "u c-z", "undo (back to the ruling)", "undo"),
        _k("back", "escape", "back to the ruling"),
    ),
    "command": (
        _k("run-command", "enter", "run the command", "run"),
        _k("complete", "tab", "complete (again: next one)", "complete"),
        _k("close", "escape", "close the command line", "close"),
    ),
    "ask": (
        _k("yes", "y", "yes", "yes"),
        _k("no", "n escape", "no", "no"),
    ),
    "view": (
        _k("scroll-down", "down j", "scroll down", label="↓ j"),
        _k("scroll-up", "up k", "scroll up", label="↑ k"),
        _k("page-down", "pagedown space", "a page down", "scroll", label="PgDn Space"),
        _k("page-up", "pageup b", "a page up", label="PgUp b"),
        _k("top", "home g", "to the top"),
        _k("bottom", "end G", "to the end"),
        _k("close-view", "escape q enter", "close this page", "close"),
    ),
}

#: Modes where the ``anywhere`` keys work (nothing is being typed).
ANYWHERE_MODES = ("table", "ruling", "discard", "roll", "view")
#: Modes where the ``letters`` group works (no description is expected there).
LETTER_MODES = ("ruling", "discard", "roll")
#: Keys a table move may not take: typing them starts a description (``?``, ``:`` and
#: ``/`` never begin one, so they stay).
_TYPED_OK = set("?:/")


def groups_of(mode: str) -> tuple[str, ...]:
    """The groups of the key map that apply in ``mode``, most specific first.

    >>> groups_of("ruling")
    ('ruling', 'letters', 'anywhere')
    """
    out = [mode] if mode in KEYMAP else []
    if mode in LETTER_MODES:
        out.append("letters")
    if mode in ANYWHERE_MODES:
        out.append("anywhere")
    return tuple(out)


def action_names() -> set[str]:
    """Every remappable action name."""
    return {a.name for actions in KEYMAP.values() for a in actions}


def remapped(actions: tuple[KeyAction, ...], keys: dict[str, str]) -> tuple[KeyAction, ...]:
    """``actions`` with the config's remaps applied (``{name: "key key2"}``).

    >>> remapped((_k("confirm", "enter", "accept"),), {"confirm": "c-m y"})[0].keys
    ('c-m', 'y')
    """
    out = []
    for a in actions:
        if a.name in keys:
            ks = tuple(keys[a.name].split())
            a = KeyAction(a.name, ks, " ".join(pretty(k) for k in ks), a.help, a.hint)
        out.append(a)
    return tuple(out)


def actions_of(mode: str, keys: dict[str, str] | None = None) -> Iterator[KeyAction]:
    """Every action that works in ``mode``, remaps applied, most specific group first."""
    for group in groups_of(mode):
        yield from remapped(KEYMAP[group], keys or {})


def _action(mode: str, name: str, keys: dict[str, str] | None) -> KeyAction:
    for a in actions_of(mode, keys):
        if a.name == name:
            return a
    raise KeyError(f"{mode}: {name}")


def key_names(mode: str, name: str, keys: dict[str, str] | None = None) -> tuple[str, ...]:
    """Every key bound to action ``name`` in ``mode``, as the screen prints them.

    >>> key_names("roll", "roll")
    ('r', 'Enter')
    """
    return tuple(pretty(k) for k in _action(mode, name, keys).keys)


def short_label(mode: str, name: str, keys: dict[str, str] | None = None) -> str:
    """How the screen names action ``name`` of ``mode`` in a prompt, remaps applied: its
    first key, or its own label where it has one ("1-6").

    >>> short_label("roll", "roll"), short_label("roll", "physical-die")
    ('r', '1-6')
    >>> short_label("ruling", "confirm", {"confirm": "y enter"}), short_label("table", "gm-action")
    ('y', '^G')
    """
    a = _action(mode, name, keys)
    names = key_names(mode, name, keys)
    return a.label if a.label != " ".join(names) else names[0]


def help_lines(mode: str, keys: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """``(keys, what they do)`` rows of the key map for ``mode``, as the help screen shows
    them: every key that works there.

    >>> help_lines("roll")[0]
    ('r Enter', 'roll the die here')
    """
    return [(a.label, a.help) for a in actions_of(mode, keys)]


def hints(mode: str, keys: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """``(key, word)`` pairs of the hint bar for ``mode``, in the table's order.

    >>> hints("table")[:3]
    [('type', 'a description'), ('→', 'who acts'), ('^G', 'GM action')]
    """
    return [(a.label.split()[0].rstrip(","), a.hint) for a in actions_of(mode, keys) if a.hint]


def is_key_name(key: str) -> bool:
    """Whether prompt-toolkit knows the key name (a character, ``c-x``, ``f5``, ``escape``).

    >>> is_key_name("c-g"), is_key_name("space"), is_key_name("not-a-key")
    (True, True, False)
    """
    if len(key) == 1 or key in ("space", "c-space"):
        return True
    known = {k.value for k in Keys}
    return key in known or KEY_ALIASES.get(key, "") in known


def key_name_problem(value: str) -> str | None:
    """Why a remap's value is not a list of key names, or ``None``.

    >>> key_name_problem("c-g f5"), key_name_problem("not-a-key")
    (None, "'not-a-key' is not a key name (examples: y, enter, escape, tab, c-g, f2, left)")
    """
    if not value.split():
        return "no key given"
    for key in value.split():
        if not is_key_name(key):
            return f"{key!r} is not a key name (examples: y, enter, escape, tab, c-g, f2, left)"
    return None


def remap_problem(keys: dict[str, str]) -> tuple[str, str] | None:
    """The first problem of the ``[ui] keys`` remaps as ``(action, why)``, or ``None``.

    >>> remap_problem({"confirm": "not-a-key"})[1]
    "'not-a-key' is not a key name (examples: y, enter, escape, tab, c-g, f2, left)"
    >>> remap_problem({"gm-action": "g"})[1]
    "'g' would type into a description on the table screen; use a Ctrl or function key"
    >>> remap_problem({"confirm": "b"})
    ('confirm', "'b' is already toggle-background in ruling")
    """
    names = action_names()
    for name, value in keys.items():
        if name not in names:
            return name, "no such action; actions: " + ", ".join(sorted(names))
        problem = key_name_problem(value)
        if problem:
            return name, problem
    typed_groups = ("table", "anywhere", "moves")
    for group in typed_groups[:2]:
        for a in remapped(KEYMAP[group], keys):
            if a.name in keys:
                for key in a.keys:
                    if len(key) == 1 and key.isprintable() and key not in _TYPED_OK:
                        why = "would type into a description on the table screen"
                        return a.name, f"{key!r} {why}; use a Ctrl or function key"
    for mode in (*KEYMAP, *ANYWHERE_MODES):
        if mode in ("anywhere", "letters"):
            continue
        seen: dict[str, str] = {}
        for a in actions_of(mode, keys):
            for key in a.keys:
                if key in seen and seen[key] != a.name:
                    culprit = a.name if a.name in keys else seen[key]
                    other = seen[key] if culprit == a.name else a.name
                    return culprit, f"{key!r} is already {other} in {mode}"
                seen.setdefault(key, a.name)
    return None


def check_remaps(keys: dict[str, str], path: str = "config.toml") -> None:
    """Raise :class:`ConfigError` (naming ``path``) for a bad remap (:func:`remap_problem`)."""
    problem = remap_problem(keys)
    if problem is not None:
        raise ConfigError(path, f"ui.keys.{problem[0]}", problem[1])
