"""The HTML and Markdown renderers: self-contained, escaped, and true to the report."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from companion.export import SessionReport, render
from companion.export.html import csp_hash, escape
from companion.export.markdown import md_escape
from tests.export.htmlcheck import external_references, scan
from tests.export.sample import HOSTILE


def test_html_loads_nothing_from_outside(hostile_report: SessionReport) -> None:
    assert external_references(render(hostile_report, "html")) == []


def test_injected_script_in_a_transcript_is_escaped(hostile_report: SessionReport) -> None:
    html = render(hostile_report, "html")
    page = scan(html)
    assert len(page.scripts) == 1, "only the page's own search script"
    assert "alert" not in page.scripts[0]
    assert page.handlers == [], "no on* attribute may come from a transcript"
    assert "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;" in html
    assert "<img" not in html


def test_csp_allows_exactly_the_inline_style_and_script(hostile_report: SessionReport) -> None:
    html = render(hostile_report, "html")
    page = scan(html)
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert policy is not None
    csp = policy.group(1).replace("&#x27;", "'")
    assert "default-src 'none'" in csp
    assert f"script-src {csp_hash(page.scripts[0])}" in csp
    assert f"style-src {csp_hash(page.styles[0])}" in csp


def test_html_sets_the_dream_apart_and_strikes_undone(hostile_report: SessionReport) -> None:
    html = render(hostile_report, "html")
    dream = re.search(r"<section class='room dream'.*?</section>", html, re.S)
    assert dream is not None
    assert "premonitory dream" in dream.group(0)
    assert "Olo ran fast" in dream.group(0)
    assert html.count("class='entry action undone'") == 1


def test_html_has_the_four_charts_and_a_latency_chart(hostile_report: SessionReport) -> None:
    html = render(hostile_report, "html")
    titles = re.findall(r"<svg class=\"chart\"[^>]*aria-label=\"([^\"]+)\"", html)
    for want in (
        "Challenge progress per room",
        "Cards played per player",
        "Outcomes per character",
        "Advisor agreement per card",
        "Latency per stage",
    ):
        assert any(t.startswith(want) for t in titles), (want, titles)


def test_markdown_is_a_story_with_a_ruling_line_under_each_action(
    hostile_report: SessionReport,
) -> None:
    md = render(hostile_report, "md")
    rooms = re.findall(r"^## (.+)$", md, re.M)
    assert rooms[:3] == [
        "Room 1 — The Drowned Chapel",
        "Room 2 — The Crushing Hall (final room)",
        "Room 2 — The Crushing Hall (final room)",
    ]
    lines = md.splitlines()
    speakers = [i for i, line in enumerate(lines) if line.startswith("**Grignr**")]
    assert speakers
    for i in speakers:
        assert lines[i + 2].startswith("> "), lines[i : i + 3]
    assert "> **The premonitory dream.**" in md
    assert "~~→ Ghoul pack" in md  # the undone action is struck through


def test_markdown_neutralises_a_hostile_transcript(hostile_report: SessionReport) -> None:
    md = render(hostile_report, "md")
    assert "<script>" not in md
    assert "<img" not in md
    assert "[link](" not in md
    assert md_escape(HOSTILE) in md


@given(st.text())
def test_escape_leaves_no_markup_characters(text: str) -> None:
    out = escape(text)
    assert not set("<>\"'") & set(out)


@given(st.text())
def test_md_escape_leaves_no_tag_and_no_line_break(text: str) -> None:
    out = md_escape(text)
    assert "<" not in out
    assert ">" not in out
    assert "\n" not in out
    assert not re.search(r"(?<!\\)[\[\]`*_|]", out)
