"""Word lists the "could fit" gates read (:mod:`companion.advisor.gates`).

Each list is written from a card's definition: the kinds of words without which that card
cannot be committed at all (a said-bookism needs a verb of speech, a gambler's fallacy a
chance or a run of results). They are lemmas in spoken form (lower case, no apostrophes)
and are matched on every lemma a word can have, so "bellowed", "bellows" and "bellowing"
all meet "bellow". A list here never awards anything: it only lets a card the model
proposes be considered.
"""

from __future__ import annotations

from companion.advisor.lexicons import wordset

#: Verbs of speech, by lemma (showy and plain alike: the gate removes the plain ones).
SPEECH = wordset(
    """
    say tell ask reply answer add continue repeat begin explain agree call state remark note
    comment observe mention respond speak talk utter voice
    shout yell cry scream shriek screech bellow roar growl snarl hiss whisper murmur mutter
    mumble stammer stutter retort quip declare announce proclaim declaim expostulate ejaculate
    interject interpose opine riposte aver asseverate vociferate chortle chuckle laugh giggle
    guffaw cackle titter snicker snigger sneer scoff jeer taunt bark purr drawl wheedle cajole
    snap spit boom thunder rumble rasp croak grate intone chant sing recite query inquire
    enquire demand beg plead implore beseech entreat insist protest complain grumble groan moan
    sigh breathe gasp pant wail howl whimper whine sob blurt gush babble prattle rant rave
    pontificate harrumph simper quaver remonstrate admonish chide scold warn caution threaten
    sniff snort squeak squeal chirp chirrup trill coo lisp slur holler hollar bawl blare bleat
    bray caterwaul crow grunt huff hoot keen lament natter peep pipe rattle screak sputter
    splutter squawk squall thunder twitter ululate vent whoop yap yelp yammer assert affirm
    avow claim concede confess admit counter object rejoin retaliate rebut exclaim gloat boast
    brag crow command order bid urge prompt coax needle goad tease mock rasp breathe
    enunciate soothe elucidate expound vocalise vocalize articulate lecture preach counsel
    advise instruct inform orate sermonise sermonize intimate insinuate hint simper lilt
    bluster gabble jabber rattle burble gibber mouth pronounce narrate relate recount"""
)

#: Speech verbs a plain "said" stands for: a tag with one of these is not showy.
PLAIN_SPEECH = wordset("say tell ask reply answer add continue repeat begin explain agree call")

#: Words of thought and feeling: what narration dips into when it enters a mind.
MIND = wordset(
    """
    think thought wonder wish dream long regret worry suspect realise realize ponder muse
    decide believe hope fear feel know want love hate adore envy pray plan crave yearn pine
    dread resent despise loathe relish enjoy like dislike miss mourn grieve remember recall
    forget imagine suppose guess reckon doubt trust expect intend mean desire prefer notice
    secretly privately inwardly silently deep heart mind soul afraid scared terrified sad
    glad happy angry furious jealous ashamed proud lonely homesick nervous anxious bored
    tired hungry curious eager relieved disappointed embarrassed grateful guilty hopeful
    hopeless miserable"""
)

#: Third-person references: someone other than the speaker, whose mind could be entered.
THIRD = wordset("he she it they him her them his hers its their theirs himself herself itself")

#: First- and second-person words.
FIRST = wordset("i me my mine myself we us our ours ourselves")
SECOND = wordset("you your yours yourself yourselves thou thee thy thine ye")

#: Negatives: words that deny (their spoken forms are spelt out: "dont" -> "do not").
NEGATIVES = wordset(
    """
    not no never nothing nobody none nowhere neither nor aint cant wont dont didnt doesnt
    couldnt wouldnt shouldnt isnt wasnt werent arent havent hasnt hadnt mustnt neednt hardly
    barely scarcely nary nay noone"""
)

#: Words of quantity whose clash makes a count contradict itself.
QUANTITIES = wordset(
    """
    one two three four five six seven eight nine ten eleven twelve dozen hundred thousand
    both all every none single lone only pair couple twin first second third last half
    whole several many few"""
)

#: Comparison markers: where a simile or an equivalence starts.
COMPARISONS = (
    "like",
    "as if",
    "as though",
    "resembling",
    "akin to",
    "similar to",
    "than a",
    "the way a",
    "the way an",
)

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

#: What "as you know" leans on: knowing, remembering, reminding.
KNOWN = wordset("know knows knew remember recall aware told remind reminded course realise realize")
#: Whom it is told to.
LISTENERS = wordset("you we everyone everybody all us yourself")

