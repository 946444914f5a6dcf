"""``companion suggest``: the advisor on one description.

``companion suggest --character fixtures/characters/grignr.toml --pool cliche,malapropism
"For all intensive purposes I swing Mother" --json`` prints a :class:`Suggestion`.
A card listed twice in ``--pool`` has both copies in the pool.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.advisor_registry import ADVISORS
from companion.errors import UsageError

if TYPE_CHECKING:
    from companion.advisor.models import Challenge


def register(sub: Any) -> None:
    """Add the ``suggest`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="suggest",
        help="the advisor on one description",
        description="The advisor on one description: which pool cards and bonuses it earns.",
    )
    p.add_argument("text", help="what the player said (quote it)")
    p.add_argument("--character", metavar="FILE", required=True, help="character TOML (7 blocks)")
    p.add_argument("--pool", default="", help="card ids in the pool, comma-separated")
    p.add_argument(
        "--challenge",
        action="append",
        default=[],
        metavar="NAME:RATING",
        help='an active challenge, e.g. "Ogre bridge-keeper:7" (repeatable)',
    )
    p.add_argument("--advisor", choices=list(ADVISORS), help="default: config")
    p.add_argument("--deck", metavar="FILE", help="a deck file (default: the standard deck)")
    p.add_argument("--json", action="store_true", help="print the Suggestion as JSON")
    p.set_defaults(func=run)


def parse_challenge(text: str) -> Challenge:
    """``"Name:6"`` -> a challenge (the rating after the last colon)."""
    from companion.advisor.models import Challenge

    name, sep, rating = text.rpartition(":")
    if not sep or not name.strip() or not rating.strip().isdigit():
        raise UsageError(f'--challenge {text!r}: write NAME:RATING, e.g. "Ghoul pack:6"')
    return Challenge(name=name.strip(), rating=int(rating))


def run(args: argparse.Namespace) -> int:
    # The advisor pulls in ollama and httpx (~130 ms): imported here, not at start-up.
    from companion.advisor import SuggestContext, make_advisor
    from companion.advisor.models import from_model
    from companion.cli._common import config_from, print_json
    from companion.deck import deck_from
    from companion.tomlfile import validate_file
    from engine.state import FLAG_BONUSES
    from engine.table import Character

    deck = deck_from(args.deck)
    character = validate_file(Character, Path(args.character))
    pool = tuple(p.strip() for p in args.pool.split(",") if p.strip())
    unknown = [p for p in pool if not deck.has(p)]
    if unknown:
        raise UsageError(f"--pool: no card {unknown[0]!r} in deck {deck.id!r}")
    context = SuggestContext(
        transcript=args.text,
        character=character,
        pool=pool,
        challenges=tuple(parse_challenge(c) for c in args.challenge),
    )
    config = config_from(args)
    advisor = make_advisor(args.advisor or config.advisor.mode, deck, config)
    suggestion = advisor.suggest(context)
    for notice in getattr(advisor, "take_notices", list)():
        print(f"companion: {notice}", file=sys.stderr)
    if args.json:
        print_json(suggestion)
        return 0
    print(f"advisor: {suggestion.source} ({suggestion.latency_ms:.1f} ms)")
    for c in suggestion.cards:
        quotes = "; ".join(
            repr(e.quote) + (f" ({e.why})" if from_model(e.why) else "") for e in c.evidence
        )
        print(f"  card {c.card} x{c.count}: {quotes}")
    for name in FLAG_BONUSES:
        bonus = getattr(suggestion, name)
        if bonus.applies:
            print(f"  {name}: {bonus.reason}")
    if suggestion.declared:
        print(f"  declared (void): {', '.join(suggestion.declared)}")
    if suggestion.target_challenge:
        print(f"  target: {suggestion.target_challenge}")
    for line in suggestion.to_commands():
        print(f"  > {line}")
    return 0
