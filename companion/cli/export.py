"""``companion export``: export a session log in one of the registered formats.

``companion export LOG --format FORMAT -o OUT`` writes one file (stdout without
``-o``; the format defaults to the suffix of ``OUT``, else Markdown). ``--format all
-o STEM`` writes every format marked ``in_all`` (``STEM.md``, ``STEM.html``,
``STEM.json``). ``--format table [--theme dark|light]`` writes the players' page for
the log's final state. The formats, their suffixes and renderers are one registry,
:data:`companion.export.formats.FORMATS`. ``companion export --schema`` prints the
JSON export's schema.

A file is written under a temporary name beside ``OUT`` and renamed into place when
complete, so an export that fails half-way leaves no half a file.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from companion.errors import UsageError
from companion.export.formats import FORMATS, ExportFormat, for_suffix


def register(sub: Any) -> None:
    """Add the ``export`` subcommand."""
    every = ", ".join(f"{f.name} ({f.summary})" for f in FORMATS.values())
    in_all = ", ".join(f.name for f in FORMATS.values() if f.in_all)
    p: argparse.ArgumentParser = sub.add_parser(
        name="export",
        help="export a session log as Markdown, HTML, JSON or the players' page",
        description="Export a session log. Formats: " + every + ".",
        epilog="Examples: `companion export session.jsonl -o session.html`; "
        "`companion export session.jsonl --format all -o out/session`; "
        "`companion export session.jsonl --format table -o table.html`; "
        "`companion export --schema > session-report.schema.json`.",
    )
    p.add_argument("log", metavar="LOG", nargs="?", help="session log (JSONL)")
    p.add_argument(
        "--format",
        "-f",
        choices=(*FORMATS, "all"),
        help=f"one format, or all: {in_all} (default: from OUT's suffix, else md)",
    )
    p.add_argument("-o", "--output", metavar="OUT", help="file to write (default: stdout)")
    p.add_argument("--deck", metavar="FILE", help="deck file for card names (default: shipped)")
    p.add_argument(
        "--theme",
        choices=("dark", "light"),
        default="dark",
        help="colours of --format table's page (default: dark)",
    )
    p.add_argument(
        "--schema", action="store_true", help="print the JSON export's JSON Schema and exit"
    )
    p.set_defaults(func=run)


def _formats(args: argparse.Namespace) -> list[ExportFormat]:
    if args.format == "all":
        return [f for f in FORMATS.values() if f.in_all]
    if args.format:
        return [FORMATS[args.format]]
    suffix = Path(args.output).suffix if args.output else ""
    return [for_suffix(suffix) or FORMATS["md"]]


def _new_file_mode(path: Path) -> int:
    """The permission bits ``open(path, "w")`` would leave: an existing file's own, else
    0o666 less the umask. (``mkstemp`` makes its file 0o600, readable by its owner only,
    which would keep a page meant for the players from a web folder or another account.)"""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        umask = os.umask(0o022)
        os.umask(umask)
        return 0o666 & ~umask


def write_atomically(path: Path, chunks: Iterable[str]) -> None:
    """Write ``chunks`` to ``path`` through a temporary file renamed into place; a
    failure (a full disk, a bad log found half-way) leaves ``path`` as it was. The file
    gets the permissions a plain write would give it (``_new_file_mode``)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            os.fchmod(out.fileno(), _new_file_mode(path))
            out.writelines(chunks)
        os.replace(tmp, path)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _emit(args: argparse.Namespace, chunks: Iterable[str]) -> int:
    """Write to ``-o FILE`` when given, else to standard output; exit status 0."""
    if args.output:
        write_atomically(Path(args.output), chunks)
    else:
        sys.stdout.writelines(chunks)
    return 0


def run(args: argparse.Namespace) -> int:
    from companion.export import ExportSource, json_schema

    if args.schema:
        return _emit(args, [json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"])
    if not args.log:
        raise UsageError("export needs a LOG (or --schema): companion export LOG -o OUT.html")
    formats = _formats(args)
    if args.format == "all" and not args.output:
        raise UsageError("--format all writes several files: give their stem with -o OUT")
    source = ExportSource(args.log, deck=args.deck, theme=args.theme)
    if args.format != "all":
        _emit(args, formats[0].render(source))
    else:
        stem = Path(args.output)
        for fmt in formats:
            out = stem.with_name(stem.name + fmt.suffix)
            write_atomically(out, fmt.render(source))
            print(out, file=sys.stderr)
    for w in dict.fromkeys(source.warnings):
        print(f"companion: warning: {w}", file=sys.stderr)
    return 0
