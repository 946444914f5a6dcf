"""The LLM prompt: a versioned template in ``prompts/`` plus the action as JSON data.

The hash of the template is recorded on every suggestion (``prompt_hash``), so a
session log says which prompt produced what. The transcript travels inside a
JSON document in the user message, as data, never spliced into instructions.

Few-shot examples (issue 15.4): the table's own confirmed rulings most like this action
(:func:`companion.advisor.fewshot.nearest`) travel in the same JSON document as
``examples``: each past description with what this GM ruled (cards, background,
equipment). They are data too; the template tells the model to follow how this GM rules.
Which rulings were used is noted on the suggestion; they come from the session log, so a
replay of the log can rebuild the same prompt.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from companion.advisor.evaluate import EvalItem
from companion.advisor.llm_schema import MAX_QUOTE
from companion.advisor.models import SuggestContext, Suggestion
from companion.deck import Deck
from companion.errors import DataFileError
from companion.resources import data_dir
from engine.table import BLOCKS

PROMPT_FILE = "advisor.md"
#: Most past rulings shown to the model as examples (they lengthen every prompt).
FEW_SHOT = 3


@dataclass(frozen=True)
class Prompt:
    """A prompt template and its hash (first 16 hex digits of its SHA-256)."""

    template: str
    hash: str

    @classmethod
    def read(cls, path: Path) -> Prompt:
        """Load a template; a missing file is a :class:`DataFileError`."""
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise DataFileError(str(path), f"cannot read the prompt: {exc.strerror}") from None
        return cls(text, hashlib.sha256(text.encode("utf-8")).hexdigest()[:16])

    def messages(
        self,
        context: SuggestContext,
        deck: Deck,
        candidates: Suggestion,
        examples: Sequence[EvalItem] = (),
    ) -> list[dict[str, str]]:
        """The chat messages for one action: instructions, then the action as JSON (with
        ``examples``, past rulings of this table, when there are any)."""
        pool = Counter(context.pool)
        lines = []
        for card_id, n in pool.items():
            if deck.has(card_id):
                c = deck.card(card_id)
                lines.append(f"- {c.id} ({n} in pool): {c.name}. {c.definition}")
        system = self.template.replace("{cards}", "\n".join(lines) or "(none)")
        ch = context.character
        data: dict[str, Any] = {
            "transcript": context.transcript,
            "character": {b: ch.block(b) for b in BLOCKS},
            "pool": [{"card": k, "copies": v} for k, v in pool.items()],
            "challenges": [{"name": c.name, "rating": c.rating} for c in context.challenges],
            "room": context.room,
            "candidates": [
                {
                    "card": c.card,
                    "count": c.count,
                    "quotes": [quotable(e.quote) for e in c.evidence],
                }
                for c in candidates.cards
            ],
        }
        if examples:
            data["examples"] = [_example(item) for item in examples]
        user = json.dumps(data, ensure_ascii=False, sort_keys=True)
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def quotable(quote: str) -> str:
    """A detector's quote as the model may copy it back: whole when it fits the reply's
    :data:`~companion.advisor.llm_schema.MAX_QUOTE` characters, else its opening words that do
    (a run-on sentence's evidence is the whole sentence).

    >>> quotable("I swing"), len(quotable("and then I run " * 20)) <= MAX_QUOTE
    ('I swing', True)
    >>> len(quotable("a" * 300)) == MAX_QUOTE  # no space to cut at: the first characters
    True
    """
    if len(quote) <= MAX_QUOTE:
        return quote
    cut = quote.rfind(" ", 0, MAX_QUOTE + 1)
    return (quote[:cut].rstrip(" ,;") if cut > 0 else "") or quote[:MAX_QUOTE]


def _example(item: EvalItem) -> dict[str, Any]:
    """A past ruling as the model sees it: what was said and what the GM ruled."""
    ruled = item.expected
    return {
        "transcript": item.transcript,
        "gm_ruled": {
            "cards": dict(ruled.cards),
            "background": ruled.background,
            "equipment": ruled.equipment,
        },
    }


@lru_cache(maxsize=1)
def default_prompt() -> Prompt:
    """The shipped advisor prompt."""
    return Prompt.read(data_dir("prompts") / PROMPT_FILE)
