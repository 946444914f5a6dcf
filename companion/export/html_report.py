"""The session report as one self-contained HTML page (``companion export --format html``).

Sections: a sticky header with the search box and room links; a summary with
the charts the issue asks for (challenge progress per room, cards played per
player, outcomes per character, advisor agreement per card, latency) and the
statistics tables; then the room-by-room timeline. Rooms where rocks fell are
set apart as the premonitory dream; undone actions are struck through.
Every string from the log is escaped (:func:`companion.export.html.escape`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from companion.export.html import (
    bar_chart,
    escape,
    histogram,
    page_parts,
    progress_chart,
    range_chart,
    stacked_bar_chart,
)
from companion.export.model import (
    OUTCOME_LABELS,
    ActorStats,
    Entry,
    RoomSection,
    SessionReport,
)
from companion.export.text import (
    challenge_text,
    clock,
    comparison_rows,
    millis,
    outcome_text,
    percent,
    roll_text,
    ruling_text,
)

if TYPE_CHECKING:
    from companion.export.source import ExportSource

_OUTCOMES = tuple(OUTCOME_LABELS)


def room_heading(room: RoomSection) -> str:
    """The heading of a room section, as plain text."""
    where = "Exit lap, room" if room.exit_lap else "Room"
    title = f" — {room.title}" if room.title else ""
    final = " (final room)" if room.final and not room.exit_lap else ""
    again = ", again" if room.again and not room.dream else ""
    return f"{where} {room.number}{title}{final}{again}"


def _charts(report: SessionReport) -> str:
    st = report.stats
    progress = [
        (
            f"{'dream ' if r.dream else ''}{'exit ' if r.exit_lap else ''}R{r.number} "
            f"{c.name} ({c.rating})",
            float(c.partial_successes),
            5.0,
            c.overcome,
        )
        for r in report.rooms
        for c in r.challenges
    ]
    played = [(p.name, float(p.cards_earned)) for p in st.players]
    outcomes = [(c.name, [float(getattr(c.outcomes, o)) for o in _OUTCOMES]) for c in st.characters]
    agreement = [
        (c.name, [float(c.accepted), float(c.rejected), float(c.added_by_gm)])
        for c in st.cards
        if c.suggested or c.added_by_gm
    ]
    parts = [
        "<h3>Challenge progress per room</h3>",
        progress_chart(progress, title="Challenge progress per room (partial successes of 5)"),
        "<h3>Cards played per player</h3>",
        bar_chart(played, title="Cards played per player"),
        "<h3>Outcomes per character</h3>",
        stacked_bar_chart(
            outcomes,
            series=[OUTCOME_LABELS[o] for o in _OUTCOMES],
            colors=(0, 2, 1, 3),
            title="Outcomes per character",
        ),
        "<h3>Advisor agreement per card</h3>",
        stacked_bar_chart(
            agreement,
            series=["accepted", "rejected", "added by GM"],
            title="Advisor agreement per card",
        ),
    ]
    spans = [
        (d.stage, d.min, d.p50, d.p95, d.max)
        for d in st.latency
        if d.min is not None and d.p50 is not None and d.p95 is not None and d.max is not None
    ]
    parts += [
        "<h3>Latency per stage</h3><p class='muted note'>log scale: the tick is the median, "
        "the bar runs to the 95th percentile, the track to the slowest.</p>",
        range_chart(spans, title="Latency per stage (ms)"),
    ]
    loop = st.latency[-1] if st.latency else None
    if loop is not None and loop.values:
        parts += [
            f"<h3>{escape(loop.stage)}</h3>",
            histogram(list(loop.values), title=f"{loop.stage} (ms)"),
        ]
    return "".join(parts)


def _actor_table(rows: tuple[ActorStats, ...], who: str) -> str:
    head = "".join(f'<th class="n">{escape(OUTCOME_LABELS[o])}</th>' for o in _OUTCOMES)
    body = []
    for a in rows:
        cells = "".join(f'<td class="n">{getattr(a.outcomes, o)}</td>' for o in _OUTCOMES)
        b = a.bonuses
        body.append(
            f"<tr><td>{escape(a.name)}</td><td class='n'>{a.actions}</td>{cells}"
            f"<td class='n'>{a.cards_earned}</td><td class='n'>{b.background}</td>"
            f"<td class='n'>{b.equipment}</td><td class='n'>{b.clever}</td>"
            f"<td class='n'>{b.contradiction}</td></tr>"
        )
    return (
        f"<div class='scroll'><table><tr><th>{escape(who)}</th><th class='n'>actions</th>{head}"
        "<th class='n'>cards</th><th class='n'>background</th><th class='n'>equipment</th>"
        "<th class='n'>clever pts</th><th class='n'>contradictions</th></tr>"
        + "".join(body)
        + "</table></div>"
    )


def _stats_tables(report: SessionReport) -> str:
    st = report.stats
    adv = "".join(
        f"<tr><td>{escape(a.source)}</td><td class='n'>{a.suggestions}</td>"
        f"<td class='n'>{percent(a.precision)}</td><td class='n'>{percent(a.recall)}</td>"
        f"<td class='n'>{percent(a.f1)}</td><td class='n'>{percent(a.bonus_agreement)}</td></tr>"
        for a in st.advisors
    )
    cards = "".join(
        f"<tr><td>{escape(c.name)}</td><td class='n'>{c.suggested}</td>"
        f"<td class='n'>{c.accepted}</td><td class='n'>{c.rejected}</td>"
        f"<td class='n'>{c.added_by_gm}</td><td class='n'>{c.earned}</td></tr>"
        for c in st.cards
        if c.suggested or c.earned
    )
    lat = "".join(
        f"<tr><td>{escape(d.stage)}</td><td class='n'>{d.count}</td><td class='n'>"
        f"{millis(d.p50)}</td><td class='n'>{millis(d.p90)}</td>"
        f"<td class='n'>{millis(d.p95)}</td><td class='n'>{millis(d.max)}</td></tr>"
        for d in st.latency
    )
    return (
        "<h3>Players</h3>"
        + _actor_table(st.players, "player")
        + "<h3>Characters</h3>"
        + _actor_table(st.characters, "character")
        + "<h3>Advisor against the GM's rulings (per card instance)</h3><div class='scroll'>"
        "<table><tr><th>source</th><th class='n'>suggestions</th><th class='n'>precision</th>"
        "<th class='n'>recall</th><th class='n'>F1</th><th class='n'>bonuses agreed</th></tr>"
        + adv
        + "</table></div><h3>Cards</h3><div class='scroll'><table><tr><th>card</th>"
        "<th class='n'>suggested</th><th class='n'>accepted</th><th class='n'>rejected</th>"
        "<th class='n'>added by GM</th><th class='n'>earned</th></tr>"
        + cards
        + "</table></div><h3>Latency (ms)</h3><div class='scroll'><table><tr><th>stage</th>"
        "<th class='n'>n</th><th class='n'>p50</th><th class='n'>p90</th><th class='n'>p95</th>"
        "<th class='n'>max</th></tr>" + lat + "</table></div>"
    )


def _comparison(entry: Entry) -> str:
    rows = comparison_rows(entry)
    if not rows:
        return ""
    summary = "advisor vs GM" if entry.suggestions else "the GM's ruling (no advisor suggestion)"
    heads = "".join(f"<th>{escape(s.source)}</th>" for s in entry.suggestions)
    body = "".join(
        f"<tr><td>{escape(label)}</td>"
        + "".join(f"<td>{escape(m)}</td>" for m in marks)
        + f"<td>{escape(gm)}</td></tr>"
        for label, marks, gm in rows
    )
    evidence = "".join(
        f"<li>{escape(c.name)} ({escape(s.source)}): "
        + "; ".join(f"“{escape(q)}”" for q in c.evidence)
        + "</li>"
        for s in entry.suggestions
        for c in s.cards
        if c.evidence
    )
    meta = "".join(
        f"<li>{escape(s.source)}{' ' + escape(s.model) if s.model else ''}"
        + (f", {s.latency_ms:.0f} ms" if s.latency_ms is not None else "")
        + "</li>"
        for s in entry.suggestions
    )
    edits = entry.ruling.edits if entry.ruling else ()
    if edits:
        meta += f"<li>GM edits: {escape('; '.join(edits))}</li>"
    return (
        f"<details><summary>{summary}</summary><div class='scroll'><table>"
        f"<tr><th></th>{heads}<th>GM</th></tr>{body}</table></div>"
        + (f"<ul>{evidence}</ul>" if evidence else "")
        + (f"<ul class='muted'>{meta}</ul>" if meta else "")
        + "</details>"
    )


def _action(entry: Entry, start: float | None) -> str:
    cards = " ".join(
        {c.id: None for c in (entry.ruling.cards if entry.ruling else ())}
        | {c.id: None for s in entry.suggestions for c in s.cards}
    )
    names = " ".join(
        [c.name for c in (entry.ruling.cards if entry.ruling else ())]
        + [c.name for s in entry.suggestions for c in s.cards]
    )
    who = f"{entry.character} {entry.player}".lower()
    cls = "entry action" + (" undone" if entry.undone else "")
    player = f" <span class='muted'>({escape(entry.player)})</span>" if entry.player else ""
    tags = "<span class='tag'>undone</span>" if entry.undone else ""
    if entry.overridden:
        tags += "<span class='tag'>overridden</span>"
    text = entry.utterance.text if entry.utterance else entry.text
    audio = ""
    if entry.utterance and entry.utterance.audio:
        audio = f" <span class='muted'>audio: {escape(entry.utterance.audio)}</span>"
    lines = []
    if entry.gm_action:
        lines.append(f"<div class='muted note'>GM action: {escape(entry.gm_action)}</div>")
    when = clock(entry.at, start)
    stamp = f"<span class='muted when'>{when}</span>" if when else ""
    lines.append(f"<div>{stamp}<b>{escape(entry.character or '?')}</b>{player}{tags}{audio}</div>")
    if text:
        lines.append(f"<blockquote>{escape(text)}</blockquote>")
    if entry.utterance is not None and entry.text:
        lines.append(f"<div class='muted note'>{escape(entry.text)}</div>")
    rule = []
    if entry.ruling is not None:
        rule.append(escape(ruling_text(entry.ruling)))
    if entry.roll is not None:
        rule.append(escape(roll_text(entry.roll)))
    if entry.outcome is not None:
        rule.append(f"<span class='oc {entry.outcome}'>{escape(outcome_text(entry))}</span>")
    if entry.overridden:
        rule.append(escape(f"overridden: {entry.overridden}"))
    if rule:
        lines.append("<div class='rule'>" + " · ".join(rule) + "</div>")
    lines += [f"<div class='rule then'>{escape(c)}</div>" for c in entry.consequences]
    lines.append(_comparison(entry))
    if entry.challenges:
        lines.append(
            "<ul class='chal'>"
            + "".join(f"<li>{escape(challenge_text(c))}</li>" for c in entry.challenges)
            + "</ul>"
        )
    search_cards = escape(f"{cards} {names}".lower())
    return (
        f"<article class='{cls}' id='e{entry.seq}' data-cards='{search_cards}'"
        f" data-char='{escape(who)}'>" + "".join(lines) + "</article>"
    )


def _room(room: RoomSection, report: SessionReport) -> str:
    cls = "room dream" if room.dream else "room"
    gm = room.gm_name or report.player_name(room.gm)
    parts = [f"<section class='{cls}' id='room-{room.index}'>"]
    parts.append(f"<h2>{escape(room_heading(room))}</h2>")
    if room.dream:
        parts.append(
            "<p class='banner'>Rocks fell. None of this happened: it was the party's "
            "premonitory dream, warning them of the danger in this room.</p>"
        )
    meta = [f"GM: {escape(gm)}"] if gm else []
    if room.party:
        meta.append("party: " + escape(", ".join(room.party)))
    times = [e.at for e in room.entries if e.at is not None]
    if len(times) > 1:
        meta.append(f"{round((max(times) - min(times)) / 60)} min in the room")
    if room.pool:
        meta.append("pool dealt: " + escape(", ".join(report.card_name(c) for c in room.pool)))
    if meta:
        parts.append("<p class='muted'>" + " · ".join(meta) + "</p>")
    for e in room.entries:
        if e.kind == "action":
            parts.append(_action(e, report.header.started_at))
        else:
            cls_e = "entry event" + (" undone" if e.undone else "")
            parts.append(
                f"<article class='{cls_e}' id='e{e.seq}' data-cards='' data-char=''>"
                f"{escape(e.text)}</article>"
            )
    if room.challenges:
        parts.append(
            "<p class='muted'>On leaving:</p><ul class='chal'>"
            + "".join(f"<li>{escape(challenge_text(c))}</li>" for c in room.challenges)
            + "</ul>"
        )
    parts.append("</section>")
    return "".join(parts)


def render_html(report: SessionReport) -> str:
    """The whole page for one session report."""
    return "".join(html_chunks(report))


def html_chunks(report: SessionReport) -> Iterator[str]:
    """:func:`render_html` a room at a time (a long session is never one string)."""
    h = report.header
    title = h.table or "Quest for the Eye"
    nav = "".join(
        f"<a href='#room-{r.index}' class='{'dream' if r.dream else 'room'}'>"
        f"{'✦ ' if r.dream else ''}{'↩' if r.exit_lap else ''}{r.number}</a>"
        for r in report.rooms
    )
    facts = [f"{h.events} events", f"{report.stats.actions} actions"]
    if h.deck_id:
        facts.append(f"deck {h.deck_id}")
    if h.seed is not None:
        facts.append(f"seed {h.seed}")
    if report.outcome:
        facts.append(report.outcome)
    header = (
        "<header class='top'>"
        f"<h1>{escape(title)}</h1>"
        f"<div class='muted'>{escape(' · '.join(facts))}</div>"
        f"<nav class='rooms' aria-label='Rooms'><a href='#summary'>summary</a>{nav}</nav>"
        "</header>"
    )
    warnings = ""
    if report.warnings:
        warnings = (
            "<details><summary>log warnings</summary><ul>"
            + "".join(f"<li>{escape(w)}</li>" for w in report.warnings)
            + "</ul></details>"
        )
    head, tail = page_parts(title)
    yield (
        head + header + "<main><div class='find'><input id='q' type='search' "
        "placeholder='Search: text, card:NAME, char:NAME' aria-label='Search the session'>"
        "<div id='hits' class='hits'></div></div><section id='summary'><h2>Summary</h2>"
        + _charts(report)
        + _stats_tables(report)
        + warnings
        + "</section>"
    )
    for r in report.rooms:
        yield _room(r, report)
    yield "</main>" + tail


def html_export(source: ExportSource) -> Iterator[str]:
    """The ``html`` export format (:mod:`companion.export.formats`)."""
    return html_chunks(source.report)
