"""Every bad input in ``fixtures/bad-inputs/`` gives its one-line error through the real CLI.

The corpus and its format: ``fixtures/bad-inputs/README.md``. Each case runs
``python -m companion ARGS`` in a subprocess with a private home and config, and must
exit with its status, print one line on standard error naming the file (and its line
and key where the case gives them) and no traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "fixtures" / "bad-inputs"
CASES = sorted(CORPUS.glob("*/*/case.toml"))
_PLACEHOLDER = re.compile(r"\{(dir|tmp|repo)\}")


def _case_id(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.parent.name}"


def _fill(text: str, values: dict[str, str], regex: bool = False) -> str:
    """Replace ``{dir}``, ``{tmp}`` and ``{repo}``; in a regex, as literal text."""

    def value(m: re.Match[str]) -> str:
        v = values[m.group(1)]
        return re.escape(v) if regex else v

    return _PLACEHOLDER.sub(value, text)


def _make(folder: Path, spec: dict[str, Any]) -> None:
    target = folder / spec["path"]
    target.parent.mkdir(parents=True, exist_ok=True)
    if "symlink" in spec:
        target.symlink_to(spec["symlink"])
    elif "hex" in spec:
        target.write_bytes(bytes.fromhex(spec["hex"]) * spec.get("times", 1))
    else:
        with target.open("w", encoding="utf-8", newline="") as out:
            out.write(spec.get("prefix", ""))
            out.write(spec.get("text", "") * spec.get("times", 1))
            out.write(spec.get("suffix", "") * spec.get("suffix_times", 1))
    if "mode" in spec:
        target.chmod(spec["mode"])


def test_the_corpus_holds_every_kind_of_the_audit() -> None:
    kinds = {p.parent.parent.name for p in CASES}
    assert {
        "config",
        "deck",
        "player",
        "table",
        "script",
        "decklist",
        "eval",
        "log",
        "audio",
        "flags",
    } <= kinds, kinds
    assert len(CASES) >= 60


def _unprivileged() -> list[str]:
    """The prefix that runs the CLI where file modes hold: nothing for a user; for root,
    util-linux's ``setpriv`` without the capabilities that let root read any file (so a
    mode-000 file is unreadable to it, as to a GM)."""
    if os.geteuid() != 0:
        return []
    prefix = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--"]
    if shutil.which("setpriv") is None:
        pytest.skip("root reads any file and setpriv (util-linux) is missing to drop that")
    tried = subprocess.run([*prefix, "true"], capture_output=True, text=True, check=False)
    if tried.returncode != 0:
        pytest.skip(f"root reads any file and cannot drop that here: {tried.stderr.strip()}")
    return prefix


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_bad_input_gives_its_one_line_error(case: Path, tmp_path: Path) -> None:
    spec = tomllib.loads(case.read_text(encoding="utf-8"))
    runner = _unprivileged() if spec.get("needs") == "non-root" else []
    folder = tmp_path / "case"
    shutil.copytree(case.parent, folder, symlinks=True)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    values = {"dir": str(folder), "tmp": str(scratch), "repo": str(ROOT)}
    for made in spec.get("make", ()):
        _make(folder, made)
    env = {
        **os.environ,
        "HOME": str(scratch),
        "XDG_CONFIG_HOME": str(scratch / "config"),
        "XDG_DATA_HOME": str(scratch / "data"),
        "XDG_CACHE_HOME": str(scratch / "cache"),
        "COMPANION_CONFIG": str(scratch / "config.toml"),
        "PYTHONPATH": str(ROOT),
    }
    env.update({k: _fill(v, values) for k, v in spec.get("env", {}).items()})
    args = [_fill(a, values) for a in spec["args"]]
    stdin = _fill(spec["stdin"], values) if "stdin" in spec else None
    out = subprocess.run(
        [*runner, sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        errors="replace",
        input=stdin,
        stdin=None if stdin is not None else subprocess.DEVNULL,
        env=env,
        cwd=scratch,
        timeout=spec.get("timeout", 60),
        check=False,
    )
    shown = f"{spec.get('about', '')}\n$ companion {' '.join(args)}\n{out.stderr}"
    assert "Traceback" not in out.stderr + out.stdout, shown
    assert out.returncode == spec.get("exit", 2), shown
    if spec.get("exit", 2) == 0:
        return
    lines = out.stderr.strip().splitlines()
    assert len(lines) == spec.get("lines", 1), shown
    said = lines[-1]
    if "file" in spec:
        file = _fill(spec["file"], values)
        assert file in said, shown
        if "line" in spec:
            assert f"{file}:{spec['line']}" in said, shown
        if "key" in spec:
            assert f":{spec['key']}:" in said, shown
    assert re.search(_fill(spec["error"], values, regex=True), said), shown
