"""What every LLM advisor backend shares: one deadline, one retry, one validator, notices.

A backend (:class:`~companion.advisor.ollama_advisor.OllamaAdvisor`,
:class:`~companion.advisor.openai_advisor.OpenAIAdvisor`) only says how to send the
chat and how to read the reply's text; the rest is here:

- one deadline per suggestion (``timeout_s``): the request and its one retry share it,
  and :mod:`companion.advisor.llm_http` cuts a request that outlives it;
- one retry with the next seed, after invalid JSON or a broken connection;
- the reply is checked by :class:`~companion.advisor.reply_check.ReplyChecker`;
- the prompt carries up to :data:`~companion.advisor.prompt.FEW_SHOT` of the table's own
  confirmed rulings most like the action (:meth:`LlmAdvisor.remember_rulings`, fed by the
  table learning, :mod:`companion.advisor.table_learning`);
- problems with the server become one notice each (a missing model is reported once,
  not on every action), and a server that refuses connections is left alone for
  :data:`RETRY_UNREACHABLE_S` seconds;
- :meth:`LlmAdvisor.close` cancels what is in flight, so quitting never waits.
"""

from __future__ import annotations

import time
from typing import Any, ClassVar

from pydantic import ValidationError

from companion.advisor.evaluate import EvalItem
from companion.advisor.fewshot import nearest
from companion.advisor.lexicon import LexiconAdvisor
from companion.advisor.llm_http import LlmHttpError, LlmLink
from companion.advisor.llm_schema import LlmSuggestion, cards_bound, reply_schema
from companion.advisor.models import SuggestContext, Suggestion
from companion.advisor.prompt import FEW_SHOT, Prompt, default_prompt
from companion.advisor.reply_check import MAX_MODEL_ADDITIONS, ReplyChecker
from companion.deck import Deck

#: Seconds to wait before trying an unreachable server again.
RETRY_UNREACHABLE_S = 30.0


