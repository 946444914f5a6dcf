"""The physical deck as the engine sees it: card ids, one entry per copy.

The deck *file* (names, definitions, detector cues) belongs to ``companion``;
the engine only needs which cards exist and how many copies of each, plus the
deck's id and content hash for the log header.
"""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel, ConfigDict, Field, model_validator


class DeckList(BaseModel):
    """Every physical card of a deck, by id; a card with two copies appears twice.

    >>> d = DeckList(id="tiny", hash="0", cards=("a", "a", "b"))
    >>> d.copies("a"), len(d)
    (2, 3)
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1)
    hash: str = Field(description="hex digest of the deck file's content")
    cards: tuple[str, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _copies_one_or_two(self) -> DeckList:
        over = sorted(c for c, n in Counter(self.cards).items() if n > 2)
        if over:
            raise ValueError(f"a card occurs at most twice in the deck: {', '.join(over)}")
        return self

    def copies(self, card: str) -> int:
        """How many copies of ``card`` the deck holds (0 if none)."""
        return self.cards.count(card)

    def __len__(self) -> int:
        return len(self.cards)
