"""The Ollama wire format, replayed from cassettes (``fixtures/cassettes/README.md``).

Replay is strict: ``record_mode="none"`` and the request body must match, so a
change to the prompt, the schema or the pinned ``ollama`` client shows up here.
"""

from __future__ import annotations

import json

import pytest
import yaml

from companion.advisor.llm_schema import reply_schema
from companion.advisor.text import find_quote
from tests.advisor.record_cassettes import CASES, CASSETTES, CONTEXT, play, recorder

CASE = {c.name: c for c in CASES}


def first_body(name: str) -> dict:
    """The first request body recorded in a cassette."""
    data = yaml.safe_load((CASSETTES / f"ollama_{name}.yaml").read_text(encoding="utf-8"))
    return json.loads(data["interactions"][0]["request"]["body"])


def replay(name: str):
    """Play a case against its cassette, with the model it was recorded with (a cassette
    re-recorded against a real Ollama names the real model)."""
    with recorder("none").use_cassette(f"ollama_{name}.yaml"):
        return play(CASE[name], first_body(name)["model"])


def test_recorded_requests_are_the_ones_the_client_sends_now() -> None:
    body = first_body("success")
    assert body["format"] == reply_schema()
    assert body["options"] == {"temperature": 0, "seed": 7}
    assert body["stream"] is False
    assert body["tools"] == []  # the pinned `ollama` client's body
    assert first_body("stream")["stream"] is True


def test_success_keeps_valid_cards_with_quotes_from_the_transcript() -> None:
    s, notices = replay("success")
    assert s.source == "ollama"
    assert s.model == first_body("success")["model"]
    assert len(s.prompt_hash) == 16
    assert s.card_counts() == {"malapropism": 1}
    for card in s.cards:
        for e in card.evidence:
            assert e.start is not None
            assert e.end is not None
            assert CONTEXT.transcript[e.start : e.end] == e.quote
    assert s.target_challenge == "Ogre bridge-keeper"
    assert notices == []


def test_streamed_reply_is_assembled_from_chunks() -> None:
    s, _ = replay("stream")
    assert s.source == "ollama"
    assert s.card_counts() == {"malapropism": 1}


def test_invalid_json_is_retried_once_with_another_seed() -> None:
    s, _ = replay("invalid_json")
    assert s.source == "ollama"
    assert any("retried" in n for n in s.notes)


@pytest.mark.parametrize("name", ["invalid_twice", "schema_violation"])
def test_two_bad_replies_leave_the_detector_suggestion(name: str) -> None:
    s, notices = replay(name)
    assert s.source == "lexicon"
    assert s.card_counts() == {"malapropism": 1}
    assert any("invalid JSON twice" in n for n in notices)


def test_hallucinated_quote_is_dropped() -> None:
    s, _ = replay("hallucinated_quote")
    assert "cliche" not in s.card_counts()
    assert find_quote(CONTEXT.transcript, "at the end of the day") is None
    assert any("not in the transcript" in n for n in s.notes)


def test_unknown_card_and_card_outside_the_pool_are_dropped() -> None:
    s, _ = replay("unknown_card")
    assert set(s.card_counts()) == {"malapropism"}
    assert any("unknown card 'purple-elephant'" in n for n in s.notes)
    assert any("bandwagon: not in the pool" in n for n in s.notes)


def test_missing_model_says_ollama_pull_once() -> None:
    s, notices = replay("model_not_found")
    assert s.source == "lexicon"
    assert notices == ["Ollama has no model 'no-such-model:1b': run `ollama pull no-such-model:1b`"]
