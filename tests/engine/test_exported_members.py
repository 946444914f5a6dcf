"""The engine's public names are pinned (httpx style): add, never rename."""

from __future__ import annotations

import engine


def test_all_names_exist_and_are_documented() -> None:
    for name in engine.__all__:
        assert hasattr(engine, name), name
    assert engine.__doc__ is not None
    for name in (
        "Session",
        "parse_command",
        "format_command",
        "read_log",
        "state_hash",
        "resolve_roll",
    ):
        assert name in engine.__all__
        assert name in engine.__doc__


def test_errors_are_value_errors() -> None:
    for name in (
        "RuleViolation",
        "CommandSyntaxError",
        "AmbiguousTarget",
        "LogCorrupt",
        "CardNotInPool",
        "CharacterOutOfParty",
        "ChallengeClosed",
        "GraceNotOver",
        "DeusExMachinaNotYet",
    ):
        assert issubclass(getattr(engine, name), ValueError)
    assert issubclass(engine.GraceNotOver, engine.RuleViolation)
    assert engine.GraceNotOver.rule
