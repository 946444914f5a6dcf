"""The learned tier (issue 15, "Learning at the table"): it adds pool cards only, with evidence
from the transcript, and picks up a table's own phrasing from the GM's confirmed rulings."""

from __future__ import annotations

from pathlib import Path

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.advisor.evaluate import EvalItem
from companion.advisor.learned import LearnedCues, features
from companion.advisor.text import Transcript
from companion.advisor.train import cross_validate, plain_lines
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


EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"
EVERY_CARD = tuple(c.id for c in standard_deck().cards)


def _earning(advisor: LexiconAdvisor, lines: list[str]) -> dict[str, dict[str, int]]:
    """The lines that earn any card with every card of the deck in the pool."""
    out = {}
    for line in lines:
        got = advisor.suggest(SuggestContext.of(line, BRUK, EVERY_CARD)).card_counts()
        if got:
            out[line] = got
    return out


def test_ordinary_descriptions_earn_no_card_from_the_shipped_tier() -> None:
    # The tier is trained with these as negatives for every card (train.py --plain).
    lines = plain_lines(EVAL / "plain_descriptions.txt")
    assert _earning(LexiconAdvisor(standard_deck(), learned=LearnedCues.load()), lines) == {}


def test_unseen_ordinary_descriptions_rarely_earn_a_card() -> None:
    # plain_check.txt was written blind and is never trained on. The detectors, rules of
    # their own, may not fire on any line; the learned tier is a statistical model held to
    # the advisor's precision goal (0.90), so with all 50 cards in the pool (a real pool
    # holds 4-10) at most one line in a hundred may earn a card.
    lines = plain_lines(EVAL / "plain_check.txt")
    assert len(lines) >= 150
    detectors = LexiconAdvisor(standard_deck(), learned=LearnedCues(threshold=2.0))
    assert _earning(detectors, lines) == {}
    shipped = _earning(LexiconAdvisor(standard_deck(), learned=LearnedCues.load()), lines)
    assert len(shipped) <= len(lines) // 100, shipped


def test_the_threshold_is_chosen_on_authors_the_tier_has_not_read() -> None:
    # Each labelled set is one author's writing; a fold holds out whole sets, so an author's
    # own catchphrase never vouches for itself (item-level folds would score it high).
    def item(n: int, author: str, text: str, earned: bool) -> EvalItem:
        return EvalItem.model_validate(
            {
                "id": f"{author}-{n}",
                "pool": ["red-herring", "cliche"],
                "character": {"name": "Bruk"},
                "challenge": {"name": "Troll", "rating": 6},
                "transcript": text,
                "expected": {"cards": {"red-herring": 1} if earned else {}},
            }
        )

    own = [item(n, "a", f"{CATCHPHRASE[n % 5]} number {n}", True) for n in range(20)]
    other = [item(n, "b", f"Bruk swings his pick at the troll, blow {n}", False) for n in range(20)]
    scored = cross_validate([own, other], folds=2)
    catchphrase = [p for p, earned in scored if earned]
    assert len(catchphrase) == 20
    assert max(catchphrase) < 0.5


def test_partitions_score_every_item_once_each_and_the_first_keeps_the_order() -> None:
    # The threshold is chosen on scores pooled over partitions of the sets into folds, so
    # one lucky split does not decide it: each partition scores every would-be addition
    # once, and the first is the sets in their order (set n in fold n % folds).
    def item(n: int, author: int, earned: bool) -> EvalItem:
        text = CATCHPHRASE[n % 5] if earned else f"Bruk swings his pick, blow {n}"
        return EvalItem.model_validate(
            {
                "id": f"{author}-{n}",
                "pool": ["red-herring"],
                "character": {"name": "Bruk"},
                "challenge": {"name": "Troll", "rating": 6},
                "transcript": text,
                "expected": {"cards": {"red-herring": 1} if earned else {}},
            }
        )

    sets = [[item(n, a, n % 2 == a % 2) for n in range(6)] for a in range(4)]
    once = cross_validate(sets, folds=2)
    pooled = cross_validate(sets, folds=2, partitions=3)
    assert len(once) == 24
    assert len(pooled) == 3 * len(once)
    assert pooled[: len(once)] == once
    assert sorted(pooled[len(once) :]) != sorted(once * 2)


def test_the_filler_like_of_speech_is_no_feature() -> None:
    # Young players quote themselves with "like" ("and I'm like, ok"); a card learned from
    # similes ("like a cat") must not hear one there.
    said = features(Transcript("and I'm like, ok, he's like we go, like I grab it"))
    assert not any("like" in f for f in said)
    assert "b:like a" in features(Transcript("he creeps like a cat"))


def test_the_trainer_reads_the_detectors_as_the_advisor_does() -> None:
    # The advisor reads a telling with its challenges' names as the scene (the continuity
    # check counts the goat's heads by it) and voids a card the player declares; the tier
    # is trained and its threshold chosen on the cards it could add there, and no others.
    def item(n: int, text: str, card: str, earned: bool) -> EvalItem:
        return EvalItem.model_validate(
            {
                "id": f"s-{n}",
                "pool": [card],
                "character": {"name": "Bruk"},
                "challenge": {"name": "Three-headed goat guardian", "rating": 7},
                "transcript": text,
                "expected": {"cards": {card: 1} if earned else {}},
            }
        )

    def author(a: int) -> list[EvalItem]:
        heads = f"Bruk swings his pick at both of her heads, blow {a}"
        claimed = f"Bruk hits the goat, blow {a}. Claiming run-on sentence."
        return [
            item(a, heads, "continuity-error", True),
            item(a, claimed, "run-on-sentence", False),
        ]

    sets = [author(a) for a in range(2)]
    advisor = LexiconAdvisor(standard_deck(), learned=LearnedCues())
    for heads, claimed in sets:
        assert advisor.suggest(heads.context()).card_counts() == {"continuity-error": 1}
        assert advisor.suggest(claimed.context()).declared == ["run-on-sentence"]
    assert cross_validate(sets, folds=2) == []
