"""Fallacies of reasoning in table talk (circular reasoning, appeal to ignorance, post hoc,
slippery slope, false dilemma, sunk cost, hasty generalisation, appeal to tradition), and
the spoken view they are read on: first person, spoken or typed in chat, told in
paraphrase, with no signpost phrase. Each form is checked with a positive and a near miss.

Rule ("Cards"): a pool card is earned by an action whose words commit the card's offence;
the card's definition (``decks/standard.toml``) says what the offence is.
"""

from __future__ import annotations

import pytest

from companion.advisor.text import Transcript
from tests.advisor.probing import cards


@pytest.mark.parametrize(
    ("typed", "spoken"),
    [
        ("the bard is right bc hes a bard", "the bard is right because he is a bard"),
        ("I stay bcuz I said so", "i stay because i said so"),
        ("the vault was sealed in 300 bc by monks", "the vault was sealed in 300 bc by monks"),
    ],
)
def test_chat_shorthand_for_because_is_read_as_because(typed: str, spoken: str) -> None:
    assert Transcript(typed).spoken.norm == spoken


def test_a_reason_typed_as_bc_can_restate_its_claim() -> None:
    assert "circular-reasoning" in cards("the lantern is safe bc it's a safe lantern. I light it")
    assert "circular-reasoning" not in cards("I light the lantern bc the hall is dark")


@pytest.mark.parametrize(
    "text",
    [
        "I'll out-drink the dwarf because I'm a drinker. Pour.",
        "I'm gonna win this because I'm a winner, that's all. I grab the rope.",
        "The well is safe, see? Because the water's clear, and the well is safe, I drink.",
        "My map is right because my maps are good maps, and my map is right. Left it is.",
    ],
)
def test_a_reason_that_says_the_claim_again_is_circular(text: str) -> None:
    assert "circular-reasoning" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I shoot first because the archer on the wall is aiming at us.",
        "I hit the ogre because it charged me, and I hit the ogre hard again.",
        "The well is safe because the water is clear, and I drink from it.",
    ],
)
def test_a_reason_that_goes_on_to_something_new_is_not_circular(text: str) -> None:
    assert "circular-reasoning" not in cards(text)


@pytest.mark.parametrize(
    ("said", "spoken"),
    [
        ("Nobody's proved it", "nobody has proved it"),
        ("no one's ever seen one", "no one has ever seen one"),
        ("someone's taken my boots", "someone has taken my boots"),
        ("that's nobody's business", "that is nobodys business"),
    ],
)
def test_an_indefinite_pronouns_s_before_a_participle_is_has(said: str, spoken: str) -> None:
    assert Transcript(said).spoken.norm == spoken


@pytest.mark.parametrize(
    "text",
    [
        "Nobody's proved the floor is trapped. I walk across.",
        "No one's ever disproved it, so the gem is cursed and I won't touch it.",
        "Has anyone ever proven a ghost can't swim? No? Then in I go.",
    ],
)
def test_the_want_of_proof_as_a_reason_is_an_appeal_to_ignorance(text: str) -> None:
    assert "appeal-to-ignorance" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nobody's seen the ogre since dawn, so I climb the tower to look.",
        "That's nobody's business but mine, I say, and I pocket the ring.",
        "Has anyone got a rope? I tie it to the tree.",
    ],
)
def test_a_want_of_proof_nowhere_used_as_a_reason_is_not(text: str) -> None:
    assert "appeal-to-ignorance" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The wind rose right when I drew my sword, so the blade called the wind. I sheathe it.",
        "The milk soured the moment Hild sang, so her singing cursed it. No more songs.",
        "The rats only came after Bo opened the cask so the cask smell brought them. Shut it!",
    ],
)
def test_a_thing_that_came_after_a_deed_read_as_its_effect_is_post_hoc(text: str) -> None:
    assert "post-hoc" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The wind rose right when I drew my sword, so I hold my cloak tight.",
        "The moment of truth: I pull the lever and step back.",
        "The rats only came after Bo opened the cask so the noise woke them, I think.",
    ],
)
def test_a_thing_that_came_after_with_no_cause_read_in_is_not(text: str) -> None:
    assert "post-hoc" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Don't pull that lever. You pull it, the gate drops. Gate drops, the moat floods. Moat "
        "floods, the whole keep goes under.",
        "If we wake one bat, it's the whole roost. Whole roost, that's the whole valley. Whole "
        "valley's awake, we're dinner. So I tiptoe.",
        "Pay one toll, then it's two, then every bridge in the land has a troll. No toll.",
        "First it's a sip, then it's a mug, then the whole cellar's dry. I cork the barrel.",
        "We lose this door today, tomorrow it's the hall, the month after it's the whole keep. "
        "Hold!",
    ],
)
def test_a_chain_of_worse_steps_is_a_slippery_slope(text: str) -> None:
    assert "slippery-slope" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Rats run on the gap. I run on the gap. Blade, blade, gap.",
        "I hit it. Hit it, hit it again!",
        "First I climb the wall and then I drop and then the whole patrol runs past me.",
        "I grab one torch and then another and then all the oil on the shelf.",
        "Today we rest, tomorrow we climb.",
    ],
)
def test_repeated_words_or_a_string_of_deeds_is_no_slope(text: str) -> None:
    assert "slippery-slope" not in cards(text)


