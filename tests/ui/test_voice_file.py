"""``--audio-file``: a recording through the real voice pipeline (bundled tiny.en) lands on the
live screen as the speaker's action, with the speech timings in the log."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

import pytest

from companion.config import Config
from companion.ui.wiring import attach_voice
from tests.system import require_module
from tests.ui.harness import Live
from tests.ui.test_live import enter_room_with_ghouls, log_events

AUDIO = Path(__file__).resolve().parents[2] / "fixtures" / "audio"


@pytest.mark.slow
def test_a_recorded_action_becomes_the_speakers_action(tmp_path: Path) -> None:
    require_module("faster_whisper", "voice")
    args = argparse.Namespace(audio_file=str(AUDIO / "action-01.wav"), voice=False)

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        close = attach_voice(live.ui, args, Config())
        try:
            screen = await live.until(lambda: live.ui.mode == "ruling", timeout=60)
        finally:
            close()
        assert "the table and swing my" in screen
        assert "mic heard" in screen
        assert live.ui.mic_status == "off"

    async def run() -> Live:
        async with Live(tmp_path) as live:
            await scenario(live)
        return live

    live = asyncio.run(run())
    (said,) = [e for e in log_events(live.log) if e["type"] == "utterance"]
    assert said["source"] == "voice"
    assert said["character"] == "Grignr of Ecalpon"
    assert said["speech_end_at"] <= said["transcript_at"]


@pytest.mark.slow
def test_kept_audio_lands_beside_the_session_log_and_shows_on_screen(tmp_path: Path) -> None:
    """Issue 5: keeping each utterance's audio "next to the session log, referenced by the
    event ... shown on screen while on"."""
    require_module("faster_whisper", "voice")
    args = argparse.Namespace(audio_file=str(AUDIO / "action-01.wav"), voice=False)
    config = Config.model_validate({"stt": {"keep_audio": True}})

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        close = attach_voice(live.ui, args, config)
        try:
            screen = await live.until(lambda: "playing" in live.ui.mic_status, timeout=60)
            assert "mic KEEPING AUDIO · playing action-01.wav" in screen
            screen = await live.until(lambda: live.ui.mode == "ruling", timeout=60)
            assert "mic KEEPING AUDIO · heard" in screen
        finally:
            close()

    async def run() -> Live:
        async with Live(tmp_path) as live:
            await scenario(live)
        return live

    live = asyncio.run(run())
    (said,) = [e for e in log_events(live.log) if e["type"] == "utterance"]
    clip = tmp_path / "session.audio" / "utterance-0001.wav"
    assert said["audio"] == str(clip)
    assert clip.stat().st_size > 16_000
