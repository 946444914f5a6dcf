"""Endpointing: one utterance per spoken turn, pre-roll kept, silence and noise cut nothing."""

from __future__ import annotations

from typing import Any

import pytest

from companion.stt.endpoint import FRAME, Cut, Endpointer, PushToTalk, Resumed
from tests.stt.conftest import clips

np = pytest.importorskip("numpy", reason="needs numpy (pip install '.[voice]')")

RATE = 16_000


def run(endpointer: Endpointer | PushToTalk, audio: Any) -> list[Cut | Resumed]:
    events: list[Cut | Resumed] = []
    for offset in range(0, len(audio) - FRAME + 1, FRAME):
        events += endpointer.feed(audio[offset : offset + FRAME])
    return events + endpointer.flush()


def finals(events: list[Cut | Resumed]) -> list[Cut]:
    return [e for e in events if isinstance(e, Cut) and e.kind == "final"]


def tone(seconds: float, amplitude: float = 0.3, hz: float = 440.0) -> Any:
    t = np.arange(int(seconds * RATE)) / RATE
    return (amplitude * np.sin(2 * np.pi * hz * t)).astype(np.float32)


def silence(seconds: float) -> Any:
    return np.zeros(int(seconds * RATE), dtype=np.float32)


@pytest.mark.parametrize("clip", clips("action") + clips("control"))
def test_each_spoken_clip_is_one_utterance(read: Any, clip: str) -> None:
    events = run(Endpointer(), np.concatenate([read(clip), silence(1.0)]))
    cuts = finals(events)
    assert len(cuts) == 1
    assert cuts[0].reason == "silence"


@pytest.mark.parametrize("clip", ["silence-01", "noise-01", "noise-02"])
def test_silence_and_steady_noise_cut_nothing(read: Any, clip: str) -> None:
    assert finals(run(Endpointer(), read(clip))) == []


def test_pre_roll_keeps_the_audio_before_the_onset() -> None:
    audio = np.concatenate([silence(1.0), tone(0.6), silence(1.0)])
    (cut,) = finals(run(Endpointer(pre_roll_ms=300), audio))
    # 300 ms pre-roll + 600 ms tone + up to the 200 ms early-silence tail
    assert 0.85 <= len(cut.audio) / RATE <= 1.15
    assert cut.start == pytest.approx(1.0 * RATE, abs=2 * FRAME)


def test_a_pause_shorter_than_end_silence_resumes_and_gives_one_utterance() -> None:
    audio = np.concatenate([silence(0.5), tone(0.5), silence(0.3), tone(0.5), silence(1.0)])
    events = run(Endpointer(end_silence_ms=500), audio)
    kinds = [e.kind if isinstance(e, Cut) else "resumed" for e in events]
    assert kinds == ["provisional", "resumed", "provisional", "final"]
    assert len(events[-1].audio) == len(events[-2].audio)  # the early decode can be reused


def test_end_silence_is_configurable() -> None:
    audio = np.concatenate([silence(0.5), tone(0.5), silence(0.3), tone(0.5), silence(1.0)])
    assert len(finals(run(Endpointer(end_silence_ms=200), audio))) == 2


def test_max_length_cuts_a_long_utterance() -> None:
    audio = np.concatenate([silence(0.5), tone(3.0), silence(1.0)])
    cuts = finals(run(Endpointer(max_utterance_s=1.0), audio))
    assert cuts[0].reason == "max-length"
    assert len(cuts[0].audio) / RATE <= 1.05


def test_a_click_is_not_an_utterance() -> None:
    audio = np.concatenate([silence(0.5), tone(0.06), silence(1.0)])
    assert finals(run(Endpointer(), audio)) == []


def test_push_to_talk_cuts_between_press_and_release() -> None:
    ptt = PushToTalk()
    for offset in range(0, RATE, FRAME):
        ptt.feed(silence(1.0)[offset : offset + FRAME])
    ptt.press(speaker="Thrya")
    for offset in range(0, RATE, FRAME):
        ptt.feed(tone(1.0)[offset : offset + FRAME])
    (cut,) = ptt.toggle()
    assert cut.speaker == "Thrya"
    assert cut.reason == "released"
    assert 1.0 <= len(cut.audio) / RATE <= 1.25
