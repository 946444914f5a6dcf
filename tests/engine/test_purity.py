"""The engine is pure: no clock reads, no companion imports, no I/O outside its log, no
global RNG (times arrive on commands; randomness is seeded per command and recorded)."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _calls_and_imports(path: Path) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls: set[str] = set()
    imports: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            calls.add(ast.unparse(node.func))
        elif isinstance(node, ast.Import):
            imports.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            imports.add(node.module)
    return calls, imports


def test_no_clock_no_companion_no_global_random() -> None:
    forbidden_calls = {
        "time.time",
        "time.monotonic",
        "datetime.now",
        "datetime.datetime.now",
        "random.random",
        "random.randint",
        "random.shuffle",
        "random.choice",
        "print",
        "input",
    }
    for path in sorted(ENGINE.glob("*.py")):
        calls, imports = _calls_and_imports(path)
        assert not calls & forbidden_calls, (path.name, calls & forbidden_calls)
        assert not any(i == "companion" or i.startswith("companion.") for i in imports), path.name
        assert "time" not in imports, path.name
        assert "datetime" not in imports, path.name


def test_only_the_log_touches_files() -> None:
    for path in sorted(ENGINE.glob("*.py")):
        if path.name == "log.py":
            continue
        calls, _ = _calls_and_imports(path)
        assert not {
            c for c in calls if c == "open" or c.endswith((".open", ".read_text", ".write_text"))
        }, path.name
