"""Voice in the application: what speech means for the game.

:mod:`companion.stt` knows audio and text only (microphone, endpointing, Whisper
backends, the phantom gate, control-phrase grammar, ``Heard``). This package joins it to
the game, for the live screen (:mod:`companion.ui.voice`) and headless play alike:

- :mod:`~companion.voice.interpret`: the one reading of a ``Heard`` (answer, ask, run, act)
  and :class:`~companion.voice.interpret.Dialog` for play with no screen;
- :mod:`~companion.voice.prime`: the pipeline built from the config and table, and primed
  from the game state;
- :mod:`~companion.voice.lines`: ``voice_lines``, heard utterances as script lines for the
  headless runner;
- :mod:`~companion.voice.bench`: the voice benchmark (``python -m companion.voice.bench``).

Nothing heavy is imported here.
"""

from __future__ import annotations

from companion.voice.interpret import Dialog, OpenQuestion, Reading, interpret, spoken_answer
from companion.voice.prime import VoiceContext, context_of, make_voice_pipeline, prime

__all__ = [
    "Dialog",
    "OpenQuestion",
    "Reading",
    "VoiceContext",
    "context_of",
    "interpret",
    "make_voice_pipeline",
    "prime",
    "spoken_answer",
]
