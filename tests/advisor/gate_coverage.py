"""How the "could fit" gates treat the labelled sets: per card, the share of items that
earn the card whose words pass its gate (it should be all of them: a gate is a necessary
condition), and the share of items in whose pool the card is but which do not earn it
that pass all the same (how much a gate alone rules out; a quote is shorter than a whole
description, so this overstates what passes).

    python -m tests.advisor.gate_coverage [FILE.jsonl ...]   # default: fixtures/eval/*.jsonl
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from companion.advisor.gates import GATES, could_fit

ROOT = Path(__file__).resolve().parents[2]


def items(paths: list[Path]) -> list[dict[str, object]]:
    out = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.append(json.loads(line))
    return out


def coverage(data: list[dict[str, object]]) -> dict[str, tuple[int, int, int, int]]:
    """card -> (earned, earned passing, not earned, not earned passing)."""
    earned: Counter[str] = Counter()
    earned_pass: Counter[str] = Counter()
    other: Counter[str] = Counter()
    other_pass: Counter[str] = Counter()
    for item in data:
        text = str(item["transcript"])
        cards = dict(item["expected"]["cards"])  # type: ignore[index]
        for card in set(item["pool"]):  # type: ignore[arg-type]
            if card not in GATES:
                continue
            passed = could_fit(card, text) is not None
            if cards.get(card):
                earned[card] += 1
                earned_pass[card] += passed
            else:
                other[card] += 1
                other_pass[card] += passed
    return {c: (earned[c], earned_pass[c], other[c], other_pass[c]) for c in GATES}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = args.files or sorted((ROOT / "fixtures" / "eval").glob("*.jsonl"))
    table = coverage(items(files))
    print("| card | earned: pass | not earned: pass |")
    print("| --- | --- | --- |")
    tot = [0, 0, 0, 0]
    for card, (e, ep, o, op) in sorted(table.items()):
        tot = [tot[0] + e, tot[1] + ep, tot[2] + o, tot[3] + op]
        print(f"| {card} | {ep}/{e} | {op}/{o} |")
    print(
        f"| all | {tot[1]}/{tot[0]} ({tot[1] / max(tot[0], 1):.3f}) | "
        f"{tot[3]}/{tot[2]} ({tot[3] / max(tot[2], 1):.3f}) |"
    )


if __name__ == "__main__":
    main()
