"""Phantom-text gating: Whisper writes text on silence, noise and music; drop it.

Whisper trained on subtitles "hears" *Thank you.*, *you* or the prompt itself in
non-speech. Three layers stop it reaching the table:

1. the :class:`companion.stt.endpoint.Endpointer` never cuts an utterance without
   enough voiced frames (silence never reaches the model);
2. :func:`gate_segments` drops segments Whisper itself scores as non-speech or unsure:
   ``no_speech_prob`` above :attr:`Gate.no_speech_max`, ``avg_logprob`` below
   :attr:`Gate.logprob_min`, or a zlib compression ratio above
   :attr:`Gate.compression_max` (a repetition loop), plus the well-known subtitle
   phantoms when Whisper is not sure;
3. :func:`guard_prompt` drops a transcript made of prompt words (the names in
   ``initial_prompt`` echoed back, not spoken); :func:`companion.stt.hear.hear` first
   decodes such audio again without the prompt, so a spoken action is not lost.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from companion.stt.transcript import Segment

#: Subtitle phantoms Whisper writes on non-speech (normalized: lower case, no punctuation).
PHANTOMS = frozenset(
    {
        "you",
        "thank you",
        "thanks for watching",
        "thank you for watching",
        "bye",
        "so",
        "okay",
        "oh",
        "uh",
        "um",
        "hmm",
    }
)


class Gate(BaseModel):
    """Thresholds of the phantom gate."""

    model_config = ConfigDict(frozen=True)

    no_speech_max: float = 0.6
    logprob_min: float = -1.2
    compression_max: float = 2.4
    phantom_no_speech: float = 0.2


def words(text: str) -> list[str]:
    """Lower-case words, apostrophes kept, everything else a separator.

    >>> words("Grignr: I leap, don't I?")
    ['grignr', 'i', 'leap', "don't", 'i']
    """
    return re.findall(r"[a-z0-9']+", text.lower())


def compression_ratio(text: str) -> float:
    """Bytes over zlib-compressed bytes, as Whisper computes it (loops compress well).

    >>> compression_ratio("Olo, " * 40) > 2.4
    True
    """
    raw = text.encode("utf-8")
    return len(raw) / len(zlib.compress(raw)) if raw else 0.0


def is_phantom(segment: Segment, gate: Gate) -> bool:
    """True when ``segment`` is not trustworthy speech (see the module docstring).

    A backend that reports no scores (a Wyoming server sends text only) skips the score
    checks, and a subtitle phantom from it is always dropped.
    """
    no_speech, logprob = segment.no_speech_prob, segment.avg_logprob
    if no_speech is not None and no_speech > gate.no_speech_max:
        return True
    if logprob is not None and logprob < gate.logprob_min:
        return True
    if compression_ratio(segment.text) > gate.compression_max:
        return True
    said = " ".join(words(segment.text))
    return said in PHANTOMS and (no_speech is None or no_speech > gate.phantom_no_speech)


def gate_segments(segments: Iterable[Segment], gate: Gate | None = None) -> list[Segment]:
    """The segments that pass the gate."""
    gate = gate or Gate()
    return [s for s in segments if s.text.strip() and not is_phantom(s, gate)]


def is_prompt_echo(text: str, prompt: str | None) -> bool:
    """True when ``text`` is an echo of ``prompt`` (the names in ``initial_prompt`` written
    back, not spoken): at least 75 % of its words are prompt words, with at least two of
    them, or a prompt word comes three times or more in a row.

    >>> is_prompt_echo("brother humbert, kulla,", "Grignr, Olo, Brother Humbert, Kulla.")
    True
    >>> is_prompt_echo("Grignr grabs the rope", "Grignr, Thrya, Olo.")
    False
    """
    if not prompt:
        return False
    vocab = set(words(prompt))
    said = words(text)
    if not said:
        return False
    from_prompt = [w for w in said if w in vocab]
    if len(from_prompt) >= 2 and len(from_prompt) / len(said) >= 0.75:
        return True
    runs = zip(said, said[1:], said[2:], strict=False)
    return any(a == b == c and a in vocab for a, b, c in runs)


def guard_prompt(text: str, prompt: str | None) -> str:
    """``text`` unless it is an echo of ``prompt`` (:func:`is_prompt_echo`); then ``""``.

    >>> guard_prompt("Grignr, Olo, Olo, Olo", "Grignr, Thrya, Olo.")
    ''
    >>> guard_prompt("Grignr grabs the rope", "Grignr, Thrya, Olo.")
    'Grignr grabs the rope'
    """
    return "" if is_prompt_echo(text, prompt) else text
