"""Voice in, a real LLM server's suggestion out, on the live screen (issue 16: "the same with
`advisor.backend = "openai"` against a local llama.cpp server").

A recorded action goes through the real voice pipeline (bundled ``tiny.en``) into the real
screen (prompt-toolkit over pipes); the ``auto`` advisor shows the detectors' suggestion,
then asks llama-cpp-python's server (SmolLM2-135M, loopback) and records its checked
answer. The log holds the utterance from voice and a suggestion from ``openai``.
"""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

import pytest

from companion.config import Config
from companion.ui.advising import AdvisorBridge
from companion.ui.state import UiState
from companion.ui.wiring import attach_voice
from tests.remote.llama_server import ALIAS, LlamaServer, require_llama_server
from tests.system import require_module
from tests.ui.harness import Live
from tests.ui.test_live import enter_room_with_ghouls, log_events

AUDIO = Path(__file__).resolve().parents[2] / "fixtures" / "audio"


@pytest.mark.slow
def test_a_spoken_action_is_refined_by_a_real_llm_server(tmp_path: Path) -> None:
    require_module("faster_whisper", "voice")
    model = require_llama_server()
    args = argparse.Namespace(audio_file=str(AUDIO / "action-01.wav"), voice=False)
    with LlamaServer(model) as server:
        config = Config.model_validate(
            {
                "advisor": {"mode": "auto", "backend": "openai"},
                "openai": {"base_url": server.base_url, "model": ALIAS, "timeout_s": 120},
            }
        )

        async def scenario(live: Live) -> None:
            await live.until(lambda: live.ui.advisor_status == "detectors+LLM", timeout=60)
            await enter_room_with_ghouls(live)
            close = attach_voice(live.ui, args, config)
            try:
                await live.until(lambda: live.ui.mode == "ruling", timeout=120)
                await live.until(lambda: live.ui.advisor_status.startswith("LLM ("), timeout=240)
            finally:
                close()

        live = Live(tmp_path)

        def attach(ui: UiState) -> AdvisorBridge:
            return AdvisorBridge.start(ui, "auto", live.deck, config)

        live.attach_advisor = attach

        async def run() -> None:
            async with live:
                await scenario(live)

        asyncio.run(run())
    events = log_events(live.log)
    (said,) = [e for e in events if e["type"] == "utterance"]
    assert said["source"] == "voice"
    sources = [e.get("source") for e in events if e["type"] == "suggestion"]
    assert sources == ["lexicon", "openai"]
