"""The dungeon turn (``rules/dungeon-turn-procedure.txt``), pure and replayable.

A turn is "a unit of time of exploration" (ten minutes in the classic game). The
referee's rolls are functions of a die source passed in (a seeded
:class:`random.Random`, or :class:`engine.dice.HandDice` for physical dice); every
result keeps every die it rolled, so an event carrying it replays with no RNG.

Where the procedure names a table without giving it, :class:`TurnConfig` holds
the classic basic-game values as configurable defaults: encounter distance
2d6 x 10 ft, surprise on 1-2 on a d6 per side, and the 2d6 reaction bands
2 attacks / 3-5 hostile / 6-8 uncertain / 9-11 indifferent / 12 friendly.

Combat, hit points and class abilities are out of scope: in *Quest for the Eye*
an encounter or a sprung trap becomes a challenge the GM rates, and the
not-rested penalty applies to action rolls.

>>> from engine.dice import HandDice
>>> cfg = TurnConfig()
>>> t = roll_turn(HandDice([1, 3, 4, 5, 2, 6, 3, 4]), cfg)
>>> t.encounter.count, t.encounter.distance_ft, t.encounter.reaction.name
(3, 90, 'uncertain')
>>> [d.expr for d in t.dice]
['1d6', '1d6', '2d6x10', '1d6', '1d6', '2d6']
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engine.dice import DiceExpr, DiceRoll, DieSource, parse

ReactionName = Literal["attacks", "hostile", "uncertain", "indifferent", "friendly"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ReactionBand(_Frozen):
    """One band of the monster reaction table: totals ``low``..``high`` inclusive."""

    low: int
    high: int
    name: ReactionName
    meaning: str


#: Classic basic-game monster reactions (2d6).
CLASSIC_REACTIONS: tuple[ReactionBand, ...] = (
    ReactionBand(low=2, high=2, name="attacks", meaning="immediate attack"),
    ReactionBand(low=3, high=5, name="hostile", meaning="hostile, possible attack"),
    ReactionBand(low=6, high=8, name="uncertain", meaning="uncertain, monster confused"),
    ReactionBand(
        low=9, high=11, name="indifferent", meaning="no attack, leaves or considers offers"
    ),
    ReactionBand(low=12, high=12, name="friendly", meaning="enthusiastic friendship"),
)


class TurnConfig(_Frozen):
    """The dungeon-turn tables. Chances read "``x``-in-``die``": a roll of ``x`` or less."""

    wandering_chance: Literal[6, 12] = Field(
        6, description="1-in-N wandering monster check: the die rolled, 6 or 12"
    )
    number_appearing: str = Field("1d6", description="dice expression for number appearing")
    distance: str = Field("2d6x10", description="encounter distance in feet")
    surprise_on: int = Field(2, ge=0, le=6, description="a side is surprised on 1..this of a d6")
    reactions: tuple[ReactionBand, ...] = CLASSIC_REACTIONS
    reaction_dice: str = Field("2d6", description="monster reaction roll")
    search_chance: int = Field(1, ge=0, le=6, description="x-in-6 to find a room trap")
    trap_chance: int = Field(2, ge=0, le=6, description="x-in-6 that a triggered trap springs")
    turns_per_rest: int = Field(6, ge=2, description="turns in an hour; one of them is rest")
    not_rested_penalty: int = Field(-1, le=0, description="to action rolls until the party rests")

    @field_validator("number_appearing", "distance", "reaction_dice")
    @classmethod
    def _dice(cls, text: str) -> str:
        return str(parse(text))

    @model_validator(mode="after")
    def _bands_cover_roll(self) -> TurnConfig:
        dice = parse(self.reaction_dice)
        covered = sorted(t for b in self.reactions for t in range(b.low, b.high + 1))
        if covered != list(range(dice.min, dice.max + 1)):
            raise ValueError(
                f"reaction bands must cover each total {dice.min}..{dice.max} exactly once"
            )
        return self

    def reaction_for(self, total: int) -> ReactionBand:
        """The band a reaction total falls in."""
        return next(b for b in self.reactions if b.low <= total <= b.high)


class Encounter(_Frozen):
    """Wandering monsters met this turn, with every die the referee rolled."""

    number_appearing: DiceRoll
    distance: DiceRoll
    party_surprise: DiceRoll
    monster_surprise: DiceRoll
    reaction_roll: DiceRoll
    reaction: ReactionBand
    party_surprised: bool
    monsters_surprised: bool

    @property
    def count(self) -> int:
        """How many monsters appear."""
        return self.number_appearing.total

    @property
    def distance_ft(self) -> int:
        """Distance between monsters and party, in feet."""
        return self.distance.total

    @property
    def dice(self) -> tuple[DiceRoll, ...]:
        """Every roll, in the order the procedure makes them."""
        return (
            self.number_appearing,
            self.distance,
            self.party_surprise,
            self.monster_surprise,
            self.reaction_roll,
        )

    def summary(self) -> str:
        """One line for the GM, e.g. ``3 monsters at 90 ft, party surprised, uncertain``."""
        surprised = [
            s
            for s, on in (("party", self.party_surprised), ("monsters", self.monsters_surprised))
            if on
        ]
        who = f", {' and '.join(surprised)} surprised" if surprised else ""
        noun = "monster" if self.count == 1 else "monsters"
        return f"{self.count} {noun} at {self.distance_ft} ft{who}, {self.reaction.meaning}"


class TurnResult(_Frozen):
    """One turn's referee rolls: the wandering check and, on a hit, the encounter."""

    wandering: DiceRoll
    encounter: Encounter | None

    @property
    def dice(self) -> tuple[DiceRoll, ...]:
        """Every die rolled this turn, in order."""
        return (self.wandering, *(self.encounter.dice if self.encounter else ()))


