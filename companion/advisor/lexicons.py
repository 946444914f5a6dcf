"""Word lists the structural checks use where no library fits.

Each list is small, hand-kept and spoken-form (lower case, no apostrophes).
"""

from __future__ import annotations


def wordset(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` as a set (lists stay readable as prose).

    >>> sorted(wordset("b a  b"))
    ['a', 'b']
    """
    return frozenset(text.split())


def words(text: str) -> tuple[str, ...]:
    """The whitespace-separated words of ``text``, in order."""
    return tuple(text.split())


#: Words ending in -ly that are not manner adverbs (adjectives, nouns, names).
NOT_ADVERBS = wordset(
    """
    only early family holy ugly silly belly jelly friendly lonely lovely likely daily rally ally
    fly reply supply apply july italy lily bully hilly woolly curly burly surly deadly costly
    elderly cowardly manly lively ghastly comely homely kingly princely sickly smelly gnarly
    jolly folly dolly molly sally billy willy emily oily wily holly scaly prickly bubbly
    chilly frilly grisly grizzly measly orderly portly stately timely unruly unlikely weekly
    monthly yearly nightly hourly bodily heavenly worldly earthly shapely sly assembly anomaly
    monopoly butterfly dragonfly firefly gadfly melancholy rely imply multiply comply reply"""
)

#: Florid description: colours, light, mood and texture words of purple prose.
FLORID = wordset(
    """
    crimson scarlet azure cerulean vermilion ebony ebon alabaster obsidian argent golden silvery
    silver emerald sapphire amber ivory sable sanguine verdant viridian umber opaline pearlescent
    shimmering glimmering glittering gleaming glistening radiant luminous effulgent incandescent
    iridescent opalescent lambent resplendent coruscating blazing dazzling sparkling twinkling
    flickering radiance splendour splendor ethereal ineffable eldritch tenebrous stygian
    unspeakable sepulchral lugubrious melancholy plaintive mournful weeping wan ghostly pale
    spectral haunting lilting dulcet mellifluous sublime exquisite majestic glorious magnificent
    celestial heavenly otherworldly fathomless abyssal gossamer velvet velvety silken satin
    diaphanous gauzy cascading cascades cascade billowing roiling tempestuous thunderous molten
    fiery smouldering smoldering searing torrent gloom dirge ravening baleful inky murky
    bathing bathed resplendence sumptuous opulent lustrous limpid crystalline glowing blushing
    shadowy twilit moonlit starlit dappled gilded burnished shining fetid cloying miasmic noisome
    putrid putrescent mephitic sickly"""
)

#: Words that can read as adjectives but do not pile up description before a noun
#: (determiners, numbers, degree words): "all three big goblins" is no stack.
NOT_STACKED = wordset(
    """
    a an the this that these those my your his her its our their all both each every few many
    much more most some any other such own same very too so quite rather only just even first
    last next one two three four five six seven eight nine ten half whole several enough less
    least no not"""
)

#: Ostentatious words a thesaurus supplies for plain ones (stems; suffixes are stripped).
GRANDILOQUENT = wordset(
    """
    perambulate perambulat declaim sesquipedalian obfuscat conundrum proffer troglodyte
    obsequious repast fromage assuage bellicose pulchritud lugubrious defenestrat pusillanimous
    loquacious garrulous ameliorat circumlocut vituperat egregious recalcitrant obstreperous
    prestidigitat peregrinat masticat expectorat osculat inebriat ambulat sanguinary ebullient
    magnanimous munificent perspicacious sagacious supercilious tintinnabulat verisimilitude
    quintessential antediluvian brobdingnagian gargantuan prodigious indubitabl forthwith
    heretofore notwithstanding perchance mayhap utiliz facilitat ascertain promulgat propinquity
    crepuscular callipygian indefatigabl irascibl lachrymose mendacious nefarious obdurate
    parsimonious perfidious querulous rapscallion salubrious sycophant truculent vicissitude
    vociferous cogitat ruminat elucidat expound excogitat discombobulat flabbergast bamboozl
    hornswoggl gallimaufry conflagrat pernicious impecunious insouciant juxtapos labyrinthine
    machinat nonplus pedantic quixotic recondite soporific superfluous unctuous vainglorious
    welkin yclept ablution accoutrement bedizen calumn chicaner circumambulat edifice effluvi
    emolument eschew ignominious importun inveigl malodorous obloquy opprobrium paramour
    plenipotentiar quotidian rapacious sobriquet susurr termagant ululat adumbrat animadver
    apotheos bloviat comestibl victual concupiscent eleemosynar farrago fulminat hebetude
    imbroglio legerdemain nugatory otiose pellucid persiflage rodomontade tergiversat vouchsaf
    patently commenc endeavour endeavor deleterious efficacious fastidious gesticulat
    histrionic ignoble inimical lascivious mellifluous ossified pontificat prevaricat
    salacious somnambul sonorous tenebrous vermiform voracious"""
)

#: Words with two common senses, the raw material of equivocation.
AMBIGUOUS = wordset(
    """
    light key fair bank bark bat ring spring trunk watch mean plain rock sentence
    tender lead bright grave spirit free fine point nothing sound seal bolt bow pound mine pitch
    scale second sink tie toll date match fan jam kind lie lean quarry stern train yard bear
    cross duck fly hide last long lot net park present rest ruler season stick swallow tip wave
    current draft hard cold hot strong sharp fast dull wicked story stories"""
)

#: Number words and digits, for counts that contradict each other.
NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "single": 1,
    "lone": 1,
    "solitary": 1,
    "both": 2,
    "twin": 2,
    "1": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "10": 10,
}

COLOURS = wordset(
    "red green blue yellow black white grey gray purple orange pink brown golden silver"
)

#: Gear a character might claim: if the words say "my <gear>" and no block of the
#: character mentions it (or a word in its family), that is a contradiction.
GEAR_FAMILIES: dict[str, tuple[str, ...]] = {
    "sword": words("sword broadsword longsword shortsword blade sabre saber scimitar rapier"),
    "axe": words("axe ax hatchet battleaxe tomahawk"),
    "bow": words("bow longbow shortbow"),
    "crossbow": words("crossbow bolt bolts"),
    "arrow": words("arrow arrows quiver"),
    "dagger": words("dagger knife knives dirk stiletto"),
    "spear": words("spear lance pike javelin trident"),
    "hammer": words("hammer warhammer mallet maul"),
    "mace": words("mace club cudgel flail morningstar"),
    "whip": words("whip lash"),
    "shield": words("shield buckler"),
    "staff": words("staff quarterstaff stave"),
    "wand": words("wand"),
    "rope": words("rope cord grappling"),
    "torch": words("torch"),
    "lantern": words("lantern lamp"),
    "potion": words("potion elixir vial flask"),
    "scroll": words("scroll scrolls"),
    "spellbook": words("spellbook grimoire tome"),
    "horse": words("horse steed pony mount"),
    "net": words("net"),
    "sling": words("sling slingshot"),
    "helmet": words("helmet helm"),
    "lute": words("lute harp flute drum bagpipes"),
    "lockpick": words("lockpick lockpicks"),
    "crowbar": words("crowbar prybar"),
    "shovel": words("shovel spade pickaxe"),
    "mirror": words("mirror"),
    "map": words("map"),
    "horn": words("horn"),
}

#: Words in a background or approach that imply what a character does.
ROLE_WORDS: dict[str, tuple[str, ...]] = {
    "chef": words("cook stew soup pie cake bake ladle grill steak meal feed food recipe roast"),
    "cook": words("cook stew soup pie cake bake ladle grill steak meal feed food recipe roast"),
    "bribe": words("bribe offer pay coin gold"),
    "burglar": words("burglar thief steal pick lockpick pocket sneak swipe pilfer rob burgle"),
    "thief": words("burglar thief steal pick lockpick pocket sneak swipe pilfer rob burgle"),
    "sneak": words("sneak sneaky tiptoe creep slip quietly silently hide shadow"),
    "sorceress": words("spell cast magic fireball fire flame blast levitation incantation enchant"),
    "magic": words("spell cast magic fireball fire flame blast levitation incantation enchant"),
    "fire": words("fire fireball flame burn blaze incinerate blast"),
    "fireball": words("fire fireball flame burn blaze incinerate blast"),
    "talk": words("talk persuade negotiate convince ask parley"),
    "ranger": words("track trail shoot arrow bow hunt"),
    "hunter": words("track hunt snare trap shoot arrow stalk"),
    "shoot": words("shoot arrow loose fire nock aim"),
    "track": words("track trail follow"),
    "shout": words("shout yell roar bellow challenge scream"),
    "charge": words("charge rush leap barrel"),
    "dwarf": words("dwarven"),
    "elven": words("elven"),
    "blacksmith": words("forge anvil smith hammer metal"),
    "wolf": words("wolf howl"),
    "pirate": words("sail plunder board swing rigging"),
    "captain": words("sail rigging command"),
    "sailor": words("sail rigging knot"),
    "priest": words("pray prayer bless blessing preach sermon"),
    "priestess": words("pray prayer bless blessing preach sermon"),
    "bard": words("sing song lute music play tune verse dance fiddle"),
    "minstrel": words("sing song lute music play tune verse dance fiddle"),
    "fighter": words("punch fight brawl wrestle"),
    "alchemist": words("potion vial mix brew concoction acid powder explode elixir flask"),
    "knight": words("code honour honor chivalry joust oath knightly lance"),
    "wizard": words("spell cast magic fireball incantation enchant arcane"),
    "mage": words("spell cast magic fireball incantation enchant arcane"),
    "witch": words("spell hex curse brew"),
    "necromancer": words("undead reanimate"),
    "cleric": words("pray prayer bless blessing heal smite"),
    "paladin": words("pray smite oath bless holy"),
    "druid": words("shapeshift"),
    "healer": words("heal bandage"),
    "rogue": words("steal pick sneak backstab pocket"),
    "assassin": words("sneak stab poison garrote backstab"),
    "archer": words("shoot aim nock volley"),
    "soldier": words("march drill salute"),
    "mercenary": words("haggle"),
    "gladiator": words("flourish taunt"),
    "merchant": words("haggle trade sell buy bargain"),
    "noble": words("command bribe"),
    "scholar": words("study translate"),
    "miner": words("dig tunnel"),
    "farmer": words("plough plow harvest"),
    "shepherd": words("whistle herd"),
    "goatherd": words("whistle herd"),
    "jester": words("joke juggle tumble jest"),
    "acrobat": words("flip tumble somersault balance leap"),
    "smith": words("forge"),
    "monk": words("meditate punch kick chant"),
    "nurse": words("heal bandage tend salve poultice splint stitch nurse drag"),
    "archivist": words("book read page quote cite bestiary treatise lore source scroll"),
    "librarian": words("book read page quote cite rule shelf catalogue lore"),
    "scribe": words("write note ledger record quill ink chronicle"),
    "king": words("command order kneel obey decree"),
    "queen": words("command order kneel obey decree"),
    "lord": words("command order servant send"),
    "heiress": words("command order obey pay"),
    "duchess": words("duel fence rapier challenge"),
    "illusionist": words("trick illusion mirror smoke vanish sleight flourish misdirect"),
    "conjurer": words("trick illusion smoke vanish sleight flourish"),
    "magician": words("trick illusion smoke vanish sleight flourish"),
    "tinker": words("gadget gear spring pliers contraption powder fuse timer build rig wind"),
    "tinkerer": words("gadget gear spring pliers contraption powder fuse timer build rig wind"),
    "clockmaker": words("gadget gear spring pliers contraption clockwork timer build wind"),
    "engineer": words("build calculate measure plank lever pulley brace"),
    "inventor": words("gadget contraption build invent"),
    "shieldmaiden": words("shield brace block hold line guard"),
    "guard": words("guard hold block stand watch"),
    "pit": words("flex roar crowd taunt showboat"),
    "catcher": words("bait trap snare lure ferret drain"),
    "trapper": words("bait trap snare lure"),
    "poacher": words("snare trap shoot track aim"),
    "pickpocket": words("pick pocket palm lift snatch purse"),
    "cutpurse": words("pick pocket palm lift snatch purse"),
    "brewer": words("ale beer brew keg drink drunk mead"),
    "dancer": words("dance twirl spin leap dodge"),
    "gravedigger": words("dig bury shovel grave"),
    "whaler": words("harpoon haul rope"),
    "lumberjack": words("chop axe fell timber"),
    "beekeeper": words("smoke honey bee calm"),
    "fisherman": words("net hook line fish cast"),
    "herbalist": words("herb poultice brew salve"),
    "skald": words("sing song verse saga recite poem"),
    "storyteller": words("story tale saga recite"),
    "berserker": words("rage frenzy roar charge smash howl"),
    "wrestler": words("grab grapple throw pin wrestle"),
    "nun": words("pray prayer rosary punch bless"),
    "sweep": words("chimney soot climb brush"),
}

#: Verbs of approach that mean much the same at the table: an approach that says "throw it"
#: is applied by a player who heaves or hurls (lemmas; each word finds its whole family).
APPROACH_FAMILIES: tuple[frozenset[str], ...] = (
    wordset("throw hurl heave toss fling chuck lob"),
    wordset("grab seize grapple wrestle tackle grip clutch"),
    wordset("talk tell speak persuade convince argue charm flatter chat negotiate parley"),
    wordset("fight hit strike punch smash bash pummel thump whack clobber brawl"),
    wordset("sneak creep slip tiptoe skulk steal lift pocket pinch swipe pilfer palm"),
    wordset("look watch peer spy scout observe study examine inspect search"),
    wordset("climb scale clamber"),
    wordset("feed food cook offer serve meal stew soup sausage"),
    wordset("burn fire torch flame ignite light"),
    wordset("sing song verse chant ballad hum serenade"),
    wordset("pray prayer bless blessing invoke"),
    wordset("story tale saga recite"),
    wordset("trap snare net"),
    wordset("run flee dash sprint bolt"),
    wordset("bet wager gamble dice"),
    wordset("duel challenge"),
    wordset("charge rush barrel"),
    wordset("shout roar bellow yell howl"),
    wordset("build tinker gadget contraption rig"),
    wordset("read research book study decipher translate"),
    wordset("order command"),
    wordset("bribe pay buy haggle"),
    wordset("rage berserk frenzy"),
    wordset("distract dodge misdirect feint bluff trick decoy"),
    wordset("heal bandage tend nurse salve poultice splint"),
    wordset("hide ambush lurk lure"),
    wordset("quote cite recite"),
    wordset("hold brace block guard"),
    wordset("dig tunnel shovel burrow"),
    wordset("swim dive wade paddle"),
    wordset("eat bite chew devour gobble"),
    wordset("flex taunt intimidate glare showboat"),
    wordset("bait lure trap snare"),
    wordset("dance twirl pirouette"),
    wordset("lift hoist heave haul raise shoulder carry"),
    wordset("break smash shatter snap crush splinter wreck kick batter bend twist wrench"),
    wordset("chop cut hack hew cleave saw carve butcher"),
    wordset("shove push barge jostle"),
    wordset("bow kneel curtsy salute doff"),
    wordset("loud loudly scream shout roar yell bellow howl horn"),
    wordset("magic spell wand cast zap hex enchant incantation conjure rune"),
    wordset("punch slam bonk wallop headbutt elbow clout"),
    wordset("heal bind bandage mend stitch"),
    wordset("bless anoint consecrate"),
    wordset("sing song tune strum lullaby lute harp"),
    wordset("ambush cover crouch lurk"),
    wordset("diagnose examine symptom pulse treat remedy tincture leech medicine dose"),
    wordset("pray prayer intone goddess god"),
    wordset("lookup consult flip page"),
    wordset("outrun run dash sprint"),
    wordset("crawl squeeze wriggle"),
    wordset("measure calculate leverage lever pry"),
)
