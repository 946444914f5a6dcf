"""Scoring an advisor on a labelled set (the format in the design, "Labelled set format").

One JSON object per line: ``id``, ``pool``, ``character`` (the seven blocks),
``challenge`` (optional), ``transcript`` and ``expected`` (``cards`` as
``{id: count}``, ``background``, ``equipment``, ``clever``, ``contradiction``,
``declared``). Card precision, recall and F1 are counted per card instance;
each bonus field is scored by accuracy; latency is the advisor call itself.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from companion.advisor.models import Challenge, SuggestContext, Suggestion
from companion.errors import DataFileError
from companion.percentile import percentile
from companion.resources import data_dir
from companion.tomlfile import dotted
from engine.table import Character

BONUS_FIELDS = ("background", "equipment", "clever", "contradiction", "declared")


class Expected(BaseModel):
    """The GM's ruling for one labelled item."""

    model_config = ConfigDict(extra="forbid")

    cards: dict[str, int] = Field(default_factory=dict)
    background: bool = False
    equipment: bool = False
    clever: int = Field(0, ge=0, le=2)
    contradiction: bool = False
    declared: bool = False


class EvalItem(BaseModel):
    """One labelled action."""

    model_config = ConfigDict(extra="forbid")

    id: str
    pool: list[str]
    character: Character
    challenge: Challenge | None = None
    transcript: str
    expected: Expected
    suggested: Expected | None = Field(
        None, description="what the advisor proposed, for items taken from a session log"
    )

    def context(self) -> SuggestContext:
        """The advisor's input for this item."""
        return SuggestContext(
            transcript=self.transcript,
            character=self.character,
            pool=tuple(self.pool),
            challenges=(self.challenge,) if self.challenge else (),
        )


class Prediction(BaseModel):
    """One line of ``--predictions OUT``."""

    id: str
    cards: dict[str, int]
    background: bool
    equipment: bool
    clever: int
    contradiction: bool
    declared: bool
    latency_ms: float

    @classmethod
    def of(cls, item_id: str, s: Suggestion) -> Prediction:
        """The scored fields of a suggestion."""
        return cls(
            id=item_id,
            cards=s.card_counts(),
            background=s.background.applies,
            equipment=s.equipment.applies,
            clever=s.clever.value,
            contradiction=s.contradiction.applies,
            declared=bool(s.declared),
            latency_ms=round(s.latency_ms, 3),
        )


def _lines(path: Path) -> list[str]:
    """The file's lines as text; bytes that are not UTF-8 are an error naming their line."""
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise DataFileError(str(path), "is a folder; give a labelled JSONL file") from None
    except OSError as exc:
        raise DataFileError(str(path), f"cannot read: {exc.strerror}") from None
    try:
        return data.decode("utf-8").splitlines()
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise DataFileError(
            str(path), f"not UTF-8 text (byte 0x{data[exc.start]:02x}): save it as UTF-8", line
        ) from None


def load_items(path: Path) -> list[EvalItem]:
    """Read a labelled JSONL set; a bad line is a :class:`DataFileError` naming it.

    A file with no item at all is an error too: scoring nothing would report a perfect 1.000.
    """
    items = []
    for n, line in enumerate(_lines(path), start=1):
        if not line.strip():
            continue
        try:
            items.append(EvalItem.model_validate(json.loads(line)))
        except json.JSONDecodeError as exc:
            raise DataFileError(str(path), f"not valid JSON: {exc.msg}", n) from None
        except ValidationError as exc:
            err = exc.errors()[0]
            raise DataFileError(str(path), err["msg"], n, dotted(err["loc"])) from None
    if not items:
        raise DataFileError(
            str(path), "no labelled items: nothing to score (format: docs/eval-format.md)"
        )
    return items


def _prf(tp: int, fp: int, fn: int) -> dict[str, float | int]:
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {
        "precision": round(p, 4),
        "recall": round(r, 4),
        "f1": round(f, 4),
        "tp": tp,
        "fp": fp,
        "fn": fn,
    }


