"""The learned tier (issue 15, "Learning at the table"): it adds pool cards only, with evidence
from the transcript, and picks up a table's own phrasing from the GM's confirmed rulings."""

from __future__ import annotations

from pathlib import Path

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.advisor.learned import LearnedCues
from companion.advisor.text import Transcript
from companion.deck import standard_deck
from engine.table import Character

BRUK = Character(name="Bruk", background="Dwarf miner", approach="Digs under it")
# A table where one player's catchphrase earns the red herring every time (the GM says so).
CATCHPHRASE = [
    "Bruk points at the ceiling, mind the gnomes in the rafters, and slips past the troll",
    "mind the gnomes in the rafters, Bruk shouts, and ducks under the spear",
    "Bruk yells mind the gnomes in the rafters and rolls past the golem",
    "so Bruk's like, mind the gnomes in the rafters, and he sneaks round the back",
    "Bruk whispers mind the gnomes in the rafters to the guard and walks on by",
]
POOL = ("red-herring", "cliche", "redundancy", "sunk-cost")


def test_the_table_teaches_a_phrase_no_detector_knows() -> None:
    advisor = LexiconAdvisor(standard_deck(), learned=LearnedCues(threshold=0.95))
    new = "mind the gnomes in the rafters, says Bruk, and he slides past the ogre"
    before = advisor.suggest(SuggestContext.of(new, BRUK, POOL))
    assert "red-herring" not in before.card_counts()
    for text in CATCHPHRASE:
        advisor.learn(SuggestContext.of(text, BRUK, POOL), {"red-herring"})
    # Plain actions at the same table, ruled without the card, keep the rest apart.
    for text in ("Bruk digs under the wall", "Bruk swings his pick at the troll's knee"):
        advisor.learn(SuggestContext.of(text, BRUK, POOL), set())
    after = advisor.suggest(SuggestContext.of(new, BRUK, POOL))
    assert after.card_counts().get("red-herring") == 1
    evidence = next(c for c in after.cards if c.card == "red-herring").evidence[0]
    assert evidence.start is not None
    assert evidence.end is not None
    assert new[evidence.start : evidence.end] == evidence.quote
    plain = advisor.suggest(SuggestContext.of("Bruk digs a tunnel under the gate", BRUK, POOL))
    assert plain.card_counts() == {}
    outside = advisor.suggest(SuggestContext.of(new, BRUK, ("cliche",)))
    assert outside.card_counts() == {}


def test_weights_survive_a_round_trip(tmp_path: Path) -> None:
    cues = LearnedCues(threshold=0.9)
    cues.learn(Transcript(CATCHPHRASE[0]), {"red-herring", "cliche"}, {"red-herring"})
    path = tmp_path / "w.json.gz"
    cues.save(path)
    back = LearnedCues.load(path)
    assert back.threshold == 0.9
    assert set(back.models) == {"red-herring", "cliche"}
    assert back.models["red-herring"].bias == round(cues.models["red-herring"].bias, 4)


def test_the_shipped_tier_keeps_its_threshold_high() -> None:
    # Below 0.95, ordinary descriptions with every card in the pool began to earn cards.
    assert LearnedCues.load().threshold >= 0.95
