"""Completion for the command line: pure functions over the command language, pgcli style.

:func:`complete` takes the text before the cursor and a :class:`CompletionContext` (the names
on the table right now) and returns :class:`Candidate` s; :class:`CommandCompleter` adapts it
to prompt-toolkit. The grammar mirrors :mod:`engine.commands` (the one parser); the tests
check that every verb of ``engine.commands.Verb`` is offered and that completed commands parse.

>>> ctx = CompletionContext(characters=("Grignr", "Olo"), challenges=("Ghoul pack",))
>>> [c.text for c in complete("ro", ctx)]
['roll', 'room', 'rocks-fall']
>>> [c.text for c in complete("plot G", ctx)]
['"Ghoul pack"']
>>> [c.text for c in complete("act o", ctx)]
['Olo']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from engine.commands import quote
from engine.resolve import OUTCOMES

if TYPE_CHECKING:
    from engine.state import GameState

YES_NO = ("yes", "no")
DIE = ("1", "2", "3", "4", "5", "6")

#: Every verb, with a one-line description shown beside it in the menu.
VERBS: dict[str, str] = {
    "act": 'CHARACTER "TEXT": a player describes an action',
    "card": "add|drop CARD: edit the matched cards",
    "bonus": "background|equipment|contradiction on|off, clever 0|1|2",
    "declare": "CARD|background|equipment|clever on|off: the player declared it (void)",
    "target": '"CHALLENGE" | none',
    "overwhelming": "on|off: overwhelming success possible",
    "ignores-threat": "on|off: the reaction ignores the GM's threat",
    "discard": "CARD | none: the extra discard",
    "confirm": "accept the ruling",
    "cancel": "withdraw the pending action",
    "roll": "[D [D2]]: roll, or the physical dice",
    "undo": "[N]: undo the last N commands",
    "override": 'FIELD ARG... --reason "TEXT": the GM\'s final word',
    "active": "CHARACTER: who acts next",
    "continuity": "CHARACTER: a continuity violation",
    "stuck": "CHARACTER: could not leave the room",
    "plot": '"CHALLENGE": overcome by plot advancement',
    "gm-action": 'CHARACTER "TEXT": the GM initiates an action',
    "challenge": 'add "NAME" RATING [--deadly] [--secret]',
    "room": "enter N [--absent PLAYER]",
    "deal": "CARD...: cards dealt by hand",
    "deus": "vote yes|no | deus: the deus ex machina",
    "pause": "pause the room clock",
    "resume": "resume the room clock",
    "rocks-fall": "the room becomes impossible",
    "claim-eye": "the party takes the Eye",
    "leave": "leave the room",
    "end": "end the game",
    "turn": "a dungeon turn",
    "search": "CHARACTER [AREA]: a secret search",
    "trap": "a trap trigger check",
    "rest": "the party rests one turn",
    "suggest": "JSON: an advisor suggestion record",
    "reopen": "the log is open again (--resume): the time since was a break",
}

#: Options each verb takes (``--name``).
OPTIONS: dict[str, tuple[str, ...]] = {
    "room": ("--absent", "--cards"),
    "challenge": ("--deadly", "--secret"),
    "act": ("--source", "--audio", "--speech-end", "--transcript-at"),
    "override": ("--reason",),
}

OVERRIDE_FIELDS: dict[str, tuple[str, ...]] = {
    "outcome": ("outcome",),
    "rating": ("challenge", "number"),
    "overcome": ("challenge", "yes-no"),
    "deadly": ("challenge", "yes-no"),
    "successes": ("challenge", "character", "number"),
    "failures": ("challenge", "character", "number"),
    "barred": ("challenge", "character", "yes-no"),
    "status": ("character", "ok|dead|stuck"),
    "party": ("character", "in|out"),
    "grace": ("number",),
    "elapsed": ("number",),
    "turns-since-rest": ("number",),
}


@dataclass(frozen=True)
class CompletionContext:
    """The names completion offers: characters in the game, this room's open challenges, the
    pool's card ids (``cards``), every card id of the deck (``deck``), player ids, room count."""

    characters: tuple[str, ...] = ()
    challenges: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    rooms: int = 0
    card_names: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Candidate:
    """One completion: ``text`` replaces the last ``replace`` characters before the cursor."""

    text: str
    replace: int
    meta: str = ""


def context_from(gs: GameState, card_names: dict[str, str] | None = None) -> CompletionContext:
    """The completion context of a game state."""
    room = gs.room
    return CompletionContext(
        characters=tuple(m.name for m in gs.party) or tuple(c.name for c in gs.table.characters),
        challenges=tuple(c.name for c in room.challenges) if room else (),
        cards=tuple(dict.fromkeys(gs.piles.pool)),
        deck=tuple(dict.fromkeys(gs.deck_list.cards)),
        players=tuple(p.id for p in gs.table.players),
        rooms=gs.rooms_total,
        card_names=dict(card_names or {}),
    )


