"""``companion new``: set up a table: players, characters, the draft, rooms, room order.

Interactive by default (the set-up screen, :mod:`companion.setup`). With
``--import`` it runs with no screen: the player files are merged, the draft is
made by lot (``--draft random``) or from a script (``--draft script F``), the
room order is drawn, and the table file is written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.errors import UsageError


def register(sub: Any) -> None:
    """Add the ``new`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="new",
        help="set up a table: players, characters, the draft, rooms, room order",
        description="Set up a table: players, characters, the draft, rooms, room order. "
        "Each player can write their summaries and room in a file of their own "
        "(see fixtures/tables/player-ann.toml); import them with --players.",
    )
    p.add_argument(
        "-o", "--output", metavar="FILE", default="table.toml", help="table file to write"
    )
    p.add_argument(
        "--players", nargs="+", metavar="FILE", default=[], help="player files to import first"
    )
    p.add_argument("--seed", type=int, help="RNG seed for the draft order and the room order")
    p.add_argument(
        "--import",
        dest="import_files",
        nargs="+",
        metavar="FILE",
        help="no screen: build the table from these player files (needs --draft)",
    )
    p.add_argument(
        "--draft",
        nargs="+",
        metavar="HOW",
        help="with --import: `random` (picks by lot) or `script FILE` (one pick per line)",
    )
    p.add_argument("--name", help="the table's name (with --import)")
    p.add_argument("--force", action="store_true", help="overwrite an existing table file")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    out = Path(args.output)
    if args.import_files:
        return _scripted(args, out)
    if args.draft:
        raise UsageError("--draft goes with --import: give the player files to draft from")
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError(
            "companion new needs a terminal; without one use "
            "`companion new --import A.toml B.toml ... --draft random -o table.toml`"
        )
    from companion.setup import run_setup

    saved = run_setup(out, [Path(f) for f in args.players], args.seed)
    if saved is None:
        print("set-up abandoned: nothing saved", file=sys.stderr)
        return 1
    print(f"saved {saved}; start the game with: companion play --table {saved}")
    return 0


def _draft_source(values: list[str] | None) -> str | Path:
    if values == ["random"]:
        return "random"
    if values and len(values) == 2 and values[0] == "script":
        return Path(values[1])
    raise UsageError("--draft takes `random` or `script FILE`")


def _scripted(args: argparse.Namespace, out: Path) -> int:
    """``--import ... --draft ...``: the table with no screen."""
    import random

    from companion.setup import build_table
    from companion.tablefile import save_table, tidy_text

    draft = _draft_source(args.draft)
    name = None
    if args.name is not None:
        try:
            name = tidy_text("name", args.name)
        except ValueError as exc:
            raise UsageError(f"--name: {exc}") from None
    if out.exists() and not args.force:
        raise UsageError(f"{out} exists: choose another -o FILE or add --force")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    files = [Path(f) for f in [*args.players, *args.import_files]]
    table = build_table(files, draft, seed, name=name)
    save_table(table, out)
    order = ", ".join(table.room_order)
    print(f"seed {seed}; {len(table.players)} players; rooms in order: {order}; {table.eye_name}")
    print(f"saved {out}; start the game with: companion play --table {out}")
    return 0
