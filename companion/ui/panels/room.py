"""The room header (room n of N, its GM, the clock, the deus ex machina) and the challenges.

Rules shown: "The deus ex machina event ... will occur only if the players have been occupied
by the room for at least 30 minutes, and only after a vote in its favor"; "There are four ways
to overcome a challenge: one overwhelming success, three partial successes by three different
characters, five partial successes total, or plot advancement"; "three partial failures by the
same character against a single challenge are equivalent to a total failure".
"""

from __future__ import annotations

from collections import Counter

from companion.ui.lines import Line, cells, ellipsize, pad, width_of, wrap
from companion.ui.panels import Fragments, minutes, short_name
from engine.state import (
    PARTIALS_BY_DIFFERENT,
    PARTIALS_TOTAL,
    ChallengeState,
    GameState,
    PendingAction,
)

HOW = {
    "overwhelming": "overwhelming success",
    "three_characters": "three characters",
    "five_partials": "five partial successes",
    "plot": "plot advancement",
    "deus": "deus ex machina",
    "override": "GM override",
}


def player_name(gs: GameState, player_id: str) -> str:
    """A player's display name from the table (the id when unknown)."""
    for p in gs.table.players:
        if p.id == player_id:
            return p.name
    return player_id


def header(gs: GameState, now: float) -> Fragments:
    """Left of the top line: ``Room 2 of 5 · GM Ann · The Drowned Chapel``."""
    if gs.ended is not None:
        return [("class:header.ended", f" The game has ended ({gs.ended.reason}). ")]
    room = gs.room
    if room is None:
        return [
            ("class:header", f" {gs.table.name} · {gs.rooms_total} rooms · "),
            ("class:header.hint", "^R enters room 1"),
        ]
    way = " (way out)" if room.direction == "out" else ""
    final = " FINAL" if room.final else ""
    title = f" · {room.title}" if room.title else ""
    return [
        (
            "class:header",
            f" Room {room.number} of {gs.rooms_total}{final}{way} · "
            f"GM {player_name(gs, room.gm)}{title}",
        )
    ]


def clock_line(gs: GameState, now: float) -> Fragments:
    """Right of the top line: ``12:04 in room · deus in 17:56`` (or the vote prompt)."""
    room = gs.room
    if room is None or gs.ended is not None:
        return []
    elapsed = room.elapsed(now)
    paused = " (paused)" if room.clock_running_since is None else ""
    return [
        ("class:header.clock", f" {minutes(elapsed)}{paused}"),
        ("class:header", " · "),
        *deus_line(gs, elapsed),
        ("class:header", " "),
    ]


def deus_line(gs: GameState, elapsed: float) -> Fragments:
    """Where the deus ex machina stands: time left, vote prompt, vote result, or done."""
    room = gs.room
    if room is None:
        return []
    if room.deus_done:
        return [("class:header", "deus ex machina done")]
    left = gs.rules.deus_minutes * 60 - elapsed
    if left > 0:
        return [("class:header", f"deus in {minutes(left)}")]
    if room.deus_vote is None:
        return [("class:header.deus", "deus: vote now (^X d)")]
    if room.deus_vote:
        return [("class:header.deus", "deus: voted yes (^X d invokes)")]
    return [("class:header", "deus: voted no (^X d votes again)")]


def _challenge_lines(c: ChallengeState, selected: bool, compact: bool, width: int) -> list[Line]:
    """Two rows per open challenge (one when ``compact``): name, rating, deadly; then
    progress and failures. The name is shortened (at a word boundary) before the rating."""
    mark = "▸" if selected else " "
    if c.overcome:
        how = HOW.get(c.overcome_how or "", c.overcome_how or "")
        style = "class:challenge.overcome"
        if compact:
            return [pad([(style, f"{mark}✔ {c.name} ({c.rating}) by {how}")], width)]
        return [
            _named([(style, f"{mark}✔ ")], c.name, [(style, f" ({c.rating}) overcome")], width),
            *wrap([(style, f"   by {how}")], width, indent=3),
        ]
    succ = c.partial_successes
    who = sorted(set(succ))
    tail: Line = [
        ("class:challenge", " "),
        ("class:challenge.rating", f"{c.rating}"),
        ("class:challenge.deadly", " deadly" if c.deadly else ""),
        ("class:challenge", " secret" if c.secret else ""),
    ]
    progress: Line = [
        (
            "class:challenge.progress",
            f"✓{len(succ)}/{PARTIALS_TOTAL} by {len(who)}/{PARTIALS_BY_DIFFERENT}",
        )
    ]
    if who and not compact:
        progress.append(("class:challenge", f" ({', '.join(short_name(w) for w in who)})"))
    fails = Counter(c.partial_failures)
    if fails:
        shown = ", ".join(f"{short_name(name)} {n}/3" for name, n in sorted(fails.items()))
        progress.append(("class:challenge.failures", f"  ✗ {shown}"))
    if c.barred:
        out_ = ", ".join(short_name(b) for b in c.barred)
        progress.append(("class:challenge.failures", f"  out: {out_}"))
    head: Line = [("class:challenge", f"{mark} ")]
    if compact:
        return [_named(head, c.name, [*tail, ("", " "), *progress], width)]
    return [_named(head, c.name, tail, width), *wrap([("", "   "), *progress], width, indent=3)]


def _named(head: Line, name: str, tail: Line, width: int) -> Line:
    """``head`` + ``name`` + ``tail`` in ``width`` cells, the name shortened first."""
    room = width - width_of(head) - width_of(tail)
    style = head[-1][0] if head else ""
    if room >= min(cells(name), 6):
        return pad([*head, (style, ellipsize(name, room)), *tail], width)
    return pad([*head, (style, name), *tail], width)


def acted_on_lines(gs: GameState, pending: PendingAction, width: int) -> list[Line]:
    """The challenge a pending action is against, one row, without the panel's title (for a
    terminal too short for the panel): the target, else those the character may act
    against; empty when there is none."""
    room = gs.room
    if room is None:
        return []
    target = pending.ruling.target
    shown = [c for c in room.challenges if c.name == target] or [
        c for c in room.challenges if c.can_act(pending.character)
    ]
    return [row for c in shown for row in _challenge_lines(c, c.name == target, True, width)]


def challenge_lines(
    gs: GameState, target: str | None, width: int, compact: bool = False
) -> list[Line]:
    """Every challenge of the room in ``width`` cells; ``target`` (the pending action's)
    marked ▸; ``compact`` (a short terminal): one row each."""
    room = gs.room
    title: Line = [("class:panel.title", "Challenges")]
    if room is not None:
        title.append(("class:panel.dim", f"  max rating {room.max_rating}"))
    out = [pad(title, width)]
    if room is None or not room.challenges:
        out.append(pad([("class:panel.dim", "  none yet")], width))
        return out
    for c in room.challenges:
        out.extend(_challenge_lines(c, c.name == target, compact, width))
    return out
