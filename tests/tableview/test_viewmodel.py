"""What the players' view shows for a state, and that no GM secret can reach it."""

from __future__ import annotations

from html import escape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.deck import standard_deck
from companion.safetext import clean
from companion.tableview import TableView, build_view, render_static
from companion.tableview.page import render_fragment, render_page
from companion.tableview.viewmodel import view_of_session
from engine import Session
from engine.state import ChallengeState, EarnedCard, GameEnd, PartyMember
from tests.tableview import states
from tests.tableview.states import MARK


class TinyDeck:
    """A deck that lacks every card."""

    def card(self, card_id: str) -> object:
        raise KeyError(card_id)


def test_pool_shows_name_definition_and_copies_in_deal_order() -> None:
    view = build_view(states.state(), standard_deck())
    assert [(c.name, c.copies) for c in view.pool] == [
        ("Said-bookism", 1),
        ("Non sequitur", 2),
        ("Malapropism", 1),
    ]
    assert view.pool[1].definition == standard_deck().card("non-sequitur").definition


def test_the_standard_deck_names_cards_by_default() -> None:
    assert build_view(states.state()).pool[0].name == "Said-bookism"


def test_a_card_the_deck_lacks_still_shows_by_id() -> None:
    view = build_view(states.state(pool=("mystery-card",)), TinyDeck())  # type: ignore[arg-type]
    assert [(c.id, c.name, c.definition) for c in view.pool] == [
        ("mystery-card", "mystery-card", "")
    ]


def test_challenge_progress_rating_and_failures() -> None:
    view = build_view(states.state(partials=("Grignr", "Olo", "Grignr")))
    (ghouls,) = view.challenges
    assert (ghouls.name, ghouls.rating, ghouls.deadly) == ("Ghoul pack", 6, True)
    # "five partial successes total" / "three partial successes by three different characters"
    assert ghouls.partial_successes == 3
    assert ghouls.succeeded_by == ("Grignr", "Olo")
    assert ghouls.partial_failures == (("Olo", 1),)
    html = render_fragment(view)
    assert "3/5" in html
    assert "2/3 characters: Grignr, Olo" in html
    assert "Olo 1/3" in html


def test_secret_challenge_is_left_out_whole() -> None:
    view = build_view(states.state())
    assert [c.name for c in view.challenges] == ["Ghoul pack"]


def test_party_in_and_out_with_the_rules_reason() -> None:
    view = build_view(states.state())
    assert [(m.character, m.player, m.in_party) for m in view.party] == [
        ("Grignr", "Ann", True),
        ("Agafnd", "Bob", False),
        ("Olo", "Cy", True),
    ]
    # "A character is not in the party if ... the character belongs to the new room's GM"
    assert view.party[1].why_out == "belongs to this room's GM"


def test_a_death_in_this_room_is_not_a_death_in_the_previous_one() -> None:
    s = states.state()
    dead = s.party[0].model_copy(update={"in_party": False, "out_reason": "died", "status": "dead"})
    gone = s.party[0].model_copy(update={"in_party": False, "out_reason": "died"})
    stuck = s.party[2].model_copy(update={"status": "stuck"})
    view = build_view(s.model_copy(update={"party": (dead, stuck)}))
    assert [(m.in_party, m.why_out, m.status) for m in view.party] == [
        (False, "died in this room", ""),
        (True, "", "cannot leave this room"),
    ]
    (m,) = build_view(s.model_copy(update={"party": (gone,)})).party
    assert m.why_out == "died in the previous room"


def test_room_and_its_gm_by_display_name() -> None:
    room = build_view(states.state()).room
    assert room is not None
    assert (room.number, room.rooms, room.title, room.gm, room.final) == (
        1,
        3,
        "Hall of Bob",
        "Bob",
        False,
    )


def test_last_action_outcome_against_a_public_challenge() -> None:
    view = build_view(states.state(last=states.last_against("Ghoul pack")))
    a = view.last_action
    assert a is not None
    assert (a.character, a.challenge, a.dice, a.bonus, a.total, a.rating, a.outcome) == (
        "Grignr",
        "Ghoul pack",
        (4,),
        3,
        7,
        6,
        "partial_success",
    )
    assert "rolled 4 + 3 = 7 vs 6" in render_fragment(view)


