"""The advisor: which pool cards and character bonuses a player's words earn.

Public names (see ``tests/advisor/test_cli.py``)::

    SuggestContext, Suggestion, CardSuggestion, Evidence, Bonus, Clever, Challenge
    Advisor (protocol), LexiconAdvisor, OllamaAdvisor, OpenAIAdvisor, AutoAdvisor, make_advisor

They are imported on first use, so that importing one submodule (deck validation reads the
registry of checks in :mod:`companion.advisor.checks`) does not load the LLM clients.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from companion.advisor.auto import Advisor, AutoAdvisor, make_advisor
    from companion.advisor.lexicon import LexiconAdvisor
    from companion.advisor.models import (
        Bonus,
        CardSuggestion,
        Challenge,
        Clever,
        Evidence,
        SuggestContext,
        Suggestion,
    )
    from companion.advisor.ollama_advisor import OllamaAdvisor
    from companion.advisor.openai_advisor import OpenAIAdvisor

#: Public name -> the module that defines it.
_WHERE = {
    "Advisor": "auto",
    "AutoAdvisor": "auto",
    "make_advisor": "auto",
    "LexiconAdvisor": "lexicon",
    "OllamaAdvisor": "ollama_advisor",
    "OpenAIAdvisor": "openai_advisor",
    "Bonus": "models",
    "CardSuggestion": "models",
    "Challenge": "models",
    "Clever": "models",
    "Evidence": "models",
    "SuggestContext": "models",
    "Suggestion": "models",
}

__all__ = [
    "Advisor",
    "AutoAdvisor",
    "Bonus",
    "CardSuggestion",
    "Challenge",
    "Clever",
    "Evidence",
    "LexiconAdvisor",
    "OllamaAdvisor",
    "OpenAIAdvisor",
    "SuggestContext",
    "Suggestion",
    "make_advisor",
]


def __getattr__(name: str) -> Any:
    """Import a public name's module on first use (PEP 562)."""
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"companion.advisor.{_WHERE[name]}"), name)
    globals()[name] = value
    return value
