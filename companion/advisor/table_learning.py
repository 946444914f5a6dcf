"""A table's confirmed rulings teach that table's advisor.

Rules ("GM RULINGS"): the GM decides "which card bonuses apply to the action"; a ruling
the GM confirms is that decision, so it is a labelled example in the table's own words
(their recurring characters, their favourite phrasings, their GM's taste). The advisor's
learned tier (:meth:`companion.advisor.lexicon.LexiconAdvisor.learn`) takes each one as a
positive example for the pool cards the ruling awarded and a negative one for the rest;
the semantic tier, when on, takes it for its card heads and, with the background bonus
the ruling gave or not, for its background head.

- :meth:`TableLearning.past` learns every ruling still standing in a session so far: on
  ``--resume`` the table's past rulings come back from its log, so the advisor that
  starts again knows what the one that stopped had learned.
- :meth:`TableLearning.observe` is a session observer (``SessionService.observers``): a
  ``ruling_confirmed`` waits until its action is over (``action_resolved``,
  ``action_dismissed``); an ``undone`` that steps back over it, or the action withdrawn
  (``action_cancelled``), drops it first, so a ruling the GM takes back is never learned.

The examples are the same items ``companion eval --from-log`` writes
(:mod:`companion.advisor.fromlog`). Learning changes only this advisor object: the
shipped weights on disk are never rewritten.

An LLM advisor gets the same rulings as few-shot examples for its prompt
(``remember_rulings``, :class:`~companion.advisor.llm_base.LlmAdvisor`): after each one
learned, the whole list so far.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from companion.advisor.evaluate import EvalItem
from companion.advisor.fromlog import items_from_session, ruling_item
from companion.advisor.models import SuggestContext
from engine import events as ev
from engine.session import Session
from engine.state import GameState

#: Events after which a confirmed ruling stands: its action is over.
_OVER = (ev.ActionResolved, ev.ActionDismissed)


class Learner(Protocol):
    """What learns: :class:`~companion.advisor.lexicon.LexiconAdvisor`."""

    def learn(
        self, context: SuggestContext, earned: set[str], background: bool | None = None
    ) -> None: ...


class HasSession(Protocol):
    """A session service (``companion.session.SessionService``): its engine session."""

    session: Session


def learner_of(advisor: Any) -> Learner | None:
    """The part of ``advisor`` that learns: itself (detectors), or the detectors an LLM
    advisor keeps beside it (``.lexicon``); ``None`` when there is none."""
    for candidate in (advisor, getattr(advisor, "lexicon", None)):
        if candidate is not None and callable(getattr(candidate, "learn", None)):
            return candidate  # type: ignore[no-any-return]
    return None


class TableLearning:
    """Feeds one table's confirmed rulings to its advisor (see the module's docstring)."""

    def __init__(
        self,
        learner: Learner,
        service: HasSession,
        name: str = "table",
        remember: Callable[[list[EvalItem]], None] | None = None,
    ) -> None:
        self.learner = learner
        self.service = service
        self.name = name
        #: an LLM advisor's ``remember_rulings``: the rulings learned, as prompt examples
        self.remember = remember
        self.items: list[EvalItem] = []
        #: rulings confirmed whose action is not over yet: event seq -> item
        self.waiting: dict[int, EvalItem] = {}
        #: how many rulings were learned (past ones included)
        self.learned = 0

    def _learn(self, item: EvalItem) -> None:
        self.learner.learn(
            item.context(), set(item.expected.cards), background=item.expected.background
        )
        self.learned += 1
        self.items.append(item)
        if self.remember is not None:
            self.remember(list(self.items))

    def past(self, session: Session) -> int:
        """Learn every ruling still standing in ``session`` (a replay of the table's log);
        returns how many."""
        items = items_from_session(self.name, session)
        for item in items:
            self._learn(item)
        return len(items)

    def observe(self, state: GameState, events: list[ev.Event]) -> None:
        """Session observer: queue confirmed rulings, drop undone ones, learn finished ones."""
        for event in events:
            if isinstance(event, ev.RulingConfirmed):
                before = self.service.session.state_before(event.seq)
                item = ruling_item(self.name, event.seq, before, event.ruling)
                if item is not None:
                    self.waiting[event.seq] = item
            elif isinstance(event, ev.Undone):
                self.waiting = {s: i for s, i in self.waiting.items() if s < event.to_seq}
            elif isinstance(event, ev.ActionCancelled):
                self.waiting.clear()
            elif isinstance(event, _OVER):
                for seq in sorted(self.waiting):
                    self._learn(self.waiting.pop(seq))


def history(service: Any) -> tuple[Any, list[ev.Event]] | None:
    """A copy of the session so far (its log header and events), taken on the thread that
    drives the session, for :func:`start` to learn from on another; ``None`` without one."""
    session = getattr(service, "session", None)
    if not isinstance(session, Session):
        return None
    return session.header(), session.events


def start(
    advisor: Any, service: Any, past: tuple[Any, list[ev.Event]] | None
) -> TableLearning | None:
    """The table learning of ``advisor`` on ``service``'s session, having learned the
    rulings in ``past`` (:func:`history`; replayed here, so call it off the UI thread);
    ``None`` when the advisor cannot learn or there is no session."""
    learner = learner_of(advisor)
    if learner is None or not isinstance(getattr(service, "session", None), Session):
        return None
    path = getattr(service, "log_path", None)
    name = path.stem if path is not None else "table"
    remember = getattr(advisor, "remember_rulings", None)
    learning = TableLearning(learner, service, name=name, remember=remember)
    if past is not None:
        header, events = past
        learning.past(Session.replay(header, events))
    return learning
