"""A loopback HTTP server that misbehaves on purpose, on a raw socket (no HTTP library).

Each connection reads one request and answers in one of these ways (:data:`MODES`):

- ``trickle``: a 200 header announcing a body of :data:`TRICKLE_BYTES`, then one byte every
  ``interval`` seconds: no single read ever waits long, the whole reply never ends;
- ``trickle-headers``: the status line and headers one byte every ``interval`` seconds;
- ``silent``: accepts, reads the request, says nothing;
- ``huge``: a 200 without Content-Length and ``huge_bytes`` of body as fast as the client
  reads (then closes);
- ``huge-declared``: a 200 with ``Content-Length: huge_bytes`` and the same body.

Every answer stops by itself after ``max_s`` seconds (the request loop is bounded in count
and time, loopback only). ``events`` records, per connection, whether the client hung up
before the server was done (``client_left``) and how many bytes were sent.
"""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass, field
from typing import Literal

Mode = Literal["trickle", "trickle-headers", "silent", "huge", "huge-declared"]
MODES: tuple[Mode, ...] = ("trickle", "trickle-headers", "silent", "huge", "huge-declared")

TRICKLE_BYTES = 100_000
HEADERS = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"


@dataclass
class Served:
    """What happened on one connection."""

    sent: int = 0
    client_left: bool = False
    done: bool = False


@dataclass
class Misbehaving:
    """The server on ``127.0.0.1:<port>`` (a context manager)."""

    mode: Mode
    interval: float = 0.5
    huge_bytes: int = 100_000_000
    max_s: float = 60.0
    max_connections: int = 50
    port: int = 0
    events: list[Served] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", self.port))
        self.sock.listen(8)
        self.sock.settimeout(0.2)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}"

    def client_gave_up(self) -> bool:
        """Whether the client hung up (or is still being answered) on every connection:
        no reply ran to its end."""
        return bool(self.events) and all(e.client_left or not e.done for e in self.events)

    def __enter__(self) -> Misbehaving:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self.sock.close()

    def _accept(self) -> None:
        while not self._stop.is_set() and len(self.events) < self.max_connections:
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            served = Served()
            self.events.append(served)
            threading.Thread(target=self._serve, args=(conn, served), daemon=True).start()

    def _serve(self, conn: socket.socket, served: Served) -> None:
        ends = time.monotonic() + self.max_s
        try:
            with conn:
                _read_request(conn)
                self._answer(conn, served, ends)
        except OSError:
            served.client_left = True
        finally:
            served.done = True

    def _send(self, conn: socket.socket, data: bytes, served: Served) -> None:
        conn.sendall(data)
        served.sent += len(data)

    def _answer(self, conn: socket.socket, served: Served, ends: float) -> None:
        if self.mode == "silent":
            while time.monotonic() < ends and not self._stop.is_set():
                if _hung_up(conn, self.interval):
                    served.client_left = True
                    return
            return
        if self.mode == "trickle-headers":
            for byte in HEADERS + b"Content-Length: 2\r\n\r\n{}":
                if time.monotonic() >= ends or self._stop.wait(self.interval):
                    return
                self._send(conn, bytes([byte]), served)
            return
        if self.mode == "trickle":
            self._send(conn, HEADERS + f"Content-Length: {TRICKLE_BYTES}\r\n\r\n".encode(), served)
            for _ in range(TRICKLE_BYTES):
                if time.monotonic() >= ends or self._stop.wait(self.interval):
                    return
                self._send(conn, b" ", served)
            return
        head = HEADERS + (
            f"Content-Length: {self.huge_bytes}\r\n".encode()
            if self.mode == "huge-declared"
            else b"Connection: close\r\n"
        )
        self._send(conn, head + b'\r\n{"message": {"content": "', served)
        block = b"x" * 65536
        left = self.huge_bytes
        while left > 0 and time.monotonic() < ends and not self._stop.is_set():
            self._send(conn, block[: min(left, len(block))], served)
            left -= len(block)


def _read_request(conn: socket.socket) -> None:
    """Read one request's head and its Content-Length body."""
    conn.settimeout(10)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return
        body += chunk
    conn.settimeout(None)


def _hung_up(conn: socket.socket, wait_s: float) -> bool:
    """Whether the client closed its end (waits up to ``wait_s`` seconds)."""
    conn.settimeout(wait_s)
    try:
        return conn.recv(1) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def main() -> None:
    """``python -m tests.advisor.misbehaving MODE [--port P] [--seconds S]``: serve one mode
    on loopback for a bounded time (for the figures in BENCHMARKS.md)."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--interval", type=float, default=4.0)
    args = parser.parse_args()
    server = Misbehaving(args.mode, interval=args.interval, max_s=args.seconds, port=args.port)
    with server:
        print(server.url, flush=True)
        time.sleep(args.seconds)


if __name__ == "__main__":
    main()
