"""The model adds what the detectors missed, on words that could earn it (issue 14.13).

Design: "An Ollama model, when reachable, refines them". The model may add a card the
deck's detectors did not find when its own quote passes the card's "could fit" gate, and
a background or equipment bonus when its quote applies the sheet block it names; each
addition is marked "from the model" (so the GM weighs it) and there are at most
``MAX_MODEL_ADDITIONS`` per action. Here with hand-written replies, the way an honest
model would answer (the injection tests are in ``test_injection.py``).
"""

from __future__ import annotations

from typing import Any

from companion.advisor import LexiconAdvisor, SuggestContext
from companion.advisor.learned import LearnedCues
from companion.advisor.llm_schema import LlmSuggestion
from companion.advisor.reply_check import FROM_MODEL, MAX_MODEL_ADDITIONS, ReplyChecker
from companion.deck import standard_deck
from tests.advisor.record_cassettes import GRIGNR

DECK = standard_deck()
#: The detectors alone (no learned tier): these tests are about what a model may add to them.
LEXICON = LexiconAdvisor(DECK, learned=LearnedCues())
POOL = ("strained-simile", "onomatopoeia", "appeal-to-tradition", "said-bookism", "cliche")
NO = {"applies": False, "quote": "", "block": "", "reason": ""}


def reply(cards: list[dict[str, Any]], **bonuses: dict[str, Any]) -> LlmSuggestion:
    return LlmSuggestion.model_validate(
        {
            "cards": cards,
            "background": bonuses.get("background", NO),
            "equipment": bonuses.get("equipment", NO),
            "contradiction": NO,
            "clever": {"value": 0, "quote": "", "reason": ""},
            "declared": [],
            "target_challenge": None,
            "overwhelming_possible": False,
        }
    )


def check(said: str, answer: LlmSuggestion) -> tuple[Any, Any]:
    ctx = SuggestContext.of(said, GRIGNR, POOL, [("Ogre bridge-keeper", 7)])
    fast = LEXICON.suggest(ctx)
    return ReplyChecker(DECK, LEXICON.detector).check(answer, ctx, fast, "ollama"), fast


def test_an_honest_model_adds_a_card_the_detectors_missed() -> None:
    said = "Gentle as a cloud apologising to a mountain, I approach the ogre."
    quote = "Gentle as a cloud apologising to a mountain"
    s, fast = check(said, reply([{"card": "strained-simile", "count": 1, "quotes": [quote]}]))
    assert "strained-simile" not in fast.card_counts()  # the detectors missed it
    assert s.card_counts() == {"strained-simile": 1}
    (ev,) = s.cards[0].evidence
    assert ev.quote == quote
    assert said[ev.start : ev.end] == quote
    assert ev.why.startswith(f"{FROM_MODEL}: could fit (")
    assert any(n.startswith(f"strained-simile added {FROM_MODEL}") for n in s.notes)


def test_a_quote_the_card_cannot_fit_is_refused() -> None:
    """A simile needs a comparison: "I approach the ogre" has none, whatever the model says."""
    said = "Gentle as a cloud apologising to a mountain, I approach the ogre."
    s, _ = check(said, reply([{"card": "strained-simile", "count": 1, "quotes": ["I approach"]}]))
    assert s.cards == []
    assert any("cannot fit 'I approach'" in n for n in s.notes)


def test_additions_are_capped_per_action() -> None:
    said = (
        "Gentle as a cloud apologising to a mountain, I approach the ogre, shhk goes my knife, my "
        "grandmother always fought ogres at noon and so shall I, in the nick of time."
    )
    cards = [
        {"card": "strained-simile", "count": 1, "quotes": ["Gentle as a cloud apologising"]},
        {"card": "onomatopoeia", "count": 1, "quotes": ["shhk"]},
        {"card": "appeal-to-tradition", "count": 1, "quotes": ["my grandmother always fought"]},
        {"card": "cliche", "count": 1, "quotes": ["in the nick of time"]},
    ]
    s, fast = check(said, reply(cards))
    added = [e for c in s.cards for e in c.evidence if e.why.startswith(FROM_MODEL)]
    assert len(added) == MAX_MODEL_ADDITIONS == 2
    assert [c.card for c in s.cards if c.card not in fast.card_counts()] == [
        "strained-simile",
        "onomatopoeia",
    ]
    assert any("the model already added 2" in n for n in s.notes)


