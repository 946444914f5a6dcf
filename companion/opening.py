"""Which session ``companion play`` opens: from the flags, the script's set-up and the config.

Every front end (the live screen, ``--headless`` scripts, voice) resolves its session here,
so they agree on precedence and on the log policy of :mod:`companion.session`:

- ``--resume LOG`` continues that log (its table, deck and seed are the log's own; giving
  ``--table``, ``--seed`` or ``--log`` as well is a usage error);
- otherwise a new session: the table is ``--table``, else the script's ``@table=``, else the
  bundled example; the deck ``--deck``, else ``@deck=``, else the standard deck; the seed
  ``--seed``, else ``@seed=``, else ``[game] seed``, else a fresh random one; the rules are
  ``[game]``'s (:meth:`companion.config.GameConfig.rules`); the log is ``--log``, else
  ``default_log`` (the live screen's dated file; ``None``: no log).
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from pathlib import Path

from companion import __version__
from companion.config import Config
from companion.deck import Deck, deck_from
from companion.errors import UsageError
from companion.headless import Script, load_deck_arg
from companion.session import Clock, SessionService
from companion.tablefile import load_example_table, load_table


@dataclass(frozen=True)
class Opening:
    """Where a session comes from: the ``companion play`` flags that choose it."""

    table: Path | None = None
    deck: Path | None = None
    seed: int | None = None
    log: Path | None = None
    resume: Path | None = None


@dataclass
class Opened:
    """An opened session, its deck file (``None`` for a bare deck list: cards are then named
    by id) and the seed of a new session (``None`` when resumed)."""

    service: SessionService
    deck: Deck | None
    seed: int | None

    @property
    def warnings(self) -> tuple[str, ...]:
        """What the front end shows before play: the log's (a torn last line set aside)
        and the deck's (too few cards for the largest pool)."""
        return self.service.warnings + (self.deck.warnings if self.deck else ())


def opening_of(args: argparse.Namespace) -> Opening:
    """The session ``companion play``'s flags choose."""

    def path(value: str | None) -> Path | None:
        return Path(value) if value else None

    return Opening(
        table=path(args.table),
        deck=path(args.deck),
        seed=args.seed,
        log=path(args.log),
        resume=path(args.resume),
    )


def default_log_path(config: Config, now: float) -> Path:
    """``<log dir>/session-YYYYmmdd-HHMMSS.jsonl`` (local time)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    return config.log_dir() / f"session-{stamp}.jsonl"


def open_session(
    opening: Opening,
    config: Config,
    *,
    script: Script | None = None,
    default_log: Path | None = None,
    clock: Clock = time.time,
) -> Opened:
    """Open the session ``opening`` names (see the module doc); ``script`` supplies its
    ``@table=``, ``@deck=``, ``@seed=`` and ``@start=`` to a new session."""
    if opening.resume is not None:
        if opening.table or opening.seed is not None or opening.log:
            raise UsageError(
                "--resume continues a logged session and appends to its log: "
                "drop --table, --seed and --log"
            )
        deck = deck_from(opening.deck)
        return Opened(SessionService.resume(opening.resume, clock=clock), deck, None)
    script = script or Script(start_at=None, lines=())
    table_path = opening.table or script.table
    table = load_table(table_path) if table_path else load_example_table()
    deck_file, deck_list = load_deck_arg(opening.deck or script.deck)
    seed = next((s for s in (opening.seed, script.seed, config.game.seed) if s is not None), None)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    service = SessionService.new(
        table,
        deck_list,
        seed,
        opening.log or default_log,
        rules=config.game.rules(),
        clock=clock,
        start_at=script.start_at,
        app_version=__version__,
    )
    return Opened(service, deck_file, seed)
