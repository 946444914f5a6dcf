"""Starting the players' view for ``companion play --table-view [--bind HOST:PORT]``.

Front ends (the headless runner, the live screen) call :func:`start_for_play`
once, then ``server.publish(state)`` after each applied command, and
``server.stop()`` at the end; the headless runner uses :func:`script_hook`.

On the LAN the token is kept between runs (:mod:`companion.tableview.token`),
so a restarted or ``--resume``-d game serves the same URL and the table's
phones and tablets reconnect by themselves.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from companion.config import TableViewConfig
from companion.tableview.server import TableViewServer
from engine.state import GameState


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
    server = TableViewServer(
        bind or config.bind,
        theme=config.theme,
        deck=deck,
        read_timeout_s=config.read_timeout_s,
        max_connections=config.max_connections,
    )
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
) -> Iterator[Callable[[GameState], None] | None]:
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

    def after_each(state: GameState) -> None:
        server.publish(state)
        time.sleep(pace)

    try:
        yield after_each
    finally:
        server.stop()
