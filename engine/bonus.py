"""The net bonus of an action roll from the GM's ruling ("Character bonuses", "Cards").

Rules:

- Cards: "action descriptions which match cards ... get a bonus of +1 per card matched";
  "if both copies are in the pool, an action can count both of them if it has two distinct
  counts of the specified offense" (a card listed twice in the ruling counts twice).
- "If the GM considers an action to be an appropriate application of a character's background
  or problem-solving style, a +1 bonus applies."
- Equipment "correctly used and relevant to the action" +1, "also for incorrectly used
  equipment ... if the incorrectness of the usage is earning a card bonus".
- "An especially clever response to the situation, a +1 or +2 bonus".
- "If the GM considers an action to openly contradict a character's background or equipment,
  and this contradiction is not earning a card bonus, then a -2 penalty applies." The GM
  rules ``contradiction`` on only when it is not earning a card.
- "Players do not declare that they are trying for a ... bonus. If a player does declare it,
  the bonus is not awarded": a ``declared`` card id or bonus name earns nothing.
- Not rested: "a -1 penalty ... until the characters rest" (dungeon-turn procedure).

Readings where the rules are silent (``docs/rules-readings.md``):

- ``declared-double``: declaring a card whose two copies the ruling matched voids both
  copies, and both still go to the discard pile with the other matched cards ("If a player
  does declare it, the bonus is not awarded"; "The GM puts the cards which apply to the
  action into the discard pile").
- ``not-rested-every-roll``: the procedure's "-1 penalty to attack and damage rolls" applies
  to every action roll: this game has no separate attack or damage roll.

>>> from engine.state import Ruling
>>> b = net_bonus(Ruling(cards=("a", "a", "b"), background=True, clever=2, declared=("b",)))
>>> b.cards, b.voided, b.net
(2, ('b',), 5)
>>> net_bonus(Ruling(contradiction=True), not_rested=-1).net
-3
>>> r = Ruling(cards=("a", "b", "a"), declared=("b",), extra_discard="c")
>>> [(e.card, e.count) for e in earned_cards(r)]
[('a', 2)]
"""

from __future__ import annotations

from collections import Counter

from engine.state import BonusBreakdown, EarnedCard, Ruling

CONTRADICTION_PENALTY = -2


def net_bonus(ruling: Ruling, not_rested: int = 0) -> BonusBreakdown:
    """The net bonus and its parts; the net may be negative."""
    declared = set(ruling.declared)
    voided = tuple(sorted(k for k in declared if k in ruling.cards or _flag(ruling, k)))
    cards = sum(1 for c in ruling.cards if c not in declared)
    background = int(ruling.background and "background" not in declared)
    equipment = int(ruling.equipment and "equipment" not in declared)
    clever = 0 if "clever" in declared else ruling.clever
    contradiction = CONTRADICTION_PENALTY if ruling.contradiction else 0
    net = cards + background + equipment + clever + contradiction + not_rested
    return BonusBreakdown(
        cards=cards,
        background=background,
        equipment=equipment,
        clever=clever,
        contradiction=contradiction,
        not_rested=not_rested,
        voided=voided,
        net=net,
    )


def earned_cards(ruling: Ruling) -> tuple[EarnedCard, ...]:
    """The cards ``ruling`` earns a bonus for, each with its count, in the order first matched:
    "+1 per card matched", not a declared card ("If a player does declare it, the bonus is
    not awarded"), never the extra discard ("This card is not counted as a bonus"). The
    counts add up to :func:`net_bonus`'s ``cards``."""
    counts = Counter(c for c in ruling.cards if c not in ruling.declared)
    return tuple(EarnedCard(card=card, count=n) for card, n in counts.items())


def _flag(ruling: Ruling, key: str) -> bool:
    if key == "clever":
        return ruling.clever > 0
    return key in ("background", "equipment") and bool(getattr(ruling, key))
