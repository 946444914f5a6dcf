"""The composed screen at every size: exactly the terminal's rows and columns, every party
member and the acting marker from 60x20 up, no word broken, a clear line below 40x12.

States come from the golden game (``fixtures/sessions/full-game.jsonl``, five rooms touching
every rule), replayed event by event, in every mode of the screen.
"""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.deck import standard_deck
from companion.session import SessionService
from companion.tablefile import load_example_table
from companion.ui.frame import MIN_COLUMNS, MIN_ROWS, compose, side_width
from companion.ui.lines import cells, text
from companion.ui.panels import short_name
from companion.ui.panels.party import acting_character
from companion.ui.state import UiState
from engine import Session, read_log
from engine.state import GameState
from tests.engine.golden import LOG

MODES = ("table", "text", "ruling", "discard", "roll", "command", "ask", "moves", "view")
VIEWS = ("help", "history", "sheet", "cards", "secrets", "action")
NOW = 1_800_000_000.0


@cache
def golden_states() -> tuple[GameState, ...]:
    """Every state of the golden game, one per event."""
    header, events, _ = read_log(LOG)
    session = Session.replay(header, events[:1])
    states = [session.state]
    for k in range(2, len(events) + 1, 3):
        states.append(Session.replay(header, events[:k]).state)
    return tuple(states)


@pytest.fixture(scope="module")
def ui(tmp_path_factory: pytest.TempPathFactory) -> UiState:
    log = tmp_path_factory.mktemp("frame") / "golden.jsonl"
    shutil.copy(LOG, log)
    port = SessionService.resume(log)
    deck = standard_deck()
    ui = UiState(port=port, card_names={c.id: c.name for c in deck.cards}, deck=deck)
    for i in range(40):
        ui.say(f"message {i}: the ghoul pack lunges at the party from the shadows of the crypt")
    return ui


def screen_of(gs: GameState, ui: UiState, width: int, height: int) -> list[str]:
    cards = {c.id: c for c in standard_deck().cards}
    shown = compose(gs, ui, NOW, width, height, cards)
    return [text(row) for row in shown.rows]


def check_shape(rows: list[str], width: int, height: int) -> None:
    assert len(rows) == height - 1
    for row in rows:
        assert cells(row) == width, (row, cells(row), width)


def check_party(gs: GameState, rows: list[str]) -> None:
    """Every member of the party is on screen (at least by short name), and so is the ▶ of
    the one acting."""
    shown = "\n".join(rows).replace("\u00a0", " ")
    for m in gs.party:
        assert short_name(m.name) in shown, (m.name, shown)
    if acting_character(gs) is not None:
        assert "▶" in shown


@settings(max_examples=300, deadline=None)
@given(
    k=st.integers(min_value=0, max_value=10_000),
    width=st.integers(min_value=MIN_COLUMNS, max_value=200),
    height=st.integers(min_value=MIN_ROWS, max_value=60),
    mode=st.sampled_from(MODES),
    under=st.sampled_from(MODES[:5]),
    view=st.sampled_from(VIEWS),
    focus=st.integers(min_value=0, max_value=4),
    scroll=st.integers(min_value=0, max_value=500),
)
def test_every_size_fills_the_terminal_exactly(
    ui: UiState,
    k: int,
    width: int,
    height: int,
    mode: str,
    under: str,
    view: str,
    focus: int,
    scroll: int,
) -> None:
    states = golden_states()
    gs = states[k % len(states)]
    ui.mode, ui.mode_before, ui.view = mode, under, view  # type: ignore[assignment]
    ui.focus, ui.scroll = focus, scroll
    rows = screen_of(gs, ui, width, height)
    check_shape(rows, width, height)
    if mode != "view" and width >= 60 and height >= 20 and gs.room is not None:
        check_party(gs, rows)


@pytest.mark.parametrize(("width", "height"), [(39, 30), (80, 11), (20, 5), (1, 1), (200, 3)])
def test_below_the_minimum_one_line_asks_for_a_larger_terminal(
    ui: UiState, width: int, height: int
) -> None:
    ui.mode = "table"
    rows = screen_of(golden_states()[-1], ui, width, height)
    assert len(rows) == max(0, height - 1)
    if rows and width >= 5:
        assert "40x12" in rows[0]


