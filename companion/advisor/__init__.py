"""The advisor: which pool cards and character bonuses a player's words earn.

Public names (see ``tests/advisor/test_exported.py``)::

    SuggestContext, Suggestion, CardSuggestion, Evidence, Bonus, Clever, Challenge
    Advisor (protocol), LexiconAdvisor, OllamaAdvisor, AutoAdvisor, make_advisor
"""

from __future__ import annotations

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
    "SuggestContext",
    "Suggestion",
    "make_advisor",
]
