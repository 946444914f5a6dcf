"""Sessions built through the real engine for export tests and the export benchmark.

``small_session`` holds what the normalizer must fold: two advisor sources, a
roll taken back with ``undo``, a whole action undone, hand dice, kept audio, a
hostile transcript, and a rocks-fall dream followed by a fresh entry.
``big_session`` plays room after room until the log holds ``events`` events.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import engine
from companion.deck import standard_deck
from companion.tablefile import load_example_table

#: A transcript that tries to inject markup into every export format.
HOSTILE = (
    '<script>alert("pwned")</script><img src=x onerror=alert(1)> '
    "[click](http://evil.example) # heading | pipe"
)

START = 1_764_550_000.0


class Clock:
    """Command times: ``tick(s)`` advances and returns seconds since the epoch."""

    def __init__(self) -> None:
        self.now = START

    def tick(self, seconds: float = 5.0) -> float:
        self.now += seconds
        return self.now


def _start(seed: int) -> tuple[engine.Session, Clock]:
    deck = standard_deck()
    clock = Clock()
    table = load_example_table()
    return engine.Session.start(table, deck.deck_list(), seed=seed, at=clock.now), clock


def _party(s: engine.Session) -> list[str]:
    return [m.name for m in s.state.party if m.in_party]


def act(s: engine.Session, who: str, text: str, at: float, **options: object) -> None:
    """An ``act`` command built directly (any text, quotes included, needs no escaping);
    ``options`` are ``--speech-end`` and friends with ``_`` for ``-``."""
    opts = tuple((k.replace("_", "-"), str(v)) for k, v in options.items())
    s.apply(engine.Command(verb="act", args=(who, text), options=opts), at=at)


def small_session(seed: int = 7) -> engine.Session:
    """See the module docstring. Room 1: four actions; room 2: a dream, then again."""
    s, clock = _start(seed)
    s.apply("room enter 1", at=clock.tick())
    s.apply('challenge add "Ghoul pack" 6 --deadly', at=clock.tick())
    a, b = _party(s)[:2]
    pool = s.state.piles.pool
    t = clock.tick(20)
    act(
        s,
        a,
        "I roared loudly, swinging Mother like a storm",
        t,
        source="voice",
        audio="small.audio/utterance-0001.wav",
        speech_end=t - 1.2,
        transcript_at=t - 0.5,
    )
    lexicon = {
        "cards": [{"id": pool[0], "count": 1, "evidence": ["roared loudly"]}],
        "background": {"applies": True, "reason": "a barbarian roars"},
    }
    suggest(s, lexicon, t + 0.01, source="lexicon", latency_ms=4.0)
    ollama = {
        "cards": [
            {"id": pool[0], "count": 1, "evidence": ["roared loudly"]},
            {"id": pool[1], "count": 1, "evidence": ["like a storm"]},
        ],
        "background": True,
        "clever": 1,
    }
    suggest(
        s,
        ollama,
        t + 0.9,
        source="ollama",
        model="qwen2.5:3b-instruct",
        prompt_hash="abc123",
        latency_ms=850.0,
    )
    s.apply(f"card add {pool[0]}", at=clock.tick(3))
    s.apply("bonus background on", at=clock.tick(1))
    s.apply(f"card add {pool[2]}", at=clock.tick(1))
    s.apply("confirm", at=clock.tick(1))
    s.apply("roll 2", at=clock.tick(2))
    s.apply("undo", at=clock.tick(2))
    s.apply("roll 5", at=clock.tick(2))
    t = clock.tick(20)
    act(s, b, HOSTILE, t, speech_end=t - 1, transcript_at=t - 0.6)
    suggest(s, {"cards": {}}, t + 0.01, source="lexicon", latency_ms=3.0)
    s.apply("confirm", at=clock.tick(4))
    s.apply("undo 3", at=clock.tick(2))
    act(s, b, "I flee, shrieking like a kettle", clock.tick(20))
    s.apply("confirm", at=clock.tick(2))
    s.apply("roll 3", at=clock.tick(2))
    s.apply("room enter 2", at=clock.tick(300))
    s.apply('challenge add "The crushing walls" 7 --deadly', at=clock.tick())
    c = _party(s)[0]
    act(s, c, "I push back the walls", clock.tick(20))
    s.apply("confirm", at=clock.tick(2))
    s.apply("roll 1", at=clock.tick(2))
    s.apply("rocks-fall", at=clock.tick(30))
    s.apply("room enter 2", at=clock.tick(600))
    return s


def suggest(s: engine.Session, payload: dict[str, Any], at: float, **meta: Any) -> None:
    """Record an advisor's suggestion (recorded only: the GM's edits follow as commands)."""
    suggestion = engine.Suggestion.model_validate({"source": "lexicon", **payload, **meta})
    s.record_suggestion(suggestion, suggested_at=at, at=at)


def write(session: engine.Session, path: Path) -> Path:
    """Write a session's log to ``path``."""
    engine.write_log(path, session.header(), session.events)
    return path


def big_session(events: int = 10_000, seed: int = 3) -> engine.Session:
    """Actions (each with a suggestion, two ruling edits and a digital roll) until the log
    holds ``events`` events, spread over the rooms before the final one; a new challenge
    whenever no one can act on the newest open one."""
    s, clock = _start(seed)
    rooms = len(s.state.room_order) - 1
    per_room = events // rooms + 1
    while len(s.events) < events:
        room = s.state.room.number if s.state.room else 0
        if room < rooms and len(s.events) >= room * per_room:
            s.apply(f"room enter {room + 1}", at=clock.tick(600))
        if not _actors(s):
            s.apply(f'challenge add "Wave {len(s.events)}" 6', at=clock.tick())
        room_state = s.state.room
        assert room_state is not None
        target = [c for c in room_state.challenges if not c.overcome][-1]
        who = _actors(s)[len(s.events) % len(_actors(s))]
        card = s.state.piles.pool[0]
        t = clock.tick(20)
        act(s, who, "I strike, said I angrily", t, speech_end=t - 1, transcript_at=t - 0.6)
        suggest(s, {"cards": {card: 1}, "background": True}, t + 0.01, latency_ms=4.0)
        s.apply(f"card add {card}", at=clock.tick(2))
        s.apply(engine.Command(verb="target", args=(target.name,)), at=clock.tick(1))
        s.apply("confirm", at=clock.tick(1))
        s.apply("roll", at=clock.tick(1))
        if s.state.pending is not None:
            s.apply("roll", at=clock.tick(1))
    return s


def _actors(s: engine.Session) -> list[str]:
    room = s.state.room
    if room is None:
        return []
    live = [c for c in room.challenges if not c.overcome]
    names = [m.name for m in s.state.party if m.in_party and m.status == "ok"]
    return [n for n in names if live and live[-1].can_act(n)]


def dump(session: engine.Session) -> str:
    """The log as text (header line and events), for quick looks in a debugger."""
    return "\n".join(
        [session.header().model_dump_json()]
        + [json.dumps(e.model_dump(mode="json")) for e in session.events]
    )
