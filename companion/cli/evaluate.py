"""``companion eval``: score an advisor on a labelled JSONL set."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``eval`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="eval",
        help="score an advisor on a labelled JSONL set",
        description="Score an advisor on a labelled JSONL set.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion eval", 4)
