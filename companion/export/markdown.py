"""The session as Markdown: a story, room by room, with a compact ruling line under each
action, then the statistics as tables.

Text from the log is untrusted: :func:`md_escape` neutralises the characters
Markdown (and the HTML a Markdown renderer passes through) would act on, so a
transcript cannot open a tag, a link or a heading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from companion.export.html_report import room_heading
from companion.export.model import OUTCOME_LABELS, ActorStats, Entry, RoomSection, SessionReport
from companion.export.text import challenge_text, comparison_rows, millis, percent, ruling_line
from companion.safetext import clean

if TYPE_CHECKING:
    from companion.export.source import ExportSource

_INLINE = re.compile(r"([\\`*_\[\]|~])")
_LINE_START = re.compile(r"^(\s*)([#>+\-=]|\d+[.)])")


def md_escape(text: str) -> str:
    """Escape text for Markdown: ``& < >`` become entities (no tag, no autolink), inline
    markup characters get a backslash, a leading block marker is escaped, newlines
    become spaces and terminal control sequences go (:func:`companion.safetext.clean`).
    Punctuation that cannot start markup stays readable.

    >>> md_escape("<script>alert(1)</script> *bold* [x](y)")
    '&lt;script&gt;alert(1)&lt;/script&gt; \\\\*bold\\\\* \\\\[x\\\\](y)'
    >>> md_escape("# not a heading"), md_escape("1. not a list"), md_escape("said-bookism +1")
    ('\\\\# not a heading', '\\\\1. not a list', 'said-bookism +1')
    """
    text = clean(text, one_line=True)
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = " ".join(text.split())
    text = _INLINE.sub(r"\\\1", text)
    return _LINE_START.sub(r"\1\\\2", text)


def _action(e: Entry) -> list[str]:
    who = f"**{md_escape(e.character or '?')}**"
    if e.player:
        who += f" ({md_escape(e.player)})"
    if e.undone:
        who += " — *undone*"
    spoken = e.utterance.text if e.utterance else e.text
    lines = [f"*GM action: {md_escape(e.gm_action)}*", ""] if e.gm_action else []
    lines += [f"{who}: “{md_escape(spoken)}”" if spoken else who, ""]
    if e.utterance is not None and e.text:
        lines += [f"*{md_escape(e.text)}*", ""]
    line = ruling_line(e)
    if line:
        quoted = f"~~{md_escape(line)}~~" if e.undone else md_escape(line)
        lines += [f"> {quoted}", ""]
    lines += [f"> *{md_escape(c)}*" for c in e.consequences]
    if e.consequences:
        lines.append("")
    rows = comparison_rows(e)
    if rows and e.suggestions:
        advice = []
        for label, marks, gm in rows:
            said = [f"{s.source} {m}" for s, m in zip(e.suggestions, marks, strict=True) if m]
            verdict = f"GM {gm}" if gm else "GM dropped"
            advice.append(f"{label} ({', '.join(said) or 'GM added'}; {verdict})")
        lines += ["> advisor: " + md_escape("; ".join(advice)), ""]
    return lines


def _room(room: RoomSection, report: SessionReport) -> list[str]:
    lines = [f"## {md_escape(room_heading(room))}", ""]
    if room.dream:
        lines += [
            "> **The premonitory dream.** Rocks fell; none of this happened. The party rested "
            "and dreamt of the danger in this room.",
            "",
        ]
    meta = []
    gm = room.gm_name or report.player_name(room.gm)
    if gm:
        meta.append(f"GM: {md_escape(gm)}")
    if room.party:
        meta.append("party: " + md_escape(", ".join(room.party)))
    if room.pool:
        meta.append("pool dealt: " + md_escape(", ".join(report.card_name(c) for c in room.pool)))
    if meta:
        lines += ["*" + " · ".join(meta) + "*", ""]
    for e in room.entries:
        if e.kind == "action":
            lines += _action(e)
        else:
            text = md_escape(e.text)
            lines += [f"- ~~{text}~~ *(undone)*" if e.undone else f"- {text}", ""]
    if room.challenges:
        lines.append(
            "On leaving: " + "; ".join(md_escape(challenge_text(c)) for c in room.challenges)
        )
        lines.append("")
    return lines


def _actors(title: str, rows: tuple[ActorStats, ...]) -> list[str]:
    heads = ["actions", *OUTCOME_LABELS.values(), "cards", "bg", "equip", "clever", "contra"]
    lines = [f"| {title} | " + " | ".join(heads) + " |", "|---" + "|---:" * len(heads) + "|"]
    for a in rows:
        o, b = a.outcomes, a.bonuses
        cells = [
            a.actions,
            o.overwhelming_success,
            o.partial_success,
            o.partial_failure,
            o.total_failure,
            a.cards_earned,
            b.background,
            b.equipment,
            b.clever,
            b.contradiction,
        ]
        lines.append(f"| {md_escape(a.name)} | " + " | ".join(str(c) for c in cells) + " |")
    return [*lines, ""]


def _stats(report: SessionReport) -> list[str]:
    st = report.stats
    lines = ["## Statistics", ""]
    lines += [
        f"{st.actions} actions played, {st.undone} undone, {st.dream_actions} in dreams.",
        "",
    ]
    lines += _actors("player", st.players) + _actors("character", st.characters)
    lines += [
        "| advisor | suggestions | precision | recall | F1 | bonuses agreed |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {md_escape(a.source)} | {a.suggestions} | {percent(a.precision)} | {percent(a.recall)} "
        f"| {percent(a.f1)} | {percent(a.bonus_agreement)} |"
        for a in st.advisors
    ]
    lines += ["", "| card | suggested | accepted | rejected | added by GM | earned |"]
    lines.append("|---|---:|---:|---:|---:|---:|")
    lines += [
        f"| {md_escape(c.name)} | {c.suggested} | {c.accepted} | {c.rejected} "
        f"| {c.added_by_gm} | {c.earned} |"
        for c in st.cards
        if c.suggested or c.earned
    ]
    lines += ["", "| latency (ms) | n | p50 | p90 | p95 | max |", "|---|---:|---:|---:|---:|---:|"]
    lines += [
        f"| {md_escape(d.stage)} | {d.count} | {millis(d.p50)} | {millis(d.p90)} | {millis(d.p95)} "
        f"| {millis(d.max)} |"
        for d in st.latency
    ]
    return [*lines, ""]


def render_markdown(report: SessionReport) -> str:
    """The whole session as one Markdown document."""
    h = report.header
    facts = [f"{h.events} events"]
    if h.deck_id:
        facts.append(f"deck `{md_escape(h.deck_id)}`")
    if h.seed is not None:
        facts.append(f"seed {h.seed}")
    lines = [f"# {md_escape(h.table or 'Quest for the Eye')}", "", " · ".join(facts), ""]
    if report.players:
        cast = []
        for p in report.players:
            played = [c.name for c in report.characters if c.player == p.id]
            cast.append(f"{p.name} ({', '.join(played)})" if played else p.name)
        lines += ["At the table: " + md_escape("; ".join(cast)) + ".", ""]
    if report.outcome:
        lines += [f"**{md_escape(report.outcome)}**", ""]
    for room in report.rooms:
        lines += _room(room, report)
    lines += _stats(report)
    if report.warnings:
        lines += ["## Log warnings", ""] + [f"- {md_escape(w)}" for w in report.warnings] + [""]
    return "\n".join(lines).rstrip() + "\n"


def markdown_export(source: ExportSource) -> Iterable[str]:
    """The ``md`` export format (:mod:`companion.export.formats`)."""
    return (render_markdown(source.report),)
