"""Few-shot examples for an LLM prompt, drawn from a table's own confirmed rulings.

A table's rulings (``companion eval --from-log``) are labelled examples in the table's own
phrasing; the ones most like the description at hand (shared spoken-view lemmas and lemma
pairs, weighted by how rare each is among the examples) show the model how this GM rules.
The prompt code (:mod:`companion.advisor.prompt`) decides how to lay them out.

>>> from engine.table import Character
>>> from companion.advisor.evaluate import EvalItem, Expected
>>> g = Character(name="G")
>>> past = [EvalItem(id=str(n), pool=["cliche"], character=g, transcript=t,
...     expected=Expected(cards={"cliche": 1} if "nick" in t else {}))
...     for n, t in enumerate(["in the nick of time I jump", "I open the door", "I eat"])]
>>> [i.id for i in nearest(past, "just in the nick of time he ducks", k=1)]
['0']
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from companion.advisor.evaluate import EvalItem
from companion.advisor.learned import features
from companion.advisor.text import Transcript


def nearest(items: Sequence[EvalItem], transcript: str, k: int = 3) -> list[EvalItem]:
    """The ``k`` items most like ``transcript`` (rarer shared features weigh more); items
    sharing nothing with it are never returned."""
    feats = [set(features(Transcript(i.transcript))) for i in items]
    seen = Counter(f for fs in feats for f in fs)
    n = len(items) + 1
    query = set(features(Transcript(transcript)))
    scored = []
    for item, fs in zip(items, feats, strict=True):
        shared = query & fs
        if shared:
            weight = sum(math.log(n / seen[f]) for f in shared)
            scored.append((weight / math.sqrt(len(fs) or 1), item.id, item))
    scored.sort(key=lambda s: (-s[0], s[1]))
    return [item for _w, _id, item in scored[:k]]
