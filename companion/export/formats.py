"""The export formats: one registry, read by ``companion export --format``, ``--format
all``, the docs (``docs/export-formats.md``) and the tests.

Each :class:`ExportFormat` names its suffix, a line for ``--help`` and the docs, and
its renderer as ``"module:function"``: a function from an
:class:`~companion.export.source.ExportSource` to the document's text in pieces
(``Iterable[str]``, written out as they come, so a long session is never one string).
The renderer is imported only when the format is used, so a format may live in any
package (the players' page lives with the players' view) and ``--help`` stays quick.
Adding a format is one module with its renderer and one line in :data:`FORMATS`.

>>> [f.name for f in FORMATS.values()]
['md', 'html', 'json', 'table']
>>> for_suffix(".htm").name, for_suffix(".txt")
('html', None)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import cast

from companion.export.source import ExportSource

Renderer = Callable[[ExportSource], Iterable[str]]


@dataclass(frozen=True)
class ExportFormat:
    """One export format. ``in_all``: written by ``--format all``; ``aliases``: other
    suffixes of ``-o OUT`` that pick it."""

    name: str
    suffix: str
    summary: str
    renderer: str
    in_all: bool = True
    aliases: tuple[str, ...] = ()

    def render(self, source: ExportSource) -> Iterable[str]:
        """The document's text in pieces."""
        module, _, function = self.renderer.partition(":")
        return cast(Renderer, getattr(importlib.import_module(module), function))(source)

    def text(self, source: ExportSource) -> str:
        """The whole document as one string (tests, small logs)."""
        return "".join(self.render(source))


def _registry(*formats: ExportFormat) -> dict[str, ExportFormat]:
    return {f.name: f for f in formats}


#: Every export format, in the order ``--help`` and the docs list them.
FORMATS: dict[str, ExportFormat] = _registry(
    ExportFormat(
        "md",
        ".md",
        "Markdown: the story of the session, a ruling line under each action, statistics",
        "companion.export.markdown:markdown_export",
        aliases=(".markdown",),
    ),
    ExportFormat(
        "html",
        ".html",
        "one self-contained HTML page: timeline, charts, search; no network",
        "companion.export.html_report:html_export",
        aliases=(".htm",),
    ),
    ExportFormat(
        "json",
        ".json",
        "the normalized session for other tools (`companion export --schema`)",
        "companion.export.jsonexport:json_export",
    ),
    ExportFormat(
        "table",
        ".html",
        "the players' page (`play --table-view`) at the log's end; no script, no GM secret",
        "companion.tableview.finished:table_export",
        in_all=False,
    ),
)


def for_suffix(suffix: str) -> ExportFormat | None:
    """The ``--format all`` format an output suffix picks (``.html`` -> html), or None."""
    suffix = suffix.lower()
    for f in FORMATS.values():
        if f.in_all and suffix in (f.suffix, *f.aliases):
            return f
    return None
