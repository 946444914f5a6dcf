"""The advisors by name: the one list read by config validation, ``--advisor`` and the docs.

Each entry maps a name to the class that implements it, as ``module:Class`` so that
reading the config or building the CLI imports no advisor (the detectors' language data
and the HTTP client load only when an advisor is made). Adding a backend is one module
and one line here.

>>> sorted(ADVISORS)
['auto', 'lexicon', 'ollama', 'openai']
>>> advisor_class("lexicon").__name__
'LexiconAdvisor'
"""

from __future__ import annotations

import importlib

#: Name -> ``module:Class``. ``auto`` is the detectors refined by an LLM backend.
ADVISORS: dict[str, str] = {
    "lexicon": "companion.advisor.lexicon:LexiconAdvisor",
    "ollama": "companion.advisor.ollama_advisor:OllamaAdvisor",
    "openai": "companion.advisor.openai_advisor:OpenAIAdvisor",
    "auto": "companion.advisor.auto:AutoAdvisor",
}

#: The advisors that are an LLM server's client (``[advisor] backend`` picks one for auto).
LLM_BACKENDS: tuple[str, ...] = ("ollama", "openai")


def advisor_class(name: str) -> type:
    """The class behind an advisor name (KeyError for an unknown name)."""
    module, _, cls = ADVISORS[name].partition(":")
    found = getattr(importlib.import_module(module), cls)
    assert isinstance(found, type)
    return found


def choices(names: tuple[str, ...] | list[str]) -> str:
    """``a, b or c`` for messages.

    >>> choices(["lexicon", "ollama", "auto"])
    'lexicon, ollama or auto'
    """
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)
