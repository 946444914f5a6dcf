"""Regenerate the golden exports and the README screenshot from the golden session log.

Run from the repository root: ``python -m tests.export.regenerate_golden``

Writes ``fixtures/exports/full-game.{md,html,json}`` (what ``companion export
fixtures/sessions/full-game.jsonl --format all -o fixtures/exports/full-game``
writes), ``fixtures/exports/session-report.schema.json`` (``companion export
--schema``), and, when Debian's chromium and playwright are installed, the
screenshots ``fixtures/screenshots/export-html.png`` (desktop, light) and
``fixtures/screenshots/export-html-phone-dark.png`` (phone, dark).
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from companion.export import FORMATS, json_schema, load_report, render

ROOT = Path(__file__).resolve().parents[2]
LOG = ROOT / "fixtures" / "sessions" / "full-game.jsonl"
EXPORTS = ROOT / "fixtures" / "exports"
SCREENSHOTS = ROOT / "fixtures" / "screenshots"
SCHEMA = EXPORTS / "session-report.schema.json"


def golden_path(fmt: str) -> Path:
    """Where the golden export of one format lives."""
    return EXPORTS / f"full-game{FORMATS[fmt].suffix}"


def schema_text() -> str:
    """The published schema as ``companion export --schema`` prints it."""
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    report = load_report(LOG)
    EXPORTS.mkdir(parents=True, exist_ok=True)
    for fmt in (f.name for f in FORMATS.values() if f.in_all):
        golden_path(fmt).write_text(render(report, fmt), encoding="utf-8")
        print(golden_path(fmt).relative_to(ROOT))
    SCHEMA.write_text(schema_text(), encoding="utf-8")
    print(SCHEMA.relative_to(ROOT))
    if shutil.which("chromium") is None:
        print("no chromium: screenshots not regenerated", file=sys.stderr)
        return 0
    from tests.export.browser import screenshot

    shots = {
        "export-html.png": {"width": 1000, "height": 1400},
        "export-html-phone-dark.png": {"width": 390, "height": 844, "dark": True},
    }
    for name, kw in shots.items():
        problems = screenshot(golden_path("html"), SCREENSHOTS / name, **kw)
        if problems.all():
            print(f"{name}: page problems: {problems.all()}", file=sys.stderr)
            return 1
        print((SCREENSHOTS / name).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
