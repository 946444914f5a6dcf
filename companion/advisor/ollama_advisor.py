"""The Ollama advisor: the deck's detector hits refined by a model over Ollama's native API.

One ``POST /api/chat`` per action (https://github.com/ollama/ollama/blob/main/docs/api.md)
with ``format`` set to :class:`~companion.advisor.llm_schema.LlmSuggestion`'s JSON
schema, ``options={"temperature": 0, "seed": ...}`` and the configured ``keep_alive``;
the answer is one JSON object, or with ``stream`` newline-delimited chunks. An empty
``messages`` list loads the model (:meth:`preload`). A missing model is a 404 whose
error says ``not found``: the GM is told ``ollama pull <model>`` once.

The deadline, the retry, the reply check and the notices are
:class:`~companion.advisor.llm_base.LlmAdvisor`'s.
"""

from __future__ import annotations

from typing import Any, ClassVar

import httpx

from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.llm_base import RETRY_UNREACHABLE_S, LlmAdvisor
from companion.advisor.llm_http import LlmHttpError, LlmLink
from companion.advisor.prompt import Prompt
from companion.config import Config, OllamaConfig, OpenAIConfig
from companion.deck import Deck

__all__ = ["RETRY_UNREACHABLE_S", "OllamaAdvisor"]


class OllamaAdvisor(LlmAdvisor):
    """Suggestions from an Ollama model, with the detectors as candidates and fallback."""

    source: ClassVar[str] = "ollama"

    def __init__(
        self,
        deck: Deck,
        config: OllamaConfig,
        transport: httpx.BaseTransport | None = None,
        *,
        stream: bool = False,
        prompt: Prompt | None = None,
        lexicon: LexiconAdvisor | None = None,
    ) -> None:
        link = LlmLink(config.host, config.timeout_s, transport=transport)
        super().__init__(
            deck,
            link,
            model=config.model,
            seed=config.seed,
            timeout_s=config.timeout_s,
            prompt=prompt,
            lexicon=lexicon,
        )
        self.config = config
        self.stream = stream

    @classmethod
    def from_config(
        cls,
        deck: Deck,
        config: Config | OllamaConfig | OpenAIConfig,
        transport: httpx.BaseTransport | None = None,
    ) -> LlmAdvisor:
        """The registry's constructor: this backend with its own config section."""
        from companion.advisor.auto import llm_backend

        return llm_backend("ollama", deck, config, transport)

    @property
    def server(self) -> str:
        return "Ollama"

    def _body(self, messages: list[dict[str, str]], seed: int | None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "stream": self.stream,
            "keep_alive": self.config.keep_alive,
        }
        if seed is not None:
            body["format"] = self.schema
            body["options"] = {"temperature": 0, "seed": seed}
        return body

    def _chat(self, messages: list[dict[str, str]], seed: int, deadline_s: float) -> str:
        body = self._body(messages, seed)
        if self.stream:
            lines = self.link.post_lines("/api/chat", body, deadline_s)
            return "".join(_content(line) for line in lines)
        return _content(self.link.post_json("/api/chat", body, deadline_s))

    def _warm(self, deadline_s: float) -> None:
        body = {**self._body([], None), "stream": False}
        self.link.post_json("/api/chat", body, deadline_s)

    def _missing(self, exc: LlmHttpError) -> str | None:
        if exc.kind == "status" and exc.status == 404:
            model = self.model
            return f"Ollama has no model {model!r}: run `ollama pull {model}`"
        return None

    def _down(self) -> str:
        host = self.link.shown_url
        return f"Ollama is not reachable at {host}: start it with `ollama serve`"


def _content(reply: Any) -> str:
    """The assistant's text in one Ollama chat reply (or streamed chunk)."""
    if isinstance(reply, dict):
        message = reply.get("message")
        if isinstance(message, dict) and isinstance(message.get("content"), str):
            return str(message["content"])
    raise LlmHttpError("broken", "the reply has no message content")
