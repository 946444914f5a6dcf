"""Reading TOML files so that every error names the file, the line and the key.

Config, deck, table and player files all load through :func:`load_toml` and
report pydantic validation errors through :func:`locate_key`, so a user is told
``decks/mine.toml:42:cards.3.copies: must be 1 or 2`` and never sees a traceback.
The bytes are read by :func:`companion.textfile.read_text` (missing, a folder,
unreadable, too big, not UTF-8: one line each, bad bytes with their line and key).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from companion.errors import DataFileError
from companion.textfile import MAX_NESTING, NotUtf8, nesting_line, read_text

M = TypeVar("M", bound=BaseModel)

_SYNTAX_AT = re.compile(r"\(at line (\d+), column \d+\)")
_HEADER = re.compile(r"^\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_ASSIGN = re.compile(r"^([A-Za-z0-9_.\"-]+?)\s*=")


def load_toml(path: Path, what: str = "file") -> dict[str, Any]:
    """Parse a TOML file, turning anything wrong with it (missing, unreadable, not UTF-8,
    nested absurdly deep, a syntax error) into a :class:`DataFileError` that names the
    file and line. ``what`` names the kind of file in messages ("deck file")."""
    return read_toml(path, what)[0]


def read_toml(path: Path, what: str = "file") -> tuple[dict[str, Any], str]:
    """:func:`load_toml`, and the file's text (to locate keys in)."""
    try:
        text = read_text(path, what)
    except NotUtf8 as exc:
        raise exc.with_key(key_at_line(_lossy(path), exc.line or 0)) from None
    return parse_toml(text, str(path)), text


def parse_toml(text: str, where: str) -> dict[str, Any]:
    """Parse TOML text read from ``where``; errors are :class:`DataFileError` with a line."""
    deep = nesting_line(text)
    if deep is not None:
        raise DataFileError(
            where, f"brackets nest more than {MAX_NESTING} deep: no file of this program does", deep
        )
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = _SYNTAX_AT.search(msg)
        line = int(m.group(1)) if m else None
        raise DataFileError(
            where, f"not valid TOML: {_SYNTAX_AT.sub('', msg).strip()}", line
        ) from None
    except RecursionError:
        raise DataFileError(where, "nested too deeply to read") from None


def _lossy(path: Path) -> str:
    """The file's text with bad bytes replaced (only to find a key by its line)."""
    try:
        return path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return ""


def key_at_line(text: str, line: int) -> str:
    """The dotted key whose value is on ``line`` (1-based) of TOML text: the last table
    header above it and the ``key =`` on the line or the nearest above it; "" when none.

    >>> key_at_line("[player]\\nid = 'ann'\\nname = 'Ann'\\n", 3)
    'player.name'
    >>> key_at_line("[[s]]\\nid = 1\\n[[s]]\\nname = '''Grignr\\nof Ecalpon'''\\n", 5)
    's.1.name'
    >>> key_at_line("# a comment\\n", 1)
    ''
    """
    key = ""
    above = text.splitlines()[: max(0, line)]
    for n in range(len(above) - 1, -1, -1):
        stripped = above[n].strip()
        header = _HEADER.match(stripped)
        if header:
            name = header.group(1).strip().strip('"')
            if stripped.startswith("[["):
                same = sum(1 for a in above[: n + 1] if a.strip() == stripped)
                name = f"{name}.{same - 1}"
            return ".".join(p for p in (name, key) if p)
        assign = _ASSIGN.match(stripped)
        if assign and not key:
            key = assign.group(1).strip().strip('"')
    return key


def dotted(loc: Sequence[int | str]) -> str:
    """A pydantic error location as a dotted key: ``("cards", 3, "copies") -> "cards.3.copies"``."""
    return ".".join(str(p) for p in loc)


def locate_key(text: str, loc: Sequence[int | str]) -> int | None:
    """Best-effort 1-based line of a key path in TOML text.

    Handles ``[table]`` headers, ``[[array]]`` entries (integer path parts count
    them) and ``key = value`` lines. Returns the deepest line found, or None.

    >>> locate_key("[ollama]\\nhost = 1\\n", ["ollama", "host"])
    2
    >>> locate_key("[[cards]]\\nid='a'\\n[[cards]]\\nid='b'\\ncopies=3\\n", ["cards", 1, "copies"])
    5
    >>> locate_key("name = 'x'\\n[[players]]\\nid = 'ann'\\n", ["id"]) is None  # not a top-level id
    True
    """
    lines = text.splitlines()
    start, best = 0, None
    header: list[str] = []
    i = 0
    parts = list(loc)
    while i < len(parts):
        part = parts[i]
        if isinstance(part, int):
            i += 1
            continue
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        found = None
        if isinstance(nxt, int):
            name = ".".join([*header, part])
            pat = re.compile(rf"^\s*\[\[\s*{re.escape(name)}\s*\]\]")
            seen = -1
            for n in range(start, len(lines)):
                if pat.match(lines[n]):
                    seen += 1
                    if seen == nxt:
                        found = n
                        break
            if found is not None:
                header = [*header, part]
                start, best = found + 1, found + 1
                i += 2
                continue
        name = ".".join([*header, part])
        table_pat = re.compile(rf"^\s*\[\s*{re.escape(name)}\s*\]")
        key_pat = re.compile(rf"^\s*\"?{re.escape(str(part))}\"?\s*=")
        keys_here = True  # a key of this table, until another table's header
        for n in range(start, len(lines)):
            if table_pat.match(lines[n]):
                found = n
                header = [*header, part]
                break
            if keys_here and key_pat.match(lines[n]):
                found = n
                break
            if lines[n].lstrip().startswith("["):
                if best is not None and n > start:
                    break
                keys_here = False
        if found is None:
            return best
        start, best = found + 1, found + 1
        i += 1
    return best


def plain_message(msg: str) -> str:
    """A pydantic error message without the "Value error, " it puts before our own.

    >>> plain_message("Value error, the definition must be one sentence")
    'the definition must be one sentence'
    """
    return msg.removeprefix("Value error, ")


class FieldError(ValueError):
    """A model validator's error about one place in the file: ``loc`` is its path inside
    the model (``("cards", 3, "id")``), so the message names that key and its line."""

    def __init__(self, message: str, *loc: int | str) -> None:
        super().__init__(message)
        self.loc = loc


def validate_file(
    model: type[M],
    path: Path,
    data: dict[str, Any] | None = None,
    what: str = "file",
    text: str = "",
) -> M:
    """Validate a TOML file into ``model`` (``data``: already read, with its ``text``);
    the first error becomes a :class:`DataFileError` with file, line and dotted key."""
    if data is None:
        data, text = read_toml(path, what)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        cause = err.get("ctx", {}).get("error")
        loc = (*err["loc"], *(cause.loc if isinstance(cause, FieldError) else ()))
        why = str(cause) if isinstance(cause, FieldError) else plain_message(err["msg"])
        line = locate_key(text or _lossy(path), loc)
        raise DataFileError(str(path), why, line, dotted(loc)) from None
