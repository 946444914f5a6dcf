"""One module tells every event (``companion.narration``); the headless printout, the live
screen's news strip and the session report all read it, so the same event is never told two
different ways by accident."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest

from companion.export.loading import load_report
from companion.narration import HOW, line, sentence
from companion.ui.narrate import SHOWN_BY_PANELS, narrate
from engine import events as ev
from engine import read_log

GOLDEN = Path(__file__).resolve().parents[2] / "fixtures" / "sessions" / "full-game.jsonl"

#: Events with no sentence: bookkeeping, or an action's parts that the panels and the report
#: show as data (the ruling, the discards).
_SILENT = {
    "session_started",
    "die_rolled",
    "suggestion",
    "ruling_edited",
    "ruling_confirmed",
    "cards_discarded",
}


@pytest.fixture(scope="module")
def events() -> list[ev.Event]:
    return read_log(GOLDEN)[1]


def test_every_told_event_of_the_golden_game_is_one_sentence(events: list[ev.Event]) -> None:
    for e in events:
        said = sentence(e, players={"ann": "Ann"})
        if e.type in _SILENT:
            assert said is None, e.type
            continue
        assert said, e.type
        assert "\n" not in said
        assert said[0].isupper(), said
        assert said.endswith((".", "!")) or isinstance(e, ev.Utterance | ev.GmActionStarted)


def test_the_news_strip_is_the_sentence_less_what_the_panels_show(
    events: list[ev.Event],
) -> None:
    players = {"ann": "Ann", "bors": "Bors"}
    for e in events:
        expected = None if isinstance(e, SHOWN_BY_PANELS) else sentence(e, players=players)
        assert narrate(e, players) == expected


def test_the_report_tells_events_in_the_same_sentences(events: list[ev.Event]) -> None:
    """Every event entry of the session report is the narration sentence (card names)."""
    report = load_report(GOLDEN)
    names = report.card_names
    assert names["said-bookism"] == "Said-bookism"
    by_seq = {e.seq: e for e in events}
    told = [x for room in report.rooms for x in room.entries if x.kind == "event"]
    assert len(told) > 40
    for entry in told:
        e = by_seq[entry.seq]
        assert entry.text == (sentence(e, cards=names) or e.type.replace("_", " "))


def test_wandering_monsters_are_counted_in_both_registers() -> None:
    """Rule: the referee rolls number appearing and distance (dungeon-turn procedure); the GM
    reads both. (The news strip used to look up keys the log does not hold and said '?'.)"""
    _, events, _ = read_log(GOLDEN)
    turn = next(e for e in events if isinstance(e, ev.TurnPassed) and e.result["encounter"])
    assert line(turn) == (
        "turn 8: wandering monsters! 3 monsters at 20 ft, monsters surprised, hostile, "
        "possible attack"
    )
    said = sentence(turn)
    assert said is not None
    assert said.startswith("Dungeon turn 8: wandering monsters! 3 monsters at 20 ft")
    assert "?" not in said


def test_how_a_challenge_was_overcome_reads_the_same_everywhere() -> None:
    e = ev.ChallengeOvercome(seq=5, at=0.0, name="The three levers", how="five_partials")
    assert sentence(e) == "The three levers: overcome (five partial successes)."
    assert set(HOW) == set(get_args(ev.ChallengeOvercome.model_fields["how"].annotation))


def test_the_compact_line_keeps_every_number_the_gm_audits(events: list[ev.Event]) -> None:
    """The headless printout: the pool on entering, the die and the net bonus of a roll."""
    entered = next(e for e in events if isinstance(e, ev.RoomEntered))
    assert line(entered) is not None
    assert f"pool {', '.join(entered.pool)}" in (line(entered) or "")
    rolled = next(e for e in events if isinstance(e, ev.ActionResolved) and e.dice)
    text = line(rolled) or ""
    assert f"die {rolled.dice[0].value}" in text
    assert f"= {rolled.total}: {rolled.outcome.replace('_', ' ')}" in text
