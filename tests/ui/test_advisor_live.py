"""The advisor on the live screen: the detectors' suggestion is on screen at once with the
matched words highlighted; the LLM never blocks the screen, and a late answer never
overrides the GM's edits."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import httpx

from companion.advisor import AutoAdvisor
from companion.config import Config, OllamaConfig
from companion.ui.advising import AdvisorBridge, evidence_spans
from companion.ui.panels.action import clip
from companion.ui.state import UiState
from engine.state import Ruling
from tests.ui.harness import ENTER, Live
from tests.ui.test_live import act, enter_room_with_ghouls, log_events

#: Words the standard deck's detectors recognise in most pools (adverbs, said-bookisms).
LOUD = "I swing Mother wildly, madly, furiously and loudly, he bellowed boomingly"


def lexicon(live_deck: object) -> object:
    def attach(ui: UiState) -> AdvisorBridge:
        return AdvisorBridge.start(ui, "lexicon", live_deck, Config())  # type: ignore[arg-type]

    return attach


def test_suggestion_is_recorded_applied_and_highlighted(tmp_path: Path) -> None:
    found: dict[str, object] = {}

    async def scenario(live: Live) -> None:
        await live.until(lambda: live.ui.advisor_status == "detectors", timeout=30)
        await enter_room_with_ghouls(live)
        screen = await act(live, LOUD)
        assert "RULING" in screen
        first = live.ui.evidence[0]
        assert f"“{clip(first.quote, 32)}”" in screen
        found["evidence"] = list(live.ui.evidence)
        found["ruling"] = live.port.state.pending.ruling
        from companion.ui.panels.action import highlight

        frags = highlight(LOUD, live.ui.evidence, live.port.state)
        found["styled"] = [(style, text) for style, text in frags if "match" in style]

    live = Live(tmp_path)
    live.attach_advisor = lexicon(live.deck)

    async def main() -> None:
        async with live:
            await scenario(live)

    asyncio.run(main())
    events = log_events(live.log)
    suggested = [e for e in events if e["type"] == "suggestion"]
    assert len(suggested) == 1
    payload = suggested[0]["payload"]
    assert suggested[0]["source"] == "lexicon"
    ruling: Ruling = found["ruling"]  # type: ignore[assignment]
    assert sorted(ruling.cards) == sorted(
        c["card"] for c in payload["cards"] for _ in range(c.get("count", 1))
    )
    for ev in found["evidence"]:  # type: ignore[attr-defined]
        assert LOUD[ev.start : ev.end] == ev.quote
    assert len(found["styled"]) == len(found["evidence"])  # type: ignore[arg-type]


def test_quotes_not_in_the_transcript_are_not_highlighted() -> None:
    from companion.advisor.models import CardSuggestion, Evidence, Suggestion

    s = Suggestion(
        cards=[
            CardSuggestion(card="a", evidence=[Evidence(quote="loudly", start=0, end=6)]),
            CardSuggestion(card="b", evidence=[Evidence(quote="never said")]),
        ]
    )
    spans = evidence_spans(s, "he said loudly")
    assert [(e.card, e.start, e.end) for e in spans] == [("a", 8, 14)]


def _slow_ollama(
    delay_s: float, calls: list[float], answered: list[float] | None = None
) -> httpx.MockTransport:
    """An Ollama that answers each chat after ``delay_s`` with something that is not JSON
    (``calls`` and ``answered`` get the monotonic time each request came and was answered)."""

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(time.monotonic())
        time.sleep(delay_s)
        if answered is not None:
            answered.append(time.monotonic())
        body = {
            "model": "m",
            "created_at": "2026-01-01T00:00:00Z",
            "message": {"role": "assistant", "content": "not json"},
            "done": True,
        }
        return httpx.Response(200, json=body)

    return httpx.MockTransport(handler)


def test_a_slow_llm_never_blocks_the_screen(tmp_path: Path) -> None:
    """Design: "the UI never blocks on the LLM ... a slow or dead Ollama only delays the
    refinement"."""
    calls: list[float] = []
    answered: list[float] = []
    timings: dict[str, float] = {}

    async def scenario(live: Live) -> None:
        await live.until(lambda: live.ui.advisor_status == "detectors+LLM", timeout=30)
        await enter_room_with_ghouls(live)
        screen = await act(live, LOUD)
        assert "RULING" in screen
        assert "LLM thinking" in screen
        screen = await live.keys("b")
        timings["toggle"] = time.monotonic()
        assert "✓background +1" in screen
        screen = await live.until(lambda: "no LLM" in live.ui.advisor_status)
        assert "invalid JSON twice" in screen
        assert "✓background +1" in screen

    live = Live(tmp_path)
    client = _slow_ollama(3.0, calls, answered)

    def attach(ui: UiState) -> AdvisorBridge:
        def load() -> AutoAdvisor:
            return AutoAdvisor(live.deck, OllamaConfig(model="m", timeout_s=5), client)

        return AdvisorBridge(ui, "auto", load)

    live.attach_advisor = attach

    async def main() -> None:
        async with live:
            await scenario(live)

    asyncio.run(main())
    assert timings["toggle"] < answered[0], "a key waited for the LLM's answer"
    assert len(calls) == 2


def test_a_dead_llm_leaves_the_detectors(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await live.until(lambda: live.ui.advisor_status != "loading", timeout=30)
        await enter_room_with_ghouls(live)
        await act(live, LOUD)
        screen = await live.until(lambda: "no LLM" in live.ui.advisor_status)
        assert "not reachable" in screen
        screen = await live.keys(ENTER, "4")
        assert "vs Ghoul pack" in screen

    live = Live(tmp_path)
    dead = OllamaConfig(host="http://127.0.0.1:9", timeout_s=1)

    def attach(ui: UiState) -> AdvisorBridge:
        return AdvisorBridge(ui, "auto", lambda: AutoAdvisor(live.deck, dead))

    live.attach_advisor = attach

    async def main() -> None:
        async with live:
            await scenario(live)

    asyncio.run(main())
    assert [json.loads(x)["type"] for x in live.log.read_text().splitlines()[1:]].count(
        "suggestion"
    ) == 1
