"""Game states for the players' view tests, with every GM-only string marked ``SECRET``.

The states are built directly from :mod:`engine.state` models, so a test can
put a secret into every place the GM keeps one: room notes and preparation in
the table file, secret search rolls and areas, a secret challenge, the deck
order, the pending ruling and the advisor's suggestion.
"""

from __future__ import annotations

from companion.deck import standard_deck
from companion.tablefile import load_example_table
from engine import Session
from engine.decklist import DeckList
from engine.state import (
    ChallengeState,
    Die,
    EarnedCard,
    GameState,
    LastOutcome,
    PartyMember,
    PendingAction,
    Piles,
    RoomState,
    Ruling,
    SearchRecord,
)
from engine.table import Character, PlannedChallenge, Player, Room, Table

MARK = "SECRET"


def table(secret: str = MARK) -> Table:
    """Three players, three characters, three rooms full of GM-only preparation."""
    players = (
        Player(id="ann", name="Ann"),
        Player(id="bob", name="Bob"),
        Player(id="cy", name="Cy"),
    )
    characters = (
        Character(name="Grignr", player="ann", barbarian=True, equipment=f"{secret}-equipment"),
        Character(name="Agafnd", player="bob", background=f"{secret}-background"),
        Character(name="Olo", player="cy", weapons=f"{secret}-weapons"),
    )
    rooms = tuple(
        Room(
            gm=gm,
            title=f"Hall of {gm.title()}",
            appearance=f"{secret}-appearance",
            entrance=f"{secret}-entrance",
            exit=f"{secret}-exit",
            eye=f"{secret}-eye",
            eye_name=f"the Eye of {secret}",
            combat=f"{secret}-combat",
            puzzle=f"{secret}-puzzle",
            deus_ex_machina=f"{secret}-deus-ex-machina",
            npcs=(f"{secret}-npc",),
            challenges=(PlannedChallenge(name=f"{secret}-planned", rating=7),),
            secrets=f"{secret}-room-notes",
        )
        for gm in ("ann", "bob", "cy")
    )
    return Table(
        name="Thursday table",
        players=players,
        characters=characters,
        rooms=rooms,
        room_order=("bob", "ann", "cy"),
        eye_name=f"the Eye of {secret}",
    )


def state(
    pool: tuple[str, ...] = ("said-bookism", "non-sequitur", "non-sequitur", "malapropism"),
    partials: tuple[str, ...] = ("Grignr",),
    secret: str = MARK,
    elapsed_s: float = 600.0,
    last: LastOutcome | None = None,
) -> GameState:
    """Room 1 (Bob GMs, so Agafnd is out) with one public and one secret challenge."""
    deck = DeckList(
        id="standard",
        hash="0",
        cards=(
            "said-bookism",
            "non-sequitur",
            "non-sequitur",
            "malapropism",
            f"{secret.lower()}-next-card",
        ),
    )
    room = RoomState(
        number=1,
        gm="bob",
        title="Hall of Bob",
        entered_seq=1,
        entered_at=1000.0,
        pool_size=4,
        max_rating=6,
        clock_elapsed=elapsed_s,
        challenges=(
            ChallengeState(
                name="Ghoul pack",
                rating=6,
                deadly=True,
                partial_successes=partials,
                partial_failures=("Olo",),
            ),
            ChallengeState(name=f"{secret}-ambush", rating=13, secret=True),
        ),
        notes=f"{secret}-notes",
    )
    pending = PendingAction(
        character="Olo",
        text=f"{secret}-pending-description",
        opened_seq=9,
        ruling=Ruling(cards=("malapropism",), target=f"{secret}-ambush"),
        suggestion={"cards": {"malapropism": 1}, "evidence": f"{secret}-suggestion"},
    )
    return GameState(
        seq=10,
        now=2000.0,
        table=table(secret),
        deck_list=deck,
        room_order=("bob", "ann", "cy"),
        party=(
            PartyMember(name="Grignr", player="ann"),
            PartyMember(name="Agafnd", player="bob", in_party=False, out_reason="gm"),
            PartyMember(name="Olo", player="cy"),
        ),
        room=room,
        piles=Piles(deck=(f"{secret.lower()}-next-card",), pool=pool),
        pending=pending,
        searches=(
            SearchRecord(character="Olo", area=f"{secret}-area", roll=2, present=True, found=True),
        ),
        last=last,
    )


def last_against(
    challenge: str,
    outcome: str = "partial_success",
    text: str = "",
    cards: tuple[EarnedCard, ...] = (),
) -> LastOutcome:
    """Grignr rolled a 4 with +3 against ``challenge``, saying ``text``, earning ``cards``."""
    return LastOutcome(
        character="Grignr",
        challenge=challenge,
        outcome=outcome,  # type: ignore[arg-type]
        total=7,
        dice=(Die(value=4),),
        bonus=3,
        text=text,
        cards=cards,
    )


def real_session(seed: int = 3) -> Session:
    """A real engine session on the bundled example table and the standard deck, in room 1
    (Ann GMs it) with one challenge, rated 6: the state every command publishes."""
    session = Session.start(
        load_example_table(), standard_deck().deck_list(), seed=seed, at=1_000_000.0
    )
    session.apply("room enter 1")
    session.apply('challenge add "Weeping statues" 6')
    return session


def play_action(session: Session, character: str, text: str, die: int) -> list[GameState]:
    """One action: describe, match the first pool card, confirm, roll ``die`` by hand.

    Returns the state after each command, as a front end publishes them.
    """
    card = session.state.piles.pool[0]
    seen = []
    for command in (f'act "{character}" "{text}"', f"card add {card}", "confirm", f"roll {die}"):
        session.apply(command)
        seen.append(session.state)
    return seen
