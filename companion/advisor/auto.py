"""``auto``: detector suggestions at once, replaced by the LLM's when it arrives.

The UI calls :meth:`AutoAdvisor.suggest_fast` on its own thread (instant), shows
the result, runs :meth:`AutoAdvisor.refine` off the UI thread, and swaps in the
refinement when it comes back (its ``source`` says ``ollama``).
"""

from __future__ import annotations

from typing import Protocol

import ollama

from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.models import SuggestContext, Suggestion
from companion.advisor.ollama_advisor import OllamaAdvisor
from companion.config import Config, OllamaConfig
from companion.deck import Deck
from companion.errors import UsageError


class Advisor(Protocol):
    """Anything that proposes cards and bonuses for one action."""

    def suggest(self, context: SuggestContext) -> Suggestion:
        """Propose a suggestion for one action."""
        ...


class AutoAdvisor:
    """Detectors first, the LLM's refinement second."""

    source = "auto"

    def __init__(
        self, deck: Deck, config: OllamaConfig, client: ollama.Client | None = None
    ) -> None:
        self.lexicon = LexiconAdvisor(deck)
        self.ollama = OllamaAdvisor(deck, config, client, lexicon=self.lexicon)

    def suggest_fast(self, context: SuggestContext) -> Suggestion:
        """The detectors' suggestion (well under 20 ms)."""
        return self.lexicon.suggest(context)

    def refine(self, context: SuggestContext, fast: Suggestion) -> Suggestion | None:
        """The LLM's validated suggestion, or None (keep ``fast``); may take seconds."""
        return self.ollama.refine(context, fast)

    def suggest(self, context: SuggestContext) -> Suggestion:
        """Both steps in one blocking call (for ``companion eval`` and scripts)."""
        fast = self.suggest_fast(context)
        return self.refine(context, fast) or fast

    def preload(self) -> bool:
        """Load the model now so the first refinement is not a cold start (False if not)."""
        return self.ollama.preload()

    def take_notices(self) -> list[str]:
        """Problems with Ollama to show once."""
        return self.ollama.take_notices()


def make_advisor(
    mode: str, deck: Deck, config: Config | OllamaConfig, client: ollama.Client | None = None
) -> LexiconAdvisor | OllamaAdvisor | AutoAdvisor:
    """The advisor for ``--advisor lexicon|ollama|auto``."""
    ollama_config = config.ollama if isinstance(config, Config) else config
    if mode == "lexicon":
        return LexiconAdvisor(deck)
    if mode == "ollama":
        return OllamaAdvisor(deck, ollama_config, client)
    if mode == "auto":
        return AutoAdvisor(deck, ollama_config, client)
    raise UsageError(f"unknown advisor {mode!r}: use lexicon, ollama or auto")
