"""The players' page in a real browser: live updates without a reload, and reconnection."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.tableview import TableViewServer
from tests.tableview import states
from tests.tableview.browser import chromium_page

pytestmark = [pytest.mark.system("chromium"), pytest.mark.slow]


PARTIALS = '[data-challenge="Ghoul pack"] .partials'


def test_page_follows_published_states_and_a_restart(artifacts_dir: Path) -> None:
    server = TableViewServer("127.0.0.1:0", token="auto")
    server.start()
    with chromium_page() as (page, errors):
        from playwright.sync_api import expect

        server.publish(states.state(pool=("said-bookism", "non-sequitur"), partials=()))
        page.goto(server.url)
        assert page.locator("[data-card]").count() == 2
        assert page.locator(PARTIALS).inner_text() == "0/5"
        page.evaluate("window.__sameDocument = true")

        server.publish(states.state(pool=("malapropism",), partials=("Grignr",)))
        expect(page.locator("[data-card]")).to_have_count(1)
        expect(page.locator(PARTIALS)).to_have_text("1/5")
        assert page.evaluate("window.__sameDocument") is True
        assert errors == []
        page.screenshot(path=str(artifacts_dir / "tableview-live.png"), full_page=True)

        # A restart (or --resume) on the same address and token: the page picks it up alone.
        port, token = server.port, server.token
        server.stop()
        page.wait_for_selector("#conn:not(:empty)")
        server = TableViewServer(f"127.0.0.1:{port}", token=token)
        server.start()
        server.publish(states.state(partials=("Grignr", "Olo")))
        expect(page.locator(PARTIALS)).to_have_text("2/5", timeout=10_000)
        assert page.evaluate("window.__sameDocument") is True
        assert page.locator("#conn").inner_text() == ""
    server.stop()