def test_a_cause_read_in_before_the_moment_of_a_deed_is_not_post_hoc() -> None:
    text = "'Like calls to like, so in you get.' The moment its head is down she hammers the bung."
    assert "post-hoc" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Either I pick this lock before the guard turns round or we're sitting ducks. I pick.",
        "Either we cross now while the eels sleep or we're stuck in this hall forever.",
        "Either I sing you the sweetest song of your long dead lives or you eat me. Listen!",
        "Either this lock is a cheap copy or it's cursed, no other option. I twist it.",
        "You bow to the queen or you go in the moat. Choose.",
    ],
)
def test_two_options_offered_as_all_there_are_is_a_false_dilemma(text: str) -> None:
    assert "false-dilemma" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I try the left door or the right one, no other guard in sight, and slip through.",
        "Do we go left or right? You choose, I say to Bram.",
        "I swing at the ogre or die trying.",
        "I wait by the door or near the window, wherever the light is better.",
    ],
)
def test_options_weighed_or_one_way_told_is_no_false_dilemma(text: str) -> None:
    assert "false-dilemma" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "We lost two mules getting here? And I drank all my water on the climb. So no way "
        "we're leaving now.",
        "I've been at this lock half an hour and bent two picks, I'm not leaving now.",
        "Four days we've been down here. I ain't going nowhere now.",
        "We've sat in this ditch half the night already, I'm not throwing that away now.",
        "We didn't come all this way to be stopped by a goat. I push past.",
        "We have buried three friends in this crypt. I will not have them lie there for nothing.",
        "I've already used every nail I own on this raft so it's going in the river whether "
        "it works or not.",
    ],
)
def test_going_on_for_what_was_spent_is_sunk_cost(text: str) -> None:
    assert "sunk-cost" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "We drank all the ale last night. This morning we leave the inn.",
        "I sat in the hall half the day and I stand up and stretch now.",
        "No matter what the guard says, I swing at him.",
        "We came all this way on the king's road and the gate is open, so we go in.",
    ],
)
def test_a_cost_told_with_no_going_on_for_it_is_not_sunk_cost(text: str) -> None:
    assert "sunk-cost" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The last goblin I met stole my boots, so goblins steal boots. I hide mine.",
        "One ogre we fought was slow, so ogres are slow, I reckon. I run past it.",
    ],
)
def test_a_kind_ruled_from_its_one_member_is_a_hasty_generalization(text: str) -> None:
    assert "hasty-generalization" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The troll cried out, so trolls came running from the bridge.",
        "The last goblin I met stole my boots, so I hide mine under the bed.",
    ],
)
def test_a_kind_that_only_did_something_once_more_is_no_rule(text: str) -> None:
    assert "hasty-generalization" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pilgrims have paid this ferry in honey for three hundred years. So honey it is.",
        "Smiths have sworn on the anvil since the days of the first king, so I swear on it.",
        "The oath has always been sworn in Dwarvish, so I swear it in Dwarvish.",
        "My gran's gran cooked it this way for sixty years, so this is the right way.",
    ],
)
def test_the_old_ways_given_as_the_reason_are_an_appeal_to_tradition(text: str) -> None:
    assert "appeal-to-tradition" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The tower has stood for three hundred years, so it will hold one more night.",
        "You've been hanging on this wall for three hundred years, so tell me where the key is.",
        "Pilgrims have paid this ferry in honey for three hundred years, the ferryman says.",
    ],
)
def test_a_long_time_told_with_nothing_resting_on_custom_is_not(text: str) -> None:
    assert "appeal-to-tradition" not in cards(text)


def test_never_seen_so_none_there_is_an_appeal_to_ignorance() -> None:
    assert "appeal-to-ignorance" in cards(
        "Nobody's ever seen a ghost in here, so there are no ghosts."
    )
    assert "appeal-to-ignorance" not in cards(
        "No one has heard of this lord, so I hand over the letter."
    )


def test_a_word_to_the_listener_beside_a_reason_is_no_part_of_it() -> None:
    assert "circular-reasoning" in cards("You can trust me because I'm trustworthy, duh.")
    assert "circular-reasoning" not in cards("You can trust me because I saved your life, mate.")
