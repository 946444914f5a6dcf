"""Statistics of a session, computed from its normalized rooms.

What counts where:

- **Game figures** (per player and character: actions, outcomes, cards earned,
  bonuses) count what happened in the story: no undone action, and nothing
  from a rocks-fall room, whose "events ... never happened" (rules, "Rocks
  fall, everyone dies").
- **Advisor figures** (per card: suggested, accepted, rejected, added by the GM;
  per advisor source: precision, recall, F1 against the GM's rulings) count
  every ruling the GM made and did not undo, dream rooms included: the GM did
  rule them. Cards are counted per card instance (a card counted twice for two
  copies in the pool is two instances), as ``companion eval`` counts them. The
  per-card figures read the suggestion the GM ruled on (the last to arrive);
  the per-source figures read each source's own last suggestion.
- **Latency** comes from the stage timings on the events, in milliseconds:
  "speech → text" (speech end to transcript ready), "advisor: SOURCE" (each
  advisor's own ``latency_ms``), "text → suggestion" (transcript ready to the
  suggestion the GM ruled on), "suggestion → confirm" (the GM's deciding time)
  and "speech → confirm" (the whole loop the table waits through).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from companion.export.model import (
    BONUS_KINDS,
    ActorStats,
    AdvisorStats,
    BonusCounts,
    CardStats,
    Distribution,
    Entry,
    OutcomeCounts,
    RoomSection,
    RulingView,
    Stats,
    SuggestionView,
)
from companion.percentile import percentile


def distribution(stage: str, values: Iterable[float]) -> Distribution:
    """Summary of one latency stage (milliseconds); negative samples are clock skew, dropped.

    >>> d = distribution("stt", [120.0, 80.0, -5.0])
    >>> d.count, d.p50, d.max
    (2, 100.0, 120.0)
    """
    xs = tuple(round(float(v), 3) for v in values if v >= 0)
    return Distribution(
        stage=stage,
        count=len(xs),
        p50=percentile(xs, 50),
        p90=percentile(xs, 90),
        p95=percentile(xs, 95),
        min=min(xs) if xs else None,
        max=max(xs) if xs else None,
        values=xs,
    )


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def _card_counts(view: SuggestionView | RulingView) -> Counter[str]:
    """Card id -> copies, for what the advisor suggested or what the GM ruled."""
    return Counter({c.id: c.count for c in view.cards})


def _bonus_fields(bonuses: Iterable[tuple[str, int]]) -> dict[str, int]:
    fields = dict.fromkeys(BONUS_KINDS, 0)
    for kind, value in bonuses:
        if kind in fields:
            fields[kind] += value
    return fields


class _Actor:
    """A running tally for one player or character."""

    def __init__(self, name: str, player: str = "") -> None:
        self.name, self.player = name, player
        self.actions = self.cards = self.points = 0
        self.outcomes: Counter[str] = Counter()
        self.bonus: Counter[str] = Counter()

    def add(self, e: Entry) -> None:
        self.actions += 1
        if e.outcome is not None:
            self.outcomes[e.outcome] += 1
        if e.ruling is None:
            return
        self.cards += sum(c.count for c in e.ruling.cards)
        for b in e.ruling.bonuses:
            self.points += b.value
            if b.kind == "clever":
                self.bonus["clever"] += b.value
            elif b.value:
                self.bonus[b.kind] += 1

    def freeze(self) -> ActorStats:
        return ActorStats(
            name=self.name,
            player=self.player,
            actions=self.actions,
            outcomes=OutcomeCounts(**{k: v for k, v in self.outcomes.items()}),
            cards_earned=self.cards,
            bonuses=BonusCounts(
                background=self.bonus["background"],
                equipment=self.bonus["equipment"],
                clever=self.bonus["clever"],
                contradiction=self.bonus["contradiction"],
                points=self.points,
            ),
        )


class _Source:
    """A running confusion count for one advisor source."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.n = self.tp = self.fp = self.fn = self.agreed = self.fields = 0

    def add(self, s: SuggestionView, r: RulingView) -> None:
        self.n += 1
        got, want = _card_counts(s), _card_counts(r)
        for card in got.keys() | want.keys():
            self.tp += min(got[card], want[card])
            self.fp += max(0, got[card] - want[card])
            self.fn += max(0, want[card] - got[card])
        mine = _bonus_fields((b.kind, b.value) for b in s.bonuses)
        gm = _bonus_fields((b.kind, b.value) for b in r.bonuses)
        self.fields += len(BONUS_KINDS)
        self.agreed += sum(1 for k in BONUS_KINDS if mine[k] == gm[k])

    def freeze(self) -> AdvisorStats:
        p, r = _ratio(self.tp, self.tp + self.fp), _ratio(self.tp, self.tp + self.fn)
        f1 = 2 * p * r / (p + r) if p is not None and r is not None and p + r else None
        return AdvisorStats(
            source=self.source,
            suggestions=self.n,
            true_positives=self.tp,
            false_positives=self.fp,
            false_negatives=self.fn,
            precision=p,
            recall=r,
            f1=f1,
            bonus_agreement=_ratio(self.agreed, self.fields),
        )


