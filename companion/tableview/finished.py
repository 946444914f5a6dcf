"""The players' page for a finished log: ``companion export LOG --format table``.

Issue 8: "The same page is available for a finished log". This is the page the
table saw live, frozen at the log's final state: one self-contained HTML document
with no script and no external reference, built through the players' view model
(:mod:`companion.tableview.viewmodel`), so no GM secret (room notes and secrets,
search rolls, secret challenges, the deck order, the pending ruling) can reach it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from companion.tableview.page import Theme, render_static
from companion.tableview.viewmodel import view_of_session

if TYPE_CHECKING:
    from companion.deck import Deck
    from companion.export.source import ExportSource
    from engine import Session


def render_table_page(session: Session, deck: Deck | None = None, theme: Theme = "dark") -> str:
    """The players' page of ``session``'s latest state. ``deck`` names the cards (default:
    the shipped deck the log's deck list names; cards it lacks show by id)."""
    from companion.deck import shipped_deck

    if deck is None:
        deck = shipped_deck(session.state.deck_list.id)
    return render_static(view_of_session(session, deck), theme)


def table_export(source: ExportSource) -> Iterable[str]:
    """The ``table`` export format (:mod:`companion.export.formats`)."""
    return (render_table_page(source.session, source.deck, source.theme),)
