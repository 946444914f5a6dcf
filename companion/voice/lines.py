"""Voice as a command script: ``Heard`` records -> command lines for the headless runner.

:func:`voice_lines` yields :class:`companion.headless.ScriptLine` records as utterances
are heard, so ``companion.headless.run_script(session, voice_lines(...))`` plays a live
microphone or a WAV file (``--audio-file``) through the engine exactly as a typed script.
Each utterance is read by :class:`companion.voice.interpret.Dialog` (the reading the live
screen uses too): a player's action becomes its ``act ... --source voice`` line, a sure
GM control phrase its command, an unsure one waits for a yes/no. Before each utterance
the pipeline is primed from the session (:func:`companion.voice.prime.prime`).
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Iterator, Mapping

from companion.headless import ScriptLine
from companion.stt.pipeline import VoicePipeline
from companion.voice.interpret import Dialog
from companion.voice.prime import prime
from engine import Session


def voice_lines(
    pipeline: VoicePipeline,
    session: Session | None = None,
    card_names: Mapping[str, str] | None = None,
    echo: Callable[[str], None] = print,
) -> Iterator[ScriptLine]:
    """Command lines from what ``pipeline`` hears, until its source ends (see module doc).

    Each utterance is echoed as ``voice N: CHARACTER: TEXT``, with a line when a fallback
    backend decoded it and when the reading has something to say (a question, a phrase
    not understood). Errors of the pipeline's threads are raised at the end.
    """
    names = card_names or {}
    if session is not None:
        prime(pipeline, session.state, names)
    pipeline.start()
    dialog = Dialog()
    count = 0
    try:
        while True:
            try:
                heard = pipeline.queue.get(timeout=0.1)
            except queue.Empty:
                if pipeline.finished:
                    break
                continue
            count += 1
            echo(f"voice {count}: {heard.character}: {heard.text}")
            if heard.note:
                echo(f"voice {count}: {heard.note}")
            command, said = dialog.take(heard)
            if said:
                echo(f"voice {count}: {said}")
            if command is None:
                continue
            yield ScriptLine(line=count, at=heard.transcript_at, text=command)
            if session is not None:
                prime(pipeline, session.state, names)
    finally:
        pipeline.stop()
    for error in pipeline.errors:
        raise error