def test_last_action_against_a_secret_challenge_hides_its_name_and_rating() -> None:
    view = build_view(states.state(last=states.last_against(f"{MARK}-ambush")))
    a = view.last_action
    assert a is not None
    assert (a.challenge, a.rating, a.total) == ("", None, 7)
    assert "vs" not in render_fragment(view).split("rolled", 1)[1].split("</div>")[0]


@pytest.mark.parametrize(("minutes", "shown"), [(10, False), (29.9, False), (30, True), (47, True)])
def test_deus_ex_machina_clock_appears_once_open(minutes: float, shown: bool) -> None:
    """Rule: "It will occur only if the players have been occupied by the room for at least
    30 minutes"."""
    view = build_view(states.state(elapsed_s=minutes * 60))
    assert (view.deus_ex_machina is not None) is shown
    if shown:
        assert view.deus_ex_machina is not None
        assert view.deus_ex_machina.minutes_in_room == int(minutes)
        assert "Deus ex machina" in render_fragment(view)


def test_the_way_out_and_the_end_of_the_game_are_shown() -> None:
    s = states.state()
    assert s.room is not None
    out = s.model_copy(update={"room": s.room.model_copy(update={"direction": "out"})})
    view = build_view(out)
    assert view.room is not None
    assert view.room.leaving
    assert "on the way out" in render_fragment(view)
    ended = out.model_copy(update={"ended": GameEnd(reason="victory", at=5000.0)})
    view = build_view(ended)
    assert (view.over, view.ending) == (True, "The party escaped with the Eye.")
    assert "escaped with the Eye" in render_fragment(view)


def test_before_the_first_room_the_page_waits() -> None:
    s = states.state().model_copy(update={"room": None, "last": None})
    view = build_view(s)
    assert (view.started, view.room, view.pool, view.challenges) == (False, None, (), ())
    assert "Waiting for the party" in render_fragment(view)


def _everything_shown(view: TableView) -> str:
    """Every form the view leaves the process in: JSON, both pages, an SSE payload."""
    return "\n".join(
        [view.model_dump_json(), render_page(view), render_static(view), render_fragment(view)]
    )


def test_no_gm_secret_reaches_the_page() -> None:
    s = states.state(last=states.last_against(f"{MARK}-ambush"), elapsed_s=3600)
    shown = _everything_shown(build_view(s, standard_deck()))
    assert MARK not in shown
    assert MARK.lower() not in shown
    # The secret challenge's rating (13) and the secret search roll are not there either.
    assert "13" not in build_view(s).model_dump_json()


def test_secrets_stay_hidden_even_when_the_engine_forgets_to_mark_them() -> None:
    """The allow-list does not rely on the engine's ``secret`` marking: unmark everything."""
    s = states.state(last=states.last_against(f"{MARK}-ambush"))
    assert s.room is not None
    unmarked = tuple(
        c.model_copy(update={"secret": False}) if c.name.startswith(MARK) else c
        for c in s.room.challenges
    )
    s = s.model_copy(update={"room": s.room.model_copy(update={"challenges": unmarked})})
    shown = _everything_shown(build_view(s, standard_deck()))
    for leak in ("notes", "room-notes", "area", "pending", "suggestion", "deus-ex-machina", "eye"):
        assert f"{MARK}-{leak}" not in shown


@settings(max_examples=60, deadline=None)
@given(
    secret=st.text(
        alphabet=st.characters(codec="utf-8", exclude_categories=["Cs", "Cc"]),
        min_size=3,
        max_size=12,
    ).map(lambda s: f"{MARK}{s}"),
    name=st.text(min_size=1, max_size=20),
)
def test_random_secrets_never_shown_and_public_text_always_escaped(secret: str, name: str) -> None:
    s = states.state(secret=secret)
    assert s.room is not None
    challenges = (ChallengeState(name=name, rating=5), *s.room.challenges[1:])
    party = (PartyMember(name=name, player="ann"), *s.party[1:])
    s = s.model_copy(
        update={"room": s.room.model_copy(update={"challenges": challenges}), "party": party}
    )
    view = build_view(s)
    assert MARK not in view.model_dump_json()
    html = render_page(view)
    assert MARK not in html
    assert [c.name for c in view.challenges] == [name]
    assert f'<span class="name">{escape(clean(name))}</span>' in html


