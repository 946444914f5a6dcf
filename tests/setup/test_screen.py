"""The set-up screen driven headless with raw keys (pipe input, 80x24 dummy output).

Each test reads the screen as drawn: whose turn it is, which picks are offered,
what stays hidden, and that the saved file loads with ``load_table``.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from companion.setup.rows import SHORT_TITLES
from companion.setup.session import SetupSession
from companion.tablefile import load_table
from engine.draft import legal_picks
from engine.table import BLOCKS
from tests.setup.harness import DOWN, ENTER, ESC, SetupScreen
from tests.system import require_program
from tests.ui.test_play_new import wait_for_text

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "tables"
PLAYER_FILES = tuple(sorted(FIXTURES.glob("player-*.toml")))

#: A draft row on screen: ``▸ Weapons   Mother, a broadsword...   ann.1``.
_PICK_ROW = re.compile(r"^[▸ ] (\w+)\s.*\s([a-z0-9_-]+\.\d)$")
_TITLE_TO_BLOCK = {title: block for block, title in SHORT_TITLES.items()}


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(scenario())


def offered_on_screen(screen: str) -> set[str]:
    """The picks the list shows, as ``author.summary.block``."""
    found = set()
    for line in screen.splitlines():
        m = _PICK_ROW.match(line)
        if m and m.group(1) in _TITLE_TO_BLOCK:
            found.add(f"{m.group(2)}.{_TITLE_TO_BLOCK[m.group(1)]}")
    return found


def test_four_players_import_draft_rooms_order_and_save(tmp_path: Path) -> None:
    out = tmp_path / "table.toml"

    async def scenario() -> None:
        async with SetupScreen(out) as s:
            assert "Step 1 of 9 · Players" in s.screen
            assert "0 at the table (4 to 6)" in s.screen
            for path in PLAYER_FILES:
                await s.keys("i", until="Player file")
                await s.type(str(path), until=f"from {path.name}")
            screen = await s.keys("n", until="Step 2 of 9")
            assert screen.count("hidden until the draft") == 8
            assert "Grignr" not in screen, "nobody sees another's blocks before the draft"
            await s.keys(ENTER, until="hidden until the draft")

            screen = await s.keys("n", until="Step 3 of 9 · Draft")
            session = s.ui.session
            state = session.draft
            assert state is not None
            first = session.who(state.order[0])
            assert f"▶ {first} picks now" in screen
            for digit, block in enumerate(BLOCKS, start=1):
                screen = await s.keys(str(digit))
                legal = {str(r) for r in legal_picks(state, state.order[0]) if r.block == block}
                assert offered_on_screen(screen) == legal, block
            await s.keys("0")
            for n in range(28):
                state = session.draft
                assert state is not None
                turn = session.whose_turn()
                assert turn is not None
                screen = s.screen
                assert f"pick {n + 1} of 28 · ▶ {session.who(turn)} picks now" in screen
                shown = offered_on_screen(screen)
                assert shown, screen
                assert shown <= {str(r) for r in legal_picks(state, turn)}
                await s.keys(ENTER)
            assert "The draft is complete: 28 picks" in s.screen

            await s.keys("n", until="Step 4 of 9 · Details")
            await s.keys("n", until="Step 5 of 9 · Rooms")
            screen = await s.keys(ENTER, until="Ann's room")
            assert "•••• (s shows secrets)" in screen
            assert "afraid of salt" not in screen
            screen = await s.keys("s", until="secrets shown")
            assert "The Ooze is afraid of salt" in screen
            await s.keys("s", ESC, until="Ann's room            The Hall")

            await s.keys("n", until="Step 6 of 9 · Order")
            screen = await s.keys(ENTER, until="Room 4 (final)")
            order = session.room_order
            final = session.who(order[-1])
            assert re.search(rf"Room 4 \(final\).*GM {final}", screen)

            screen = await s.keys("n", until="Step 7 of 9 · The Eye")
            assert f"{final} GMs the final room" in screen
            await s.keys(ENTER, until="The Eye's name ›")
            s.input.send_text("\x15")  # Ctrl-U: clear the line
            screen = await s.type("Argon's Eye", until="the Eye of <something>")
            assert "The Eye's name ›" in screen, "a bad name keeps the line open"
            s.input.send_text("\x15")
            await s.type("the Eye of Argon", until="the Eye of Argon")
            screen = await s.keys("n", until="Step 8 of 9 · Entrance")
            assert f"{session.who(order[0])} GMs the first room" in screen
            await s.keys(ENTER, until="The way in ›")
            await s.type(" Beneath a dead oak, a stair.", until="Ready")

            await s.keys("n", until="Step 9 of 9 · Save")
            await s.keys(DOWN, DOWN, ENTER)
            assert await s.task == out

    run(scenario)
    table = load_table(out)
    assert table.eye_name == "the Eye of Argon"
    assert len(table.characters) == 4
    assert table.ordered_rooms()[0].entrance.endswith("Beneath a dead oak, a stair.")


def test_typing_a_player_in_when_they_have_no_file(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with SetupScreen(tmp_path / "t.toml", PLAYER_FILES[:3]) as s:
            await s.keys("a", until="New player's name")
            await s.type("Esme", until="added Esme")
            await s.keys("n", until="Step 2 of 9")
            screen = s.screen
            assert "Esme · summary 1      0 of 7 blocks written" in screen
            for _ in range(6):
                await s.keys(DOWN)
            screen = await s.keys(ENTER, until="Esme's summary 1")
            assert "others look away" in screen
            await s.keys(ENTER, until="Barbarian?            yes")
            for block in BLOCKS:
                await s.keys(DOWN, ENTER, until="›")
                await s.type(f"Esme's {block}")
            screen = await s.keys(ESC, until="Esme · summary 1      ready (barbarian)")
            assert "Esme · summary 2      0 of 7" in screen
            screen = await s.keys("n", until="To go on")
            assert "Esme: summary 2 has 0 of 7 blocks" in screen

    run(scenario)


def test_a_room_lists_what_it_is_missing(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with SetupScreen(tmp_path / "t.toml", PLAYER_FILES) as s:
            await s.keys("n", "n", "r")
            while not s.ui.session.draft_done():
                await s.keys("r")
            await s.keys("n", "n", until="Step 5 of 9 · Rooms")
            s.ui.session.set_room_field("bors", "exit", "")
            s.ui.session.set_room_field("bors", "deus_ex_machina", "")
            screen = await s.keys(DOWN)
            assert "missing exit; missing deus ex machina" in screen
            screen = await s.keys("n", until="To go on")
            assert "Bors's room: missing exit" in screen
            assert "Step 5 of 9" in screen

    run(scenario)


def test_quitting_asks_first_and_saves_nothing(tmp_path: Path) -> None:
    out = tmp_path / "t.toml"

    async def scenario() -> None:
        async with SetupScreen(out, PLAYER_FILES) as s:
            screen = await s.keys("q", until="Quit without saving the table? (y/n)")
            assert "y yes · n no" in screen
            await s.keys("n", until="Step 1 of 9")
            assert s.ui.session.step == "players", "n answered the question, not 'next step'"
            await s.keys("q", until="(y/n)")
            s.input.send_text("y")
            assert await s.task is None

    run(scenario)
    assert not out.exists()


def test_saving_over_a_file_asks_first(tmp_path: Path) -> None:
    out = tmp_path / "t.toml"
    out.write_text("old", encoding="utf-8")

    async def scenario() -> None:
        async with SetupScreen(out, PLAYER_FILES) as s:
            session = s.ui.session
            session.advance()
            session.advance()
            while not session.draft_done():
                session.random_pick()
            for _ in range(3):
                session.advance()
            session.draw_order()
            for _ in range(3):
                session.advance()
            await s.keys(DOWN, until="Step 9 of 9")
            await s.keys(DOWN, ENTER, until="Overwrite it? (y/n)")
            assert out.read_text(encoding="utf-8") == "old"
            s.input.send_text("y")
            assert await s.task == out

    run(scenario)
    assert load_table(out).room_order


def test_six_typed_players_fit_80_by_24_and_secrets_stay_hidden(tmp_path: Path) -> None:
    session = SetupSession(random.Random(8))
    for name in ("Ann", "Bors", "Cass", "Dov", "Esme", "Fay"):
        pid = session.add_player(name).id
        for n in (1, 2):
            session.set_summary_field(pid, n, "barbarian", "yes" if n == 1 else "no")
            for block in BLOCKS:
                words = 12 if block == "name" else 20  # a name has at most 80 characters
                session.set_summary_field(pid, n, block, f"{name}'s {block} {n} " + "word " * words)
        session.set_room_field(pid, "secrets", f"{name}'s dark secret")
    session.advance()
    session.advance()

    async def scenario() -> None:
        async with SetupScreen(tmp_path / "t.toml", session=session) as s:
            state = session.draft
            assert state is not None
            turn = session.who(state.order[0])
            lines = s.screen.splitlines()
            assert len(lines) == 24
            assert any(f"▶ {turn} picks now" in line for line in lines[:5])
            assert lines[-1].startswith("↑↓ Enter choose"), "the keys stay on the bottom line"
            assert "Legal picks for" in s.screen
            screen = await s.keys("?", until="n next step, p previous step")
            assert "r the player on turn picks by lot" in screen
            while not session.draft_done():
                await s.keys("r")
            await s.keys("n", "n", ENTER, until="Ann's room")
            for _ in range(11):
                await s.keys(DOWN)
            screen = await s.keys(ENTER, until="press s to show them")
            assert "dark secret" not in screen, "editing never reveals a hidden secret"
            screen = await s.keys("s", until="Ann's dark secret")
            assert "secrets shown" in screen

    run(scenario)


@pytest.mark.system("tmux")
def test_a_real_terminal_runs_companion_new(tmp_path: Path) -> None:
    """``companion new`` in tmux: the first screen draws, and quitting saves nothing."""
    require_program("tmux")
    name = f"setup-{os.getpid()}"
    out = tmp_path / "t.toml"
    files = " ".join(str(p) for p in PLAYER_FILES)
    command = f"{sys.executable} -m companion new --players {files} -o {out}; sleep 30"
    tmux = ["tmux", "-L", name]
    subprocess.run(
        [*tmux, "new-session", "-d", "-x", "80", "-y", "24", command], check=True, timeout=30
    )
    try:
        screen = wait_for_text(tmux, "Step 1 of 9")
        assert "Step 1 of 9 · Players" in screen
        assert "from player-dov.toml" in screen
        subprocess.run([*tmux, "send-keys", "q", "y"], check=True, timeout=30)
        screen = wait_for_text(tmux, "nothing saved")
        assert "set-up abandoned: nothing saved" in screen
        assert not out.exists()
    finally:
        subprocess.run([*tmux, "kill-server"], check=False, timeout=30)
