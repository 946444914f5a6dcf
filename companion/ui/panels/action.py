"""The action panel: transcript with the matched words highlighted per card, the ruling being
edited (cards with their evidence, bonuses with reasons, target, overwhelming), the roll prompt,
and the last outcome in words and numbers.

Rules shown (step 2, "GM rulings"): the GM decides "which challenge to apply the action to",
"whether the action has a chance of overwhelming success", "which character bonuses apply" and
"which card bonuses apply"; "Players do not declare that they are trying for a card bonus. If a
player does declare it, the bonus is not awarded."
"""

from __future__ import annotations

from companion.advisor.models import FROM_MODEL
from companion.narration import outcome_words
from companion.ui.keymap import key_names, short_label
from companion.ui.lines import ellipsize
from companion.ui.panels import Fragments
from companion.ui.panels.pool import card_style
from companion.ui.state import Evidence, UiState
from engine.state import GameState, LastOutcome, PendingAction, RoomState


def highlight(text: str, spans: list[Evidence], gs: GameState) -> Fragments:
    """``text`` split into fragments, each evidence span in its card's colour.

    Overlapping spans: the earlier-starting one wins; spans outside the text are ignored.
    """
    out: Fragments = []
    pos = 0
    for ev in sorted(spans, key=lambda e: (e.start, -e.end)):
        start, end = max(ev.start, pos), min(ev.end, len(text))
        if start >= end:
            continue
        if start > pos:
            out.append(("class:transcript", text[pos:start]))
        out.append((card_style(gs, ev.card) + " class:transcript.match", text[start:end]))
        pos = end
    if pos < len(text):
        out.append(("class:transcript", text[pos:]))
    return out


def clip(text: str, width: int) -> str:
    """``text`` in ``width`` cells, shortened at a word boundary with an ellipsis.

    >>> clip("wildly, madly, furiously", 12)
    'wildly…'
    >>> clip("wildly, madly, furiously", 16)
    'wildly, madly…'
    """
    return ellipsize(text, width)


def _flag(key: str, on: bool, label: str, reason: str = "") -> Fragments:
    style = "class:bonus.on" if on else "class:bonus.off"
    out: Fragments = [("class:key", f"[{key}]"), (style, f"{'✓' if on else '·'}{label}")]
    if reason and on:
        out.append(("class:panel.dim", f" ({clip(reason, 30)})"))
    out.append(("", " "))
    return out


def ruling_lines(gs: GameState, ui: UiState, pending: PendingAction) -> Fragments:
    """The editable ruling: cards with evidence, bonuses with reasons, target, net bonus."""
    r, b = pending.ruling, pending.bonus
    out: Fragments = []
    cards = list(r.cards)
    advised = list(ui.suggested)
    if cards:
        out.append(("class:panel.dim", "Cards: "))
        for card in dict.fromkeys(cards):
            n = cards.count(card)
            quotes = [e.quote for e in ui.evidence if e.card == card]
            label = ui.card_names.get(card, card) + (f" ×{n}" if n > 1 else "")
            out.append((card_style(gs, card) + " class:card.chosen", label))
            if card not in advised:
                out.append(("class:card.added", " (you added)"))
            elif FROM_MODEL in ui.card_why.get(card, ""):
                out.append(("class:card.added", " (from the model: weigh it)"))
            if quotes:
                shown = "”, “".join(clip(q, 32) for q in quotes)
                out.append(("class:panel.dim", f" “{shown}”"))
            out.append(("", "  "))
        out.append(("", "\n"))
    else:
        out.append(("class:panel.dim", "Cards: none (a pool card's number adds it)\n"))
    removed = [c for c in dict.fromkeys(advised) if cards.count(c) < advised.count(c)]
    if removed:
        names = ", ".join(ui.card_names.get(c, c) for c in removed)
        out.append(("class:card.removed", f"You removed the advisor's {names}\n"))

    def key(name: str) -> str:
        return short_label("ruling", name, ui.keys)

    reasons = ui.reasons
    out += _flag(
        key("toggle-background"), r.background, "background +1", reasons.get("background", "")
    )
    out += _flag(key("toggle-equipment"), r.equipment, "equipment +1", reasons.get("equipment", ""))
    clever = f"clever +{r.clever}" if r.clever else "clever 0"
    out += _flag(key("cycle-clever"), r.clever > 0, clever, reasons.get("clever", ""))
    out.append(("", "\n"))
    contradiction = reasons.get("contradiction", "")
    out += _flag(key("toggle-contradiction"), r.contradiction, "contradiction -2", contradiction)
    out += _flag(key("toggle-overwhelming"), r.overwhelming, "overwhelming possible")
    if pending.kind == "gm_reaction":
        out += _flag(key("ignores-threat"), r.ignores_threat, "ignores the threat")
    out.append(("", "\n"))
    out += [*_target(gs, ui, pending), ("", "\n")]
    declared = tuple(r.declared) or ui.declared
    if declared:
        out.append(("class:warn", f"Declared, so not awarded: {', '.join(declared)}\n"))
    parts = [
        f"{name} {value:+d}"
        for name, value in (
            ("cards", b.cards),
            ("background", b.background),
            ("equipment", b.equipment),
            ("clever", b.clever),
            ("contradiction", b.contradiction),
            ("not rested", b.not_rested),
        )
        if value
    ]
    out.append(("class:bonus.net", f"Net bonus {b.net:+d}"))
    if parts:
        out.append(("class:panel.dim", " = " + ", ".join(parts)))
    if r.extra_discard:
        name = ui.card_names.get(r.extra_discard, r.extra_discard)
        out.append(("class:card.discard", f"  · extra discard: {name}"))
    out.append(("", "\n"))
    return out