class SearchResult(_Frozen):
    """A search for room traps. Always ``secret``: only the GM sees ``found`` and the die."""

    roll: DiceRoll
    present: bool
    found: bool
    secret: bool = True


class TrapResult(_Frozen):
    """A triggered trap's 2-in-6 check."""

    roll: DiceRoll
    sprung: bool


def roll_turn(dice: DieSource, config: TurnConfig) -> TurnResult:
    """The referee's rolls for one turn.

    Rules: "The DM rolls for wandering monsters (1-in-12, or 1-in-6)"; "If
    monsters are encountered, the DM rolls for the Number Appearing"; "The DM
    rolls 2d6 to check distance between the monsters and the party"; "The DM
    rolls 1d6 for each side to check for surprise"; "The DM rolls 2d6 for the
    Monster Reaction". Monsters come on a 1 of the wandering die.
    """
    check = DiceExpr(sides=config.wandering_chance).roll(dice)
    if check.total > 1:
        return TurnResult(wandering=check, encounter=None)
    number = parse(config.number_appearing).roll(dice)
    distance = parse(config.distance).roll(dice)
    d6 = DiceExpr(sides=6)
    party, monsters = d6.roll(dice), d6.roll(dice)
    reaction = parse(config.reaction_dice).roll(dice)
    return TurnResult(
        wandering=check,
        encounter=Encounter(
            number_appearing=number,
            distance=distance,
            party_surprise=party,
            monster_surprise=monsters,
            reaction_roll=reaction,
            reaction=config.reaction_for(reaction.total),
            party_surprised=party.total <= config.surprise_on,
            monsters_surprised=monsters.total <= config.surprise_on,
        ),
    )


def roll_search(dice: DieSource, config: TurnConfig, present: bool) -> SearchResult:
    """A search for room traps, rolled by the referee.

    Rules: "The referee should always roll for the character searching, so that
    the player does not know if the roll failed or if there are simply no hidden
    features present." "If a character is searching in the right location, there
    is a 1-in-6 chance of finding a room trap." The die is rolled whether or not
    a trap is ``present``, so the roll itself gives nothing away.
    """
    roll = DiceExpr(sides=6).roll(dice)
    return SearchResult(
        roll=roll, present=present, found=present and roll.total <= config.search_chance
    )


