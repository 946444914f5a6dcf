"""The panels are pure functions of the game state: checked on states a real session made."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.deck import standard_deck
from companion.errors import ConfigError
from companion.session import SessionService
from companion.tablefile import load_example_table
from companion.ui.keymap import KEYMAP, action_names, check_remaps, help_lines, pretty
from companion.ui.lines import Line
from companion.ui.panels import minutes
from companion.ui.panels.action import action_panel, highlight, outcome_line
from companion.ui.panels.party import acting_character, grace, party_lines
from companion.ui.panels.pool import key_of, marks, pool_lines, positions_selected
from companion.ui.panels.room import challenge_lines, clock_line, header
from companion.ui.panels.turn import turn_panel
from companion.ui.state import Evidence, UiState
from engine.state import GameState


def text(fragments: object) -> str:
    return "".join(f[1] for f in fragments)  # type: ignore[attr-defined]


def rows(lines: list[Line]) -> str:
    return "\n".join(text(line).rstrip() for line in lines)


@pytest.fixture
def port(tmp_path: Path) -> SessionService:
    deck = standard_deck()
    p = SessionService.new(
        load_example_table(), deck.deck_list(), 7, tmp_path / "s.jsonl", clock=lambda: 1000.0
    )
    p.apply("room enter 1")
    p.apply('challenge add "Ghoul pack" 6 --deadly')
    return p


def test_header_counts_rooms_and_names_the_gm(port: SessionService) -> None:
    gs = port.state
    assert text(header(gs, 1000.0)).startswith(" Room 1 of 6 · GM Ann")
    assert "deus in 30:00" in text(clock_line(gs, 1000.0))


def test_deus_ex_machina_is_offered_at_thirty_minutes_after_a_vote(port: SessionService) -> None:
    """Rule: "It will occur only if the players have been occupied by the room for at least
    30 minutes, and only after a vote in its favor"."""
    gs = port.state
    assert "deus in 00:01" in text(clock_line(gs, 1000.0 + 30 * 60 - 1))
    assert "vote now (^X d)" in text(clock_line(gs, 1000.0 + 30 * 60))
    port.clock = lambda: 1000.0 + 31 * 60
    port.apply("deus vote yes")
    assert "voted yes (^X d invokes)" in text(clock_line(port.state, 1000.0 + 31 * 60))


def test_paused_clock_stops_the_room_time(port: SessionService) -> None:
    port.clock = lambda: 1060.0
    port.apply("pause")
    shown = text(clock_line(port.state, 5000.0))
    assert shown.startswith(" 01:00 (paused)")


def test_challenge_progress_counts_by_whom(port: SessionService) -> None:
    """Rule: "three partial successes by three different characters, five partial successes
    total"; "three partial failures by the same character ... equivalent to a total failure"."""
    port.apply('act Grignr "I swing"')
    port.apply("bonus background on")
    port.apply("confirm")
    port.apply("roll 5")
    port.apply('act Pellinor "I map it"')
    port.apply("confirm")
    port.apply("roll 3")
    shown = rows(challenge_lines(port.state, None, 60))
    assert "Ghoul pack 6 deadly" in shown
    assert "✓1/5 by 1/3 (Grignr)" in shown
    assert "✗ Pellinor 1/3" in shown
    compact = rows(challenge_lines(port.state, "Ghoul pack", 60, compact=True))
    assert compact.splitlines()[1] == "▸ Ghoul pack 6 deadly ✓1/5 by 1/3  ✗ Pellinor 1/3"


def test_party_says_who_is_out_and_why(port: SessionService) -> None:
    """Rule: "A character is not in the party if ... the character belongs to the new room's
    GM"."""
    gs = port.state
    shown = rows(party_lines(gs, acting_character(gs), 42))
    assert "Thrudd the Mighty-Thewed (out: GM's own)" in shown
    assert "▶ Grignr of Ecalpon (Bors)" in shown
    assert acting_character(gs) == "Grignr of Ecalpon"


