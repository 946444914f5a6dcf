"""The normalizer folds the log the way the engine does: undo, dreams, GM actions."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from companion.export import SessionReport, load_report
from companion.export.model import Entry
from tests.export.conftest import GOLDEN_LOG
from tests.export.sessions import HOSTILE


def _actions(report: SessionReport) -> list[Entry]:
    return [e for _, e in report.actions()]


def test_an_undone_action_is_shown_as_undone_and_not_played(small_report: SessionReport) -> None:
    hostile = next(e for e in _actions(small_report) if e.utterance and e.utterance.text == HOSTILE)
    assert hostile.undone
    assert hostile.outcome is None
    assert small_report.stats.undone == 1
    played_by = {c.name: c.actions for c in small_report.stats.characters}
    # Vespera's undone action is not counted; her later action is.
    assert played_by["Lady Vespera of the Lonely Tower"] == 1


def test_a_roll_taken_back_shows_only_the_roll_that_stood(small_report: SessionReport) -> None:
    first = _actions(small_report)[0]
    assert not first.undone
    assert first.roll is not None
    assert [d.value for d in first.roll.dice] == [5]
    assert first.outcome == "partial_success"
    assert "roll 2" in first.text  # the taken-back roll is named, not played


def test_rocks_fall_room_is_the_premonitory_dream(small_report: SessionReport) -> None:
    """Rules, "Rocks fall, everyone dies": "the events of that room never happened"."""
    dream = [r for r in small_report.rooms if r.dream]
    assert len(dream) == 1
    room = dream[0]
    assert room.number == 2
    died = [e for e in room.entries if e.kind == "action"]
    assert [e.outcome for e in died] == ["total_failure"]
    # The dream's challenges are the dream room's, not those of the room before it.
    assert [c.name for c in room.challenges] == ["The crushing walls"]
    again = small_report.rooms[room.index]
    assert again.number == 2
    assert not again.dream
    assert small_report.stats.dream_actions == 1
    assert all(c.name != "Thrudd the Mighty-Thewed" for c in small_report.stats.characters)


def test_advisor_precision_and_recall_per_source(small_report: SessionReport) -> None:
    """lexicon proposed 1 card, GM ruled it plus another: P 1, R 1/2; ollama proposed the
    GM's card and a wrong one: P 1/2, R 1/2 (the undone action counts for neither)."""
    by = {a.source: a for a in small_report.stats.advisors}
    assert (by["lexicon"].precision, by["lexicon"].recall) == (1.0, 0.5)
    assert (by["ollama"].precision, by["ollama"].recall) == (0.5, 0.5)
    cards = {c.id: c for c in small_report.stats.cards}
    pool = small_report.rooms[0].pool
    assert (cards[pool[0]].suggested, cards[pool[0]].accepted) == (1, 1)
    assert cards[pool[1]].rejected == 1
    assert cards[pool[2]].added_by_gm == 1


def test_latency_comes_from_the_stage_timings(small_report: SessionReport) -> None:
    stages = {d.stage: d for d in small_report.stats.latency}
    assert stages["speech → text"].values[0] == 700.0
    assert stages["advisor: ollama"].values == (850.0,)


def test_golden_log_every_resolved_action_appears_once(golden_report: SessionReport) -> None:
    _, events, _ = engine.read_log(GOLDEN_LOG)
    session = engine.Session.replay(None, events)
    undone = {s for e in events if isinstance(e, engine.Undone) for s in range(e.to_seq, e.seq)}
    resolved = [e for e in events if isinstance(e, engine.ActionResolved) and e.seq not in undone]
    shown = [e for e in _actions(golden_report) if e.outcome is not None and not e.undone]
    assert len(shown) == len(resolved)
    assert [e.outcome for e in shown] == [e.outcome for e in resolved]
    assert golden_report.header.final_state_hash == engine.state_hash(session.state)


def test_golden_log_gm_actions_precede_their_reactions(golden_report: SessionReport) -> None:
    reactions = [e for e in _actions(golden_report) if e.gm_action]
    assert reactions, "the golden game has GM actions"
    assert all(e.utterance is not None for e in reactions)


def test_golden_log_room_sections_in_play_order(golden_report: SessionReport) -> None:
    numbers = [(r.number, r.dream, r.exit_lap) for r in golden_report.rooms]
    assert numbers[:4] == [
        (1, False, False),
        (2, False, False),
        (3, False, False),
        (4, False, False),
    ]
    assert (5, True, False) in numbers
    assert [n for n, _, out in numbers if out] == [4, 3, 2, 1]


