"""The review browser's state: the timeline as rows, the cursor, search, messages.

Pure (no prompt-toolkit, no I/O), so key handlers stay one line and tests
drive it directly. The timeline is one row per room heading and per entry;
the cursor is a row index. Search (``/``) takes a query:

- ``card:NAME`` — actions where a card (id or name) was suggested or ruled;
- ``char:NAME`` or ``@NAME`` — actions by a character or player;
- anything else — text anywhere in the entry (transcript, names, cards).

Matching is case-insensitive substring matching.

>>> from companion.export.model import Entry, Header, RoomSection, SessionReport
>>> r = SessionReport(header=Header(), rooms=(RoomSection(index=1, number=1, entries=(
...     Entry(seq=2, kind="event", text="Challenge: Ghouls"),)),))
>>> s = ReviewState(r)
>>> len(s.rows), s.search("ghouls"), s.cursor
(2, 1, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.export.model import Entry, RoomSection, SessionReport
from companion.export.text import haystack


@dataclass(frozen=True)
class Row:
    """One timeline row: a room heading (``entry`` is None) or an entry of ``room``."""

    room: RoomSection
    entry: Entry | None = None


def parse_query(query: str) -> tuple[str, str]:
    """Split a search query into ``(kind, needle)``; kind is ``text``, ``card`` or ``char``.

    >>> parse_query("card: Said-bookism"), parse_query("@Olo"), parse_query("ghoul")
    (('card', 'said-bookism'), ('char', 'olo'), ('text', 'ghoul'))
    """
    q = query.strip().lower()
    if q.startswith("card:"):
        return "card", q[5:].strip()
    if q.startswith("char:"):
        return "char", q[5:].strip()
    if q.startswith("@"):
        return "char", q[1:].strip()
    return "text", q


def entry_matches(entry: Entry, query: str) -> bool:
    """Whether an entry matches a search query (see the module docstring)."""
    kind, needle = parse_query(query)
    if not needle:
        return False
    if kind == "card":
        cards = [(c.id, c.name) for c in (entry.ruling.cards if entry.ruling else ())]
        cards += [(c.id, c.name) for s in entry.suggestions for c in s.cards]
        return any(needle in cid.lower() or needle in name.lower() for cid, name in cards)
    if kind == "char":
        return needle in entry.character.lower() or needle in entry.player.lower()
    return needle in haystack(entry)


class ReviewState:
    """Everything the browser shows, and the moves the keys make."""

    def __init__(self, report: SessionReport) -> None:
        self.report = report
        self.rows = self._rows(report)
        self.cursor = 0
        self.query = ""
        self.matches: list[int] = []
        self.message = ""
        self.searching = False
        self.help = False
        self.confirm_purge = False

    @staticmethod
    def _rows(report: SessionReport) -> list[Row]:
        rows: list[Row] = []
        for room in report.rooms:
            rows.append(Row(room))
            rows += [Row(room, e) for e in room.entries]
        return rows

    def replace_report(self, report: SessionReport) -> None:
        """Show a newer report of the same log (a running session): the cursor stays on
        the same entry, or follows the end when it was on the last row."""
        following = self.cursor >= len(self.rows) - 1
        seq = self.entry.seq if self.entry is not None else None
        section = self.row.room.index if self.row is not None else 1
        self.report, self.rows = report, self._rows(report)
        if following:
            self.end()
        else:
            same = [
                i
                for i, r in enumerate(self.rows)
                if (r.entry.seq == seq if r.entry and seq is not None else r.room.index == section)
            ]
            self.cursor = same[0] if same else min(self.cursor, max(0, len(self.rows) - 1))
        self.matches = [
            i for i, r in enumerate(self.rows) if r.entry and entry_matches(r.entry, self.query)
        ]

    @property
    def row(self) -> Row | None:
        """The row under the cursor (None for an empty session)."""
        return self.rows[self.cursor] if self.rows else None

    @property
    def entry(self) -> Entry | None:
        """The entry under the cursor (None on a room heading)."""
        row = self.row
        return row.entry if row else None

    def move(self, delta: int) -> None:
        """Move the cursor by ``delta`` rows, clamped to the timeline."""
        if self.rows:
            self.cursor = max(0, min(len(self.rows) - 1, self.cursor + delta))

    def home(self) -> None:
        self.cursor = 0

    def end(self) -> None:
        self.cursor = max(0, len(self.rows) - 1)

    def _headings(self) -> list[int]:
        return [i for i, r in enumerate(self.rows) if r.entry is None]

    def next_room(self) -> None:
        """Jump to the next room heading (stays on the last one)."""
        later = [i for i in self._headings() if i > self.cursor]
        if later:
            self.cursor = later[0]
        else:
            self.message = "last room"

    def prev_room(self) -> None:
        """Jump to this room's heading, or the previous room's when already on it."""
        earlier = [i for i in self._headings() if i < self.cursor]
        if earlier:
            self.cursor = earlier[-1]
        else:
            self.message = "first room"

    def goto_section(self, index: int) -> None:
        """Jump to the ``index``-th room section (1-based, in play order)."""
        headings = self._headings()
        if 1 <= index <= len(headings):
            self.cursor = headings[index - 1]
        else:
            self.message = f"no room section {index} (there are {len(headings)})"

    def search(self, query: str) -> int:
        """Search, jump to the first match at or after the cursor; returns the match count."""
        self.query = query.strip()
        self.matches = [
            i
            for i, r in enumerate(self.rows)
            if r.entry is not None and entry_matches(r.entry, self.query)
        ]
        if not self.matches:
            self.message = f"no match for {self.query!r}" if self.query else ""
            return 0
        after = [i for i in self.matches if i >= self.cursor]
        self.cursor = after[0] if after else self.matches[0]
        self.message = self._where()
        return len(self.matches)

    def _where(self) -> str:
        n = self.matches.index(self.cursor) + 1 if self.cursor in self.matches else 0
        return f"match {n} of {len(self.matches)} for {self.query!r}"

    def next_match(self, step: int = 1) -> None:
        """Jump to the next (``step=1``) or previous (``-1``) match, wrapping around."""
        if not self.matches:
            self.message = "no search: press / to search" if not self.query else "no match"
            return
        if step > 0:
            later = [i for i in self.matches if i > self.cursor]
            self.cursor = later[0] if later else self.matches[0]
        else:
            earlier = [i for i in self.matches if i < self.cursor]
            self.cursor = earlier[-1] if earlier else self.matches[-1]
        self.message = self._where()
