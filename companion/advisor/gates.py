"""The registry of "could fit" gates: for each card, what a quote must hold for the card's
definition to fit it at all.

The LLM may add a card the deck's detectors missed (that is what it is for), but only on
words that could commit it: the quote it gives for the card must pass the card's gate.
A gate is a necessary condition written from the card's definition, not a detector: a
said-bookism's quote holds a verb of speech other than a plain one, an alliteration's three
words beginning with the same sound, a rhyme's two rhyming words (CMU pronunciations), a
fallacy's the words of an argument or of the move the card names. A quote that fails its
card's gate cannot be that card, whatever the model says; one that passes is a suggestion
the GM weighs, shown as the model's (:mod:`companion.advisor.reply_check`).

One table, card id -> function (:class:`~companion.advisor.gate_text.Said` in, what it saw
or None out), like the deck's checks (:mod:`companion.advisor.checks`). A card of a custom
deck with no gate here can be kept by the model when the detectors find it, never added.

>>> could_fit("said-bookism", '"Yield!" he expostulated.')
"verb of speech 'expostulated'"
>>> could_fit("said-bookism", '"Yield!" he said.') is None
True
>>> summary("double-negative")
'Two negatives.'
"""

from __future__ import annotations

from collections.abc import Callable

from companion.advisor import gates_appeals as ap
from companion.advisor import gates_logic as lg
from companion.advisor import gates_prose as pr
from companion.advisor import gates_sound as so
from companion.advisor.gate_text import Said

Gate = Callable[[Said], str | None]

#: Card id -> its gate (the 50 cards of the standard deck).
GATES: dict[str, Gate] = {
    # prose
    "malapropism": so.malapropism,
    "said-bookism": pr.said_bookism,
    "purple-prose": pr.purple_prose,
    "strained-simile": pr.strained_simile,
    "mixed-metaphor": pr.mixed_metaphor,
    "epithet-overload": pr.epithet_overload,
    "body-part-euphemism": pr.body_part_euphemism,
    "thesaurus-abuse": pr.thesaurus_abuse,
    "dangling-modifier": pr.dangling_modifier,
    "tense-shift": pr.tense_shift,
    "pov-shift": pr.pov_shift,
    "anachronism": pr.anachronism,
    "redundancy": pr.redundancy,
    "tom-swifty": pr.tom_swifty,
    "adverb-pileup": pr.adverb_pileup,
    "run-on-sentence": pr.run_on_sentence,
    "onomatopoeia": so.onomatopoeia,
    "continuity-error": pr.continuity_error,
    "cliche": pr.cliche,
    "alliteration-excess": so.alliteration_excess,
    "double-negative": pr.double_negative,
    "ambiguous-pronoun": pr.ambiguous_pronoun,
    "narrative-digression": pr.narrative_digression,
    "as-you-know": pr.as_you_know,
    "passive-voice": pr.passive_voice,
    "unintentional-rhyme": so.unintentional_rhyme,
    # logic
    "ad-hominem": ap.ad_hominem,
    "circular-reasoning": lg.circular_reasoning,
    "false-dilemma": lg.false_dilemma,
    "non-sequitur": lg.non_sequitur,
    "straw-man": ap.straw_man,
    "slippery-slope": lg.slippery_slope,
    "appeal-to-authority": ap.appeal_to_authority,
    "appeal-to-tradition": ap.appeal_to_tradition,
    "appeal-to-nature": ap.appeal_to_nature,
    "hasty-generalization": lg.hasty_generalization,
    "post-hoc": lg.post_hoc,
    "red-herring": ap.red_herring,
    "tu-quoque": ap.tu_quoque,
    "bandwagon": ap.bandwagon,
    "no-true-scotsman": lg.no_true_scotsman,
    "sunk-cost": lg.sunk_cost,
    "gamblers-fallacy": lg.gamblers_fallacy,
    "false-equivalence": lg.false_equivalence,
    "appeal-to-ignorance": lg.appeal_to_ignorance,
    "loaded-question": ap.loaded_question,
    "equivocation": lg.equivocation,
    "special-pleading": ap.special_pleading,
    "appeal-to-emotion": ap.appeal_to_emotion,
    "moving-the-goalposts": ap.moving_the_goalposts,
}


def could_fit(card: str, quote: str) -> str | None:
    """What in ``quote`` could commit ``card`` (its gate's finding), or None: the card's
    definition cannot fit these words, or the card has no gate."""
    gate = GATES.get(card)
    if gate is None or not quote.strip():
        return None
    return gate(Said(quote))


def summary(card: str) -> str:
    """The first sentence of a gate's docstring: what it asks of a quote."""
    doc = (GATES[card].__doc__ or "").strip()
    first = " ".join(doc.split("\n\n")[0].split())
    return first.split(". ")[0].rstrip(".") + "."