#: Moves into another story and back (narrative digression).
DIGRESSION = (
    "reminds me",
    "remind me",
    "remember when",
    "the time",
    "that time",
    "back when",
    "back in",
    "when i was",
    "when we were",
    "speaking of",
    "by the way",
    "anyway",
    "anyhow",
    "where was i",
    "long story",
    "as i was saying",
    "did i ever tell",
    "funny story",
    "once",
    "years ago",
    "as a child",
    "as a kid",
    "back home",
    "but i digress",
    "digress",
    "getting back",
    "off topic",
)

#: Body parts, and the coy or florid names that dress them up.
BODY = wordset(
    """
    eye eyes lip lips mouth hand hands arm arms leg legs foot feet chest breast breasts
    bosom thigh thighs hip hips buttock buttocks bottom belly stomach head skull face cheek
    cheeks nose ear ears neck shoulder shoulders finger fingers toe toes knee knees tongue
    teeth tooth hair skin flesh muscle muscles heart brow forehead chin back spine limb limbs
    fist fists palm palms wrist elbow ankle groin loins"""
)
#: Coy names a body part goes by on its own ("orbs", "thews", "derriere").
COY = wordset(
    """
    orb orbs thew thews digits appendage appendages extremities bosom bosoms loins nethers
    nether posterior derriere rump haunch haunches hindquarters backside noggin smeller
    peepers ivories mitts tootsies gams keister tush heinie manhood womanhood sinews sinew
    schnozz schnozzle mammaries tresses"""
)
#: Figures that name a body part only when dressed up ("limpid pools", "snowy mounds").
FIGURES = wordset(
    """
    pools pool globes globe mounds mound hillocks columns pillars pearls rubies fount founts
    gates portals vessel temple flames fire stars jewels gems petals"""
)

#: Markers of an opening modifier phrase (dangling modifier).
OPENERS = wordset("while after before when upon on being having once as though although")

#: Modern things, words and ideas (anachronism), and word parts that mark them.
MODERN = wordset(
    """
    phone smartphone cellphone telephone mobile google internet online offline website web
    email computer laptop tablet app apps wifi bluetooth selfie camera photo photograph video
    television tv radio car cars truck bus train plane airplane aeroplane helicopter rocket
    jet motorcycle bike bicycle engine motor gun guns pistol rifle shotgun bullet bullets
    bomb grenade missile nuclear atomic laser robot robots electricity electric battery
    batteries plastic nylon polyester denim jeans sneakers tshirt hoodie pizza burger
    hamburger hotdog soda cola coffee espresso cappuccino starbucks mcdonalds uber taxi
    amazon netflix facebook instagram twitter tiktok youtube iphone android microchip chip
    software hardware download upload username login hashtag meme emoji text texting
    texted dm podcast stream streaming satellite gps vaccine antibiotic aspirin penicillin
    xray microscope telescope clock wristwatch stopwatch calculator spreadsheet powerpoint
    zoom vending elevator escalator skateboard scooter headphones earbuds microwave fridge
    refrigerator toaster vacuum dishwasher lightbulb flashlight torchlight sunglasses
    credit cash dollar dollars euro euros bank atm ok okay dude bro cool awesome lol
    omg wtf selfie vibe vibes hipster nerd geek emoji cyber digital virtual robotics
    democracy capitalism communism feminism psychology therapy therapist evolution dinosaur
    dinosaurs germs bacteria virus oxygen atoms atom molecule dna calories protein gluten
    vegan diet gym workout cardio weekend"""
)
MODERN_PARTS = ("phone", "tech", "cyber", "electr", "tron", "digital", "auto", "tele", "micro")

#: Sound words (onomatopoeia); unlisted ones are found by their shape.
SOUNDS = wordset(
    """
    bang boom crash thwack whack smack wham bam pow kapow kaboom kablam blam zap zing zoom
    whoosh swoosh swish woosh splat splash splish splosh squelch squish squash crunch munch
    chomp gulp slurp burp hiccup achoo ahem thud thump clang clank clink clunk clatter crack
    snap pop fizz buzz hiss sizzle crackle rumble grumble tick tock ding dong bong ting ring
    jingle jangle tinkle clap slap whap thwap thunk plonk plop drip drop pitter patter honk
    beep toot vroom whirr whir purr meow miaow woof bark moo oink baa neigh quack cluck
    cockadoodledoo tweet chirp hoot howl roar growl grr argh aargh ugh oof ow ouch yikes eek
    boing bonk bop biff zonk kerplunk kerpow kersplat ping pong thunk whizz whiz twang
    tsk shh shush psst hmph pfft phew whew huh gasp wheeze achoo blub gurgle glug slosh
    squeak creak crick click clack clop clomp stomp tromp rattle bleep blip bloop"""
)

#: The plain links that chain a run-on's clauses.
CHAINS = wordset("and then so but also plus after")

#: Narration's "be" and "get" forms for a passive ("is pierced", "got hit").
BE_GET = wordset("is are was were be been being am get gets got gotten getting become becomes")
