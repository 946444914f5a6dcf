"""The card pool: each face-up card by position (the key that toggles it), with copies.

Rules shown: "The number of cards in the pool is 3 plus the room number ... plus an additional
2 in the final room"; "Some cards occur twice in the deck. If both copies are in the pool, an
action can count both of them if it has two distinct counts of the specified offense."
"""

from __future__ import annotations

from companion.ui.lines import Line, blank, pad
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


def marks(pool: tuple[str, ...], chosen: tuple[str, ...], suggested: tuple[str, ...]) -> list[str]:
    """One mark per pool position: ``✓`` in the ruling as the advisor suggested, ``+`` added
    by the GM, ``✗`` suggested by the advisor but removed by the GM, `` `` neither.

    >>> marks(("a", "b", "c"), chosen=("a", "c"), suggested=("a", "b"))
    ['✓', '✗', '+']
    """
    picked = positions_selected(pool, chosen)
    advised = positions_selected(pool, suggested)
    out = []
    for i in range(len(pool)):
        if i in picked:
            out.append("✓" if i in advised else "+")
        else:
            out.append("✗" if i in advised else " ")
    return out


def pool_lines(
    gs: GameState,
    names: dict[str, str],
    width: int,
    compact: bool = False,
    suggested: tuple[str, ...] = (),
) -> list[Line]:
    """The pool in ``width`` cells, one card per row: ``1✓Said-bookism``, the key that
    toggles it first; ``compact``: two cards per row. Marks (:func:`marks`) say what the
    advisor suggested and what the GM changed.

    A card whose two copies are both in the pool says so on both lines ("If both copies
    are in the pool, an action can count both of them"); a lone copy says nothing, so a
    line never reads as two cards.
    """
    piles = gs.piles
    room = gs.room
    size = room.pool_size if room else 0
    title: Line = [
        ("class:panel.title", "Pool"),
        (
            "class:panel.dim",
            f"  {len(piles.pool)}/{size} · deck {len(piles.deck)} · discard {len(piles.discard)}",
        ),
    ]
    out = [pad(title, width)]
    if not piles.pool:
        out.append(pad([("class:panel.dim", "  (no cards dealt yet)")], width))
        return out
    ruling = gs.pending.ruling if gs.pending else None
    shown = marks(piles.pool, ruling.cards if ruling else (), suggested if ruling else ())
    extra = ruling.extra_discard if ruling else None
    extra_pos = piles.pool.index(extra) if extra in piles.pool else -1
    cards: list[Line] = []
    for i, card in enumerate(piles.pool):
        copies = "" if compact or piles.pool.count(card) < 2 else " (both copies)"
        name = names.get(card, card)
        mark = shown[i]
        if mark in "✓+":
            style = card_style(gs, card) + " class:card.chosen"
        elif i == extra_pos:
            style, mark = "class:card.discard", "↓"
        elif mark == "✗":
            style = "class:card.removed"
        else:
            style = "class:card"
        line: Line = [("class:key", key_of(i)), (style, f"{mark}{name}"), (style, copies)]
        if i == extra_pos and not compact:
            line.append(("class:card.discard", "  extra discard"))
        cards.append(line)
    if not compact:
        return out + [pad([("", " "), *line], width) for line in cards]
    half = max(1, (width - 1) // 2)
    for i in range(0, len(cards), 2):
        left = pad([("", " "), *cards[i]], half)
        right = pad(cards[i + 1], width - half) if i + 1 < len(cards) else blank(width - half)
        out.append([*left, *right])
    return out
