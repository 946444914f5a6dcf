"""Headless Chromium for export tests: Debian's ``/usr/bin/chromium`` through playwright.

Never a browser download: playwright drives the system Chromium by
``executable_path``. :func:`open_page` collects console errors, page errors and
dialogs (an ``alert`` means a transcript ran as script) so a test can fail on any.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
]


@dataclass
class Problems:
    """What went wrong in the page: console errors, uncaught errors, dialogs, requests."""

    console: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def all(self) -> list[str]:
        return self.console + self.errors + self.dialogs + self.requests


def chromium_path() -> str:
    """Debian's chromium (``/usr/bin/chromium``), else whatever ``chromium`` is on PATH."""
    return CHROMIUM if Path(CHROMIUM).exists() else (shutil.which("chromium") or CHROMIUM)


@contextmanager
def open_page(
    html_file: Path, *, width: int = 1000, height: int = 1400, dark: bool = False
) -> Iterator[tuple[Any, Problems]]:
    """A page showing ``html_file`` and the problems seen while it loaded and ran."""
    from playwright.sync_api import sync_playwright

    problems = Problems()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=ARGS)
        try:
            page = browser.new_page(
                viewport={"width": width, "height": height},
                color_scheme="dark" if dark else "light",
            )
            page.on(
                "console",
                lambda m: problems.console.append(m.text) if m.type == "error" else None,
            )
            page.on("pageerror", lambda e: problems.errors.append(str(e)))

            def dialog(d: Any) -> None:
                problems.dialogs.append(f"{d.type}: {d.message}")
                d.dismiss()

            page.on("dialog", dialog)
            page.on(
                "request",
                lambda r: (
                    problems.requests.append(r.url)
                    if not r.url.startswith(("file:", "data:", "about:"))
                    else None
                ),
            )
            page.goto(html_file.resolve().as_uri())
            page.wait_for_load_state("load")
            yield page, problems
        finally:
            browser.close()


def screenshot(html_file: Path, out: Path, **kw: Any) -> Problems:
    """Save a PNG of the top of the page; returns the page's problems."""
    with open_page(html_file, **kw) as (page, problems):
        out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out))
    return problems
