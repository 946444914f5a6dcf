"""A small table and deck for rules tests: four players, four rooms (the last is final)."""

from __future__ import annotations

from engine import Character, DeckList, Player, Room, Session, Table

PLAYERS = ("ann", "bob", "cat", "dan")
NAMES = {"ann": "Grignr", "bob": "Olo", "cat": "Vespera", "dan": "Pell"}


def table(rooms: int = 4) -> Table:
    players = PLAYERS[:rooms] if rooms <= len(PLAYERS) else PLAYERS
    return Table(
        name="test table",
        players=tuple(Player(id=p, name=p.title()) for p in PLAYERS),
        characters=tuple(Character(name=NAMES[p], player=p) for p in PLAYERS),
        rooms=tuple(Room(gm=p, title=f"room of {p}", eye_name="the Eye of Tests") for p in players),
        room_order=players,
    )


def deck(n: int = 30, doubles: int = 4) -> DeckList:
    """``n`` distinct cards ``c00``.., the first ``doubles`` of them with two copies."""
    cards = tuple(f"c{i:02d}" for i in range(n)) + tuple(f"c{i:02d}" for i in range(doubles))
    return DeckList(id="test", hash="0" * 64, cards=cards)


def session(seed: int = 1, rooms: int = 4, cards: int = 30) -> Session:
    return Session.start(table(rooms), deck(cards), seed, at=1000.0)


def drive(s: Session, *commands: str) -> None:
    """Apply each command in turn."""
    for c in commands:
        s.apply(c)


def in_room(
    room: int = 1, *, challenge: str = 'challenge add "Ghoul pack" 6', seed: int = 1
) -> Session:
    """A session standing in ``room`` (rooms entered in order) with one challenge added."""
    s = session(seed)
    for n in range(1, room + 1):
        s.apply(f"room enter {n}")
    if challenge:
        s.apply(challenge)
    return s


def act(s: Session, who: str, *edits: str, roll: str = "roll 4") -> None:
    """One whole action: act, edits, confirm, roll."""
    drive(s, f'act {who} "does a thing"', *edits, "confirm", roll)
