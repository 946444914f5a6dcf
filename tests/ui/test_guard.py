"""No bug reaches the GM as a traceback (issue 13): a bug in a key handler, in a callback
posted from another thread, in composing a frame, or anywhere in the event loop becomes one
red line, its traceback goes to the debug log beside the session log, and the screen goes
on; prompt-toolkit's "Press ENTER to continue" is never reached."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from companion.ui import flow
from companion.ui import layout as layout_module
from companion.ui.guard import debug_log_path
from tests.ui.harness import RIGHT, Live, ctrl


def play(tmp_path: Path, scenario: object) -> Live:
    async def run() -> Live:
        async with Live(tmp_path) as live:
            await scenario(live)  # type: ignore[operator]
        return live

    return asyncio.run(run())


def test_a_bug_in_a_key_handler_is_one_line_and_the_screen_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(ui: object, step: int) -> None:
        raise RuntimeError("the arrow key is broken")

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"))
        monkeypatch.setattr(flow, "cycle_character", broken)
        screen = await live.keys(RIGHT)
        assert "Internal error in a key (RuntimeError: the arrow key is broken)" in screen
        assert "details in session.debug.log" in live.ui.message  # whole on ^L
        assert "Traceback" not in screen
        screen = await live.keys(ctrl("t"))
        assert "Turn 1" in screen, "the next key works"

    live = play(tmp_path, scenario)
    logged = debug_log_path(live.log).read_text(encoding="utf-8")
    assert "Traceback" in logged
    assert "the arrow key is broken" in logged


def test_a_bug_in_a_background_callback_is_one_line(tmp_path: Path) -> None:
    def broken() -> None:
        raise KeyError("late advisor answer")

    async def scenario(live: Live) -> None:
        live.ui.post(broken)
        screen = await live.until(lambda: "Internal error" in live.ui.message)
        assert "Internal error in a background task (KeyError" in screen
        assert not live.task.done()

    live = play(tmp_path, scenario)
    assert "late advisor answer" in debug_log_path(live.log).read_text(encoding="utf-8")


def test_a_bug_composing_a_frame_or_in_the_loop_never_stops_the_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = {"n": 0}
    real = layout_module.compose

    def flaky(*args: object, **kw: object) -> object:
        calls["n"] += 1
        if calls["n"] == 3:
            raise ValueError("Invalid Dimension: max < min.")
        return real(*args, **kw)  # type: ignore[arg-type]

    async def scenario(live: Live) -> None:
        monkeypatch.setattr(layout_module, "compose", flaky)
        calls["n"] = 0
        await live.keys(ctrl("r"))
        await live.keys(ctrl("t"))
        screen = await live.keys(ctrl("t"))
        assert "Turn 2" in screen, "the next frame draws again"
        live.app.loop.call_soon(lambda: 1 / 0)  # type: ignore[union-attr]
        screen = await live.until(lambda: "ZeroDivisionError" in live.ui.message)
        assert "Press ENTER" not in screen
        assert not live.task.done()
        screen = await live.keys(ctrl("t"))
        assert "Turn 3" in screen

    live = play(tmp_path, scenario)
    logged = debug_log_path(live.log).read_text(encoding="utf-8")
    assert "Invalid Dimension" in logged
    assert "ZeroDivisionError" in logged
