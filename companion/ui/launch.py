"""``companion play`` on a terminal: load the table and deck, start or resume the session,
wire the advisor, voice and the players' view to the screen, run it, say where the log is.

Start-up stays under 1.5 s without voice: only the engine, the table, the deck and
prompt-toolkit load before the first frame; the advisor warms up in a background thread and
voice models load in theirs.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from companion.cli._common import how_to_run, shell_path
from companion.config import Config, default_config_path
from companion.deck import Deck
from companion.errors import DataFileError, UsageError
from companion.headless import read_script, run_lines
from companion.narration import break_words
from companion.opening import Opened, default_log_path, open_session, opening_of
from companion.ui.advising import show_recorded
from companion.ui.flow import sync_mode
from companion.ui.guard import short_path
from companion.ui.keymap import check_remaps
from companion.ui.state import UiState


def open_port(args: argparse.Namespace, config: Config) -> Opened:
    """The session (new, or ``--resume LOG``) as :func:`companion.opening.open_session`
    decides for every front end, with the live screen's dated log by default."""
    opening = opening_of(args)
    default_log = None if opening.log else default_log_path(config, time.time())
    opened = open_session(opening, config, default_log=default_log)
    if opened.deck is None:
        opened.service.close()
        raise UsageError("the live screen needs a deck file (TOML) for card names and the advisor")
    return opened


def build_state(args: argparse.Namespace, config: Config) -> tuple[UiState, Deck]:
    """The UI state over a started (or resumed) session, before any screen exists.

    ``--script F`` plays the script's commands first (at the wall clock), then the GM goes
    on; a line the rules refuse stops the script there, with the reason on screen.
    """
    check_remaps(config.ui.keys, args.config or str(default_config_path()))
    opened = open_port(args, config)
    port, deck = opened.service, opened.deck
    assert deck is not None
    ui = UiState(
        port=port,
        card_names={c.id: c.name for c in deck.cards},
        deck=deck,
        keys=dict(config.ui.keys),
    )
    for warning in opened.warnings:
        ui.recent.append(warning)
    if args.resume:
        sync_mode(ui)
        show_recorded(ui)
        gap = break_words(port.reopened) if port.reopened else "no time"
        where = short_path(port.log_path)
        ui.say(f"Resumed {where} after a break of {gap} (not counted as room time).")
    else:
        log = short_path(port.log_path)
        ui.say(f"New session: ^R enters room 1, ? shows the keys. Log: {log}")
    if args.script:
        _play_script_first(ui, Path(args.script))
    return ui, deck


def _play_script_first(ui: UiState, script: Path) -> None:
    """``play --script F`` with the screen: apply the script's commands, then hand over."""
    parsed = read_script(script)
    try:
        run_lines(
            ui.port,
            [line.model_copy(update={"at": None}) for line in parsed.lines],
            path=str(script),
            echo=ui.recent.append,
        )
    except DataFileError as exc:
        ui.say(f"Script stopped: {exc}", error=True)
    sync_mode(ui)
    show_recorded(ui)


def run_live(args: argparse.Namespace, config: Config) -> int:
    """Run the live screen until the GM quits; the log path is printed on the way out."""
    from companion.ui.app import build_app
    from companion.ui.wiring import attach_advisor, attach_speech, attach_table_view, attach_voice

    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError(
            "the live screen needs a terminal; for a script use --script FILE --headless"
        )
    ui, deck = build_state(args, config)
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
    log = shell_path(ui.port.log_path) if ui.port.log_path else "(none)"
    # One write: nothing on screen can show the log without the way to continue it.
    sys.stderr.write(f"Session log: {log}\nContinue it with: {how_to_run()} play --resume {log}\n")
    sys.stderr.flush()
    return 0
