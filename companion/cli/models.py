"""``companion models``: list and convert speech-to-text models."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``models`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="models",
        help="list and convert speech-to-text models",
        description="List and convert speech-to-text models.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion models", 5)
