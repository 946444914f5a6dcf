"""``--speak``: espeak-ng reads outcomes aloud; without it, a no-op and one warning. The
speaker reads lines in order on its own thread, one at a time."""

from __future__ import annotations

import subprocess
import threading
import time
from collections.abc import Callable

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


def _sleeper(
    log: list[tuple[str, subprocess.Popen[bytes]]], seconds: str
) -> Callable[[str], subprocess.Popen[bytes]]:
    """A stand-in for espeak-ng: a real process that takes ``seconds`` to "read" a line."""

    def start(text: str) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(["sleep", seconds])
        log.append((text, proc))
        return proc

    return start


def test_speaker_reads_lines_in_order_never_over_each_other() -> None:
    require_program("sleep")
    started: list[tuple[str, subprocess.Popen[bytes]]] = []
    sleeper = _sleeper(started, "0.2")
    # The first line is held until all three are queued: speak() only queues (reading
    # happens on the speaker's own thread), seen without timing the calls.
    held, readers = threading.Event(), []

    def start(text: str) -> subprocess.Popen[bytes]:
        readers.append(threading.current_thread())
        held.wait(30)
        return sleeper(text)

    speaker = speak.Speaker(start)
    for line in ("one", "two", "three"):
        speaker.speak(line)
    assert started == [], "speak() only queues"
    held.set()
    deadline = time.monotonic() + 10
    while len(started) < 3 and time.monotonic() < deadline:
        # Each line starts only once the one before has finished.
        assert all(p.poll() is not None for _t, p in started[:-1])
        time.sleep(0.02)
    assert [t for t, _p in started] == ["one", "two", "three"]
    assert threading.main_thread() not in readers, "speak() reads on the caller's thread"
    speaker.close()
    assert not speaker.thread.is_alive()


def test_closing_the_speaker_cuts_the_line_and_drops_the_rest() -> None:
    require_program("sleep")
    started: list[tuple[str, subprocess.Popen[bytes]]] = []
    speaker = speak.Speaker(_sleeper(started, "30"))
    speaker.speak("a long outcome")
    speaker.speak("never read")
    deadline = time.monotonic() + 10
    while not started and time.monotonic() < deadline:
        time.sleep(0.02)
    speaker.close()
    (only,) = started
    assert only[0] == "a long outcome"
    # Cut short (ended by a signal), not read to its end: no count of seconds asserted.
    assert only[1].wait(timeout=30) < 0, "close() let the 30 s line run on"
    speaker.speak("after close")
    assert len(started) == 1
