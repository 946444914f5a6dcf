"""Probes for the general fixes made after the fifth and sixth blind sets (blind11, blind12).

Every sentence here is new: none is a copy of an item of those sets. Each positive probes
one general form a card's definition names; each negative probes the false positive the
same form must not bring (a near miss).
"""

from __future__ import annotations

import pytest

from companion.advisor import SuggestContext
from companion.advisor.approach import verbal_hits
from companion.advisor.declared import declared
from companion.advisor.text import Transcript
from engine.table import Character
from tests.advisor.probing import ADVISOR, DECK, cards
from tests.advisor.record_cassettes import GRIGNR


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # Said-bookism: "A showy verb of speech used where a plain said would do."
        ('"Stand aside," Grignr snarls, and the guard steps back.', "said-bookism"),
        ('"You will pay!" Grignr thunders.', "said-bookism"),
        ('"Open it." Grignr purrs the words at the gatekeeper.', "said-bookism"),
        # Appeal to emotion: pity heaped up in a plea, with a possessive ("granny's").
        ("Please, you must let me pass, for my poor sick granny's sake", "appeal-to-emotion"),
        # Double negative: two negatives in one sentence.
        ("I never took nothing from your hoard, dragon.", "double-negative"),
        # Tense shift: the telling slips between past and present in mid-action.
        ("Grignr grabbed the rope and he swings across the pit.", "tense-shift"),
        # Strained simile: a long vehicle ending at a comma is still long.
        ("I charge like a drunken bull in a glassblower's shop, axe high.", "strained-simile"),
        # Tu quoque: a charge echoed as a question, then the accuser's own deeds.
        ("You call me a liar? You swore on your beard you'd pay us, then ran.", "tu-quoque"),
        ("Don't you lecture me about cheating when your crew have been loading dice.", "tu-quoque"),
        # Special pleading: a rule for everyone, but not for me.
        (
            "Every guest leaves a weapon at the door. Every guest but me, naturally.",
            "special-pleading",
        ),
        ("The curfew bell? That's for ordinary folk, I stroll on through.", "special-pleading"),
        # Straw man: their words given back swollen.
        ("So your position is that every traveller is a thief?", "straw-man"),
        (
            "The reeve says we owe a tally. So the reeve would count every hair on our heads?",
            "straw-man",
        ),
        # As you know: telling a listener what they saw.
        ("Bruni, you were there, you saw the wyrm take our boat. I draw my axe.", "as-you-know"),
        ("Sister, you've watched me do this a hundred times. I pick the lock.", "as-you-know"),
        # Redundancy: two expressions of one sense in one breath.
        ("We heave on the rope together at the same time.", "redundancy"),
        ("I sneak past all quiet and silent.", "redundancy"),
        # Point-of-view shift: another being's hidden feeling.
        ("Grignr bows. The old abbot is privately delighted by the gesture.", "pov-shift"),
        (
            "the jailer, who has never told anyone how often he dreams of the sea, opens the gate",
            "pov-shift",
        ),
        # Ambiguous pronoun: two beings, then a "him" that could be either.
        ("Grignr shoves the sentry and the clerk apart and punches him.", "ambiguous-pronoun"),
        # Passive voice: the doer named by "by" past a place or a manner.
        ("The lantern is knocked clean off its hook by Grignr's elbow.", "passive-voice"),
        ("the rope gets tied and knotted by grignr in a hurry", "passive-voice"),
        # Ad hominem: the speaker's standing attacked, not the claim.
        ("You tend goats for a living, what would you know about dragons?", "ad-hominem"),
        ("Why take the word of a goblin with one ear?", "ad-hominem"),
        # Cliché: a worn phrase, or a worn frame with a word changed.
        ("The troll goes pale like he's seen a ghost, and I run.", "cliche"),
        ("The way to a troll's heart is through his stomach, so I offer stew.", "cliche"),
        # Dangling modifier after a spoken opener, the phrase running long.
        (
            "so, crouching behind the barrels for what feels like an hour with my sling "
            "loaded, the goblin sentry finally wanders past",
            "dangling-modifier",
        ),
    ],
)
def test_forms_earn_their_card(text: str, card: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # A sentence after a closed line is an action, not a tag (its verb is no voice).
        ('"The toll is paid." Grignr strides onto the bridge.', "said-bookism"),
        ('"Why should I?" Grignr shrugs. "Make me."', "said-bookism"),
        ('"None shall pass." Grignr hefts his axe and charges.', "said-bookism"),
        # An opening quote after a plain tag is not a tag of its own.
        ('says Grignr. "There lies the gold, and here stand I."', "said-bookism"),
        # Words of feeling strewn over a long speech are no heaped plea.
        (
            "Children have learned their letters in this hall since the old days, you know "
            "that as well as I do, and the rules of the library say every reader signs the "
            "ledger and pays a copper, so I sign it, pay my copper, and take a seat by the "
            "window. Then I order the little pie, since I'm hungry, and I eat it.",
            "appeal-to-emotion",
        ),
        # A kind redefined to dodge the one case is not a rule drawn from that case.
        (
            "I ran from a fight once, but a true warrior never runs, so warriors never do.",
            "hasty-generalization",
        ),
        # A negative closing one sentence and another opening the next are two answers.
        ("Got any proof I can't? No? Then I walk in.", "double-negative"),
        # The character's life before the scene is told in the past, the action in the present.
        ("I trained as a smith, and I heat the hinge until it glows.", "tense-shift"),
        ("I grew up on a river barge. I pole the raft across.", "tense-shift"),
        # "Gotta" is "have got to": present, like the telling around it.
        ("she tells him, you gotta pay the toll, and she holds out her hand", "tense-shift"),
        # A question answered by a threat turns no charge back.
        ("and he goes, me, a coward? then you will be sorry, troll", "tu-quoque"),
        # A rule the speaker keeps is no exemption.
        ("Every guest leaves a weapon at the door, so I leave my axe.", "special-pleading"),
        # Restating a plan without swelling it.
        ("So your plan is to wait for the guard to leave? Fine, I watch the door.", "straw-man"),
        # Reminding no one: just telling.
        ("I was there when the wyrm took our boat, so I draw my axe.", "as-you-know"),
        # Two deeds, each said once.
        ("I tried the latch again, then tried once more with my shoulder.", "redundancy"),
        # Grignr's own hidden feeling is his to tell.
        ("Grignr is secretly relieved when the abbot leaves.", "pov-shift"),
        # "Both" settles who is meant.
        (
            "Grignr shoves the sentry and the clerk apart and punches them both.",
            "ambiguous-pronoun",
        ),
        # One being named twice is still one being.
        ("I spot the ghoul, and the ghoul sees me, so I hit him.", "ambiguous-pronoun"),
        # The phrase's doer is its clause's subject.
        (
            "so, crouching behind the barrels for what feels like an hour with my sling "
            "loaded, I finally see the goblin sentry",
            "dangling-modifier",
        ),
        # A bridge in the story is no cliché about bridges.
        ("We will cross that bridge when the troll sleeps, so we wait.", "cliche"),
        # "By" that tells a time is no doer.
        ("The gate is shut tight by nightfall, so Grignr climbs the wall.", "passive-voice"),
        # A simile's vehicle ends where a new clause opens after a comma.
        (
            "I wave the torch like a flag, that is my whole plan honestly, then I run.",
            "strained-simile",
        ),
    ],
)
def test_near_misses_do_not_earn_the_card(text: str, card: str) -> None:
    assert card not in cards(text)


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "I cite the king's own ledger, which is never wrong. Appeal to authority, noted.",
            "appeal-to-authority",
        ),
        ("Grignr calls the ogre a fool. Ad hominem, there you go.", "ad-hominem"),
    ],
)
def test_a_card_named_as_its_own_sentence_is_declared(text: str, claim: str) -> None:
    # Rule: "Players do not declare that they are trying for a card bonus. If a player does
    # declare it, the bonus is not awarded."
    assert claim in {name for name, _ in declared(Transcript(text), DECK)}
    assert claim not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "As you know, brother, the gate opens at dawn. I wait.",
        "Red herring in a barrel, that's what the merchant sells me.",
    ],
)
def test_a_plain_phrase_opening_a_sentence_is_no_declaration(text: str) -> None:
    assert declared(Transcript(text), DECK) == []


