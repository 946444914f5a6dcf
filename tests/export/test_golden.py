"""The golden five-room game exported to every format matches the files in fixtures/exports.

After a deliberate change, regenerate them with ``python -m tests.export.regenerate_golden``
and review the diff.
"""

from __future__ import annotations

import json

import jsonschema
import pytest

from companion.export import FORMATS, SessionReport, json_schema, render
from tests.export.htmlcheck import external_references
from tests.export.regenerate_golden import SCHEMA, golden_path, schema_text

REGENERATE = "regenerate with `python -m tests.export.regenerate_golden` and review the diff"


def comparable(fmt: str, text: str) -> object:
    """An export as compared with its golden file. The JSON's ``final_state_hash`` is the
    engine's hash of its state model, which changes with any engine field;
    ``test_normalize`` checks it against a fresh replay instead."""
    if fmt != "json":
        return text
    document = json.loads(text)
    document["header"].pop("final_state_hash")
    return document


@pytest.mark.parametrize("fmt", [f.name for f in FORMATS.values() if f.in_all])
def test_golden_export_matches(golden_report: SessionReport, fmt: str) -> None:
    expected = comparable(fmt, golden_path(fmt).read_text(encoding="utf-8"))
    assert comparable(fmt, render(golden_report, fmt)) == expected, REGENERATE


def test_golden_json_validates_against_the_published_schema(
    golden_report: SessionReport,
) -> None:
    document = json.loads(render(golden_report, "json"))
    published = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(published)
    jsonschema.validate(document, published, cls=jsonschema.Draft202012Validator)
    assert SCHEMA.read_text(encoding="utf-8") == schema_text(), REGENERATE


def test_schema_rejects_a_broken_document(golden_report: SessionReport) -> None:
    document = json.loads(render(golden_report, "json"))
    document["rooms"][0]["entries"][0]["kind"] = "gossip"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(document, json_schema(), cls=jsonschema.Draft202012Validator)


def test_json_round_trips_into_the_model(golden_report: SessionReport) -> None:
    assert SessionReport.model_validate_json(render(golden_report, "json")) == golden_report


def test_golden_html_has_no_external_reference(golden_report: SessionReport) -> None:
    assert external_references(golden_path("html").read_text(encoding="utf-8")) == []


def test_golden_markdown_names_every_room_section(golden_report: SessionReport) -> None:
    md = golden_path("md").read_text(encoding="utf-8")
    assert md.count("\n## ") == len(golden_report.rooms) + 1  # + Statistics
    assert "premonitory dream" in md