def score(items: list[EvalItem], predictions: list[Prediction]) -> dict[str, object]:
    """Metrics: card P/R/F1 overall and per card, accuracy per bonus field, latency p50/p95."""
    tp = fp = fn = 0
    per: dict[str, list[int]] = {}
    right = dict.fromkeys(BONUS_FIELDS, 0)
    for item, pred in zip(items, predictions, strict=True):
        for card in set(item.expected.cards) | set(pred.cards):
            want, got = item.expected.cards.get(card, 0), pred.cards.get(card, 0)
            row = per.setdefault(card, [0, 0, 0])
            row[0] += min(want, got)
            row[1] += max(0, got - want)
            row[2] += max(0, want - got)
        for name in BONUS_FIELDS:
            right[name] += getattr(item.expected, name) == getattr(pred, name)
    for row in per.values():
        tp, fp, fn = tp + row[0], fp + row[1], fn + row[2]
    latencies = sorted(p.latency_ms for p in predictions)
    n = len(items) or 1
    return {
        "items": len(items),
        "cards": _prf(tp, fp, fn),
        "per_card": {card: _prf(*row) for card, row in sorted(per.items())},
        "bonus_accuracy": {name: round(right[name] / n, 4) for name in BONUS_FIELDS},
        "latency_ms": {
            "p50": round(percentile(latencies, 50) or 0.0, 3),
            "p95": round(percentile(latencies, 95) or 0.0, 3),
        },
    }


def run(
    items: Iterable[EvalItem], suggest: Callable[[SuggestContext], Suggestion]
) -> list[Prediction]:
    """Run the advisor over every item, in order."""
    return [Prediction.of(item.id, suggest(item.context())) for item in items]


def shipped_sets() -> list[Path]:
    """The held-out sets shipped with the program (``heldout*.jsonl``), scored when
    ``companion eval`` is given no file."""
    found = sorted(data_dir("eval").glob("heldout*.jsonl"))
    if not found:
        raise DataFileError(str(data_dir("eval")), "no shipped labelled sets here: give a FILE")
    return found


def _fig(m: dict[str, object], key: str) -> float:
    cards = m["cards"]
    assert isinstance(cards, dict)
    return float(cards[key])


def comparison(
    advisor: str,
    model: str,
    llm: dict[str, object],
    detectors: dict[str, object],
    answered: int,
) -> tuple[str, dict[str, object]]:
    """One line comparing an LLM advisor's metrics with the detectors' on the same items,
    and the same figures as a dict for ``--json``. Items the model did not answer fell back
    to the detectors; with none answered there is nothing to compare.
    """
    n = int(str(llm["items"]))
    detail: dict[str, object] = {
        "model": model,
        "answered": answered,
        "items": n,
        "llm": {k: _fig(llm, k) for k in ("precision", "recall", "f1")},
        "detectors": {k: _fig(detectors, k) for k in ("precision", "recall", "f1")},
    }
    name = f"{advisor} {model}".strip()
    if answered == 0:
        return f"{name}: answered none of {n} items (see above): no comparison", detail
    bg_l = llm["bonus_accuracy"]
    bg_d = detectors["bonus_accuracy"]
    assert isinstance(bg_l, dict)
    assert isinstance(bg_d, dict)
    line = (
        f"{name} vs detectors, {answered}/{n} items answered: "
        f"P {_fig(llm, 'precision'):.3f}/{_fig(detectors, 'precision'):.3f}  "
        f"R {_fig(llm, 'recall'):.3f}/{_fig(detectors, 'recall'):.3f}  "
        f"F1 {_fig(llm, 'f1'):.3f}/{_fig(detectors, 'f1'):.3f}  "
        f"background {bg_l['background']:.3f}/{bg_d['background']:.3f}  "
        f"equipment {bg_l['equipment']:.3f}/{bg_d['equipment']:.3f}"
    )
    return line, detail
