"""Helpers shared by subcommands: loading config once, JSON output."""

from __future__ import annotations

import argparse
import json
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
