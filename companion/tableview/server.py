"""The players' view server: a read-only page and a stream of states, stdlib only.

``GET /`` is the page, ``GET /events`` a ``text/event-stream`` of ``state``
messages (each the full page content, so a client that (re)connects is
current at once), ``GET /state.json`` the :class:`TableView` as JSON. Every
other method gets 405: nothing on the page can change the game.

Limits (issue 14: 1,500 half-open requests held 1,502 threads): a request's
line and headers must arrive within ``read_timeout_s`` in all (a client that
trickles a byte at a time is cut off at the deadline, not at each byte's), a
client that stops reading an event stream is dropped after the same time, and at
most ``max_connections`` are served at once: one more gets ``503`` and is closed
without a thread. Both come from ``[table_view]`` in the config.

Access: on a loopback address (the default, ``127.0.0.1:8765``) no token is
needed. Any other address (the LAN, so phones can join) requires a random
token in the URL (``?t=...``); a request without the right one gets 403. The
token can also be forced on loopback (``token="auto"``): the same code path.

>>> s = TableViewServer("127.0.0.1:0", token="auto")
>>> s.start(); s.url.startswith("http://127.0.0.1:") and "?t=" in s.url
True
>>> s.stop()
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import logging
import secrets
import socket
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TextIO
from urllib.parse import parse_qs, urlsplit

from companion.errors import UsageError
from companion.tableview.model import TableView
from companion.tableview.page import CSP, Theme, page_title, render_fragment, render_page
from companion.tableview.token import TOKEN_BYTES, saved_token
from companion.tableview.viewmodel import build_view

log = logging.getLogger(__name__)

#: Seconds between keep-alive comments on an idle event stream.
KEEPALIVE_S = 15.0
#: Milliseconds a browser waits before reconnecting a dropped stream (the SSE ``retry:``).
RETRY_MS = 1000
#: Seconds a request's line and headers may take in all; also how long a write may block.
READ_TIMEOUT_S = 10.0
#: Connections served at once (page loads and event streams together).
MAX_CONNECTIONS = 100

_BUSY = (
    b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
    b"Retry-After: 5\r\nConnection: close\r\n\r\n503: too many connections to the players' "
    b"view; try again in a moment\n"
)


def parse_bind(bind: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[v6]:PORT`` for IPv6) as ``(host, port)``.

    >>> parse_bind("127.0.0.1:8765"), parse_bind("[::1]:0"), parse_bind("0.0.0.0:80")
    (('127.0.0.1', 8765), ('::1', 0), ('0.0.0.0', 80))
    """
    host, sep, port = bind.rpartition(":")
    if not sep or not port.isdigit() or not host or int(port) > 65535:
        raise UsageError(f"--bind {bind!r}: expected HOST:PORT, e.g. 127.0.0.1:8765")
    return host.strip("[]"), int(port)


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (no token is needed there).

    >>> is_loopback("127.0.0.1"), is_loopback("::1"), is_loopback("0.0.0.0")
    (True, True, False)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _lan_address() -> str:
    """This machine's address on the local network, for a URL phones can open.

    Connecting a UDP socket sends nothing; it only picks the outgoing interface.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            return str(s.getsockname()[0])
        except OSError:
            return socket.gethostname()


class _Hub:
    """The latest rendered state and a condition that wakes every stream on a new one."""

    def __init__(self, view: TableView) -> None:
        self.cond = threading.Condition()
        self.seq = 0
        self.view = view
        self.message = self._message(view)
        self.stopping = False

    def _message(self, view: TableView) -> str:
        return json.dumps(
            {"seq": self.seq, "title": page_title(view), "html": render_fragment(view)},
            ensure_ascii=False,
        )

    def publish(self, view: TableView) -> None:
        with self.cond:
            self.seq += 1
            self.view = view
            self.message = self._message(view)
            self.cond.notify_all()

    def wait(self, after: int, timeout: float) -> tuple[int, str] | None:
        """The latest ``(seq, message)`` once ``seq`` differs from ``after`` or after
        ``timeout`` seconds (then possibly unchanged); ``None`` once the server stops."""
        with self.cond:
            self.cond.wait_for(lambda: self.seq != after or self.stopping, timeout)
            return None if self.stopping else (self.seq, self.message)

    def stop(self) -> None:
        with self.cond:
            self.stopping = True
            self.cond.notify_all()


class _Server(ThreadingHTTPServer):
    """One thread per connection, at most ``max_connections`` of them."""

    daemon_threads = True
    request_queue_size = 64

    def __init__(
        self,
        address: tuple[str, int],
        hub: _Hub,
        token: str | None,
        theme: Theme,
        read_timeout_s: float = READ_TIMEOUT_S,
        max_connections: int = MAX_CONNECTIONS,
    ):
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.hub, self.token, self.theme = hub, token, theme
        self.read_timeout_s, self.max_connections = read_timeout_s, max_connections
        self._active = 0
        self._count = threading.Lock()
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        """Serve in a thread while under the cap; else answer 503 and close at once."""
        with self._count:
            full = self._active >= self.max_connections
            if not full:
                self._active += 1
        if full:
            try:
                request.setblocking(False)
                request.send(_BUSY)
            except OSError:
                pass
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._release()

    def _release(self) -> None:
        with self._count:
            self._active -= 1

    @property
    def active(self) -> int:
        """Connections being served now."""
        with self._count:
            return self._active


class _HeadReader:
    """The request's input until its headers are read: every ``readline`` may wait only
    for what is left of one deadline, so a slow trickle is cut off as a silent client is."""

    def __init__(self, rfile: Any, sock: socket.socket, seconds: float) -> None:
        self._rfile, self._sock = rfile, sock
        self._deadline = time.monotonic() + seconds

    def readline(self, limit: int = -1) -> bytes:
        left = self._deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the request took too long to arrive")
        self._sock.settimeout(left)
        return bytes(self._rfile.readline(limit))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rfile, name)


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    server_version = "QuestCompanionTableView"
    sys_version = ""

    def setup(self) -> None:
        self.request.settimeout(self.server.read_timeout_s)
        super().setup()
        self.rfile = _HeadReader(self.rfile, self.connection, self.server.read_timeout_s)  # type: ignore[assignment]

    def handle(self) -> None:
        """One request (HTTP/1.0: no keep-alive); a client that is too slow or gone is
        dropped quietly, never a traceback on the GM's terminal."""
        try:
            super().handle()
        except OSError as exc:
            log.debug("players' view: dropped %s: %s", self.client_address, exc)

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("%s " + format, self.address_string(), *args)

    def _refuse(self, status: HTTPStatus, why: str) -> None:
        body = f"{status.value} {status.phrase}: {why}\n".encode()
        self.send_response(status)
        if status == HTTPStatus.METHOD_NOT_ALLOWED:
            self.send_header("Allow", "GET")
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _not_get(self) -> None:
        self._refuse(HTTPStatus.METHOD_NOT_ALLOWED, "the players' view is read-only")

    do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_TRACE = _not_get

    def _authorized(self, query: str) -> bool:
        """The token when one is set; without one (loopback), a loopback ``Host`` header, so
        a web page that re-points its own name at 127.0.0.1 (DNS rebinding) reads nothing."""
        token = self.server.token
        if token is None:
            host = urlsplit(f"//{self.headers.get('Host', '')}").hostname or ""
            return is_loopback(host)
        given = parse_qs(query).get("t", [""])[0]
        return hmac.compare_digest(given.encode(), token.encode())

    def do_GET(self) -> None:
        self.connection.settimeout(self.server.read_timeout_s)  # now for writes only
        url = urlsplit(self.path)
        if not self._authorized(url.query):
            self._refuse(HTTPStatus.FORBIDDEN, "open the URL shown on the GM's screen")
            return
        if url.path == "/":
            theme = parse_qs(url.query).get("theme", [self.server.theme])[0]
            html = render_page(self.server.hub.view, "light" if theme == "light" else "dark")
            self._send(html.encode(), "text/html; charset=utf-8", csp=True)
        elif url.path == "/state.json":
            self._send(self.server.hub.view.model_dump_json().encode(), "application/json")
        elif url.path == "/events":
            self._stream()
        else:
            self._refuse(HTTPStatus.NOT_FOUND, "no such page")

    def _send(self, body: bytes, content_type: str, csp: bool = False) -> None:
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        if csp:
            self.send_header("Content-Security-Policy", CSP)
        self.end_headers()
        self.wfile.write(body)

    def _stream(self) -> None:
        """Send the current state at once, then each new one, until the client or server goes."""
        hub = self.server.hub
        # Each message is one small write: send it now, not after the last one's ACK (Nagle).
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        sent = -1
        try:
            self.wfile.write(f"retry: {RETRY_MS}\n\n".encode())
            while (latest := hub.wait(sent, KEEPALIVE_S)) is not None:
                seq, message = latest
                if seq == sent:
                    self.wfile.write(b": keep-alive\n\n")
                else:
                    sent = seq
                    self.wfile.write(f"id: {seq}\nevent: state\ndata: {message}\n\n".encode())
                self.wfile.flush()
        except OSError:  # gone, reset, or not reading for read_timeout_s: drop it
            return


