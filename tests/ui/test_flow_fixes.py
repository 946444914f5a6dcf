"""The flow a first-time GM met at 80x24 (issue 13, points 5-8 and 12; issue 14.12), each on
the real screen: keys in through the pipe, the screen and the log checked."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from companion.deck import standard_deck
from companion.session import SessionService
from engine.table import Character, Player, Room, Table
from tests.ui.harness import ENTER, ESC, Live, ctrl


def play(tmp_path: Path, scenario: object, **kw: object) -> Live:
    async def run() -> Live:
        async with Live(tmp_path, **kw) as live:  # type: ignore[arg-type]
            await scenario(live)  # type: ignore[operator]
        return live

    return asyncio.run(run())


def types(live: Live) -> list[str]:
    lines = live.log.read_text(encoding="utf-8").splitlines()[1:]
    return [json.loads(line)["type"] for line in lines]


def test_a_new_challenge_gets_a_legal_rating_and_the_warning_comes_first(tmp_path: Path) -> None:
    """Point 5. Rule: "Exactly one challenge in each room should have the maximum rating"."""

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"))
        screen = await live.keys(ctrl("n"))
        assert ':challenge add "" 6' in screen, "the room's maximum while none has it"
        await live.type("Weeping ooze")
        await live.keys(ENTER)
        screen = await live.keys(ctrl("n"))
        assert ':challenge add "" 5' in screen
        assert "Weeping ooze already has the maximum rating 6" in screen
        assert live.port.state.room is not None
        assert len(live.port.state.room.challenges) == 1, "warned before anything is created"
        await live.type("Ghoul pack")
        screen = await live.keys(ENTER)
        assert "Ghoul pack 5" in screen
        added = [e for e in live.port.session.events if e.type == "challenge_added"]
        assert [e.warnings for e in added] == [(), ()]  # type: ignore[attr-defined]

    play(tmp_path, scenario)


def test_a_gm_action_with_no_challenge_offers_no_target_at_once(tmp_path: Path) -> None:
    """Point 6: Enter used to say "no challenge ... `target none`" and t did nothing."""

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"), ctrl("g"))
        await live.type("A shadow falls across the door")
        await live.keys(ENTER)
        await live.type("Grignr squints at it")
        screen = await live.keys(ENTER)
        assert "target: no challenge applies" in screen
        assert "Enter dismisses the action" in screen
        screen = await live.keys("t")
        assert "target: no challenge applies" in screen
        screen = await live.keys(ENTER)
        assert "acts against no challenge" in screen
        assert live.port.state.pending is None

    live = play(tmp_path, scenario)
    assert "action_dismissed" in types(live)


def test_the_number_key_says_what_it_did(tmp_path: Path) -> None:
    """Point 8: a card's key on a card already in the ruling removed it silently."""

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"), ":")
        await live.type('challenge add "Weeping ooze" 6')
        await live.keys(ENTER)
        await live.type("Grignr swings")
        await live.keys(ENTER)
        pool = live.port.state.piles.pool
        name = live.ui.card_names[pool[0]]
        live.ui.suggested = (pool[0],)  # as if the advisor had suggested card 1
        live.port.apply(f"card add {pool[0]}")
        screen = await live.keys("1")
        assert f"Removed {name}, which the advisor suggested; 1 adds it back." in screen
        assert f"1✗{name}" in screen, "the pool marks the advisor's card the GM removed"
        assert f"You removed the advisor's {name}" in screen
        screen = await live.keys("1")
        assert f"Added {name}; 1 removes it." in screen
        assert f"1✓{name}" in screen

    play(tmp_path, scenario)


def test_a_new_room_starts_without_the_last_rooms_outcome(tmp_path: Path) -> None:
    """Point 12: after N the previous room's last outcome was still shown."""

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"), ":")
        await live.type('challenge add "Weeping ooze" 6')
        await live.keys(ENTER)
        await live.type("Grignr swings")
        screen = await live.keys(ENTER, ENTER, "4")
        assert "vs Weeping ooze:" in screen
        await live.keys(ctrl("r"))
        screen = await live.keys("y")
        assert "Room 2 of 6" in screen
        assert "vs Weeping ooze:" not in screen.split("Action", 1)[1].split("\n\n")[0]

    play(tmp_path, scenario)


