"""The table's own confirmed rulings as few-shot examples in the LLM prompt (issue 15.4).

"A table's confirmed rulings ... feed the advisor for that table: ... few-shot examples for
the LLM prompt." The table learning (:mod:`companion.advisor.table_learning`, which also
teaches the detectors; its undo and cancel rules are tested in ``test_table_learning.py``)
hands an LLM advisor every ruling it learns. Here, against real parts: the golden session
played through a real ``SessionService`` gives the LLM advisor the same labelled items as
``companion eval --from-log`` reads from the log it wrote; the prompt carries the rulings
most like the action as data, with what the GM ruled; the suggestion still records the
template's hash and names the rulings it was shown; and the live screen feeds its advisor.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx

from companion.advisor import AutoAdvisor, OllamaAdvisor, table_learning
from companion.advisor.evaluate import EvalItem, Expected
from companion.advisor.fromlog import items_from_log
from companion.advisor.prompt import FEW_SHOT, default_prompt
from companion.config import OllamaConfig
from companion.deck import standard_deck
from companion.headless import load_deck_arg, read_script, run_lines
from companion.session import SessionService
from companion.tablefile import load_table
from tests.advisor.ollama_stub import respond
from tests.advisor.record_cassettes import CONTEXT, GRIGNR

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "fixtures" / "sessions" / "full-game.txt"


def ruled(n: int, text: str, cards: dict[str, int]) -> EvalItem:
    return EvalItem(
        id=f"table:{n}",
        pool=["malapropism", "cliche"],
        character=GRIGNR,
        transcript=text,
        expected=Expected(cards=cards, background=n % 2 == 0),
    )


RULINGS = [
    ruled(10, "For all intensive purposes the goblin is done, I swing Mother", {"malapropism": 1}),
    ruled(20, "I open the door and step inside", {}),
    ruled(30, "Cool as a cucumber I leap the gap", {"cliche": 1}),
    ruled(40, "I eat the cheese", {}),
]


def golden_service(log: Path) -> SessionService:
    script = read_script(GOLDEN)
    assert script.table is not None
    assert script.deck is not None
    assert script.seed is not None
    _deck, deck_list = load_deck_arg(script.deck)
    return SessionService.new(
        load_table(script.table), deck_list, script.seed, log, start_at=script.start_at
    )


def test_a_live_session_gives_the_llm_the_rulings_the_log_holds(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    service = golden_service(log)
    config = OllamaConfig(host="http://127.0.0.1:9", timeout_s=1)
    advisor = AutoAdvisor(standard_deck(), config)
    learning = table_learning.start(advisor, service, None)
    assert learning is not None
    service.observers.append(learning.observe)
    try:
        run_lines(service, read_script(GOLDEN).lines, path=str(GOLDEN), echo=lambda _s: None)
    finally:
        service.close()
    from_log = items_from_log(log)
    assert len(from_log) >= 5
    assert advisor.llm.rulings == from_log
    resumed = AutoAdvisor(standard_deck(), config)
    table_learning.start(resumed, service, table_learning.history(service))
    assert resumed.llm.rulings == from_log


def test_the_prompt_carries_the_nearest_rulings_as_data() -> None:
    prompt = default_prompt()
    context = CONTEXT.model_copy(
        update={"transcript": "For all intensive purposes the ogre is finished, I charge"}
    )
    from companion.advisor.fewshot import nearest

    examples = nearest(RULINGS, context.transcript, FEW_SHOT)
    assert examples[0].id == "table:10"
    system, user = prompt.messages(context, standard_deck(), _nothing(), examples)
    data = json.loads(user["content"])
    assert data["examples"][0] == {
        "transcript": RULINGS[0].transcript,
        "gm_ruled": {"cards": {"malapropism": 1}, "background": True, "equipment": False},
    }
    assert RULINGS[0].transcript not in system["content"]  # data, never instructions
    assert '"examples"' in system["content"]
    _system, plain = prompt.messages(context, standard_deck(), _nothing())
    assert "examples" not in json.loads(plain["content"])


def test_the_ollama_advisor_shows_the_model_the_tables_rulings() -> None:
    bodies: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        bodies.append(body)
        status, payload, kind = respond(request.url.path, body)
        return httpx.Response(status, content=payload, headers={"content-type": kind})

    config = OllamaConfig(host="http://127.0.0.1:11434", model="stub-success")
    advisor = OllamaAdvisor(standard_deck(), config, httpx.MockTransport(handler))
    first = advisor.suggest(CONTEXT)
    advisor.remember_rulings(RULINGS)
    second = advisor.suggest(CONTEXT)
    before, after = (json.loads(b["messages"][-1]["content"]) for b in bodies)
    assert "examples" not in before
    assert after["examples"][0]["transcript"] == RULINGS[0].transcript
    assert len(after["examples"]) <= FEW_SHOT
    assert first.prompt_hash == second.prompt_hash == default_prompt().hash
    assert any(n.startswith("prompt examples: the table's rulings table:10") for n in second.notes)
    assert not any(n.startswith("prompt examples") for n in first.notes)


def _nothing() -> Any:
    from companion.advisor.models import Suggestion

    return Suggestion()


def test_the_live_screen_feeds_its_llm_advisor(tmp_path: Path) -> None:
    """``AdvisorBridge.start`` (what ``companion play`` runs): each ruling the GM confirms
    and rolls on the live screen reaches the LLM advisor's examples (the server here is
    down: the detectors rule, and the examples do not depend on the model)."""
    import asyncio

    from companion.config import Config
    from companion.ui.advising import AdvisorBridge
    from companion.ui.state import UiState
    from tests.advisor.test_table_learning import _command
    from tests.ui.harness import ENTER, Live

    config = Config.model_validate({"ollama": {"host": "http://127.0.0.1:9", "timeout_s": 1}})
    said = "For all intensive purposes I swing Mother at the ghouls"

    def attach(ui: UiState) -> AdvisorBridge:
        return AdvisorBridge.start(ui, "auto", standard_deck(), config)

    live = Live(tmp_path, advisor=attach)  # type: ignore[arg-type]

    async def scenario() -> None:
        async with live:
            await live.until(lambda: live.ui.advisor_status != "loading", timeout=60)
            await _command(live, "room enter 1 --cards malapropism,cliche,tense-shift,bandwagon")
            await _command(live, 'challenge add "Ghoul pack" 6')
            await live.keys(ENTER)
            await live.type(said)
            await live.keys(ENTER)
            await live.until(lambda: "no LLM" in live.ui.advisor_status, timeout=30)
            await _command(live, "confirm")
            await _command(live, "roll 4")

    asyncio.run(scenario())
    bridge = live.bridge
    assert isinstance(bridge, AdvisorBridge)
    (item,) = bridge.advisor.result().llm.rulings
    assert item.transcript == said
    assert item.id.startswith(f"{live.log.stem}:")
