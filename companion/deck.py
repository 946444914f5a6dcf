"""Card decks: the data file (names, definitions, detector cues) and its validation.

The rules: "Each card denotes some quirk of prose or error of logic; action
descriptions which match cards, in the GM's opinion, get a bonus of +1 per card
matched", and "Some cards occur twice in the deck. If both copies are in the
pool, an action can count both of them if it has two distinct counts of the
specified offense."

A deck file is TOML (``decks/standard.toml`` is the standard deck). Every error
names the file, the line and the key (``companion deck validate FILE``).

>>> deck = standard_deck()
>>> deck.id, len(deck.cards), len(deck.deck_list())
('standard', 50, 58)
>>> deck.card("malapropism").copies
2
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

from companion.errors import DataFileError
from companion.resources import data_dir
from companion.safetext import clean
from companion.tomlfile import FieldError, validate_file
from engine.decklist import DeckList
from engine.rooms import LARGEST_POOL

_APOSTROPHES = re.compile(r"['’‘`´]")
_NON_WORD = re.compile(r"[^a-z0-9]+")


def normalise(text: str) -> str:
    """Spoken-form text: lower case, accents dropped, apostrophes dropped, other
    punctuation a space.

    Whisper's output and a typed description normalise alike, so no cue depends
    on spelling of contractions, case, accents or punctuation.

    >>> normalise("Don't,   STOP -- the Ogre's club!")
    'dont stop the ogres club'
    >>> normalise("My Cliché card, naïve")
    'my cliche card naive'
    """
    plain = text.lower()
    if not plain.isascii():
        plain = "".join(fold_accent(ch) for ch in plain)
    return _NON_WORD.sub(" ", _APOSTROPHES.sub("", plain)).strip()


def fold_accent(ch: str) -> str:
    """``ch`` without its accent ("é" -> "e"); any other character as it is.

    >>> fold_accent("é"), fold_accent("ç"), fold_accent("ß")
    ('e', 'c', 'ß')
    """
    if ch.isascii():
        return ch
    base = unicodedata.normalize("NFKD", ch)[0]
    return base if base.isascii() and base.isalpha() else ch


class Cues(BaseModel):
    """How the built-in detectors recognise a card in a transcript."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    phrases: tuple[str, ...] = Field((), description="word sequences, matched as whole words")
    patterns: tuple[str, ...] = Field((), description="regular expressions on normalised text")
    checks: tuple[str, ...] = Field((), description="structural checks in code, by name")
    yields_to: tuple[str, ...] = Field(
        (), description="cards whose overlapping hit wins over this one"
    )

    @field_validator("phrases")
    @classmethod
    def _phrases_normalise(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        out = tuple(normalise(p) for p in value)
        empty = [p for p, n in zip(value, out, strict=True) if not n]
        if empty:
            raise ValueError(f"a phrase has no words: {empty[0]!r}")
        return out

    @field_validator("patterns")
    @classmethod
    def _patterns_compile(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        from companion.advisor.patterns import risky

        for pattern in value:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"pattern {pattern!r} is not a valid regex: {exc}") from None
            slow = risky(pattern)
            if slow:
                raise ValueError(
                    f"pattern {pattern!r} can take exponential time: {slow!r} repeats a "
                    "repetition without bound; give the outer repeat a bound, e.g. {1,8}"
                )
        return value

    @field_validator("checks")
    @classmethod
    def _checks_known(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        # The registry of checks lives with the detectors (companion.advisor.checks).
        from companion.advisor.checks import CHECKS

        unknown = [c for c in value if c not in CHECKS]
        if unknown:
            raise ValueError(f"unknown check {unknown[0]!r}; known: {', '.join(sorted(CHECKS))}")
        return value


class Card(BaseModel):
    """One card: what the GM reads aloud, how many copies the deck holds, and its cues."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="stable id, e.g. said-bookism")
    name: str = Field(min_length=1)
    kind: Literal["prose", "logic"]
    definition: str = Field(min_length=8, description="one sentence a GM can read aloud")
    examples: tuple[str, ...] = Field(min_length=1, max_length=2)
    copies: Literal[1, 2] = 1
    cues: Cues = Field(default_factory=Cues)

    @field_validator("name", "definition", "examples", mode="before")
    @classmethod
    def _printable(cls, value: object) -> object:
        """What the GM reads aloud is printed too: no terminal control characters, one line
        (:func:`companion.safetext.clean`)."""
        if isinstance(value, str):
            return clean(value, one_line=True)
        if isinstance(value, list | tuple):
            return [clean(v, one_line=True) if isinstance(v, str) else v for v in value]
        return value

    @field_validator("definition")
    @classmethod
    def _one_sentence(cls, value: str) -> str:
        body = value.strip().rstrip(".!?")
        if re.search(r"[.!?]\s+[A-Z]", body):
            raise ValueError("the definition must be one sentence")
        return value.strip()


class Deck(BaseModel):
    """A whole deck file. ``sha256`` is the hex digest of the file's bytes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    name: str = ""
    cards: tuple[Card, ...] = Field(min_length=1)
    _sha256: str = PrivateAttr("")
    _path: str = PrivateAttr("")

    @model_validator(mode="after")
    def _consistent(self) -> Deck:
        seen: set[str] = set()
        for i, card in enumerate(self.cards):
            if card.id in seen:
                raise FieldError(
                    f"card id {card.id!r} occurs twice (use copies = 2 instead)", "cards", i, "id"
                )
            seen.add(card.id)
        for i, card in enumerate(self.cards):
            unknown = [c for c in card.cues.yields_to if c not in seen]
            if unknown:
                raise FieldError(
                    f"card {card.id!r} yields to unknown card {unknown[0]!r}",
                    *("cards", i, "cues", "yields_to"),
                )
        return self

    @property
    def sha256(self) -> str:
        """Hex digest of the deck file's content (empty for an in-memory deck)."""
        return self._sha256

    @property
    def path(self) -> str:
        """The file the deck was read from (empty for an in-memory deck)."""
        return self._path

    def card(self, card_id: str) -> Card:
        """The card with this id; ``KeyError`` if the deck has none."""
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

    def has(self, card_id: str) -> bool:
        """Whether the deck holds a card with this id."""
        return any(card.id == card_id for card in self.cards)

    @property
    def warnings(self) -> tuple[str, ...]:
        """What a valid deck cannot do: fill the largest pool the rules call for ("3 plus
        the room number ... plus an additional 2 in the final room": 11 with six rooms)."""
        total = sum(card.copies for card in self.cards)
        if total >= LARGEST_POOL:
            return ()
        return (
            f"deck {self.id!r} holds {total} cards, fewer than the {LARGEST_POOL} of a "
            "six-room game's final pool: some pools will be short",
        )

    def deck_list(self) -> DeckList:
        """Every physical card, one entry per copy, for the engine and the log header."""
        ids = tuple(card.id for card in self.cards for _ in range(card.copies))
        return DeckList(id=self.id, hash=self._sha256, cards=ids)


def load_deck(path: Path) -> Deck:
    """Read and validate a deck file; errors name the file, line and key."""
    deck = validate_file(Deck, path, what="deck file")
    deck._sha256 = hashlib.sha256(path.read_bytes()).hexdigest()
    deck._path = str(path)
    return deck


def standard_deck_path() -> Path:
    """The standard deck file shipped with the program."""
    return data_dir("decks") / "standard.toml"


@lru_cache(maxsize=1)
def standard_deck() -> Deck:
    """The standard deck (read once per process)."""
    return load_deck(standard_deck_path())


@lru_cache(maxsize=8)
def shipped_deck(deck_id: str) -> Deck | None:
    """The deck of that id among those shipped with the program (None if none is).

    A log names its deck by id; review, export and the players' view find card names
    here (once per id and process: the players' view asks on every published state).
    A shipped deck file that does not validate is passed over, so one broken file
    cannot stop them (``companion doctor`` reports it).

    >>> shipped_deck("standard").id, shipped_deck("no-such-deck")
    ('standard', None)
    """
    for path in sorted(data_dir("decks").glob("*.toml")):
        try:
            deck = load_deck(path)
        except DataFileError:
            continue
        if deck.id == deck_id:
            return deck
    return None


def deck_from(path: str | Path | None) -> Deck:
    """``--deck FILE`` when given, else the standard deck."""
    if path is None or str(path) == "":
        return standard_deck()
    p = Path(path)
    if p.is_dir():
        raise DataFileError(str(p), "is a folder; give the deck file (e.g. decks/standard.toml)")
    return load_deck(p)
