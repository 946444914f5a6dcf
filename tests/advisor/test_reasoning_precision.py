"""Probes for round 7's reasoning-card precision fixes: each near miss is a false card a
detector gave before its fix, and each positive the card the same form must still earn.

Every sentence here is new: none is a copy of an item of any eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        # Post hoc: "Assuming that because one thing followed another, the first caused
        # it": close succession, then a sure "so" with nothing else to go on.
        "The candles guttered right after she opened it, so the lid is clearly drinking the air.",
        "The moment Brisk sang, the hounds went quiet, so her voice must be holy.",
    ],
)
def test_a_sure_so_read_from_close_succession_is_post_hoc(text: str) -> None:
    found = cards(text)
    assert "post-hoc" in found
    assert "non-sequitur" not in found


@pytest.mark.parametrize(
    "text",
    [
        # Succession and a plan, or a sure "so" in the next sentence with its own ground.
        "Right after the horn sounded the gate creaked open, so we must run for it now.",
        "The torches dipped right after I lit the brazier. So the draught must come from "
        "the vent, I can feel it on my hand.",
    ],
)
def test_succession_then_a_plan_or_a_grounded_so_is_no_post_hoc(text: str) -> None:
    assert "post-hoc" not in cards(text)


def test_a_chained_so_rests_on_all_the_argument_before_it() -> None:
    # Non sequitur: "A conclusion that does not follow from what came before it": in
    # "A, so B, so C" what came before C is all that B rested on, the rule stated first.
    text = (
        "The barrow ghosts only haunt the guilty, right? I've done nothing wrong, I paid "
        "the ferryman. So I'm innocent, so the ghosts can't haunt me."
    )
    assert "non-sequitur" not in cards(text)
    assert "non-sequitur" in cards(
        "My boots are red, so I'm lucky, so the troll has to let me pass."
    )


def test_a_deed_told_after_only_is_no_demand_met_by_another_sense() -> None:
    # Equivocation: "Sliding between two meanings of the same word in one argument": a
    # demand asks for a thing ("only lights may pass"); "only ... after she lit it" tells a
    # deed already done, and the same sense comes back.
    near = "The moths only came after Brisk lit her candle. Candle-light draws moths, see."
    assert "equivocation" not in cards(near)
    assert "equivocation" in cards("The warden says only lights may pass, so I light my pipe.")


def test_a_word_said_twice_in_a_verdict_of_sameness_is_the_equivalence() -> None:
    # Equivocation yields to false equivalence: a word said twice in "X is no different
    # from Y" is the same sense of two things made one, not a slide between senses.
    near = "Taking your fine is no different from you charging me a fine, so I pocket it."
    found = cards(near)
    assert "false-equivalence" in found
    assert "equivocation" not in found
    assert "equivocation" in cards("You asked a fair price, and my hair is fair, so we're square.")


@pytest.mark.parametrize(
    "text",
    [
        # Continuity error: the telling contradicts itself; a speaker who takes a detail
        # back before giving the new one ("wait, no", "I mean", the old value denied) has
        # repaired the telling, not contradicted it.
        "Brisk lights two candles on the altar. No wait, she only has one candle. She lights it.",
        "He paints the green door, well, he hasn't got green, so he paints the blue door.",
    ],
)
def test_a_detail_taken_back_is_no_continuity_error(text: str) -> None:
    assert "continuity-error" not in cards(text)


def test_a_detail_changed_without_repair_is_still_a_continuity_error() -> None:
    assert "continuity-error" in cards(
        "Brisk lights two candles, then sets all three candles on the altar."
    )
    assert "continuity-error" in cards("He paints the green door and then knocks on the blue door.")


def test_a_let_off_is_whole_words() -> None:
    # Special pleading: "Exempting yourself from a rule you apply to everyone else": "not
    # me" is the speaker let off; "not meat" is not.
    near = "The sign says no hunting in the wood. This stag is not meat yet, it's a friend."
    assert "special-pleading" not in cards(near)
    pos = "The sign says no hunting in the wood. But not me, I'm the king's own forester."
    assert "special-pleading" in cards(pos)


def test_one_thing_said_to_be_all_good_is_no_rule_for_a_kind() -> None:
    # Hasty generalization: "A sweeping rule drawn from one or two cases": "all" over a
    # kind; "it's all good" says one thing is wholly good.
    near = "I tasted one berry and it was sweet, so it's all good, we eat them for supper."
    assert "hasty-generalization" not in cards(near)
    pos = "I tasted one berry and it was sweet, so all berries are sweet, we eat them."
    assert "hasty-generalization" in cards(pos)


@pytest.mark.parametrize(
    "text",
    [
        # Red herring: "Dragging in a distraction to lead attention away": a finger pointed
        # at the speaker draws the eyes to them, and "if he so much as looks" is no "as he
        # looks" of time.
        "The sheriff points at me and says I stole the pig, and while he looks at the "
        "crowd I explain that I bought it fair.",
        "I admire the guard's fine boots, and if he so much as looks at my sack I'll cry.",
    ],
)
def test_no_turn_elsewhere_is_no_red_herring(text: str) -> None:
    assert "red-herring" not in cards(text)


def test_a_turn_elsewhere_while_they_look_is_still_a_red_herring() -> None:
    text = "I point at the rafters and gasp, and while the guard looks up I take the keys."
    assert "red-herring" in cards(text)


def test_highway_robbery_is_an_old_saying_not_a_modern_road() -> None:
    # Anachronism: "a modern object, word or idea": the saying is older than the motor road.
    assert "anachronism" not in cards("Two silver for one loaf? That's highway robbery, baker.")
    assert "anachronism" in cards("We take the six-lane highway down to the dungeon.")


def test_says_you_opening_a_line_is_no_retort() -> None:
    # Tu quoque: "Dismissing a charge by pointing out that the accuser does it too": "Says
    # you!" waves a charge off; a speaker's own line that begins "you ..." is no retort.
    near = "Brisk says 'you sell water from the public well, that's as bad as theft.'"
    assert "tu-quoque" not in cards(near)
    pos = (
        "The abbot says you broke the fast. And Brisk's like, you're the one eating honey "
        "cakes in the vestry every night."
    )
    assert "tu-quoque" in cards(pos)


def test_a_question_that_is_a_verdict_of_sameness_is_the_equivalence() -> None:
    # Loaded question yields to false equivalence: "where's the difference between us?"
    # asks nothing; it says two things are one.
    near = "You rob pilgrims, I rob tombs, where's the difference between us, really?"
    found = cards(near)
    assert "false-equivalence" in found
    assert "loaded-question" not in found
    assert "loaded-question" in cards("Tell me, warden, have you stopped taking bribes yet?")


def test_a_chain_of_describing_words_is_no_run_on() -> None:
    # Run-on sentence: clauses strung on; "hairy and smelly and lumpy and grey" is one
    # list of what a thing is like, its "and"s join no clauses.
    near = (
        "Brisk creeps up and the troll's snoring there all hairy and smelly and lumpy and "
        "grey and warty and, um, yeah, she steals the key."
    )
    assert "run-on-sentence" not in cards(near)
    pos = (
        "Brisk creeps up and she grabs the key and she runs and the troll wakes and he "
        "roars and she jumps and she's gone."
    )
    assert "run-on-sentence" in cards(pos)


def test_a_cause_read_from_the_order_of_the_telling_is_post_hoc() -> None:
    # Post hoc: "Assuming that because one thing followed another, the first caused it":
    # A told, then B, then "so A made B". Equivocation yields to it: "sharp" is said twice
    # in one sense, the argument turns on the order.
    found = cards("I chewed the red root and my eyes went sharp, so the root made my eyes sharp.")
    assert "post-hoc" in found
    assert "equivocation" not in found
    assert "equivocation" in cards(
        "The knight says only the sharp may pass, so I show him my sharp sword."
    )


def test_behind_you_is_a_cry_only_as_a_clause_of_its_own() -> None:
    # Red herring: "Dragging in a distraction": the cry "Behind you!" is one; men said to
    # stand behind the listener are where they stand.
    near = "Two of your guards are whispering behind you, captain, and they have knives out."
    assert "red-herring" not in cards(near)
    assert "red-herring" in cards("Behind you! I scramble over the wall.")


def test_infallibility_given_as_its_own_reason_is_the_circle() -> None:
    # Appeal to authority yields to circular reasoning: "always right because never wrong"
    # argues the claim from itself; no one's standing is leant on.
    found = cards("The oracle is always right because she is never wrong, so we go left.")
    assert "circular-reasoning" in found
    assert "appeal-to-authority" not in found
    pos = "The high priest says the ford is safe, and he's the wisest man in the realm."
    assert "appeal-to-authority" in cards(pos)


def test_two_ways_with_the_rest_ruled_out_by_a_reason_is_no_false_dilemma() -> None:
    # False dilemma: "Pretending there are only two choices when there are plainly more":
    # two ways with the others ruled out by a reason are argued, not pretended.
    near = (
        "There are only two ways out of the crypt, the stair or the well, because the other "
        "tunnel caved in behind us, so Brisk takes the stair."
    )
    assert "false-dilemma" not in cards(near)
    pos = "There are only two ways out of the crypt, the stair or the well, so pick one, friend."
    assert "false-dilemma" in cards(pos)


def test_anyway_before_the_tag_of_its_line_is_no_return_from_a_digression() -> None:
    # Narrative digression: "The telling wanders off into an unrelated story before coming
    # back": "anyway" followed by "she says" ends the line it is part of; no return.
    near = (
        "Brisk tells the captain she once sailed with the river pirates, she knows how it "
        "goes, we're all just rats on the same raft anyway, she says, and hands him her flask."
    )
    assert "narrative-digression" not in cards(near)
    pos = (
        "Brisk once sailed with the river pirates and lost her best hat to a heron there, "
        "anyway, she hands the captain her flask."
    )
    assert "narrative-digression" in cards(pos)
