"""``companion devices``: list audio input devices."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``devices`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="devices", help="list audio input devices", description="List audio input devices."
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion devices", 5)