def test_the_reported_crash_state_composes_at_80x24(tmp_path: Path) -> None:
    """Issue 13: ``--seed 1702019282`` at 80x24, a challenge, a long description, accepted:
    the compact layout with fewer than 4 cards left in the pool crashed with ``Invalid
    Dimension: max < min``."""
    deck = standard_deck()
    port = SessionService.new(
        load_example_table(), deck.deck_list(), 1702019282, tmp_path / "s.jsonl", clock=lambda: NOW
    )
    ui = UiState(port=port, card_names={c.id: c.name for c in deck.cards}, deck=deck)
    port.apply("room enter 1")
    port.apply('challenge add "Weeping ooze" 6')
    port.apply(
        'act Grignr "Grignr charges the ooze like a hungry accountant chasing a tax refund, '
        'because my sword master always said oozes fear steel, and I swing Mother at it"'
    )
    port.apply("card add strained-simile")
    port.apply("card add appeal-to-authority")
    port.apply("confirm")
    port.apply("roll 4")
    for mode in ("table", "ruling", "roll"):
        ui.mode = mode  # type: ignore[assignment]
        for width, height in [(80, 24), (80, 12), (80, 14), (60, 20), (40, 12)]:
            rows = screen_of(port.state, ui, width, height)
            check_shape(rows, width, height)
    port.close()


CHARGE = (
    "Grignr charges the ooze like a hungry accountant chasing a tax refund, because my sword "
    "master always said oozes fear steel, and I swing Mother at it"
)


@pytest.fixture(scope="module")
def charge(tmp_path_factory: pytest.TempPathFactory) -> UiState:
    """The tester's ruling (seed 1702019282): the Weeping ooze, the long description, two
    cards the advisor suggested."""
    deck = standard_deck()
    log = tmp_path_factory.mktemp("charge") / "s.jsonl"
    port = SessionService.new(
        load_example_table(), deck.deck_list(), 1702019282, log, clock=lambda: NOW
    )
    ui = UiState(port=port, card_names={c.id: c.name for c in deck.cards}, deck=deck)
    port.apply("room enter 1")
    port.apply('challenge add "Weeping ooze" 6')
    port.apply("challenge add Bats 3")
    port.apply(f'act Grignr "{CHARGE}"')
    port.apply("card add strained-simile")
    port.apply("card add appeal-to-authority")
    port.apply('target "Weeping ooze"')
    ui.suggested = ("strained-simile", "appeal-to-authority")
    return ui


def flat(rows: list[str]) -> str:
    """The rows as one line of words (wrapping undone)."""
    return " ".join(" ".join(rows).split())


@settings(max_examples=200, deadline=None)
@given(
    width=st.integers(min_value=MIN_COLUMNS, max_value=130),
    height=st.integers(min_value=MIN_ROWS, max_value=32),
    mode=st.sampled_from(("ruling", "roll")),
)
def test_what_the_gm_rules_on_is_readable_at_every_size(
    charge: UiState, width: int, height: int, mode: str
) -> None:
    """The tester at 60x20: the description stopped at "oozes fear…" with no way to read
    the rest, and the Weeping ooze was gone from the screen. At every size from 40x12: the
    challenge acted on, each card of the ruling and the target are on screen; the
    description is whole, or its cut row ends with the key that shows it whole, and that
    page (``v``) holds it whole."""
    gs = charge.port.state
    charge.mode, charge.focus = mode, 0  # type: ignore[assignment]
    rows = screen_of(gs, charge, width, height)
    side = side_width(width)
    main = [row[: width - side - 1] if side else row for row in rows]
    shown = flat(main)
    screen = "\n".join(rows)
    assert "target: Weeping ooze (6)" in shown, screen
    if width >= 60 and height >= 20:
        assert "▸ Weeping ooze 6" in shown, "the challenge's own row, with its progress"
    for name in ("Strained simile", "Appeal to authority"):
        assert name in shown, screen
    if CHARGE not in shown:
        assert any(row.rstrip().endswith("… v whole") for row in main), screen
    charge.mode, charge.mode_before, charge.view = "view", mode, "action"  # type: ignore[assignment]
    pages: list[str] = []
    for scroll in range(0, 60, max(1, height - 4)):
        charge.scroll = scroll
        pages += screen_of(gs, charge, width, height)[1:-2]
    assert CHARGE in flat(pages)
