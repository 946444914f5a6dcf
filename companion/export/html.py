"""A self-contained HTML page: shell, theme, search, and the session report rendered into it.

The page loads nothing: no network, no external script, font or image. Its
Content-Security-Policy is ``default-src 'none'`` with the one inline style and
the one inline script allowed by their SHA-256 hashes, so even text that
slipped past escaping could not run or fetch. Everything from the log
(transcripts are untrusted input) goes through :func:`escape`. Dark and light
themes follow ``prefers-color-scheme``; the layout is one column on a phone.

Reusable pieces (the players' view shares them): :func:`escape`, :data:`BASE_CSS`,
:data:`SEARCH_JS`, :func:`page`, and the SVG charts of :mod:`companion.export.svg`
re-exported here (:func:`bar_chart`, :func:`stacked_bar_chart`,
:func:`progress_chart`, :func:`range_chart`, :func:`histogram`).

>>> doc = page("A <title>", "<p>hi</p>")
>>> doc.startswith("<!DOCTYPE html>") and "A &lt;title&gt;" in doc
True
"""

from __future__ import annotations

import base64
import hashlib

from companion.export.svg import (
    CHART_CSS,
    bar_chart,
    histogram,
    progress_chart,
    range_chart,
    stacked_bar_chart,
)
from companion.export.svg import esc as escape

__all__ = [
    "BASE_CSS",
    "SEARCH_JS",
    "bar_chart",
    "csp_hash",
    "escape",
    "histogram",
    "page",
    "page_parts",
    "progress_chart",
    "range_chart",
    "stacked_bar_chart",
]

#: The page's CSS: theme variables (light, then dark), a readable column, entries, charts.
BASE_CSS = (
    """
:root{--bg:#fbfaf7;--fg:#1d1b16;--muted:#6b665c;--card:#fff;--line:#e3ded3;--track:#ece7dc;
--accent:#8a4b08;--dream:#eef0fb;--s0:#2f7d4a;--s1:#c08a12;--s2:#3b6fb6;--s3:#b2402f;
color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#15140f;--fg:#ece8de;--muted:#a39d90;--card:#1f1d17;
--line:#38342a;--track:#2c2920;--accent:#f0a24a;--dream:#1f2233;--s0:#5fbf7f;--s1:#e0b040;
--s2:#74a3e8;--s3:#ec7a66}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:52rem;margin:0 auto;padding:0 1rem 4rem}
header.top{max-width:52rem;margin:0 auto;padding:.5rem 1rem 0}
.find{position:sticky;top:0;z-index:2;background:var(--bg);padding:.4rem 0;
border-bottom:1px solid var(--line)}
header.top h1{font-size:1.2rem;margin:.2rem 0}
.muted{color:var(--muted)}
input[type=search]{width:100%;font:inherit;padding:.45rem .6rem;border:1px solid var(--line);
border-radius:.4rem;background:var(--card);color:var(--fg)}
nav.rooms{display:flex;flex-wrap:wrap;gap:.35rem;margin:.5rem 0}
nav.rooms a{padding:.15rem .55rem;border:1px solid var(--line);border-radius:1rem;
text-decoration:none;color:var(--fg);font-size:.9rem}
nav.rooms a.dream{border-style:dashed}
a{color:var(--accent)}
h2{font-size:1.15rem;margin:2rem 0 .3rem}
h3{font-size:1rem;margin:1.2rem 0 .3rem}
section.room{border-top:2px solid var(--line);margin-top:1.5rem}
section.dream{background:var(--dream);border:2px dashed var(--muted);border-radius:.6rem;
padding:0 .8rem .8rem}
section.dream .entry{font-style:italic}
.banner{font-weight:600;margin:.5rem 0}
article.entry{background:var(--card);border:1px solid var(--line);border-radius:.5rem;
padding:.55rem .75rem;margin:.5rem 0}
article.event{background:transparent;border:0;padding:.1rem .2rem;margin:.1rem 0;
color:var(--muted);font-size:.92rem}
article.undone{opacity:.6}
article.undone blockquote,article.undone .rule{text-decoration:line-through}
.tag{display:inline-block;font-size:.75rem;padding:0 .4rem;border-radius:.6rem;
border:1px solid var(--muted);color:var(--muted);margin-left:.3rem;font-style:normal}
blockquote{margin:.3rem 0;padding-left:.7rem;border-left:3px solid var(--accent);
overflow-wrap:anywhere}
.rule{font-size:.9rem;overflow-wrap:anywhere}
.then{font-weight:600}.then::before{content:"⇒ "}
.oc{font-weight:700}
.overwhelming_success{color:var(--s0)}.partial_success{color:var(--s2)}
.partial_failure{color:var(--s1)}.total_failure{color:var(--s3)}
details{margin-top:.3rem;font-size:.9rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;font-size:.88rem;margin:.3rem 0}
th,td{border-bottom:1px solid var(--line);padding:.2rem .5rem;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
ul.chal{margin:.3rem 0;padding-left:1.2rem;font-size:.88rem}
.hits{font-size:.85rem;min-height:1.2em}
.note{font-size:.85rem;margin:.2rem 0}
.when{float:right;font-size:.8rem;font-variant-numeric:tabular-nums}
"""
    + CHART_CSS
)

#: Client-side search: plain text, ``card:ID-or-name`` or ``char:NAME``; hides what does not
#: match and empty rooms, and says how many entries match.
SEARCH_JS = """(function(){
var q=document.getElementById('q'),out=document.getElementById('hits');
if(!q){return;}
function run(){
var t=q.value.trim().toLowerCase(),key='text',hits=0;
if(t.indexOf('card:')===0){key='cards';t=t.slice(5).trim();}
else if(t.indexOf('char:')===0){key='char';t=t.slice(5).trim();}
document.querySelectorAll('article.entry').forEach(function(a){
var hay=key==='text'?a.textContent.toLowerCase():(a.getAttribute('data-'+key)||'');
var ok=!t||hay.indexOf(t)>=0;a.hidden=!ok;if(ok&&t){hits++;}});
document.querySelectorAll('section.room').forEach(function(s){
s.hidden=!!t&&!s.querySelector('article.entry:not([hidden])');});
out.textContent=t?hits+(hits===1?' entry matches':' entries match'):'';}
q.addEventListener('input',run);run();})();"""


def csp_hash(source: str) -> str:
    """The CSP source expression that allows exactly this inline script or style.

    >>> csp_hash("")
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
    """
    digest = hashlib.sha256(source.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def page(title: str, body: str, *, css: str = BASE_CSS, script: str = SEARCH_JS) -> str:
    """A whole HTML document around ``body`` (already-escaped HTML), with the theme CSS,
    the search script and a CSP that allows nothing else."""
    head, tail = page_parts(title, css=css, script=script)
    return head + body + tail


def page_parts(title: str, *, css: str = BASE_CSS, script: str = SEARCH_JS) -> tuple[str, str]:
    """:func:`page` before and after its body, for a page written a piece at a time."""
    policy = (
        f"default-src 'none'; style-src {csp_hash(css)}; script-src {csp_hash(script)}; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )
    head = (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f'<meta http-equiv="Content-Security-Policy" content="{escape(policy)}">'
        '<meta name="referrer" content="no-referrer">'
        f"<title>{escape(title)}</title><style>{css}</style></head>\n"
        "<body>"
    )
    return head, f"<script>{script}</script></body></html>\n"
