"""The public names of the export and review packages (others build on them: the players'
view shares the HTML helpers)."""

from __future__ import annotations

import companion.export
import companion.export.html
import companion.review


def test_export_package_names() -> None:
    assert set(companion.export.__all__) == {
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
    }
    for name in companion.export.__all__:
        assert hasattr(companion.export, name), name


def test_html_helpers_for_other_pages() -> None:
    assert set(companion.export.html.__all__) == {
        "BASE_CSS",
        "SEARCH_JS",
        "bar_chart",
        "csp_hash",
        "escape",
        "histogram",
        "page",
        "page_parts",
        "progress_chart",
        "range_chart",
        "stacked_bar_chart",
    }
    for name in companion.export.html.__all__:
        assert hasattr(companion.export.html, name), name


def test_review_package_names() -> None:
    assert set(companion.review.__all__) == {
        "ReviewState",
        "create_review_app",
        "entry_matches",
        "parse_query",
    }
