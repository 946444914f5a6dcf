"""``companion deck``: list, show and validate card decks."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``deck`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="deck",
        help="list, show and validate card decks",
        description="List, show and validate card decks.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion deck", 4)
