"""Static checks on an exported HTML page: what it would load, and what could run."""

from __future__ import annotations

import re
from html.parser import HTMLParser

#: Attributes through which a page fetches or navigates.
URL_ATTRS = {"src", "href", "srcset", "action", "formaction", "poster", "data", "xlink:href"}
#: Elements that load or run something by existing.
LOADING_TAGS = {"link", "iframe", "object", "embed", "frame", "img", "audio", "video", "source"}


class PageScan(HTMLParser):
    """Collects tags, URL attributes, event-handler attributes and inline script/style."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.urls: list[str] = []
        self.handlers: list[str] = []
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            if name in URL_ATTRS:
                self.urls.append(value or "")
            if name.startswith("on"):
                self.handlers.append(f"{tag} {name}")
        if tag in ("script", "style"):
            self._in = tag
            (self.scripts if tag == "script" else self.styles).append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == self._in:
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "script":
            self.scripts[-1] += data
        elif self._in == "style":
            self.styles[-1] += data


def scan(html: str) -> PageScan:
    page = PageScan()
    page.feed(html)
    page.close()
    return page


def external_references(html: str) -> list[str]:
    """Everything in the page that would fetch from outside it (should be empty)."""
    page = scan(html)
    found = [u for u in page.urls if u and not u.startswith(("#", "data:"))]
    found += [f"<{t}>" for t in page.tags if t in LOADING_TAGS]
    for css in page.styles:
        found += re.findall(r"url\([^)]*\)|@import[^;]*", css)
    for js in page.scripts:
        found += re.findall(r"\b(?:fetch|XMLHttpRequest|WebSocket|EventSource|import)\s*\(", js)
    return found
