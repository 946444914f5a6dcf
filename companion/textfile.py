"""Reading a user's text file so that whatever is wrong with it is one line naming it.

Every file a user hands the program (config, deck, table and player files, scripts,
draft scripts, deck lists) is read through :func:`read_text`: a missing file, a
folder, a file that cannot be read (permissions), one far too big to be what it
claims, or bytes that are not UTF-8 each raise :class:`~companion.errors.DataFileError`
with the file, the line (for bad bytes: the line and column of the first one) and what
to do. A UTF-8 byte-order mark (Windows Notepad writes one) is dropped; Windows line
ends are left to the parsers, which accept them.

:func:`nesting_line` finds where brackets nest deeper than any real file needs, so a
file nested 100,000 deep is an error with its line instead of the parser's
``RecursionError``.

>>> nesting_line("a = [[1], {b = 2}]\\n", 8) is None
True
>>> nesting_line("ok = 1\\nx = " + "[" * 9 + "]" * 9 + "\\n", 8)
2
>>> nesting_line('s = "[[[[[[[[[["  # [[[[[[[[[[\\n', 8) is None
True
"""

from __future__ import annotations

from pathlib import Path

from companion.errors import DataFileError

#: A file larger than this is refused unread (bytes): decks, tables, configs and scripts
#: are a few kilobytes; this is a wrong file, not a big game.
MAX_BYTES = 16 * 1024 * 1024

#: Brackets nested deeper than this are refused (a real file nests three or four deep).
MAX_NESTING = 64

_BOM = "\ufeff"


def read_text(path: Path, what: str = "file", max_bytes: int = MAX_BYTES) -> str:
    """The text of ``path`` as UTF-8 (a leading byte-order mark dropped). ``what`` names the
    kind of file in messages ("deck file", "script")."""
    where = str(path)
    if path.is_dir():
        raise DataFileError(where, f"is a folder: give the {what} itself")
    try:
        with path.open("rb") as fp:  # a pipe (--script /dev/stdin) is read like a file
            data = fp.read(max_bytes + 1)  # and /dev/zero stops at the limit
        if len(data) > max_bytes:
            size = max(path.stat().st_size, len(data))
            raise DataFileError(
                where,
                f"is {'over ' if size == len(data) else ''}{size / 1e6:.1f} MB; a {what} is a "
                f"few kilobytes (over {max_bytes // 1_000_000} MB is refused): is this the "
                "right file?",
            )
    except FileNotFoundError:
        raise DataFileError(where, f"no such {what}") from None
    except PermissionError:
        raise DataFileError(
            where, f"cannot read the {what}: permission denied (check its permissions)"
        ) from None
    except OSError as exc:
        raise DataFileError(where, f"cannot read the {what}: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise NotUtf8(where, line, column, data[exc.start], what) from None
    return text[1:] if text.startswith(_BOM) else text


def check_log_path(path: Path) -> None:
    """A session log's path before it is read (``replay``, ``review``, ``export``): a
    folder, or nothing there, is a :class:`DataFileError` saying what to give instead."""
    if path.is_dir():
        raise DataFileError(str(path), "is a folder: give the session log (the .jsonl)")
    if not path.exists():
        why = "a broken link" if path.is_symlink() else "no such session log"
        raise DataFileError(str(path), f"{why} (give the .jsonl from `play --log`)")


class NotUtf8(DataFileError):
    """A file whose bytes are not UTF-8; ``line`` and ``column`` (1-based) of the first
    bad byte. A parser that knows the file's keys may name the key (:meth:`with_key`)."""

    def __init__(self, path: str, line: int, column: int, byte: int, what: str) -> None:
        self.column, self.byte, self.what = column, byte, what
        super().__init__(path, self._why(), line)

    def _why(self) -> str:
        return (
            f"not UTF-8 text: byte 0x{self.byte:02x} at column {self.column}; "
            f"save the {self.what} as UTF-8"
        )

    def with_key(self, key: str) -> DataFileError:
        """The same error naming the key on the bad line."""
        return DataFileError(self.path, self.why, self.line, key)


def nesting_line(text: str, limit: int = MAX_NESTING, *, toml: bool = True) -> int | None:
    """The 1-based line where ``[`` and ``{`` first nest deeper than ``limit``, outside
    strings and comments; None when they never do. ``toml``: TOML's strings (``'...'``,
    triple quotes) and ``#`` comments; otherwise JSON's (``"..."`` only)."""
    depth, line = 0, 1
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\n":
            line += 1
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return line
        elif ch in "]}":
            depth -= 1
        elif ch == "#" and toml:
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif ch == '"' or (ch == "'" and toml):
            triple = toml and text.startswith(ch * 3, i)
            close = ch * 3 if triple else ch
            j = i + len(close)
            while j < n:
                if text[j] == "\\" and ch == '"':
                    j += 2
                    continue
                if text.startswith(close, j) or (text[j] == "\n" and not triple):
                    break
                j += 1
            line += text.count("\n", i, j)
            i = j + (len(close) if text.startswith(close, j) else 0)
            continue
        i += 1
    return None
