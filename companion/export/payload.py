"""The advisor's suggestion as the report shows it.

A ``suggestion`` event carries the typed :class:`engine.Suggestion` (older logs' looser
shapes are read by the engine's model), so this is a plain mapping to the report's view.

>>> from engine import Suggestion
>>> from engine.events import SuggestionRecorded
>>> e = SuggestionRecorded(seq=3, at=1.0, source="lexicon", latency_ms=4.2,
...     payload=Suggestion.model_validate({
...         "cards": [{"id": "cliche", "count": 1, "evidence": ["fast as the wind"]}],
...         "background": {"applies": True, "reason": "a hunter"}, "clever": 1}))
>>> v = suggestion_view(e, {"cliche": "Cliché"})
>>> [(c.name, c.evidence) for c in v.cards], [(b.kind, b.value) for b in v.bonuses]
([('Cliché', ('fast as the wind',))], [('background', 1), ('clever', 1)])
"""

from __future__ import annotations

from companion.export.model import BONUS_KINDS, BonusView, CardSuggestion, SuggestionView
from engine import Suggestion
from engine import events as ev

#: Points each character bonus gives when it applies (clever carries its own 1 or 2).
POINTS = {"background": 1, "equipment": 1, "contradiction": -2}


def bonus(kind: str, value: int, reason: str = "") -> BonusView:
    """A bonus line."""
    return BonusView(kind=kind, value=value, reason=reason)


def _bonus_of(p: Suggestion, kind: str) -> BonusView | None:
    if kind == "clever":
        return bonus(kind, p.clever.value, p.clever.reason) if p.clever.value else None
    flag = getattr(p, kind)
    return bonus(kind, POINTS[kind], flag.reason) if flag.applies else None


def suggestion_view(e: ev.SuggestionRecorded, names: dict[str, str]) -> SuggestionView:
    """The suggestion as the report shows it."""
    p = e.payload
    cards = tuple(
        CardSuggestion(
            id=c.card,
            name=names.get(c.card, c.card),
            count=c.count,
            evidence=tuple(q.quote for q in c.evidence),
        )
        for c in p.cards
    )
    bonuses = tuple(b for b in (_bonus_of(p, kind) for kind in BONUS_KINDS) if b is not None)
    return SuggestionView(
        source=e.source,
        model=e.model or "",
        prompt_hash=e.prompt_hash or "",
        latency_ms=e.latency_ms,
        at=e.suggested_at if e.suggested_at is not None else e.at,
        cards=cards,
        bonuses=bonuses,
        declared=tuple(p.declared),
        target=p.target_challenge,
        overwhelming_possible=p.overwhelming_possible,
    )
