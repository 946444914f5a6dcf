"""Entry point of the ``companion`` console script.

Every subcommand of the design's CLI surface is registered here; each lives in
its own module with a ``register(subparsers)`` function that sets ``func``.
User errors (:class:`companion.errors.CompanionError`) print one line and exit
with their code; a traceback is never shown for bad input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from companion import __version__
from companion.cli import (
    bench,
    deck,
    devices,
    doctor,
    evaluate,
    export,
    models,
    new,
    play,
    replay,
    resolve,
    review,
    suggest,
    transcribe,
)
from companion.errors import CompanionError
from companion.safetext import clean

#: Subcommands in the order ``--help`` lists them (the design's surface table).
SUBCOMMANDS = (
    play,
    new,
    resolve,
    suggest,
    evaluate,
    transcribe,
    replay,
    review,
    export,
    deck,
    devices,
    models,
    bench,
    doctor,
)


class _Parser(argparse.ArgumentParser):
    """argparse with its errors on one line, as every other error of the CLI: the problem
    and where the usage is (``--help``), exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {clean(message, one_line=True)} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (also used by tests to list subcommands)."""
    parser = _Parser(
        prog="companion",
        description="Quest Companion: a game master's companion for Quest for the Eye. "
        "Run `companion play` to start a session on the bundled example table.",
        epilog="Config: ~/.config/quest-companion/config.toml (written on first run). "
        "`companion doctor` checks the set-up.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--config", metavar="FILE", help="config file (default: the XDG one)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for module in SUBCOMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except CompanionError as exc:
        print(f"companion: {clean(str(exc), one_line=True)}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
