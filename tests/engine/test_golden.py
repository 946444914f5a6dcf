"""The golden game (``fixtures/sessions/full-game.txt`` and its log) replays to a fixed hash.

If the engine changes on purpose, regenerate with ``python -m tests.engine.golden``, review
the log's diff, and update :data:`GOLDEN_HASH`.
"""

from __future__ import annotations

from pathlib import Path

from engine import Session, read_log, state_hash
from tests.engine import golden

GOLDEN_HASH = "bf55873166b45317354a54d10ba01ee5c6941e3b8b63bad71a84e43ff530c6ab"


def test_golden_log_replays_to_the_fixed_state_hash() -> None:
    header, events, warnings = read_log(golden.LOG)
    assert warnings == []
    state = Session.replay(header, events).state
    assert state_hash(state) == GOLDEN_HASH
    assert state.ended is not None
    assert state.ended.reason == "victory"


def test_the_schema_1_golden_log_still_replays_to_the_same_hash() -> None:
    """The versioning promise (``docs/log-format.md``): a log written as schema 1, before the
    fields schema 2 added, reads and replays to the hash it always had."""
    header, events, warnings = read_log(golden.SESSIONS / "full-game-schema1.jsonl")
    assert header.schema_version == 1
    assert warnings == []
    assert state_hash(Session.replay(header, events).state) == GOLDEN_HASH


def test_script_plays_to_the_same_log_byte_for_byte(tmp_path: Path) -> None:
    """Randomness is seeded per command, so the script reproduces the log exactly."""
    out = tmp_path / "again.jsonl"
    lines: list[str] = []
    golden.play(out, echo=lines.append)
    assert out.read_text() == golden.LOG.read_text()
    assert any("premonitory dream" in line for line in lines)


def test_golden_game_covers_every_rule() -> None:
    """Five rooms, a death and a return, a rocks-fall dream in the final room, the exit lap,
    GM actions, continuity, plot, deus ex machina, physical dice and cards, undo, override."""
    _, events, _ = read_log(golden.LOG)
    types = {e.type for e in events}
    assert {
        "character_died",
        "rocks_fell",
        "eye_claimed",
        "gm_action_started",
        "continuity_violated",
        "deus_ex_machina",
        "undone",
        "overridden",
        "suggestion",
        "action_dismissed",
        "turn_passed",
        "searched",
        "trap_rolled",
        "rested",
        "clock_paused",
        "deus_voted",
        "character_status",
        "active_set",
    } <= types
    entered = [e for e in events if e.type == "room_entered"]
    assert {e.number for e in entered} == {1, 2, 3, 4, 5}  # type: ignore[union-attr]
    assert [e.number for e in entered if e.direction == "out"] == [4, 3, 2, 1]  # type: ignore[union-attr]
    assert any(e.manual for e in entered)  # type: ignore[union-attr]
    dream = next(e for e in events if e.type == "rocks_fell")
    assert dream.room == 5
    assert not dream.real
    hows = {e.how for e in events if e.type == "challenge_overcome"}  # type: ignore[union-attr]
    assert hows == {"overwhelming", "three_characters", "five_partials", "plot", "deus"}
    rolled = [e for e in events if e.type == "die_rolled"]
    assert any(e.die.manual for e in rolled)
    assert any(not e.die.manual for e in rolled)
    assert any(e.second for e in rolled)  # type: ignore[union-attr]
    died = {e.character for e in events if e.type == "character_died"}  # type: ignore[union-attr]
    returned = [
        e
        for e in entered
        if any(m.name in died and m.in_party for m in e.party)  # type: ignore[union-attr]
    ]
    assert returned
