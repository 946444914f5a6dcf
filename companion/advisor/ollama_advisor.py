"""The Ollama advisor: the deck's detector hits refined by a local LLM.

One chat per action with ``format`` set to :class:`LlmSuggestion`'s JSON
schema, ``options={"temperature": 0, "seed": ...}``, the configured
``keep_alive`` and timeout. The reply is validated
(:func:`~companion.advisor.llm_schema.validate_reply`); invalid JSON gets one
retry with another seed, then the detector suggestion stands. Problems with the
server (missing model, nothing listening, too slow) become one notice each, so
the GM is told ``ollama pull <model>`` once, not on every action.
"""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import ollama
from pydantic import ValidationError

from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.llm_schema import LlmSuggestion, injection_spans, validate_reply
from companion.advisor.models import SuggestContext, Suggestion
from companion.advisor.prompt import Prompt, default_prompt
from companion.advisor.text import Transcript
from companion.config import OllamaConfig
from companion.deck import Deck

#: Seconds to wait before trying an unreachable server again.
RETRY_UNREACHABLE_S = 30.0

#: What talking to Ollama can raise: HTTP errors, nothing listening, timeouts.
_OLLAMA_ERRORS = (ollama.ResponseError, ConnectionError, httpx.HTTPError)


class OllamaAdvisor:
    """Suggestions from an Ollama model, with the detectors as candidates and fallback."""

    source = "ollama"

    def __init__(
        self,
        deck: Deck,
        config: OllamaConfig,
        client: ollama.Client | None = None,
        *,
        stream: bool = False,
        prompt: Prompt | None = None,
        lexicon: LexiconAdvisor | None = None,
    ) -> None:
        self.deck = deck
        self.config = config
        self.client = client or ollama.Client(host=config.host, timeout=config.timeout_s)
        self.stream = stream
        self.prompt = prompt or default_prompt()
        self.lexicon = lexicon or LexiconAdvisor(deck)
        self.schema = LlmSuggestion.model_json_schema()
        self._notices: list[str] = []
        self._told: set[str] = set()
        self._missing_model = False
        self._down_until = 0.0

    def take_notices(self) -> list[str]:
        """Problems to show the GM once (each is reported a single time per session)."""
        out, self._notices = self._notices, []
        return out

    def _notice(self, key: str, text: str) -> None:
        if key not in self._told:
            self._told.add(key)
            self._notices.append(text)

    def preload(self) -> bool:
        """Load the model now (an empty chat), so the first action is not a cold start."""
        try:
            self.client.chat(
                model=self.config.model, messages=[], keep_alive=self.config.keep_alive
            )
        except _OLLAMA_ERRORS as exc:
            self._failed(exc)
            return False
        self._missing_model = False
        return True

    def _failed(self, exc: BaseException) -> str:
        model, host = self.config.model, self.config.host
        if isinstance(exc, ollama.ResponseError) and exc.status_code == 404:
            self._missing_model = True
            self._notice("missing", f"Ollama has no model {model!r}: run `ollama pull {model}`")
            return f"model {model} not found"
        if isinstance(exc, ConnectionError | httpx.ConnectError):
            self._down_until = time.monotonic() + RETRY_UNREACHABLE_S
            self._notice("down", f"Ollama is not reachable at {host}: start it with `ollama serve`")
            return "ollama not reachable"
        if isinstance(exc, httpx.TimeoutException):
            self._notice("slow", f"Ollama took over {self.config.timeout_s:g} s; detectors only")
            return "ollama timed out"
        self._notice(type(exc).__name__, f"Ollama failed: {exc}")
        return f"ollama failed: {exc}"

    def _chat(self, messages: list[dict[str, str]], seed: int) -> str:
        kwargs: dict[str, Any] = {
            "model": self.config.model,
            "messages": messages,
            "format": self.schema,
            "options": {"temperature": 0, "seed": seed},
            "keep_alive": self.config.keep_alive,
        }
        if self.stream:
            parts = [c.message.content or "" for c in self.client.chat(**kwargs, stream=True)]
            return "".join(parts)
        return self.client.chat(**kwargs).message.content or ""

    def refine(self, context: SuggestContext, fast: Suggestion) -> Suggestion | None:
        """The LLM's validated suggestion, or None when it cannot give one (see notices)."""
        began = time.perf_counter()
        if self._missing_model or time.monotonic() < self._down_until:
            return None
        if injection_spans(Transcript(context.transcript)):
            self._notice("injection", "the transcript addresses the advisor: detectors only")
            return None
        messages = self.prompt.messages(context, self.deck, fast)
        reply: LlmSuggestion | None = None
        errors: list[str] = []
        for seed in (self.config.seed, self.config.seed + 1):
            try:
                raw = self._chat(messages, seed)
            except _OLLAMA_ERRORS as exc:
                self._failed(exc)
                return None
            try:
                reply = LlmSuggestion.model_validate(json.loads(raw))
                break
            except (json.JSONDecodeError, ValidationError) as exc:
                errors.append(type(exc).__name__)
        if reply is None:
            self._notice("invalid", f"{self.config.model} gave invalid JSON twice: detectors only")
            return None
        suggestion, _notes = validate_reply(reply, context, self.deck)
        return suggestion.model_copy(
            update={
                "model": self.config.model,
                "prompt_hash": self.prompt.hash,
                "latency_ms": (time.perf_counter() - began) * 1000,
                "notes": [*(f"retried after {e}" for e in errors), *suggestion.notes],
            }
        )

    def suggest(self, context: SuggestContext) -> Suggestion:
        """The LLM's suggestion, or the detectors' (with a note) when the LLM cannot answer."""
        began = time.perf_counter()
        fast = self.lexicon.suggest(context)
        refined = self.refine(context, fast)
        if refined is not None:
            return refined.model_copy(update={"latency_ms": (time.perf_counter() - began) * 1000})
        notes = [*fast.notes, "ollama gave no usable answer: detector suggestion"]
        return fast.model_copy(update={"notes": notes})
