"""The OpenAI-compatible server's API key goes in the Authorization header and nowhere else.

Issue 16: "the key from an environment variable only (never written to the log or config
dumps)" and "never expose ... API keys in logs, exports or `doctor` output". A live
session in a real terminal (tmux) refines one action through ``--advisor openai``
against the scripted server, which demands the key; then the log is exported in every
format, and the key is looked for everywhere the session wrote or showed anything.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.config import default_config_text
from tests.advisor.openai_stub import OpenAIStub
from tests.system import require_program
from tests.ui.test_tmux import Tmux, companion_command

ROOT = Path(__file__).resolve().parents[2]
SECRET = "qc-live-secret-Vb93KsW1"


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    require_program("tmux")
    t = Tmux(tmp_path)
    yield t
    t.kill()


def test_the_key_is_in_no_log_export_screen_or_config(tmux: Tmux, tmp_path: Path) -> None:
    with OpenAIStub(key=SECRET) as stub:
        config = tmp_path / "config.toml"
        config.write_text(
            f'[openai]\nbase_url = "{stub.base_url}"\nmodel = "stub-success"\n'
            'api_key_env = "QC_TEST_KEY"\ntimeout_s = 30\n',
            encoding="utf-8",
        )
        tmux.env["QC_TEST_KEY"] = SECRET
        play = f"{companion_command()} --config {shlex.quote(str(config))} play"
        tmux.start(f"{play} --advisor openai; echo QC-EXITED-$?")
        tmux.wait_for("advisor LLM")
        tmux.special("C-r")
        tmux.wait_for("Room 1 of 6")
        tmux.special("Enter")
        tmux.keys("For all intensive purposes I swing Mother at the door")
        tmux.special("Enter")
        screens = [tmux.wait_for("advisor LLM (")]
        tmux.keys("q")
        tmux.wait_for("Quit?")
        tmux.keys("y")
        screens.append(tmux.wait_for("QC-EXITED-0"))
        assert any(path == "/v1/chat/completions" for path, _, _ in stub.requests)
        sent = {h.get("Authorization") for _, h, _ in stub.requests}
    assert sent == {f"Bearer {SECRET}"}
    (log,) = sorted((tmp_path / "data").rglob("session-*.jsonl"))
    text = log.read_text(encoding="utf-8")
    assert '"source":"openai"' in text.replace(" ", "")
    written = [text, config.read_text(encoding="utf-8"), default_config_text(), *screens]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QC_TEST_KEY": SECRET}
    for fmt in ("md", "html", "json"):
        out = tmp_path / f"export.{fmt}"
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "companion",
                "export",
                str(log),
                "--format",
                fmt,
                "-o",
                str(out),
            ],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            cwd=ROOT,
        )
        assert run.returncode == 0, run.stderr
        written += [out.read_text(encoding="utf-8"), run.stdout, run.stderr]
    for where in written:
        assert SECRET not in where
