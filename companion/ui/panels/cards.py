"""The pool's cards as the GM needs them to rule: each card's definition and example, and for
the pending action what the advisor saw (the quoted words and why) or that the GM added or
removed it.

Rules shown: "The GM decides ... which card bonuses apply"; "Players do not declare that they
are trying for a card bonus. If a player does declare it, the bonus is not awarded."
"""

from __future__ import annotations

from companion.deck import Card
from companion.ui.panels import Fragments
from companion.ui.panels.pool import card_style, key_of, marks
from companion.ui.state import UiState
from engine.state import GameState

#: What each pool mark means, in words (see :func:`companion.ui.panels.pool.marks`).
MARK_WORDS = {
    "✓": "in the ruling: the advisor suggested it",
    "+": "in the ruling: you added it",
    "✗": "the advisor suggested it; you removed it",
}


def cards_panel(
    gs: GameState, ui: UiState, cards: dict[str, Card], examples: bool = True
) -> Fragments:
    """Every pool card by key: name, definition, an example (``examples``), and where it
    stands in the pending ruling with the advisor's quotes and reasons."""
    pool = gs.piles.pool
    out: Fragments = [("class:panel.title", "Cards"), ("class:panel.dim", "  the pool by key\n")]
    if not pool:
        return [*out, ("class:panel.dim", "  (no cards dealt yet)\n")]
    ruling = gs.pending.ruling if gs.pending else None
    shown = marks(pool, ruling.cards if ruling else (), ui.suggested if ruling else ())
    for card_id in dict.fromkeys(pool):
        pos = pool.index(card_id)
        card = cards.get(card_id)
        name = card.name if card else ui.card_names.get(card_id, card_id)
        both = " (both copies)" if pool.count(card_id) == 2 else ""
        out.append(("class:key", f"{key_of(pos)} "))
        out.append((card_style(gs, card_id), name))
        out.append(("class:panel.dim", f"{both}\n"))
        if card is not None:
            out.append(("class:card.definition", f"  {card.definition}\n"))
            if examples and card.examples:
                out.append(("class:panel.dim", f"  e.g. {card.examples[0]}\n"))
        mark = shown[pos]
        if mark in MARK_WORDS:
            out.append(("class:card.added" if mark == "+" else "class:panel.dim", "  "))
            out.append(("class:warn" if mark == "✗" else "class:bonus.on", MARK_WORDS[mark]))
            quotes = [e.quote for e in ui.evidence if e.card == card_id]
            if quotes and mark != "+":
                out.append(("class:panel.dim", ": “" + "”, “".join(quotes) + "”"))
            why = ui.card_why.get(card_id, "")
            if why and mark != "+":
                out.append(("class:panel.dim", f" ({why})"))
            out.append(("", "\n"))
    return out
