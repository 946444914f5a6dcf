"""VoicePipeline end to end on real speech files fed through the live path."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from companion.config import SttConfig
from engine.commands import parse_command
from tests.stt.conftest import MANIFEST, PARTY, clip_path, clips
from tests.system import require_module

pytestmark = pytest.mark.slow


def hear(transcriber: Any, clip: str, speed: float = 0.0, **kw: Any) -> list[Any]:
    from companion.stt.pipeline import VoicePipeline
    from companion.stt.sources import FileSource

    config = kw.pop("config", SttConfig())
    party = kw.pop("party", PARTY)
    pipeline = VoicePipeline(
        transcriber, config, FileSource(clip_path(clip), speed=speed), party=party, **kw
    )
    pipeline.start()
    pipeline.wait(timeout=60)
    assert pipeline.errors == []
    return [pipeline.queue.get_nowait() for _ in range(pipeline.queue.qsize())]


@pytest.mark.parametrize("clip", ["action-01", "action-04", "action-10"])
def test_a_named_action_goes_to_that_character(faster: Any, clip: str) -> None:
    (heard,) = hear(faster, clip, active="Olo")
    assert heard.character == MANIFEST[clip]["character"]
    assert heard.control is None
    line = heard.command_line()
    assert line is not None
    assert line.startswith(f"act {heard.character} ")


def test_an_unnamed_action_goes_to_the_active_character(faster: Any) -> None:
    (heard,) = hear(faster, "action-08", active="Thrya")
    assert heard.character == "Thrya"
    assert "dagger" in heard.text.lower()


@pytest.mark.parametrize(
    ("clip", "command"),
    [("control-01", "confirm"), ("control-05", "undo"), ("control-06", "roll")],
)
def test_control_phrases_become_commands(faster: Any, clip: str, command: str) -> None:
    (heard,) = hear(faster, clip)
    assert heard.addressed
    assert heard.control == command


def test_a_misheard_roll_asks_first(faster: Any) -> None:
    (heard,) = hear(faster, "control-02")  # "Companion, I rolled a four"
    assert heard.control == "roll 4"
    assert heard.needs_confirmation
    assert heard.command_line() is None


def test_a_prompt_echo_is_decoded_again_and_the_action_kept(faster: Any) -> None:
    """Issue 14.16: the party's names as the prompt made tiny.en write back only the names
    for a held-out voice, and the gate dropped it as an echo: the action was lost. The
    live path decodes such audio again without the prompt and keeps that."""
    party = [n.strip() for n in MANIFEST["heldout-01"]["prompt"].rstrip(".").split(",")]
    (heard,) = hear(faster, "heldout-01", party=party)
    assert heard.prompt_echo
    assert heard.control is None
    said = heard.text.lower()
    assert "bronze bell" in said, heard.text
    assert "sun" in said, heard.text
    line = heard.command_line()
    assert line is not None
    assert line.startswith("act ")


@pytest.mark.parametrize("clip", clips("non-speech"))
def test_silence_noise_and_music_produce_no_utterance(transcriber: Any, clip: str) -> None:
    assert hear(transcriber, clip) == []


def test_real_time_feed_stamps_the_stages_in_order(faster: Any) -> None:
    before = time.time()
    (heard,) = hear(faster, "action-05", speed=1.0)
    assert before < heard.speech_start_at < heard.speech_end_at < heard.transcript_at
    assert heard.speech_end_at - heard.speech_start_at == pytest.approx(
        heard.audio_s - 0.5, abs=0.6
    )
    assert heard.transcript_at - heard.speech_end_at < 10


def test_kept_audio_is_written_beside_the_log_and_purged(faster: Any, tmp_path: Path) -> None:
    require_module("numpy", "voice")
    from companion.clips import purge_audio
    from companion.stt.audio import read_audio

    log = tmp_path / "session.jsonl"
    config = SttConfig(keep_audio=True)
    (heard,) = hear(faster, "action-05", log_path=log, config=config)
    assert heard.audio is not None
    clip = Path(heard.audio)
    assert clip.parent == tmp_path / "session.audio"
    assert len(read_audio(clip)) / 16_000 == pytest.approx(heard.audio_s, abs=0.05)
    line = heard.command_line()
    assert line is not None
    assert parse_command(line).option("audio") == str(clip)
    assert purge_audio(log) == 1
    assert not clip.exists()


def test_keep_audio_is_off_by_default(faster: Any, tmp_path: Path) -> None:
    (heard,) = hear(faster, "action-05", log_path=tmp_path / "s.jsonl")
    assert heard.audio is None
    assert not (tmp_path / "s.audio").exists()


def test_a_resumed_session_keeps_its_earlier_clips(faster: Any, tmp_path: Path) -> None:
    """``play --resume LOG`` starts a new pipeline: its clips number on from the ones the
    log's earlier utterance events refer to, never over them."""
    require_module("numpy", "voice")
    import numpy as np

    from companion.stt.audio import keep_clip

    log = tmp_path / "session.jsonl"
    earlier = keep_clip(log, 1, np.zeros(1600, dtype=np.float32))
    before = earlier.read_bytes()
    (heard,) = hear(faster, "action-05", log_path=log, config=SttConfig(keep_audio=True))
    assert heard.audio == str(tmp_path / "session.audio" / "utterance-0002.wav")
    assert earlier.read_bytes() == before
