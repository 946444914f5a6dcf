"""``companion export``: export a session log as Markdown, HTML or JSON."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``export`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="export",
        help="export a session log as Markdown, HTML or JSON",
        description="Export a session log as Markdown, HTML or JSON.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion export", 7)
