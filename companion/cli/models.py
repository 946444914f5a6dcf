"""``companion models``: list and convert speech-to-text models."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.cli._common import print_json
from companion.errors import UsageError


def register(sub: Any) -> None:
    """Add the ``models`` subcommand with ``list`` and ``convert``."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="models",
        help="list and convert speech-to-text models",
        description="List the Whisper models available offline, or convert a CTranslate2 "
        "Whisper model (faster-whisper's format) into an openai-whisper checkpoint.",
    )
    actions = p.add_subparsers(dest="models_action", metavar="ACTION")
    lister = actions.add_parser("list", help="models available offline")
    lister.add_argument("--json", action="store_true", help="print one JSON document")
    conv = actions.add_parser("convert", help="CTranslate2 Whisper -> openai-whisper checkpoint")
    conv.add_argument("src", metavar="SRC", help="CTranslate2 model folder (holds model.bin)")
    conv.add_argument("dst", metavar="DST", help="checkpoint file to write, e.g. tiny.en.pt")
    conv.add_argument(
        "--dtype", choices=("float16", "float32"), default="float16", help="stored precision"
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """List models or convert one."""
    from companion.stt.models import list_models

    action = getattr(args, "models_action", None) or "list"
    if action == "convert":
        from companion.stt.convert import convert_ct2_to_whisper

        dst = convert_ct2_to_whisper(Path(args.src), Path(args.dst), args.dtype)
        sys.stdout.write(f"wrote {dst} (load with whisper.load_model({str(dst)!r}))\n")
        return 0
    if action != "list":
        raise UsageError(f"unknown action {action!r}: use list or convert")
    models = list_models()
    if getattr(args, "json", False):
        print_json([m.model_dump() for m in models])
        return 0
    for m in models:
        sys.stdout.write(f"{m.name:<10} {m.backend:<15} {m.note}  {m.path or '-'}\n")
    return 0
