"""Starting the players' view for `companion play --table-view`."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import pytest

from companion.config import TableViewConfig
from companion.errors import UsageError
from companion.tableview import start_for_play
from companion.tableview.launch import saved_token, token_path


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
    server = start_for_play("127.0.0.1:0", TableViewConfig(bind="bad"), out=io.StringIO())
    server.stop()
    with pytest.raises(UsageError, match="HOST:PORT"):
        start_for_play("nonsense", out=io.StringIO())


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
