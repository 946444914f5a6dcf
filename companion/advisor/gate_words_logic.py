"""Word lists the reasoning cards' "could fit" gates read (:mod:`companion.advisor.gates_logic`,
:mod:`companion.advisor.gates_appeals`): conclusions and causes, sweeping rules, the
sources, crowds and customs an appeal leans on, chance, proof, and the moves of a dodge.

Written and matched as :mod:`companion.advisor.gate_words` says; read through it.
"""

from __future__ import annotations

from companion.advisor.lexicons import wordset

#: Sameness claims (false equivalence).
SAMENESS = (
    "same",
    "just as",
    "just like",
    "no different",
    "no better",
    "no worse",
    "equal",
    "equally",
    "equivalent",
    "identical",
    "basically",
    "might as well",
    "as bad as",
    "as good as",
    "is like",
    "are like",
    "comparable",
    "no less",
    "all the same",
    "exactly like",
    "practically",
)

#: Reasoning relations: a claim drawn from, caused by or conditional on another (and the
#: spoken forms "cause", "coz", "so like"; "if" and "then" for conditionals).
REASONING = wordset(
    """
    because since so therefore thus hence ergo if then unless means proves follows reason
    why must should ought cause coz cuz consequently accordingly clearly obviously surely"""
)

#: Universal and generic quantifiers (sweeping rules).
UNIVERSAL = wordset(
    """
    all every everything everyone everybody always never any each none nobody no whole
    entire whenever wherever invariably universally generally"""
)

#: Crowds: many others whose belief is taken for truth.
CROWD = wordset(
    """
    every agree agrees agreed swear swears everyone everybody all most many people others
    crowd majority nobody noone whole village town city kingdom world folk folks everybodys
    popular common rest masses public thousands millions"""
)

#: Sources whose word is taken for truth (appeal to authority).
AUTHORITY = wordset(
    """
    according expert experts scholar sage sages wise wizard priest priests king queen lord
    master teacher father mother elder elders chief chieftain professor doctor oracle prophet
    scripture book books scroll scrolls tome law god gods goddess saint council guild captain
    general mentor grandfather grandmother grandma grandpa authority learned famous"""
)

#: Verbs by which a source vouches for a claim.
VOUCH = wordset(
    """
    say tell teach write claim swear insist agree know confirm prove declare state assure
    vouch believe think decree rule"""
)

#: Time and custom (appeal to tradition).
TRADITION = wordset(
    """
    always tradition traditional traditionally custom customary ancestor ancestors forefather
    forefathers ancient ages centuries generations generation immemorial yore heritage ritual
    rituals habit usual usually forever olden grandmother grandfather grandmothers nan gran
    granny grandma grandpa forebears elders fathers mothers"""
)

#: Nature and its opposites (appeal to nature).
NATURE = wordset(
    """
    natural naturally nature unnatural artificial organic pure wholesome herbal wild earth
    synthetic chemical normal abnormal meant godgiven intended instinct instinctive grow grew
    grown born belong order world god gods jungle forest sky sea beast beasts animal"""
)

#: Sequence in time (post hoc).
SEQUENCE = wordset(
    """
    since after ever then when before while once soon following followed next later
    ago until till moment minute day night"""
)

#: Cause claims.
CAUSE = wordset(
    """
    so cause caused causes because made make makes brought bring brings summon summoned
    curse cursed therefore thus hence result led lead means responsible blame fault why
    must reason"""
)

#: Attention devices and changes of subject (red herring).
DISTRACTION = (
    "look",
    "hey",
    "speaking of",
    "by the way",
    "what about",
    "how about",
    "anyway",
    "over there",
    "did you hear",
    "did you see",
    "instead",
    "never mind",
    "besides",
    "incidentally",
    "meanwhile",
    "oh",
    "wait",
    "behind you",
    "forget",
    "whatever",
    "more importantly",
    "real question",
    "the point is",
    "talk about",
    "lets talk",
    "but what",
    "rather",
    "change the subject",
)

#: "You do it too" (tu quoque).
TOO = (
    "too",
    "also",
    "as well",
    "yourself",
    "yourselves",
    "one to talk",
    "same",
    "hypocrite",
    "so do you",
    "so are you",
    "so did you",
    "so were you",
    "neither",
    "either",
    "likewise",
    "pot",
    "kettle",
    "look who",
    "who are you to",
    "of all people",
    "you do it",
    "you did it",
    "do it all the time",
)

#: Qualifiers that redefine a group (no true Scotsman).
TRUE_MEMBER = wordset(
    "true real proper genuine decent worthy honest actual respectable selfrespecting right"
)

#: Costs already paid (sunk cost).
SPENT = wordset(
    """
    spend spent invest invested pay paid cost costs sacrifice sacrificed waste wasted lose
    lost give gave given put already far so much this much years months weeks days hours
    blood sweat effort work time trouble"""
)

#: Chance, luck and runs of results (gambler's fallacy).
CHANCE = wordset(
    """
    chance chances luck lucky unlucky odds probability likely unlikely due overdue bound
    streak row times missed miss lost lose won win dice die roll rolled coin flip toss heads
    tails bet gamble random average averages turn next fate"""
)

#: Proof and knowledge (appeal to ignorance).
PROOF = wordset(
    """
    prove proof proven disprove evidence show shown demonstrate know known sure certain
    confirm found find wrong right false true catch caught see seen saw says say said tell
    told witness"""
)

#: Presuppositions that smuggle an accusation into a question (loaded question).
PRESUPPOSE = wordset(
    """
    still stop stopped quit quitting again yet anymore always admit confess since long often
    finally why ever"""
)

#: Words that open a question.
QUESTION_OPENERS = wordset(
    """
    have has had did do does is are was were will would can could should shall when why how
    what who where which arent isnt dont didnt doesnt wont"""
)

#: Rules and obligations (special pleading).
RULE = wordset(
    """
    rule rules law laws must should allowed allow forbidden forbid supposed apply applies
    everyone others everybody lesser mortals common ordinary except exception exempt special
    different above beneath"""
)

#: Emotion, pity and fear (appeal to emotion).
EMOTION = wordset(
    """
    pity poor starving starve orphan orphans child children baby babies mother mothers widow
    tears cry crying weep weeping fear afraid terror terrified scared heart hearts love loved
    please beg begging mercy suffer suffering sad sorrow sorrowful think imagine dying die dead
    little sick sickly hungry cold alone lonely innocent helpless precious dear darling
    heartless cruel monster shame ashamed weep family home sister sisters brother brothers
    grandmother kitten puppy kittens puppies"""
)

#: A demand met and then raised (moving the goalposts).
CONCEDE = wordset(
    """
    but yet still however though although fine okay ok sure granted true answered solved done
    passed met did doesnt count counts enough easy"""
)
DEMAND = wordset(
    """
    must now also next another again too more need needs have has want backwards harder
    first instead only real required require demand twin second third fourth fifth sixth
    seventh eighth ninth tenth extra further longer part"""
)
