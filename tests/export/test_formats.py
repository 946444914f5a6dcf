"""The export-format registry: one place read by the CLI, ``--format all``, the docs; and
formats written in pieces that add up to the same text as one string."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from companion.cli.main import build_parser
from companion.export import FORMATS, ExportSource, SessionReport, for_suffix, load_report
from companion.export.jsonexport import json_chunks
from companion.tableview import render_table_page
from tests.export.conftest import GOLDEN_LOG
from tests.export.test_cli import run_cli

DOCS = Path(__file__).resolve().parents[2] / "docs" / "export-formats.md"


def test_every_renderer_is_importable_and_callable() -> None:
    for fmt in FORMATS.values():
        module, _, function = fmt.renderer.partition(":")
        assert callable(getattr(importlib.import_module(module), function)), fmt.name
        assert fmt.suffix.startswith("."), fmt.name


def test_the_cli_offers_exactly_the_registered_formats_and_all() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    export = sub.choices["export"]  # type: ignore[index]
    fmt = next(a for a in export._actions if a.dest == "format")
    assert tuple(fmt.choices) == (*FORMATS, "all")


def test_the_docs_name_every_format_with_its_suffix() -> None:
    text = DOCS.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| `(\.\w+)` \|", text, flags=re.M))
    assert rows == {f.name: f.suffix for f in FORMATS.values()}


def test_format_all_writes_every_in_all_format_once(tmp_path: Path) -> None:
    out = run_cli("export", str(GOLDEN_LOG), "--format", "all", "-o", str(tmp_path / "g"))
    assert out.returncode == 0, out.stderr
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written == sorted(f"g{f.suffix}" for f in FORMATS.values() if f.in_all)


def test_suffix_picks_a_format() -> None:
    assert for_suffix(".HTML") is FORMATS["html"]
    assert for_suffix(".markdown") is FORMATS["md"]
    assert for_suffix(".json") is FORMATS["json"]
    assert for_suffix(".txt") is None


@pytest.mark.parametrize("report_name", ["golden_report", "small_report", "hostile_report"])
def test_json_written_in_pieces_is_pydantics_own_text(
    report_name: str, request: pytest.FixtureRequest
) -> None:
    report: SessionReport = request.getfixturevalue(report_name)
    pieces = list(json_chunks(report))
    assert "".join(pieces) == report.model_dump_json(indent=2) + "\n"
    assert len(pieces) > len(report.rooms)  # entries go out one at a time


def test_json_of_rooms_without_entries_and_a_report_without_rooms() -> None:
    from companion.export.model import Header, RoomSection

    for report in (
        SessionReport(header=Header()),
        SessionReport(header=Header(), rooms=(RoomSection(index=1, number=1),)),
    ):
        assert "".join(json_chunks(report)) == report.model_dump_json(indent=2) + "\n"


def test_html_in_pieces_is_the_whole_page(golden_report: SessionReport) -> None:
    source = ExportSource(report=golden_report)
    pieces = list(FORMATS["html"].render(source))
    assert len(pieces) == len(golden_report.rooms) + 2
    assert "".join(pieces).startswith("<!DOCTYPE html>")


def test_table_format_is_the_players_page_of_the_final_state() -> None:
    source = ExportSource(GOLDEN_LOG, theme="light")
    text = FORMATS["table"].text(source)
    assert text == render_table_page(source.session, None, "light")
    assert "report" not in source.__dict__  # the table page never normalizes the log


def test_a_failed_export_leaves_the_old_file_and_no_partial_one(tmp_path: Path) -> None:
    corrupt = tmp_path / "bad.jsonl"
    lines = GOLDEN_LOG.read_text(encoding="utf-8").splitlines()
    lines[40] = '{"type": "nonsense"}'
    corrupt.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = tmp_path / "out" / "report.json"
    target.parent.mkdir()
    target.write_text("the previous export\n", encoding="utf-8")
    out = run_cli("export", str(corrupt), "-o", str(target))
    assert out.returncode == 2
    assert f"{corrupt}:41:" in out.stderr
    assert target.read_text(encoding="utf-8") == "the previous export\n"
    assert [p.name for p in target.parent.iterdir()] == ["report.json"]


def test_the_report_is_read_once_for_all_formats(tmp_path: Path) -> None:
    source = ExportSource(GOLDEN_LOG)
    first = source.report
    for fmt in FORMATS.values():
        if fmt.in_all:
            fmt.text(source)
    assert source.report is first
    assert load_report(GOLDEN_LOG) == first
