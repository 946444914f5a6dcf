"""Build the players' :class:`TableView` from the engine's :class:`engine.state.GameState`.

An allow-list: each public fact is copied by name into a view model that has
no room for anything else. Never dumped, never filtered: room notes, search
rolls, the table file (room secrets, the deus ex machina event, the Eye), the
deck order, the pending ruling and advisor suggestions are simply never read.
Secret challenges (``challenge add ... --secret``) are left out whole, and a
roll against one shows no challenge name and no rating.

The last action's words and the cards it earned come from the engine's last
outcome (:class:`engine.state.LastOutcome` ``text`` and ``cards``), so any one
state, live or replayed, shows them in full.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Protocol

from companion.narration import ENDING
from companion.tableview.model import (
    ChallengeView,
    DeusClock,
    LastAction,
    PartyMember,
    PoolCard,
    RoomView,
    TableView,
)
from engine import Session
from engine.state import ChallengeState, GameState, LastOutcome
from engine.state import PartyMember as EnginePartyMember

__all__ = ["TableView", "build_view", "view_of_session"]

#: Why a character is not in the party ("A character is not in the party if ...").
OUT_REASON = {
    "gm": "belongs to this room's GM",
    "died": "died in the previous room",
    "stuck": "could not leave the previous room",
    "absent": "player is absent",
}

#: A character's status in the current room, when not simply fine.
STATUS = {"dead": "died in this room", "stuck": "cannot leave this room"}


class _Card(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def definition(self) -> str: ...


class CardText(Protocol):
    """What the view needs of a deck: a card's name and one-sentence definition by id."""

    def card(self, card_id: str) -> _Card: ...


def _text(card_id: str, deck: CardText | None) -> tuple[str, str]:
    """A card's name and definition; a card the deck lacks shows by its id."""
    if deck is not None:
        try:
            card = deck.card(card_id)
            return card.name, card.definition
        except KeyError:
            pass
    return card_id, ""


def _pool(pool: tuple[str, ...], deck: CardText | None) -> tuple[PoolCard, ...]:
    return tuple(
        PoolCard(id=card_id, name=name, definition=definition, copies=copies)
        for card_id, copies in Counter(pool).items()
        for name, definition in [_text(card_id, deck)]
    )


def _challenge(c: ChallengeState) -> ChallengeView:
    failures = tuple(
        (who, c.partial_failures.count(who)) for who in dict.fromkeys(c.partial_failures)
    )
    return ChallengeView(
        name=c.name,
        rating=c.rating,
        deadly=c.deadly,
        overcome=c.overcome,
        partial_successes=len(c.partial_successes),
        succeeded_by=tuple(dict.fromkeys(c.partial_successes)),
        partial_failures=failures,
        out=tuple(c.barred),
    )


def _member(m: EnginePartyMember, players: dict[str, str]) -> PartyMember:
    """A status from this room ("died in this room") wins over the reason at room entry."""
    status = STATUS.get(m.status, "")
    return PartyMember(
        character=m.name,
        player=players.get(m.player, m.player),
        in_party=m.in_party,
        why_out="" if m.in_party else status or OUT_REASON.get(m.out_reason or "", ""),
        status=status if m.in_party else "",
    )


def _last(
    last: LastOutcome, public: dict[str, ChallengeState], deck: CardText | None
) -> LastAction:
    """The last outcome as players see it: a card earned twice (both copies) is named twice."""
    challenge = public.get(last.challenge)
    return LastAction(
        character=last.character,
        description=last.text,
        cards=tuple(_text(e.card, deck)[0] for e in last.cards for _ in range(e.count)),
        challenge=challenge.name if challenge else "",
        bonus=last.bonus,
        dice=tuple(d.value for d in last.dice),
        total=last.total,
        rating=challenge.rating if challenge else None,
        outcome=last.outcome,
        automatic=last.automatic,
    )


def build_view(state: GameState, deck: CardText | None = None) -> TableView:
    """What the players may see of ``state``.

    ``deck`` names the cards (default: the standard deck when the game uses it).

    >>> from engine.decklist import DeckList
    >>> from engine.table import Character, Player, Room, Table
    >>> t = Table(players=(Player(id="ann", name="Ann"),), characters=(Character(name="Grignr"),),
    ...           rooms=(Room(gm="ann", secrets="the idol is cursed"),))
    >>> s = GameState(table=t, deck_list=DeckList(id="d", hash="0", cards=("a",)),
    ...               room_order=("ann",))
    >>> v = build_view(s)
    >>> v.started, "cursed" in v.model_dump_json()
    (False, False)
    """
    players = {p.id: p.name for p in state.table.players}
    if deck is None:
        from companion.deck import shipped_deck

        deck = shipped_deck(state.deck_list.id)
    room = state.room
    view: dict[str, Any] = {
        "table": state.table.name,
        "started": room is not None,
        "over": state.ended is not None,
        "ending": ENDING[state.ended.reason] if state.ended else "",
        "party": tuple(_member(m, players) for m in state.party),
    }
    if room is not None:
        public = {c.name: c for c in room.challenges if not c.secret}
        view["room"] = RoomView(
            number=room.number,
            rooms=max(state.rooms_total, room.number),
            title=room.title,
            gm=players.get(room.gm, room.gm),
            final=room.final,
            leaving=room.direction == "out",
        )
        view["pool"] = _pool(state.piles.pool, deck)
        view["challenges"] = tuple(_challenge(c) for c in public.values())
        minutes = int(state.elapsed_in_room() // 60)
        if not room.deus_done and minutes >= state.rules.deus_minutes:
            view["deus_ex_machina"] = DeusClock(minutes_in_room=minutes, open=True)
        if state.last is not None:
            view["last_action"] = _last(state.last, public, deck)
    return TableView(**view)


def view_of_session(session: Session, deck: CardText | None = None) -> TableView:
    """The players' view of a session's latest state (a finished or replayed log)."""
    return build_view(session.state, deck)
