"""The scripted runner: plays a command script through a session with no screen.

A script is the command language, one command per line (``engine.commands``), plus:

- ``# comment`` lines and blank lines, ignored;
- ``@start=EPOCH`` (once, before any command): the script's clock starts at this many seconds
  since the epoch (default 0);
- ``@t=SECONDS command`` runs ``command`` at ``start + SECONDS``; a line without ``@t=`` keeps
  the previous time. A script with no ``@t=`` at all runs on the wall clock instead;
- its own set-up, each at most once and before any command, so that
  ``companion play --script F --headless`` needs nothing else: ``@table=FILE`` (a table file),
  ``@deck=FILE`` (a deck file, TOML, or a deck list, JSON: :func:`load_deck_arg`) and
  ``@seed=N``. Paths are relative to the script's folder; ``--table``, ``--deck`` and
  ``--seed`` on the command line override them.

:func:`run_lines` applies the lines through a :class:`companion.session.SessionService` (which
logs every event as it happens) and prints each command's events as rulings
(:func:`companion.narration.line`). A bad line stops the run with ``file:line: why``
(:class:`DataFileError`); lines that were heard rather than written are reported and skipped.

>>> s = parse_script("@seed=7\\n@table=t.toml\\nroom enter 1\\n", "games/a.txt")
>>> s.seed, s.table.as_posix(), s.deck, [line.text for line in s.lines]
(7, 'games/t.toml', None, ['room enter 1'])
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.deck import Deck, deck_from
from companion.errors import DataFileError
from companion.narration import line as line_of
from companion.safetext import clean
from companion.session import SessionService
from companion.textfile import nesting_line, read_text
from companion.tomlfile import dotted
from engine import DeckList, RulesConfig, Table
from engine.state import GameState

_TIME = re.compile(r"^@t=(?P<t>\d+(?:\.\d+)?)\s+(?P<rest>.*)$")
_START = re.compile(r"^@start=(?P<t>\d+(?:\.\d+)?)\s*$")
_SETUP = re.compile(r"^@(?P<key>table|deck|seed)=(?P<value>.*?)\s*$")


class ScriptLine(BaseModel):
    """One command of a script: its 1-based ``line``, its time (``None`` = wall clock)."""

    model_config = ConfigDict(frozen=True)

    line: int
    at: float | None
    text: str


class Script(BaseModel):
    """A parsed script: ``start_at`` is ``None`` when it runs on the wall clock; ``table``,
    ``deck`` and ``seed`` are its own set-up (``None`` when it names none)."""

    model_config = ConfigDict(frozen=True)

    start_at: float | None
    lines: tuple[ScriptLine, ...]
    table: Path | None = None
    deck: Path | None = None
    seed: int | None = None


def _setup(key: str, value: str, where: Path, path: str, number: int) -> Path | int:
    """The value of an ``@table=``, ``@deck=`` or ``@seed=`` directive."""
    if not value:
        raise DataFileError(path, f"@{key}= needs a value", number)
    if key != "seed":
        return where / value
    if not value.isdigit():
        raise DataFileError(path, f"@seed= takes a whole number, not {value!r}", number)
    return int(value)


def parse_script(text: str, path: str = "<script>") -> Script:
    """The commands of a script with their times and set-up (command syntax is checked when
    each runs); set-up paths are taken relative to ``path``'s folder."""
    raw = text.splitlines()
    timed = any(_TIME.match(line.strip()) for line in raw)
    start, now = 0.0, 0.0
    out: list[ScriptLine] = []
    setup: dict[str, Path | int] = {}
    for number, line in enumerate(raw, start=1):
        body = line.strip()
        if not body or body.startswith("#"):
            continue
        d = _SETUP.match(body)
        if d:
            key = d["key"]
            if out or key in setup:
                why = "must come before the first command" if out else "is given twice"
                raise DataFileError(path, f"@{key}= {why}", number)
            setup[key] = _setup(key, d["value"], Path(path).parent, path, number)
            continue
        m = _START.match(body)
        if m:
            if out:
                raise DataFileError(path, "@start= must come before the first command", number)
            start = now = float(m["t"])
            continue
        t = _TIME.match(body)
        if t:
            now = start + float(t["t"])
            body = t["rest"].strip()
        elif body.startswith("@"):
            raise DataFileError(path, f"unknown directive {body.split()[0]!r}", number)
        out.append(ScriptLine(line=number, at=now if timed else None, text=body))
    return Script(start_at=start if timed else None, lines=tuple(out), **setup)


