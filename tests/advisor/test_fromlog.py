"""Rulings read back from a log (``companion eval --from-log``, the table's learning on
``--resume``) from a log written before a challenge needed a name."""

from __future__ import annotations

import json
from pathlib import Path

from companion.advisor.fromlog import items_from_log
from companion.headless import read_script, run_lines
from tests.advisor.test_fewshot_prompt import GOLDEN, golden_service


def test_an_old_log_with_unnamed_challenges_still_gives_its_rulings(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    service = golden_service(log)
    try:
        run_lines(service, read_script(GOLDEN).lines, path=str(GOLDEN), echo=lambda _s: None)
    finally:
        service.close()
    named = items_from_log(log)
    assert any(item.challenge is not None for item in named)
    # Every challenge the GM added (not the table file's own), where it is added and
    # wherever it is named later, made "".
    text = log.read_text(encoding="utf-8")
    events = [json.loads(line) for line in text.splitlines()]
    table = next(line for line in text.splitlines() if '"session_started"' in line)
    for name in {e["name"] for e in events if e.get("type") == "challenge_added"}:
        if json.dumps(name) not in table:
            text = text.replace(json.dumps(name), '""')
    old = tmp_path / "old.jsonl"
    old.write_text(text, encoding="utf-8")
    unnamed = items_from_log(old)
    assert [i.transcript for i in unnamed] == [i.transcript for i in named]
    assert any(item.challenge is None for item in unnamed)
    assert all(item.challenge is None or item.challenge.name for item in unnamed)
