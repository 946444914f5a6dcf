"""Reading TOML files so that every error names the file, the line and the key.

Config, deck, table and player files all load through :func:`load_toml` and
report pydantic validation errors through :func:`locate_key`, so a user is told
``decks/mine.toml:42:cards.3.copies: must be 1 or 2`` and never sees a traceback.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from companion.errors import DataFileError

M = TypeVar("M", bound=BaseModel)

_SYNTAX_AT = re.compile(r"\(at line (\d+), column \d+\)")


def load_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file, turning a missing file or a syntax error into a
    :class:`DataFileError` that names the file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataFileError(str(path), "no such file") from None
    except OSError as exc:
        raise DataFileError(str(path), f"cannot read: {exc.strerror}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = _SYNTAX_AT.search(msg)
        line = int(m.group(1)) if m else None
        raise DataFileError(
            str(path), f"not valid TOML: {_SYNTAX_AT.sub('', msg).strip()}", line
        ) from None


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
        for n in range(start, len(lines)):
            if table_pat.match(lines[n]):
                found = n
                header = [*header, part]
                break
            if key_pat.match(lines[n]):
                found = n
                break
            if n > start and lines[n].lstrip().startswith("[") and best is not None:
                break
        if found is None:
            return best
        start, best = found + 1, found + 1
        i += 1
    return best


def validate_file(model: type[M], path: Path, data: dict[str, Any] | None = None) -> M:
    """Validate a TOML file into ``model``; the first error becomes a
    :class:`DataFileError` with file, line and dotted key."""
    if data is None:
        data = load_toml(path)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        line = locate_key(text, err["loc"])
        raise DataFileError(str(path), err["msg"], line, dotted(err["loc"])) from None
