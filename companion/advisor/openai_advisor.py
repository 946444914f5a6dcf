"""The OpenAI-compatible advisor: the same refinement over ``POST {base_url}/chat/completions``.

One client for every server that speaks the OpenAI chat API: llama.cpp's server and
llama-cpp-python's, vLLM (the engine to use when many tables share GPUs), LM Studio,
and Ollama's own ``/v1``. Each request sends ``temperature: 0``, a ``seed`` and
``response_format = {"type": "json_schema", "json_schema": {"name", "schema",
"strict"}}`` with :class:`~companion.advisor.llm_schema.LlmSuggestion`'s schema, so the
server constrains decoding to it (a server that refuses that form, as
llama-cpp-python's does, gets ``{"type": "json_object", "schema": ...}`` from then on);
the reply's ``choices[0].message.content`` is that JSON. ``GET {base_url}/models``
lists the server's models (:meth:`preload`, ``companion doctor``).

The API key is read from the environment variable named by ``[openai] api_key_env``
when the advisor is made, and travels only in the ``Authorization`` header: it is
never part of a notice, the log, an export or ``doctor``'s output.

The deadline, the retry, the reply check and the notices are
:class:`~companion.advisor.llm_base.LlmAdvisor`'s.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from typing import Any, ClassVar, Literal

import httpx

from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.llm_base import LlmAdvisor
from companion.advisor.llm_http import LlmHttpError, LlmLink
from companion.advisor.llm_schema import reply_schema
from companion.advisor.prompt import Prompt
from companion.config import Config, OllamaConfig, OpenAIConfig
from companion.deck import Deck

#: Most tokens the model may answer with (a suggestion is about 200; the schema's bounds
#: keep the longest possible reply under this).
MAX_TOKENS = 800


def api_headers(config: OpenAIConfig, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The request headers: ``Authorization: Bearer <key>`` when the named variable is set.

    >>> api_headers(OpenAIConfig(api_key_env="QC_KEY"), {"QC_KEY": "k"})
    {'Authorization': 'Bearer k'}
    >>> api_headers(OpenAIConfig(api_key_env="QC_KEY"), {})
    {}
    """
    env = os.environ if environ is None else environ
    key = env.get(config.api_key_env, "") if config.api_key_env else ""
    return {"Authorization": f"Bearer {key}"} if key else {}


def model_ids(listing: Any) -> list[str]:
    """The model ids in a ``GET /models`` reply (``{"data": [{"id": ...}]}``).

    >>> model_ids({"object": "list", "data": [{"id": "smollm2", "object": "model"}]})
    ['smollm2']
    """
    data = listing.get("data") if isinstance(listing, dict) else None
    if not isinstance(data, list):
        raise LlmHttpError("broken", "the model list has no data")
    return [str(m["id"]) for m in data if isinstance(m, dict) and "id" in m]


class OpenAIAdvisor(LlmAdvisor):
    """Suggestions from a model behind an OpenAI-compatible chat API."""

    source: ClassVar[str] = "openai"

    def __init__(
        self,
        deck: Deck,
        config: OpenAIConfig,
        transport: httpx.BaseTransport | None = None,
        *,
        prompt: Prompt | None = None,
        lexicon: LexiconAdvisor | None = None,
        environ: Mapping[str, str] | None = None,
    ) -> None:
        link = LlmLink(
            config.base_url,
            config.timeout_s,
            headers=api_headers(config, environ),
            transport=transport,
        )
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
        #: OpenAI's ``json_schema`` first; ``json_object`` + ``schema`` if the server refuses.
        self.response_format: Literal["json_schema", "json_object"] = "json_schema"

    @classmethod
    def from_config(
        cls,
        deck: Deck,
        config: Config | OllamaConfig | OpenAIConfig,
        transport: httpx.BaseTransport | None = None,
    ) -> LlmAdvisor:
        """The registry's constructor: this backend with its own config section."""
        from companion.advisor.auto import llm_backend

        return llm_backend("openai", deck, config, transport)

    @property
    def server(self) -> str:
        return f"the LLM server at {self.link.shown_url}"

    def body(
        self, messages: list[dict[str, str]], seed: int, schema: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """The chat request for one action (``schema``: the reply's, by default with
        :data:`~companion.advisor.llm_schema.MAX_CARDS` cards)."""
        wanted = schema or reply_schema()
        if self.response_format == "json_schema":
            named = {"name": "suggestion", "schema": wanted, "strict": True}
            fmt: dict[str, Any] = {"type": "json_schema", "json_schema": named}
        else:
            fmt = {"type": "json_object", "schema": wanted}
        return {
            "model": self.model,
            "messages": messages,
            "temperature": 0,
            "seed": seed,
            "max_tokens": MAX_TOKENS,
            "stream": False,
            "response_format": fmt,
        }

    def _chat(
        self, messages: list[dict[str, str]], seed: int, deadline_s: float, schema: dict[str, Any]
    ) -> str:
        began = time.monotonic()
        try:
            body = self.body(messages, seed, schema)
            reply = self.link.post_json("/chat/completions", body, deadline_s)
        except LlmHttpError as exc:
            if not self._other_format(exc):
                raise
            left = deadline_s - (time.monotonic() - began)
            body = self.body(messages, seed, schema)
            reply = self.link.post_json("/chat/completions", body, left)
        try:
            content = reply["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise LlmHttpError("broken", "the reply has no choices[0].message.content") from None
        if not isinstance(content, str):
            raise LlmHttpError("broken", "the reply's content is not text")
        return content

    def _other_format(self, exc: LlmHttpError) -> bool:
        """After a server refused OpenAI's ``json_schema`` response format (llama-cpp-python
        takes ``{"type": "json_object", "schema": ...}`` instead): switch to that for the
        rest of the session; True when switched."""
        # 400/422 as OpenAI and FastAPI say it; llama-cpp-python 0.3 answers 500 with the
        # validation error ("loc": ("body", "response_format", "type")) as text.
        refused = exc.kind == "status" and exc.status in (400, 422, 500)
        if self.response_format != "json_schema" or not refused:
            return False
        if "response_format" not in exc.detail and "json_schema" not in exc.detail:
            return False
        self.response_format = "json_object"
        return True

    def models(self, deadline_s: float | None = None) -> list[str]:
        """The models the server lists."""
        return model_ids(self.link.get_json("/models", deadline_s))

    def _warm(self, deadline_s: float) -> None:
        served = self.models(deadline_s)
        if self.model not in served:
            raise LlmHttpError("status", f"no model {self.model!r}", 404, "model not found")

    def _missing(self, exc: LlmHttpError) -> str | None:
        if exc.kind == "status" and exc.status == 404 and "model" in exc.detail.lower():
            return (
                f"The LLM server at {self.link.shown_url} has no model {self.model!r}: "
                "`companion doctor` lists its models"
            )
        return None

    def _failed(self, exc: LlmHttpError) -> None:
        if exc.kind == "status" and exc.status in (401, 403):
            where = f"${self.config.api_key_env}" if self.config.api_key_env else "no key"
            self._notice(
                "auth",
                f"The LLM server at {self.link.shown_url} refused the API key ({where}): "
                "check [openai] api_key_env",
            )
            self._missing_model = True
            return
        super()._failed(exc)

    def _down(self) -> str:
        return (
            f"No LLM server answers at {self.link.shown_url}: start it "
            "(README: Bigger models on another machine)"
        )
