"""Starting the players' view for `companion play --table-view`."""

from __future__ import annotations

import io
import json
import stat
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from pydantic import ValidationError

from companion.config import TableViewConfig
from companion.errors import UsageError
from companion.tableview import start_for_play
from companion.tableview.launch import script_hook
from companion.tableview.token import saved_token, token_path
from tests.tableview import states


def test_loopback_from_the_config_needs_no_token() -> None:
    out = io.StringIO()
    server = start_for_play(None, TableViewConfig(bind="127.0.0.1:0", theme="light"), out=out)
    try:
        assert server.token is None
        assert server.theme == "light"
        assert out.getvalue() == f"Players' view: {server.url}\n"
    finally:
        server.stop()


def test_the_bind_flag_wins_over_the_config() -> None:
    config = TableViewConfig(bind="127.0.0.1:9")  # a port no one may bind
    server = start_for_play("127.0.0.1:0", config, out=io.StringIO())
    assert server.port not in (0, 9)
    server.stop()
    with pytest.raises(UsageError, match="HOST:PORT"):
        start_for_play("nonsense", out=io.StringIO())


def test_a_bad_bind_in_the_config_is_a_config_error() -> None:
    with pytest.raises(ValidationError, match="expected HOST:PORT"):
        TableViewConfig(bind="bad")


def test_the_lan_token_is_kept_private_and_reused(tmp_path: Path) -> None:
    """A restarted or resumed game serves the same URL, so the table's phones reconnect."""
    path = tmp_path / "table-view-token"
    first = saved_token(path)
    assert saved_token(path) == first
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_text("short\n")
    assert saved_token(path) not in (first, "short")


def test_the_token_lives_in_the_user_data_folder() -> None:
    assert "quest-companion" in str(token_path())


def test_script_hook_is_off_without_table_view() -> None:
    with script_hook(False, "127.0.0.1:0") as hook:
        assert hook is None


def test_script_hook_publishes_each_state_then_waits_the_pace() -> None:
    session = states.real_session()
    out = io.StringIO()
    config = TableViewConfig(bind="127.0.0.1:0", script_pace_s=0.2)
    with script_hook(True, None, config, out=out) as hook:
        assert hook is not None
        url = out.getvalue().split("Players' view: ", 1)[1].strip()
        started = time.monotonic()
        hook(session.state)
        assert time.monotonic() - started >= 0.2
        with urllib.request.urlopen(url + "state.json", timeout=5) as r:
            assert json.load(r)["room"]["number"] == 1
    with pytest.raises(urllib.error.URLError, match="refused"):
        urllib.request.urlopen(url + "state.json", timeout=2)
