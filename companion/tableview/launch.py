"""Starting the players' view for ``companion play --table-view [--bind HOST:PORT]``.

Front ends (the headless runner, the live screen) call :func:`start_for_play`
once, then ``server.publish(session.state)`` after each applied command, and
``server.stop()`` at the end; the headless runner uses :func:`script_hook`.

On the LAN the token is kept in the user's data folder, so a restarted or
``--resume``-d game serves the same URL and the table's phones and tablets
reconnect by themselves. Delete the file to change the URL.
"""

from __future__ import annotations

import os
import re
import secrets
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

import platformdirs

from companion.config import APP_NAME, TableViewConfig
from companion.tableview.server import TOKEN_BYTES, TableViewServer, is_loopback, parse_bind
from engine import Session

_TOKEN = re.compile(r"^[A-Za-z0-9_-]{20,}$")


def token_path() -> Path:
    """Where the LAN token is kept between runs."""
    return Path(platformdirs.user_data_dir(APP_NAME)) / "table-view-token"


def saved_token(path: Path | None = None) -> str:
    """The kept LAN token, created (readable by the user only) on first use.

    A token that cannot be kept (read-only home) is still random, just new each run.

    >>> import tempfile
    >>> p = Path(tempfile.mkdtemp()) / "t"
    >>> saved_token(p) == saved_token(p) and len(saved_token(p)) >= 20
    True
    """
    path = path or token_path()
    try:
        kept = path.read_text(encoding="ascii").strip()
        if _TOKEN.match(kept):
            return kept
    except (OSError, UnicodeDecodeError):
        pass
    token = secrets.token_urlsafe(TOKEN_BYTES)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(token + "\n")
    except OSError:
        pass
    return token


def start_for_play(
    bind: str | None,
    config: TableViewConfig | None = None,
    deck: Any = None,
    out: TextIO | None = None,
) -> TableViewServer:
    """Start the players' view: ``bind`` (``--bind``) over the config's; print its URL
    (and a QR code for the LAN) to ``out`` (default stdout). Raises :class:`UsageError`
    for a bad or busy address."""
    config = config or TableViewConfig()
    bind = bind or config.bind
    host, _ = parse_bind(bind)
    token = None if is_loopback(host) else saved_token()
    server = TableViewServer(bind, token=token, theme=config.theme, deck=deck)
    server.start()
    server.announce(out or sys.stdout)
    return server


@contextmanager
def script_hook(
    enabled: bool,
    bind: str | None,
    config: TableViewConfig | None = None,
    deck: Any = None,
    out: TextIO | None = None,
) -> Iterator[Callable[[Session], None] | None]:
    """For ``--script F --headless``: with ``enabled`` (``--table-view``), serve the view and
    yield the per-command hook, which publishes the state and then waits the config's
    ``script_pace_s`` so the table can follow; stop serving at the end. Else yield ``None``.
    """
    if not enabled:
        yield None
        return
    config = config or TableViewConfig()
    server = start_for_play(bind, config, deck, out)
    pace = config.script_pace_s

    def after_each(session: Session) -> None:
        server.publish(session.state)
        time.sleep(pace)

    try:
        yield after_each
    finally:
        server.stop()
