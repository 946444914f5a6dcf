"""What ``companion play`` attaches for voice, on the real live screen: no microphone falls
back to typing (one line, no traceback), and ``--speak`` reads outcomes on its own thread."""

from __future__ import annotations

import argparse
import json
import threading
from pathlib import Path

import pytest

from companion.config import load_config
from companion.stt import speak
from companion.ui.wiring import attach_speech, attach_voice
from tests.system import require_module, require_portaudio
from tests.ui.harness import ENTER, Live
from tests.ui.test_live import act, enter_room_with_ghouls, play
from tests.ui.test_tmux import Tmux, companion_command, logs, tmux

__all__ = ["tmux"]


def test_voice_without_the_microphone_falls_back_to_typing(tmp_path: Path) -> None:
    """Issue 5: "clear error and fall back to text input when there is no input device"."""
    require_module("faster_whisper", "voice")
    require_portaudio()
    (tmp_path / "config.toml").write_text("", encoding="utf-8")
    config = load_config(
        tmp_path / "config.toml", environ={"COMPANION_STT_DEVICE": "no-such-microphone"}
    )
    args = argparse.Namespace(voice=True, audio_file=None)

    async def scenario(live: Live) -> None:
        close = attach_voice(live.ui, args, config)
        screen = await live.until(lambda: "Voice off" in live.screen)
        (line,) = [row for row in screen.splitlines() if "Voice off" in row]
        assert "no audio input device matches 'no-such-microphone'" in line
        assert "Traceback" not in screen
        assert live.ui.mic_status == "off"
        assert "mic off" in screen
        await enter_room_with_ghouls(live)
        screen = await act(live, "I swing Mother at the nearest ghoul")
        assert "“I swing Mother at the nearest ghoul”" in screen
        assert live.ui.mode == "ruling"
        close()

    play(tmp_path, scenario)


def test_speak_reads_outcomes_off_the_ui_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The outcome is on screen while espeak-ng is still reading it: the UI never waits."""
    spoken: list[str] = []
    threads: list[str] = []
    release, finished = threading.Event(), threading.Event()

    def slow_say(text: str) -> None:
        threads.append(threading.current_thread().name)
        release.wait(10)
        spoken.append(text)
        finished.set()

    monkeypatch.setattr(speak, "say", slow_say)
    monkeypatch.setattr(speak, "espeak_present", lambda: True)

    async def scenario(live: Live) -> None:
        close = attach_speech(live.ui)
        await enter_room_with_ghouls(live)
        await act(live, "I swing Mother at the nearest ghoul")
        await live.keys(ENTER)
        screen = await live.keys("3")
        # The outcome is drawn while the reading is held (released only below): had the
        # UI waited for espeak-ng it would still be waiting, or the reading would be done.
        assert "PARTIAL FAILURE" in screen
        assert not finished.is_set()
        release.set()
        await live.until(finished.is_set)
        close()

    play(tmp_path, scenario)
    assert threads == ["speak"]
    (line,) = spoken
    assert "Grignr of Ecalpon" in line


def test_speak_without_espeak_ng_says_so_on_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(speak.shutil, "which", lambda _name: None)

    async def scenario(live: Live) -> None:
        close = attach_speech(live.ui)
        live.ui.invalidate()
        screen = await live.until(lambda: "espeak-ng" in live.screen)
        assert "--speak needs espeak-ng" in screen
        close()

    play(tmp_path, scenario)


@pytest.mark.slow
def test_play_voice_without_a_microphone_in_a_real_terminal(tmux: Tmux, tmp_path: Path) -> None:
    """``companion play --voice`` on a machine whose microphone is missing: the screen
    starts, says so in one line, and the GM plays on by keyboard."""
    require_module("faster_whisper", "voice")
    require_portaudio()
    tmux.env["COMPANION_STT_DEVICE"] = "no-such-microphone"
    tmux.start(f"{companion_command()} play --voice")
    screen = tmux.wait_for("Voice off")
    (line,) = [row for row in screen.splitlines() if "Voice off" in row]
    assert "no audio input device matches 'no-such-microphone'" in line
    assert "mic off" in screen
    tmux.special("C-r")
    tmux.wait_for("Room 1 of 6")
    tmux.keys("I swing Mother at the ghouls")
    tmux.special("Enter")
    screen = tmux.wait_for("RULING")
    assert "Traceback" not in screen
    tmux.special("C-q")
    tmux.wait_for("Quit?")
    tmux.keys("y")
    tmux.wait_for("Session log:")
    (log,) = logs(tmp_path)
    said = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()[1:]]
    assert [e["source"] for e in said if e["type"] == "utterance"] == ["text"]
