"""One registry of speech-to-text backends, read by the config, ``companion transcribe`` and
the docs (issue 11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.cli.main import build_parser, main
from companion.config import load_config
from companion.errors import ConfigError
from companion.stt.backends import BACKENDS, backend_choices
from tests.conftest import ROOT


def test_the_config_accepts_exactly_the_registered_backends(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    for name in BACKENDS:
        uri = 'uri = "tcp://gpu-box:10300"\n' if name == "wyoming" else ""
        path.write_text(f'[stt]\nbackend = "{name}"\n{uri}', encoding="utf-8")
        assert load_config(path, environ={}).stt.backend == name
    path.write_text('[stt]\nbackend = "whisper-cpp"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r":2:stt\.backend: .*auto, faster-whisper") as caught:
        load_config(path, environ={})
    assert "wyoming" in str(caught.value)


def test_wyoming_needs_a_tcp_uri(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[stt]\nbackend = "wyoming"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match='needs uri = "tcp://HOST:10300"'):
        load_config(path, environ={})
    path.write_text('[stt]\nuri = "http://gpu-box:10300"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"stt\.uri: .*not tcp://HOST:PORT"):
        load_config(path, environ={})


def test_transcribe_offers_the_registry(capsys: pytest.CaptureFixture[str]) -> None:
    parser = build_parser()
    with pytest.raises(SystemExit):
        parser.parse_args(["transcribe", "x.wav", "--backend", "nope"])
    assert f"choose from {', '.join(repr(c) for c in backend_choices())}" in (
        capsys.readouterr().err
    )


def test_transcribe_with_wyoming_and_no_uri_says_what_to_set(
    capsys: pytest.CaptureFixture[str],
) -> None:
    clip = str(ROOT / "fixtures" / "audio" / "action-05.wav")
    assert main(["transcribe", clip, "--backend", "wyoming"]) == 2
    err = capsys.readouterr().err
    assert 'the wyoming backend needs [stt] uri = "tcp://HOST:10300"' in err
    assert err.count("\n") == 1


def test_the_docs_list_every_backend() -> None:
    doc = (ROOT / "docs" / "stt-backends.md").read_text(encoding="utf-8")
    for name, cls in BACKENDS.items():
        assert f"| `{name}` |" in doc
        assert cls.summary
        assert cls.needs