def test_a_narrow_party_shortens_names_at_word_boundaries_and_keeps_everyone(
    port: SessionService,
) -> None:
    """Issue 13: "Lady Vespera of the Lonely Tower (out: GM's own)" wrapped mid-word and
    pushed the last member off the screen."""
    gs = port.state
    for width in (20, 26, 30, 36):
        lines = party_lines(gs, acting_character(gs), width)
        assert len(lines) == 1 + len(gs.party)
        shown = rows(lines)
        assert "Lady Vespera" in shown
        assert "▶ Grignr" in shown
        for line in lines:
            assert len(text(line)) == width
    assert "  Lady Vespera… (Cass)" in rows(party_lines(gs, None, 30))
    compact = rows(party_lines(gs, "Pellinor the Cartographer", 24, compact=True))
    assert "▶Pellinor" in compact
    assert "Lady\u00a0Vespera" in compact


def test_grace_counter_after_a_gm_action(port: SessionService) -> None:
    """Rule: "the players can make at least two actions of their choice ... before the GM can
    initiate another"."""
    assert text(grace(port.state)) == "GM act ready"
    port.apply('gm-action Grignr "A ghoul lunges"')
    port.apply('act Grignr "I duck"')
    port.apply("confirm")
    port.apply("roll 4")
    assert text(grace(port.state)) == "GM act after 2"


def test_pool_positions_keys_and_copies(port: SessionService) -> None:
    gs = port.state
    names = {c.id: c.name for c in standard_deck().cards}
    shown = rows(pool_lines(gs, names, 36)).splitlines()
    assert shown[0].startswith("Pool  4/4 · deck")
    for i, card in enumerate(gs.piles.pool):
        assert shown[i + 1].startswith(f" {key_of(i)} {names[card]}")
    assert [key_of(i) for i in range(10)] == [*"1234567890"]


def test_copies_are_named_only_when_both_are_in_the_pool(port: SessionService) -> None:
    """ "If both copies are in the pool, an action can count both of them": the GM must see
    when that is so, and a lone copy of a two-copy card must not read as two cards."""
    names = {c.id: c.name for c in standard_deck().cards}
    lone = port.state.model_copy(
        update={"piles": port.state.piles.model_copy(update={"pool": ("malapropism", "cliche")})}
    )
    assert "copies" not in rows(pool_lines(lone, names, 36))
    assert "×" not in rows(pool_lines(lone, names, 36))
    both = port.state.model_copy(
        update={
            "piles": port.state.piles.model_copy(
                update={"pool": ("malapropism", "cliche", "malapropism")}
            )
        }
    )
    lines = rows(pool_lines(both, names, 36)).splitlines()[1:]
    assert [line.endswith("(both copies)") for line in lines] == [True, False, True]


def test_a_card_chosen_twice_marks_both_copies() -> None:
    assert positions_selected(("a", "b", "a"), ("a", "a")) == {0, 2}
    assert positions_selected(("a", "b"), ("c",)) == set()


def test_pool_marks_say_what_the_advisor_suggested_and_the_gm_changed() -> None:
    """Issue 13: which cards the advisor suggested and which the GM added or removed."""
    assert marks(("a", "b", "c", "d"), ("a", "c"), ("a", "b")) == ["✓", "✗", "+", " "]


def test_highlight_keeps_every_character_once(port: SessionService) -> None:
    transcript = "he said loudly and loudly again"
    spans = [
        Evidence("x", 8, 14, "loudly"),
        Evidence("y", 10, 18, "udly and"),
        Evidence("z", 40, 50, ""),
    ]
    frags = highlight(transcript, spans, port.state)
    assert text(frags) == transcript
    matched = [t for s, t in frags if "match" in s]
    assert matched == ["loudly", " and"]


