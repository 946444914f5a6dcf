"""What the players' view shows: the public face of the game, and nothing else.

Every field here is something the whole table may see. The models are built
by :func:`companion.tableview.viewmodel.build_view`, which copies named public
fields from the engine's state (an allow-list); a field added to the engine
state later can never appear on the page unless someone adds it here first.

Rules the view reflects:

- the pool: "deals cards face-up to form the card pool";
- challenges: "Each challenge has a numeric rating, which is assigned by the GM
  when the challenge is introduced", overcome by "one overwhelming success, three
  partial successes by three different characters, five partial successes total";
- the party: "A character is not in the party if any of the following reasons hold";
- the deus ex machina: "It will occur only if the players have been occupied by
  the room for at least 30 minutes, and only after a vote in its favor".
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from engine.resolve import Outcome


class _View(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class PoolCard(_View):
    """One card face up in the pool; two copies of a card in the pool are one entry."""

    id: str
    name: str
    definition: str = Field(description="the card's one-sentence definition")
    copies: int = Field(1, ge=1, le=2, description="copies of this card in the pool now")


class ChallengeView(_View):
    """A challenge the GM has introduced (never one still only planned)."""

    name: str
    rating: int
    deadly: bool = False
    overcome: bool = False
    partial_successes: int = Field(0, ge=0, description="party's partial successes, of 5")
    succeeded_by: tuple[str, ...] = Field((), description="characters with a partial success")
    partial_failures: tuple[tuple[str, int], ...] = Field(
        (), description="(character, partial failures, of 3), for characters with at least one"
    )
    out: tuple[str, ...] = Field((), description="characters unable to act against it any more")


class PartyMember(_View):
    """A character and whether it is in the party in this room, and why not."""

    character: str
    player: str = Field("", description="the player's display name")
    in_party: bool = True
    why_out: str = Field("", description="the rules' reason, e.g. 'belongs to this room's GM'")
    status: str = Field("", description="e.g. 'died in this room'; empty when fine")


class RoomView(_View):
    """Where the party is."""

    number: int = Field(ge=1, description="1-based position in the room order")
    rooms: int = Field(ge=1, description="how many rooms the dungeon has")
    title: str = ""
    gm: str = Field("", description="the display name of the player GMing this room")
    final: bool = False
    leaving: bool = Field(False, description="on the way back out with the Eye")


class LastAction(_View):
    """The outcome of the last resolved action roll."""

    character: str
    description: str = Field("", description="what the player said the character does")
    challenge: str = Field("", description="empty for a secret challenge")
    cards: tuple[str, ...] = Field((), description="names of the cards the action earned")
    bonus: int = Field(0, description="net bonus added to the die")
    dice: tuple[int, ...] = Field((), description="every die rolled, first die first")
    total: int | None = Field(None, description="first die plus bonus; none when automatic")
    rating: int | None = Field(None, description="the challenge's rating; none when secret")
    automatic: bool = Field(False, description="a partial failure ruled without a roll")
    outcome: Outcome


class DeusClock(_View):
    """The deus ex machina clock, shown once 30 minutes in the room have passed."""

    minutes_in_room: int = Field(ge=0, description="whole minutes since the room was entered")
    open: bool = Field(description="30 minutes have passed: the table may vote for it")


class TableView(_View):
    """Everything the players' page shows for one moment of the game."""

    table: str = "Quest for the Eye"
    started: bool = Field(False, description="false until the party enters the first room")
    over: bool = False
    ending: str = Field("", description="how the game ended, once it has")
    room: RoomView | None = None
    pool: tuple[PoolCard, ...] = ()
    challenges: tuple[ChallengeView, ...] = ()
    party: tuple[PartyMember, ...] = ()
    last_action: LastAction | None = None
    deus_ex_machina: DeusClock | None = None