def test_a_torn_last_line_is_a_warning(tmp_path: Path) -> None:
    text = GOLDEN_LOG.read_text(encoding="utf-8")
    torn = tmp_path / "torn.jsonl"
    torn.write_text(text + '{"type": "rested", "se', encoding="utf-8")
    report = load_report(torn)
    assert any("torn" in w for w in report.warnings)
    assert report.header.events == len(text.splitlines()) - 1


def test_the_advisors_own_suggestion_json_is_read_whole() -> None:
    """A payload in the advisor's current shape (companion.advisor.models.Suggestion)."""
    from companion.advisor.models import Bonus, CardSuggestion, Clever, Evidence, Suggestion
    from companion.export.payload import suggestion_view
    from engine.events import SuggestionRecorded

    suggestion = Suggestion(
        cards=[CardSuggestion(card="cliche", count=2, evidence=[Evidence(quote="nick of time")])],
        background=Bonus(applies=True, reason="a hunter"),
        clever=Clever(value=2, reason="sly"),
        contradiction=Bonus(applies=True, reason="no rope"),
        declared=["equipment"],
        target_challenge="Ogre",
        overwhelming_possible=True,
    )
    event = SuggestionRecorded(
        seq=4, at=1.0, source="lexicon", payload=suggestion.model_dump(mode="json")
    )
    view = suggestion_view(event, {"cliche": "Cliché"})
    assert [(c.id, c.name, c.count, c.evidence) for c in view.cards] == [
        ("cliche", "Cliché", 2, ("nick of time",))
    ]
    assert [(b.kind, b.value) for b in view.bonuses] == [
        ("background", 1),
        ("clever", 2),
        ("contradiction", -2),
    ]
    assert view.declared == ("equipment",)
    assert view.target == "Ogre"
    assert view.overwhelming_possible is True


def test_an_unknown_deck_shows_ids_and_says_how_to_name_them(tmp_path: Path) -> None:
    header, events, _ = engine.read_log(GOLDEN_LOG)
    custom = header.model_copy(update={"deck_id": "homebrew"})
    from companion.export import build_report

    report = build_report(custom, events)
    assert any("--deck FILE" in w for w in report.warnings)
    first = next(e for _, e in report.actions() if e.ruling and e.ruling.cards)
    assert first.ruling is not None
    assert first.ruling.cards[0].name == first.ruling.cards[0].id


def test_an_entry_lists_the_challenges_in_play_not_those_beaten_before_it(
    golden_report: SessionReport,
) -> None:
    """The room's section keeps every challenge; an entry keeps those still in play after
    it and the one it overcame, so a long room's entries stay small."""
    checked = 0
    for room in golden_report.rooms:
        beaten: set[str] = set()
        for entry in room.entries:
            names = {c.name for c in entry.challenges}
            assert not names & beaten, (room.index, entry.seq)
            beaten |= {c.name for c in entry.challenges if c.overcome}
            checked += bool(beaten)
        if room.entries and not room.dream:
            assert {c.name for c in room.challenges} >= beaten
    assert checked > 10  # the golden game beats challenges in most rooms


def test_many_edits_in_one_action_are_all_kept_in_order(tmp_path: Path) -> None:
    """Thousands of ruling edits inside one action (the audit's quadratic case) fold into
    one entry; the edits that stood are on the ruling, in order."""
    from tests.export.sessions import _party, _start, act, write

    s, clock = _start(3)
    s.apply("room enter 1", at=clock.tick())
    s.apply('challenge add "Ghoul pack" 6', at=clock.tick())
    act(s, _party(s)[1], "I strike", clock.tick())
    for i in range(2000):
        s.apply(f"bonus clever {1 + i % 2}", at=clock.tick(1))
    s.apply("undo", at=clock.tick())
    s.apply("confirm", at=clock.tick())
    s.apply("roll 4", at=clock.tick())
    report = load_report(write(s, tmp_path / "edits.jsonl"))
    (entry,) = _actions(report)
    assert entry.ruling is not None
    edits = entry.ruling.edits
    assert len(edits) == 2000  # 1,999 edits that stood, then the undo
    assert edits[:2] == ("bonus clever 1", "bonus clever 2")
    assert edits[-1] == "undo 1"
    assert entry.text == "taken back with undo: bonus clever 2"
    assert entry.outcome is not None


def test_a_log_whose_header_deck_hash_differs_is_refused_as_replay_refuses_it(
    tmp_path: Path,
) -> None:
    header, events, _ = engine.read_log(GOLDEN_LOG)
    forged = tmp_path / "forged.jsonl"
    engine.write_log(forged, header.model_copy(update={"deck_hash": "0" * 64}), events)
    from companion.errors import DataFileError

    with pytest.raises(DataFileError, match="deck hash") as caught:
        load_report(forged)
    assert str(caught.value).startswith(f"{forged}:2: ")
