"""The registry of structural checks: the names a deck's cards may give in ``cues.checks``.

One table, name -> function. Deck validation (:mod:`companion.deck`) reads it to refuse an
unknown name, the detectors call through it, and ``docs/decks.md`` lists it (a test keeps
the page and the table in step). Adding a check is one function (``Transcript`` in, a list
of :class:`~companion.advisor.text.Hit` out, one hit per distinct offence) and one line
here.

>>> summary("adverb-pileup")
'Three or more -ly manner adverbs within a few words of each other.'
"""

from __future__ import annotations

from collections.abc import Callable

from companion.advisor import (
    checks_appeals,
    checks_circular,
    checks_claims,
    checks_cliche,
    checks_dialogue,
    checks_digression,
    checks_diversion,
    checks_epithet,
    checks_equivocation,
    checks_glossed,
    checks_goalposts,
    checks_grammar,
    checks_logic,
    checks_malaprop,
    checks_narration,
    checks_opening,
    checks_ornate,
    checks_passive,
    checks_past,
    checks_plea,
    checks_pleading,
    checks_post_hoc,
    checks_pronoun,
    checks_retort,
    checks_simile,
    checks_sound,
    checks_style,
    checks_swifty,
    checks_tags,
    checks_tense,
    checks_told,
    checks_words,
)
from companion.advisor.text import Hit, Transcript

Check = Callable[[Transcript], list[Hit]]

#: Check name (as written in a deck file) -> function.
CHECKS: dict[str, Check] = {
    "ad-hominem": checks_dialogue.ad_hominem,
    "adverb-pileup": checks_style.adverb_pileup,
    "alliteration-excess": checks_style.alliteration_excess,
    "ambiguous-pronoun": checks_pronoun.ambiguous_pronoun,
    "as-you-know": checks_told.as_you_know,
    "appeal-to-authority": checks_appeals.appeal_to_authority,
    "appeal-to-emotion": checks_plea.appeal_to_emotion,
    "appeal-to-ignorance": checks_appeals.appeal_to_ignorance,
    "appeal-to-tradition": checks_appeals.appeal_to_tradition,
    "bandwagon": checks_appeals.bandwagon,
    "body-part-euphemism": checks_glossed.glossed_body_part,
    "circular-reasoning": checks_circular.circular_reasoning,
    "cliche": checks_cliche.cliche,
    "continuity-error": checks_grammar.continuity_error,
    "dangling-modifier": checks_opening.dangling_modifier,
    "double-negative": checks_words.double_negative,
    "epithet-overload": checks_epithet.epithet_overload,
    "equivocation": checks_equivocation.equivocation,
    "false-dilemma": checks_claims.false_dilemma,
    "false-equivalence": checks_logic.false_equivalence,
    "gamblers-fallacy": checks_past.gamblers_fallacy,
    "hasty-generalization": checks_claims.hasty_generalization,
    "loaded-question": checks_dialogue.loaded_question,
    "malapropism": checks_malaprop.malapropism,
    "mixed-metaphor": checks_style.mixed_metaphor,
    "moving-the-goalposts": checks_goalposts.moving_the_goalposts,
    "narrative-digression": checks_digression.cut_off_story,
    "non-sequitur": checks_logic.non_sequitur,
    "onomatopoeia": checks_sound.onomatopoeia,
    "passive-voice": checks_passive.passive_voice,
    "post-hoc": checks_post_hoc.post_hoc,
    "pov-shift": checks_narration.pov_shift,
    "purple-prose": checks_ornate.purple_prose,
    "red-herring": checks_diversion.red_herring,
    "redundancy": checks_words.redundancy,
    "run-on-sentence": checks_grammar.run_on_sentence,
    "said-bookism": checks_tags.said_bookism,
    "slippery-slope": checks_claims.slippery_slope,
    "special-pleading": checks_pleading.special_pleading,
    "strained-simile": checks_simile.strained_simile,
    "straw-man": checks_dialogue.straw_man,
    "sunk-cost": checks_past.sunk_cost,
    "tense-shift": checks_tense.tense_shift,
    "thesaurus-abuse": checks_words.thesaurus_abuse,
    "tom-swifty": checks_swifty.tom_swifty,
    "tu-quoque": checks_retort.tu_quoque,
    "unintentional-rhyme": checks_style.unintentional_rhyme,
}


def summary(name: str) -> str:
    """The first sentence of a check's docstring: what it looks for (for docs and errors)."""
    doc = (CHECKS[name].__doc__ or "").strip()
    first = " ".join(doc.split("\n\n")[0].split())
    return first.split(". ")[0].rstrip(".") + "."