def roll_trap(dice: DieSource, config: TurnConfig) -> TrapResult:
    """Whether a triggered trap springs.

    Rule: "When a character performs the action that triggers a trap, there is a
    2-in-6 chance of the trap being sprung."
    """
    roll = DiceExpr(sides=6).roll(dice)
    return TrapResult(roll=roll, sprung=roll.total <= config.trap_chance)


class AlreadySearched(ValueError):
    """Rule: "Each character can only make one attempt to search a specific area or item." """


class TurnClock(_Frozen):
    """Turns elapsed, turns since the last rest, and which areas each character searched.

    Rules: "Characters must rest for one turn every hour in the dungeon." "A -1
    penalty to attack and damage rolls is incurred until the characters rest for
    one turn." An hour is ``turns_per_rest`` turns and one of them is the rest,
    so rest is due once ``turns_per_rest - 1`` turns pass without one, and the
    penalty applies from the turn after that until the party rests.

    >>> cfg = TurnConfig()
    >>> c = TurnClock()
    >>> for _ in range(5):
    ...     c = advance(c)
    >>> c.rest_due(cfg), c.penalty(cfg)
    (True, 0)
    >>> c = advance(c)
    >>> c.penalty(cfg), rest(c).penalty(cfg), rest(c).turns
    (-1, 0, 7)
    """

    turns: int = Field(0, ge=0, description="turns elapsed (ten minutes each)")
    since_rest: int = Field(0, ge=0, description="turns since the party last rested")
    searched: tuple[tuple[str, str], ...] = Field(
        (), description="(character, area) pairs already searched"
    )

    def rest_due(self, config: TurnConfig) -> bool:
        """Whether the party must rest this turn to avoid the penalty."""
        return self.since_rest >= config.turns_per_rest - 1

    def penalty(self, config: TurnConfig) -> int:
        """The not-rested modifier to action rolls: ``not_rested_penalty`` or 0."""
        return config.not_rested_penalty if self.since_rest >= config.turns_per_rest else 0

    def has_searched(self, character: str, area: str) -> bool:
        """Whether ``character`` already made their one attempt at ``area``. Reading
        ``search-area`` (``docs/rules-readings.md``): an area is the same whatever its case and
        spacing, "North Wall" is "north  wall".

        >>> search(TurnClock(), "Olo", "north wall").has_searched("Olo", " North  Wall")
        True
        """
        key = area_key(area)
        return any(who == character and area_key(a) == key for who, a in self.searched)


def area_key(area: str) -> str:
    """An area as :meth:`TurnClock.has_searched` compares it: case-folded, spaces collapsed.

    >>> area_key("  North   Wall ")
    'north wall'
    """
    return " ".join(area.split()).casefold()


def advance(clock: TurnClock, turns: int = 1) -> TurnClock:
    """``turns`` turns of exploration pass (moving, listening, a fight).

    Rule: a turn is "a unit of time of exploration"; "End of Turn. Where
    necessary, the DM should check ... whether or not they need rest".
    """
    return clock.model_copy(
        update={"turns": clock.turns + turns, "since_rest": clock.since_rest + turns}
    )


def rest(clock: TurnClock) -> TurnClock:
    """The party rests: one turn passes and the penalty ends.

    Rule: "Characters must rest for one turn every hour in the dungeon."
    """
    return clock.model_copy(update={"turns": clock.turns + 1, "since_rest": 0})


def search(clock: TurnClock, character: str, area: str, *, check: bool = True) -> TurnClock:
    """Record ``character`` searching ``area``; the search takes one turn.

    Rules: "Searching takes one turn." "Each character can only make one attempt
    to search a specific area or item." Raises :class:`AlreadySearched` unless ``check`` is
    false (replay applies what a log recorded, even a search an older version allowed).
    """
    if check and clock.has_searched(character, area):
        raise AlreadySearched(
            f"{character} already searched {area}: each character can only make one attempt "
            "to search a specific area or item"
        )
    moved = advance(clock)
    return moved.model_copy(update={"searched": (*clock.searched, (character, area))})