def _target(gs: GameState, ui: UiState, pending: PendingAction) -> Fragments:
    """``[t]target: Ghoul pack (6)``: the challenge the action is against, or how to pick."""
    r = pending.ruling
    key = short_label("ruling", "next-target", ui.keys)
    if r.no_target:
        target = "no challenge applies (no roll, no cards move)"
    elif r.target:
        ratings = {c.name: c.rating for c in gs.room.challenges} if gs.room else {}
        target = f"{r.target} ({ratings.get(r.target, '?')})"
    else:
        who = pending.character
        open_ = [c for c in gs.room.challenges if c.can_act(who)] if gs.room else []
        only = f"{open_[0].name} ({open_[0].rating}), the only one" if len(open_) == 1 else ""
        target = only or f"press {key} to choose"
    return [("class:key", f"[{key}]"), ("class:target", f"target: {target}")]


def ruling_brief(gs: GameState, ui: UiState, pending: PendingAction) -> tuple[Fragments, Fragments]:
    """The ruling in brief for a terminal too short for it all: the cards by name (the
    advisor's marked ✓, the GM's own +), and the target with the net bonus. The whole
    ruling is one key away (the ``action`` page)."""
    r = pending.ruling
    names = [
        ("✓" if card in ui.suggested else "+") + ui.card_names.get(card, card)
        for card in dict.fromkeys(r.cards)
    ]
    cards = ", ".join(names) if names else "none"
    net: Fragments = [("class:bonus.net", f" · net {pending.bonus.net:+d}")]
    return [("class:panel.dim", "Cards: "), ("class:card.chosen", cards)], [
        *_target(gs, ui, pending),
        *net,
    ]


def _typing_prompt(ui: UiState) -> str:
    submit = short_label("text", "submit", ui.keys)
    stop = short_label("text", "leave-text", ui.keys)
    return f"{submit} submits the description · {stop} stops typing"


def prompt_line(gs: GameState, ui: UiState, pending: PendingAction) -> Fragments:
    """What the GM does next, in the words of the current mode."""

    def key(mode: str, name: str) -> str:
        return short_label(mode, name, ui.keys)

    if ui.mode == "text":
        return [("class:prompt", _typing_prompt(ui))]
    if ui.mode == "discard":
        none, back = key("discard", "no-discard"), key("discard", "cancel")
        return [
            ("class:prompt", f"Extra discard: press the card's number ({none}: none, {back}: back)")
        ]
    if pending.stage == "ruling":
        accept, more = key("ruling", "confirm"), key("ruling", "add-text")
        text = f"{accept} accepts the ruling · toggle with the keys in [ ] · {more} adds words"
        return [("class:prompt", text)]
    roll, die = key("roll", "roll"), key("roll", "physical-die")
    if pending.stage == "second_die":
        first = pending.first_die.value if pending.first_die else "?"
        text = f"First die {first}: the rules call for a second die. {roll} rolls, or press {die}"
        return [("class:prompt.roll", text)]
    rolls = " or ".join(key_names("roll", "roll", ui.keys))
    return [("class:prompt.roll", f"Roll: {rolls} rolls here, or press the physical die {die}")]


