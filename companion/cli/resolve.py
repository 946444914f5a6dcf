"""``companion resolve``: one action roll from flags."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``resolve`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="resolve", help="one action roll from flags", description="One action roll from flags."
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion resolve", 3)
