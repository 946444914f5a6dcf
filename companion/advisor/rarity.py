"""How common an English word is: Zipf frequencies from a trimmed ``wordfreq`` list.

The Zipf scale is log10 of a word's occurrences per billion words: "the" is 7.7, "sword"
4.4, "halberd" 2.1, "recondite" 1.7. Words under 1.5 (and names, misspellings) are not in
the list and read as 0. The list (``data/wordfreq-en.txt.gz``, 0.6 MB, CC BY-SA 4.0, see
``data/README.md``) is loaded on first use, about 0.1 s.

>>> zipf("sword") > 4 > zipf("halberd") > zipf("recondite") > zipf("grignr")
True
"""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

_LIST = Path(__file__).resolve().parent / "data" / "wordfreq-en.txt.gz"


@lru_cache(maxsize=1)
def _table() -> dict[str, float]:
    table: dict[str, float] = {}
    with gzip.open(_LIST, "rt", encoding="utf-8") as fp:
        for line in fp:
            band, *words = line.split()
            value = int(band) / 10
            for w in words:
                table[w] = value
    return table


def zipf(word: str) -> float:
    """The word's Zipf frequency (0.0 when it is rarer than 1.5 or unknown), counting the
    British "-our" spelling as common as the American "-or" one: the list's counts split
    between the two, so "vapours" (2.3) alone would read as rarer than "vapors" (2.7).

    >>> zipf("vapours") == zipf("vapors")
    True
    """
    table = _table()
    found = table.get(word, 0.0)
    if "our" in word:
        found = max(found, table.get(word.replace("our", "or"), 0.0))
    return found


def warm_up() -> None:
    """Load the list now rather than on the first description."""
    _table()
