"""Probes for round 6's reasoning-card fixes, each kept only when it helped a set by
another author than the sets it was read from.

Every sentence here is new: none is a copy of an item of any eval set. Each positive
probes one general form a card's definition names; each negative probes the false
positive the same form must not bring (a near miss).
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        # Non sequitur: "A conclusion that does not follow from what came before it": a
        # plain "so" that draws an inference about a third party, bound or certain ...
        "The lanterns are green tonight, so the ferryman has to carry us for free.",
        "My sister hates turnips, so your spells cannot harm me.",
        "Her cloak is blue, so obviously the vault is unguarded.",
        "The wind's from the west, so he'll definitely take the bribe.",
        # ... or said to be so already.
        "I sneezed twice, so the drawbridge is already lowered.",
    ],
)
def test_a_so_that_infers_from_nothing(text: str) -> None:
    assert "non-sequitur" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # An inference with the premise's own words, a first person's plan, a purpose
        # ("so" for "so that"), talk that opens a turn, and "so" standing for what was said.
        "The rope is frayed near the top, so the rope will snap if we both climb.",
        "The moon is bright, so I will wait in the shadows.",
        "I nail the trapdoor shut so the rats will stay below.",
        "Okay, so Grignr's going to try the door.",
        "The old hermit said so, and the ferryman must know it too.",
    ],
)
def test_a_so_that_follows_or_plans_is_no_non_sequitur(text: str) -> None:
    assert "non-sequitur" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Ad hominem: "Attacking the speaker instead of the argument": what they say
        # declared void as theirs, whoever they are ...
        "The hermit swears the ford is safe, but he lives in a ditch, so what does he know.",
        "Grignr laughs. 'You wear a bucket for a hat. Your advice doesn't count, troll.'",
        "Whatever that pig-faced priest says about the curse is rubbish. I grab the idol.",
        "I'm not taking orders from you, you moth-eaten old mop.",
        "You don't get an opinion on bridges, you soggy old sock.",
        "Who'd listen to you, you haven't bathed since spring?",
    ],
)
def test_the_speakers_word_declared_void(text: str) -> None:
    assert "ad-hominem" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The point itself answered, or the word weighed for what it says.
        "The hermit says the ford is safe, but the water is rising, so I wait.",
        "Your advice counts, old man. We take the left tunnel.",
        "Whatever the priest says, I keep my sword drawn.",
        "I'm not taking the left tunnel; the map says it floods.",
    ],
)
def test_a_point_answered_is_no_ad_hominem(text: str) -> None:
    assert "ad-hominem" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Circular reasoning: "Using the conclusion as its own proof": A because B and B
        # because A, each told with a word more or less ...
        "The well is cursed because its water runs black as ink, and its water runs black "
        "because the well is cursed.",
        "The troll is king because he wears the crown, and he wears the crown because he's "
        "the king of this bridge.",
        # ... or a claim whose only support, asked for, is the claim again.
        "Best ale in the valley, and I know that because no ale in the valley is finer.",
        "Grignr says the key is the blue one. How does he know? Because the key is the blue one.",
    ],
)
def test_the_conclusion_its_own_proof(text: str) -> None:
    assert "circular-reasoning" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A chain of reasons, and a knowing backed by something else.
        "I go left because the right path is flooded, and the path is flooded because the "
        "dam upstream broke.",
        "The ale is good, and I know that because I drank three mugs of it last night.",
        "How does he know? Because the guard told him at the gate.",
    ],
)
def test_reasons_that_lead_elsewhere_are_no_circle(text: str) -> None:
    assert "circular-reasoning" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Tu quoque: "Dismissing a charge by pointing out that the accuser does it too":
        # the charge echoed as a bare question, naming the speaker or a misdeed ...
        "'A cheat, am I?' Grignr growls. 'You marked every card in this deck.'",
        "Smuggling? Me? You hid three barrels under your own floor last spring, captain.",
        # ... or the speaker's own words put back, then the accuser's deed.
        "The reeve says I'm a drunkard? You were under the table before the first song.",
        "I'm the brute? You're the one flogging the mules every morning, master.",
    ],
)
def test_a_charge_echoed_and_turned_back(text: str) -> None:
    assert "tu-quoque" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A demand or a question echoed, or nothing of the accuser's own told.
        "A toll? You wanted a toll? Grignr got rid of the last troll who asked.",
        "Hungry? I hand the child my bread.",
        "Me? I'm a humble miller. You have my word.",
    ],
)
def test_an_echo_not_turned_back_is_no_tu_quoque(text: str) -> None:
    assert "tu-quoque" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Special pleading: "Exempting yourself from a rule you apply to everyone else,
        # without a reason": the rule said to be for a kind of people, not the speaker's ...
        "The rule of the bridge is one toll per head, but tolls are for pedlars, not "
        "knights. I ride across.",
        "Everyone must leave a coin at the shrine. That rule's for, like, ordinary pilgrims.",
        "The sign says nobody may fish here; signs are written for honest folk, so I cast my line.",
        # ... or the speaker's side named as let through.
        "Nobody should touch the idol, it's cursed, but Grignr's allowed. He pockets it.",
    ],
)
def test_a_rule_for_others_not_me(text: str) -> None:
    assert "special-pleading" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A rule obeyed, a rule's own exception told as it stands, a thing made for use.
        "The sign says nobody may fish here, so I walk on to the next pool.",
        "The law says no one may enter; only the priests are allowed. I wait outside.",
        "Nobody may pass the gate at night. This cloak was made for travellers, so I wrap up "
        "and wait for dawn.",
    ],
)
def test_a_rule_kept_is_no_special_pleading(text: str) -> None:
    assert "special-pleading" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Moving the goalposts: "Raising the bar as soon as the original demand has been
        # met": the demand granted ("yes", "sure", "that's a ...") then a "but" ...
        "He sings the hymn. 'Sung, yes. But sung hymns don't count before noon.'",
        "He brings the goose. 'Aye, that's a goose. But now it needs to be a golden one.'",
        # ... or "good, now" and more of it, or the same again, harder.
        "The squire lifts the anvil. Good. Now lift it one-handed as well.",
        "The ghost wins the dice game. 'Okay, you won that one, but it's best of seven.'",
    ],
)
def test_a_demand_met_then_raised(text: str) -> None:
    assert "moving-the-goalposts" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Agreement then a plan, and a "but" that raises nothing.
        "Yes, but the bridge is rotten, so I climb down to the river instead.",
        "Good. Now I draw my sword and charge the ogre.",
        "Sure, but first I check the door for traps.",
    ],
)
def test_agreement_then_action_is_no_moved_goalpost(text: str) -> None:
    assert "moving-the-goalposts" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # False equivalence: "Treating two very different things as if they were the
        # same": a kind said to be merely another ...
        "A wyvern's just a chicken with ambition. Grignr plucks it.",
        "Ghosts are nothing but cold draughts, so I shut the window on this one.",
        # ... a deed as bad as a far worse one ...
        "Picking a lock is every bit as wicked as burning a temple, priestess.",
        # ... or a verdict of sameness.
        "A crown, a cooking pot, it's all the same thing to a goblin. I wear the pot.",
        "You hunt deer, I hunt travellers; where's the difference?",
    ],
)
def test_two_things_made_one(text: str) -> None:
    assert "false-equivalence" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A deed repeated, a thing named for what it is, a like-for-like comparison.
        "Grignr does the same thing to the second goblin, then the third.",
        "It's just a rat. I kick it aside.",
        "The left door is as heavy as the right one, so I push both.",
    ],
)
def test_sameness_that_holds_is_no_false_equivalence(text: str) -> None:
    assert "false-equivalence" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Red herring: "Dragging in a distraction to lead attention away from the real
        # question": a false alarm, then the deed done while they look.
        "Grignr gasps. 'Is that another dragon?' While the guards swivel round he climbs the wall.",
        "'Your cart's caught fire!' I yell, and as the merchant spins about I pocket the ring.",
        "I yell 'Your boat is burning!' and while the pirate whirls round I cut the rope.",
    ],
)
def test_a_false_alarm_while_they_look(text: str) -> None:
    assert "red-herring" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # An honest question to the table, and an alarm nobody turns to.
        "Is that a pressure plate on the floor? I step around it.",
        "The roof is cracking, so we run for the door.",
    ],
)
def test_a_plain_question_or_alarm_is_no_red_herring(text: str) -> None:
    assert "red-herring" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Post hoc: "Assuming that because one thing followed another, the first caused
        # it": a rule made of something done once before ("so <doing it> <does this>") ...
        "Grignr whistled and the portcullis rattled. So whistling lifts it. He whistles.",
        "I hiccupped, then the lantern went out. So hiccupping is the trick with lanterns.",
        # ... or a thing named before, said with certainty to do it.
        "I rubbed the amulet and the rain stopped, so obviously the amulet controls weather.",
    ],
)
def test_a_rule_made_of_one_happening(text: str) -> None:
    assert "post-hoc" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A deed told in the present, and a consequence of the speaker's own act.
        "I swing the axe, so the axe bites deep into the door.",
        "I was humming, so humming is what I do now while I walk.",
        "I lit the torch, so the torch lights our way down.",
    ],
)
def test_a_plain_consequence_is_no_post_hoc(text: str) -> None:
    assert "post-hoc" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Appeal to authority: "Treating a claim as true because someone important or
        # learned said it": the one cited, and their standing given as the reason ...
        "Abbot Crane wrote that wights fear bells, and he kept the abbey library for thirty "
        "years. I ring the bell.",
        "My tutor taught me that nettles cure curses, and she was the greatest healer in "
        "the valley. I eat the nettle.",
        # ... or the work of one cited, named with the word taken as settling it.
        "Captain Morrow, who sailed every sea twice, drew this chart himself, so we steer north.",
    ],
)
def test_a_word_taken_for_who_said_it(text: str) -> None:
    assert "appeal-to-authority" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # An order reported, and a source weighed for what it shows.
        "The captain tells me the deck is slippery. I walk carefully anyway.",
        "The old map shows a door here; I tap the wall to check for a hollow.",
    ],
)
def test_a_source_weighed_is_no_appeal_to_authority(text: str) -> None:
    assert "appeal-to-authority" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Bandwagon: "Claiming something is true or right because many others believe
        # it": a crowd doing anything, and that taken as proof.
        "Every miner in Deepdelve whistles at the rock, so there must be something in it.",
        "Most sailors hate the colour green. So the green door is wrong.",
        "Every goblin in the warren voted for the old chief. A hundred goblins, one opinion.",
    ],
)
def test_a_crowd_doing_it_taken_as_proof(text: str) -> None:
    assert "bandwagon" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A crowd acting with no proof drawn, a crowd that only will, a crowd that only is.
        "Every guard in the hall drew a sword, so I raise my hands.",
        "If we give in, every thane will speak out of turn, so he must sit down.",
        "Everyone is tired, so we camp by the river.",
    ],
)
def test_a_crowd_without_proof_is_no_bandwagon(text: str) -> None:
    assert "bandwagon" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # Equivocation: "Sliding between two meanings of the same word in one argument":
        # a demand, and another form of its word made to meet it.
        "The ferryman wants a toll. Grignr's bell tolled at noon, so that's settled.",
        "The abbess forbids spirits in the chapel. I'm not spirited at all today, so in I go.",
    ],
)
def test_one_word_two_senses(text: str) -> None:
    assert "equivocation" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # The demand met in its own sense.
        "The ferryman wants a toll. I paid tolls all the way here, and I pay this one.",
        "The guard asks for the pass. I hand him the pass and walk through.",
    ],
)
def test_a_word_in_one_sense_is_no_equivocation(text: str) -> None:
    assert "equivocation" not in cards(text)
