"""Shared fixtures for the whole suite."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
ARTIFACTS = ROOT / "artifacts"


@pytest.fixture
def fixtures_dir() -> Path:
    """The repository's ``fixtures/`` folder (golden data)."""
    return FIXTURES


@pytest.fixture
def artifacts_dir() -> Path:
    """``artifacts/`` (git-ignored): screenshots and captures a run leaves behind."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(autouse=True)
def _isolated_config(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Never read or write the developer's real config or data folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.delenv("COMPANION_CONFIG", raising=False)
