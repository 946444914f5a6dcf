"""The action flow (rules "Action rolls" and "GM actions"), command by command.

``act`` opens a pending action (``action_opened`` + ``utterance``); ``gm-action`` opens a GM
reaction; ``suggest`` records the advisor's suggestion; ``card``/``bonus``/``declare``/
``target``/``overwhelming``/``ignores-threat`` edit the ruling; ``discard`` picks the extra
card; ``confirm`` discards matched cards and the extra (or resolves an automatic partial
failure, or dismisses an action that helps against no challenge); ``roll`` rolls the die (or
takes physical dice), resolves, and replenishes the pool.

GM grace: a resolved reaction to a GM action sets the grace counter to two; each resolved
player action (rolled or automatic) counts one down; a dismissed player action (no roll)
does not count. The counter starts at zero in every room.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from pydantic import ValidationError

from engine import events as ev
from engine.commands import Command
from engine.emitter import Emitter
from engine.errors import (
    ActionState,
    AmbiguousTarget,
    CardNotInPool,
    ChallengeClosed,
    CharacterOutOfParty,
    CommandSyntaxError,
    GraceNotOver,
    NoRoom,
    UnknownChallenge,
)
from engine.names import match_name
from engine.resolve import Outcome, resolve_roll
from engine.state import (
    PARTIAL_FAILURES_TO_TOTAL,
    PARTIALS_BY_DIFFERENT,
    PARTIALS_TOTAL,
    ChallengeState,
    Die,
    GameState,
    PendingAction,
    RoomState,
)
from engine.suggestion import FLAGS, Suggestion


def room_of(state: GameState) -> RoomState:
    if state.room is None:
        raise NoRoom("no room entered yet")
    return state.room


def character_in_party(state: GameState, text: str) -> str:
    """The party member ``text`` names; raises if out of the party (with the reason)."""
    name = match_name(text, [m.name for m in state.party], "character")
    member = state.member(name)
    if not member.in_party:
        why = {"gm": "belongs to this room's GM", "died": "is dead", "stuck": "could not leave"}
        reason = why.get(member.out_reason or "", "is out of the party")
        raise CharacterOutOfParty(f"{name} {reason}")
    return name


def _pending(state: GameState, stage: str = "ruling") -> PendingAction:
    p = state.pending
    if p is None:
        raise ActionState('no action is pending: start one with `act CHARACTER "..."`')
    if p.stage != stage:
        raise ActionState(f"{p.character}'s action is at the {p.stage} stage, not {stage}")
    return p


def act(em: Emitter, cmd: Command) -> None:
    s = em.state
    room_of(s)
    who = character_in_party(s, cmd.args[0])
    p = s.pending
    if p is not None and (p.character != who or p.stage != "ruling"):
        raise ActionState(f"{p.character}'s action is pending: confirm, roll or cancel it first")
    if p is None:
        em.emit(ev.ActionOpened, character=who)
    em.emit(
        ev.Utterance,
        character=who,
        text=cmd.args[1],
        source=cmd.option("source") or "text",
        audio=cmd.option("audio"),
        speech_start_at=_float(cmd.option("speech-start")),
        speech_end_at=_float(cmd.option("speech-end")),
        transcript_at=_float(cmd.option("transcript-at")),
        confidence=_float(cmd.option("confidence")),
        stt_backend=cmd.option("stt-backend"),
        stt_model=cmd.option("stt-model"),
        compute_ms=_float(cmd.option("compute-ms")),
    )


def _float(text: str | None) -> float | None:
    """An option's number (the parser checked it), or ``None`` when it was not given."""
    return float(text) if text is not None else None


def gm_action(em: Emitter, cmd: Command) -> None:
    s = em.state
    room = room_of(s)
    who = character_in_party(s, cmd.args[0])
    if s.pending is not None:
        raise ActionState(f"{s.pending.character}'s action is pending: resolve it first")
    if room.grace > 0:
        raise GraceNotOver(f"the players have {room.grace} more action(s) first")
    em.emit(ev.GmActionStarted, character=who, text=cmd.args[1])


