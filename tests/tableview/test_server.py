"""The players' view server: token gate, read-only methods, the event stream."""

from __future__ import annotations

import http.client
import io
import json
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from companion.errors import UsageError
from companion.tableview import TableViewServer
from companion.tableview.server import parse_bind
from companion.tableview.sse import SseClient
from tests.tableview import states
from tests.tableview.states import MARK


def _get(server: TableViewServer, path: str, method: str = "GET") -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    conn.request(method, path)
    resp = conn.getresponse()
    resp.read()
    conn.close()
    return resp


def _path(server: TableViewServer, path: str) -> str:
    """``path`` with the server's token query, as the printed URL carries it."""
    query = urlsplit(server.url).query
    return f"{path}?{query}" if query else path


@pytest.fixture
def open_server() -> Iterator[TableViewServer]:
    server = TableViewServer("127.0.0.1:0")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def token_server() -> Iterator[TableViewServer]:
    """Token mode forced on loopback: the same code path as a LAN bind."""
    server = TableViewServer("127.0.0.1:0", token="auto")
    server.start()
    yield server
    server.stop()


def test_plain_loopback_needs_no_token(open_server: TableViewServer) -> None:
    assert open_server.token is None
    assert "?t=" not in open_server.url
    for path in ("/", "/state.json", "/?theme=light"):
        assert _get(open_server, path).status == 200


@pytest.mark.parametrize(
    ("host", "status"),
    [("127.0.0.1", 200), ("localhost", 200), ("[::1]", 200), ("evil.example", 403), ("", 403)],
)
def test_tokenless_loopback_answers_loopback_host_names_only(
    open_server: TableViewServer, host: str, status: int
) -> None:
    """A page that re-points its own host name at 127.0.0.1 (DNS rebinding) reads nothing."""
    conn = http.client.HTTPConnection("127.0.0.1", open_server.port, timeout=5)
    conn.putrequest("GET", "/state.json", skip_host=True)
    if host:
        conn.putheader("Host", f"{host}:{open_server.port}")
    conn.endheaders()
    assert conn.getresponse().status == status
    conn.close()


@pytest.mark.parametrize("path", ["/", "/events", "/state.json", "/nope"])
def test_no_token_is_forbidden_everywhere(token_server: TableViewServer, path: str) -> None:
    assert _get(token_server, path).status == 403
    assert _get(token_server, f"{path}?t=wrong-{token_server.token}").status == 403


def test_with_the_right_token_the_page_is_served(token_server: TableViewServer) -> None:
    assert token_server.token is not None
    assert len(token_server.token) >= 20
    resp = _get(token_server, _path(token_server, "/"))
    assert resp.status == 200
    assert resp.getheader("Content-Type") == "text/html; charset=utf-8"
    csp = resp.getheader("Content-Security-Policy") or ""
    assert "default-src 'none'" in csp
    assert "script-src 'sha256-" in csp


def test_auto_tokens_are_random() -> None:
    tokens = {TableViewServer("127.0.0.1:0", token="auto").token for _ in range(5)}
    assert len(tokens) == 5


def test_a_lan_bind_always_gets_a_token() -> None:
    """The LAN is opt-in and then requires a token, even when none was asked for."""
    server = TableViewServer("0.0.0.0:8765")
    assert server.token is not None
    assert TableViewServer("0.0.0.0:8766").token == server.token  # kept: a restart keeps it
    assert server.url.endswith(f":8765/?t={server.token}")
    assert not server.url.startswith("http://0.0.0.0")


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"])
def test_only_get_is_allowed(token_server: TableViewServer, method: str) -> None:
    resp = _get(token_server, _path(token_server, "/"), method=method)
    assert resp.status == 405
    assert resp.getheader("Allow") == "GET"


@pytest.mark.parametrize("bind", ["8765", "localhost", "host:port", "127.0.0.1:70000", ":80"])
def test_bad_bind_is_a_usage_error(bind: str) -> None:
    with pytest.raises(UsageError, match="HOST:PORT"):
        parse_bind(bind)


def test_a_busy_port_is_a_usage_error(open_server: TableViewServer) -> None:
    with pytest.raises(UsageError, match="--bind"):
        TableViewServer(f"127.0.0.1:{open_server.port}").start()


def test_stream_sends_full_state_then_each_new_one(token_server: TableViewServer) -> None:
    token_server.publish(states.state(partials=("Grignr",)))
    client = SseClient(token_server.url.replace("/?", "/events?"))
    try:
        assert client.status == 200
        assert client.content_type.startswith("text/event-stream")
        first = client.next()
        assert first.event == "state"
        assert "1/5" in json.loads(first.data)["html"]
        token_server.publish(states.state(partials=("Grignr", "Olo")))
        second = client.next()
        assert int(second.id) == int(first.id) + 1
        assert "2/5" in json.loads(second.data)["html"]
    finally:
        client.close()


def test_no_secret_in_any_stream_message_or_json(token_server: TableViewServer) -> None:
    token_server.publish(states.state(last=states.last_against(f"{MARK}-ambush"), elapsed_s=4000))
    client = SseClient(token_server.url.replace("/?", "/events?"))
    try:
        message = client.next()
    finally:
        client.close()
    assert "Ghoul pack" in message.data
    assert MARK not in message.data
    state_json = http.client.HTTPConnection("127.0.0.1", token_server.port, timeout=5)
    state_json.request("GET", _path(token_server, "/state.json"))
    body = state_json.getresponse().read().decode()
    state_json.close()
    assert "Ghoul pack" in body
    assert MARK not in body


def test_a_state_that_cannot_be_shown_keeps_the_last_page(
    open_server: TableViewServer, caplog: pytest.LogCaptureFixture
) -> None:
    open_server.publish(states.state())
    open_server.publish(object())
    assert "cannot build the view" in caplog.text
    conn = http.client.HTTPConnection("127.0.0.1", open_server.port, timeout=5)
    conn.request("GET", "/state.json")
    assert json.loads(conn.getresponse().read())["room"]["title"] == "Hall of Bob"
    conn.close()


def test_stop_ends_open_streams(open_server: TableViewServer) -> None:
    client = SseClient(f"http://127.0.0.1:{open_server.port}/events")
    client.next()
    open_server.stop()
    with pytest.raises(EOFError):
        client.next()
    client.close()


def test_announce_prints_the_url_and_a_qr_code_for_the_lan() -> None:
    out = io.StringIO()
    TableViewServer("0.0.0.0:8765").announce(out)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("Players' view: http://")
    assert "?t=" in lines[0]
    assert len(lines) > 10  # the QR code's rows
    out = io.StringIO()
    TableViewServer("127.0.0.1:8765").announce(out)
    assert out.getvalue() == "Players' view: http://127.0.0.1:8765/\n"
