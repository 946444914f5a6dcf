"""Hand-written inline SVG charts: horizontal bars, stacked bars, progress, histogram.

Each function returns one ``<svg>`` element as a string, ready to paste into an
HTML page (no ``xmlns`` needed inline, no script, no external reference). Sizes
are SVG user units; the chart scales to its container's width through
``viewBox`` so it reads on a phone. Colours come from CSS classes (``.s0`` ..
``.s3`` for series, ``.lbl`` for text, ``.axis``), so the page's light and dark
themes restyle them; :data:`CHART_CSS` holds those rules.

Every label is escaped: labels come from the transcript and the table file.

>>> svg = bar_chart([("Grignr", 3), ("<b>", 1)], title="Cards")
>>> svg.startswith("<svg") and "&lt;b&gt;" in svg and "<b>" not in svg
True
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from companion.safetext import clean

#: Layout constants, in SVG user units.
WIDTH = 480
ROW = 26
BAR = 18
LABEL_W = 140
VALUE_W = 76
TOP = 8
#: Rough width of one character of legend text (14 units on a phone), to lay it out.
CHAR_W = 8.0

#: CSS for the chart classes; the page defines ``--s0``..``--s3``, ``--fg``, ``--muted``.
CHART_CSS = """
svg.chart{width:100%;max-width:36rem;height:auto;display:block;margin:.4rem 0 1rem}
svg.chart .lbl{fill:var(--fg);font-size:13px}
svg.chart .val{fill:var(--muted);font-size:12px}
svg.chart .mark{stroke:var(--fg);stroke-width:2}
@media (max-width:32rem){svg.chart .lbl{font-size:15px}svg.chart .val{font-size:14px}}
svg.chart .axis{stroke:var(--muted);stroke-width:1}
svg.chart .track{fill:var(--track)}
svg.chart .s0{fill:var(--s0)}svg.chart .s1{fill:var(--s1)}
svg.chart .s2{fill:var(--s2)}svg.chart .s3{fill:var(--s3)}
svg.chart .done{fill:var(--s0)}svg.chart .goal{stroke:var(--fg);stroke-width:2}
"""


def esc(text: object) -> str:
    """Escape text for SVG or HTML content and attribute values (quotes included); terminal
    control characters go (:func:`companion.safetext.clean`: the page may be ``cat``-ed).

    >>> esc('<script>alert("x")</script>')
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'
    """
    return html.escape(clean(str(text)), quote=True)


def _fmt(value: float) -> str:
    """A number as a reader wants it: integers without a decimal point.

    >>> _fmt(3.0), _fmt(2.5), _fmt(1234.567)
    ('3', '2.5', '1234.6')
    """
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.1f}"


def _open(height: float, title: str) -> str:
    return (
        f'<svg class="chart" viewBox="0 0 {WIDTH} {height:.0f}" role="img" '
        f'aria-label="{esc(title)}"><title>{esc(title)}</title>'
    )


def _empty(title: str) -> str:
    return _open(ROW + TOP, title) + f'<text class="val" x="0" y="{TOP + 14}">no data</text></svg>'


def _clip(label: str, limit: int = 15) -> str:
    """Shorten a label to fit the label column (the full label stays in the tooltip)."""
    return label if len(label) <= limit else label[: limit - 1] + "…"


def bar_chart(
    items: Sequence[tuple[str, float]], *, title: str, unit: str = "", series: int = 0
) -> str:
    """Horizontal bars, one row per ``(label, value)``; values must be >= 0.

    >>> bar_chart([], title="Nothing").count("no data")
    1
    """
    if not items:
        return _empty(title)
    top = max(v for _, v in items) or 1.0
    span = WIDTH - LABEL_W - VALUE_W
    parts = [_open(TOP + ROW * len(items), title)]
    for i, (label, value) in enumerate(items):
        y = TOP + i * ROW
        w = span * value / top
        parts.append(
            f"<g><title>{esc(label)}: {_fmt(value)}{esc(unit)}</title>"
            f'<text class="lbl" x="{LABEL_W - 6}" y="{y + 13}" text-anchor="end">'
            f"{esc(_clip(label))}</text>"
            f'<rect class="s{series % 4}" x="{LABEL_W}" y="{y}" width="{w:.1f}" '
            f'height="{BAR}" rx="3"/>'
            f'<text class="val" x="{LABEL_W + w + 5:.1f}" y="{y + 13}">'
            f"{_fmt(value)}{esc(unit)}</text></g>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _legend(series: Sequence[str], colors: Sequence[int]) -> tuple[list[str], float]:
    """Legend swatches laid out left to right, wrapping; returns the parts and the height."""
    parts, x, y = [], 0.0, float(TOP)
    for name, color in zip(series, colors, strict=True):
        w = 20 + CHAR_W * len(name)
        if x and x + w > WIDTH:
            x, y = 0.0, y + 18
        parts.append(
            f'<rect class="s{color % 4}" x="{x:.0f}" y="{y:.0f}" width="12" height="12" rx="2"/>'
            f'<text class="val" x="{x + 16:.0f}" y="{y + 11:.0f}">{esc(name)}</text>'
        )
        x += w + 10
    return parts, y - TOP + 22


def stacked_bar_chart(
    rows: Sequence[tuple[str, Sequence[float]]],
    *,
    series: Sequence[str],
    title: str,
    colors: Sequence[int] = (0, 1, 2, 3),
) -> str:
    """Horizontal stacked bars: each row's values, one per name in ``series``, with a legend
    on top. ``colors`` picks the colour class (``.s0``..``.s3``) of each series.

    >>> svg = stacked_bar_chart([("Olo", [1, 2])], series=["won", "lost"], title="T")
    >>> svg.count('class="s0"'), svg.count('class="s1"')
    (2, 2)
    """
    if not rows:
        return _empty(title)
    colors = tuple(colors)[: len(series)]
    legend, legend_h = _legend(series, colors)
    top = max(sum(values) for _, values in rows) or 1.0
    span = WIDTH - LABEL_W - VALUE_W
    parts = [_open(TOP + legend_h + ROW * len(rows), title), *legend]
    for i, (label, values) in enumerate(rows):
        y = TOP + legend_h + i * ROW
        tip = ", ".join(f"{name} {_fmt(v)}" for name, v in zip(series, values, strict=False))
        parts.append(
            f"<g><title>{esc(label)}: {esc(tip)}</title>"
            f'<text class="lbl" x="{LABEL_W - 6}" y="{y + 14:.0f}" text-anchor="end">'
            f"{esc(_clip(label))}</text>"
        )
        x0 = float(LABEL_W)
        for value, color in zip(values, colors, strict=False):
            w = span * value / top
            if w > 0:
                parts.append(
                    f'<rect class="s{color % 4}" x="{x0:.1f}" y="{y:.0f}" width="{w:.1f}" '
                    f'height="{BAR}"/>'
                )
            x0 += w
        parts.append(
            f'<text class="val" x="{x0 + 5:.1f}" y="{y + 13:.0f}">{_fmt(sum(values))}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)


def range_chart(
    rows: Sequence[tuple[str, float, float, float, float]], *, title: str, unit: str = "ms"
) -> str:
    """One row per ``(label, min, p50, p95, max)`` on a shared log scale: a track from min
    to max, a bar up to p95 and a tick at p50. For latencies that span 5 ms to 5 s.

    >>> svg = range_chart([("stt", 100, 300, 800, 900), ("advisor", 2, 4, 9, 12)], title="L")
    >>> svg.count('class="mark"')
    2
    """
    rows = [r for r in rows if r[4] > 0]
    if not rows:
        return _empty(title)
    lo = min(max(r[1], 1.0) for r in rows)
    hi = max(r[4] for r in rows)
    a, b = math.log10(lo), math.log10(max(hi, lo * 10))
    span = WIDTH - LABEL_W - VALUE_W

    def x(v: float) -> float:
        return LABEL_W + span * (math.log10(max(v, lo)) - a) / (b - a)

    parts = [_open(TOP + ROW * len(rows) + 20, title)]
    for i, (label, vmin, p50, p95, vmax) in enumerate(rows):
        y = TOP + i * ROW
        tip = f"min {_fmt(vmin)}, p50 {_fmt(p50)}, p95 {_fmt(p95)}, max {_fmt(vmax)} {unit}"
        parts.append(
            f"<g><title>{esc(label)}: {esc(tip)}</title>"
            f'<text class="lbl" x="{LABEL_W - 6}" y="{y + 14}" text-anchor="end">'
            f"{esc(_clip(label))}</text>"
            f'<rect class="track" x="{x(vmin):.1f}" y="{y + 4}" width="{x(vmax) - x(vmin):.1f}" '
            f'height="{BAR - 8}" rx="2"/>'
            f'<rect class="s2" x="{x(vmin):.1f}" y="{y + 4}" width="{x(p95) - x(vmin):.1f}" '
            f'height="{BAR - 8}" rx="2"/>'
            f'<line class="mark" x1="{x(p50):.1f}" y1="{y}" x2="{x(p50):.1f}" y2="{y + BAR}"/>'
            f'<text class="val" x="{LABEL_W + span + 6}" y="{y + 13}">{_fmt(p50)} {esc(unit)}'
            "</text></g>"
        )
    base = TOP + ROW * len(rows) + 12
    parts.append(
        f'<text class="val" x="{LABEL_W}" y="{base}">{_fmt(lo)} {esc(unit)}</text>'
        f'<text class="val" x="{LABEL_W + span}" y="{base}" text-anchor="end">'
        f"{_fmt(round(10**b))} {esc(unit)}</text></svg>"
    )
    return "".join(parts)


def progress_chart(rows: Sequence[tuple[str, float, float, bool]], *, title: str) -> str:
    """Progress bars: ``(label, value, goal, done)`` per row, the label above its bar (so
    long challenge names read whole on a phone). A done row is filled whatever its value;
    the goal is drawn as a tick.

    >>> svg = progress_chart([("Ghouls (6)", 2, 5, False), ("Door (7)", 0, 5, True)], title="P")
    >>> svg.count('class="done"'), svg.count('class="goal"')
    (1, 2)
    """
    if not rows:
        return _empty(title)
    row = ROW + 16
    span = WIDTH - VALUE_W
    parts = [_open(TOP + row * len(rows), title)]
    for i, (label, value, goal, done) in enumerate(rows):
        y = TOP + i * row + 16
        goal = goal or 1.0
        fill = span if done else span * min(value, goal) / goal
        cls = "done" if done else "s1"
        state = "overcome" if done else f"{_fmt(value)}/{_fmt(goal)}"
        parts.append(
            f"<g><title>{esc(label)}: {esc(state)}</title>"
            f'<text class="lbl" x="0" y="{y - 4}">{esc(_clip(label, 56))}</text>'
            f'<rect class="track" x="0" y="{y}" width="{span}" height="{BAR}" rx="3"/>'
            f'<rect class="{cls}" x="0" y="{y}" width="{fill:.1f}" height="{BAR}" rx="3"/>'
            f'<line class="goal" x1="{span}" y1="{y - 2}" x2="{span}" y2="{y + BAR + 2}"/>'
            f'<text class="val" x="{span + 6}" y="{y + 13}">{esc(state)}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)


def histogram(values: Sequence[float], *, title: str, unit: str = "ms", bins: int = 10) -> str:
    """Vertical histogram of ``values`` in ``bins`` equal-width bins, with min/max labels.

    >>> svg = histogram([100, 120, 400, 410, 900], title="Latency", bins=4)
    >>> svg.count('class="s2"')
    4
    """
    if not values:
        return _empty(title)
    lo, hi = min(values), max(values)
    width = (hi - lo) / bins if hi > lo else 1.0
    counts = [0] * bins
    for v in values:
        counts[min(int((v - lo) / width), bins - 1)] += 1
    height, base = 110, 84
    top = max(counts)
    step = (WIDTH - 40) / bins
    parts = [_open(height, title)]
    for i, n in enumerate(counts):
        h = (base - 10) * n / top
        a, b = lo + i * width, lo + (i + 1) * width
        parts.append(
            f"<g><title>{_fmt(a)}-{_fmt(b)} {esc(unit)}: {n}</title>"
            f'<rect class="s2" x="{20 + i * step + 2:.1f}" y="{base - h:.1f}" '
            f'width="{step - 4:.1f}" height="{h:.1f}"/></g>'
        )
    parts.append(
        f'<line class="axis" x1="20" y1="{base}" x2="{WIDTH - 20}" y2="{base}"/>'
        f'<text class="val" x="20" y="{base + 18}">{_fmt(lo)} {esc(unit)}</text>'
        f'<text class="val" x="{WIDTH - 20}" y="{base + 18}" text-anchor="end">'
        f"{_fmt(hi)} {esc(unit)}</text></svg>"
    )
    return "".join(parts)
