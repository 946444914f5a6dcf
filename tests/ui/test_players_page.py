"""The players' page address on the GM's screen while it runs (issue 13, point 9: it used to
appear only on exit, after the server stopped), with a QR code for phones on a LAN bind
where the terminal has room; always on the ``?`` page."""

from __future__ import annotations

import argparse
import asyncio
import urllib.request
from pathlib import Path

from companion.config import Config
from companion.ui.wiring import attach_table_view
from tests.ui.harness import Live, ctrl


def test_the_address_is_on_screen_while_the_page_is_served(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        args = argparse.Namespace(bind="0.0.0.0:0")
        stop = attach_table_view(live.ui, args, Config(), live.deck)
        try:
            url = live.ui.players_url
            assert "?t=" in url, "a LAN bind needs the token in the address"
            local = url.split("//", 1)[1].split("/", 1)[1]
            port = url.rsplit(":", 1)[1].split("/")[0]
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/{local}", timeout=5) as r:
                assert r.status == 200, "the page is served while the address is shown"
            screen = await live.keys(ctrl("r"))
            assert url in screen
            assert "▀▀▀▀▀▀▀" in screen, "the QR code, where the terminal has room (200x60)"
            live.output.size = type(live.output.size)(rows=24, columns=80)
            screen = await live.keys("?")
            assert url in screen
        finally:
            stop()

    async def run() -> None:
        async with Live(tmp_path, rows=60, columns=200) as live:
            await scenario(live)

    asyncio.run(run())
