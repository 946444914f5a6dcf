"""Plain-text phrases shared by the Markdown and HTML exports and the review browser.

Every renderer says the same thing the same way: a ruling line reads
``→ Ghoul pack · said-bookism ×2, ad-hominem · background +1, clever +2 · net +5``,
a roll reads ``die 3 = 8 vs 6`` (``die 6, 6 (hand) ...`` when the rules called a
second die and the GM read physical dice). Output is unescaped text; the HTML
renderer escapes it.
"""

from __future__ import annotations

from companion.export.model import (
    BONUS_KINDS,
    OUTCOME_LABELS,
    BonusView,
    ChallengeState,
    Entry,
    RollView,
    RulingView,
)


def signed(n: int) -> str:
    """A bonus with its sign.

    >>> signed(2), signed(0), signed(-2)
    ('+2', '+0', '-2')
    """
    return f"{n:+d}"


def percent(x: float | None) -> str:
    """A ratio (0..1) as a whole percentage; ``—`` when there is none.

    >>> percent(0.834), percent(None)
    ('83%', '—')
    """
    return "—" if x is None else f"{100 * x:.0f}%"


def millis(x: float | None) -> str:
    """Milliseconds, whole; ``—`` when there are none.

    >>> millis(412.6), millis(None)
    ('413', '—')
    """
    return "—" if x is None else f"{x:.0f}"


def clock(at: float | None, start: float | None) -> str:
    """Time since the session started, as ``h:mm:ss`` ('' when unknown).

    >>> clock(3725.0, 0.0), clock(None, 0.0)
    ('1:02:05', '')
    """
    if at is None or start is None:
        return ""
    seconds = max(0, round(at - start))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


def cards_text(cards: tuple[tuple[str, int], ...]) -> str:
    """Card names with their counts.

    >>> cards_text((("Said-bookism", 2), ("Ad hominem", 1)))
    'Said-bookism ×2, Ad hominem'
    """
    return ", ".join(name if n == 1 else f"{name} ×{n}" for name, n in cards)


def bonuses_text(bonuses: tuple[BonusView, ...]) -> str:
    """Character bonuses with their points.

    >>> bonuses_text((BonusView(kind="background", value=1), BonusView(kind="clever", value=2)))
    'background +1, clever +2'
    """
    return ", ".join(f"{b.kind} {signed(b.value)}" for b in bonuses)


def ruling_text(ruling: RulingView) -> str:
    """The GM's ruling on one line."""
    parts = [f"→ {ruling.target}" if ruling.target else "→ no challenge"]
    if ruling.cards:
        parts.append(cards_text(tuple((c.name, c.count) for c in ruling.cards)))
    if ruling.bonuses:
        parts.append(bonuses_text(ruling.bonuses))
    if ruling.declared:
        parts.append("declared, void: " + ", ".join(ruling.declared))
    if ruling.overwhelming_possible:
        parts.append("could overwhelm")
    parts.append(f"net {signed(ruling.net_bonus)}")
    if ruling.extra_discard:
        parts.append(f"extra discard {ruling.extra_discard}")
    return " · ".join(parts)


def roll_text(roll: RollView) -> str:
    """The dice, the total and the rating.

    >>> from companion.export.model import Die
    >>> roll_text(RollView(dice=(Die(value=6), Die(value=6, manual=True)), bonus=-1, total=5,
    ...                    rating=9))
    'dice 6, 6 (hand) -1 = 5 vs 9'
    """
    faces = ", ".join(f"{d.value}" + (" (hand)" if d.manual else "") for d in roll.dice)
    word = "die" if len(roll.dice) == 1 else "dice"
    vs = f" vs {roll.rating}" if roll.rating is not None else ""
    return f"{word} {faces} {signed(roll.bonus)} = {roll.total}{vs}"


def outcome_text(entry: Entry) -> str:
    """The outcome as words ('' when the action has none yet)."""
    if entry.outcome is None:
        return ""
    label = OUTCOME_LABELS[entry.outcome]
    return f"automatic {label}" if entry.automatic else label


def ruling_line(entry: Entry) -> str:
    """The compact ruling line under an action: ruling, roll, outcome."""
    parts: list[str] = []
    if entry.ruling is not None:
        parts.append(ruling_text(entry.ruling))
    if entry.roll is not None:
        parts.append(roll_text(entry.roll))
    if entry.outcome is not None:
        parts.append(outcome_text(entry).upper())
    if entry.overridden:
        parts.append(f"overridden: {entry.overridden}")
    return " · ".join(parts)


def challenge_text(state: ChallengeState) -> str:
    """One challenge's state.

    >>> challenge_text(ChallengeState(name="Ghouls", rating=6, deadly=True, partial_successes=2,
    ...                               succeeded_by=("Olo", "Grignr")))
    'Ghouls (6, deadly): 2/5 partial successes (Olo, Grignr)'
    >>> challenge_text(ChallengeState(name="Door", rating=7, overcome=True, overcome_by="plot"))
    'Door (7): overcome (plot)'
    """
    head = f"{state.name} ({state.rating}{', deadly' if state.deadly else ''})"
    if state.overcome:
        how = f" ({state.overcome_by})" if state.overcome_by else ""
        return f"{head}: overcome{how}"
    who = f" ({', '.join(state.succeeded_by)})" if state.succeeded_by else ""
    return f"{head}: {state.partial_successes}/5 partial successes{who}"


def comparison_rows(entry: Entry) -> list[tuple[str, list[str], str]]:
    """Advisor suggestions versus the GM's ruling, one row per card or bonus that anyone
    named: ``(item, [per-suggestion mark], gm mark)``; a mark is ``""`` when not named,
    else the count or the points.
    """
    names: dict[str, str] = {}
    for s in entry.suggestions:
        for c in s.cards:
            names.setdefault("card:" + c.id, c.name)
    ruling = entry.ruling or RulingView()
    for ruled in ruling.cards:
        names.setdefault("card:" + ruled.id, ruled.name)
    for kind in BONUS_KINDS:
        if any(b.kind == kind for s in entry.suggestions for b in s.bonuses) or any(
            b.kind == kind for b in ruling.bonuses
        ):
            names["bonus:" + kind] = kind

    def mark(key: str, cards: dict[str, int], bonuses: tuple[BonusView, ...]) -> str:
        kind, _, ident = key.partition(":")
        if kind == "card":
            n = cards.get(ident, 0)
            return "" if n == 0 else ("✓" if n == 1 else f"×{n}")
        points = sum(b.value for b in bonuses if b.kind == ident)
        return signed(points) if points else ""

    rows = []
    gm_cards = {c.id: c.count for c in ruling.cards}
    for key, label in names.items():
        marks = [mark(key, {c.id: c.count for c in s.cards}, s.bonuses) for s in entry.suggestions]
        rows.append((label, marks, mark(key, gm_cards, ruling.bonuses)))
    return rows


def haystack(entry: Entry) -> str:
    """Everything a text search over an entry looks at, lower-cased."""
    parts = [entry.text, entry.character, entry.player, entry.gm_action]
    if entry.utterance is not None:
        parts.append(entry.utterance.text)
    if entry.ruling is not None:
        parts += [c.name for c in entry.ruling.cards] + [c.id for c in entry.ruling.cards]
        parts.append(entry.ruling.target or "")
    for s in entry.suggestions:
        parts += [c.name for c in s.cards] + [c.id for c in s.cards]
    return " ".join(parts).lower()
