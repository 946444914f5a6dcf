"""The golden game: ``fixtures/sessions/full-game.txt`` played into ``full-game.jsonl``.

The deck is a fixed list (``full-game-deck.json``) and the table a fixture file, so the golden
log does not move when the shipped deck or example table changes. Regenerate after a
deliberate change to the engine or the script, and review the diff::

    python -m tests.engine.golden
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from companion.headless import play_file
from companion.tablefile import load_table
from engine import DeckList, Session, state_hash

SESSIONS = Path(__file__).resolve().parents[2] / "fixtures" / "sessions"
SCRIPT = SESSIONS / "full-game.txt"
LOG = SESSIONS / "full-game.jsonl"
SEED = 2026
APP_VERSION = "golden"


def golden_deck() -> DeckList:
    return DeckList.model_validate_json((SESSIONS / "full-game-deck.json").read_text())


def play(log: Path | None, echo: Callable[[str], None] = print) -> Session:
    """Play the golden script, writing the log to ``log``."""
    table = load_table(SESSIONS / "full-game-table.toml")
    service = play_file(SCRIPT, table, golden_deck(), SEED, log, echo, app_version=APP_VERSION)
    return service.session


if __name__ == "__main__":
    LOG.unlink(missing_ok=True)  # a session log is never overwritten: replace it on purpose
    session = play(LOG)
    print(f"{len(session.events)} events; state_hash {state_hash(session.state)}")
