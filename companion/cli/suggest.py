"""``companion suggest``: the advisor on one description."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``suggest`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="suggest",
        help="the advisor on one description",
        description="The advisor on one description.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion suggest", 4)
