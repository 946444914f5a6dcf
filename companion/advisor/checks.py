"""The registry of structural checks a deck's cards may name in ``cues.checks``."""

from __future__ import annotations

from collections.abc import Callable

from companion.advisor import checks_grammar, checks_logic, checks_style
from companion.advisor.text import Hit, Transcript

Check = Callable[[Transcript], list[Hit]]

#: Check name (as written in a deck file) -> function.
CHECKS: dict[str, Check] = {
    "adverb-pileup": checks_style.adverb_pileup,
    "alliteration-excess": checks_style.alliteration_excess,
    "circular-reasoning": checks_logic.circular_reasoning,
    "continuity-error": checks_grammar.continuity_error,
    "dangling-modifier": checks_grammar.dangling_modifier,
    "epithet-overload": checks_style.epithet_overload,
    "equivocation": checks_logic.equivocation,
    "mixed-metaphor": checks_style.mixed_metaphor,
    "non-sequitur": checks_logic.non_sequitur,
    "passive-voice": checks_grammar.passive_voice,
    "purple-prose": checks_style.purple_prose,
    "run-on-sentence": checks_grammar.run_on_sentence,
    "said-bookism": checks_grammar.said_bookism,
    "strained-simile": checks_style.strained_simile,
    "tense-shift": checks_grammar.tense_shift,
    "thesaurus-abuse": checks_style.thesaurus_abuse,
    "unintentional-rhyme": checks_style.unintentional_rhyme,
}
