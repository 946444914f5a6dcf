"""``companion doctor``: environment checks with fix hints."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from companion.cli._common import config_from, print_json
from companion.config import default_config_path
from companion.doctor import config_file_check, exit_code, run_checks


def register(sub: Any) -> None:
    """Add the ``doctor`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        "doctor",
        help="check the set-up, with a fix for each problem",
        description="Check Python, decks, prompts, the log folder, voice, the Whisper model "
        "and Ollama. Exits 0 when the embedded defaults can run (WARN is fine).",
    )
    p.add_argument("--json", action="store_true", help="print the checks as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    config = config_from(args)
    path = Path(args.config) if args.config else default_config_path()
    checks = [config_file_check(path), *run_checks(config)]
    if args.json:
        print_json(
            [{"name": c.name, "level": c.level, "detail": c.detail, "fix": c.fix} for c in checks]
        )
    else:
        for c in checks:
            print(c.line())
    return exit_code(checks)
