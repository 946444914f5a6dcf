"""One deadline per LLM request, a cap on the reply, and quitting that never waits.

Issue 14.5: "a server that sends one byte every 4 s kept `companion suggest --advisor
ollama` running past 100 s ... after `q`, `y` the process stayed alive 65 s ... a 100 MB
reply took 685 MB". Every test here talks to a real misbehaving server on a loopback
socket (``tests/advisor/misbehaving.py``); none asserts a duration: each checks that the
client gave up while the server still had bytes to send.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import tracemalloc
from pathlib import Path

import pytest

from companion.advisor import OllamaAdvisor
from companion.advisor.llm_http import LlmHttpError, LlmLink
from companion.advisor.openai_advisor import OpenAIAdvisor
from companion.config import OllamaConfig, OpenAIConfig
from companion.deck import standard_deck
from tests.advisor.misbehaving import Misbehaving, Mode
from tests.advisor.record_cassettes import CONTEXT

ROOT = Path(__file__).resolve().parents[2]
GRIGNR = ROOT / "fixtures" / "characters" / "grignr.toml"


@pytest.mark.parametrize("mode", ["trickle", "trickle-headers", "silent"])
def test_one_deadline_for_the_whole_request(mode: Mode) -> None:
    with Misbehaving(mode, interval=0.3) as server:
        link = LlmLink(server.url, deadline_s=1.5)
        with pytest.raises(LlmHttpError) as err:
            link.post_json("/api/chat", {"model": "m"})
        assert err.value.kind == "timeout"
        assert server.client_gave_up(), "the client waited for the server to finish"
        link.close()


def test_a_huge_reply_is_cut_off_without_reading_it_whole() -> None:
    with Misbehaving("huge", huge_bytes=100_000_000) as server:
        link = LlmLink(server.url, deadline_s=30)
        tracemalloc.start()
        with pytest.raises(LlmHttpError) as err:
            link.post_json("/api/chat", {"model": "m"})
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        link.close()
    assert err.value.kind == "too-big"
    assert peak < 20_000_000, f"peak {peak:,} bytes for a capped reply"
    assert server.events[0].sent < 100_000_000


def test_a_declared_huge_reply_is_refused_before_its_body() -> None:
    with Misbehaving("huge-declared", huge_bytes=100_000_000) as server:
        link = LlmLink(server.url, deadline_s=30)
        with pytest.raises(LlmHttpError) as err:
            link.post_json("/api/chat", {"model": "m"})
        link.close()
    assert err.value.kind == "too-big"
    assert "100,000,000 bytes" in str(err.value)


def test_cancel_cuts_a_request_in_flight_and_refuses_new_ones() -> None:
    with Misbehaving("silent") as server:
        link = LlmLink(server.url, deadline_s=60)
        caught: list[LlmHttpError] = []

        def call() -> None:
            try:
                link.post_json("/api/chat", {"model": "m"})
            except LlmHttpError as exc:
                caught.append(exc)

        worker = threading.Thread(target=call, daemon=True)
        worker.start()
        while not server.events:
            threading.Event().wait(0.05)
        link.cancel()
        worker.join(timeout=20)
        assert not worker.is_alive(), "cancel() did not cut the request"
        assert server.client_gave_up()
        assert [e.kind for e in caught] == ["cancelled"]
        with pytest.raises(LlmHttpError) as again:
            link.post_json("/api/chat", {"model": "m"})
        assert again.value.kind == "cancelled"


def _advisor(backend: str, url: str, timeout_s: float) -> OllamaAdvisor | OpenAIAdvisor:
    if backend.startswith("ollama"):
        config = OllamaConfig(host=url, model="m", timeout_s=timeout_s)
        return OllamaAdvisor(standard_deck(), config, stream=backend == "ollama-stream")
    config_ = OpenAIConfig(base_url=url, model="m", timeout_s=timeout_s)
    return OpenAIAdvisor(standard_deck(), config_)


@pytest.mark.parametrize("backend", ["ollama", "ollama-stream", "openai"])
def test_the_advisors_fall_back_to_the_detectors_within_their_deadline(backend: str) -> None:
    """The Ollama backend sends through the ``ollama`` package's client, streamed or not:
    the deadline is the transport's, so it holds there too."""
    with Misbehaving("trickle", interval=0.3) as server:
        if backend.startswith("ollama"):
            advisor = _advisor(backend, server.url, 1.5)
        else:
            advisor = _advisor(backend, server.url, 1.5)
        s = advisor.suggest(CONTEXT)
        assert server.client_gave_up()
    assert s.source == "lexicon"
    assert s.card_counts() == {"malapropism": 1}
    (notice,) = advisor.take_notices()
    assert "took over 1.5 s; detectors only" in notice
    assert len(server.events) == 1, "a timed-out request is not retried past the deadline"


