"""voice_lines: what the headless runner receives from the pipeline, yes/no included."""

from __future__ import annotations

import queue
from typing import Any

from companion.stt.pipeline import Heard
from companion.voice.lines import voice_lines


def heard(text: str, **kw: Any) -> Heard:
    base: dict[str, Any] = {
        "text": text,
        "action": text,
        "character": "Olo",
        "confidence": 0.9,
        "speech_start_at": 1.0,
        "speech_end_at": 2.0,
        "transcript_at": 2.5,
        "audio_s": 1.0,
        "compute_ms": 400.0,
        "backend": "faster-whisper",
        "model": "tiny.en",
    }
    return Heard(**(base | kw))


class Replay:
    """A finished pipeline holding records (the same surface voice_lines uses)."""

    def __init__(self, records: list[Heard]) -> None:
        self.queue: queue.Queue[Heard] = queue.Queue()
        for r in records:
            self.queue.put(r)
        self.finished = True
        self.errors: list[BaseException] = []
        self.stopped = False

    def start(self) -> None:
        return None

    def stop(self) -> None:
        self.stopped = True


def lines(records: list[Heard]) -> list[str]:
    replay = Replay(records)
    out = [line.text for line in voice_lines(replay, echo=lambda _s: None)]  # type: ignore[arg-type]
    assert replay.stopped
    return out


def test_actions_and_sure_controls_pass_through() -> None:
    got = lines([heard("I hide."), heard("Companion, roll", addressed=True, control="roll")])
    assert got[0].startswith('act Olo "I hide." --source voice')
    assert got[1] == "roll"


def test_an_unsure_control_runs_only_after_yes() -> None:
    unsure = heard(
        "Companion, I roll that forward", addressed=True, control="roll 4", needs_confirmation=True
    )
    assert lines([unsure, heard("Yes.", answer="yes")]) == ["roll 4"]
    assert lines([unsure, heard("No.", answer="no")]) == []
    assert lines([unsure, heard("Companion, confirm", addressed=True, control="confirm")]) == [
        "roll 4"
    ]


def test_not_understood_controls_and_stray_answers_run_nothing() -> None:
    assert lines([heard("Companion, blah", addressed=True), heard("Yes", answer="yes")]) == []


def test_an_unsure_confirm_never_answers_on_a_guess() -> None:
    """Issue 5: "Never execute a low-confidence control phrase": a misheard "confirm" is
    itself asked, and does not run the pending command."""
    unsure = heard(
        "Companion, I roll that forward", addressed=True, control="roll 4", needs_confirmation=True
    )
    unsure_confirm = heard(
        "Companion, come fern", addressed=True, control="confirm", needs_confirmation=True
    )
    assert lines([unsure, unsure_confirm]) == []
    assert lines([unsure, unsure_confirm, heard("Yes.", answer="yes")]) == ["confirm"]
