"""The OpenAI-compatible backend against a scripted loopback server (``openai_stub.py``).

The protocol against a real server (llama-cpp-python's) is in ``tests/remote/``; here are
the cases a real model cannot be made to produce on demand, and the API key's rule: it
is read from the variable ``[openai] api_key_env`` names and never shown (issue 16:
"never written to the log or config dumps ... or `doctor` output").
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.advisor import OpenAIAdvisor, make_advisor
from companion.advisor.llm_schema import MAX_CARDS, MAX_QUOTE, cards_bound, reply_schema
from companion.advisor.models import SuggestContext
from companion.advisor.reply_check import MAX_MODEL_ADDITIONS
from companion.config import Config, OpenAIConfig
from companion.deck import standard_deck
from tests.advisor.openai_stub import OpenAIStub
from tests.advisor.record_cassettes import CONTEXT, GRIGNR

ROOT = Path(__file__).resolve().parents[2]
SECRET = "qc-test-secret-7Hq2ZpX9"


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub(key=SECRET) as s:
        yield s


def advisor(stub: OpenAIStub, model: str, key: str | None = SECRET) -> OpenAIAdvisor:
    config = OpenAIConfig(base_url=stub.base_url, model=model, api_key_env="QC_TEST_KEY")
    environ = {"QC_TEST_KEY": key} if key is not None else {}
    return OpenAIAdvisor(standard_deck(), config, environ=environ)


def test_request_asks_for_schema_constrained_json(stub: OpenAIStub) -> None:
    s = advisor(stub, "stub-success").suggest(CONTEXT)
    path, headers, body = stub.requests[-1]
    assert path == "/v1/chat/completions"
    assert headers["Authorization"] == f"Bearer {SECRET}"
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "suggestion", "schema": reply_schema(), "strict": True},
    }
    assert body["temperature"] == 0
    assert body["seed"] == 7
    assert body["model"] == "stub-success"
    assert s.source == "openai"
    assert s.model == "stub-success"
    assert s.card_counts() == {"malapropism": 1}
    assert s.background.applies
    assert s.background.evidence[0].quote == "I charge"


def test_a_detector_quote_longer_than_a_reply_may_hold_is_confirmed_by_its_opening(
    stub: OpenAIStub,
) -> None:
    # A run-on sentence's evidence is the whole sentence; the reply's quotes hold at most
    # MAX_QUOTE characters, so the prompt offers its opening words, which the model copies
    # back. Before, the copied quote broke the schema: the model's answer was lost twice.
    said = (
        "I charge the ogre and then I swing Mother and then I duck under his club and then "
        "I roll past his legs and then I grab the rope and then I swing over the gorge and "
        "then I land on the far side and then I wave at him"
    )
    context = SuggestContext.of(said, GRIGNR, ["run-on-sentence", "cliche"], [("Ogre", 7)])
    s = advisor(stub, "stub-success").suggest(context)
    sent = json.loads(stub.requests[-1][2]["messages"][-1]["content"])
    (quote,) = next(c["quotes"] for c in sent["candidates"] if c["card"] == "run-on-sentence")
    assert len(said) > MAX_QUOTE >= len(quote)
    assert said.startswith(quote)
    assert s.source == "openai"
    assert s.card_counts() == {"run-on-sentence": 1}
    assert len([r for r in stub.requests if r[0] == "/v1/chat/completions"]) == 1


def test_a_reply_may_name_every_card_the_detectors_found_and_two_more() -> None:
    schema = reply_schema(cards_bound(found=6, pool=9, additions=MAX_MODEL_ADDITIONS))
    assert schema["properties"]["cards"]["maxItems"] == 8
    assert reply_schema()["properties"]["cards"]["maxItems"] == MAX_CARDS


def test_a_server_that_takes_only_json_object_gets_it_from_then_on() -> None:
    with OpenAIStub(json_schema=False) as stub:
        config = OpenAIConfig(base_url=stub.base_url, model="stub-success")
        a = OpenAIAdvisor(standard_deck(), config)
        first, second = a.suggest(CONTEXT), a.suggest(CONTEXT)
    kinds = [b["response_format"]["type"] for _, _, b in stub.requests]
    assert kinds == ["json_schema", "json_object", "json_object"]
    assert stub.requests[-1][2]["response_format"]["schema"] == reply_schema()
    assert first.source == second.source == "openai"
    assert a.take_notices() == []


def test_invalid_json_once_is_retried_with_the_next_seed(stub: OpenAIStub) -> None:
    s = advisor(stub, "stub-invalid-json").suggest(CONTEXT)
    assert [b["seed"] for _, _, b in stub.requests] == [7, 8]
    assert s.source == "openai"
    assert "retried after invalid JSON" in s.notes


def test_invalid_twice_leaves_the_detectors(stub: OpenAIStub) -> None:
    a = advisor(stub, "stub-invalid-twice")
    s = a.suggest(CONTEXT)
    assert s.source == "lexicon"
    assert a.take_notices() == ["stub-invalid-twice gave invalid JSON twice: detectors only"]


def test_a_model_the_server_lacks_is_reported_once(stub: OpenAIStub) -> None:
    a = advisor(stub, "gpt-9")
    assert a.suggest(CONTEXT).source == a.suggest(CONTEXT).source == "lexicon"
    assert len(stub.requests) == 1
    (notice,) = a.take_notices()
    assert "has no model 'gpt-9'" in notice
    assert "companion doctor" in notice
    assert a.preload() is False


def test_a_refused_key_is_named_by_its_variable_never_shown(stub: OpenAIStub) -> None:
    wrong = "wrong-key-Zq81"
    a = advisor(stub, "stub-success", key=wrong)
    assert a.suggest(CONTEXT).source == "lexicon"
    (notice,) = a.take_notices()
    assert "$QC_TEST_KEY" in notice
    assert wrong not in notice
    assert SECRET not in notice
    assert a.link.scrub(f"Incorrect API key provided: {wrong}") == (
        "Incorrect API key provided: ***"
    )


def test_preload_checks_the_model_is_served(stub: OpenAIStub) -> None:
    assert advisor(stub, "stub-success").preload() is True
    assert stub.requests[-1][0] == "/v1/models"


def test_auto_refines_with_the_openai_backend(stub: OpenAIStub) -> None:
    config = Config.model_validate(
        {
            "advisor": {"mode": "auto", "backend": "openai"},
            "openai": {"base_url": stub.base_url, "model": "stub-success"},
        }
    )
    auto = make_advisor("auto", standard_deck(), config)
    assert auto.suggest(CONTEXT).source == "lexicon"  # no api_key_env: 401, detectors stand
    assert "refused the API key (no key)" in auto.take_notices()[0]  # type: ignore[union-attr]


def test_doctor_names_the_server_and_its_models_never_the_key(
    stub: OpenAIStub, tmp_path: Path
) -> None:
    config = tmp_path / "config.toml"
    config.write_text(
        f'[advisor]\nbackend = "openai"\n[openai]\nbase_url = "{stub.base_url}"\n'
        'model = "stub-success"\napi_key_env = "QC_TEST_KEY"\n',
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(tmp_path / "c"),
        "XDG_DATA_HOME": str(tmp_path / "d"),
        "QC_TEST_KEY": SECRET,
    }
    run = subprocess.run(
        [sys.executable, "-m", "companion", "--config", str(config), "doctor"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )
    lines = run.stdout.splitlines()
    server = next(line for line in lines if line.split()[1] == "llm")
    assert server.startswith("OK    llm server: http://127.0.0.1:")
    assert "(key from $QC_TEST_KEY)" in server
    assert "stub-success" in server
    assert any(line.startswith("OK    llm model: stub-success is served") for line in lines)
    assert SECRET not in run.stdout + run.stderr
    wrong = subprocess.run(
        [sys.executable, "-m", "companion", "--config", str(config), "doctor"],
        capture_output=True,
        text=True,
        env={**env, "QC_TEST_KEY": "wrong-key-Zq81"},
        timeout=120,
        cwd=ROOT,
    )
    line = next(x for x in wrong.stdout.splitlines() if "llm server" in x)
    assert line.startswith("WARN")
    assert "wrong-key-Zq81" not in wrong.stdout
    assert "check the key in $QC_TEST_KEY" in line
