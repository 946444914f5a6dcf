"""HTTP to an LLM server with one deadline per request, a cap on the reply, and cancel.

httpx's timeouts are per network operation: a server that sends one byte every few
seconds never trips a read timeout, and a reply of 100 MB is read whole. Here each
request has a single deadline for everything (connect, send, headers, body): a
watchdog timer shuts the request's socket down when it passes, which wakes the
blocked read at once. The body is read in chunks and given up past
:data:`MAX_REPLY_BYTES`. :meth:`LlmLink.cancel` shuts every request in flight the same
way, so quitting the live screen never waits for the model.

All of it lives in an httpx transport (:class:`DeadlineTransport`), so it holds for any
client built on httpx that is given it: :class:`LlmLink`'s own (the OpenAI-compatible
API) and the ``ollama`` package's client (Ollama's native API).

Errors are one type, :class:`LlmHttpError`, whose ``kind`` says what went wrong:

- ``refused``: nothing listening, or the name does not resolve;
- ``timeout``: the deadline passed;
- ``too-big``: the reply is over the cap;
- ``status``: an HTTP error status (``status`` and the server's ``detail``);
- ``broken``: the connection broke or the reply is not JSON;
- ``cancelled``: :meth:`LlmLink.cancel` was called.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

import httpx

#: The largest reply body read, in bytes (a suggestion is about 2 KB).
MAX_REPLY_BYTES = 1_000_000

ErrorKind = Literal["refused", "timeout", "too-big", "status", "broken", "cancelled"]


class LlmHttpError(Exception):
    """A request to the LLM server that gave no usable reply (see the module docstring)."""

    def __init__(self, kind: ErrorKind, message: str, status: int = 0, detail: str = "") -> None:
        super().__init__(message)
        self.kind: ErrorKind = kind
        self.status = status
        self.detail = detail


def redact_url(url: str) -> str:
    """``url`` without a user name or password, safe to print or log.

    >>> redact_url("https://user:s3cret@gpu-box:8443/v1")
    'https://gpu-box:8443/v1'
    >>> redact_url("http://127.0.0.1:11434")
    'http://127.0.0.1:11434'
    """
    parts = urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit(parts._replace(netloc=netloc))


@dataclass
class _Flight:
    """One request in flight: its sockets and whether it was cut short, and why."""

    sockets: list[socket.socket] = field(default_factory=list)
    cut: ErrorKind | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    timer: threading.Timer | None = None

    def stop(self, why: ErrorKind) -> None:
        """Shut every socket of the request (a blocked read returns at once)."""
        with self.lock:
            if self.cut is None:
                self.cut = why
            sockets = list(self.sockets)
        for sock in sockets:
            _shut(sock)

    def opened(self, sock: socket.socket) -> None:
        with self.lock:
            self.sockets.append(sock)
            cut = self.cut
        if cut is not None:
            _shut(sock)


def _shut(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):  # already closed
        sock.shutdown(socket.SHUT_RDWR)


class DeadlineTransport(httpx.BaseTransport):
    """An httpx transport that bounds each request by one deadline and caps its reply.

    Every client of the LLM server sends through it: :class:`LlmLink`'s own client and
    the ``ollama`` package's (``ollama.Client(host, transport=...)`` hands it to
    ``httpx.Client``). A request's deadline is :meth:`LlmLink.bounded`'s, else the link's
    ``deadline_s``; the watchdog shuts the request's socket when it passes, whether the
    caller is still waiting for headers or reading the body. A reply that declares or
    sends more than ``max_bytes`` is given up. Every failure is an :class:`LlmHttpError`
    (httpx and the ``ollama`` client pass it through untouched).
    """

    def __init__(self, link: LlmLink, inner: httpx.BaseTransport) -> None:
        self.link = link
        self.inner = inner

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        link = self.link
        limit = link.current_deadline()
        if limit <= 0:
            raise LlmHttpError("timeout", f"no time left of {link.deadline_s:g} s")
        flight = link.take_off(limit)
        began = time.monotonic()

        def trace(event: str, info: dict[str, Any]) -> None:
            if event == "connection.connect_tcp.complete":
                sock = info["return_value"].get_extra_info("socket")
                if isinstance(sock, socket.socket):
                    flight.opened(sock)

        # A fresh connection per request (no keep-alive): its socket is the one the
        # watchdog cuts. Each network operation also times out by the deadline.
        request.extensions = {
            **request.extensions,
            "trace": trace,
            "timeout": httpx.Timeout(limit).as_dict(),
        }
        try:
            response = self.inner.handle_request(request)
        except LlmHttpError:
            link.land(flight)
            raise
        except (httpx.HTTPError, OSError) as exc:
            link.land(flight)
            raise link.failure(exc, flight, limit, began) from None
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > link.max_bytes:
            response.close()
            link.land(flight)
            raise LlmHttpError("too-big", f"the reply is {int(declared):,} bytes: too big")
        return httpx.Response(
            response.status_code,
            headers=response.headers,
            stream=_CappedStream(response, flight, self.link, limit, began),
            extensions=response.extensions,
        )

    def close(self) -> None:
        self.inner.close()


class _CappedStream(httpx.SyncByteStream):
    """A reply body read under its request's deadline, given up past the size cap."""

    def __init__(
        self, response: httpx.Response, flight: _Flight, link: LlmLink, limit: float, began: float
    ) -> None:
        self.response = response
        self.flight = flight
        self.link = link
        self.limit = limit
        self.began = began

    def __iter__(self) -> Iterator[bytes]:
        size = 0
        body = self.response.stream
        if not isinstance(body, httpx.SyncByteStream):
            raise LlmHttpError("broken", "the transport gave an async body")
        try:
            for chunk in body:
                size += len(chunk)
                if size > self.link.max_bytes:
                    raise LlmHttpError(
                        "too-big", f"the reply is over {self.link.max_bytes:,} bytes: too big"
                    )
                yield chunk
        except (httpx.HTTPError, OSError) as exc:
            raise self.link.failure(exc, self.flight, self.limit, self.began) from None

    def close(self) -> None:
        try:
            with contextlib.suppress(httpx.HTTPError, OSError):  # the watchdog shut it
                self.response.close()
        finally:
            self.link.land(self.flight)


