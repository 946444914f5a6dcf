"""Benchmark: event -> players' page update latency (milliseconds), p50 and p95.

``python -m companion.tableview.bench [--n 100] [--browser [--screenshot PNG]]``

States come from a real engine session on the bundled example table (two
actions, every command's state). Each sample publishes one state to a running
:class:`TableViewServer` and times until it arrives:

- ``sse``: a stream client in this process receives the message (the clock is
  ``time.perf_counter``); this is build + render + send + receive;
- ``browser`` (with ``--browser``): headless Chromium (Debian's ``chromium``)
  has the page open; a ``MutationObserver`` stamps the moment the page's content
  is replaced (``performance.timeOrigin + performance.now()``), against
  ``time.time()`` at publish; the same machine's clock on both sides.

The issue's goal is an update within 200 ms of each event.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import time
from collections.abc import Sequence

from pydantic import BaseModel

from companion.percentile import percentile
from companion.tableview.server import TableViewServer
from companion.tableview.sse import SseClient
from engine.state import GameState

#: Chromium flags for a headless run with no network, GPU or first-run chatter.
CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
)

#: Installed in the page by the benchmark (not part of the page): stamps each content swap.
_OBSERVE = """() => {
  window.__swaps = [];
  new MutationObserver(() => window.__swaps.push(performance.timeOrigin + performance.now()))
    .observe(document.getElementById("table"), {childList: true});
}"""


class Figures(BaseModel):
    """Latency in milliseconds over ``n`` samples."""

    n: int
    p50_ms: float
    p95_ms: float
    max_ms: float


def _figures(samples: Sequence[float]) -> Figures:
    ordered = sorted(samples)
    return Figures(
        n=len(ordered),
        p50_ms=round(statistics.median(ordered), 2),
        p95_ms=round(percentile(ordered, 95) or 0.0, 2),
        max_ms=round(ordered[-1], 2),
    )


def session_states() -> list[GameState]:
    """Every state of a short real session: room 1, a challenge, two actions."""
    from companion.deck import standard_deck
    from companion.tablefile import load_example_table
    from engine import Session

    session = Session.start(
        load_example_table(), standard_deck().deck_list(), seed=11, at=1_000_000.0
    )
    out = []
    commands = [
        "room enter 1",
        'challenge add "Weeping statues" 9 --deadly',
        'challenge add "The riddling door" 6',
    ]
    for who, text, die in (
        ("Grignr of Ecalpon", "Fear not, he ejaculated, my sword shall fix this!", 4),
        ("Ulfgar Skullcleaver", "I hit it, or I die trying: there is no third way.", 5),
    ):
        act = f'act "{who}" "{text}"'
        commands += [act, "card add {card}", "target Weeping", "confirm", f"roll {die}"]
    for command in commands:
        if "{card}" in command:
            command = command.format(card=session.state.piles.pool[0])
        session.apply(command)
        out.append(session.state)
    return out


def bench_sse(n: int) -> Figures:
    """Publish ``n`` states; time each until the stream client has it."""
    states = session_states()
    server = TableViewServer("127.0.0.1:0", token="auto")
    server.start()
    client = SseClient(server.url.replace("/?", "/events?"))
    try:
        client.next()
        samples = []
        for i in range(n):
            t0 = time.perf_counter()
            server.publish(states[i % len(states)])
            client.next()
            samples.append((time.perf_counter() - t0) * 1000)
        return _figures(samples)
    finally:
        client.close()
        server.stop()


def bench_browser(n: int, screenshot: str | None = None) -> Figures:
    """Publish ``n`` states to an open page in headless Chromium; time each content swap.

    ``screenshot``: then replay the session once more and save the final page there (PNG).
    """
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    if chromium is None:
        raise SystemExit("needs chromium (apt-get install chromium)")
    states = session_states()
    server = TableViewServer("127.0.0.1:0", token="auto")
    server.start()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=list(CHROMIUM_ARGS))
            page = browser.new_page(viewport={"width": 1600, "height": 900})
            page.goto(server.url)
            page.wait_for_timeout(300)
            page.evaluate(_OBSERVE)
            samples = []
            for i in range(n):
                before = page.evaluate("window.__swaps.length")
                t0 = time.time() * 1000
                server.publish(states[i % len(states)])
                deadline = time.monotonic() + 5
                while page.evaluate("window.__swaps.length") == before:
                    if time.monotonic() > deadline:
                        raise TimeoutError("the page did not update within 5 s")
                    time.sleep(0.005)
                samples.append(page.evaluate("window.__swaps[window.__swaps.length - 1]") - t0)
            if screenshot:
                for state in states:
                    server.publish(state)
                page.wait_for_timeout(300)
                page.screenshot(path=screenshot)
            browser.close()
        return _figures(samples)
    finally:
        server.stop()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100, help="samples per measurement")
    parser.add_argument("--browser", action="store_true", help="also measure in Chromium")
    parser.add_argument("--screenshot", metavar="PNG", help="with --browser: save the page")
    args = parser.parse_args(argv)
    result = {"sse": bench_sse(args.n).model_dump()}
    if args.browser:
        result["browser"] = bench_browser(args.n, args.screenshot).model_dump()
    json.dump(result, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