@pytest.mark.parametrize("backend", ["ollama", "ollama-stream", "openai"])
@pytest.mark.parametrize("mode", ["huge", "huge-declared"])
def test_the_advisors_refuse_a_huge_reply(backend: str, mode: Mode) -> None:
    with Misbehaving(mode, huge_bytes=100_000_000) as server:
        advisor = _advisor(backend, server.url, 30)
        s = advisor.suggest(CONTEXT)
    assert s.source == "lexicon"
    assert advisor.take_notices()[0].endswith("sent an oversized reply; detectors only")
    assert server.events[0].sent < 100_000_000


@pytest.mark.parametrize("backend", ["ollama", "ollama-stream"])
def test_closing_the_ollama_advisor_cuts_its_client_request(backend: str) -> None:
    with Misbehaving("silent") as server:
        advisor = _advisor(backend, server.url, 60)
        result: list[object] = []
        worker = threading.Thread(
            target=lambda: result.append(advisor.refine(CONTEXT, advisor.lexicon.suggest(CONTEXT))),
            daemon=True,
        )
        worker.start()
        while not server.events:
            threading.Event().wait(0.05)
        advisor.close()
        worker.join(timeout=20)
        assert not worker.is_alive(), "close() did not cut the ollama client's request"
        assert server.client_gave_up()
    assert result == [None]
    assert advisor.take_notices() == []  # quitting is not a problem to report


def _suggest_cli(tmp_path: Path, host: str) -> subprocess.CompletedProcess[str]:
    config = tmp_path / "config.toml"
    config.write_text(f'[ollama]\nhost = "{host}"\nmodel = "m"\ntimeout_s = 2\n', encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path)}
    return subprocess.run(
        [
            *(sys.executable, "-m", "companion", "--config", str(config), "suggest"),
            *("--character", str(GRIGNR), "--pool", "malapropism,cliche", "--advisor", "ollama"),
            *("--json", "For all intensive purposes I swing Mother"),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )


def test_suggest_cli_against_a_trickling_server(tmp_path: Path) -> None:
    with Misbehaving("trickle", interval=0.5) as server:
        run = _suggest_cli(tmp_path, server.url)
        assert server.client_gave_up(), "the CLI waited for the trickle to end"
    assert run.returncode == 0, run.stderr
    assert "Ollama took over 2 s; detectors only" in run.stderr
    assert "Traceback" not in run.stderr
    out = json.loads(run.stdout)
    assert out["source"] == "lexicon"
    assert [c["card"] for c in out["cards"]] == ["malapropism"]


def test_suggest_cli_against_a_100_mb_reply(tmp_path: Path) -> None:
    with Misbehaving("huge", huge_bytes=100_000_000) as server:
        run = _suggest_cli(tmp_path, server.url)
    assert run.returncode == 0, run.stderr
    assert "Ollama sent an oversized reply; detectors only" in run.stderr
    assert server.events[0].sent < 100_000_000
    assert json.loads(run.stdout)["source"] == "lexicon"
