"""A full disk during play (issue 14.3): the screen says so on one line, refuses rulings while
events wait in memory, retries by itself, and once space is free every event is on disk in
order. A real full filesystem (a tiny tmpfs, root only, as CI runs)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from companion.deck import standard_deck
from companion.session import SessionService
from companion.tablefile import load_example_table
from companion.ui.flow import LOG_ALARM
from engine import Session, read_log
from engine.state import state_hash
from tests.session.test_log_policy import fill, small_disk
from tests.ui.harness import ENTER, Live, ctrl


def test_a_full_disk_is_said_rulings_wait_and_the_log_catches_up(tmp_path: Path) -> None:
    with small_disk(tmp_path) as disk:
        port = SessionService.new(
            load_example_table(), standard_deck().deck_list(), 3, disk / "s.jsonl"
        )

        async def scenario(live: Live) -> None:
            await live.keys(ctrl("r"), ":")
            await live.type('challenge add "Weeping ooze" 6')
            await live.keys(ENTER)
            filler = fill(disk)
            screen = ""
            for _ in range(40):
                screen = await live.keys(ctrl("t"))
                if LOG_ALARM in screen:
                    break
            assert LOG_ALARM in screen
            assert "cannot be written" in screen
            turns = live.port.state.clock.turns
            await live.type("Grignr swings at the ooze")
            screen = await live.keys(ENTER)
            assert live.port.state.pending is None, "no ruling opened while events wait"
            assert live.port.state.clock.turns == turns
            assert LOG_ALARM in screen
            assert "Traceback" not in screen
            filler.unlink()
            screen = await live.until(lambda: LOG_ALARM not in live.screen, timeout=5)
            assert "written again" in screen
            await live.type("Grignr swings at the ooze")
            screen = await live.keys(ENTER)
            assert "RULING" in screen

        async def run() -> None:
            async with Live(tmp_path, port=port) as live:
                await scenario(live)

        asyncio.run(run())
        header, events, warnings = read_log(disk / "s.jsonl")
        assert warnings == []
        assert state_hash(Session.replay(header, events).state) == state_hash(port.state)