def split_partial(text: str) -> tuple[list[str], str, bool]:
    """Split the text before the cursor into finished words, the word being typed, and
    whether that word opened a quote.

    >>> split_partial('act Olo "I sw')
    (['act', 'Olo'], 'I sw', True)
    >>> split_partial('card add ')
    (['card', 'add'], '', False)
    """
    words: list[str] = []
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)("?)|(\S+)', text):
        if m.group(3) is not None:
            words.append(m.group(3))
        elif m.group(2):
            words.append(m.group(1))
        else:
            return words, m.group(1), True
    if text and not text[-1].isspace() and words:
        return words[:-1], words[-1], False
    return words, "", False


def _slot_choices(kind: str, ctx: CompletionContext) -> tuple[Iterable[str], str]:
    if kind == "character":
        return ctx.characters, "character"
    if kind == "challenge":
        return ctx.challenges, "challenge"
    if kind == "card":
        return ctx.cards, "pool card"
    if kind == "deck-card":
        return ctx.deck, "card"
    if kind == "player":
        return ctx.players, "player"
    if kind == "room":
        return tuple(str(n) for n in range(1, ctx.rooms + 1)), "room"
    if kind == "outcome":
        return OUTCOMES, "outcome"
    if kind == "yes-no":
        return YES_NO, ""
    if kind == "die":
        return DIE, "die"
    if "|" in kind:
        return tuple(kind.split("|")), ""
    return (), ""


def _slots(verb: str, args: list[str]) -> list[str]:
    """The kinds of the positional arguments of ``verb`` given those already typed."""
    simple: dict[str, list[str]] = {
        "act": ["character", "text"],
        "gm-action": ["character", "text"],
        "card": ["add|drop", "card"],
        "declare": ["declare", "on|off"],
        "target": ["target"],
        "overwhelming": ["on|off"],
        "ignores-threat": ["on|off"],
        "discard": ["discard"],
        "roll": ["die", "die"],
        "undo": ["number"],
        "active": ["character"],
        "continuity": ["character"],
        "stuck": ["character"],
        "plot": ["challenge"],
        "deus": ["vote", "yes-no"],
        "search": ["character", "text"],
        "challenge": ["add", "text", "number"],
        "room": ["enter", "room"],
        "deal": ["deck-card"] * 12,
    }
    if verb in simple:
        return simple[verb]
    if verb == "bonus":
        second = "0|1|2" if args[:1] == ["clever"] else "on|off"
        return ["background|equipment|contradiction|clever", second]
    if verb == "override":
        return ["override", *OVERRIDE_FIELDS.get(args[0] if args else "", ())]
    return []


def _choices(verb: str, slot: str, ctx: CompletionContext) -> tuple[Iterable[str], str]:
    if slot == "declare":
        return (*ctx.cards, "background", "equipment", "clever"), "card or bonus"
    if slot == "target":
        return (*ctx.challenges, "none"), "challenge"
    if slot == "discard":
        return (*ctx.cards, "none"), "pool card"
    if slot == "override":
        return tuple(OVERRIDE_FIELDS), "field"
    if slot in ("vote", "add", "enter"):
        return (slot,), ""
    return _slot_choices(slot, ctx)


def _match(choices: Iterable[str], partial: str) -> list[str]:
    low = partial.lower()
    starts = [c for c in choices if c.lower().startswith(low)]
    inner = [c for c in choices if c not in starts and low and low in c.lower()]
    return list(dict.fromkeys(starts + inner))


def complete(text: str, ctx: CompletionContext) -> list[Candidate]:
    """Candidates for the word being typed at the end of ``text``. Never raises."""
    words, partial, quoted = split_partial(text)
    replace = len(partial) + (1 if quoted else 0)
    if not words:
        return [Candidate(v, replace, VERBS[v]) for v in _match(VERBS, partial)]
    verb = words[0].lower()
    if verb not in VERBS:
        return []
    if partial.startswith("--") and not quoted:
        return [Candidate(o, replace) for o in _match(OPTIONS.get(verb, ()), partial)]
    args = [w for w in words[1:] if not w.startswith("--")]
    choices: Iterable[str]
    if words[-1] in ("--absent",):
        choices, meta = ctx.players, "player"
    elif words[-1].startswith("--"):
        return []
    else:
        slots = _slots(verb, args)
        if len(args) >= len(slots):
            return [Candidate(o, replace) for o in _match(OPTIONS.get(verb, ()), partial)]
        choices, meta = _choices(verb, slots[len(args)], ctx)
    out = []
    for choice in _match(choices, partial):
        shown = ctx.card_names.get(choice, meta)
        out.append(Candidate(quote(choice), replace, shown))
    return out


class CommandCompleter(Completer):
    """prompt-toolkit adapter of :func:`complete`; ``context`` is read at each keystroke."""

    def __init__(self, context: Callable[[], CompletionContext]) -> None:
        self.context = context

    def get_completions(
        self, document: Document, complete_event: CompleteEvent
    ) -> Iterable[Completion]:
        for c in complete(document.text_before_cursor, self.context()):
            yield Completion(c.text, start_position=-c.replace, display_meta=c.meta)
