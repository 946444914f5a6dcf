"""The advisor on the live screen: instant detector suggestions on the UI thread, the LLM's
refinement on a worker thread, both applied to the pending ruling as command-language edits.

Flow for one action ("GM RULINGS": the advisor proposes, the GM decides):

1. ``act`` opens the action; :meth:`AdvisorBridge.suggest` asks ``suggest_fast`` (detectors,
   milliseconds) and hands the typed suggestion to the session, which records it and sets
   the ruling to it in one command (``suggest ... --apply``).
2. When the advisor can refine (Ollama), ``refine`` runs on a worker thread. Its answer is
   posted back to the UI thread: applied as a diff if the GM has not touched the ruling and
   the action is still the same, else only recorded and mentioned. A slow or dead Ollama
   only delays (or loses) the refinement; the screen never waits for it.

The advisor itself (and its language packages) loads on the worker thread at start-up.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from companion.config import Config
from companion.deck import Deck
from companion.errors import CompanionError
from companion.ui import flow
from companion.ui.guard import debug_log_path, write_debug
from companion.ui.lines import ellipsize
from companion.ui.state import Evidence, UiState
from companion.worker import DaemonWorker
from engine import Suggestion
from engine.state import FLAG_BONUSES, GameState


def evidence_spans(suggestion: Suggestion, text: str) -> list[Evidence]:
    """Where each suggested card's quoted words are in ``text`` (quotes not found are
    dropped: "every quoted evidence string must occur in the transcript")."""
    out: list[Evidence] = []
    for c in suggestion.cards:
        for ev in c.evidence:
            start = ev.start
            if start is None or text[start : start + len(ev.quote)] != ev.quote:
                start = text.find(ev.quote)
            if start >= 0:
                out.append(Evidence(c.card, start, start + len(ev.quote), ev.quote))
    return out


def show_recorded(ui: UiState) -> None:
    """Show the suggestion the log recorded for the pending action (after ``--resume``)."""
    p = ui.port.state.pending
    if p is None or p.suggestion is None:
        return
    show(ui, p.suggestion, p.text)


def show(ui: UiState, suggestion: Suggestion, text: str) -> None:
    """Put a suggestion on screen: its evidence (as spans of ``text``), the cards it
    suggested (so the GM's changes show as changes) and what it saw for each, its reasons
    for the bonuses and its declared warnings."""
    ui.evidence = evidence_spans(suggestion, text)
    ui.suggested = tuple(c.card for c in suggestion.cards for _ in range(c.count))
    ui.card_why = {
        c.card: "; ".join(dict.fromkeys(e.why for e in c.evidence if e.why))
        for c in suggestion.cards
    }
    ui.reasons = {name: getattr(suggestion, name).reason for name in (*FLAG_BONUSES, "clever")}
    ui.declared = tuple(suggestion.declared)


def context_for(gs: GameState) -> Any:
    """The advisor's :class:`SuggestContext` for the pending action. A challenge without a
    name (only in a log written before the command language required one) is left out: the
    advisor cannot name it as the target, the GM can."""
    from companion.advisor.models import SuggestContext

    p = gs.pending
    assert p is not None
    room = gs.room
    challenges = (
        [(c.name, c.rating) for c in room.challenges if c.can_act(p.character) and c.name.strip()]
        if room
        else []
    )
    where = ""
    if room is not None:
        for r in gs.table.rooms:
            if r.gm == room.gm:
                where = f"{r.title}: {r.appearance}".strip(": ")
    return SuggestContext.of(
        p.text, gs.table.character(p.character), gs.piles.pool, challenges, where
    )


class AdvisorBridge:
    """One advisor serving one screen; its :meth:`suggest` is ``ui.suggest``.

    ``mode`` is ``lexicon`` (detectors only, on the UI thread), ``auto`` (detectors, then the
    LLM's ``refine`` on the worker) or ``ollama`` (the LLM only, on the worker).
    """

    def __init__(self, ui: UiState, mode: str, load: Callable[[], Any]) -> None:
        self.ui = ui
        self.mode = mode
        ui.advisor_status = "loading"
        ui.suggest = self.suggest
        #: the table's learning, once the advisor has loaded (see :meth:`start`)
        self.learning: list[Any] = []
        self.executor = DaemonWorker("advisor")
        self.advisor: Future[Any] = self.executor.submit(load)
        self.advisor.add_done_callback(lambda f: ui.post(self._loaded))

    @classmethod
    def start(cls, ui: UiState, mode: str, deck: Deck, config: Config) -> AdvisorBridge:
        """Load the ``mode`` advisor on the worker thread (then warm the LLM) for ``ui``; it
        learns the table's rulings so far there (after ``--resume``) and each one the GM
        confirms from then on (:mod:`companion.advisor.table_learning`)."""
        from companion.advisor import table_learning

        service = ui.port
        learning: list[Any] = []
        past = table_learning.history(service)

        def load() -> Any:
            from companion.advisor import make_advisor

            advisor = make_advisor(mode, deck, config)
            learning.append(table_learning.start(advisor, service, past))
            return advisor

        bridge = cls(ui, mode, load)
        bridge.learning = learning
        if mode == "auto":
            warm = bridge.executor.submit(lambda: bridge.advisor.result().preload())
            warm.add_done_callback(lambda f: ui.post(lambda: bridge._warmed(f)))
        return bridge

    def _warmed(self, preload: Future[Any]) -> None:
        """After the LLM's warm-up: say at once when it is not there (detectors only)."""
        if preload.exception() is None and preload.result():
            return
        self.ui.advisor_status = "detectors (no LLM)"
        advisor = self.advisor.result() if self.advisor.exception() is None else None
        notices = advisor.take_notices() if advisor is not None else []
        if notices:
            self.ui.recent.extend(notices)

    def _loaded(self) -> None:
        error = self.advisor.exception()
        if error is not None:
            self.ui.advisor_status = "unavailable"
            self.ui.say(f"The advisor did not load ({error}); rule by hand.", error=True)
            return
        self.ui.advisor_status = {"lexicon": "detectors", "auto": "detectors+LLM"}.get(
            self.mode, "LLM"
        )
        for learning in self.learning:
            if learning is not None:
                self.ui.port.observers.append(learning.observe)

    def suggest(self) -> None:
        """Suggest for the pending action: detectors now, the LLM on the worker."""
        ui = self.ui
        gs = ui.port.state
        p = gs.pending
        if p is None or not p.text:
            return
        if not self.advisor.done():
            ui.say("The advisor is still loading: rule by hand, or Esc to add words later.")
            return
        if self.advisor.exception() is not None:
            return
        advisor = self.advisor.result()
        ui.edited = False
        fast, took_ms = None, 0.0
        try:
            ctx = context_for(gs)
            if self.mode in ("lexicon", "auto"):
                started = time.perf_counter()
                fast_fn = advisor.suggest if self.mode == "lexicon" else advisor.suggest_fast
                fast = fast_fn(ctx)
                took_ms = (time.perf_counter() - started) * 1000
        except Exception as exc:  # the advisor's bug: this description is ruled by hand
            self._failed(exc)
            return
        if fast is not None:
            self._apply(fast, took_ms)
        if self.mode == "lexicon":
            return
        token = (p.opened_seq, p.text)
        ui.advisor_status = "LLM thinking…"
        if fast is None:
            future = self.executor.submit(advisor.suggest, ctx)
        else:
            future = self.executor.submit(advisor.refine, ctx, fast)
        future.add_done_callback(lambda f: ui.post(lambda: self._refined(token, f)))

    def _failed(self, exc: Exception) -> None:
        """The advisor raised on this description: say so in one red line (the GM rules by
        hand; the next description is asked again) and put the traceback in the debug log."""
        log_path = self.ui.port.log_path
        where = "no debug log"
        if write_debug(log_path, "the advisor", exc) and log_path is not None:
            where = f"details in {debug_log_path(log_path).name}"
        detail = ellipsize(f"{type(exc).__name__}: {exc}".splitlines()[0], 60)
        self.ui.say(
            f"No suggestion for this description: the advisor failed ({detail}); rule it by "
            f"hand with the keys in [ ] ({where}).",
            error=True,
        )

    def _apply(self, suggestion: Suggestion, latency_ms: float) -> None:
        ui = self.ui
        if not suggestion.latency_ms:
            suggestion = suggestion.model_copy(update={"latency_ms": round(latency_ms, 3)})
        try:
            ui.port.record_suggestion(suggestion, apply=True)
        except (ValueError, CompanionError) as exc:
            if ui.port.unwritten:
                flow.log_trouble(ui)
            else:
                ui.say(f"Suggestion not recorded: {exc}", error=True)
            return
        if ui.port.unwritten:
            flow.log_trouble(ui)
        ui.measure = True
        flow.sync_mode(ui)
        pending = ui.port.state.pending
        show(ui, suggestion, pending.text if pending else "")
        ui.say("")

    def _refined(self, token: tuple[int, str], future: Future[Any]) -> None:
        ui = self.ui
        advisor = self.advisor.result()
        notices = advisor.take_notices() if hasattr(advisor, "take_notices") else []
        error = future.exception()
        refined = None if error is not None else future.result()
        if refined is None:
            ui.advisor_status = "detectors (no LLM)"
            if notices or error is not None:
                ui.say("; ".join(notices) or f"The LLM failed: {error}", error=True)
            return
        ui.advisor_status = f"LLM ({refined.latency_ms / 1000:.1f} s)"
        p = ui.port.state.pending
        if p is None or (p.opened_seq, p.text) != token or p.stage != "ruling":
            return
        if ui.edited:
            ui.say("The LLM's suggestion came after your edits: yours stand.")
            return
        self._apply(refined, refined.latency_ms)

    def close(self) -> None:
        """Stop waiting for the LLM: its request in flight is cut and the worker thread is a
        daemon, so quitting never waits for the model."""
        self.executor.shutdown(wait=False, cancel_futures=True)
        for learning in self.learning:
            if learning is not None and learning.observe in self.ui.port.observers:
                self.ui.port.observers.remove(learning.observe)
        if self.advisor.done() and self.advisor.exception() is None:
            cancel = getattr(self.advisor.result(), "close", None)
            if cancel is not None:
                cancel()
