"""After the session: the normalized report, its statistics, and the export formats.

::

    report = load_report("session.jsonl")      # replayed through engine.Session
    render(report, "md" | "html" | "json")     # text of one report format
    FORMATS["html"].render(ExportSource("session.jsonl"))  # any format, in pieces
    json_schema()                              # what the JSON export validates against

Modules: ``formats`` (the registry of export formats: name, suffix, renderer),
``source`` (what a format reads: the report or the replayed session), ``model``
(the report's shape), ``loading`` (log -> report), ``normalize`` (events -> room
sections), ``stats``, ``markdown``, ``html`` (page shell, escaping, CSS: shared
with the players' view), ``html_report``, ``svg`` (charts), ``jsonexport``,
``text`` (phrases shared by every renderer and the review browser). The players'
page of a finished log (``--format table``) is the players' view's own
(:mod:`companion.tableview.finished`).
"""

from __future__ import annotations

from companion.export.formats import FORMATS, ExportFormat, for_suffix
from companion.export.html_report import render_html
from companion.export.jsonexport import json_schema, render_json
from companion.export.loading import build_report, deck_names, load_report, load_session
from companion.export.markdown import render_markdown
from companion.export.model import EXPORT_SCHEMA, SessionReport
from companion.export.source import ExportSource
from companion.export.stats import compute_stats


def render(report: SessionReport, fmt: str) -> str:
    """The report in one export format that reads the report (``md``, ``html``, ``json``)."""
    return FORMATS[fmt].text(ExportSource(report=report))


__all__ = [
    "EXPORT_SCHEMA",
    "FORMATS",
    "ExportFormat",
    "ExportSource",
    "SessionReport",
    "build_report",
    "compute_stats",
    "deck_names",
    "for_suffix",
    "json_schema",
    "load_report",
    "load_session",
    "render",
    "render_html",
    "render_json",
    "render_markdown",
]