def test_outcome_in_words_and_numbers(port: SessionService) -> None:
    port.apply('act Grignr "I swing"')
    port.apply("confirm")
    port.apply("roll 2")
    assert port.state.last is not None
    shown = text(outcome_line(port.state.last, port.state))
    assert "Grignr of Ecalpon vs Ghoul pack: TOTAL FAILURE" in shown
    assert "die 2* +0 = 2 against 6" in shown


def test_action_panel_prompts_for_the_roll(port: SessionService) -> None:
    port.apply('act Grignr "I swing"')
    ui = UiState(port=port)
    assert "Enter accepts the ruling" in text(action_panel(port.state, ui, None))
    port.apply("confirm")
    assert "press the physical die 1-6" in text(action_panel(port.state, ui, None))


def test_turn_panel_warns_when_rest_is_due(port: SessionService) -> None:
    """Rule: "Characters must rest for one turn every hour"; "A –1 penalty ... until the
    characters rest"."""
    assert text(turn_panel(port.state)) == "Turn 0 · 1-in-6 · rest in 5\n"
    for _ in range(5):
        port.apply("turn")
    assert "REST DUE" in text(turn_panel(port.state))
    port.apply("turn")
    assert "NOT RESTED -1" in text(turn_panel(port.state))
    port.apply("rest")
    assert "rest in 5" in text(turn_panel(port.state))


def test_minutes() -> None:
    assert minutes(0) == "00:00"
    assert minutes(-5) == "00:00"
    assert minutes(3599) == "59:59"


def test_every_key_action_has_help_and_remaps_are_checked() -> None:
    for mode in KEYMAP:
        shown = help_lines(mode)
        assert shown
        assert all(keys and what for keys, what in shown)
    assert {a.name for a in KEYMAP["anywhere"]} <= action_names()
    check_remaps({"confirm": "c-m"})
    with pytest.raises(ConfigError, match=r"ui\.keys\.launch"):
        check_remaps({"launch": "x"})
    with pytest.raises(ConfigError, match=r"ui\.keys\.confirm: 'not-a-key' is not a key name"):
        check_remaps({"confirm": "not-a-key"})
    with pytest.raises(ConfigError, match=r"ui\.keys\.turn: 't' would type into a description"):
        check_remaps({"turn": "t"})
    with pytest.raises(ConfigError, match=r"ui\.keys\.confirm: 'b' is already"):
        check_remaps({"confirm": "b"})
    assert help_lines("roll", {"roll": "space"})[0] == ("Space", "roll the die here")


def test_no_table_key_is_one_prose_can_type() -> None:
    """Issue 13, "Typing is safe": on the table screen no move is on a key a sentence can
    produce (a description never starts with ? : or /)."""
    for group in ("table", "anywhere"):
        for action in KEYMAP[group]:
            for key in action.keys:
                assert not (len(key) == 1 and key not in "?:/"), (action.name, key)


def test_state_is_only_read(port: SessionService) -> None:
    before: GameState = port.state
    ui = UiState(port=port)
    action_panel(before, ui, "Grignr of Ecalpon")
    pool_lines(before, {}, 36)
    challenge_lines(before, None, 40)
    assert port.state is before


def test_the_readme_names_every_key_of_the_key_map() -> None:
    """The README's "Playing" section is the key map's user documentation: every key of
    every action is in it, as the screen prints it."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    playing = readme.split("## Playing", 1)[1].split("\n## ", 1)[0]
    prose = re.sub(r"```.*?```", "", playing, flags=re.S)
    shown = set(re.findall(r"`([^`]+)`", prose))
    shown |= {k for token in shown for k in token.split("-")}  # `1`-`6`, `1`-`9`
    missing = []
    for group, actions in KEYMAP.items():
        for action in actions:
            for key in action.keys:
                name = pretty(key)
                if name not in shown and not (name.isdigit() and "1" in shown):
                    missing.append((group, action.name, name))
    assert not missing, missing