class LlmAdvisor:
    """Suggestions from an LLM server, with the detectors as candidates and fallback."""

    source: ClassVar[str] = "llm"

    def __init__(
        self,
        deck: Deck,
        link: LlmLink,
        *,
        model: str,
        seed: int,
        timeout_s: float,
        prompt: Prompt | None = None,
        lexicon: LexiconAdvisor | None = None,
    ) -> None:
        self.deck = deck
        self.link = link
        self.model = model
        self.seed = seed
        self.timeout_s = timeout_s
        self.prompt = prompt or default_prompt()
        self.lexicon = lexicon or LexiconAdvisor(deck)
        self.checker = ReplyChecker(deck, self.lexicon.detector)
        self._notices: list[str] = []
        self._told: set[str] = set()
        self._missing_model = False
        self._down_until = 0.0
        #: The table's confirmed rulings: few-shot examples for the prompt.
        self.rulings: list[EvalItem] = []

    # What a backend provides ------------------------------------------------------------

    def _chat(
        self, messages: list[dict[str, str]], seed: int, deadline_s: float, schema: dict[str, Any]
    ) -> str:
        """Send one chat that asks for ``schema``; the reply's text (the JSON it asks for)."""
        raise NotImplementedError

    def _warm(self, deadline_s: float) -> None:
        """Load the model, or check the server has it (raises :class:`LlmHttpError`)."""
        raise NotImplementedError

    def _missing(self, exc: LlmHttpError) -> str | None:
        """The notice when ``exc`` says the model is not on the server, else None."""
        raise NotImplementedError

    def _down(self) -> str:
        """The notice when nothing answers at the server's address."""
        raise NotImplementedError

    @property
    def server(self) -> str:
        """The server's name in notices ("Ollama", "the LLM server")."""
        return "the LLM server"

    # Shared -----------------------------------------------------------------------------

    def remember_rulings(self, items: list[EvalItem]) -> None:
        """The table's confirmed rulings so far (from the session log), replacing the last
        list: the prompt shows the model the ones most like each action."""
        self.rulings = list(items)

    def take_notices(self) -> list[str]:
        """Problems to show the GM once (each is reported a single time per session)."""
        out, self._notices = self._notices, []
        return out

    def _notice(self, key: str, text: str) -> None:
        if key not in self._told:
            self._told.add(key)
            self._notices.append(text)

    def preload(self) -> bool:
        """Load the model now, so the first action is not a cold start (False if not)."""
        try:
            self._warm(self.timeout_s)
        except LlmHttpError as exc:
            self._failed(exc)
            return False
        self._missing_model = False
        return True

    def close(self) -> None:
        """Cancel every request in flight (the caller returns at once) and refuse new ones."""
        self.link.cancel()

    def _failed(self, exc: LlmHttpError) -> None:
        missing = self._missing(exc)
        if missing is not None:
            self._missing_model = True
            self._notice("missing", missing)
        elif exc.kind == "refused":
            self._down_until = time.monotonic() + RETRY_UNREACHABLE_S
            self._notice("down", self._down())
        elif exc.kind == "timeout":
            self._notice(
                "slow", f"{_cap(self.server)} took over {self.timeout_s:g} s; detectors only"
            )
        elif exc.kind == "too-big":
            self._notice("big", f"{_cap(self.server)} sent an oversized reply; detectors only")
        elif exc.kind != "cancelled":
            self._notice(f"{exc.kind}{exc.status}", f"{_cap(self.server)} failed: {exc}")

    def refine(self, context: SuggestContext, fast: Suggestion) -> Suggestion | None:
        """The LLM's checked suggestion, or None when it cannot give one (see notices).

        Takes at most ``timeout_s`` seconds, retry included."""
        began = time.monotonic()
        if self._missing_model or began < self._down_until:
            return None
        examples = nearest(self.rulings, context.transcript, FEW_SHOT)
        messages = self.prompt.messages(context, self.deck, fast, examples)
        most = cards_bound(len(fast.cards), len(set(context.pool)), MAX_MODEL_ADDITIONS)
        schema = reply_schema(most)
        reply: LlmSuggestion | None = None
        retried: list[str] = []
        for seed in (self.seed, self.seed + 1):
            left = self.timeout_s - (time.monotonic() - began)
            if left <= 0:
                self._failed(LlmHttpError("timeout", "no time left"))
                return None
            try:
                raw = self._chat(messages, seed, left, schema)
            except LlmHttpError as exc:
                if exc.kind == "broken" and not retried:
                    retried.append("a broken connection")
                    continue
                self._failed(exc)
                return None
            reply, why = _read_reply(raw, most)
            if reply is not None:
                break
            retried.append(why)
        if reply is None:
            self._notice("invalid", f"{self.model} gave invalid JSON twice: detectors only")
            return None
        suggestion = self.checker.check(reply, context, fast, self.source)
        return suggestion.model_copy(
            update={
                "model": self.model,
                "prompt_hash": self.prompt.hash,
                "latency_ms": (time.monotonic() - began) * 1000,
                "notes": [
                    *(f"retried after {r}" for r in retried),
                    *_shown(examples),
                    *suggestion.notes,
                ],
            }
        )

    def suggest(self, context: SuggestContext) -> Suggestion:
        """The LLM's suggestion, or the detectors' (with a note) when the LLM cannot answer."""
        began = time.perf_counter()
        fast = self.lexicon.suggest(context)
        refined = self.refine(context, fast)
        if refined is not None:
            return refined.model_copy(update={"latency_ms": (time.perf_counter() - began) * 1000})
        notes = [*fast.notes, f"{self.source} gave no usable answer: detector suggestion"]
        return fast.model_copy(update={"notes": notes})


def _shown(examples: list[EvalItem]) -> list[str]:
    """The note naming the rulings the prompt showed as examples (none: no note)."""
    if not examples:
        return []
    return [f"prompt examples: the table's rulings {', '.join(i.id for i in examples)}"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _read_reply(raw: str, most: int) -> tuple[LlmSuggestion | None, str]:
    """The model's reply as the schema that asked for at most ``most`` cards reads it, or
    None and why not (invalid JSON, a schema violation)."""
    try:
        reply = LlmSuggestion.model_validate_json(raw)
    except ValidationError as exc:
        json_error = any(e["type"] == "json_invalid" for e in exc.errors())
        return None, "invalid JSON" if json_error else "a schema violation"
    if len(reply.cards) > most:
        return None, "a schema violation"
    return reply, ""
