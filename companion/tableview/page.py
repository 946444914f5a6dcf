"""The players' page: HTML for a :class:`TableView`, readable across a table.

One renderer serves both uses: :func:`render_page` is the live page (the server
pushes a fresh :func:`render_fragment` over server-sent events, and the page
swaps it in), and :func:`render_static` is the same page with no script, for a
finished log or an export. No external scripts, fonts or images; no build step.
Every string from the game is escaped here and nowhere else.

>>> from companion.tableview.model import PoolCard, TableView
>>> html = render_static(TableView(pool=(PoolCard(id="x", name="<Said>", definition="d"),)))
>>> "&lt;Said&gt;" in html and "<script" not in html
True
"""

from __future__ import annotations

import base64
import hashlib
import html
from typing import Literal

from companion.safetext import clean
from companion.tableview.model import (
    ChallengeView,
    LastAction,
    PartyMember,
    PoolCard,
    TableView,
)
from engine.state import PARTIAL_FAILURES_TO_TOTAL, PARTIALS_BY_DIFFERENT, PARTIALS_TOTAL

Theme = Literal["dark", "light"]


def escape(text: str) -> str:
    """Text from the game as HTML: terminal control characters removed
    (:func:`companion.safetext.clean`), then ``& < > " '`` escaped."""
    return html.escape(clean(text), quote=True)


OUTCOME_LABEL = {
    "overwhelming_success": "Overwhelming success",
    "partial_success": "Partial success",
    "partial_failure": "Partial failure",
    "total_failure": "Total failure",
}

CSS = """
:root{--bg:#101114;--panel:#1b1d23;--ink:#f2efe6;--dim:#a9a49a;--line:#343843;
--accent:#e8b04a;--good:#6cc58a;--bad:#f0776b;--pip:#4b5060}
[data-theme=light]{--bg:#f7f4ec;--panel:#fffdf8;--ink:#17161a;--dim:#5d5a55;--line:#d9d3c6;
--accent:#9a5b00;--good:#1d7a3e;--bad:#b3261e;--pip:#cfc9bc}
*{box-sizing:border-box}
html{font-size:clamp(18px,1.45vw,44px)}
body{margin:0;background:var(--bg);color:var(--ink);line-height:1.25;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
header{display:flex;flex-wrap:wrap;gap:.3em 1.2em;align-items:baseline;
padding:.6em 1em;border-bottom:2px solid var(--line)}
header h1{font-size:1.6rem;margin:0}
header .gm{font-size:1.2rem;color:var(--dim)}
header .gm b{color:var(--accent)}
#conn{position:fixed;top:.4em;right:.6em;font-size:.8rem;color:var(--bad)}
#conn:empty{display:none}
main{display:grid;grid-template-columns:3fr 2fr;gap:1em;padding:1em}
@media (max-width:900px){main{grid-template-columns:1fr}}
section{background:var(--panel);border:1px solid var(--line);border-radius:.5em;padding:.6em .9em}
h2{font-size:1rem;margin:0 0 .4em;text-transform:uppercase;letter-spacing:.08em;color:var(--dim)}
.col{display:flex;flex-direction:column;gap:1em}
.pool{display:grid;grid-template-columns:repeat(auto-fill,minmax(13em,1fr));gap:.6em}
.card{border:2px solid var(--line);border-radius:.45em;padding:.5em .6em;position:relative}
.card .name{font-size:1.35rem;font-weight:700;color:var(--accent)}
.card .def{font-size:1rem;margin-top:.25em}
.copies{position:absolute;top:.35em;right:.45em;font-weight:700;font-size:1.1rem}
.ch{padding:.45em 0;border-top:1px solid var(--line)}
.ch:first-of-type{border-top:0}
.ch .title{display:flex;gap:.6em;align-items:baseline;font-size:1.3rem;font-weight:700}
.rating{margin-left:auto;font-size:1.6rem;color:var(--accent)}
.tag{font-size:.75rem;font-weight:700;border:1px solid currentColor;border-radius:.3em;
padding:0 .3em;text-transform:uppercase}
.deadly{color:var(--bad)}.done{color:var(--good)}
.ch.overcome .title .name{text-decoration:line-through;color:var(--dim)}
.pips{display:inline-flex;gap:.25em;vertical-align:middle}
.pip{width:.9em;height:.9em;border-radius:50%;background:var(--pip)}
.pip.on{background:var(--good)}
.meta{color:var(--dim);font-size:.95rem;margin-top:.2em}
.party{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:.2em 1em}
.party li{font-size:1.1rem}
.party .player{color:var(--dim);font-size:.85rem}
.party .out{color:var(--dim);text-decoration:line-through}
.party .why{display:block;font-size:.8rem;color:var(--dim)}
.roll{font-size:1.5rem;font-weight:700}
.outcome{font-size:1.6rem;font-weight:800}
.outcome.overwhelming_success,.outcome.partial_success{color:var(--good)}
.outcome.partial_failure,.outcome.total_failure{color:var(--bad)}
.said{font-style:italic;margin:.3em 0}
.deus{border-color:var(--accent);font-size:1.2rem}
.empty{color:var(--dim);font-size:1.1rem}
.ending{font-size:1.8rem;font-weight:800;color:var(--accent);margin:.6em 1rem 0}
"""

