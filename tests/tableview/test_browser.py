"""The players' page in a real browser: live updates without a reload, and reconnection."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

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
        expect(page.locator(PARTIALS)).to_have_text("2/5", timeout=30_000)
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


#: Installed in the page after load: every content swap records the pool and the progress.
RECORD = """() => {
  window.__seen = [];
  const table = document.getElementById("table");
  new MutationObserver(() => {
    const p = table.querySelector('[data-challenge="Weeping statues"] .partials');
    window.__seen.push({
      pool: [...table.querySelectorAll("[data-card]")].map(e => e.dataset.card).join(","),
      partials: p ? p.textContent : null,
    });
  }).observe(table, {childList: true});
}"""


def _pump(stream: IO[str] | None, lines: queue.Queue[str]) -> None:
    for line in stream or ():
        lines.put(line)


def _two_action_script(seed: int) -> str:
    """Room 1, a challenge, two actions each matching the first pool card (found by playing
    the same commands on a real session with the seed the CLI gets)."""
    session = states.real_session(seed)
    lines = ["room enter 1", 'challenge add "Weeping statues" 6']
    for who, text, die in (
        ("Grignr of Ecalpon", "Fear not, he ejaculated!", 5),
        ("Ulfgar Skullcleaver", "I cleave, therefore I am.", 6),
    ):
        card = session.state.piles.pool[0]
        states.play_action(session, who, text, die)
        lines += [f'act "{who}" "{text}"', f"card add {card}", "confirm", f"roll {die}"]
    return "\n".join(lines) + "\n"


def test_companion_play_headless_table_view_in_chromium(
    tmp_path: Path, artifacts_dir: Path
) -> None:
    """`companion play --script F --headless --table-view`: the open page follows two scripted
    actions (pool and challenge progress change) without a reload, with no console errors."""
    script = tmp_path / "two-actions.txt"
    script.write_text(_two_action_script(seed=3), encoding="utf-8")
    # The page must be open and recording before the first roll (six lines in): at 2 s a
    # line, Chromium has 12 s to load it, room enough on CI's 2 busy cores.
    env = dict(os.environ, PYTHONUNBUFFERED="1", COMPANION_TABLE_VIEW_SCRIPT_PACE_S="2.0")
    command = [sys.executable, "-m", "companion", "play", "--script", str(script), "--headless"]
    command += ["--table-view", "--bind", "127.0.0.1:0", "--seed", "3"]
    with chromium_page() as (page, errors):
        from playwright.sync_api import expect

        proc = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
        )
        try:
            lines: queue.Queue[str] = queue.Queue()
            threading.Thread(target=_pump, args=(proc.stdout, lines), daemon=True).start()
            url, said = "", []
            while not url:
                said.append(lines.get(timeout=30))
                if said[-1].startswith("Players' view: "):
                    url = said[-1].split(": ", 1)[1].strip()
            page.goto(url)
            page.evaluate(RECORD)
            page.evaluate("window.__sameDocument = true")
            statues = page.locator('[data-challenge="Weeping statues"] .partials')
            expect(statues).to_have_text("2/5", timeout=30_000)
            assert errors == []
            seen = page.evaluate("window.__seen")
            assert page.evaluate("window.__sameDocument") is True
            progress = [s["partials"] for s in seen]
            assert "1/5" in progress
            assert progress.index("1/5") < progress.index("2/5")
            assert len({s["pool"] for s in seen}) >= 2
            expect(page.locator(".said")).to_have_text("“I cleave, therefore I am.”")
            page.screenshot(path=str(artifacts_dir / "tableview-cli-run.png"))
            assert proc.wait(timeout=30) == 0, "".join(said)
        finally:
            proc.kill()
            proc.wait()