def outcome_line(last: LastOutcome, gs: GameState) -> Fragments:
    """``Grignr vs Ghoul pack: PARTIAL SUCCESS`` then ``die 5 +3 = 8 against 6``."""
    style = "class:outcome." + ("good" if last.outcome.endswith("success") else "bad")
    out: Fragments = [
        ("class:outcome", f"{last.character} vs {last.challenge}: "),
        (style, outcome_words(last.outcome).upper()),
    ]
    if last.automatic:
        out.append(("class:outcome", " (automatic, no roll)"))
    elif last.dice:
        dice = " then ".join(str(d.value) + ("*" if d.manual else "") for d in last.dice)
        ratings = {c.name: c.rating for c in gs.room.challenges} if gs.room else {}
        against = f" against {ratings[last.challenge]}" if last.challenge in ratings else ""
        total = f" = {last.total}" if last.total is not None else ""
        table_die = " (* the table's die)" if any(d.manual for d in last.dice) else ""
        out.append(("class:outcome", f"\n  die {dice} {last.bonus:+d}{total}{against}{table_die}"))
    if last.overridden:
        out.append(("class:outcome", " (GM override)"))
    return out


def _in_room(room: RoomState, challenge: str) -> bool:
    """Whether the last outcome belongs to this room (a new room starts with a clean slate)."""
    return any(c.name == challenge for c in room.challenges)


def action_parts(
    gs: GameState, ui: UiState, acting_now: str | None
) -> tuple[Fragments, Fragments, Fragments]:
    """The action panel in three parts, so a short screen can shorten the middle one: the
    title line, the transcript (empty when nothing is pending), and the rest (the ruling,
    the outcome, what to press next)."""
    title: Fragments = [("class:panel.title", "Action")]
    pending = gs.pending
    rest: Fragments = []
    typing = ui.input_buffer.text if ui.mode == "text" else ""
    if pending is None:
        who = acting_now or "nobody"
        title.append(("class:panel.dim", f"  {who} acts next\n"))
        if typing:
            said: Fragments = [("class:transcript.typing", f"“{typing}”\n")]
            return title, said, [("class:prompt", _typing_prompt(ui))]
        last = gs.last
        room = gs.room
        if last is not None and room is not None and _in_room(room, last.challenge):
            rest += outcome_line(last, gs)
            rest.append(("", "\n"))
        if ui.mode == "table" and room is not None and gs.ended is None:
            gm = short_label("table", "gm-action", ui.keys)
            text = f"Type what {who} does (Enter submits) · {gm} GM action"
            rest.append(("class:prompt", text))
        elif ui.mode == "text":
            rest.append(("class:prompt", _typing_prompt(ui)))
        return title, [], rest
    if pending.kind == "gm_reaction":
        title.append(("class:warn", f"  GM action on {pending.character}: {pending.gm_text}"))
    else:
        title.append(("class:panel.dim", f"  {pending.character}"))
    title.append(("", "\n"))
    transcript: Fragments = []
    if pending.text or typing:
        transcript.append(("class:transcript", "“"))
        transcript += highlight(pending.text, ui.evidence, gs)
        if typing:
            transcript.append(("class:transcript.typing", f" {typing}" if pending.text else typing))
        transcript.append(("class:transcript", "”\n"))
    rest += ruling_lines(gs, ui, pending)
    rest += prompt_line(gs, ui, pending)
    return title, transcript, rest


def action_panel(gs: GameState, ui: UiState, acting_now: str | None) -> Fragments:
    """The whole panel for the current moment of the action flow; ``acting_now`` is who
    acts next when nothing is pending."""
    title, transcript, rest = action_parts(gs, ui, acting_now)
    return [*title, *transcript, *rest]
