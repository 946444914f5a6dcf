"""``companion replay LOG``: rebuild the state from a session log, with no RNG.

``--json`` prints the final state summary and its ``state_hash`` (equal hashes: equal
states). A torn last line is dropped with a warning on stderr; a corrupt line elsewhere
stops with its line number and the log is left as it is.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from companion.cli._common import print_json
from companion.errors import DataFileError
from companion.textfile import check_log_path
from engine import GameState, LogCorrupt, Session, read_log, state_hash


def register(sub: Any) -> None:
    """Add the ``replay`` subcommand."""
    p: argparse.ArgumentParser = sub.add_parser(
        name="replay",
        help="rebuild the state from a session log",
        description="Rebuild the state from a session log (JSONL) and print a summary.",
    )
    p.add_argument("log", metavar="LOG", help="session log (JSONL)")
    p.add_argument("--json", action="store_true", help="print JSON with state_hash")
    p.set_defaults(func=run)


def summary(state: GameState) -> dict[str, Any]:
    """What a GM wants to know about a state, as JSON-ready data."""
    room = state.room
    return {
        "room": None
        if room is None
        else {
            "number": room.number,
            "of": state.rooms_total,
            "gm": room.gm,
            "title": room.title,
            "final": room.final,
            "direction": room.direction,
            "elapsed_s": round(state.elapsed_in_room(), 3),
            "challenges": [
                {
                    "name": c.name,
                    "rating": c.rating,
                    "deadly": c.deadly,
                    "partial_successes": list(c.partial_successes),
                    "partial_failures": list(c.partial_failures),
                    "overcome": c.overcome_how if c.overcome else None,
                }
                for c in room.challenges
            ],
        },
        "party": [
            {"name": m.name, "in_party": m.in_party, "out_reason": m.out_reason, "status": m.status}
            for m in state.party
        ],
        "cards": {
            "deck": len(state.piles.deck),
            "pool": list(state.piles.pool),
            "discard": len(state.piles.discard),
        },
        "pending": None if state.pending is None else state.pending.character,
        "last": None if state.last is None else state.last.model_dump(mode="json"),
        "eye_claimed": state.eye_claimed,
        "dreams": [d.model_dump(mode="json") for d in state.dreams],
        "turns": state.clock.turns,
        "ended": None if state.ended is None else state.ended.reason,
    }


def run(args: argparse.Namespace) -> int:
    path = Path(args.log)
    check_log_path(path)
    try:
        header, events, warnings = read_log(path)
        session = Session.replay(header, events)
    except LogCorrupt as exc:
        raise DataFileError(str(path), exc.why, exc.line) from exc
    except OSError as exc:
        raise DataFileError(str(path), f"cannot read the log: {exc.strerror or exc}") from None
    for warning in warnings:
        print(f"companion: warning: {warning}", file=sys.stderr)
    state = session.state
    digest = state_hash(state)
    if args.json:
        print_json(
            {
                "log": str(path),
                "events": len(events),
                "warnings": warnings,
                "state": summary(state),
                "state_hash": digest,
            }
        )
        return 0
    s = summary(state)
    where = f"room {s['room']['number']} of {s['room']['of']}" if s["room"] else "no room"
    print(f"{len(events)} events; {where}; ended: {s['ended'] or 'no'}; state_hash {digest}")
    return 0
