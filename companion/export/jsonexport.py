"""The JSON export: the normalized session for other tools, and its published schema.

``companion export LOG --format json`` writes :func:`render_json`;
``companion export --schema`` prints :func:`json_schema` (JSON Schema draft
2020-12, generated from :class:`~companion.export.model.SessionReport`, so the
two cannot drift apart). The document names its shape in
``header.export_schema`` (:data:`~companion.export.model.EXPORT_SCHEMA`).

>>> schema = json_schema()
>>> schema["$schema"], schema["title"]
('https://json-schema.org/draft/2020-12/schema', 'SessionReport')
"""

from __future__ import annotations

from typing import Any

from companion.export.model import EXPORT_SCHEMA, SessionReport


def render_json(report: SessionReport) -> str:
    """The report as indented JSON (UTF-8 text, non-ASCII kept), ending in a newline."""
    return report.model_dump_json(indent=2) + "\n"


def json_schema() -> dict[str, Any]:
    """The JSON Schema every :func:`render_json` document validates against."""
    schema = SessionReport.model_json_schema(mode="serialization")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"urn:quest-companion:{EXPORT_SCHEMA}",
        **schema,
    }
