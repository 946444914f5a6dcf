"""The command language: one line of text per command, parsed here and only here.

Keys in the UI, the GM's voice control phrases and script files all produce these lines;
:func:`format_command` prints a :class:`Command` back as a line that parses to the same command.
Every verb and option, with what it does, is in ``docs/commands.md`` (a test keeps the two
together).

Grammar (``NAME`` and ``TEXT`` may be quoted with ``"..."``; ``CARD`` is a card id)::

    room enter N [--absent PLAYER]... [--cards CARD,CARD,...]
    challenge add NAME RATING [--deadly] [--secret]
    act CHARACTER TEXT [--source voice|text|script] [--audio FILE]
                       [--speech-start T] [--speech-end T] [--transcript-at T]
                       [--confidence X] [--stt-backend NAME] [--stt-model NAME]
                       [--compute-ms MS]
    gm-action CHARACTER TEXT
    suggest JSON [--apply]             the advisor's suggestion (Session.record_suggestion);
                                       --apply also sets the ruling to what it proposes
    card add|drop CARD
    bonus background|equipment|contradiction on|off
    bonus clever 0|1|2
    declare CARD|background|equipment|clever on|off
    target NAME | target none
    overwhelming on|off
    ignores-threat on|off
    discard CARD | discard none
    confirm | cancel
    roll [D [D2]]                      physical dice when given
    deal CARD...                       cards dealt by hand from a physical deck
    undo [N]
    override FIELD ARG... --reason TEXT
    active CHARACTER | continuity CHARACTER | stuck CHARACTER | plot NAME
    deus vote yes|no | deus
    leave [--absent PLAYER]... [--cards CARD,...]
    pause | resume | rocks-fall | claim-eye | end
    turn | search CHARACTER [AREA] [--trap] | trap | rest
    reopen                             the program opened the log again (--resume): the
                                       time since the last event was a break

``act``'s options are the speech-to-text facts of a spoken action: ``T`` are seconds since
the epoch, ``X`` a confidence from 0 to 1, ``MS`` milliseconds of compute (all plain decimal
numbers, finite; times and milliseconds not negative). ``TEXT`` of ``act`` and ``gm-action``
holds at most :data:`MAX_DESCRIPTION` characters.

Quoting (:func:`quote`): a word of letters, digits and ``_.,+:/=@-`` that does not start with
``--`` stands bare; any other is written in double quotes, a backslash before each ``"`` and
``\\`` inside. Outside quotes a backslash keeps the next character as it is. A quoted word is
always an argument, never an option: ``act Olo "--source"`` describes saying "--source".
Parsing takes time linear in the line's length.

Override fields: ``outcome OUTCOME``, ``rating NAME N``, ``overcome NAME yes|no``,
``deadly NAME yes|no``, ``successes NAME CHARACTER N``, ``failures NAME CHARACTER N``,
``barred NAME CHARACTER yes|no``, ``status CHARACTER ok|dead|stuck``,
``party CHARACTER in|out``, ``grace N``, ``elapsed SECONDS``, ``turns-since-rest N``.

>>> c = parse_command('challenge add "Ghoul pack" 6 --deadly')
>>> c.verb, c.args, c.flag("deadly")
('challenge', ('add', 'Ghoul pack', '6'), True)
>>> format_command(c)
'challenge add "Ghoul pack" 6 --deadly'
>>> format_command(parse_command("roll 6 6"))
'roll 6 6'
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.errors import CommandSyntaxError

Verb = Literal[
    "room",
    "challenge",
    "act",
    "gm-action",
    "suggest",
    "card",
    "bonus",
    "declare",
    "target",
    "overwhelming",
    "ignores-threat",
    "discard",
    "confirm",
    "cancel",
    "roll",
    "deal",
    "undo",
    "override",
    "active",
    "continuity",
    "stuck",
    "plot",
    "deus",
    "pause",
    "resume",
    "rocks-fall",
    "claim-eye",
    "leave",
    "end",
    "turn",
    "search",
    "trap",
    "rest",
    "reopen",
]


class Command(BaseModel):
    """One parsed command: ``verb``, positional ``args`` (normalised text), ``options``
    (``(name, value)`` pairs in grammar order; a flag's value is ``""``) and ``at`` (seconds
    since the epoch, supplied by the caller; ``None`` = the session's latest time)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    verb: Verb
    args: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    at: float | None = None

    def flag(self, name: str) -> bool:
        """Whether flag ``--name`` was given."""
        return any(k == name for k, _ in self.options)

    def option(self, name: str) -> str | None:
        """The value of ``--name`` (the last one if repeated), or ``None``."""
        found = [v for k, v in self.options if k == name]
        return found[-1] if found else None

    def option_all(self, name: str) -> tuple[str, ...]:
        """Every value of a repeatable option."""
        return tuple(v for k, v in self.options if k == name)

    def __str__(self) -> str:
        return format_command(self)


_ON_OFF = ("on", "off")
_YES_NO = ("yes", "no")
_CLEVER = {"0": "0", "1": "1", "2": "2", "+1": "1", "+2": "2"}
_BARE = re.compile(r"[A-Za-z0-9_.,+:/=@-]+")

#: Options each verb accepts: name -> "flag" | "value" | "multi".
_OPTIONS: dict[str, dict[str, str]] = {
    "room": {"absent": "multi", "cards": "value"},
    "leave": {"absent": "multi", "cards": "value"},
    "challenge": {"deadly": "flag", "secret": "flag"},
    "act": {
        "source": "value",
        "audio": "value",
        "speech-start": "value",
        "speech-end": "value",
        "transcript-at": "value",
        "confidence": "value",
        "stt-backend": "value",
        "stt-model": "value",
        "compute-ms": "value",
    },
    "override": {"reason": "value"},
    "search": {"trap": "flag"},
    "suggest": {"apply": "flag"},
}


#: The most characters a description (``act``'s or ``gm-action``'s TEXT) may hold: a spoken
#: or typed action is a few sentences; a longer one is a paste gone wrong.
MAX_DESCRIPTION = 2000

_SOURCES = ("voice", "text", "script")
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def _number(name: str, text: str, low: float, high: float = math.inf) -> str:
    if not _NUMBER.fullmatch(text) or not low <= float(text) <= high or math.isinf(float(text)):
        span = f"from {low:g} to {high:g}" if high < math.inf else f"at least {low:g}"
        raise CommandSyntaxError(f"--{name} takes a decimal number {span}, not {_clip(text)}")
    return text


def _name(name: str, text: str) -> str:
    if not text.strip():
        raise CommandSyntaxError(f"--{name} needs a non-empty value")
    return text


#: How each option's value is checked (and kept as written, so it pastes back unchanged).
_OPTION_CHECKS: dict[str, Callable[[str, str], str]] = {
    "speech-start": lambda n, t: _number(n, t, 0),
    "speech-end": lambda n, t: _number(n, t, 0),
    "transcript-at": lambda n, t: _number(n, t, 0),
    "confidence": lambda n, t: _number(n, t, 0, 1),
    "compute-ms": lambda n, t: _number(n, t, 0),
    "source": lambda n, t: _choice(t, _SOURCES, "act", "... --source voice|text|script"),
    "audio": _name,
    "stt-backend": _name,
    "stt-model": _name,
}


def _check_option(name: str, text: str) -> str:
    check = _OPTION_CHECKS.get(name)
    return check(name, text) if check else text


def _fail(verb: str, usage: str, why: str = "") -> CommandSyntaxError:
    return CommandSyntaxError(f"{why + ': ' if why else ''}expected `{verb} {usage}`".strip())


def _int(text: str, verb: str, usage: str, low: int | None = None, high: int | None = None) -> str:
    if not re.fullmatch(r"[+-]?\d+", text):
        raise _fail(verb, usage, f"{text!r} is not a whole number")
    value = int(text)
    if (low is not None and value < low) or (high is not None and value > high):
        raise _fail(verb, usage, f"{value} is out of range")
    return str(value)


def _choice(text: str, choices: tuple[str, ...], verb: str, usage: str) -> str:
    low = text.lower()
    if low not in choices:
        raise _fail(verb, usage, f"{text!r} is not one of {'|'.join(choices)}")
    return low


def _n(args: list[str], n: int, verb: str, usage: str) -> None:
    if len(args) != n:
        raise _fail(verb, usage)


def _room(a: list[str]) -> list[str]:
    u = "enter N [--absent PLAYER]... [--cards CARD,...]"
    _n(a, 2, "room", u)
    return [_choice(a[0], ("enter",), "room", u), _int(a[1], "room", u, 1)]


def _challenge(a: list[str]) -> list[str]:
    """``challenge add NAME RATING``; ``NAME`` is not empty nor only spaces. Reading: the
    GM decides "which challenge to apply the action to" and the table names it (``target
    NAME``), so a challenge without a name cannot be ruled on or shown."""
    u = 'add "NAME" RATING [--deadly] [--secret]'
    _n(a, 3, "challenge", u)
    if not a[1].strip():
        why = 'a challenge needs a name (type what the party faces, e.g. "Ghoul pack")'
        raise _fail("challenge", u, why)
    return [_choice(a[0], ("add",), "challenge", u), a[1], _int(a[2], "challenge", u, 1, 30)]


def _char_text(verb: str) -> Callable[[list[str]], list[str]]:
    def parse(a: list[str]) -> list[str]:
        _n(a, 2, verb, 'CHARACTER "TEXT"')
        if len(a[1]) > MAX_DESCRIPTION:
            raise CommandSyntaxError(
                f"a description holds at most {MAX_DESCRIPTION:,} characters, this one "
                f"{len(a[1]):,}: shorten it to the action itself"
            )
        return a

    return parse


def _one(verb: str, usage: str) -> Callable[[list[str]], list[str]]:
    def parse(a: list[str]) -> list[str]:
        _n(a, 1, verb, usage)
        return a

    return parse


def _none(verb: str) -> Callable[[list[str]], list[str]]:
    def parse(a: list[str]) -> list[str]:
        _n(a, 0, verb, "")
        return a

    return parse


def _toggle(verb: str) -> Callable[[list[str]], list[str]]:
    def parse(a: list[str]) -> list[str]:
        _n(a, 1, verb, "on|off")
        return [_choice(a[0], _ON_OFF, verb, "on|off")]

    return parse


def _card(a: list[str]) -> list[str]:
    u = "add|drop CARD"
    _n(a, 2, "card", u)
    return [_choice(a[0], ("add", "drop"), "card", u), a[1]]


def _bonus(a: list[str]) -> list[str]:
    u = "background|equipment|contradiction on|off | bonus clever 0|1|2"
    _n(a, 2, "bonus", u)
    kind = _choice(a[0], ("background", "equipment", "contradiction", "clever"), "bonus", u)
    if kind == "clever":
        if a[1] not in _CLEVER:
            raise _fail("bonus", u, f"clever is 0, 1 or 2, not {a[1]!r}")
        return [kind, _CLEVER[a[1]]]
    return [kind, _choice(a[1], _ON_OFF, "bonus", u)]


def _declare(a: list[str]) -> list[str]:
    _n(a, 2, "declare", "CARD|background|equipment|clever on|off")
    return [a[0], _choice(a[1], _ON_OFF, "declare", "KEY on|off")]


def _roll(a: list[str]) -> list[str]:
    if len(a) > 2:
        raise _fail("roll", "[D [D2]]")
    return [_int(x, "roll", "[D [D2]]", 1, 6) for x in a]


def _deal(a: list[str]) -> list[str]:
    if not a:
        raise _fail("deal", "CARD...")
    return a


def _undo(a: list[str]) -> list[str]:
    if len(a) > 1:
        raise _fail("undo", "[N]")
    return [_int(x, "undo", "[N]", 1) for x in a]


def _override(a: list[str]) -> list[str]:
    if not a:
        raise _fail("override", 'FIELD ARG... --reason "TEXT"')
    return [a[0].lower(), *a[1:]]


def _deus(a: list[str]) -> list[str]:
    u = "vote yes|no | deus"
    if not a:
        return a
    _n(a, 2, "deus", u)
    return [_choice(a[0], ("vote",), "deus", u), _choice(a[1], _YES_NO, "deus", u)]


def _search(a: list[str]) -> list[str]:
    if len(a) not in (1, 2):
        raise _fail("search", "CHARACTER [AREA]")
    return a


_PARSERS: dict[str, Callable[[list[str]], list[str]]] = {
    "room": _room,
    "challenge": _challenge,
    "act": _char_text("act"),
    "gm-action": _char_text("gm-action"),
    "suggest": _one("suggest", "JSON"),
    "card": _card,
    "bonus": _bonus,
    "declare": _declare,
    "target": _one("target", '"NAME" | none'),
    "overwhelming": _toggle("overwhelming"),
    "ignores-threat": _toggle("ignores-threat"),
    "discard": _one("discard", "CARD | none"),
    "confirm": _none("confirm"),
    "cancel": _none("cancel"),
    "roll": _roll,
    "deal": _deal,
    "undo": _undo,
    "override": _override,
    "active": _one("active", "CHARACTER"),
    "continuity": _one("continuity", "CHARACTER"),
    "stuck": _one("stuck", "CHARACTER"),
    "plot": _one("plot", '"NAME"'),
    "deus": _deus,
    "pause": _none("pause"),
    "resume": _none("resume"),
    "rocks-fall": _none("rocks-fall"),
    "claim-eye": _none("claim-eye"),
    "leave": _none("leave"),
    "end": _none("end"),
    "turn": _none("turn"),
    "search": _search,
    "trap": _none("trap"),
    "rest": _none("rest"),
    "reopen": _none("reopen"),
}

#: Typographic quotes (what phones and word processors type) read as plain ones, unless a
#: backslash escapes them (as :func:`quote` writes one that belongs to the text).
_QUOTES = {"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"}
_MARKS = re.compile("([\u201c\u201d\u2018\u2019])")

#: One piece of a word: a quoted run, a backslash-escaped character, or plain characters.
#: Each alternative consumes at least one character without backtracking, so a scan is linear.
_PIECE = re.compile(r'"([^"\\]*+(?:\\.[^"\\]*+)*+)"|\\(.)|([^\s"\\]++)|(\s++)|(["\\])', re.DOTALL)
#: An escape inside quotes: of ``"``, a backslash or a typographic quote (re.split keeps the
#: escaped character).
_IN_QUOTES = re.compile(r'\\(["\\\u201c\u201d\u2018\u2019])')


class _Word:
    """A word of a command line and whether any part of it was quoted."""

    __slots__ = ("quoted", "text")

    def __init__(self, text: str, quoted: bool) -> None:
        self.text, self.quoted = text, quoted


def _split(text: str) -> list[_Word]:
    """The words of a command line, in one left-to-right scan (no backtracking).

    Inside ``"..."`` a backslash escapes only ``"`` and itself (other backslashes stay);
    outside, a backslash keeps the next character; adjacent pieces join into one word.
    """
    words: list[_Word] = []
    pieces: list[str] = []
    quoted = started = False
    text = _plain_quotes(text)
    for m in _PIECE.finditer(text):
        inside, escaped, plain, space, stray = m.groups()
        if space is not None:
            if started:
                words.append(_Word("".join(pieces), quoted))
            pieces, quoted, started = [], False, False
            continue
        if stray is not None:
            if stray == '"':
                raise CommandSyntaxError(f"unbalanced quotes in {_clip(text)}")
            raise CommandSyntaxError(f"a backslash ends {_clip(text)}: nothing to escape")
        started = True
        if inside is not None:
            quoted = True
            pieces.append("".join(_IN_QUOTES.split(inside)) if "\\" in inside else inside)
        else:
            pieces.append(escaped if escaped is not None else plain)
    if started:
        words.append(_Word("".join(pieces), quoted))
    return words


def _plain_quotes(text: str) -> str:
    """Typographic quotes as plain ones, but for those an odd run of backslashes escapes
    (each run is counted once, so the scan stays linear)."""
    out: list[str] = []
    last = 0
    for m in _MARKS.finditer(text):
        start = m.start()
        run = start
        while run > last and text[run - 1] == "\\":
            run -= 1
        if (start - run) % 2 == 0:
            out += (text[last:start], _QUOTES[m.group(1)])
            last = start + 1
    return "".join(out) + text[last:] if out else text


def _clip(text: str, limit: int = 80) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def parse_command(text: str, *, at: float | None = None) -> Command:
    """Parse one command line. Raises :class:`CommandSyntaxError` naming the expected form."""
    words = _split(text)
    if not words:
        raise CommandSyntaxError("empty command")
    verb = words[0].text.lower()
    if verb not in _PARSERS:
        known = ", ".join(_PARSERS)
        raise CommandSyntaxError(f"unknown command {_clip(words[0].text)}; known: {known}")
    allowed = _OPTIONS.get(verb, {})
    args: list[str] = []
    options: list[tuple[str, str]] = []
    i = 1
    while i < len(words):
        word = words[i]
        tok = word.text
        kind = allowed.get(tok[2:]) if tok.startswith("--") and not word.quoted else None
        if kind is not None:
            name = tok[2:]
            if kind == "flag":
                options.append((name, ""))
            else:
                if i + 1 >= len(words):
                    raise CommandSyntaxError(f"--{name} needs a value")
                i += 1
                options.append((name, _check_option(name, words[i].text)))
        else:
            args.append(tok)
        i += 1
    parsed = _PARSERS[verb](args)
    if verb == "override" and not any(k == "reason" for k, _ in options):
        raise CommandSyntaxError('override needs a reason: `override ... --reason "why"`')
    order = list(allowed)
    options.sort(key=lambda kv: order.index(kv[0]))
    return Command.model_validate(
        {"verb": verb, "args": tuple(parsed), "options": tuple(options), "at": at}
    )


def quote(text: str) -> str:
    """A word as the command language writes it: bare when it is letters, digits and
    ``_.,+:/=@-`` and does not start with ``--`` (which would read as an option), else in
    double quotes with ``"``, backslash and the typographic quotes escaped (so that they
    stay as they are: unescaped, the parser reads them as plain quotes). :func:`parse_command`
    reads it back as the one word ``text``.

    >>> quote("Olo"), quote("Ghoul pack"), quote("--deadly"), quote(""), quote('say "hi"')
    ('Olo', '"Ghoul pack"', '"--deadly"', '""', '"say \\\\"hi\\\\""')
    >>> parse_command("act " + quote("\u2018") + " " + quote("it\u2019s")).args
    ('\u2018', 'it\u2019s')
    """
    if text and _BARE.fullmatch(text) and not text.startswith("--"):
        return text
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + _MARKS.sub(r"\\\1", escaped) + '"'


def format_command(command: Command) -> str:
    """The command as a line that :func:`parse_command` reads back to an equal command
    (``at`` is not part of the line)."""
    parts = [command.verb, *(quote(a) for a in command.args)]
    for name, value in command.options:
        parts.append(f"--{name}")
        if value or _OPTIONS.get(command.verb, {}).get(name) != "flag":
            parts.append(quote(value))
    return " ".join(parts)
