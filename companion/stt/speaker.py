"""Speaker attribution without diarization: who is acting in an utterance.

Rule (issue 5): an utterance that starts with a character's name ("Grignr: I leap ...",
"This is Thrya ...", "Velka pours ...") goes to that character; otherwise to the active
character, which the GM sets with one key or a spoken ``active <Character>``. Names are
matched fuzzily, by spelling and by sound, on the name as Whisper hears it ("I sold"
for Isolde).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import jellyfish
from pydantic import BaseModel, ConfigDict
from rapidfuzz import fuzz

#: Openers that introduce the speaker: "this is Thrya", "it's Olo", "Velka here".
_INTRO = re.compile(r"^\s*(?:this is|it's|it is|here's)\s+", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z']+")


_TITLES = frozenset({"lady", "lord", "sir", "dame", "sister", "brother", "father", "mother"})


def spoken_name(name: str) -> str:
    """What players call a character: the first name, without a title or epithet.

    >>> spoken_name("Grignr of Ecalpon"), spoken_name("Sister Agatha the Unwashed")
    ('Grignr', 'Agatha')
    """
    parts = name.replace(",", " ").split()
    while len(parts) > 1 and parts[0].lower() in _TITLES:
        parts = parts[1:]
    return parts[0] if parts else name


class Attribution(BaseModel):
    """Who acts, and the action without a spoken speaker prefix."""

    model_config = ConfigDict(frozen=True)

    character: str
    action: str
    named: bool
    score: float


def name_score(heard: str, name: str) -> float:
    """How well a heard word (or two run together) matches a name, 0-1.

    >>> name_score("Grignr", "Grignr")
    1.0
    >>> name_score("Isold", "Isolde") >= 0.85
    True
    >>> name_score("statue", "Thrya") < 0.6
    True
    """
    a, b = heard.lower().replace("'", ""), name.lower()
    spelled = fuzz.ratio(a, b) / 100.0
    if jellyfish.metaphone(a) == jellyfish.metaphone(b):
        spelled = max(spelled, 0.85)
    return round(spelled, 3)


def _best(heard: str, names: Sequence[str]) -> tuple[str, float]:
    scored = [(name_score(heard, spoken_name(n)), n) for n in names]
    score, name = max(scored) if scored else (0.0, "")
    return name, score


def attribute(
    text: str, characters: Sequence[str], active: str, threshold: float = 0.8
) -> Attribution:
    """Attribute ``text`` to a character in ``characters``, else to ``active``.

    >>> names = ["Grignr", "Thrya", "Isolde"]
    >>> attribute("Grignr: I leap onto the table.", names, "Thrya").model_dump()
    {'character': 'Grignr', 'action': 'I leap onto the table.', 'named': True, 'score': 1.0}
    >>> attribute("I sold talks to the king", names, "Thrya").character
    'Isolde'
    >>> attribute("I throw my dagger", names, "Thrya").character
    'Thrya'
    >>> attribute("Grignr leaps.", ["Grignr of Ecalpon"], "").character
    'Grignr of Ecalpon'
    """
    intro = _INTRO.match(text)
    body = text[intro.end() :] if intro else text
    words = list(_WORD.finditer(body))
    candidates: list[tuple[str, int, bool]] = []
    if words:
        candidates.append((words[0].group(), words[0].end(), True))
    if len(words) >= 3:
        gap = body[words[0].end() : words[1].start()].strip()
        then = words[2].group().lower()
        if not gap and (then.endswith("s") or body[words[1].end() :].lstrip()[:1] in ",:."):
            candidates.append((words[0].group() + words[1].group(), words[1].end(), False))
    for heard, end, _single in candidates:
        name, score = _best(heard, characters)
        if score >= threshold:
            rest = body[end:]
            addressed = intro is not None or rest.lstrip()[:1] in (":", ",", ".")
            action = rest.lstrip(" :,.").strip() if addressed else text.strip()
            return Attribution(character=name, action=action, named=True, score=score)
    return Attribution(character=active, action=text.strip(), named=False, score=0.0)
