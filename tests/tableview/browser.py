"""Headless Chromium for the players' view tests: Debian's ``/usr/bin/chromium``, driven over
the DevTools protocol by Python ``playwright`` (never a downloaded browser)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tests.system import require_module, require_program

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
]


@contextmanager
def chromium_page(width: int = 1600, height: int = 900) -> Iterator[tuple[Any, list[str]]]:
    """A fresh page and the list its console errors and page errors are collected into."""
    require_program("chromium")
    require_module("playwright", "dev")
    from playwright.sync_api import expect, sync_playwright

    # A page follows the server over a socket; on CI's 2 busy cores that can take longer
    # than playwright's 5 s default for an expectation (what is expected is unchanged).
    expect.set_options(timeout=30_000)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
        try:
            page = browser.new_page(viewport={"width": width, "height": height})
            errors: list[str] = []
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            yield page, errors
        finally:
            browser.close()
