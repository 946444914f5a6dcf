"""Fallacy cards in table talk: first person, spoken or typed in chat, told in paraphrase,
with no signpost phrase. Each form is checked with a positive and a near miss.

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


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("ad-hominem", "You smell like a wet goat, so no, your riddle's answer is wrong."),
        ("ad-hominem", "Whatever, you're a goblin, what do goblins know about maps?"),
        ("special-pleading", "Everyone else has to pay, sure, but I'm a bard. In I go."),
        ("special-pleading", "Rules are rules, except when it's me, obviously."),
        ("appeal-to-ignorance", "There's no proof it's cursed, so it's fine. I put the crown on."),
        ("false-dilemma", "You're either with us or you're with the orcs."),
        ("sunk-cost", "After everything we've been through, I'm not turning back."),
        ("straw-man", "The priest says be kind, so he wants us to hug the zombies?"),
        ("appeal-to-tradition", "My dad did it this way, his dad did it this way. I do it too."),
    ],
)
def test_table_talk_forms_of_each_card(card: str, text: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("ad-hominem", "What do goblins eat? I ask the cook, and I hand him the bread."),
        ("special-pleading", "I'm a bard, but I'm a tired one tonight. I sit down."),
        ("appeal-to-ignorance", "There's proof on the wall, so I read it aloud."),
        (
            "false-dilemma",
            "You're either very brave or very lost, the guard laughs, and lets us in.",
        ),
        ("sunk-cost", "After everything settles, we turn back for the inn."),
        ("straw-man", "The priest says be kind, so I share my bread with the beggar."),
    ],
)
def test_table_talk_near_misses_of_each_card(card: str, text: str) -> None:
    assert card not in cards(text)


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


def test_a_false_cry_while_they_scatter_is_a_red_herring() -> None:
    assert "red-herring" in cards("I yell SPIDERS and while everyone scrambles I grab the gem.")
    assert "red-herring" not in cards("I yell for Bram, and while he climbs I hold the rope.")


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("tu-quoque", "The ogre says I'm rude?? Buddy, you just ate a guy in front of me."),
        ("straw-man", "He wants a small toll, so basically he wants to rob every traveller blind."),
        ("special-pleading", "No running in the halls, sure, for you guys. I'm a ranger though."),
    ],
)
def test_more_table_talk_forms(card: str, text: str) -> None:
    assert card in cards(text)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("tu-quoque", "The ogre asks my name? You just missed the turn, I tell Bram."),
        ("straw-man", "He wants a drink, so I pour him one."),
        ("special-pleading", "No fishing in the lake, the sign says, so I put my rod away."),
        ("special-pleading", "I'm a ranger though, and rangers track, so I look for prints."),
    ],
)
def test_more_table_talk_near_misses(card: str, text: str) -> None:
    assert card not in cards(text)