def suggest(em: Emitter, cmd: Command) -> None:
    """Record the advisor's suggestion (``suggest JSON``: ``source``, ``model``,
    ``prompt_hash``, ``latency_ms``, ``suggested_at`` and the :class:`Suggestion` as
    ``payload``); with ``--apply``, also set the ruling to what it proposes."""
    _pending(em.state)
    try:
        data: Any = json.loads(cmd.args[0])
    except json.JSONDecodeError as exc:
        raise CommandSyntaxError(f"suggest takes a JSON object: {exc}") from exc
    if not isinstance(data, dict) or "source" not in data:
        raise CommandSyntaxError('suggest takes a JSON object with at least "source"')
    try:
        event = em.emit(ev.SuggestionRecorded, **data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise CommandSyntaxError(f"suggest: {where}: {first['msg']}") from None
    if cmd.flag("apply"):
        _apply(em, event.payload)


def _apply(em: Emitter, suggestion: Suggestion) -> None:
    """Edit the pending ruling into what ``suggestion`` proposes: cards only from the pool
    and never more copies than it holds; a target only when it names a challenge the
    character can still act against (else the GM picks one)."""
    s = em.state
    p = _pending(s)
    r = p.ruling
    have = Counter(r.cards)
    free = Counter(s.piles.pool) - Counter([r.extra_discard] if r.extra_discard else [])
    want = Counter({c: min(n, free[c]) for c, n in suggestion.card_counts().items() if free[c]})
    for card in have:
        for _ in range(have[card] - want[card]):
            em.emit(ev.RulingEdited, field="card_drop", value=card)
    for card in want:
        for _ in range(want[card] - have[card]):
            em.emit(ev.RulingEdited, field="card_add", value=card)
    for name in FLAGS:
        applies = getattr(suggestion, name).applies
        if applies != getattr(r, name):
            em.emit(ev.RulingEdited, field=name, value=applies)
    if suggestion.clever.value != r.clever:
        em.emit(ev.RulingEdited, field="clever", value=suggestion.clever.value)
    target = suggestion.target_challenge
    if target:
        try:
            named: str | None = _challenge(s, target, p.character).name
        except (AmbiguousTarget, ChallengeClosed, UnknownChallenge):
            named = r.target
        if named != r.target:
            em.emit(ev.RulingEdited, field="target", value=named)
    if suggestion.overwhelming_possible != r.overwhelming:
        em.emit(ev.RulingEdited, field="overwhelming", value=suggestion.overwhelming_possible)
    for key in suggestion.declared:
        if key not in r.declared:
            em.emit(ev.RulingEdited, field="declared", value=f"{key}:on")


def _challenge(state: GameState, text: str, who: str) -> ChallengeState:
    room = room_of(state)
    name = match_name(text, [c.name for c in room.challenges], "challenge")
    c = room.challenge(name)
    if c.overcome:
        raise ChallengeClosed(f"{name} is already overcome")
    if who in c.barred:
        raise ChallengeClosed(f"{who} can take no further actions against {name}")
    return c


def edit(em: Emitter, cmd: Command) -> None:
    """``card``, ``bonus``, ``declare``, ``target``, ``overwhelming``, ``ignores-threat``,
    ``discard``: one ruling edit each."""
    s = em.state
    p = _pending(s)
    r = p.ruling
    a = cmd.args
    if cmd.verb == "card":
        card = a[1]
        if a[0] == "add":
            in_pool = s.piles.pool.count(card) - (r.extra_discard == card)
            if r.cards.count(card) >= in_pool:
                raise CardNotInPool(
                    f"{card} ({in_pool} in the pool, {r.cards.count(card)} matched)"
                )
            em.emit(ev.RulingEdited, field="card_add", value=card)
        else:
            if card not in r.cards:
                raise CardNotInPool(f"{card} is not matched in this ruling")
            em.emit(ev.RulingEdited, field="card_drop", value=card)
    elif cmd.verb == "bonus":
        value: str | int | bool = int(a[1]) if a[0] == "clever" else a[1] == "on"
        em.emit(ev.RulingEdited, field=a[0], value=value)
    elif cmd.verb == "declare":
        em.emit(ev.RulingEdited, field="declared", value=f"{a[0]}:{a[1]}")
    elif cmd.verb == "target":
        if a[0].lower() == "none":
            em.emit(ev.RulingEdited, field="target", value=None)
        else:
            em.emit(ev.RulingEdited, field="target", value=_challenge(s, a[0], p.character).name)
    elif cmd.verb == "discard":
        if a[0].lower() == "none":
            em.emit(ev.RulingEdited, field="extra_discard", value=None)
            return
        left = list(s.piles.pool)
        for c in r.cards:
            left.remove(c)
        if a[0] not in left:
            raise CardNotInPool(f"{a[0]} is not in the pool apart from the matched cards")
        em.emit(ev.RulingEdited, field="extra_discard", value=a[0])
    else:
        field = "overwhelming" if cmd.verb == "overwhelming" else "ignores_threat"
        em.emit(ev.RulingEdited, field=field, value=a[0] == "on")


def _target(state: GameState, p: PendingAction) -> ChallengeState:
    if p.ruling.target is not None:
        return _challenge(state, p.ruling.target, p.character)
    room = room_of(state)
    open_ = [c for c in room.challenges if c.can_act(p.character)]
    if len(open_) == 1:
        return open_[0]
    if not open_:
        raise UnknownChallenge(
            f"no challenge {p.character} can act against: `target none` to dismiss the action"
        )
    names = tuple(c.name for c in open_)
    raise AmbiguousTarget(f"against which challenge? {', '.join(names)}", names)


def confirm(em: Emitter, cmd: Command) -> None:
    s = em.state
    p = _pending(s)
    if p.ruling.no_target:
        em.emit(ev.ActionDismissed, character=p.character, kind=p.kind)
        return
    c = _target(s, p)
    ruling = p.ruling.model_copy(update={"target": c.name})
    reason = ""
    if p.character in s.continuity:
        reason = "continuity"
    elif p.kind == "gm_reaction" and ruling.ignores_threat:
        reason = "ignores the threat"
    em.emit(ev.RulingConfirmed, ruling=ruling, net_bonus=p.bonus.net)
    if reason:
        resolve(em, "partial_failure", automatic=True, reason=reason)
        return
    em.emit(ev.CardsDiscarded, matched=ruling.cards, extra=ruling.extra_discard)


def cancel(em: Emitter, cmd: Command) -> None:
    p = _pending(em.state)
    em.emit(ev.ActionCancelled, character=p.character)


def roll(em: Emitter, cmd: Command) -> None:
    s = em.state
    p = s.pending
    if p is None or p.stage == "ruling":
        raise ActionState("confirm the ruling before rolling")
    given = [int(x) for x in cmd.args]
    rating = room_of(s).challenge(str(p.ruling.target)).rating
    net = p.bonus.net
    overwhelming = p.ruling.overwhelming
    if p.stage == "confirmed":
        first = Die(value=given[0], manual=True) if given else Die(value=em.rng.randint(1, 6))
        first_read = resolve_roll(rating, net, first.value, None, overwhelming)
        if len(given) == 2 and not first_read.needs_second_die:
            raise ActionState(f"a {first.value} needs no second die here: `roll {first.value}`")
        em.emit(ev.DieRolled, die=first, needs_second_die=first_read.needs_second_die)
        if not first_read.needs_second_die:
            _resolve_dice(em, (first,))
            return
        if len(given) == 1:
            return
        second_value = given[1] if len(given) == 2 else em.rng.randint(1, 6)
        second = Die(value=second_value, manual=len(given) == 2)
    else:
        if len(given) > 1:
            raise ActionState("only the second die is due: `roll D` or `roll`")
        assert p.first_die is not None, "the second-die stage always follows a first die"
        first = p.first_die
        second = Die(value=given[0], manual=True) if given else Die(value=em.rng.randint(1, 6))
    em.emit(ev.DieRolled, die=second, second=True)
    _resolve_dice(em, (first, second))


def _resolve_dice(em: Emitter, dice: tuple[Die, ...]) -> None:
    p = em.state.pending
    assert p is not None
    rating = room_of(em.state).challenge(str(p.ruling.target)).rating
    values = [d.value for d in dice]
    read = resolve_roll(
        rating,
        p.bonus.net,
        values[0],
        values[1] if len(values) > 1 else None,
        p.ruling.overwhelming,
    )
    assert read.outcome is not None
    resolve(em, read.outcome, total=read.total, dice=dice)
    replenish(em)


def resolve(
    em: Emitter,
    outcome: Outcome,
    *,
    total: int | None = None,
    dice: tuple[Die, ...] = (),
    automatic: bool = False,
    reason: str = "",
    overridden: bool = False,
) -> None:
    """Emit the outcome of the pending action and what follows from it on the challenge:
    overcome ("one overwhelming success, three partial successes by three different
    characters, five partial successes total"), a third partial failure counted as a total
    failure, and death on a total failure against a deadly challenge."""
    s = em.state
    p = s.pending
    assert p is not None
    assert p.ruling.target is not None
    c = room_of(s).challenge(p.ruling.target)
    third = (
        outcome == "partial_failure" and c.failures_of(p.character) + 1 >= PARTIAL_FAILURES_TO_TOTAL
    )
    em.emit(
        ev.ActionResolved,
        character=p.character,
        kind=p.kind,
        challenge=c.name,
        rating=c.rating,
        outcome=outcome,
        total=total,
        dice=dice,
        net_bonus=p.bonus.net,
        automatic=automatic,
        reason=reason,
        counts_as_total=third,
        overridden=overridden,
    )
    after = room_of(em.state).challenge(c.name)
    if outcome == "overwhelming_success" and not after.overcome:
        em.emit(ev.ChallengeOvercome, name=c.name, how="overwhelming")
    elif outcome == "partial_success" and not after.overcome:
        if len(set(after.partial_successes)) >= PARTIALS_BY_DIFFERENT:
            em.emit(ev.ChallengeOvercome, name=c.name, how="three_characters")
        elif len(after.partial_successes) >= PARTIALS_TOTAL:
            em.emit(ev.ChallengeOvercome, name=c.name, how="five_partials")
    if (outcome == "total_failure" or third) and c.deadly:
        em.emit(ev.CharacterDied, character=p.character, challenge=c.name)


def replenish(em: Emitter) -> None:
    """Step 7: "The GM deals cards from the deck into the pool, replenishing it to the correct
    size for the room ... Whenever the deck is empty, the GM shuffles the discard pile into
    it." Reading ``reshuffle-at-once`` (``docs/rules-readings.md``): the reshuffle comes as
    soon as a deal empties the deck (cards discarded later wait for the next time it runs
    out), or, when the discard pile was empty then, as soon as a deal needs a card. With physical
    cards the GM deals by hand (``deal``). Reading ``short-pool`` (``docs/rules-readings.md``):
    a deck too small for the pool leaves it short, and the deal records ``short_by``."""
    room = room_of(em.state)
    if room.manual_cards:
        return
    need = room.pool_size - len(em.state.piles.pool)
    while need > 0:
        piles = em.state.piles
        if not piles.deck:
            if not piles.discard:
                return
            _reshuffle(em)
            continue
        cards = piles.deck[:need]
        need -= len(cards)
        short = need if len(cards) == len(piles.deck) and not piles.discard else 0
        em.emit(ev.CardsDealt, cards=cards, short_by=short or None)
        if short:
            return
        _reshuffle_if_empty(em, physical=False)


def _reshuffle(em: Emitter) -> None:
    order = list(em.state.piles.discard)
    em.rng.shuffle(order)
    em.emit(ev.DeckReshuffled, order=tuple(order))


def _reshuffle_if_empty(em: Emitter, *, physical: bool) -> None:
    """ "Whenever the deck is empty, the GM shuffles the discard pile into it". Physical
    cards are shuffled at the table: the event lists them sorted (``deal`` names each card)."""
    piles = em.state.piles
    if not piles.deck and piles.discard:
        if physical:
            em.emit(ev.DeckReshuffled, order=tuple(sorted(piles.discard)))
        else:
            _reshuffle(em)


def deal(em: Emitter, cmd: Command) -> None:
    """Cards the GM dealt by hand from a physical deck into the pool."""
    s = em.state
    room = room_of(s)
    if len(s.piles.pool) + len(cmd.args) > room.pool_size:
        raise ActionState(f"the pool holds {room.pool_size} cards in this room")
    _reshuffle_if_empty(em, physical=True)
    deck = list(em.state.piles.deck)
    for card in cmd.args:
        if card not in deck:
            raise CardNotInPool(f"{card} is not in the deck")
        deck.remove(card)
    em.emit(ev.CardsDealt, cards=tuple(cmd.args), manual=True)
    _reshuffle_if_empty(em, physical=True)
