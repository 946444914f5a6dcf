"""Configuration: defaults, the commented default file, env overrides, and one-line errors."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

from companion.config import Config, default_config_text, load_config
from companion.errors import ConfigError
from tests.foundation.test_cli import run_cli


def test_default_text_is_commented_and_loads_to_the_defaults() -> None:
    text = default_config_text()
    assert Config.model_validate(tomllib.loads(text)) == Config()
    lines = text.splitlines()
    keys = [i for i, line in enumerate(lines) if " = " in line and not line.startswith("#")]
    assert keys, "the default file shows every key"
    for i in keys:
        assert lines[i - 1].startswith("# "), f"key without a comment: {lines[i]}"


def test_default_file_is_written_at_the_xdg_location(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    load_config()
    written = tmp_path / "quest-companion" / "config.toml"
    assert written.read_text(encoding="utf-8") == default_config_text()


def test_bad_value_names_file_line_and_key(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[advisor]\nmode = "auto"\n\n[ollama]\nhost = "http://h:1"\ntimeout_s = -3\n')
    with pytest.raises(ConfigError) as err:
        load_config(path, environ={})
    assert str(err.value).startswith(f"config error: {path}:6:ollama.timeout_s: ")


def test_unknown_key_is_an_error_not_ignored(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[stt]\nmodle = 'base.en'\n")
    with pytest.raises(ConfigError, match=r":2:stt\.modle: Extra inputs are not permitted"):
        load_config(path, environ={})


def test_syntax_error_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[stt]\nmodel = 'tiny.en'\nwake_word = \n")
    with pytest.raises(ConfigError, match=rf"^config error: {path}:3:\(syntax\): not valid TOML"):
        load_config(path, environ={})


def test_environment_overrides_the_file(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[ollama]\nmodel = 'a'\ntimeout_s = 3\n")
    env = {"COMPANION_OLLAMA_MODEL": "llama3.2:3b", "COMPANION_STT_END_SILENCE_MS": "700"}
    config = load_config(path, environ=env)
    assert config.ollama.model == "llama3.2:3b"
    assert config.ollama.timeout_s == 3
    assert config.stt.end_silence_ms == 700


def test_bad_environment_value_names_the_variable() -> None:
    with pytest.raises(
        ConfigError, match=r"^config error: \$COMPANION_ADVISOR_MODE:advisor\.mode: "
    ):
        load_config(None, environ={"COMPANION_ADVISOR_MODE": "magic"}, write_default=False)


def test_explicit_missing_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such file"):
        load_config(tmp_path / "missing.toml", environ={})


def test_cli_reports_a_broken_config_in_one_line_with_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[advisor]\nmode = 'psychic'\n")
    out = run_cli("--config", str(path), "doctor", env={**os.environ, "HOME": str(tmp_path)})
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert f"config error: {path}:2:advisor.mode:" in lines[0]
    assert "Traceback" not in out.stderr
