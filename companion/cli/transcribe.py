"""``companion transcribe``: speech to text on an audio file."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``transcribe`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="transcribe",
        help="speech to text on an audio file",
        description="Speech to text on an audio file.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion transcribe", 5)
