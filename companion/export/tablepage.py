"""The players' page for a finished log: ``companion export LOG --format table``.

Issue 8: "The same page is available for a finished log". This is the page the
table saw live (:mod:`companion.tableview`), frozen at the log's final state:
one self-contained HTML document with no script and no external reference, built
through the players' view model, so no GM secret (room notes and secrets, search
rolls, secret challenges, the deck order, the pending ruling) can reach it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from companion.deck import Deck
    from engine import Session

Theme = Literal["dark", "light"]


def render_table_page(session: Session, deck: Deck | None = None, theme: Theme = "dark") -> str:
    """The players' page of ``session``'s latest state. ``deck`` names the cards (default:
    the shipped deck the log's deck list names; cards it lacks show by id)."""
    from companion.deck import shipped_deck
    from companion.tableview import render_static, view_of_session

    if deck is None:
        deck = shipped_deck(session.state.deck_list.id)
    return render_static(view_of_session(session, deck), theme)
