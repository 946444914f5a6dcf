"""Voice through the headless runner: a WAV of a session fed in real time lands as
``utterance`` events with the right character, on the bundled example table."""

from __future__ import annotations

from typing import Any

import pytest

from tests.stt.conftest import clip_path

pytestmark = pytest.mark.slow


def test_a_spoken_action_lands_as_an_utterance_event_for_its_character(faster: Any) -> None:
    from companion.config import Config
    from companion.deck import standard_deck
    from companion.headless import ScriptLine, run_lines
    from companion.session import SessionService
    from companion.tablefile import load_example_table
    from companion.voice.lines import voice_lines
    from companion.voice.prime import make_voice_pipeline

    table = load_example_table()
    deck = standard_deck()
    service = SessionService.new(table, deck.deck_list(), 7, None, start_at=0.0)
    run_lines(service, [ScriptLine(line=1, at=1.0, text="room enter 1")], echo=lambda _s: None)
    session = service.session
    pipeline = make_voice_pipeline(Config(), table, str(clip_path("session-01")))
    pipeline.transcriber = faster  # the session's already-loaded model
    said: list[str] = []
    lines = voice_lines(pipeline, session, {c.id: c.name for c in deck.cards}, echo=said.append)
    run_lines(service, lines, path="<voice>", echo=said.append, skip_errors=True)

    utterances = [e for e in session.events if e.type == "utterance"]
    assert len(utterances) == 1, said
    (utterance,) = utterances
    assert utterance.character == "Grignr of Ecalpon"
    assert utterance.source == "voice"
    assert {"table", "sword"} <= set(utterance.text.lower().replace(".", "").split())
    assert utterance.speech_end_at is not None
    assert utterance.transcript_at is not None
    assert utterance.speech_end_at < utterance.transcript_at
    assert utterance.speech_start_at is not None
    assert utterance.speech_start_at < utterance.speech_end_at
    assert (utterance.stt_backend, utterance.stt_model) == ("faster-whisper", "tiny.en")
    assert utterance.confidence is not None
    assert 0.0 < utterance.confidence <= 1.0
    assert utterance.compute_ms is not None
    assert utterance.compute_ms > 0
    assert session.events[-1].type != "utterance", said  # "Companion, cancel." ran too
