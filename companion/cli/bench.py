"""``companion bench``: latency and throughput figures of the live session.

Prints one line per figure (median, 95th percentile, samples, goal); ``--json`` prints them
as a JSON list. See :mod:`companion.ui.benchmarks` for what each figure times.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.cli._common import print_json


def register(sub: Any) -> None:
    """Add the ``bench`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="bench",
        help="latency and throughput figures",
        description="Latency and throughput figures: key to screen through the live "
        "screen, start-up to a usable screen, commands per second.",
    )
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--actions", type=int, default=30, help="actions to time (default 30)")
    p.add_argument("--startups", type=int, default=5, help="start-ups to time (default 5)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Measure and print every figure."""
    from companion.ui import benchmarks

    figures = [
        *benchmarks.screen_figures(args.actions),
        benchmarks.startup_figure(args.startups),
        benchmarks.apply_figure(),
        *benchmarks.paste_figures(),
    ]
    if args.json:
        print_json([f.model_dump() | {"meets_goal": f.meets_goal} for f in figures])
        return 0
    for f in figures:
        goal = (
            ""
            if f.goal is None
            else f"  goal < {f.goal:g} {f.unit}: {'ok' if f.meets_goal else 'MISSED'}"
        )
        note = f"  ({f.note})" if f.note else ""
        print(f"{f.name}: median {f.median:g} {f.unit}, p95 {f.p95:g}, n={f.n}{goal}{note}")
    return 0
