"""``companion transcribe``: speech to text on an audio file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.cli._common import config_from, print_json


def register(sub: Any) -> None:
    """Add the ``transcribe`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="transcribe",
        help="speech to text on an audio file",
        description="Speech to text on an audio file (WAV; other formats with soundfile). "
        "Works offline on the bundled tiny.en model.",
    )
    p.add_argument("audio", metavar="AUDIO", help="audio file, e.g. fixtures/audio/action-01.wav")
    p.add_argument(
        "--backend",
        choices=("auto", "faster-whisper", "openai-whisper"),
        help="STT backend (default: stt.backend from the config)",
    )
    p.add_argument("--model", help="Whisper model name or path (default: stt.model)")
    p.add_argument("--prompt", help="initial prompt: names likely to be spoken")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Transcribe ``args.audio`` and print the text (or JSON)."""
    from companion.stt.audio import read_audio
    from companion.stt.backends import make_transcriber

    config = config_from(args)
    transcriber = make_transcriber(config.stt, backend=args.backend, model=args.model)
    audio = read_audio(Path(args.audio))
    transcript = transcriber.transcribe(audio, args.prompt)
    if args.json:
        print_json(transcript.public())
    else:
        sys.stdout.write(transcript.text + "\n")
    return 0
