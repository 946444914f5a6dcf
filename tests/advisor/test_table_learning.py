"""A table's confirmed rulings teach its advisor: live through the session service's
observers and the live screen, and again from the log on ``--resume`` (issue 15, item 4:
"a table's confirmed rulings ... feed the advisor for that table").

The table here has a running joke the GM always rules a cliché ("by the seven hells of
Brass"); the detectors know no such phrase, so only what the table taught can find it.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from companion.advisor import LexiconAdvisor, table_learning
from companion.advisor.models import Challenge, SuggestContext
from companion.advisor.table_learning import TableLearning
from companion.config import Config
from companion.deck import Deck, standard_deck
from companion.session import SessionService
from companion.tablefile import load_example_table
from companion.ui.advising import AdvisorBridge
from companion.ui.state import UiState
from tests.ui.harness import ENTER, Live

POOL = "cliche,onomatopoeia,tense-shift,bandwagon"
PLAIN = [
    "I swing my axe at the nearest one",
    "I duck under its claws and kick it",
    "I shove the ghoul into the pit",
    "I throw a torch at them",
]
JOKE = [
    "I cleave the ghoul, by the seven hells of Brass",
    "By the seven hells of Brass, I bite its ear",
    "I bash it with my shield by the seven hells of Brass",
    "seven hells of Brass! I kick the door in",
]
NEW_JOKE = "I lift the portcullis, by the seven hells of Brass"
NEW_PLAIN = "I lift the portcullis with both hands"


@pytest.fixture(scope="module")
def deck() -> Deck:
    return standard_deck()


def _actor(service: SessionService) -> str:
    """A character in the party for this room (not one of the GM's)."""
    room = service.state.room
    assert room is not None
    return next(c.name for c in service.state.table.characters if c.player != room.gm)


def _rooms(service: SessionService, rooms: range) -> None:
    """In each room: a plain action ruled with no card (the cliché stays in the pool), then
    the joke, ruled a cliché; each action confirmed and rolled."""
    for n in rooms:
        service.apply(f"room enter {n} --cards {POOL}")
        service.apply('challenge add "Ghoul pack" 6')
        who = _actor(service)
        service.apply(f'act "{who}" "{PLAIN[n - 1]}"')
        service.apply("confirm")
        service.apply("roll 4")
        service.apply(f'act "{who}" "{JOKE[n - 1]}"')
        service.apply("card add cliche")
        service.apply("confirm")
        service.apply("roll 4")


def _cards(advisor: LexiconAdvisor, service: SessionService, text: str) -> set[str]:
    character = service.state.table.characters[1]
    context = SuggestContext(
        transcript=text,
        character=character,
        pool=tuple(POOL.split(",")),
        challenges=(Challenge(name="Ghoul pack", rating=6),),
    )
    return {c.card for c in advisor.suggest(context).cards}


def test_the_tables_rulings_teach_its_phrasing_and_resume_brings_them_back(
    tmp_path: Path, deck: Deck
) -> None:
    log = tmp_path / "table.jsonl"
    service = SessionService.new(load_example_table(), deck.deck_list(), 7, log)
    advisor = LexiconAdvisor(deck)
    learning = TableLearning(advisor, service, "table")
    service.observers.append(learning.observe)
    assert "cliche" not in _cards(advisor, service, NEW_JOKE)

    _rooms(service, range(1, 4))

    assert learning.learned == 6  # three plain rulings, three jokes
    assert "cliche" in _cards(advisor, service, NEW_JOKE)
    assert "cliche" not in _cards(advisor, service, NEW_PLAIN)
    assert service.errors == []
    service.close()

    resumed = SessionService.resume(log)
    fresh = LexiconAdvisor(deck)
    assert "cliche" not in _cards(fresh, resumed, NEW_JOKE)
    again = table_learning.start(fresh, resumed, table_learning.history(resumed))
    assert again is not None
    assert again.learned == 6
    assert "cliche" in _cards(fresh, resumed, NEW_JOKE)
    assert "cliche" not in _cards(fresh, resumed, NEW_PLAIN)
    resumed.close()


def test_a_ruling_waits_for_its_action_and_an_undone_one_is_never_learned(
    tmp_path: Path, deck: Deck
) -> None:
    service = SessionService.new(load_example_table(), deck.deck_list(), 7, tmp_path / "s.jsonl")
    learned: list[tuple[str, set[str]]] = []

    class Recorder:
        def learn(
            self, context: SuggestContext, earned: set[str], background: bool | None = None
        ) -> None:
            learned.append((context.transcript, earned))

    learning = TableLearning(Recorder(), service)
    service.observers.append(learning.observe)
    service.apply(f"room enter 1 --cards {POOL}")
    service.apply('challenge add "Ghoul pack" 6')
    who = _actor(service)
    service.apply(f'act "{who}" "{JOKE[0]}"')
    service.apply("card add cliche")
    service.apply("confirm")
    assert learned == []
    assert len(learning.waiting) == 1
    service.apply("undo")  # the GM takes the ruling back
    assert learning.waiting == {}
    service.apply("card drop cliche")
    service.apply("card add onomatopoeia")
    service.apply("confirm")
    service.apply("roll 4")
    assert learned == [(JOKE[0], {"onomatopoeia"})]


def test_a_cancelled_action_teaches_nothing(tmp_path: Path, deck: Deck) -> None:
    service = SessionService.new(load_example_table(), deck.deck_list(), 7, tmp_path / "s.jsonl")
    advisor = LexiconAdvisor(deck)
    learning = TableLearning(advisor, service)
    service.observers.append(learning.observe)
    service.apply(f"room enter 1 --cards {POOL}")
    service.apply('challenge add "Ghoul pack" 6')
    service.apply(f'act "{_actor(service)}" "{JOKE[0]}"')
    service.apply("cancel")
    assert learning.learned == 0
    assert learning.waiting == {}


def test_learner_of_finds_the_detectors_beside_an_llm(deck: Deck) -> None:
    lexicon = LexiconAdvisor(deck)

    class WithLexicon:
        def __init__(self) -> None:
            self.lexicon = lexicon

    assert table_learning.learner_of(lexicon) is lexicon
    assert table_learning.learner_of(WithLexicon()) is lexicon
    assert table_learning.learner_of(object()) is None


def _bridge(deck: Deck) -> object:
    def attach(ui: UiState) -> AdvisorBridge:
        return AdvisorBridge.start(ui, "lexicon", deck, Config())

    return attach


async def _command(live: Live, command: str) -> str:
    await live.keys(":")
    await live.type(command)
    return await live.keys(ENTER)


def test_the_live_screen_learns_each_confirmed_ruling_and_again_after_resume(
    tmp_path: Path, deck: Deck
) -> None:
    """Through the real screen: the GM acts, the advisor suggests, the GM adds the card,
    confirms and rolls; the screen's advisor has learned the ruling. Resumed, a new
    screen's advisor learns the table's past rulings from the log as it loads."""
    live = Live(tmp_path, advisor=_bridge(deck))  # type: ignore[arg-type]

    async def first() -> None:
        async with live:
            await live.until(lambda: live.ui.advisor_status == "detectors", timeout=60)
            await _command(live, f"room enter 1 --cards {POOL}")
            await _command(live, 'challenge add "Ghoul pack" 6')
            for joke in JOKE[:2]:
                await live.keys(ENTER)
                await live.type(joke)
                screen = await live.keys(ENTER)
                assert "RULING" in screen
                await _command(live, "card add cliche")
                await _command(live, "confirm")
                await _command(live, "roll 4")
            bridge = live.bridge
            assert isinstance(bridge, AdvisorBridge)
            (learning,) = bridge.learning
            assert learning is not None
            assert learning.learned == 2

    asyncio.run(first())
    assert "ruling_confirmed" in live.log_types()

    port = SessionService.resume(live.log)
    again = Live(tmp_path, port=port, advisor=_bridge(deck))  # type: ignore[arg-type]

    async def second() -> None:
        async with again:
            await again.until(lambda: again.ui.advisor_status == "detectors", timeout=60)
            bridge = again.bridge
            assert isinstance(bridge, AdvisorBridge)
            (learning,) = bridge.learning
            assert learning is not None
            assert learning.learned == 2
            assert learning.observe in again.port.observers

    asyncio.run(second())