def run_lines(
    service: SessionService,
    lines: Iterable[ScriptLine],
    *,
    path: str = "<script>",
    echo: Callable[[str], None] = print,
    after_each: Callable[[GameState], None] | None = None,
    skip_errors: bool = False,
) -> int:
    """Apply each line through ``service`` (which logs its events); print its rulings.

    A line the engine refuses stops the run with :class:`DataFileError` naming the line,
    or, with ``skip_errors`` (what is heard: a mis-heard control phrase must not end a voice
    session), is reported as ``PATH:LINE: why (skipped)`` and passed over. ``after_each``
    is called with the state after each applied line (the players' view, ``--table-view``:
    see :func:`companion.tableview.launch.script_hook`). Returns how many lines were skipped.
    """
    skipped = 0
    for line in lines:
        try:
            events = service.apply(line.text, at=line.at)
        except ValueError as exc:
            if not skip_errors:
                raise DataFileError(path, f"{line.text}: {exc}", line.line) from exc
            echo(clean(f"{path}:{line.line}: {line.text}: {exc} (skipped)", one_line=True))
            skipped += 1
            continue
        for event in events:
            said = line_of(event)
            if said:
                echo(clean(f"{line.line}: {said}", one_line=True))
        if after_each is not None:
            after_each(service.state)
    return skipped


def read_script(script: Path) -> Script:
    """Read and parse a script file; an unreadable file is a :class:`DataFileError`."""
    return parse_script(read_text(script, "script"), str(script))


def load_deck_arg(path: Path | None) -> tuple[Deck | None, DeckList]:
    """``--deck F`` or ``@deck=F`` for the runner: a deck file (TOML, the cards with their
    names and cues) or a deck list (JSON, an :class:`engine.DeckList`: the physical cards by
    id, all the engine needs to deal, as in a log's header). ``None`` is the standard deck.

    Returns the deck file (``None`` for a bare list: the players' view and voice then name
    cards by id) and the list the session is played with.
    """
    if path is None or path.suffix.lower() != ".json":
        deck = deck_from(path)
        return deck, deck.deck_list()
    text = read_text(path, "deck list")
    deep = nesting_line(text, toml=False)
    if deep is not None:
        raise DataFileError(str(path), "brackets nest too deep for a deck list", deep)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataFileError(str(path), f"not JSON: {exc.msg}", exc.lineno) from None
    try:
        return None, DeckList.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise DataFileError(str(path), err["msg"], key=dotted(err["loc"])) from None


def play_file(
    script: Path,
    table: Table,
    deck: DeckList,
    seed: int,
    log_path: Path | None = None,
    echo: Callable[[str], None] = print,
    app_version: str = "",
    rules: RulesConfig | None = None,
) -> SessionService:
    """Play a script file on ``table``, ``deck`` and ``seed`` given here (the script's own
    ``@table=``, ``@deck=`` and ``@seed=`` are not read), logging to ``log_path``."""
    parsed = read_script(script)
    service = SessionService.new(
        table,
        deck,
        seed,
        log_path,
        rules=rules,
        start_at=parsed.start_at,
        app_version=app_version,
    )
    try:
        run_lines(service, parsed.lines, path=str(script), echo=echo)
    finally:
        service.close()
    return service