SCOLD = GRIGNR.model_copy(
    update={
        "name": "Hrunn",
        "background": "Retired hill-tribe grandmother who raised nine warriors.",
        "approach": "Scold it, lecture it, then argue it into the ground.",
    }
)
ASKER = GRIGNR.model_copy(
    update={"name": "Pell", "approach": "Questions until the subject trips over its story."}
)
QUIET = GRIGNR.model_copy(
    update={"name": "Aelis", "approach": "Duel it; she has little patience for talk."}
)


def background(text: str, character: Character) -> bool:
    context = SuggestContext.of(text, character, ("cliche",))
    return ADVISOR.suggest(context).background.applies


@pytest.mark.parametrize(
    "text",
    [
        '"Young man, you take those muddy boots off my table," Hrunn snaps at the ogre.',
        "hrunn plants her fists on her hips and goes, now you listen here, you great lump",
    ],
)
def test_a_verbal_approach_is_applied_by_speaking(text: str) -> None:
    # Rule: "If the GM considers an action to be an appropriate application of a
    # character's background or problem-solving style, a +1 bonus applies."
    assert background(text, SCOLD)


@pytest.mark.parametrize(
    ("text", "character"),
    [
        # No speech: the verbal style is not applied.
        ("Hrunn wades into the stream and lifts the sluice gate.", SCOLD),
        # Someone else speaks.
        ("the ogre says nobody crosses, so hrunn wades across downstream", SCOLD),
        # A questioning style needs a question.
        ('"Put the lantern down," Pell tells the clerk, and walks past.', ASKER),
        # An approach turned against talk is not applied by talking.
        ('"Step aside, sir," Aelis tells the guard.', QUIET),
    ],
)
def test_speaking_is_no_application_of_other_styles(text: str, character: Character) -> None:
    assert verbal_hits(Transcript(text, actor=character.name), character) == []


