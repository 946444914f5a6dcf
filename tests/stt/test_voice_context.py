"""What speech recognition is primed with, read from the game (companion.voice.prime), and
the one reading of an utterance (companion.voice.interpret) that screen and headless share."""

from __future__ import annotations

from typing import Any

import pytest

from companion.deck import standard_deck
from companion.stt.pipeline import Heard
from companion.tablefile import load_example_table
from companion.voice.interpret import Dialog, interpret
from companion.voice.prime import context_of
from engine import Session


def test_context_follows_the_party_the_room_and_the_pool() -> None:
    table, deck = load_example_table(), standard_deck()
    session = Session.start(table, deck.deck_list(), 7, at=0.0)
    names = {c.id: c.name for c in deck.cards}
    before = context_of(session.state, names)
    assert before.names == tuple(n for room in table.rooms for n in room.npcs)
    session.apply("room enter 1", at=1.0)
    ctx = context_of(session.state, names)
    gm = session.state.room.gm  # type: ignore[union-attr]
    assert ctx.names == tuple(n for room in table.rooms if room.gm == gm for n in room.npcs)
    assert "Thrudd the Mighty-Thewed" not in ctx.party  # the room's GM's own character
    assert ctx.active == ctx.party[0] == "Grignr of Ecalpon"  # never one out of the party
    assert [c for c, _ in ctx.cards] == list(session.state.piles.pool)
    assert all(name == names[c] for c, name in ctx.cards)
    session.apply("active Pellinor", at=2.0)
    assert context_of(session.state, names).active == "Pellinor the Cartographer"


def heard(text: str, **kw: Any) -> Heard:
    base: dict[str, Any] = {
        "text": text,
        "action": text,
        "character": "Olo",
        "confidence": 0.9,
        "speech_start_at": 1.0,
        "speech_end_at": 2.0,
        "transcript_at": 2.5,
        "audio_s": 1.0,
        "compute_ms": 400.0,
        "backend": "faster-whisper",
        "model": "tiny.en",
    }
    return Heard(**(base | kw))


YES = heard("Yes.", answer="yes")
SURE_NO = heard("Companion, no", addressed=True, control="cancel")
UNSURE = heard("Companion, undo that", addressed=True, control="undo", needs_confirmation=True)
GARBLED = heard("Companion, flibber", addressed=True)
ROLL = heard("Companion, roll", addressed=True, control="roll")
ACTION = heard("I hide.")


@pytest.mark.parametrize(
    ("said", "question", "kind"),
    [
        (YES, "voice", "answer"),
        (YES, "screen", "stray-answer"),  # table talk never answers the GM's own question
        (YES, "none", "stray-answer"),
        (SURE_NO, "screen", "answer"),
        (SURE_NO, "none", "run"),
        (UNSURE, "voice", "ask"),
        (GARBLED, "none", "not-understood"),
        (ROLL, "voice", "run"),
        (ACTION, "none", "act"),
    ],
)
def test_each_utterance_has_one_reading(said: Heard, question: Any, kind: str) -> None:
    assert interpret(said, question).kind == kind


def test_an_action_runs_its_own_command_line() -> None:
    reading = interpret(ACTION)
    assert reading.command == ACTION.command_line()
    assert reading.command is not None
    assert "--stt-backend faster-whisper" in reading.command


def test_a_dialog_runs_an_unsure_phrase_only_after_yes() -> None:
    dialog = Dialog()
    assert dialog.take(UNSURE) == (None, "Heard “Companion, undo that”: run `undo`? say yes or no")
    assert dialog.take(ACTION)[0] == ACTION.command_line()  # an action is not an answer
    assert dialog.take(YES) == ("undo", "")
    assert dialog.take(YES)[0] is None  # nothing open any more
    dialog.take(UNSURE)
    assert dialog.take(SURE_NO) == (None, "")
    assert dialog.pending is None
