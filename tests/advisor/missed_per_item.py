"""What the detectors leave for a model to add, per labelled item: card instances the GM
counted that the detectors did not, plus background and equipment bonuses the GM gave that
the detectors did not. The share of items with at most N such misses is what a cap of N
model additions per action would let a perfect model recover in full
(``companion.advisor.reply_check.MAX_MODEL_ADDITIONS``).

    python -m tests.advisor.missed_per_item FILE.jsonl ...
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from companion.advisor import LexiconAdvisor
from companion.advisor.evaluate import load_items
from companion.deck import standard_deck


def misses(paths: list[Path]) -> Counter[int]:
    """How many items miss 0, 1, 2, ... card instances and bonuses."""
    advisor = LexiconAdvisor(standard_deck())
    out: Counter[int] = Counter()
    for path in paths:
        for item in load_items(path):
            got = advisor.suggest(item.context())
            found = got.card_counts()
            want = item.expected
            missed = sum(max(0, n - found.get(c, 0)) for c, n in want.cards.items())
            missed += want.background and not got.background.applies
            missed += want.equipment and not got.equipment.applies
            out[missed] += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()
    counts = misses(args.files)
    total = sum(counts.values())
    running = 0
    print(f"{total} items")
    for n in sorted(counts):
        running += counts[n]
        print(f"missed {n}: {counts[n]} items; at most {n}: {running / total:.3f}")


if __name__ == "__main__":
    main()
