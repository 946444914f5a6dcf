"""``companion replay``: rebuild the state from a session log."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``replay`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="replay",
        help="rebuild the state from a session log",
        description="Rebuild the state from a session log.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion replay", 3)