#: The live page's only script: connect to the event stream and swap in each state.
#: ``EventSource`` reconnects by itself after a dropped connection (``retry:`` from
#: the server); a stream the server refused (closed for good) is reopened after 3 s,
#: so a restarted or resumed game is picked up with no reload.
SCRIPT = """(function(){
var conn=document.getElementById("conn"),main=document.getElementById("table");
function open(){
var es=new EventSource("events"+location.search);
es.addEventListener("state",function(e){var s=JSON.parse(e.data);
main.innerHTML=s.html;document.title=s.title;main.dataset.seq=s.seq;conn.textContent="";});
es.onerror=function(){conn.textContent="reconnecting\\u2026";
if(es.readyState===2){es.close();setTimeout(open,3000);}};}
open();})();"""

#: ``script-src`` hash for :data:`SCRIPT`, so the page can forbid every other script.
SCRIPT_HASH = "sha256-" + base64.b64encode(hashlib.sha256(SCRIPT.encode()).digest()).decode()

#: Content-Security-Policy of the live page: its own script, its own origin, nothing else.
CSP = (
    "default-src 'none'; "
    f"script-src '{SCRIPT_HASH}'; "
    "style-src 'unsafe-inline'; "
    "connect-src 'self'; "
    "img-src data:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def _pool(cards: tuple[PoolCard, ...]) -> str:
    if not cards:
        return '<p class="empty">No cards in the pool.</p>'
    items = []
    for c in cards:
        copies = (
            f'<span class="copies" title="both copies">×{c.copies}</span>' if c.copies > 1 else ""
        )
        items.append(
            f'<div class="card" data-card="{escape(c.id)}">{copies}'
            f'<div class="name">{escape(c.name)}</div>'
            f'<div class="def">{escape(c.definition)}</div></div>'
        )
    return f'<div class="pool">{"".join(items)}</div>'


def _pips(done: int, of: int) -> str:
    pips = "".join(f'<span class="pip{" on" if i < done else ""}"></span>' for i in range(of))
    return f'<span class="pips" aria-label="{done} of {of}">{pips}</span>'


def _challenge(c: ChallengeView) -> str:
    tags = ""
    if c.deadly:
        tags += '<span class="tag deadly">deadly</span>'
    if c.overcome:
        tags += '<span class="tag done">overcome</span>'
    meta = [
        f"{_pips(c.partial_successes, PARTIALS_TOTAL)} "
        f'<span class="partials">{c.partial_successes}/{PARTIALS_TOTAL}</span>'
        " partial successes"
    ]
    if c.succeeded_by:
        meta.append(
            f"{len(c.succeeded_by)}/{PARTIALS_BY_DIFFERENT} characters: "
            + escape(", ".join(c.succeeded_by))
        )
    if c.partial_failures:
        meta.append(
            "partial failures: "
            + escape(
                ", ".join(f"{who} {n}/{PARTIAL_FAILURES_TO_TOTAL}" for who, n in c.partial_failures)
            )
        )
    if c.out:
        meta.append("out of this challenge: " + escape(", ".join(c.out)))
    return (
        f'<div class="ch{" overcome" if c.overcome else ""}" data-challenge="{escape(c.name)}">'
        f'<div class="title"><span class="name">{escape(c.name)}</span>{tags}'
        f'<span class="rating" title="rating">{c.rating}</span></div>'
        + "".join(f'<div class="meta">{m}</div>' for m in meta)
        + "</div>"
    )


def _party(members: tuple[PartyMember, ...]) -> str:
    items = []
    for m in members:
        player = f' <span class="player">({escape(m.player)})</span>' if m.player else ""
        status = f'<span class="why">{escape(m.status)}</span>' if m.status else ""
        if m.in_party:
            items.append(f"<li>{escape(m.character)}{player}{status}</li>")
        else:
            items.append(
                f'<li><span class="out">{escape(m.character)}</span>{player}'
                f'<span class="why">{escape(m.why_out)}</span></li>'
            )
    return f'<ul class="party">{"".join(items)}</ul>'


def _last_action(a: LastAction) -> str:
    against = f" against {escape(a.challenge)}" if a.challenge else ""
    said = f'<p class="said">“{escape(a.description)}”</p>' if a.description else ""
    cards = escape(", ".join(a.cards)) if a.cards else "none"
    if a.automatic or a.total is None:
        roll = "no roll: ruled by the GM"
    else:
        dice = " then ".join(str(d) for d in a.dice) or "?"
        sign = "+" if a.bonus >= 0 else "−"
        versus = f" vs {a.rating}" if a.rating is not None else ""
        roll = f"rolled {dice} {sign} {abs(a.bonus)} = {a.total}{versus}"
    return (
        f"<div><b>{escape(a.character)}</b>{against}</div>{said}"
        f'<div class="meta">cards earned: {cards}</div>'
        f'<div class="roll">{roll}</div>'
        f'<div class="outcome {a.outcome}">{OUTCOME_LABEL[a.outcome]}</div>'
    )


def page_title(view: TableView) -> str:
    """The browser tab's title for a view (plain text, not escaped)."""
    if view.room is None:
        return view.table
    return f"Room {view.room.number} of {view.room.rooms} · {view.table}"


def _heading(view: TableView) -> str:
    if view.room is None:
        return f"<h1>{escape(view.table)}</h1>"
    r = view.room
    where = f"Room {r.number} of {r.rooms}" + (" (final)" if r.final else "")
    if r.leaving:
        where += " · on the way out"
    title = f": {escape(r.title)}" if r.title else ""
    gm = f'<span class="gm">GM: <b>{escape(r.gm)}</b></span>' if r.gm else ""
    return f"<h1>{where}{title}</h1>{gm}"


def render_fragment(view: TableView) -> str:
    """The page's changing part (``<header>`` text and ``<main>`` content) for one view."""
    if view.over:
        status = f'<p class="ending">{escape(view.ending or "The game is over.")}</p>'
    elif not view.started:
        status = '<p class="empty">Waiting for the party to enter the first room…</p>'
    else:
        status = ""
    left = f"<section><h2>The pool</h2>{_pool(view.pool)}</section>"
    if view.last_action is not None:
        left += f"<section><h2>Last action</h2>{_last_action(view.last_action)}</section>"
    challenges = "".join(_challenge(c) for c in view.challenges) or (
        '<p class="empty">No challenge in play.</p>'
    )
    right = f'<section class="challenges"><h2>Challenges</h2>{challenges}</section>'
    if view.deus_ex_machina is not None and view.deus_ex_machina.open:
        right += (
            '<section class="deus"><h2>Deus ex machina</h2>'
            f"{view.deus_ex_machina.minutes_in_room} minutes in this room: "
            "the table may vote for it.</section>"
        )
    if view.party:
        right += f"<section><h2>The party</h2>{_party(view.party)}</section>"
    return (
        f'<header id="head">{_heading(view)}</header>{status}'
        f'<main><div class="col">{left}</div><div class="col">{right}</div></main>'
    )


def render_page(view: TableView, theme: Theme = "dark", live: bool = True) -> str:
    """The whole HTML document; ``live`` adds the event-stream script and status line."""
    script = f"<script>{SCRIPT}</script>" if live else ""
    conn = '<div id="conn" role="status"></div>' if live else ""
    return (
        "<!doctype html>"
        f'<html lang="en" data-theme="{theme}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        '<link rel="icon" href="data:,">'
        f"<title>{escape(page_title(view))}</title><style>{CSS}</style></head>"
        f'<body>{conn}<div id="table">{render_fragment(view)}</div>{script}</body></html>'
    )


def render_static(view: TableView, theme: Theme = "dark") -> str:
    """The page for a given state as one self-contained HTML document with no script.

    For ``companion export LOG --format html`` and finished logs: it is exactly
    the live page's content, frozen.
    """
    return render_page(view, theme, live=False)
