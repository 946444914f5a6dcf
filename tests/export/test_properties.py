"""Random sessions (the engine's own command generator) normalize and render without fail.

Invariants: every event lands in exactly one entry or heading; every resolved action
that was not undone is shown once with its outcome, in a dream section when rocks fell
on it; each format renders; the JSON validates against the published schema.
"""

from __future__ import annotations

import json

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.export import build_report, json_schema, render
from engine import AmbiguousTarget, CommandSyntaxError, RuleViolation, Session
from engine import events as ev
from tests.engine.helpers import deck, table
from tests.engine.test_properties import _command

SCHEMA = json_schema()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 10_000))
def test_random_sessions_normalize_and_render(data: st.DataObject, seed: int) -> None:
    s = Session.start(table(), deck(30, 2), seed, at=0.0)
    at = 0.0
    for _ in range(data.draw(st.integers(10, 60))):
        at += data.draw(st.sampled_from([1.0, 60.0, 900.0]))
        try:
            s.apply(_command(data, s), at=at)
        except (RuleViolation, AmbiguousTarget, CommandSyntaxError):
            continue
    events = s.events
    report = build_report(s.header(), events, names={})

    undone = {q for e in events if isinstance(e, ev.Undone) for q in range(e.to_seq, e.seq)}
    dream = {
        q
        for e in events
        if isinstance(e, ev.RocksFell) and not e.real
        for q in range(e.dream_from_seq, e.dream_to_seq + 1)
    }
    resolved = [e for e in events if isinstance(e, ev.ActionResolved) and e.seq not in undone]
    shown = [
        (room.dream, entry.outcome)
        for room in report.rooms
        for entry in room.entries
        if entry.kind == "action" and not entry.undone and entry.outcome is not None
    ]
    assert shown == [(e.seq in dream, e.outcome) for e in resolved]

    seqs = [e.seq for r in report.rooms for e in r.entries]
    assert len(seqs) == len(set(seqs))
    assert report.stats.undone == sum(
        1 for r in report.rooms for e in r.entries if e.kind == "action" and e.undone
    )

    for fmt in ("md", "html"):
        assert render(report, fmt)
    jsonschema.validate(json.loads(render(report, "json")), SCHEMA)
