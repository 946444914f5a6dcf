"""The LLM prompt: a versioned template in ``prompts/`` plus the action as JSON data.

The hash of the template is recorded on every suggestion (``prompt_hash``), so a
session log says which prompt produced what. The transcript travels inside a
JSON document in the user message, as data, never spliced into instructions.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from companion.advisor.models import SuggestContext, Suggestion
from companion.deck import Deck
from companion.errors import DataFileError
from companion.resources import data_dir
from engine.table import BLOCKS

PROMPT_FILE = "advisor.md"


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
        self, context: SuggestContext, deck: Deck, candidates: Suggestion
    ) -> list[dict[str, str]]:
        """The chat messages for one action: instructions, then the action as JSON."""
        pool = Counter(context.pool)
        lines = []
        for card_id, n in pool.items():
            if deck.has(card_id):
                c = deck.card(card_id)
                lines.append(f"- {c.id} ({n} in pool): {c.name}. {c.definition}")
        system = self.template.replace("{cards}", "\n".join(lines) or "(none)")
        ch = context.character
        data = {
            "transcript": context.transcript,
            "character": {b: ch.block(b) for b in BLOCKS},
            "pool": [{"card": k, "copies": v} for k, v in pool.items()],
            "challenges": [{"name": c.name, "rating": c.rating} for c in context.challenges],
            "room": context.room,
            "candidates": [
                {"card": c.card, "count": c.count, "quotes": [e.quote for e in c.evidence]}
                for c in candidates.cards
            ],
        }
        user = json.dumps(data, ensure_ascii=False, sort_keys=True)
        return [{"role": "system", "content": system}, {"role": "user", "content": user}]


@lru_cache(maxsize=1)
def default_prompt() -> Prompt:
    """The shipped advisor prompt."""
    return Prompt.read(data_dir("prompts") / PROMPT_FILE)