def test_the_view_model_holds_only_the_allowed_fields() -> None:
    """Pinned: a new field on the players' view must be added here on purpose."""
    fields = {
        name
        for model in TableView.model_json_schema()["$defs"].values()
        for name in model["properties"]
    } | set(TableView.model_fields)
    assert fields == {
        # TableView
        "table", "started", "over", "ending", "room", "pool", "challenges", "party", "last_action",
        "deus_ex_machina",
        # PoolCard
        "id", "name", "definition", "copies",
        # ChallengeView
        "rating", "deadly", "overcome", "partial_successes", "succeeded_by",
        "partial_failures", "out",
        # PartyMember
        "character", "player", "in_party", "why_out", "status",
        # RoomView
        "number", "rooms", "title", "gm", "final", "leaving",
        # LastAction
        "description", "challenge", "cards", "bonus", "dice", "total", "automatic", "outcome",
        # DeusClock
        "minutes_in_room", "open",
    }  # fmt: skip


def test_the_last_action_shows_the_words_and_cards_the_engine_recorded() -> None:
    """The words and earned cards come from the state's last outcome (the engine leaves out
    declared cards: "If a player does declare it, the bonus is not awarded"); a card earned
    for both copies is named twice."""
    last = states.last_against(
        "Ghoul pack",
        text="I bellow sonorously",
        cards=(EarnedCard(card="said-bookism"), EarnedCard(card="non-sequitur", count=2)),
    )
    after = states.state(last=last).model_copy(update={"pending": None})
    a = build_view(after).last_action
    assert a is not None
    assert (a.description, a.cards) == (
        "I bellow sonorously",
        ("Said-bookism", "Non sequitur", "Non sequitur"),
    )
    html = render_fragment(build_view(after))
    assert "cards earned: Said-bookism, Non sequitur, Non sequitur" in html
    assert "“I bellow sonorously”" in html


def test_a_pending_actions_words_never_show_as_the_last_actions() -> None:
    """Olo's action is pending (words and matched cards); the last outcome is Grignr's, who
    said nothing recorded: none of Olo's words or cards are pinned on it."""
    a = build_view(states.state(last=states.last_against("Ghoul pack"))).last_action
    assert a is not None
    assert (a.character, a.description, a.cards) == ("Grignr", "", ())


def test_two_identical_outcomes_by_one_character_keep_their_own_words() -> None:
    """The same character, roll and outcome twice in a row (what a stream of states could
    not tell apart): each state's last action is its own."""
    session = states.real_session()
    first = session.state.piles.pool[0]
    states.play_action(session, "Grignr of Ecalpon", "I smite", 5)
    one = view_of_session(session).last_action
    states.play_action(session, "Grignr of Ecalpon", "I smite again", 5)
    two = view_of_session(session).last_action
    assert one is not None
    assert two is not None
    assert (one.outcome, one.dice) == (two.outcome, two.dice)
    assert (one.description, one.cards) == ("I smite", (standard_deck().card(first).name,))
    assert two.description == "I smite again"
    assert len(two.cards) == 1


def test_a_replayed_session_shows_its_last_action_in_full() -> None:
    """For a finished log: replay, then the static page of the last state."""
    session = states.real_session()
    card = session.state.piles.pool[0]
    states.play_action(session, "Grignr of Ecalpon", "I smite", 5)
    replayed = Session.replay(session.header(), session.events)
    a = view_of_session(replayed).last_action
    assert a is not None
    assert (a.character, a.description, a.cards) == (
        "Grignr of Ecalpon",
        "I smite",
        (standard_deck().card(card).name,),
    )


def test_the_static_page_is_self_contained() -> None:
    html = render_static(view_of_session(states.real_session()))
    assert "<script" not in html
    for external in ("http://", "https://", "src=", "@import", "url("):
        assert external not in html
    assert "<style>" in html
    assert "Weeping statues" in html
