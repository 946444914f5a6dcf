"""Word lists the prose cards' "could fit" gates read (:mod:`companion.advisor.gates_prose`,
:mod:`companion.advisor.gates_sound`): speech and its tags, minds, comparisons, body
parts and their coy names, modern things, sound words, the links of a run-on.

Written and matched as :mod:`companion.advisor.gate_words` says; read through it.
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
