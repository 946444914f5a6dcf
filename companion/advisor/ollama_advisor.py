"""The Ollama advisor: the deck's detector hits refined by a model over Ollama's native API.

Requests go through the ``ollama`` package's client, ``ollama.Client(host,
transport=...)``, whose extra arguments reach ``httpx.Client``: the transport is
:class:`~companion.advisor.llm_http.DeadlineTransport`, so each request keeps its one
deadline, its 1 MB reply cap and :meth:`close`'s cancel.

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

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

import httpx
import ollama
from pydantic import ValidationError

from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.llm_base import RETRY_UNREACHABLE_S, LlmAdvisor
from companion.advisor.llm_http import LlmHttpError, LlmLink
from companion.advisor.llm_schema import reply_schema
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
        self.client = ollama.Client(host=config.host, transport=link.transport)

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

    def _args(self, seed: int | None, schema: dict[str, Any] | None = None) -> dict[str, Any]:
        """``client.chat``'s keywords (``seed`` None: load the model; no format, no options)."""
        if seed is None:
            return {"keep_alive": self.config.keep_alive}
        return {
            "format": schema or reply_schema(),
            "options": {"temperature": 0, "seed": seed},
            "keep_alive": self.config.keep_alive,
        }

    def _chat(
        self, messages: list[dict[str, str]], seed: int, deadline_s: float, schema: dict[str, Any]
    ) -> str:
        args = self._args(seed, schema)
        with self.link.bounded(deadline_s), _errors(self.link):
            if self.stream:
                parts = self.client.chat(self.model, messages, stream=True, **args)
                return "".join(part.message.content or "" for part in parts)
            reply = self.client.chat(self.model, messages, stream=False, **args)
            return reply.message.content or ""

    def _warm(self, deadline_s: float) -> None:
        with self.link.bounded(deadline_s), _errors(self.link):
            self.client.chat(self.model, [], stream=False, **self._args(None))

    def _missing(self, exc: LlmHttpError) -> str | None:
        if exc.kind == "status" and exc.status == 404:
            model = self.model
            return f"Ollama has no model {model!r}: run `ollama pull {model}`"
        return None

    def _down(self) -> str:
        host = self.link.shown_url
        return f"Ollama is not reachable at {host}: start it with `ollama serve`"


@contextmanager
def _errors(link: LlmLink) -> Iterator[None]:
    """The ``ollama`` client's errors as :class:`LlmHttpError` (the transport's own pass
    through): an HTTP error status, or a reply that is not the JSON Ollama sends."""
    try:
        yield
    except ollama.ResponseError as exc:
        detail = link.scrub(str(exc.error))[:200]
        raise LlmHttpError(
            "status", f"HTTP {exc.status_code}: {detail}", exc.status_code, detail
        ) from None
    except (ValueError, ValidationError, RecursionError):
        raise LlmHttpError("broken", "the reply is not Ollama's chat JSON") from None
