"""``auto``: detector suggestions at once, replaced by the LLM's when it arrives.

The UI calls :meth:`AutoAdvisor.suggest_fast` on its own thread (instant), shows
the result, runs :meth:`AutoAdvisor.refine` off the UI thread, and swaps in the
refinement when it comes back (its ``source`` names the LLM backend). Which LLM
refines is ``[advisor] backend``: ``ollama`` or ``openai`` (see
:mod:`companion.advisor_registry`).
"""

from __future__ import annotations

from typing import Protocol

import httpx

from companion.advisor.evaluate import EvalItem
from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.llm_base import LlmAdvisor
from companion.advisor.models import SuggestContext, Suggestion
from companion.advisor.ollama_advisor import OllamaAdvisor
from companion.advisor.openai_advisor import OpenAIAdvisor
from companion.advisor_registry import ADVISORS, LLM_BACKENDS, advisor_class, choices
from companion.config import Config, OllamaConfig, OpenAIConfig
from companion.deck import Deck
from companion.errors import UsageError


class Advisor(Protocol):
    """Anything that proposes cards and bonuses for one action."""

    def suggest(self, context: SuggestContext) -> Suggestion:
        """Propose a suggestion for one action."""
        ...


def llm_backend(
    name: str,
    deck: Deck,
    config: Config | OllamaConfig | OpenAIConfig,
    transport: httpx.BaseTransport | None = None,
    lexicon: LexiconAdvisor | None = None,
) -> LlmAdvisor:
    """The LLM client called ``name`` (one of :data:`LLM_BACKENDS`)."""
    if name == "ollama":
        ollama = config.ollama if isinstance(config, Config) else config
        if not isinstance(ollama, OllamaConfig):
            raise UsageError("the ollama backend needs an [ollama] section")
        return OllamaAdvisor(deck, ollama, transport, lexicon=lexicon)
    if name == "openai":
        openai = config.openai if isinstance(config, Config) else config
        if not isinstance(openai, OpenAIConfig):
            raise UsageError("the openai backend needs an [openai] section")
        return OpenAIAdvisor(deck, openai, transport, lexicon=lexicon)
    raise UsageError(f"unknown LLM backend {name!r}: use {choices(LLM_BACKENDS)}")


class AutoAdvisor:
    """Detectors first, the LLM's refinement second."""

    source = "auto"

    def __init__(
        self,
        deck: Deck,
        config: Config | OllamaConfig | OpenAIConfig,
        transport: httpx.BaseTransport | None = None,
        *,
        backend: str | None = None,
    ) -> None:
        if backend is None:
            if isinstance(config, Config):
                backend = config.advisor.backend
            else:
                backend = "openai" if isinstance(config, OpenAIConfig) else "ollama"
        self.lexicon = (
            LexiconAdvisor.from_config(deck, config)
            if isinstance(config, Config)
            else LexiconAdvisor(deck)
        )
        self.llm = llm_backend(backend, deck, config, transport, lexicon=self.lexicon)

    @classmethod
    def from_config(
        cls,
        deck: Deck,
        config: Config | OllamaConfig | OpenAIConfig,
        transport: httpx.BaseTransport | None = None,
    ) -> AutoAdvisor:
        """The registry's constructor (see :func:`make_advisor`)."""
        return cls(deck, config, transport)

    def suggest_fast(self, context: SuggestContext) -> Suggestion:
        """The detectors' suggestion (well under 20 ms)."""
        return self.lexicon.suggest(context)

    def refine(self, context: SuggestContext, fast: Suggestion) -> Suggestion | None:
        """The LLM's checked suggestion, or None (keep ``fast``); at most the LLM's
        ``timeout_s`` seconds."""
        return self.llm.refine(context, fast)

    def suggest(self, context: SuggestContext) -> Suggestion:
        """Both steps in one blocking call (for ``companion eval`` and scripts)."""
        fast = self.suggest_fast(context)
        return self.refine(context, fast) or fast

    def preload(self) -> bool:
        """Load the model now so the first refinement is not a cold start (False if not)."""
        return self.llm.preload()

    def remember_rulings(self, items: list[EvalItem]) -> None:
        """The table's confirmed rulings, for the LLM's prompt (see :class:`LlmAdvisor`)."""
        self.llm.remember_rulings(items)

    def take_notices(self) -> list[str]:
        """Problems with the LLM server to show once."""
        return self.llm.take_notices()

    def close(self) -> None:
        """Cancel the LLM's requests in flight (quitting never waits for the model)."""
        self.llm.close()


def make_advisor(
    mode: str,
    deck: Deck,
    config: Config | OllamaConfig | OpenAIConfig,
    transport: httpx.BaseTransport | None = None,
) -> LexiconAdvisor | LlmAdvisor | AutoAdvisor:
    """The advisor for ``--advisor NAME`` (a name of :data:`ADVISORS`)."""
    if mode not in ADVISORS:
        raise UsageError(f"unknown advisor {mode!r}: use {choices(list(ADVISORS))}")
    cls = advisor_class(mode)
    factory = getattr(cls, "from_config", None)
    made = factory(deck, config, transport) if factory is not None else cls(deck)
    assert isinstance(made, LexiconAdvisor | LlmAdvisor | AutoAdvisor)
    return made
