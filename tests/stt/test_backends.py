"""Both backends on the bundled tiny.en: real speech in, keywords and WER out."""

from __future__ import annotations

from typing import Any

import pytest

from companion.stt.gate import gate_segments, guard_prompt
from companion.stt.wer import wer
from tests.stt.conftest import MANIFEST, PROMPT, clips

pytestmark = pytest.mark.slow

#: Words each backend must hear in a clip (tiny.en on espeak-ng speech, with the prompt).
KEYWORDS = {
    "action-01": {"grignr", "table"},
    "action-05": {"troll", "hammer"},
    "action-08": {"dagger", "spider"},
    "action-10": {"velka", "potion"},
}


_HEARD: dict[tuple[str, str], Any] = {}


def heard(transcriber: Any, read: Any, clip: str) -> Any:
    """The transcript of a clip with the names prompt, decoded once per backend."""
    key = (transcriber.backend, clip)
    if key not in _HEARD:
        _HEARD[key] = transcriber.transcribe(read(clip), PROMPT)
    return _HEARD[key]


@pytest.mark.parametrize("clip", sorted(KEYWORDS))
def test_keywords_are_heard(transcriber: Any, read: Any, clip: str) -> None:
    transcript = heard(transcriber, read, clip)
    said = set(transcript.text.lower().replace(",", " ").replace(".", " ").split())
    assert KEYWORDS[clip] <= said, transcript.text
    assert transcript.backend in {"faster-whisper", "openai-whisper"}
    assert transcript.audio_s == pytest.approx(len(read(clip)) / 16_000, abs=0.01)
    assert transcript.segments
    assert transcript.segments[0].no_speech_prob < 0.5


def test_wer_on_the_action_clips_is_below_40_percent(transcriber: Any, read: Any) -> None:
    pairs = [(MANIFEST[c]["text"], heard(transcriber, read, c).text) for c in clips("action")]
    assert wer(pairs) < 0.40, pairs


@pytest.mark.parametrize("clip", clips("non-speech"))
def test_non_speech_gives_no_text_after_the_gate(transcriber: Any, read: Any, clip: str) -> None:
    transcript = transcriber.transcribe(read(clip), PROMPT)
    text = " ".join(s.text for s in gate_segments(transcript.segments))
    assert guard_prompt(text, PROMPT) == ""


def test_load_async_lets_the_caller_go_on(faster: Any) -> None:
    from companion.stt.backends import FasterWhisperTranscriber

    fresh = FasterWhisperTranscriber("tiny.en")
    thread = fresh.load_async()
    assert thread.daemon
    assert fresh.wait_ready(timeout=60)
    assert fresh.ready


def test_auto_prefers_faster_whisper() -> None:
    from companion.config import SttConfig
    from companion.stt.backends import make_transcriber

    assert make_transcriber(SttConfig(backend="auto")).backend == "faster-whisper"
