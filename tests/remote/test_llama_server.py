"""The OpenAI-compatible advisor against a real server: llama-cpp-python with SmolLM2-135M.

Issue 16: "start a real OpenAI-compatible server with a real model ... (quality is
meaningless at that size; the protocol, schema-constrained JSON, timeouts and cold
start are real)". Install the server and the model with
``bash tests/remote/install_llama_server.sh``; without them these tests skip (or fail
under ``COMPANION_REQUIRE_LLM_SERVER=1``).

One server serves the module (its cold start is paid once); the key-checking server is
its own. On a busy 2-core machine one suggestion takes this model a minute or more (1,081
prompt tokens, about 300 generated), hence the config's longest ``timeout_s``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.advisor import LexiconAdvisor, OpenAIAdvisor
from companion.config import OpenAIConfig
from companion.deck import standard_deck
from tests.advisor.record_cassettes import CONTEXT
from tests.advisor.test_injection import assert_holds
from tests.remote.llama_server import ALIAS, LlamaServer, require_llama_server

ROOT = Path(__file__).resolve().parents[2]
#: The config's longest ``timeout_s``.
SLOW = 120.0
#: Seconds the in-process tests wait for one suggestion on a busy machine.
PATIENT = 600.0


@pytest.fixture(scope="module")
def server() -> Iterator[LlamaServer]:
    model = require_llama_server()
    with LlamaServer(model) as s:
        yield s


def advisor(server: LlamaServer, timeout_s: float | None = None) -> OpenAIAdvisor:
    """An advisor on the server; without ``timeout_s`` it waits up to :data:`PATIENT`
    seconds (past the config's cap: a busy test machine is no table)."""
    config = OpenAIConfig(base_url=server.base_url, model=ALIAS, timeout_s=timeout_s or SLOW)
    a = OpenAIAdvisor(standard_deck(), config)
    if timeout_s is None:
        a.timeout_s = PATIENT
    return a


def test_cold_start_then_the_model_is_listed(server: LlamaServer) -> None:
    assert server.cold_start_s > 0
    a = advisor(server)
    assert a.models() == [ALIAS]
    assert a.preload() is True


def test_schema_constrained_json_from_a_real_model(server: LlamaServer) -> None:
    """The server decodes under the schema, so even a 135M model's first reply parses as
    :class:`LlmSuggestion` (its card list and strings are bounded, so a rambling model still
    closes its JSON); the reply check then keeps what the detectors confirm and at most two
    additions whose quotes could fit their cards, marked as the model's."""
    a = advisor(server)
    fast = LexiconAdvisor(a.deck).suggest(CONTEXT)
    refined = a.refine(CONTEXT, fast)
    assert refined is not None, a.take_notices()
    assert not [n for n in refined.notes if n.startswith("retried")], refined.notes
    assert a.response_format == "json_object"  # llama-cpp-python refuses json_schema
    assert refined.source == "openai"
    assert refined.model == ALIAS
    assert_holds(refined, fast, CONTEXT)


def test_suggest_cli_against_the_real_server(server: LlamaServer, tmp_path: Path) -> None:
    """The same action as the test before: the server reuses the prompt it has evaluated,
    so the CLI's one request fits the config's longest deadline even on a busy machine."""
    config = tmp_path / "config.toml"
    config.write_text(
        f'[openai]\nbase_url = "{server.base_url}"\nmodel = "{ALIAS}"\ntimeout_s = {SLOW}\n',
        encoding="utf-8",
    )
    run = subprocess.run(
        [
            *(sys.executable, "-m", "companion", "--config", str(config), "suggest"),
            *("--character", str(ROOT / "fixtures" / "characters" / "grignr.toml")),
            *("--pool", ",".join(CONTEXT.pool), "--challenge", "Ogre bridge-keeper:7"),
            *("--advisor", "openai", "--json", CONTEXT.transcript),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path)},
        timeout=300,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["source"] == "openai", run.stderr
    assert out["model"] == ALIAS


def test_the_deadline_cuts_a_real_generation_and_the_server_goes_on(server: LlamaServer) -> None:
    """Last of the shared server's tests: llama-cpp-python finishes a generation whose
    client left, so a request after this one would queue behind it."""
    hurried = advisor(server, timeout_s=0.5)
    s = hurried.suggest(CONTEXT)
    assert s.source == "lexicon"
    (notice,) = hurried.take_notices()
    assert "took over 0.5 s; detectors only" in notice
    assert advisor(server).models() == [ALIAS]


def test_a_real_server_with_an_api_key(tmp_path: Path) -> None:
    model = require_llama_server()
    key = "qc-remote-key-Pw7"
    with LlamaServer(model, api_key=key) as server:
        config = OpenAIConfig(base_url=server.base_url, model=ALIAS, api_key_env="QC_KEY")
        right = OpenAIAdvisor(standard_deck(), config, environ={"QC_KEY": key})
        wrong = OpenAIAdvisor(standard_deck(), config, environ={"QC_KEY": "nope-nope"})
        assert right.preload() is True
        assert wrong.preload() is False
        (notice,) = wrong.take_notices()
        assert "refused the API key ($QC_KEY)" in notice
        assert "nope-nope" not in notice
    assert key.encode() not in server.log
