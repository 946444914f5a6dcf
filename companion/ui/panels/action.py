"""The action panel: transcript with the matched words highlighted per card, the ruling being
edited (cards with their evidence, bonuses with reasons, target, overwhelming), the roll prompt,
and the last outcome in words and numbers.

Rules shown (step 2, "GM rulings"): the GM decides "which challenge to apply the action to",
"whether the action has a chance of overwhelming success", "which character bonuses apply" and
"which card bonuses apply"; "Players do not declare that they are trying for a card bonus. If a
player does declare it, the bonus is not awarded."
"""

from __future__ import annotations

from companion.narration import outcome_words
from companion.ui.keymap import key_names, short_label
from companion.ui.panels import Fragments
from companion.ui.panels.pool import card_style
from companion.ui.state import Evidence, UiState
from engine.state import GameState, LastOutcome, PendingAction


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
    """``text`` cut to ``width`` characters with an ellipsis.

    >>> clip("wildly, madly, furiously", 12)
    'wildly, mad…'
    """
    return text if len(text) <= width else text[: width - 1] + "…"


def _flag(key: str, on: bool, label: str, reason: str = "") -> Fragments:
    style = "class:bonus.on" if on else "class:bonus.off"
    out: Fragments = [("class:key", f"[{key}]"), (style, f"{'✓' if on else '·'}{label}")]
    if reason and on:
        out.append(("class:panel.dim", f" ({clip(reason, 22)})"))
    out.append(("", " "))
    return out


def ruling_lines(gs: GameState, ui: UiState, pending: PendingAction) -> Fragments:
    """The editable ruling: cards with evidence, bonuses with reasons, target, net bonus."""
    r, b = pending.ruling, pending.bonus
    out: Fragments = []
    cards = list(r.cards)
    if cards:
        out.append(("class:panel.dim", "Cards: "))
        for card in dict.fromkeys(cards):
            n = cards.count(card)
            quotes = [e.quote for e in ui.evidence if e.card == card]
            label = ui.card_names.get(card, card) + (f" ×{n}" if n > 1 else "")
            out.append((card_style(gs, card) + " class:card.chosen", label))
            if quotes:
                shown = "”, “".join(clip(q, 32) for q in quotes)
                out.append(("class:panel.dim", f" “{shown}”"))
            out.append(("", "  "))
        out.append(("", "\n"))
    else:
        out.append(("class:panel.dim", "Cards: none matched (a pool card's key adds it)\n"))

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
    if r.no_target:
        target = "no challenge applies (no roll, no cards move)"
    elif r.target:
        ratings = {c.name: c.rating for c in gs.room.challenges} if gs.room else {}
        target = f"{r.target} ({ratings.get(r.target, '?')})"
    else:
        who = pending.character
        open_ = [c for c in gs.room.challenges if c.can_act(who)] if gs.room else []
        only = f"{open_[0].name} ({open_[0].rating}), the only one" if len(open_) == 1 else ""
        target = only or f"press {key('next-target')} to choose"
    out += [
        ("class:key", f"[{key('next-target')}]"),
        ("class:target", f"target: {target}"),
        ("", "\n"),
    ]
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


def prompt_line(gs: GameState, ui: UiState, pending: PendingAction) -> Fragments:
    """What the GM does next, in the words of the current mode."""

    def key(mode: str, name: str) -> str:
        return short_label(mode, name, ui.keys)

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


def action_panel(gs: GameState, ui: UiState, acting_now: str | None) -> Fragments:
    """The whole panel for the current moment of the action flow; ``acting_now`` is who
    acts next when nothing is pending."""
    out: Fragments = [("class:panel.title", "Action")]
    pending = gs.pending
    if pending is None:
        who = acting_now or "nobody"
        out.append(("class:panel.dim", f"  {who} acts next\n"))
        if gs.last is not None:
            out += outcome_line(gs.last, gs)
            out.append(("", "\n"))
        if ui.mode == "table" and gs.room is not None and gs.ended is None:
            describe = short_label("table", "describe", ui.keys)
            keys_, command = (
                short_label("table", "help", ui.keys),
                short_label("table", "command-line", ui.keys),
            )
            out.append(
                (
                    "class:prompt",
                    f"{describe}: describe {who}'s action · {keys_} keys · {command} commands",
                )
            )
        return out
    if pending.kind == "gm_reaction":
        out.append(("class:warn", f"  GM action on {pending.character}: {pending.gm_text}"))
    else:
        out.append(("class:panel.dim", f"  {pending.character}"))
    out.append(("", "\n"))
    if pending.text:
        out.append(("class:transcript", "“"))
        out += highlight(pending.text, ui.evidence, gs)
        out.append(("class:transcript", "”\n"))
    out += ruling_lines(gs, ui, pending)
    out += prompt_line(gs, ui, pending)
    return out
