"""``companion doctor``: one line per check (OK/WARN/FAIL, with a fix); exit 0 on the defaults."""

from __future__ import annotations

import json
import os
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

from companion.config import Config, OllamaConfig
from companion.doctor import check_log_dir, check_ollama, exit_code, run_checks
from tests.foundation.test_cli import run_cli

LINE = re.compile(r"^(OK|WARN|FAIL)\s+[a-z ]+: .+")


def test_doctor_exits_0_here_and_ollama_absent_is_a_warning(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "c"),
        "XDG_DATA_HOME": str(tmp_path / "d"),
        # Nothing listens on port 9 of loopback: connection refused, like a machine without Ollama.
        "COMPANION_OLLAMA_HOST": "http://127.0.0.1:9",
    }
    out = run_cli("doctor", env=env)
    lines = out.stdout.strip().splitlines()
    assert all(LINE.match(line) for line in lines), out.stdout
    assert out.returncode == 0, out.stdout
    ollama = next(line for line in lines if line.split()[1] == "ollama:")
    assert ollama.startswith("WARN")
    assert "->" in ollama
    names = {line.split(":")[0].split(None, 1)[1] for line in lines}
    for required in ("python", "decks", "prompts", "log directory", "voice extra", "ollama"):
        assert required in names


def test_unwritable_log_dir_fails_with_a_fix(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    config = Config.model_validate({"log": {"dir": str(blocker / "sessions")}})
    check = check_log_dir(config)
    assert check.level == "FAIL"
    assert "[log] dir" in check.fix
    assert exit_code([check]) == 1


class _FakeOllama(BaseHTTPRequestHandler):
    """A loopback server answering GET /api/tags in Ollama's documented format."""

    models: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        if self.path != "/api/tags":
            self.send_error(404)
            return
        body = json.dumps({"models": [{"name": n, "model": n} for n in self.models]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def ollama_host() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FakeOllama)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_ollama_reachable_and_model_pulled(ollama_host: str) -> None:
    _FakeOllama.models = ["qwen2.5:3b-instruct", "llama3.2:latest"]
    checks = list(check_ollama(Config(ollama=OllamaConfig(host=ollama_host))))
    assert [c.level for c in checks] == ["OK", "OK"]
    checks = list(check_ollama(Config(ollama=OllamaConfig(host=ollama_host, model="llama3.2"))))
    assert [c.level for c in checks] == ["OK", "OK"], "name without tag matches :latest"


def test_ollama_reachable_but_model_missing_says_pull(ollama_host: str) -> None:
    _FakeOllama.models = ["other:1b"]
    checks = list(check_ollama(Config(ollama=OllamaConfig(host=ollama_host, model="phi4"))))
    assert checks[1].level == "WARN"
    assert checks[1].fix == "ollama pull phi4"


def test_every_check_prints_one_line() -> None:
    config = Config(ollama=OllamaConfig(host="http://127.0.0.1:9"))
    for check in run_checks(config):
        assert "\n" not in check.line()
        assert LINE.match(check.line())
        if check.level != "OK":
            assert check.fix or check.level == "WARN"