def test_escape_leaves_typing_at_once(tmp_path: Path) -> None:
    """Point 12: Escape took about a second (prompt-toolkit waits for a longer sequence)."""

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"))
        await live.type("Grignr")
        assert live.ui.mode == "text"
        live.input.send_text(ESC)
        await asyncio.sleep(0.2)
        assert live.ui.mode == "table"

    play(tmp_path, scenario)


def many_players(n: int) -> Table:
    """A table the rules do not allow (4-6 players), as an old log could still hold."""
    ids = [f"p{i}" for i in range(n)]
    return Table(
        name="A very large table",
        players=tuple(Player(id=i, name=f"Player {i}") for i in ids),
        characters=tuple(
            Character(name=f"Sir Character Number {k} of the Long Name", player=i)
            for k, i in enumerate(ids)
        ),
        rooms=tuple(Room(gm=i, title=f"Room of {i}") for i in ids),
        room_order=tuple(ids),
    )


def test_a_hundred_players_or_a_short_terminal_start_the_screen(tmp_path: Path) -> None:
    """Issue 14.12: "Invalid Dimension: max < min" at start with 100 players at 100x30, and
    at 80x12 and 80x14."""
    deck = standard_deck().deck_list()
    for n, (rows, columns) in ((100, (30, 100)), (6, (12, 80)), (6, (14, 80)), (100, (12, 40))):
        log = tmp_path / f"{n}-{rows}x{columns}.jsonl"
        table = many_players(n)
        port = SessionService.new(table, deck, 3, log)

        async def scenario(live: Live) -> None:
            screen = await live.keys(ctrl("r"))
            assert "Room 1 of" in screen
            assert "Internal error" not in screen
            assert live.ui.mode == "table"

        play(tmp_path / f"{n}-{rows}", scenario, port=port, rows=rows, columns=columns)


def test_the_room_clock_leaves_out_the_time_the_program_was_closed(tmp_path: Path) -> None:
    """Point 10: 1:12 at quit was 4:31 on resume, which moves the deus ex machina. The
    screen's clock reads the engine's room time, breaks left out; resuming records the break
    and the screen says how long it was (``companion.ui.launch``)."""
    from companion.narration import break_words
    from companion.tablefile import load_example_table
    from companion.ui.frame import compose
    from companion.ui.lines import text
    from companion.ui.state import UiState

    log = tmp_path / "s.jsonl"
    now = [1_000.0]
    deck = standard_deck()
    port = SessionService.new(load_example_table(), deck.deck_list(), 3, log, clock=lambda: now[0])
    port.apply("room enter 1")
    now[0] += 72.0
    port.apply("turn")
    port.close()
    now[0] += 3 * 3600  # the program is closed for three hours
    resumed = SessionService.resume(log, clock=lambda: now[0])
    assert resumed.reopened is not None
    assert break_words(resumed.reopened) == "180 minutes"
    ui = UiState(port=resumed, card_names={c.id: c.name for c in deck.cards}, deck=deck)
    frame = compose(resumed.state, ui, now[0] + 5, 80, 24, {c.id: c for c in deck.cards})
    header = text(frame.rows[0])
    assert "01:17 · deus in 28:43" in header, header
    resumed.close()


def test_a_paste_on_a_ruling_adds_words_and_toggles_nothing(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"), ":")
        await live.type('challenge add "Weeping ooze" 6')
        await live.keys(ENTER)
        await live.type("Grignr swings")
        await live.keys(ENTER)
        before = live.port.state.pending.ruling  # type: ignore[union-attr]
        await live.type("\x1b[200~boldly, because everyone knows: t b e x\x1b[201~")
        assert live.ui.mode == "text"
        screen = await live.keys(ENTER)
        assert "“Grignr swings boldly, because everyone knows: t b e x”" in screen
        assert live.port.state.pending.ruling == before  # type: ignore[union-attr]

    play(tmp_path, scenario)
