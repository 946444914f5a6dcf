"""Fixtures for export tests: the golden log, a small engine-built log, and their reports."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.export import SessionReport, load_report
from tests.export.sample import sample_report
from tests.export.sessions import small_session, write

GOLDEN_LOG = Path(__file__).resolve().parents[2] / "fixtures" / "sessions" / "full-game.jsonl"


@pytest.fixture(scope="session")
def golden_report() -> SessionReport:
    """The golden five-room game, normalized."""
    return load_report(GOLDEN_LOG)


@pytest.fixture(scope="session")
def small_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small engine-built log (see :func:`tests.export.sessions.small_session`)."""
    return write(small_session(), tmp_path_factory.mktemp("small") / "small.jsonl")


@pytest.fixture(scope="session")
def small_report(small_log: Path) -> SessionReport:
    return load_report(small_log)


@pytest.fixture(scope="session")
def hostile_report() -> SessionReport:
    """A hand-built report with a dream, an undone action and a hostile transcript."""
    return sample_report()
