"""Fallacies of answering the other side in table talk (tu quoque, ad hominem, straw man,
red herring, special pleading): first person, spoken or typed in chat, told in paraphrase,
with no signpost phrase. Each form is checked with a positive and a near miss.

Rule ("Cards"): a pool card is earned by an action whose words commit the card's offence;
the card's definition (``decks/standard.toml``) says what the offence is.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "The sheriff called me a poacher? Sheriff, you've never paid a tax in your life.",
        "You're calling me a liar? You lied to the whole village last spring.",
        "She says my map is a forgery? Your compass sent us into a bog twice this week.",
        "He called me a hoarder? You're sitting on a mountain of stolen gold, pal.",
    ],
)
def test_a_charge_asked_back_then_the_accusers_own_deed_is_tu_quoque(text: str) -> None:
    assert "tu-quoque" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The ghost says I stole the cup? Have you been framing elves all along, ghost?",
        "You're calling me a hero? Well, thank you, you are too kind.",
        "He called me a thief? I never took a thing, I swear it on my axe.",
    ],
)
def test_a_charge_asked_back_without_the_accusers_deed_told_is_not(text: str) -> None:
    assert "tu-quoque" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Who's gonna believe a guy whose breath smells like onions? I walk in.",
        "I don't take orders from half a goat. I keep walking.",
        "I'll not listen to any rule about it from a clan that eats its own boots.",
        "Nothing the hag says counts, she's a hag. I open the chest.",
        "Who cares what a moss-chewing swamp troll thinks? Across we go.",
        "A liar? Says a one-eyed weasel like you. I keep the gold.",
    ],
)
def test_words_dismissed_for_who_says_them_are_ad_hominem(text: str) -> None:
    assert "ad-hominem" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Who's gonna believe it? The door just opened by itself.",
        "I don't take orders from anyone today, I say, and I climb the wall.",
        "Nothing the map says helps, so I ask the guard for the way.",
        "Who cares what time it is? I keep digging.",
        "She says a prayer like her mother taught her and lights the candle.",
    ],
)
def test_words_doubted_for_no_fault_of_the_speaker_are_not(text: str) -> None:
    assert "ad-hominem" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm the cook. Cooks eat first. Rules is for customers.",
        "Tolls are for travellers. I'm Grignr. Out of my way.",
        "He says no blades at the feast. Yeah, that rule's for the other guys, I keep my knife.",
        "The sign says no entry, but it can hardly be meant for me, so make an exception.",
        "The trap would catch anybody else but not him, he's exempt. He walks on.",
        "Fighting is a crime for all the rest of this hall but not for Grignr. He punches.",
    ],
)
def test_a_rule_for_others_waived_for_oneself_is_special_pleading(text: str) -> None:
    assert "special-pleading" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The sign says tolls are paid at the gate, so I pay mine.",
        "My folding rule saves me: I measure the drop for the others.",
        "Everyone else made it but not Bram, so I go back for him.",
        "Taxes are for the harvest festival, the reeve says, so I pay.",
    ],
)
def test_a_rule_kept_or_an_exception_without_the_speaker_is_not(text: str) -> None:
    assert "special-pleading" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Oi, ogre! There's a whole roast boar down there, go look! And while he's looking I "
        "grab the keys.",
        "She points behind it, 'Wolves!' There are no wolves, and while it looks she cuts "
        "the rope.",
        "I point past them at the hill: 'Is that the duke's banner?' And every head turned.",
        "He wants to know where his gold is. Sure, but can we talk about how your cook burns "
        "the bread? And I slip out.",
    ],
)
def test_eyes_turned_elsewhere_from_the_question_is_a_red_herring(text: str) -> None:
    assert "red-herring" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The guard asks my name. Can we talk about it inside? I say, and I follow him in.",
        "I point over at the map on the wall and tell Bram the route.",
        "The heads of the statues turned to dust long ago; I step over them.",
    ],
)
def test_a_pointing_or_a_talk_that_turns_no_eyes_away_is_not(text: str) -> None:
    assert "red-herring" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The gate said no thieves may pass. Oh so anyone who ever borrowed a spoon is a thief now?",
        "The wolf says he only takes one lamb. Oh so it's fine to murder the whole flock, is it?",
        "He says he saw me at the well? Oh so every girl with red hair is a thief now?",
    ],
)
def test_what_the_other_side_said_given_back_swollen_is_a_straw_man(text: str) -> None:
    assert "straw-man" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Grignr says he's hungry. So every goblin in the hall runs from the smell of the stew.",
        "The map says only one path. So it's fine to go, I think, and I go.",
    ],
)
def test_the_actors_own_words_or_no_swelling_is_no_straw_man(text: str) -> None:
    assert "straw-man" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The guard says she stole the bread. 'You broke the law first, your lot taxed us dry.'",
        "He sneers that I drink like a fish. 'That is rich, from a sot who sleeps in his barrel.'",
        "Ogre just called grignr a cheat. 'Cheatin? Don't talk to grignr about cheatin, mate.'",
    ],
)
def test_the_charge_turned_on_the_accuser_is_tu_quoque(text: str) -> None:
    assert "tu-quoque" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "The guard says she stole the bread. 'You go first,' she says, and follows him.",
        "That is a rich vein, from the look of it. I dig.",
        "Don't talk to the guard about the key, I whisper to Bram.",
    ],
)
def test_a_first_a_rich_or_a_hush_with_no_charge_turned_is_not(text: str) -> None:
    assert "tu-quoque" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Your sum cannot be right, for it was made by a creature who counts on its toes.",
        "Pay you? Why would grignr listen to anything from a mouth like that?",
    ],
)
def test_the_maker_or_mouth_of_the_words_attacked_is_ad_hominem(text: str) -> None:
    assert "ad-hominem" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Your sum is right, for it was made by the guild's own clerk. I pay.",
        "Why would the guard listen to a stranger? I show him my badge.",
    ],
)
def test_words_weighed_by_their_maker_without_an_attack_are_not(text: str) -> None:
    assert "ad-hominem" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Grignr greedy? Your lot emptied the granary last winter.",
        "Trespassing? You squatted in this crypt for a hundred years, ghost.",
    ],
)
def test_a_bare_echo_naming_the_actor_or_a_trespass_then_returned_is_tu_quoque(
    text: str,
) -> None:
    assert "tu-quoque" in cards(text)


def test_a_bare_question_about_a_place_then_a_deed_is_not_tu_quoque() -> None:
    assert "tu-quoque" not in cards("The crypt? You crossed the yard to reach it, I say.")


def test_a_finger_pointed_past_at_a_false_alarm_is_a_red_herring() -> None:
    text = "He points over the guard's shoulder, 'is that your mother waving?' and runs."
    assert "red-herring" in cards(text)


def test_a_finger_pointed_at_a_real_thing_is_not_a_red_herring() -> None:
    assert "red-herring" not in cards("He points at the map. 'That is the pass,' he says.")


def test_a_false_cry_while_they_scatter_is_a_red_herring() -> None:
    assert "red-herring" in cards("I yell SPIDERS and while everyone scrambles I grab the gem.")
    assert "red-herring" not in cards("I yell for Bram, and while he climbs I hold the rope.")
