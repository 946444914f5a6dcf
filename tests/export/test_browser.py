"""The HTML export in real headless Chromium (Debian's, driven through playwright).

Fails on any console error, uncaught error, dialog (a transcript that ran) or
request leaving the page; saves screenshots to ``artifacts/``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.export import SessionReport, render
from tests.export.browser import open_page
from tests.export.regenerate_golden import golden_path
from tests.system import require_module, require_program

pytestmark = [pytest.mark.system("chromium"), pytest.mark.slow]


@pytest.fixture(autouse=True)
def _chromium() -> None:
    require_program("chromium")
    require_module("playwright", "dev")


def test_golden_page_loads_clean_and_searches(artifacts_dir: Path) -> None:
    with open_page(golden_path("html")) as (page, problems):
        page.screenshot(path=str(artifacts_dir / "export-golden.png"))
        assert page.locator("svg.chart").count() >= 5
        total = page.locator("article.entry").count()
        page.fill("#q", "card:sunk")
        assert page.inner_text("#hits") == "1 entry matches"
        assert page.locator("article.entry:visible").count() == 1
        page.fill("#q", "char:carthena")
        shown = page.locator("article.entry:visible").count()
        assert 0 < shown < total
        page.fill("#q", "")
        assert page.locator("article.entry:visible").count() == total
        page.screenshot(path=str(artifacts_dir / "export-golden-full.png"), full_page=True)
    assert problems.all() == []


def test_phone_dark_layout_fits_the_screen(artifacts_dir: Path) -> None:
    with open_page(golden_path("html"), width=390, height=844, dark=True) as (page, problems):
        page.screenshot(path=str(artifacts_dir / "export-golden-phone-dark.png"))
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert overflow <= 0, "the page scrolls sideways on a phone"
    assert background == "rgb(21, 20, 15)", "dark theme follows prefers-color-scheme"
    assert problems.all() == []


def test_hostile_transcript_does_not_run(
    hostile_report: SessionReport, tmp_path: Path, artifacts_dir: Path
) -> None:
    html = tmp_path / "hostile.html"
    html.write_text(render(hostile_report, "html"), encoding="utf-8")
    with open_page(html) as (page, problems):
        page.fill("#q", "pwned")
        assert page.inner_text("#hits") == "1 entry matches"
        text = page.inner_text("article.entry:visible blockquote")
        page.screenshot(path=str(artifacts_dir / "export-hostile.png"))
    assert '<script>alert("pwned")</script>' in text, "shown as text, verbatim"
    assert problems.all() == []
