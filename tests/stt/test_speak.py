"""``--speak``: espeak-ng reads outcomes aloud; without it, a no-op and one warning. The
speaker reads lines in order on its own thread, one at a time."""

from __future__ import annotations

import subprocess
import time

import pytest

from companion.stt import speak
from tests.system import require_program


def test_say_runs_espeak_ng(monkeypatch: pytest.MonkeyPatch) -> None:
    require_program("espeak-ng")
    calls: list[list[str]] = []

    class FakePopen:
        def __init__(self, argv: list[str], **_kw: object) -> None:
            calls.append(argv)

    monkeypatch.setattr(speak.subprocess, "Popen", FakePopen)
    assert speak.say("Grignr succeeds") is not None
    assert calls[0][0].endswith("espeak-ng")
    assert calls[0][-2:] == ["--", "Grignr succeeds"]


def test_without_espeak_ng_say_is_a_no_op_that_warns_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speak.shutil, "which", lambda _name: None)
    monkeypatch.setattr(speak, "_warned", False)
    with pytest.warns(UserWarning, match="espeak-ng"):
        assert speak.say("one") is None
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert speak.say("two") is None


def _sleeper(log: list[tuple[str, subprocess.Popen[bytes]]], seconds: str) -> object:
    """A stand-in for espeak-ng: a real process that takes ``seconds`` to "read" a line."""

    def start(text: str) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(["sleep", seconds])
        log.append((text, proc))
        return proc

    return start


def test_speaker_reads_lines_in_order_never_over_each_other() -> None:
    require_program("sleep")
    started: list[tuple[str, subprocess.Popen[bytes]]] = []
    speaker = speak.Speaker(_sleeper(started, "0.2"))  # type: ignore[arg-type]
    before = time.perf_counter()
    for line in ("one", "two", "three"):
        speaker.speak(line)
    assert time.perf_counter() - before < 0.1, "speak() only queues"
    deadline = time.monotonic() + 10
    while len(started) < 3 and time.monotonic() < deadline:
        # Each line starts only once the one before has finished.
        assert all(p.poll() is not None for _t, p in started[:-1])
        time.sleep(0.02)
    assert [t for t, _p in started] == ["one", "two", "three"]
    speaker.close()
    assert not speaker.thread.is_alive()


def test_closing_the_speaker_cuts_the_line_and_drops_the_rest() -> None:
    require_program("sleep")
    started: list[tuple[str, subprocess.Popen[bytes]]] = []
    speaker = speak.Speaker(_sleeper(started, "30"))  # type: ignore[arg-type]
    speaker.speak("a long outcome")
    speaker.speak("never read")
    deadline = time.monotonic() + 10
    while not started and time.monotonic() < deadline:
        time.sleep(0.02)
    before = time.perf_counter()
    speaker.close()
    assert time.perf_counter() - before < 2
    (only,) = started
    assert only[0] == "a long outcome"
    assert only[1].poll() is not None
    speaker.speak("after close")
    assert len(started) == 1