def test_a_question_applies_a_questioning_style() -> None:
    text = '"And where were you when the bell rang?" Pell asks the clerk.'
    assert verbal_hits(Transcript(text, actor="Pell"), ASKER)


BRUTE = GRIGNR.model_copy(
    update={
        "name": "Tormund",
        "background": "Hill barbarian, ninth son of a ninth son.",
        "approach": "Brute strength: lift it, bend it or break it.",
        "equipment": "A waterskin.",
    }
)
SINGER = GRIGNR.model_copy(
    update={
        "name": "Halla",
        "background": "Net-mender of the fjord clans.",
        "approach": "Sing until the enemy loses heart.",
        "equipment": "A waterskin.",
    }
)


@pytest.mark.parametrize(
    ("text", "character"),
    [
        # The approach's verbs reach their family: break -> kick, lift -> hoist.
        ("Tormund kicks the cellar door until it splinters off its hinges.", BRUTE),
        ("Tormund hoists the fallen beam onto his back.", BRUTE),
        # Sing -> strum and lullaby.
        ("Halla strums a slow tune and hums the troll a lullaby.", SINGER),
    ],
)
def test_an_approach_is_applied_through_its_verbs_family(text: str, character: Character) -> None:
    assert background(text, character)


@pytest.mark.parametrize(
    ("text", "character"),
    [
        # What the approach hopes the enemy does is not the character's deed.
        ("Halla loses her footing on the wet rocks and slides into the pool.", SINGER),
        # Naming the approach declares it: "the bonus is not awarded".
        ("Tormund breaks the chain, that's my approach right there.", BRUTE),
    ],
)
def test_no_application_of_the_approach(text: str, character: Character) -> None:
    assert not background(text, character)
