"""Regenerate ``companion/advisor/data/wordfreq-en.txt.gz`` from the ``wordfreq`` package.

    pip install --target /tmp/wfpkg wordfreq==3.1.1
    PYTHONPATH=/tmp/wfpkg python -m tests.advisor.make_wordfreq_list

The program reads the trimmed list (:mod:`companion.advisor.rarity`), not ``wordfreq``
itself, whose 57 MB wheel would weigh on the core install.
"""

from __future__ import annotations

import gzip
import re
from collections import defaultdict
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "companion" / "advisor" / "data" / "wordfreq-en.txt.gz"
FLOOR = 1.5


def main() -> None:
    import wordfreq  # type: ignore[import-not-found]

    bands: dict[int, list[str]] = defaultdict(list)
    for word in wordfreq.iter_wordlist("en"):
        if not re.fullmatch(r"[a-z]+", word):
            continue
        zipf = wordfreq.zipf_frequency(word, "en")
        if zipf < FLOOR:
            break
        bands[int(zipf * 10)].append(word)
    text = "".join(f"{b} {' '.join(sorted(ws))}\n" for b, ws in sorted(bands.items(), reverse=True))
    with gzip.open(OUT, "wt", encoding="utf-8") as fp:
        fp.write(text)


if __name__ == "__main__":
    main()
