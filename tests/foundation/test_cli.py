"""The CLI surface: every subcommand of the design's surface table exists and reads well."""

from __future__ import annotations

import subprocess
import sys

import pytest

from companion.cli.main import build_parser

#: The surface table of shared/design.md, "CLI surface": other tools depend on these names.
DESIGN_SURFACE = (
    "play",
    "new",
    "resolve",
    "suggest",
    "eval",
    "transcribe",
    "replay",
    "review",
    "export",
    "deck",
    "devices",
    "models",
    "bench",
    "doctor",
)


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real console entry point in a subprocess."""
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def test_help_lists_every_subcommand_of_the_design() -> None:
    out = run_cli("--help")
    assert out.returncode == 0
    listed = {line.split()[0] for line in out.stdout.splitlines() if line.startswith("    ")}
    missing = [c for c in DESIGN_SURFACE if c not in listed]
    assert not missing, f"--help lacks {missing}:\n{out.stdout}"


def test_parser_registers_exactly_the_surface() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    assert set(sub.choices) == set(DESIGN_SURFACE)  # type: ignore[arg-type]


@pytest.mark.parametrize("command", DESIGN_SURFACE)
def test_every_subcommand_has_help(command: str) -> None:
    out = run_cli(command, "--help")
    assert out.returncode == 0, out.stderr
    assert f"usage: companion {command}" in out.stdout


def test_unknown_subcommand_is_a_usage_error_without_traceback() -> None:
    out = run_cli("frobnicate")
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    assert "invalid choice" in out.stderr