class LlmLink:
    """Requests to one server (``base_url``), each bounded by ``deadline_s`` seconds.

    :attr:`transport` (a :class:`DeadlineTransport`) carries every request, this link's
    and those of any client given it. ``headers`` go with this link's requests (an
    ``Authorization`` header is never logged or shown: errors name the URL without
    credentials). ``transport`` replaces the network (tests: ``httpx.MockTransport``);
    without a real socket the deadline still bounds each read, but cannot cut a read short.
    """

    def __init__(
        self,
        base_url: str,
        deadline_s: float,
        *,
        headers: Mapping[str, str] | None = None,
        max_bytes: int = MAX_REPLY_BYTES,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.deadline_s = deadline_s
        self.max_bytes = max_bytes
        network = transport or httpx.HTTPTransport(limits=httpx.Limits(max_keepalive_connections=0))
        self.transport = DeadlineTransport(self, network)
        self._client = httpx.Client(headers=dict(headers or {}), transport=self.transport)
        self._open: dict[int, _Flight] = {}
        self._lock = threading.Lock()
        self._cancelled = False
        self._local = threading.local()
        self._secrets = [v.split()[-1] for k, v in (headers or {}).items() if v.strip()]

    def scrub(self, text: str) -> str:
        """``text`` with every header value that could be a secret (the API key) masked:
        a server's error message may quote the key it refused."""
        for secret in self._secrets:
            if len(secret) >= 4:
                text = text.replace(secret, "***")
        return text

    @property
    def shown_url(self) -> str:
        """The base URL as it may be printed (no credentials)."""
        return redact_url(self.base_url)

    def cancel(self) -> None:
        """Cut every request in flight and refuse new ones (for quitting)."""
        with self._lock:
            self._cancelled = True
            flights = list(self._open.values())
        for flight in flights:
            flight.stop("cancelled")

    @contextmanager
    def bounded(self, deadline_s: float) -> Iterator[None]:
        """Requests this thread sends inside the block get ``deadline_s`` seconds each
        (the retry's share of a suggestion's deadline), whoever's client sends them."""
        before = getattr(self._local, "deadline", None)
        self._local.deadline = deadline_s
        try:
            yield
        finally:
            self._local.deadline = before

    def current_deadline(self) -> float:
        """The deadline of a request this thread sends now, in seconds."""
        bound = getattr(self._local, "deadline", None)
        return self.deadline_s if bound is None else float(bound)

    def take_off(self, deadline_s: float) -> _Flight:
        """Register a request and start its watchdog (refused after :meth:`cancel`)."""
        flight = _Flight()
        with self._lock:
            if self._cancelled:
                raise LlmHttpError("cancelled", "cancelled")
            self._open[id(flight)] = flight
        flight.timer = threading.Timer(deadline_s, flight.stop, args=("timeout",))
        flight.timer.daemon = True
        flight.timer.start()
        return flight

    def land(self, flight: _Flight) -> None:
        """The request is over: stop its watchdog and forget it."""
        if flight.timer is not None:
            flight.timer.cancel()
        with self._lock:
            self._open.pop(id(flight), None)

    def failure(
        self, exc: BaseException, flight: _Flight, limit: float, began: float
    ) -> LlmHttpError:
        """The :class:`LlmHttpError` for a network error of a request."""
        if flight.cut == "cancelled":
            return LlmHttpError("cancelled", "cancelled")
        if flight.cut is not None:
            spent = time.monotonic() - began
            return LlmHttpError("timeout", f"no complete reply within {limit:g} s ({spent:.1f} s)")
        if isinstance(exc, httpx.TimeoutException):
            return LlmHttpError("timeout", f"no complete reply within {limit:g} s")
        if isinstance(exc, httpx.ConnectError | ConnectionRefusedError):
            return LlmHttpError("refused", f"nothing answers at {self.shown_url}")
        return LlmHttpError("broken", f"the connection broke: {type(exc).__name__}")

    def get_json(self, path: str, deadline_s: float | None = None) -> Any:
        """GET ``base_url + path`` and parse the JSON reply."""
        return self._request("GET", path, None, deadline_s)

    def post_json(self, path: str, body: Any, deadline_s: float | None = None) -> Any:
        """POST ``body`` as JSON to ``base_url + path`` and parse the JSON reply."""
        return self._request("POST", path, body, deadline_s)

    def post_lines(self, path: str, body: Any, deadline_s: float | None = None) -> list[Any]:
        """POST and parse a newline-delimited JSON reply (a streamed answer), one per line."""
        raw = self._raw("POST", path, body, deadline_s)
        try:
            return [json.loads(line) for line in raw.splitlines() if line.strip()]
        except (ValueError, RecursionError):
            raise LlmHttpError("broken", "the reply is not JSON lines") from None

    def _request(self, method: str, path: str, body: Any, deadline_s: float | None) -> Any:
        raw = self._raw(method, path, body, deadline_s)
        try:
            return json.loads(raw)
        except (ValueError, RecursionError):
            raise LlmHttpError("broken", "the reply is not JSON") from None

    def _raw(self, method: str, path: str, body: Any, deadline_s: float | None) -> bytes:
        limit = self.current_deadline() if deadline_s is None else deadline_s
        kwargs: dict[str, Any] = {} if body is None else {"json": body}
        with self.bounded(limit):
            response = self._client.request(method, self.base_url + path, **kwargs)
        if response.status_code >= 400:
            detail = self.scrub(_detail(response.content))
            raise LlmHttpError(
                "status", f"HTTP {response.status_code}: {detail}", response.status_code, detail
            )
        return response.content

    def close(self) -> None:
        """Cancel what is in flight and release the connection pool."""
        self.cancel()
        self._client.close()


def _detail(raw: bytes) -> str:
    """The server's error message from an error body (JSON ``error`` or plain text).

    >>> _detail(b'{"error": "model \\\\"x\\\\" not found"}')
    'model "x" not found'
    >>> _detail(b'{"error": {"message": "bad key", "type": "auth"}}')
    'bad key'
    """
    text = raw[:2000].decode("utf-8", "replace")
    try:
        data = json.loads(text)
    except ValueError:
        return text.strip()[:200]
    if isinstance(data, dict):
        err = data.get("error", data.get("detail", ""))
        if isinstance(err, dict):
            err = err.get("message", "")
        return str(err)[:200]
    return text.strip()[:200]
