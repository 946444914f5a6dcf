"""Events in words for the live screen's news strip (and ``--speak``): the sentence of
:func:`companion.narration.sentence`, less what the panels already show (who speaks, the
words just typed, the opened action). Secret rolls are shown: this is the GM's screen, never
the players' view.

>>> from engine import events as ev
>>> narrate(ev.ChallengeOvercome(seq=9, at=0.0, name="Ghoul pack", how="three_characters"))
'Ghoul pack: overcome (three partial successes by three different characters).'
>>> narrate(ev.ActiveSet(seq=10, at=0.0, character="Grignr")) is None
True
"""

from __future__ import annotations

from companion.narration import sentence
from engine import events as ev

#: Events the panels show as they happen, so the news strip leaves them out.
SHOWN_BY_PANELS = (ev.ActiveSet, ev.ActionOpened, ev.Utterance)


def narrate(e: ev.Event, players: dict[str, str] | None = None) -> str | None:
    """The event as one sentence, or ``None`` for events the panels already show;
    ``players`` maps player ids to names."""
    if isinstance(e, SHOWN_BY_PANELS):
        return None
    return sentence(e, players=players)
