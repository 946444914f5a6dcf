"""The card pool: each face-up card by position (the key that toggles it), with copies.

Rules shown: "The number of cards in the pool is 3 plus the room number ... plus an additional
2 in the final room"; "Some cards occur twice in the deck. If both copies are in the pool, an
action can count both of them if it has two distinct counts of the specified offense."
"""

from __future__ import annotations

from companion.ui.panels import Fragments
from engine.state import GameState

#: Highlight colours cycle over this many styles (``class:card.0`` ... ``class:card.5``).
CARD_STYLES = 6


def positions_selected(pool: tuple[str, ...], chosen: tuple[str, ...]) -> set[int]:
    """Pool positions (0-based) shown as matched: a card chosen k times marks its first k copies.

    >>> sorted(positions_selected(("a", "b", "a"), ("a", "a", "b")))
    [0, 1, 2]
    >>> sorted(positions_selected(("a", "b", "a"), ("a",)))
    [0]
    """
    left: dict[str, int] = {}
    for card in chosen:
        left[card] = left.get(card, 0) + 1
    out: set[int] = set()
    for i, card in enumerate(pool):
        if left.get(card, 0) > 0:
            out.add(i)
            left[card] -= 1
    return out


#: The keys that toggle pool positions, in order: the number row of the keyboard.
POOL_KEYS = "1234567890-="


def key_of(position: int) -> str:
    """The key that toggles pool position ``position`` (0-based): ``1``-``9``, ``0``, then
    ``-`` and ``=`` (the final room of a six-player table deals 11 cards).

    >>> key_of(0), key_of(9), key_of(10), key_of(12)
    ('1', '0', '-', ' ')
    """
    return POOL_KEYS[position] if position < len(POOL_KEYS) else " "


def card_style(gs: GameState, card: str) -> str:
    """The highlight style of a card: the same colour in the pool and in the transcript."""
    pool = gs.piles.pool
    index = pool.index(card) if card in pool else len(card)
    return f"class:card.{index % CARD_STYLES}"


def pool(gs: GameState, names: dict[str, str]) -> Fragments:
    """The pool, one card per line: ``[1] Said-bookism``; matched cards highlighted.

    A card whose two copies are both in the pool says so on both lines ("If both copies
    are in the pool, an action can count both of them"); a lone copy says nothing, so a
    line never reads as two cards.
    """
    piles = gs.piles
    room = gs.room
    size = room.pool_size if room else 0
    out: Fragments = [
        ("class:panel.title", "Pool"),
        (
            "class:panel.dim",
            f"  {len(piles.pool)}/{size} · deck {len(piles.deck)} · discard {len(piles.discard)}\n",
        ),
    ]
    if not piles.pool:
        out.append(("class:panel.dim", "  (no cards dealt yet)\n"))
        return out
    ruling = gs.pending.ruling if gs.pending else None
    chosen = positions_selected(piles.pool, ruling.cards) if ruling else set()
    extra = ruling.extra_discard if ruling else None
    extra_pos = piles.pool.index(extra) if extra in piles.pool else -1
    for i, card in enumerate(piles.pool):
        copies = " (both copies)" if piles.pool.count(card) == 2 else ""
        name = names.get(card, card)
        if i in chosen:
            style, mark = card_style(gs, card) + " class:card.chosen", "✓"
        elif i == extra_pos:
            style, mark = "class:card.discard", "↓"
        else:
            style, mark = "class:card", " "
        out.append(("class:key", f" {key_of(i)}"))
        out.append((style, f"{mark}{name}{copies}"))
        if i == extra_pos:
            out.append(("class:card.discard", "  extra discard"))
        out.append(("", "\n"))
    return out
