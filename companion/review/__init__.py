"""``companion review LOG``: browse a finished (or running) session in the terminal.

Split by concern (ptpython style): :mod:`~companion.review.state` (the timeline,
cursor and search; pure), :mod:`~companion.review.layout` (panes and their text),
:mod:`~companion.review.key_bindings`, :mod:`~companion.review.audio` (playback
and purge) and :mod:`~companion.review.app` (assembly). The browser reads the
normalized report of :mod:`companion.export`; it never writes the log.
"""

from __future__ import annotations

from companion.review.app import create_review_app
from companion.review.state import ReviewState, entry_matches, parse_query

__all__ = ["ReviewState", "create_review_app", "entry_matches", "parse_query"]
