"""``companion transcribe``: speech to text on an audio file, through the live path's gate."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.cli._common import config_from, print_json
from companion.stt.backends import BACKENDS, backend_choices


def register(sub: Any) -> None:
    """Add the ``transcribe`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="transcribe",
        help="speech to text on an audio file",
        description="Speech to text on an audio file (WAV; other formats with soundfile). "
        "Works offline on the bundled tiny.en model. The text is what the live screen "
        "would hear: segments Whisper scores as non-speech are dropped, and a decode that "
        "only echoes the --prompt names is decoded again without it. "
        "Backends: docs/stt-backends.md.",
        epilog="backends: auto (the first installed local one); "
        + "; ".join(f"{name}: {cls.summary}" for name, cls in BACKENDS.items()),
    )
    p.add_argument("audio", metavar="AUDIO", help="audio file, e.g. fixtures/audio/action-01.wav")
    p.add_argument(
        "--backend",
        choices=backend_choices(),
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
    from companion.stt.hear import hear

    config = config_from(args)
    audio = read_audio(Path(args.audio))  # first: a bad file is reported before a model loads
    transcriber = make_transcriber(config.stt, backend=args.backend, model=args.model)
    try:
        hearing = hear(transcriber, audio, args.prompt)
    finally:
        transcriber.close()
    if hearing.transcript.note:
        sys.stderr.write(hearing.transcript.note + "\n")
    if args.json:
        print_json(hearing.public())
    else:
        sys.stdout.write(hearing.text + "\n")
    return 0
