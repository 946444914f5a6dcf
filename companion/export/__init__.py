"""After the session: the normalized report, its statistics, and Markdown, HTML and JSON.

::

    report = load_report("session.jsonl")      # replayed through engine.Session
    render(report, "md" | "html" | "json")     # text of one export format
    json_schema()                              # what the JSON export validates against
    session, warnings = load_session("session.jsonl")
    render_table_page(session, deck=None, theme="dark")  # the players' page, final state

Modules: ``model`` (the report's shape), ``loading`` (log -> report),
``normalize`` (events -> room sections), ``tablepage`` (the players' page),
``stats``, ``markdown``, ``html`` (page shell, escaping, CSS: shared with the
players' view), ``html_report``, ``svg`` (charts), ``jsonexport``, ``text``
(phrases shared by every renderer and the review browser).
"""

from __future__ import annotations

from typing import Literal

from companion.export.html_report import render_html
from companion.export.jsonexport import json_schema, render_json
from companion.export.loading import build_report, deck_names, load_report, load_session
from companion.export.markdown import render_markdown
from companion.export.model import EXPORT_SCHEMA, SessionReport
from companion.export.stats import compute_stats
from companion.export.tablepage import render_table_page

Format = Literal["md", "html", "json"]

#: Export formats and their file suffixes.
FORMATS: dict[str, str] = {"md": ".md", "html": ".html", "json": ".json"}


def render(report: SessionReport, fmt: Format) -> str:
    """The report in one format: ``md``, ``html`` or ``json``."""
    if fmt == "md":
        return render_markdown(report)
    if fmt == "html":
        return render_html(report)
    return render_json(report)


__all__ = [
    "EXPORT_SCHEMA",
    "FORMATS",
    "Format",
    "SessionReport",
    "build_report",
    "compute_stats",
    "deck_names",
    "json_schema",
    "load_report",
    "load_session",
    "render",
    "render_html",
    "render_json",
    "render_markdown",
    "render_table_page",
]
