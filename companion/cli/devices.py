"""``companion devices``: list audio input devices."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from companion.cli._common import print_json


def register(sub: Any) -> None:
    """Add the ``devices`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="devices",
        help="list audio input devices",
        description="List audio input devices. Put an index or part of a name in "
        "stt.device (config) to choose one.",
    )
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the input devices; the default one is marked ``*``."""
    from companion.stt.sources import input_devices

    devices = input_devices()
    if args.json:
        print_json(devices)
        return 0
    if not devices:
        sys.stdout.write("no audio input device (voice falls back to text input)\n")
        return 0
    for d in devices:
        mark = "*" if d["default"] else " "
        sys.stdout.write(
            f"{mark} {d['index']:>3}  {d['name']}  ({d['channels']} ch, {d['rate']:.0f} Hz)\n"
        )
    return 0