class TableViewServer:
    """The players' view for one session: start it, publish each new state, stop it.

    ``token``: ``None`` needs none on loopback, and on any other ``bind`` uses
    the kept random token (:func:`companion.tableview.token.saved_token`: the
    LAN always needs one, and a restart keeps the URL); ``"auto"`` forces a
    fresh random token anywhere; any other string is used as the token.
    ``deck`` (a :class:`companion.deck.Deck`) gives the cards' names and
    definitions (default: the standard deck when the game uses it).
    """

    def __init__(
        self,
        bind: str = "127.0.0.1:8765",
        token: str | None = None,
        theme: Theme = "dark",
        deck: Any = None,
        read_timeout_s: float = READ_TIMEOUT_S,
        max_connections: int = MAX_CONNECTIONS,
    ) -> None:
        self.host, self.port = parse_bind(bind)
        self.read_timeout_s, self.max_connections = read_timeout_s, max_connections
        if token == "auto":
            token = secrets.token_urlsafe(TOKEN_BYTES)
        elif token is None and not is_loopback(self.host):
            token = saved_token()
        self.token: str | None = token
        self.theme: Theme = theme
        self.deck = deck
        self._hub = _Hub(TableView())
        self._building = threading.Lock()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The address to open (with the token when one is required)."""
        host = self.host
        if host in ("0.0.0.0", "::", ""):
            host = _lan_address()
        if ":" in host:
            host = f"[{host}]"
        query = f"?t={self.token}" if self.token else ""
        return f"http://{host}:{self.port}/{query}"

    def start(self) -> None:
        """Bind and serve in a background thread. A busy port raises :class:`UsageError`."""
        try:
            self._server = _Server(
                (self.host, self.port),
                self._hub,
                self.token,
                self.theme,
                self.read_timeout_s,
                self.max_connections,
            )
        except OSError as exc:
            raise UsageError(
                f"players' view: cannot listen on {self.host}:{self.port}: {exc.strerror}; "
                "pick another with --bind HOST:PORT"
            ) from None
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), name="table-view", daemon=True
        )
        self._thread.start()

    def publish(self, state: Any) -> None:
        """Show an engine state (thread-safe; call after each applied command).

        The view is built by allow-list from the state. A failure to build it is
        logged and leaves the page as it was: the players' view never stops the game.
        """
        with self._building:
            try:
                view = build_view(state, self.deck)
            except Exception:
                log.exception("players' view: cannot build the view; the page keeps the last one")
                return
            self._hub.publish(view)

    def stop(self) -> None:
        """Close every stream and the listening socket."""
        self._hub.stop()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def announce(self, out: TextIO) -> None:
        """Print the URL for the GM's screen, and a QR code of it when phones need one."""
        print(f"Players' view: {self.url}", file=out)
        if is_loopback(self.host):
            return
        import segno

        segno.make(self.url, error="m").terminal(out=out, compact=True)
