"""``companion resolve``: one action roll from flags.

``companion resolve --rating 6 --bonus 2 --die 4 --json`` prints
``{"outcome": "partial_success", "total": 6, "dice": [4], "needs_second_die": false}``.
When the rules call for a second die and none is given, ``outcome`` is ``null`` and
``needs_second_die`` is true (exit 0): roll it and pass ``--second-die``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from companion.cli._common import print_json
from companion.errors import UsageError
from engine import resolve_roll

#: Challenge ratings the command language accepts (``challenge add NAME RATING``).
RATINGS = (1, 30)
#: The net bonuses the rules can produce: at most every card of the largest pool (11: "room
#: number plus 3, plus an additional 2 for the final room", six rooms) plus background,
#: equipment and clever +2; at least the contradiction's -2 and the not-rested -1.
BONUSES = (-3, 11 + 1 + 1 + 2)


def within(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is outside {low} to {high}")
        return value

    return parse


def register(sub: Any) -> None:
    """Add the ``resolve`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="resolve",
        help="one action roll from flags",
        description="One action roll: d6 + net bonus against a challenge rating.",
    )
    p.add_argument(
        "--rating", type=within(*RATINGS), required=True, help="the challenge rating (1-30)"
    )
    p.add_argument(
        "--bonus",
        type=within(*BONUSES),
        required=True,
        help=f"the net bonus, {BONUSES[0]} to {BONUSES[1]} (may be negative)",
    )
    p.add_argument("--die", type=int, required=True, help="the d6 rolled (1-6)")
    p.add_argument(
        "--second-die", type=int, help="the second d6, when a 1 would succeed or a 6 would fail"
    )
    p.add_argument(
        "--overwhelming",
        action="store_true",
        help="the GM ruled the action could overcome the challenge outright",
    )
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        result = resolve_roll(args.rating, args.bonus, args.die, args.second_die, args.overwhelming)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    if args.json:
        print_json(result)
        return 0
    dice = " then ".join(str(d) for d in result.dice)
    if result.outcome is None:
        print(f"die {dice}: roll a second die (--second-die D)")
    else:
        print(
            f"die {dice}, total {result.total} vs {args.rating}: {result.outcome.replace('_', ' ')}"
        )
    return 0
