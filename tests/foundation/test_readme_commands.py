"""README.md's commands stay true to what they name: a command there that does not work
as printed is a bug (the set-up lines a new GM copies first)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from companion.cli.main import build_parser

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def system_packages() -> set[str]:
    """The Debian packages of ``tests/system-packages.txt`` (second column)."""
    lines = (ROOT / "tests" / "system-packages.txt").read_text(encoding="utf-8").splitlines()
    return {line.split()[1] for line in lines if line.strip() and not line.startswith("#")}


def test_the_apt_get_line_installs_every_system_package_the_tests_use() -> None:
    (line,) = re.findall(r"^sudo apt-get install (.+)$", README, re.MULTILINE)
    assert set(shlex.split(line)) == system_packages()


@pytest.mark.parametrize("name", re.findall(r"^\| `companion (\w+)", README, re.MULTILINE))
def test_every_command_of_the_commands_table_has_its_help(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        build_parser().parse_args([name, "--help"])
    assert done.value.code == 0, capsys.readouterr().err
    assert f"usage: companion {name}" in capsys.readouterr().out
