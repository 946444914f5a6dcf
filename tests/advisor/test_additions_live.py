"""A card the model adds is marked on the live screen and in the log as "from the model".

The real live screen (prompt-toolkit pipe input, ``tests/ui/harness.py``) with the ``auto``
advisor on the native Ollama path (the ``ollama`` client, over a MockTransport: no Ollama
server can run here). The scripted model answers like an honest one that catches what the
detectors missed: it keeps their cards and adds one pool card they did not find, quoting
words of the action that could commit it. The refined ruling shows the card with "(from
the model: weigh it)", and the ``suggestion`` event in the log carries the evidence with
its "from the model" reason.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import httpx

from companion.advisor import AutoAdvisor
from companion.advisor.gates import could_fit
from companion.advisor.models import FROM_MODEL
from companion.config import OllamaConfig
from companion.ui.advising import AdvisorBridge
from companion.ui.state import UiState
from tests.ui.harness import Live
from tests.ui.test_live import act, enter_room_with_ghouls, log_events

#: An action with many cards' shapes in it, clause by clause, so whatever the pool holds,
#: some card the detectors miss could fit one of its clauses.
ACTION = (
    "Gentle as a cloud apologising to a mountain, I approach the ghouls, shhk shhk, because "
    "the ghouls are ghoulish they must be beaten, and my grandmother always fought ghouls at "
    "noon and everyone in the village agreed, and if we wait then we all die, and I quietly, "
    "carefully, slowly draw my crimson blade"
)


def clauses(text: str) -> list[str]:
    return [c.strip() for c in re.split(r",|\band\b", text) if c.strip()]


def honest_model(added: list[str]) -> httpx.MockTransport:
    """An Ollama that keeps the candidates and adds the first pool card that could fit a
    clause no candidate quotes (``added`` gets the card)."""

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        if not body["messages"]:
            reply: dict[str, Any] = {"model": "m", "message": {"role": "assistant", "content": ""}}
            return httpx.Response(200, json={**reply, "done": True, "done_reason": "load"})
        data = json.loads(body["messages"][-1]["content"])
        found = {c["card"] for c in data["candidates"]}
        quoted = [q for c in data["candidates"] for q in c["quotes"]]
        cards = [{k: c[k] for k in ("card", "count", "quotes")} for c in data["candidates"]]
        for pool in data["pool"]:
            card = pool["card"]
            if card in found or added:
                continue
            for clause in clauses(data["transcript"]):
                free = not any(q in clause or clause in q for q in quoted)
                if free and could_fit(card, clause):
                    cards.append({"card": card, "count": 1, "quotes": [clause]})
                    added.append(card)
                    break
        no = {"applies": False, "quote": "", "block": "", "reason": ""}
        answer = {
            "cards": cards,
            "background": no,
            "equipment": no,
            "contradiction": no,
            "clever": {"value": 0, "quote": "", "reason": ""},
            "declared": [],
            "target_challenge": data["challenges"][0]["name"] if data["challenges"] else None,
            "overwhelming_possible": False,
        }
        message = {"role": "assistant", "content": json.dumps(answer)}
        return httpx.Response(200, json={"model": "m", "message": message, "done": True})

    return httpx.MockTransport(handler)


def test_a_card_the_model_adds_is_marked_on_screen_and_in_the_log(tmp_path: Path) -> None:
    added: list[str] = []
    seen: dict[str, str] = {}

    async def scenario(live: Live) -> None:
        await live.until(lambda: live.ui.advisor_status == "detectors+LLM", timeout=60)
        await enter_room_with_ghouls(live)
        await act(live, ACTION)
        seen["screen"] = await live.until(
            lambda: live.ui.advisor_status.startswith("LLM ("), timeout=60
        )

    live = Live(tmp_path, rows=50, columns=140)

    def attach(ui: UiState) -> AdvisorBridge:
        def load() -> AutoAdvisor:
            config = OllamaConfig(model="m", timeout_s=30)
            return AutoAdvisor(live.deck, config, honest_model(added))

        return AdvisorBridge(ui, "auto", load)

    live.attach_advisor = attach

    async def main() -> None:
        async with live:
            await scenario(live)

    asyncio.run(main())
    assert added, "no pool card could fit a clause of the action"
    left = " ".join(line.split("│")[0] for line in seen["screen"].splitlines())
    assert "(from the model: weigh it)" in " ".join(left.split())  # the ruling, maybe wrapped
    refined = [e for e in log_events(live.log) if e["type"] == "suggestion"][-1]
    payload: Any = refined["payload"]
    assert refined["source"] == "ollama"
    (card,) = [c for c in payload["cards"] if c["card"] == added[0]]
    (evidence,) = card["evidence"]
    assert evidence["why"].startswith(f"{FROM_MODEL}: could fit (")
    assert ACTION[evidence["start"] : evidence["end"]] == evidence["quote"]
