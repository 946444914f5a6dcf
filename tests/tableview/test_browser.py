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


def test_two_real_actions_change_pool_and_progress_without_reload(artifacts_dir: Path) -> None:
    """A real engine session publishes every state; the open page follows two actions."""
    session = states.real_session()
    server = TableViewServer("127.0.0.1:0")
    server.start()
    try:
        server.publish(session.state)
        with chromium_page() as (page, errors):
            from playwright.sync_api import expect

            page.goto(server.url)
            statues = page.locator('[data-challenge="Weeping statues"] .partials')
            expect(statues).to_have_text("0/5")
            page.evaluate("window.__sameDocument = true")
            cards = page.locator("[data-card]")
            first_pool = cards.evaluate_all("els => els.map(e => e.dataset.card)")
            assert first_pool == list(dict.fromkeys(session.state.piles.pool))

            for state in states.play_action(session, "Grignr of Ecalpon", "I smite", 5):
                server.publish(state)
            expect(statues).to_have_text("1/5")
            second_pool = list(dict.fromkeys(session.state.piles.pool))
            expect(cards).to_have_count(len(second_pool))
            assert cards.evaluate_all("els => els.map(e => e.dataset.card)") == second_pool
            assert second_pool != first_pool
            expect(page.locator(".outcome")).to_have_text("Partial success")

            for state in states.play_action(session, "Ulfgar Skullcleaver", "I cleave", 6):
                server.publish(state)
            expect(statues).to_have_text("2/5")
            expect(page.locator(".said")).to_have_text("“I cleave”")
            assert page.evaluate("window.__sameDocument") is True
            assert errors == []
            page.screenshot(path=str(artifacts_dir / "tableview-real-session.png"))
    finally:
        server.stop()
