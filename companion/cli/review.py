"""``companion review``: browse a session transcript in the terminal."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``review`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="review",
        help="browse a session transcript in the terminal",
        description="Browse a session transcript in the terminal.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion review", 7)
