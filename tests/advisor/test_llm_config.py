"""The LLM sections of the config are checked when it loads (issue 14.11), and the advisors
are one registry read by config validation and ``--advisor`` (issue 11)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.advisor import make_advisor
from companion.advisor.ollama_advisor import OllamaAdvisor
from companion.advisor.openai_advisor import OpenAIAdvisor
from companion.advisor_registry import ADVISORS, LLM_BACKENDS, advisor_class
from companion.config import Config, load_config
from companion.deck import standard_deck
from companion.errors import ConfigError

ROOT = Path(__file__).resolve().parents[2]
GRIGNR = ROOT / "fixtures" / "characters" / "grignr.toml"


def suggest(tmp_path: Path, config_text: str, *extra: str) -> subprocess.CompletedProcess[str]:
    config = tmp_path / "config.toml"
    config.write_text(config_text, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path)}
    return subprocess.run(
        [
            *(sys.executable, "-m", "companion", "--config", str(config), "suggest"),
            *("--character", str(GRIGNR), "--pool", "malapropism", *extra, "I swing"),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )


@pytest.mark.parametrize(
    ("text", "line", "key"),
    [
        ('[ollama]\nmodel = ""\n', 2, "ollama.model"),
        ('[ollama]\nhost = "localhost:11434"\n', 2, "ollama.host"),
        ('[advisor]\nmode = "oracle"\n', 2, "advisor.mode"),
        ('[advisor]\nbackend = "lexicon"\n', 2, "advisor.backend"),
        ('[openai]\nmodel = "two words"\n', 2, "openai.model"),
        ('\n[openai]\napi_key_env = "sk-live-123"\n', 3, "openai.api_key_env"),
    ],
)
def test_a_bad_llm_setting_is_one_line_naming_file_line_and_key(
    tmp_path: Path, text: str, line: int, key: str
) -> None:
    run = suggest(tmp_path, text, "--advisor", "ollama")
    assert run.returncode == 2
    (message,) = run.stderr.strip().splitlines()
    assert message.startswith(f"companion: config error: {tmp_path / 'config.toml'}:{line}:{key}: ")
    assert "Traceback" not in run.stderr
    assert "sk-live-123" not in message, "a pasted key is echoed back"


def test_the_registry_is_what_config_and_the_cli_accept(tmp_path: Path) -> None:
    for name in ADVISORS:
        assert Config.model_validate({"advisor": {"mode": name}}).advisor.mode == name
    for name in LLM_BACKENDS:
        assert Config.model_validate({"advisor": {"backend": name}}).advisor.backend == name
    run = subprocess.run(
        [sys.executable, "-m", "companion", "suggest", "--help"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        timeout=60,
    )
    assert "{" + ",".join(ADVISORS) + "}" in run.stdout
    path = tmp_path / "c.toml"
    path.write_text('[advisor]\nmode = "gpt"\n', encoding="utf-8")
    with pytest.raises(ConfigError):
        load_config(path, environ={})


def test_make_advisor_builds_each_registered_class() -> None:
    deck = standard_deck()
    config = Config()
    for name in ADVISORS:
        made = make_advisor(name, deck, config)
        assert isinstance(made, advisor_class(name))
    auto = make_advisor("auto", deck, Config.model_validate({"advisor": {"backend": "openai"}}))
    assert isinstance(auto.llm, OpenAIAdvisor)  # type: ignore[union-attr]
    assert isinstance(make_advisor("auto", deck, config).llm, OllamaAdvisor)  # type: ignore[union-attr]
