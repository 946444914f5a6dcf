"""Statistics: percentiles, and the tallies agreeing with each other and with the log."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from companion.export import SessionReport
from companion.export.stats import distribution
from companion.percentile import percentile

floats = st.floats(min_value=0, max_value=1e6, allow_nan=False)


@given(st.lists(floats, min_size=1, max_size=50), st.floats(min_value=0, max_value=100))
def test_percentile_lies_between_min_and_max(values: list[float], q: float) -> None:
    p = percentile(values, q)
    assert p is not None
    assert min(values) - 1e-6 <= p <= max(values) + 1e-6


@given(st.lists(floats, min_size=1, max_size=50))
def test_percentiles_are_ordered(values: list[float]) -> None:
    d = distribution("x", values)
    assert d.min is not None
    assert d.p50 is not None
    assert d.p90 is not None
    assert d.p95 is not None
    assert d.max is not None
    assert d.min <= d.p50 <= d.p90 <= d.p95 <= d.max


def test_player_totals_equal_character_totals(golden_report: SessionReport) -> None:
    st_ = golden_report.stats
    for field in ("actions", "cards_earned"):
        assert sum(getattr(p, field) for p in st_.players) == sum(
            getattr(c, field) for c in st_.characters
        )
    assert sum(c.actions for c in st_.characters) == st_.actions


def test_outcomes_count_only_played_actions(golden_report: SessionReport) -> None:
    played = [
        e
        for r in golden_report.rooms
        if not r.dream
        for e in r.entries
        if e.kind == "action" and not e.undone and e.outcome
    ]
    assert sum(c.outcomes.total() for c in golden_report.stats.characters) == len(played)


def test_card_tallies_add_up(golden_report: SessionReport) -> None:
    for c in golden_report.stats.cards:
        assert c.accepted + c.rejected == c.suggested
    earned = sum(c.earned for c in golden_report.stats.cards)
    assert earned == sum(p.cards_earned for p in golden_report.stats.players)


def test_golden_game_figures(golden_report: SessionReport) -> None:
    """Hand-counted from fixtures/sessions/full-game.txt: Esme's Carthena acts nine times
    (one overwhelming success, against the ooze); Cass's Vespera earns seven cards (six in
    the final room, special pleading in room 2), her declared run-on sentence earning none:
    "If a player does declare it, the bonus is not awarded"."""
    chars = {c.name: c for c in golden_report.stats.characters}
    carthena = chars["Carthena of the Crimson Sands"]
    assert carthena.actions == 9
    assert carthena.outcomes.overwhelming_success == 1
    assert chars["Lady Vespera of the Lonely Tower"].cards_earned == 7
    assert golden_report.stats.dream_actions == 1