def test_confirmed_cards_do_not_count_against_the_cap() -> None:
    """A card the detectors also find is the model's confirmation, not its addition."""
    said = '"Yield!" Grignr expostulated, gentle as a cloud apologising to a mountain, shhk.'
    cards = [
        {"card": "said-bookism", "count": 1, "quotes": ["Grignr expostulated"]},
        {"card": "strained-simile", "count": 1, "quotes": ["gentle as a cloud apologising"]},
        {"card": "onomatopoeia", "count": 1, "quotes": ["shhk"]},
    ]
    s, fast = check(said, reply(cards))
    assert fast.card_counts().get("said-bookism") == 1
    assert s.card_counts() == {"said-bookism": 1, "strained-simile": 1, "onomatopoeia": 1}
    (bookism,) = [c for c in s.cards if c.card == "said-bookism"]
    assert bookism.evidence[0].why.startswith("llm, confirmed")


def test_one_quote_backs_one_card() -> None:
    said = "Gentle as a cloud apologising to a mountain, I approach the ogre."
    quote = "Gentle as a cloud apologising to a mountain"
    cards = [
        {"card": "strained-simile", "count": 1, "quotes": [quote]},
        {"card": "cliche", "count": 1, "quotes": [quote]},
    ]
    s, _ = check(said, reply(cards))
    assert s.card_counts() == {"strained-simile": 1}
    assert any("already backs a claim" in n for n in s.notes)


def test_a_bonus_the_detectors_missed_is_added_on_the_sheets_words() -> None:
    """Background: the quoted words share a word (by lemma) with the block named."""
    said = "Raised on the frozen steppes, I wrap myself in snow and wait for the ogre."
    claim = {
        "applies": True,
        "quote": "Raised on the frozen steppes",
        "block": "background",
        "reason": "a steppe barbarian knows the cold",
    }
    s, fast = check(said, reply([], background=claim))
    assert not fast.background.applies
    assert s.background.applies
    assert s.background.reason.startswith(f"{FROM_MODEL}: background:")
    (ev,) = s.background.evidence
    assert ev.why.startswith(FROM_MODEL)
    assert "shares 'freeze' with the background" in ev.why  # frozen, by lemma


def test_a_bonus_on_words_that_do_not_apply_the_block_is_only_shown() -> None:
    said = "I wait for the ogre and whistle a tune."
    claim = {"applies": True, "quote": "whistle a tune", "block": "background", "reason": "x"}
    s, fast = check(said, reply([], background=claim))
    assert not fast.background.applies
    assert not s.background.applies
    assert any("background does not fit" in n for n in s.notes)


def test_the_check_reads_the_transcript_as_the_detectors_do() -> None:
    """The detectors drop a hit that covers only the acting character's name (a swaggerer
    called Pistol is no anachronism); the reply check, re-running them, must know the name
    too, or it confirms the model's claim on it (round nine's follow-up: it read the
    transcript without the actor)."""
    pistol = GRIGNR.model_copy(update={"name": "Pistol"})
    said = "Pistol swings his axe at the ogre's knees."
    ctx = SuggestContext.of(said, pistol, ("anachronism", *POOL), [("Ogre bridge-keeper", 7)])
    fast = LEXICON.suggest(ctx)
    assert "anachronism" not in fast.card_counts()
    answer = reply([{"card": "anachronism", "count": 1, "quotes": ["Pistol"]}])
    s = ReplyChecker(DECK, LEXICON.detector).check(answer, ctx, fast, "ollama")
    assert not any(e.why.startswith("llm, confirmed") for c in s.cards for e in c.evidence)
