"""``companion export LOG --format table``: the players' page for a finished log (issue 8:
"The same page is available for a finished log"): self-contained, no script, no secrets."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

import engine
from companion.deck import standard_deck
from companion.export import load_session
from companion.tableview import render_table_page
from tests.export.conftest import GOLDEN_LOG
from tests.export.sessions import write
from tests.export.test_cli import run_cli
from tests.tableview import states
from tests.tableview.states import MARK

#: A player's words that try to inject markup into the page.
HOSTILE = "<script>alert(1)</script><b onclick=alert(2)>loud</b> & <!-- more"

#: Attribute values that may point somewhere: only inline data and in-page anchors may.
_LINK = re.compile(r"""\b(?:href|src|action|srcset|poster|data)\s*=\s*["']?([^"'\s>]*)""", re.I)


def external_references(html: str) -> list[str]:
    """Everything in ``html`` that would load or link something outside the file."""
    found = [v for v in _LINK.findall(html) if not v.startswith(("data:", "#"))]
    found += [m for m in ("http://", "https://", "//", "@import", "url(") if m in html]
    return found


def _room_secrets(log: Path) -> list[str]:
    """The GM-only prose of every room in the log's table: notes, deus ex machina, the Eye."""
    _, events, _ = engine.read_log(log)
    first = events[0]
    assert isinstance(first, engine.SessionStarted)
    return [
        text
        for room in first.table.rooms
        for text in (room.secrets, room.deus_ex_machina, room.eye)
        if text
    ]


def test_golden_log_table_page_is_self_contained_and_keeps_room_secrets(tmp_path: Path) -> None:
    out = tmp_path / "table.html"
    done = run_cli("export", str(GOLDEN_LOG), "--format", "table", "-o", str(out))
    assert done.returncode == 0, done.stderr
    html = out.read_text(encoding="utf-8")
    assert html.lower().startswith("<!doctype html>")
    assert "<script" not in html.lower()
    assert external_references(html) == []
    secrets = _room_secrets(GOLDEN_LOG)
    assert len(secrets) >= 5
    for secret in secrets:
        assert escape(secret) not in html
        assert secret not in html
    session, _ = load_session(GOLDEN_LOG)
    last = session.state.last
    assert last is not None
    assert escape(last.text) in html
    assert "The party escaped with the Eye." in html


def _secret_session() -> engine.Session:
    """A real session on a table full of marked GM-only prose: a secret challenge rolled
    against, a secret search, and a hostile description by the player."""
    s = engine.Session.start(
        states.table(MARK), standard_deck().deck_list(), seed=5, at=1_000_000.0
    )
    s.apply("room enter 1")
    s.apply(f'challenge add "{MARK}-ambush" 9 --secret')
    s.apply('challenge add "Gate" 3')
    s.apply(f'search Grignr "{MARK}-crypt"')
    card = s.state.piles.pool[0]
    for command in (
        f'act Grignr "{HOSTILE}"',
        f"card add {card}",
        f'target "{MARK}-ambush"',
        "confirm",
        "roll 4",
    ):
        s.apply(command)
    return s


def test_a_finished_log_with_secrets_shows_none_of_them(tmp_path: Path) -> None:
    log = write(_secret_session(), tmp_path / "secret.jsonl")
    out = tmp_path / "table.html"
    done = run_cli("export", str(log), "--format", "table", "--theme", "light", "-o", str(out))
    assert done.returncode == 0, done.stderr
    html = out.read_text(encoding="utf-8")
    assert MARK not in html
    assert MARK.lower() not in html
    assert 'data-theme="light"' in html
    assert "<script" not in html.lower()
    assert "<img" not in html.lower()
    assert escape(HOSTILE) in html
    assert external_references(html) == []
    assert "Gate" in html
    last = load_session(log)[0].state.last
    assert last is not None
    (earned,) = last.cards
    assert f"cards earned: {escape(standard_deck().card(earned.card).name)}<" in html


def test_the_page_is_the_players_view_of_the_final_state() -> None:
    session, warnings = load_session(GOLDEN_LOG)
    assert warnings == ()
    html = render_table_page(session)
    assert session.state.piles.pool
    for card in session.state.piles.pool:
        assert escape(standard_deck().card(card).name) in html
    assert 'data-theme="dark"' in html


def test_a_missing_log_is_a_one_line_error(tmp_path: Path) -> None:
    done = run_cli("export", str(tmp_path / "none.jsonl"), "--format", "table")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
