"""The character draft ("Character generation"), as a fold over pick events.

Rules: "Players are then randomly assigned a draft order"; "Construction goes
around the table seven times. On a draft turn, a player chooses one block, with
the following restrictions:

- you can't choose a block you wrote yourself
- you can't choose a block someone else chose
- you must select one block for each of the seven categories, not multiples of
  the same category
- you can't select multiple blocks from the same player until it's impossible
  not to (for example, in a 4-player game, your first 3 picks will be from
  different players)"

The last restriction reads: you may take a block from a player only if no other
player from whom you hold fewer blocks still offers you a block the first three
restrictions allow. :class:`DraftState` is the order, the summaries and the
picks so far; every other fact is derived, so replaying the :class:`DraftPick`
events with :func:`apply_pick` rebuilds it exactly.

>>> from engine.table import Summary
>>> def s(author, tag, barbarian=False):
...     return Summary(author=author, barbarian=barbarian, **{b: f"{tag} {b}" for b in BLOCKS})
>>> sums = [s(p, p + str(i), i == 1) for p in "abcd" for i in (1, 2)]
>>> state = DraftState(order=("a", "b", "c", "d"), summaries=tuple(sums))
>>> whose_turn(state), len(legal_picks(state, "a"))
('a', 42)
>>> state = apply_pick(state, DraftPick(player="a", block=BlockRef.from_str("b.1.name")))
>>> apply_pick(state, DraftPick(player="b", block=BlockRef.from_str("b.2.name")))
Traceback (most recent call last):
...
engine.draft.IllegalPick: b cannot take b.2.name: you can't choose a block you wrote yourself
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.table import BLOCKS, Block, Character, Summary

#: Draft rounds: one block of each category per player.
ROUNDS = len(BLOCKS)

RULE_OWN = "you can't choose a block you wrote yourself"
RULE_TAKEN = "you can't choose a block someone else chose"
RULE_CATEGORY = (
    "you must select one block for each of the seven categories, not multiples of the same category"
)
RULE_SPREAD = "you can't select multiple blocks from the same player until it's impossible not to"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class IllegalPick(ValueError):
    """A pick the rules forbid; ``rule`` quotes the restriction it breaks."""

    def __init__(self, message: str, rule: str = "") -> None:
        self.rule = rule
        super().__init__(f"{message}: {rule}" if rule else message)


class BlockRef(_Frozen):
    """One block of one summary: ``author.summary.block``, summaries numbered from 1.

    >>> BlockRef.from_str("ann.2.weapons")
    BlockRef.from_str('ann.2.weapons')
    """

    author: str = Field(min_length=1)
    summary: int = Field(ge=1, description="1 for the author's first summary, 2 for the second")
    block: Block

    @classmethod
    def from_str(cls, text: str) -> BlockRef:
        """Parse ``author.summary.block``; raises ``ValueError``."""
        parts = text.strip().split(".")
        if len(parts) != 3 or not parts[1].isdigit() or parts[2] not in BLOCKS:
            raise ValueError(
                f"not a block: {text!r} (expected author.summary.block, e.g. ann.2.weapons)"
            )
        return cls.model_validate({"author": parts[0], "summary": parts[1], "block": parts[2]})

    def __str__(self) -> str:
        return f"{self.author}.{self.summary}.{self.block}"

    def __repr__(self) -> str:
        return f"BlockRef.from_str({str(self)!r})"


class DraftPick(_Frozen):
    """The event: ``player`` took ``block`` on their draft turn."""

    player: str = Field(min_length=1)
    block: BlockRef


class DraftState(_Frozen):
    """The draft so far: the drawn order, the summaries on the table and the picks made."""

    order: tuple[str, ...] = Field(min_length=2, description="player ids in draft order")
    summaries: tuple[Summary, ...]
    picks: tuple[DraftPick, ...] = ()

    @model_validator(mode="after")
    def _known_players(self) -> DraftState:
        if len(set(self.order)) != len(self.order):
            raise ValueError("a player appears twice in the draft order")
        strangers = sorted({s.author for s in self.summaries} - set(self.order))
        if strangers:
            raise ValueError(f"summaries by players not in the draft: {', '.join(strangers)}")
        return self

    def summary(self, author: str, number: int) -> Summary:
        """The ``number``-th (from 1) summary ``author`` wrote."""
        own = [s for s in self.summaries if s.author == author]
        if not 1 <= number <= len(own):
            raise KeyError(f"{author}.{number}")
        return own[number - 1]

    def text(self, ref: BlockRef) -> str:
        """The words written in one block."""
        return self.summary(ref.author, ref.summary).block(ref.block)

    def blocks(self) -> list[BlockRef]:
        """Every block on the table, summary by summary."""
        seen: Counter[str] = Counter()
        refs: list[BlockRef] = []
        for s in self.summaries:
            seen[s.author] += 1
            refs.extend(BlockRef(author=s.author, summary=seen[s.author], block=b) for b in BLOCKS)
        return refs

    def held(self, player: str) -> tuple[BlockRef, ...]:
        """The blocks ``player`` has drafted, in pick order."""
        return tuple(p.block for p in self.picks if p.player == player)


def draw_order(players: Sequence[str], rng: random.Random) -> tuple[str, ...]:
    """A random draft order. Rule: "Players are then randomly assigned a draft order"."""
    return tuple(rng.sample(list(players), len(players)))


def whose_turn(state: DraftState) -> str | None:
    """Who picks next, or None when the draft is complete.

    Rule: "Construction goes around the table seven times": the same order each round.
    """
    if is_complete(state):
        return None
    return state.order[len(state.picks) % len(state.order)]


def is_complete(state: DraftState) -> bool:
    """Every player holds seven blocks."""
    return len(state.picks) >= ROUNDS * len(state.order)


def _allowed(state: DraftState, player: str) -> list[BlockRef]:
    """Blocks the first three restrictions allow ``player``."""
    taken = {p.block for p in state.picks}
    have = {b.block for b in state.held(player)}
    return [
        r for r in state.blocks() if r.author != player and r not in taken and r.block not in have
    ]


def legal_picks(state: DraftState, player: str) -> list[BlockRef]:
    """Every block ``player`` may take now under all four restrictions (turn aside).

    Among the allowed blocks, only those whose author is one ``player`` holds the
    fewest blocks from: "you can't select multiple blocks from the same player
    until it's impossible not to".
    """
    if len(state.held(player)) >= ROUNDS:
        return []
    allowed = _allowed(state, player)
    if not allowed:
        return []
    from_author = Counter(b.author for b in state.held(player))
    fewest = min(from_author[r.author] for r in allowed)
    return [r for r in allowed if from_author[r.author] == fewest]


def why_not(state: DraftState, pick: DraftPick) -> IllegalPick | None:
    """The restriction ``pick`` breaks, as an error to raise or show, or None if legal."""
    player, ref = pick.player, pick.block
    turn = whose_turn(state)
    if turn is None:
        return IllegalPick("the draft is complete")
    if player != turn:
        return IllegalPick(f"it is {turn}'s draft turn, not {player}'s")
    try:
        state.text(ref)
    except KeyError:
        return IllegalPick(f"no such block: {ref}")
    label = f"{player} cannot take {ref}"
    if ref.author == player:
        return IllegalPick(label, RULE_OWN)
    holder = next((p.player for p in state.picks if p.block == ref), None)
    if holder is not None:
        return IllegalPick(f"{label} ({holder} chose it)", RULE_TAKEN)
    if any(b.block == ref.block for b in state.held(player)):
        return IllegalPick(f"{label} (already holds a {ref.block} block)", RULE_CATEGORY)
    legal = legal_picks(state, player)
    if ref not in legal:
        others = sorted({r.author for r in legal})
        return IllegalPick(f"{label} (take a block from {' or '.join(others)} first)", RULE_SPREAD)
    return None


def apply_pick(state: DraftState, pick: DraftPick) -> DraftState:
    """Fold one pick into the draft; raises :class:`IllegalPick` naming the rule broken."""
    error = why_not(state, pick)
    if error is not None:
        raise error
    return state.model_copy(update={"picks": (*state.picks, pick)})


def replay(
    order: Sequence[str], summaries: Sequence[Summary], picks: Sequence[DraftPick]
) -> DraftState:
    """Rebuild a draft from its events."""
    state = DraftState(order=tuple(order), summaries=tuple(summaries))
    for pick in picks:
        state = apply_pick(state, pick)
    return state


def stuck_players(state: DraftState) -> list[str]:
    """Players who still need blocks but can never get one.

    The first three restrictions only tighten as the draft goes on, and the
    fourth never empties a non-empty choice, so a player with no allowed block
    now will have none on their turn either.
    """
    return [p for p in state.order if len(state.held(p)) < ROUNDS and not _allowed(state, p)]


def is_impossible(state: DraftState) -> bool:
    """The draft cannot be finished (someone will have no legal pick on their turn)."""
    return bool(stuck_players(state))


def random_pick(state: DraftState, rng: random.Random) -> DraftPick:
    """A uniformly random legal pick for whoever's turn it is (for a draft by lot)."""
    player = whose_turn(state)
    if player is None:
        raise IllegalPick("the draft is complete")
    legal = legal_picks(state, player)
    if not legal:
        raise IllegalPick(f"{player} has no legal pick: the draft cannot be finished")
    return DraftPick(player=player, block=rng.choice(legal))


def drafted_character(state: DraftState, player: str) -> Character:
    """The character ``player`` drafted: one block of each category, played by them.

    ``barbarian`` follows the summary the race-and-background block came from.
    """
    held = {b.block: b for b in state.held(player)}
    if len(held) < ROUNDS:
        raise IllegalPick(f"{player} has drafted {len(held)} of {ROUNDS} blocks so far")
    fields = {name: state.text(ref) for name, ref in held.items()}
    background = held["background"]
    barbarian = state.summary(background.author, background.summary).barbarian
    return Character.model_validate({**fields, "player": player, "barbarian": barbarian})


def drafted_characters(state: DraftState) -> tuple[Character, ...]:
    """Every player's drafted character, in draft order, for ``Table.characters``.

    Rule: "Players are then free to fill in omitted details, but not to retract
    anything from their selected blocks": the blocks are kept word for word.
    """
    return tuple(drafted_character(state, p) for p in state.order)
