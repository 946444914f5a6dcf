"""``companion play``: the live session.

With no arguments: the bundled example table, text input, the ``auto`` advisor
(Ollama when a configured model is reachable, else the built-in detectors).
``--script F --headless`` plays a command script without a screen, printing
each ruling; the interactive screen is :mod:`companion.ui`.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from companion.advisor_registry import ADVISORS
from companion.errors import UsageError

if TYPE_CHECKING:
    from collections.abc import Callable

    from companion.config import Config
    from companion.opening import Opened
    from engine.state import GameState


def register(sub: Any) -> None:
    """Add the ``play`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        "play",
        help="live session (the GM's screen)",
        description="Run a live session. With no arguments: the bundled example table, "
        "text input, the auto advisor.",
    )
    p.add_argument("--table", metavar="F", help="table file (TOML) from `companion new`")
    p.add_argument(
        "--new",
        action="store_true",
        help="set up a new table first (the `companion new` screen), save it to --table "
        "(default table.toml), then play it",
    )
    p.add_argument(
        "--players", nargs="+", metavar="F", default=(), help="with --new: player files to import"
    )
    p.add_argument("--deck", metavar="F", help="a card deck file instead of the standard deck")
    p.add_argument("--log", metavar="F", help="session log to write (JSONL)")
    p.add_argument("--resume", metavar="F", help="resume a session from its log")
    p.add_argument("--advisor", choices=list(ADVISORS), help="suggestion source (config)")
    p.add_argument("--voice", action="store_true", help="listen to the microphone")
    p.add_argument("--audio-file", metavar="F", help="feed a WAV file through the voice pipeline")
    p.add_argument("--speak", action="store_true", help="read outcomes aloud (espeak-ng)")
    p.add_argument("--script", metavar="F", help="a file of commands to play")
    p.add_argument("--headless", action="store_true", help="no screen: print each ruling")
    p.add_argument("--seed", type=int, help="RNG seed for dice and shuffles")
    p.add_argument("--table-view", action="store_true", help="serve the players' view")
    p.add_argument("--bind", metavar="HOST:PORT", help="players' view address (config)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.players and not args.new:
        raise UsageError("--players imports player files for --new (the set-up screen); add --new")
    if args.audio_file:  # a bad recording is one line before any session or log opens
        from pathlib import Path

        from companion.stt.audio import check_audio_file

        check_audio_file(Path(args.audio_file))
    if args.headless:
        if args.new:
            raise UsageError("--new sets up a table on screen; it cannot run --headless")
        return _headless(args)
    from companion.cli._common import config_from
    from companion.ui.launch import run_live

    config = config_from(args)
    if args.new and not _set_up_first(args):
        return 0
    return run_live(args, config)


def _set_up_first(args: argparse.Namespace) -> bool:
    """``--new``: run the set-up screen; on save, play the saved table (``args.table``).
    False when the GM left the set-up without saving."""
    import sys
    from pathlib import Path

    from companion.setup import run_setup

    if args.resume:
        raise UsageError("--new starts a new table; --resume continues an old session")
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError(
            "the set-up screen needs a terminal; without one use `companion new --import`"
        )
    out = Path(args.table) if args.table else None
    saved = run_setup(out, [Path(p) for p in args.players], args.seed)
    if saved is None:
        print("set-up abandoned: nothing saved, nothing to play")
        return False
    print(f"table saved to {saved}")
    args.table = str(saved)
    return True


def _headless(args: argparse.Namespace) -> int:
    """``--headless``: play ``--script F``, then (with ``--voice`` or ``--audio-file F``)
    what is heard, printing each ruling; the session is new or ``--resume``-d, as
    :func:`companion.opening.open_session` decides, and logs every event as it happens.
    A bad script line stops the run; a line heard that the rules refuse is reported and
    skipped (a voice session never ends on a mis-heard phrase).
    """
    import sys
    from pathlib import Path

    from companion.cli._common import config_from
    from companion.headless import Script, read_script, run_lines
    from companion.narration import break_words
    from companion.opening import open_session, opening_of
    from companion.tableview.launch import script_hook

    voice = bool(args.voice or args.audio_file)
    if not args.script and not voice:
        raise UsageError(
            "--headless plays a script (--script FILE) or listens (--voice, --audio-file F)"
        )
    parsed = read_script(Path(args.script)) if args.script else Script(start_at=None, lines=())
    config = config_from(args)
    opened = open_session(opening_of(args), config, script=parsed)
    service = opened.service
    for warning in opened.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if opened.seed is None:
        gap = break_words(service.reopened) if service.reopened else "no time"
        print(f"resumed {service.log_path} at event {service.state.seq - 1} after {gap}")
    else:
        deck_id = service.session.header().deck_id
        print(f"seed {opened.seed}; table {service.state.table.name}; deck {deck_id}")
    try:
        with script_hook(args.table_view, args.bind, config.table_view, opened.deck) as hook:
            run_lines(service, parsed.lines, path=args.script or "<script>", after_each=hook)
            if voice:
                _listen(args, config, opened, hook)
    finally:
        service.close()
    return 0


def _listen(
    args: argparse.Namespace,
    config: Config,
    opened: Opened,
    hook: Callable[[GameState], None] | None,
) -> None:
    """Play what the microphone (``--voice``) or ``--audio-file F`` hears, to its end."""
    from companion.headless import run_lines
    from companion.voice.lines import voice_lines
    from companion.voice.prime import make_voice_pipeline

    service = opened.service
    pipeline = make_voice_pipeline(config, service.state.table, args.audio_file, service.log_path)
    names = {c.id: c.name for c in opened.deck.cards} if opened.deck else {}
    heard = voice_lines(pipeline, service.session, names)
    run_lines(service, heard, path="<voice>", after_each=hook, skip_errors=True)
