"""``companion bench``: latency and throughput figures."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import NotImplementedYet


def register(sub: Any) -> None:
    """Add the ``bench`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="bench",
        help="latency and throughput figures",
        description="Latency and throughput figures.",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedYet("companion bench", 6)
