"""``companion deck``: list, show and validate card decks.

``companion deck list`` prints every card of the deck (``--deck FILE`` for a
deck of your own), ``companion deck show ID`` one card in full, and
``companion deck validate FILE`` checks a deck file, naming the file, line and
key of the first problem (exit 2).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from companion.cli._common import print_json
from companion.deck import deck_from, load_deck
from companion.errors import UsageError


def register(sub: Any) -> None:
    """Add the ``deck`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="deck",
        help="list, show and validate card decks",
        description="List, show and validate card decks.",
    )
    p.add_argument("--deck", metavar="FILE", help="a deck file (default: the standard deck)")
    p.add_argument("--json", action="store_true", help="print JSON")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--deck", metavar="FILE", default=argparse.SUPPRESS, help="a deck file")
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="JSON")
    actions = p.add_subparsers(dest="deck_action", metavar="ACTION")
    actions.add_parser("list", parents=[common], help="every card: id, copies, kind, name")
    show = actions.add_parser("show", parents=[common], help="one card: definition, examples")
    show.add_argument("id", help="card id, e.g. said-bookism")
    check = actions.add_parser(
        "validate", parents=[common], help="check a deck file (file:line:key errors)"
    )
    check.add_argument("file", help="the deck file to check")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    action = args.deck_action or "list"
    if action == "validate":
        deck = load_deck(Path(args.file))
        total = len(deck.deck_list())
        if args.json:
            print_json(
                {
                    "ok": True,
                    "id": deck.id,
                    "cards": len(deck.cards),
                    "total": total,
                    "sha256": deck.sha256,
                    "warnings": list(deck.warnings),
                }
            )
        else:
            print(f"{args.file}: ok: deck {deck.id!r}, {len(deck.cards)} cards, {total} in all")
            for warning in deck.warnings:
                print(f"{args.file}: warning: {warning}")
        return 0
    deck = deck_from(args.deck)
    if action == "show":
        if not deck.has(args.id):
            raise UsageError(f"no card {args.id!r} in deck {deck.id!r}: see `companion deck list`")
        card = deck.card(args.id)
        if args.json:
            print_json(card)
            return 0
        copies = "1 copy" if card.copies == 1 else f"{card.copies} copies"
        print(f"{card.name} ({card.id}, {card.kind}, {copies})")
        print(card.definition)
        for example in card.examples:
            print(f"  e.g. {example}")
        return 0
    if args.json:
        print_json(
            [{"id": c.id, "name": c.name, "kind": c.kind, "copies": c.copies} for c in deck.cards]
        )
        return 0
    print(f"{deck.name or deck.id}: {len(deck.cards)} cards, {len(deck.deck_list())} in all")
    for c in deck.cards:
        print(f"  {c.id:<22} x{c.copies}  {c.kind:<5}  {c.name}")
    return 0
