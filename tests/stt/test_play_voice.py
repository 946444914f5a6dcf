"""``companion play --voice --headless`` end to end on a real PortAudio input.

The player's words are played into a PulseAudio null sink whose monitor is the
microphone; the real CLI, in a subprocess, must turn them into an ``utterance``
event of the speaking character in the session log (flushed per event).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.stt.spoken_play import speak_into_play
from tests.stt.test_microphone import null_sink

pytestmark = [pytest.mark.slow, pytest.mark.system("pulseaudio")]
__all__ = ["null_sink"]


def test_play_voice_headless_logs_the_spoken_action_for_its_character(
    null_sink: dict[str, str], tmp_path: Path
) -> None:
    utterances, out, log = speak_into_play(null_sink, tmp_path)
    assert len(utterances) == 1, out
    (said,) = utterances
    assert said["character"] == "Grignr of Ecalpon"
    assert said["source"] == "voice"
    words = set(str(said["text"]).lower().replace(".", "").replace(",", "").split())
    assert {"table", "sword"} <= words, said["text"]
    assert "Traceback" not in out
    assert os.path.getsize(log) > 0
