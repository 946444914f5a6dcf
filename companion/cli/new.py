"""``companion new``: set up a table: players, characters, the draft, rooms, room order."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``new`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="new",
        help="set up a table: players, characters, the draft, rooms, room order",
        description="Set up a table: players, characters, the draft, rooms, room order.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion new", 6)