def _latencies(entries: Sequence[Entry]) -> tuple[Distribution, ...]:
    stt, shown, decide, loop = [], [], [], []
    advisor: dict[str, list[float]] = {}
    for e in entries:
        u, r = e.utterance, e.ruling
        last = e.suggestions[-1] if e.suggestions else None
        for s in e.suggestions:
            if s.latency_ms is not None:
                advisor.setdefault(s.source, []).append(s.latency_ms)
        if u and u.speech_end_at is not None and u.transcript_at is not None:
            stt.append(1000 * (u.transcript_at - u.speech_end_at))
        if u and last and u.transcript_at is not None and last.at is not None:
            shown.append(1000 * (last.at - u.transcript_at))
        if last and r and last.at is not None and r.at is not None:
            decide.append(1000 * (r.at - last.at))
        if u and r and u.speech_end_at is not None and r.at is not None:
            loop.append(1000 * (r.at - u.speech_end_at))
    return (
        distribution("speech → text", stt),
        *(distribution(f"advisor: {src}", xs) for src, xs in sorted(advisor.items())),
        distribution("text → suggestion", shown),
        distribution("suggestion → confirm", decide),
        distribution("speech → confirm", loop),
    )


def compute_stats(rooms: Sequence[RoomSection], card_names: dict[str, str]) -> Stats:
    """Every statistic of the module docstring, from the normalized rooms.

    ``card_names`` maps card ids to names (ids missing from it show as themselves).
    """
    players: dict[str, _Actor] = {}
    characters: dict[str, _Actor] = {}
    sources: dict[str, _Source] = {}
    cards: dict[str, Counter[str]] = {}
    ruled: list[Entry] = []
    played = undone = dream = 0
    for room in rooms:
        for e in room.entries:
            if e.kind != "action":
                continue
            if e.undone:
                undone += 1
                continue
            if room.dream:
                dream += 1
            else:
                played += 1
                characters.setdefault(e.character, _Actor(e.character, e.player)).add(e)
                players.setdefault(e.player, _Actor(e.player)).add(e)
                for c in e.ruling.cards if e.ruling else ():
                    cards.setdefault(c.id, Counter())["earned"] += c.count
            if e.ruling is None:
                continue
            ruled.append(e)
            last: dict[str, SuggestionView] = {s.source: s for s in e.suggestions}
            for s in last.values():
                sources.setdefault(s.source, _Source(s.source)).add(s, e.ruling)
            shown = _card_counts(e.suggestions[-1]) if e.suggestions else Counter()
            gm = _card_counts(e.ruling)
            for card in shown.keys() | gm.keys():
                tally = cards.setdefault(card, Counter())
                if card in shown:
                    tally["suggested"] += 1
                    tally["accepted" if card in gm else "rejected"] += 1
                else:
                    tally["added_by_gm"] += 1
    card_stats = tuple(
        CardStats(id=cid, name=card_names.get(cid, cid), **dict(t.items()))
        for cid, t in sorted(cards.items(), key=lambda kv: (-kv[1]["suggested"], kv[0]))
    )
    return Stats(
        players=tuple(a.freeze() for a in sorted(players.values(), key=lambda a: a.name)),
        characters=tuple(a.freeze() for a in sorted(characters.values(), key=lambda a: a.name)),
        cards=card_stats,
        advisors=tuple(sources[k].freeze() for k in sorted(sources)),
        latency=_latencies(ruled),
        actions=played,
        undone=undone,
        dream_actions=dream,
    )
