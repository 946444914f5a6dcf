"""``companion review LOG``: browse a session transcript in the terminal.

Rooms as sections, each action with its speaker, transcript, the advisor's
suggestion against the GM's ruling, the roll, the outcome and the challenges
after it. Works on a running session's log too: it is re-read when it changes (``r`` forces
it; ``--no-follow`` turns it off).
``--purge-audio`` deletes the session's kept audio clips and exits.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.errors import UsageError


def register(sub: Any) -> None:
    """Add the ``review`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="review",
        help="browse a session transcript in the terminal",
        description="Browse a session transcript in the terminal: rooms as sections; "
        "/ searches text, card:NAME or char:NAME; [ and ] jump between rooms; p plays "
        "an utterance's kept audio; ? shows every key.",
    )
    p.add_argument("log", metavar="LOG", help="session log (JSONL)")
    p.add_argument("--deck", metavar="FILE", help="deck file for card names (default: shipped)")
    p.add_argument(
        "--no-follow",
        action="store_true",
        help="do not re-read the log when it changes (by default a running session's "
        "new events appear within 2 s)",
    )
    p.add_argument(
        "--purge-audio",
        action="store_true",
        help="delete this session's kept audio clips (the log stays) and exit",
    )
    p.add_argument("--yes", action="store_true", help="with --purge-audio: do not ask")
    p.set_defaults(func=run)


def _purge(log: Path, yes: bool) -> int:
    from companion.clips import audio_dir_for
    from companion.review.audio import purge_audio

    folder = audio_dir_for(log)
    if not folder.is_dir():
        print(f"no kept audio for {log} (looked in {folder})")
        return 0
    if not yes:
        if not sys.stdin.isatty():
            raise UsageError("--purge-audio asks first: add --yes to purge without a terminal")
        answer = input(f"Delete every audio clip in {folder}? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("audio kept")
            return 1
    print(f"purged {purge_audio(log)} audio clip(s) from {folder}; the log is kept")
    return 0


def run(args: argparse.Namespace) -> int:
    from companion.export import deck_names, load_report
    from companion.review import create_review_app

    log = Path(args.log)
    if args.purge_audio:
        return _purge(log, args.yes)
    names = deck_names(args.deck) if args.deck else None
    report = load_report(log, names)  # a bad log is reported as such, terminal or not
    if not sys.stdout.isatty():
        raise UsageError("review is interactive: use `companion export LOG` for a file")
    app, _ = create_review_app(
        report,
        log,
        reload=lambda: load_report(log, names),
        follow_s=None if args.no_follow else 2.0,
    )
    app.run()
    return 0
