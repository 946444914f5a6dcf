"""The players' view: the face-up pool, the challenges and the party on a screen the table sees.

``companion play --table-view [--bind HOST:PORT]`` starts a :class:`TableViewServer`
and publishes every new game state to it; :func:`render_static` gives the same
page, frozen, for a finished log (:func:`render_table_page`: ``companion export LOG
--format table``).
Only what players may see ever reaches it
(:mod:`companion.tableview.viewmodel`).
"""

from __future__ import annotations

from companion.tableview.finished import render_table_page
from companion.tableview.launch import start_for_play
from companion.tableview.model import TableView
from companion.tableview.page import render_static
from companion.tableview.server import TableViewServer
from companion.tableview.viewmodel import build_view, view_of_session

__all__ = [
    "TableView",
    "TableViewServer",
    "build_view",
    "render_static",
    "render_table_page",
    "start_for_play",
    "view_of_session",
]
