"""Labelled examples from session logs: every confirmed ruling is the GM's answer.

Rules ("GM RULINGS"): the GM decides "which card bonuses apply to the action" and which
character bonuses apply; the confirmed ruling is that decision. Each ``ruling_confirmed``
that was not undone becomes one item of the eval format (``docs/eval-format.md``): the
words the player said, the acting character's seven blocks, the pool and the live
challenges as they were just before the ruling, and the ruling as ``expected``. A card or
bonus the player declared is void ("If a player does declare it, the bonus is not
awarded"), so it is left out of ``expected`` and ``declared`` is true.

Rulings with no target ("no action roll is made and no cards are moved") and reactions
that ignore the threat (an automatic partial failure, no cards matched) say nothing about
cards and are skipped, as are actions with no words.

``suggested`` keeps what the advisor proposed, when a suggestion was recorded, so the GM's
additions and removals can be read from the item (:func:`edits`).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from companion.advisor.evaluate import EvalItem, Expected
from companion.advisor.models import Challenge, Suggestion
from companion.errors import DataFileError
from engine import events as ev
from engine.errors import LogCorrupt
from engine.log import read_log
from engine.session import Session
from engine.state import GameState, Ruling
from engine.table import Character


def _expected(ruling: Ruling) -> Expected:
    declared = set(ruling.declared)
    cards = Counter(c for c in ruling.cards if c not in declared)
    return Expected(
        cards=dict(cards),
        background=ruling.background and "background" not in declared,
        equipment=ruling.equipment and "equipment" not in declared,
        clever=0 if "clever" in declared else ruling.clever,
        contradiction=ruling.contradiction,
        declared=bool(declared),
    )


def _suggested(suggestion: Suggestion | None) -> Expected | None:
    """The advisor's proposal in the ``expected`` shape."""
    if suggestion is None:
        return None
    return Expected(
        cards=suggestion.card_counts(),
        background=suggestion.background.applies,
        equipment=suggestion.equipment.applies,
        clever=suggestion.clever.value,
        contradiction=suggestion.contradiction.applies,
        declared=bool(suggestion.declared),
    )


def _character(state: GameState, name: str) -> Character | None:
    for c in state.table.characters:
        if c.name == name:
            return c
    return None


def ruling_item(name: str, seq: int, state: GameState, ruling: Ruling) -> EvalItem | None:
    """The labelled item of the ruling confirmed at event ``seq`` (``state``: the game just
    before it), id ``NAME:SEQ``; ``None`` when the ruling says nothing about cards."""
    pending = state.pending
    if pending is None or ruling.no_target or ruling.ignores_threat:
        return None
    text = pending.text.strip()
    character = _character(state, pending.character)
    if not text or character is None:
        return None
    room = state.room
    # A challenge without a name (only in a log written before names were required) is left
    # out, as on the live screen: the advisor's context cannot hold it.
    challenges = [c for c in room.challenges if not c.overcome and c.name.strip()] if room else []
    chosen = next((c for c in challenges if c.name == ruling.target), None)
    chosen = chosen or (challenges[0] if challenges else None)
    return EvalItem(
        id=f"{name}:{seq}",
        pool=list(state.piles.pool),
        character=character,
        challenge=Challenge(name=chosen.name, rating=chosen.rating) if chosen else None,
        transcript=text,
        expected=_expected(ruling),
        suggested=_suggested(pending.suggestion),
    )


def items_from_log(path: Path) -> list[EvalItem]:
    """One labelled item per confirmed ruling that still stands at the end of the log.

    An undo that steps back over a ruling withdraws its item (the GM ruled again after it).
    """
    try:
        header, events, _warnings = read_log(path)
        session = Session.replay(header, events)
    except (LogCorrupt, UnicodeDecodeError) as exc:
        raise DataFileError(str(path), f"not a readable session log: {exc}") from None
    except OSError as exc:
        raise DataFileError(str(path), f"cannot read: {exc.strerror}") from None
    return items_from_session(path.stem, session)


def items_from_session(name: str, session: Session) -> list[EvalItem]:
    """The standing confirmed rulings of a session (:func:`items_from_log` without a file)."""
    kept: list[tuple[int, EvalItem]] = []
    for event in session.events:
        if isinstance(event, ev.Undone):
            kept = [(seq, item) for seq, item in kept if seq < event.to_seq]
        elif isinstance(event, ev.RulingConfirmed):
            item = ruling_item(name, event.seq, session.state_before(event.seq), event.ruling)
            if item is not None:
                kept.append((event.seq, item))
    return [item for _seq, item in kept]


def edits(item: EvalItem) -> tuple[set[str], set[str]]:
    """The cards the GM added to and removed from the advisor's proposal (empty sets when
    no suggestion was recorded)."""
    if item.suggested is None:
        return set(), set()
    want, got = set(item.expected.cards), set(item.suggested.cards)
    return want - got, got - want
