"""Overcoming and failing challenges (rules "Challenges")."""

from __future__ import annotations

import pytest

from engine import ChallengeClosed, CommandSyntaxError, RoomOrder, Session
from tests.engine.helpers import act, drive, in_room


def _c(s: Session, name: str = "Ghoul pack"):  # type: ignore[no-untyped-def]
    assert s.state.room is not None
    return s.state.room.challenge(name)


def test_overwhelming_success_overcomes() -> None:
    """ "There are four ways to overcome a challenge: one overwhelming success, ..." """
    s = in_room(1)
    act(
        s,
        "Olo",
        "bonus clever 2",
        "bonus background on",
        "bonus equipment on",
        "overwhelming on",
        roll="roll 6",
    )
    assert _c(s).overcome_how == "overwhelming"


def test_success_by_four_without_ruling_is_partial() -> None:
    """ "... or by 4 or more when the action is not something that narratively has a chance of
    entirely overcoming the challenge, then the character scores a partial success." """
    s = in_room(1)
    act(s, "Olo", "bonus clever 2", "bonus background on", "bonus equipment on", roll="roll 6")
    assert not _c(s).overcome
    assert _c(s).partial_successes == ("Olo",)


def test_three_characters_partial_successes_overcome() -> None:
    """ "when a partial success has been achieved by the third character to do so" """
    s = in_room(1)
    for who in ("Olo", "Vespera"):
        act(s, who, roll="roll 6")
    assert not _c(s).overcome
    act(s, "Pell", roll="roll 6")
    assert _c(s).overcome_how == "three_characters"


def test_five_partial_successes_overcome() -> None:
    """ "On the party's fifth partial success against a challenge" """
    s = in_room(1)
    for who in ("Olo", "Vespera", "Olo", "Vespera"):
        act(s, who, roll="roll 6")
    assert not _c(s).overcome
    act(s, "Olo", roll="roll 6")
    assert _c(s).overcome_how == "five_partials"


def test_plot_advancement_overcomes() -> None:
    s = in_room(1)
    s.apply('plot "Ghoul"')
    assert _c(s).overcome_how == "plot"


def test_overcome_challenge_takes_no_more_actions() -> None:
    s = in_room(1)
    drive(s, 'challenge add "Gate" 3', 'plot "Ghoul pack"', 'act Olo "x"')
    with pytest.raises(ChallengeClosed):
        s.apply('target "Ghoul pack"')


def test_third_partial_failure_is_a_total_failure() -> None:
    """ "three partial failures by the same character against a single challenge are
    equivalent to a total failure" """
    s = in_room(1)
    for _ in range(2):
        act(s, "Olo", roll="roll 3")
    assert _c(s).failures_of("Olo") == 2
    assert "Olo" not in _c(s).barred
    act(s, "Olo", roll="roll 3")
    assert "Olo" in _c(s).barred
    s.apply('act Olo "again"')
    with pytest.raises(ChallengeClosed):
        s.apply("target Ghoul")


def test_total_failure_against_deadly_kills() -> None:
    """ "If the challenge is something deadly, the character dies; in any event, the character
    is ... unable to take any further actions against the particular challenge." """
    s = in_room(1, challenge='challenge add "Ghoul pack" 6 --deadly')
    act(s, "Olo", roll="roll 2")
    assert s.state.member("Olo").status == "dead"
    assert not s.state.member("Olo").in_party
    s2 = in_room(1)
    act(s2, "Olo", roll="roll 2")
    assert s2.state.member("Olo").status == "ok"
    assert "Olo" in _c(s2).barred


def test_third_partial_failure_against_deadly_kills() -> None:
    s = in_room(1, challenge='challenge add "Ghoul pack" 6 --deadly')
    for _ in range(3):
        act(s, "Olo", roll="roll 3")
    assert s.state.member("Olo").status == "dead"


def test_max_rating_warnings_never_block() -> None:
    """ "the maximum rating is 5 plus the room number ... Exactly one challenge in each room
    should have the maximum rating": warned, never blocked."""
    s = in_room(1, challenge="")
    over = s.apply('challenge add "Dragon" 9')[0]
    assert over.warnings  # type: ignore[union-attr]
    s.apply('challenge add "Ghoul" 6')
    twice = s.apply('challenge add "Ghoul two" 6')[0]
    assert any("more than one" in w for w in twice.warnings)  # type: ignore[union-attr]
    entered = s.apply("room enter 2")[0]
    assert any("2 challenges at its maximum" in w for w in entered.warnings)  # type: ignore[union-attr]


def test_rooms_go_in_order() -> None:
    s = in_room(1)
    with pytest.raises(RoomOrder):
        s.apply("room enter 3")


@pytest.mark.parametrize("name", ["", " ", "   \t "])
def test_a_challenge_without_a_name_is_refused(name: str) -> None:
    """ "A challenge can be nearly anything: a group of monsters, a trap, a maze, a single
    monster, a locked door, a magical curse, etc." and the GM decides "which challenge to apply
    the action to". Reading: a challenge is something the table names and targets by name, so
    ``challenge add ""`` (or a name of spaces) is refused before anything happens, with the
    line saying what to type; the session is unchanged."""
    s = in_room(1)
    before = list(s.events)
    with pytest.raises(CommandSyntaxError) as refused:
        s.apply(f'challenge add "{name}" 6')
    message = str(refused.value)
    assert "a challenge needs a name" in message
    assert 'e.g. "Ghoul pack"' in message
    assert "\n" not in message
    assert s.events == before
