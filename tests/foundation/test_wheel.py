"""The wheel ships prompts/, decks/ and the example table, and finds them when installed."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(out),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return next(out.glob("quest_companion-*.whl"))


def test_wheel_contains_data_and_both_packages(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.startswith("engine/") for n in names)
    assert "companion/cli/main.py" in names
    assert any(n.startswith("companion/_data/decks/") and n.endswith(".toml") for n in names)
    assert any(n.startswith("companion/_data/prompts/") for n in names)
    assert "companion/data/example_table.toml" in names
    assert not any(n.startswith(("tests/", "fixtures/")) for n in names)


def test_installed_layout_finds_its_data_from_another_directory(
    wheel: Path, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = (
        "from companion.resources import data_dir, example_table_path;"
        "print(data_dir('decks')); print(data_dir('prompts'));"
        "print(example_table_path().is_file())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    decks, prompts, table = out.stdout.split()
    assert decks == str(site / "companion" / "_data" / "decks")
    assert prompts == str(site / "companion" / "_data" / "prompts")
    assert table == "True"
