"""Helpers shared by subcommands: loading config once, JSON output."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from companion.config import Config, load_config


def config_from(args: argparse.Namespace) -> Config:
    """The configuration for this run (``--config`` or the default file)."""
    path = getattr(args, "config", None)
    return load_config(Path(path) if path else None)


def print_json(value: BaseModel | dict[str, Any] | list[Any]) -> None:
    """Print one JSON document to stdout (pydantic models via their JSON mode)."""
    if isinstance(value, BaseModel):
        sys.stdout.write(value.model_dump_json(indent=2) + "\n")
    else:
        sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def shell_path(path: Path) -> str:
    """``path`` as a user would type it here: relative when under the current folder, else
    with ``~`` for the home folder; quoted for the shell when it needs to be. Symbolic links
    are kept, not followed: a virtual environment's ``bin/python`` links to the base
    interpreter, which lacks the environment's packages."""
    full = Path(os.path.abspath(path))
    cwd = Path(os.getcwd())
    if full.is_relative_to(cwd) and full != cwd:
        return shlex.quote(str(full.relative_to(cwd)))
    for home in (Path(os.path.abspath(Path.home())), Path.home().resolve()):
        if full.is_relative_to(home) and full != home:
            return "~/" + shlex.quote(str(full.relative_to(home)))
    return shlex.quote(str(full))


def _command_path(path: Path) -> str:
    """``path`` typed as a command: a bare name gets ``./``, else the shell would look it
    up on ``PATH`` instead."""
    text = shell_path(path)
    return text if "/" in text else f"./{text}"


def how_to_run() -> str:
    """The command that runs this program again, as typed in this shell: ``companion`` when
    that name on ``PATH`` is this program, else the path of the script that was run (after
    ``make play`` the venv is not activated: ``.venv/bin/companion``), or ``python -m``."""
    argv0 = Path(sys.argv[0])
    if argv0.name == "companion" and argv0.exists():
        found = shutil.which("companion")
        if found and os.path.samefile(found, argv0):
            return "companion"
        return _command_path(argv0)
    return f"{_command_path(Path(sys.executable))} -m companion"
