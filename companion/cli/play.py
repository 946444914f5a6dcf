"""``companion play``: the live session.

With no arguments: the bundled example table, text input, the ``auto`` advisor
(Ollama when a configured model is reachable, else the built-in detectors).
``--script F --headless`` plays a command script without a screen, printing
each ruling; the interactive screen is :mod:`companion.ui`.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import UsageError


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
    p.add_argument(
        "--advisor", choices=["lexicon", "ollama", "auto"], help="suggestion source (config)"
    )
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
    what is heard, printing each ruling and writing ``--log`` event by event. The table, deck
    and seed come from the flags, else from the script's ``@table=``, ``@deck=`` and
    ``@seed=``, else the example table, the standard deck and the config's (or a random) seed.
    """
    import contextlib
    import itertools
    import random
    import time
    from pathlib import Path

    from companion import __version__
    from companion.cli._common import config_from
    from companion.headless import (
        Script,
        load_deck_arg,
        play_script,
        read_script,
        rules_from,
        run_script,
    )
    from companion.tablefile import load_example_table, load_table
    from engine import Session

    voice = bool(args.voice or args.audio_file)
    if not args.script and not voice:
        raise UsageError(
            "--headless plays a script (--script FILE) or listens (--voice, --audio-file F)"
        )
    parsed = read_script(Path(args.script)) if args.script else Script(start_at=None, lines=())
    table_path = Path(args.table) if args.table else parsed.table
    table = load_table(table_path) if table_path else load_example_table()
    deck_file, deck = load_deck_arg(Path(args.deck) if args.deck else parsed.deck)
    config = config_from(args)
    seed = next((s for s in (args.seed, parsed.seed, config.game.seed) if s is not None), None)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    print(f"seed {seed}; table {table.name}; deck {deck.id}")
    log = Path(args.log) if args.log else None
    rules = rules_from(config)
    # --table-view: serve the players' view and publish the state after each command.
    from companion.tableview.launch import script_hook

    with script_hook(args.table_view, args.bind, config.table_view, deck_file) as after_each:
        if not voice:
            play_script(
                parsed,
                table,
                deck,
                seed,
                log,
                path=args.script,
                app_version=__version__,
                rules=rules,
                after_each=after_each,
            )
            return 0
        from companion.stt.script import make_voice_pipeline, voice_lines

        session = Session.start(
            table, deck, seed, at=time.time(), rules=rules, app_version=__version__
        )
        pipeline = make_voice_pipeline(config, table, args.audio_file, log)
        names = {c.id: c.name for c in deck_file.cards} if deck_file else {}
        heard = voice_lines(pipeline, session, names)
        with log.open("w", encoding="utf-8") if log else contextlib.nullcontext() as fh:
            run_script(
                session,
                itertools.chain(parsed.lines, heard),
                path=args.script or "<voice>",
                log=fh,
                after_each=after_each,
            )
    return 0
