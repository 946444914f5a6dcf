"""The many-tables benchmark's harness, against the scripted OpenAI-compatible server (the
figures themselves come from a real server: ``python -m tests.remote.bench_tables``)."""

from __future__ import annotations

from companion.config import OpenAIConfig
from tests.advisor.openai_stub import OpenAIStub
from tests.remote.bench_tables import run_tables, summary


def test_every_action_is_timed_and_answered_by_a_quick_server() -> None:
    with OpenAIStub() as stub:
        config = OpenAIConfig(base_url=stub.base_url, model="stub-success", timeout_s=10)
        timings = run_tables(3, config, actions=2, pace_s=0.2)
        chats = [r for r in stub.requests if r[0] == "/v1/chat/completions"]
    row = summary(3, timings)
    assert row["actions"] == 6
    assert len(chats) == 6
    assert row["llm_answered"] == 6
    assert row["fell_back"] == 0
    assert all(t.first_ms <= t.final_ms for t in timings)


def test_a_server_slower_than_the_deadline_means_fallback() -> None:
    with OpenAIStub(delay_s=2.0) as stub:
        config = OpenAIConfig(base_url=stub.base_url, model="stub-success", timeout_s=0.5)
        row = summary(2, run_tables(2, config, actions=1, pace_s=0.1))
    assert row["fell_back"] == 2
    assert row["llm_answered"] == 0
