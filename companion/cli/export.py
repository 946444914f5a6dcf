"""``companion export``: export a session log as Markdown, HTML or JSON.

``companion export LOG --format md|html|json -o OUT`` writes one file (stdout
without ``-o``; the format defaults to the suffix of ``OUT``, else Markdown).
``--format all -o STEM`` writes ``STEM.md``, ``STEM.html`` and ``STEM.json``.
``--format table [--theme dark|light]`` writes the players' page (what the table
saw on ``play --table-view``) for the log's final state: one HTML file, no script.
``companion export --schema`` prints the JSON export's schema.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, cast

from companion.errors import UsageError

_FORMATS = ("md", "html", "json", "all", "table")


def register(sub: Any) -> None:
    """Add the ``export`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="export",
        help="export a session log as Markdown, HTML or JSON",
        description="Export a session log as Markdown (a story of the session), one "
        "self-contained HTML page with charts and search, JSON for other tools, or the "
        "players' page (pool, challenges, party, last action) at the log's end.",
        epilog="Examples: `companion export session.jsonl -o session.html`; "
        "`companion export session.jsonl --format all -o out/session`; "
        "`companion export session.jsonl --format table -o table.html`; "
        "`companion export --schema > session-report.schema.json`.",
    )
    p.add_argument("log", metavar="LOG", nargs="?", help="session log (JSONL)")
    p.add_argument(
        "--format",
        "-f",
        choices=_FORMATS,
        help="md, html, json, all three, or table: the players' page at the log's end "
        "(default: from OUT's suffix, else md)",
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


def _format(args: argparse.Namespace) -> str:
    if args.format:
        return str(args.format)
    suffix = Path(args.output).suffix.lower() if args.output else ""
    return {".html": "html", ".htm": "html", ".json": "json"}.get(suffix, "md")


def _write(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror or exc}") from exc


def _emit(args: argparse.Namespace, text: str) -> int:
    """Write ``text`` to ``-o FILE`` when given, else to standard output; exit status 0."""
    if args.output:
        _write(Path(args.output), text)
    else:
        sys.stdout.write(text)
    return 0


def run(args: argparse.Namespace) -> int:
    from companion.export import FORMATS, Format, deck_names, json_schema, load_report, render

    if args.schema:
        text = json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
        return _emit(args, text)
    if not args.log:
        raise UsageError("export needs a LOG (or --schema): companion export LOG -o OUT.html")
    fmt = _format(args)
    if fmt == "all" and not args.output:
        raise UsageError("--format all writes three files: give their stem with -o OUT")
    if fmt == "table":
        return _table(args)
    report = load_report(args.log, deck_names(args.deck) if args.deck else None)
    for w in report.warnings:
        print(f"companion: warning: {w}", file=sys.stderr)
    if fmt == "all":
        stem = Path(args.output)
        for name, suffix in FORMATS.items():
            out = stem.with_name(stem.name + suffix)
            _write(out, render(report, cast(Format, name)))
            print(out, file=sys.stderr)
        return 0
    text = render(report, cast(Format, fmt))
    return _emit(args, text)


def _table(args: argparse.Namespace) -> int:
    """``--format table``: the players' page for the log's final state."""
    from companion.deck import load_deck
    from companion.export import load_session, render_table_page

    session, warnings = load_session(args.log)
    for w in warnings:
        print(f"companion: warning: {w}", file=sys.stderr)
    deck = load_deck(Path(args.deck)) if args.deck else None
    text = render_table_page(session, deck, args.theme)
    return _emit(args, text)
