"""Reading the advisor's Suggestion out of a ``suggestion`` event's ``payload``.

The engine stores the payload opaquely (it is the advisor's ``Suggestion``
model as JSON). Export must still read logs written by older advisors, so this
reader accepts the shapes a suggestion has taken rather than validating one:

- cards: a list of ``{"id"|"card", "count", "evidence"|"quotes"}`` objects, or a
  mapping ``{card id: count}``;
- bonuses: a list of ``{"kind", "value", "reason"}``, or the fields
  ``background``, ``equipment``, ``contradiction`` (a flag, or an object with
  ``applies``/``value`` and ``reason``) and ``clever`` (0-2, or an object);
- ``declared`` (a list of keys, or a flag), ``target_challenge`` or ``target``,
  ``overwhelming_possible`` or ``overwhelming``.

The current shape is :class:`companion.advisor.models.Suggestion`'s JSON.

Anything else in the payload is ignored; nothing here raises on a payload.

>>> from engine.events import SuggestionRecorded
>>> e = SuggestionRecorded(seq=3, at=1.0, source="lexicon", latency_ms=4.2, payload={
...     "cards": [{"id": "cliche", "count": 1, "evidence": ["fast as the wind"]}],
...     "background": {"applies": True, "reason": "a hunter"}, "clever": 1})
>>> v = suggestion_view(e, {"cliche": "Cliché"})
>>> [(c.name, c.evidence) for c in v.cards], [(b.kind, b.value) for b in v.bonuses]
([('Cliché', ('fast as the wind',))], [('background', 1), ('clever', 1)])
"""

from __future__ import annotations

from typing import Any

from companion.export.model import BONUS_KINDS, BonusView, CardSuggestion, SuggestionView
from engine import events as ev

#: Points each character bonus gives when it applies (clever carries its own 1 or 2).
POINTS = {"background": 1, "equipment": 1, "contradiction": -2}


def bonus(kind: str, value: int, reason: str = "") -> BonusView:
    """A bonus line."""
    return BonusView(kind=kind, value=value, reason=reason)


def _strs(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list | tuple):
        return tuple(str(v) for v in value if isinstance(v, str | int | float))
    return ()


def _cards(raw: Any, names: dict[str, str]) -> tuple[CardSuggestion, ...]:
    out: list[CardSuggestion] = []
    if isinstance(raw, dict):
        raw = [{"id": k, "count": v} for k, v in raw.items()]
    for item in raw if isinstance(raw, list) else ():
        if isinstance(item, str):
            item = {"id": item}
        if not isinstance(item, dict):
            continue
        cid = str(item.get("id") or item.get("card") or "")
        if not cid:
            continue
        count = item.get("count", 1)
        evidence = _strs(item.get("evidence", item.get("quotes", ())))
        if (
            isinstance(item.get("evidence"), list)
            and item["evidence"]
            and isinstance(item["evidence"][0], dict)
        ):
            evidence = tuple(str(q.get("text", q.get("quote", ""))) for q in item["evidence"])
        out.append(
            CardSuggestion(
                id=cid,
                name=names.get(cid, cid),
                count=count if isinstance(count, int) and count > 0 else 1,
                evidence=evidence,
            )
        )
    return tuple(out)


def _flag_bonus(kind: str, raw: Any) -> BonusView | None:
    reason = ""
    if isinstance(raw, dict):
        reason = str(raw.get("reason", ""))
        raw = raw.get("applies", raw.get("value", False))
    if kind == "clever":
        points = raw if isinstance(raw, int) and not isinstance(raw, bool) else 0
        return bonus(kind, points, reason) if points else None
    return bonus(kind, POINTS[kind], reason) if raw is True else None


def _bonuses(p: dict[str, Any]) -> tuple[BonusView, ...]:
    listed = p.get("bonuses")
    if isinstance(listed, list):
        out = []
        for b in listed:
            if isinstance(b, dict) and isinstance(b.get("kind"), str):
                value = b.get("value", POINTS.get(b["kind"], 1))
                if isinstance(value, bool):
                    value = POINTS.get(b["kind"], 1) if value else 0
                if isinstance(value, int) and value:
                    out.append(bonus(b["kind"], value, str(b.get("reason", ""))))
        return tuple(out)
    found = (_flag_bonus(k, p.get(k)) for k in BONUS_KINDS)
    return tuple(b for b in found if b is not None)


def _declared(raw: Any) -> tuple[str, ...]:
    if raw is True:
        return ("declared",)
    return _strs(raw)


def suggestion_view(e: ev.SuggestionRecorded, names: dict[str, str]) -> SuggestionView:
    """The suggestion as the report shows it."""
    p = e.payload if isinstance(e.payload, dict) else {}
    target = p.get("target_challenge", p.get("target"))
    if isinstance(target, dict):
        target = target.get("name")
    over = p.get("overwhelming_possible", p.get("overwhelming"))
    return SuggestionView(
        source=e.source,
        model=e.model or "",
        prompt_hash=e.prompt_hash or "",
        latency_ms=e.latency_ms,
        at=e.suggested_at if e.suggested_at is not None else e.at,
        cards=_cards(p.get("cards", ()), names),
        bonuses=_bonuses(p),
        declared=_declared(p.get("declared")),
        target=target if isinstance(target, str) else None,
        overwhelming_possible=over if isinstance(over, bool) else None,
    )
