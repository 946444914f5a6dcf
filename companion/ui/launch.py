"""``companion play`` on a terminal: load the table and deck, start or resume the session,
wire the advisor, voice and the players' view to the screen, run it, say where the log is.

Start-up stays under 1.5 s without voice: only the engine, the table, the deck and
prompt-toolkit load before the first frame; the advisor warms up in a background thread and
voice models load in theirs.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from companion import __version__
from companion.config import Config, default_config_path
from companion.deck import Deck, deck_from
from companion.errors import UsageError
from companion.tablefile import load_example_table, load_table
from companion.ui.advising import show_recorded
from companion.ui.flow import sync_mode
from companion.ui.keymap import check_remaps
from companion.ui.session_port import SessionPort
from companion.ui.state import UiState


def default_log_path(config: Config, now: float) -> Path:
    """``<log dir>/session-YYYYmmdd-HHMMSS.jsonl`` (local time)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    return config.log_dir() / f"session-{stamp}.jsonl"


def open_port(args: argparse.Namespace, config: Config, deck: Deck) -> SessionPort:
    """The session: resumed from ``--resume LOG``, else new on ``--table`` (or the example)."""
    if args.resume:
        if args.table or args.seed is not None or args.log:
            raise UsageError(
                "--resume continues a logged session and appends to its log: "
                "drop --table, --seed and --log"
            )
        return SessionPort.resume(Path(args.resume))
    table = load_table(Path(args.table)) if args.table else load_example_table()
    seed = args.seed if args.seed is not None else config.game.seed
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    log = Path(args.log) if args.log else default_log_path(config, time.time())
    return SessionPort.new(table, deck.deck_list(), seed, log, app_version=__version__)


def build_state(args: argparse.Namespace, config: Config, deck: Deck) -> UiState:
    """The UI state over a started (or resumed) session, before any screen exists."""
    check_remaps(config.ui.keys, args.config or str(default_config_path()))
    port = open_port(args, config, deck)
    ui = UiState(
        port=port, card_names={c.id: c.name for c in deck.cards}, keys=dict(config.ui.keys)
    )
    for warning in port.warnings:
        ui.recent.append(warning)
    if args.resume:
        sync_mode(ui)
        show_recorded(ui)
        ui.say(f"Resumed {port.log_path} at event {port.state.seq}.")
    else:
        ui.say(f"New session; log {port.log_path}. N enters room 1, ? shows the keys.")
    return ui


def run_live(args: argparse.Namespace, config: Config) -> int:
    """Run the live screen until the GM quits; the log path is printed on the way out."""
    from companion.ui.app import build_app
    from companion.ui.wiring import attach_advisor, attach_speech, attach_table_view, attach_voice

    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError(
            "the live screen needs a terminal; for a script use --script FILE --headless"
        )
    deck = deck_from(args.deck)
    ui = build_state(args, config, deck)
    app = build_app(ui)
    closers = [attach_advisor(ui, args, config, deck)]
    if args.table_view:
        closers.append(attach_table_view(ui, args, config, deck))
    if args.voice or args.audio_file:
        closers.append(attach_voice(ui, args, config))
    if args.speak:
        closers.append(attach_speech(ui))
    try:
        app.run()
    finally:
        for close in closers:
            close()
        ui.port.close()
    print(f"Session log: {ui.port.log_path}", file=sys.stderr)
    print(f"Continue it with: companion play --resume {ui.port.log_path}", file=sys.stderr)
    return 0
