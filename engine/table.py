"""The table: players, their characters and the rooms they prepared.

A table file (TOML, loaded by ``companion``) validates into :class:`Table`. The
engine only reads it: who plays which character, who GMs which room, the room
order and which room is final.

Rules implemented here ("Character generation", "Dungeon preparation"):

- a summary has seven blocks: name, race and background, personal appearance,
  approach to problem solving, clothing and/or armor, weapons and/or magical
  implements, other equipment;
- a room must have a size/shape/appearance, an entrance, an exit (unless it is
  final), the Eye (only if final), at least two of combat/athletic/puzzle/
  dialogue, and a deus ex machina event.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

#: The seven blocks of a character summary, in the rulebook's order.
BLOCKS: tuple[str, ...] = (
    "name",
    "background",
    "appearance",
    "approach",
    "clothing",
    "weapons",
    "equipment",
)

Block = Literal["name", "background", "appearance", "approach", "clothing", "weapons", "equipment"]

#: Each block's heading as the rulebook writes it.
BLOCK_TITLES: dict[str, str] = {
    "name": "Name",
    "background": "Race and background",
    "appearance": "Personal appearance",
    "approach": "Approach to problem solving",
    "clothing": "Clothing and/or armor",
    "weapons": "Weapons and/or magical implements",
    "equipment": "Other equipment",
}

#: The four kinds of opportunity a room offers; a room needs at least two.
OPPORTUNITIES: tuple[str, ...] = ("combat", "athletic", "puzzle", "dialogue")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Blocks(_Frozen):
    """A model holding the seven blocks as fields of the same names."""

    def block(self, block: str) -> str:
        """The text of one block by its name (one of :data:`BLOCKS`)."""
        if block not in BLOCKS:
            raise KeyError(block)
        return str(getattr(self, block))


class Character(_Blocks):
    """One character summary: the seven blocks, and the player who plays it.

    ``player`` is the id of the player who *plays* the character (after the
    draft), not the authors of its blocks.
    """

    name: str = Field(min_length=1)
    background: str = ""
    appearance: str = ""
    approach: str = ""
    clothing: str = ""
    weapons: str = ""
    equipment: str = ""
    player: str = ""
    barbarian: bool = False


class Summary(_Blocks):
    """A character summary one player wrote before the draft: seven blocks.

    Rules: "Each player writes two character summaries, without consulting
    other players. At least one character must be some type of barbarian"; "A
    summary contains the following seven blocks, none of which should be more
    than a few lines". ``barbarian`` is the author's word that it is one.
    """

    author: str = Field(min_length=1, description="id of the player who wrote it")
    barbarian: bool = False
    name: str = Field(min_length=1)
    background: str = Field(min_length=1)
    appearance: str = Field(min_length=1)
    approach: str = Field(min_length=1)
    clothing: str = Field(min_length=1)
    weapons: str = Field(min_length=1)
    equipment: str = Field(min_length=1)


class Player(_Frozen):
    """A person at the table. ``id`` is a short stable key (e.g. ``"ann"``)."""

    id: str = Field(min_length=1, pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = Field(min_length=1)


class PlannedChallenge(_Frozen):
    """A challenge a room's GM prepared. Ratings are checked against the room's
    maximum when the room is entered (a warning, never a block)."""

    name: str = Field(min_length=1)
    rating: int = Field(ge=1, le=30)
    deadly: bool = False
    secret: bool = True


class Room(_Frozen):
    """A room prepared by one player (its GM). Text fields are free prose.

    ``secrets`` are GM-only notes that the room's GM and the next GM see; they
    must never reach the players' view.
    """

    gm: str = Field(min_length=1, description="id of the player who prepared and GMs this room")
    title: str = ""
    appearance: str = Field("", description="general size, shape and appearance")
    entrance: str = ""
    exit: str = Field("", description="omitted if the room is chosen as final")
    eye: str = Field("", description="the Eye, used only if the room is chosen as final")
    eye_name: str = Field("", description='"the Eye of <something>"')
    combat: str = ""
    athletic: str = ""
    puzzle: str = ""
    dialogue: str = ""
    deus_ex_machina: str = ""
    npcs: tuple[str, ...] = Field((), description="names spoken in the room (an STT hint)")
    challenges: tuple[PlannedChallenge, ...] = ()
    secrets: str = ""

    def missing_features(self, final: bool) -> list[str]:
        """What the rules require of a room that this one lacks, as phrases.

        >>> for gap in Room(gm="ann", appearance="a round hall").missing_features(final=False):
        ...     print(gap)
        entrance
        exit
        at least two of combat/athletic/puzzle/dialogue (has 0)
        deus ex machina
        """
        missing: list[str] = []
        if not self.appearance.strip():
            missing.append("size, shape and appearance")
        if not self.entrance.strip():
            missing.append("entrance")
        if final:
            if not self.eye.strip():
                missing.append("the Eye")
        elif not self.exit.strip():
            missing.append("exit")
        have = sum(1 for o in OPPORTUNITIES if str(getattr(self, o)).strip())
        if have < 2:
            missing.append(f"at least two of combat/athletic/puzzle/dialogue (has {have})")
        if not self.deus_ex_machina.strip():
            missing.append("deus ex machina")
        return missing


class Table(_Frozen):
    """Everything set up before the first room.

    ``room_order`` lists GM player ids in play order; the last is the final
    room. ``characters`` are the drafted characters, one per player;
    ``summaries`` are the two summaries each player wrote for the draft (kept so
    the draft can be rerun or reviewed; empty when the table skips the draft).
    """

    name: str = "Quest for the Eye"
    players: tuple[Player, ...]
    summaries: tuple[Summary, ...] = ()
    characters: tuple[Character, ...] = ()
    rooms: tuple[Room, ...] = ()
    room_order: tuple[str, ...] = ()
    eye_name: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> Table:
        ids = [p.id for p in self.players]
        if len(set(ids)) != len(ids):
            raise ValueError("player ids must be unique")
        known = set(ids)
        for c in self.characters:
            if c.player and c.player not in known:
                raise ValueError(f"character {c.name!r} is played by unknown player {c.player!r}")
        for r in self.rooms:
            if r.gm not in known:
                raise ValueError(f"room {r.title or r.gm!r} has unknown gm {r.gm!r}")
        gms = [r.gm for r in self.rooms]
        if len(set(gms)) != len(gms):
            raise ValueError("each player prepares one room: a gm has two rooms")
        for author in dict.fromkeys(s.author for s in self.summaries):
            if author not in known:
                raise ValueError(f"a summary is written by unknown player {author!r}")
            own = [s for s in self.summaries if s.author == author]
            if len(own) != 2:
                raise ValueError(f"{author!r} wrote {len(own)} summaries: each player writes two")
            if not any(s.barbarian for s in own):
                raise ValueError(
                    f"neither of {author!r}'s summaries is a barbarian: at least one must be"
                )
        if self.room_order and sorted(self.room_order) != sorted(r.gm for r in self.rooms):
            raise ValueError("room_order must name each room's gm exactly once")
        return self

    def player(self, id: str) -> Player:
        """A player by id."""
        for p in self.players:
            if p.id == id:
                return p
        raise KeyError(id)

    def room_of(self, gm: str) -> Room:
        """The room that player ``gm`` prepared."""
        for r in self.rooms:
            if r.gm == gm:
                return r
        raise KeyError(gm)

    def ordered_rooms(self) -> tuple[Room, ...]:
        """Rooms in play order (``room_order``, else file order); the last is final."""
        if not self.room_order:
            return self.rooms
        return tuple(self.room_of(gm) for gm in self.room_order)

    def character(self, name: str) -> Character:
        """A character by exact name."""
        for c in self.characters:
            if c.name == name:
                return c
        raise KeyError(name)
