"""Voice as a command script: ``Heard`` records -> command lines for the headless runner.

:func:`voice_lines` yields :class:`companion.headless.ScriptLine` records as utterances
are heard, so ``companion.headless.run_script(session, voice_lines(...))`` plays a live
microphone or a WAV file (``--audio-file``) through the engine exactly as a typed script:
a player's action becomes ``act CHARACTER "TEXT" --source voice --speech-end T
--transcript-at T`` and a GM control phrase its command. A control phrase heard with low
confidence is never run: it waits for an answer, a bare "yes"/"no" or the control phrases
``confirm`` (yes) and ``cancel`` (no) heard with confidence (an unsure one is asked in
turn). Before each utterance the pipeline is primed with the session's current pool and
active character.
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from companion.config import Config
from companion.headless import ScriptLine
from companion.stt.backends import make_transcriber
from companion.stt.pipeline import Heard, VoicePipeline
from companion.stt.sources import AudioSource, FileSource, MicrophoneSource
from engine import Session, Table


def make_voice_pipeline(
    config: Config, table: Table, audio_file: str | None = None, log_path: Path | None = None
) -> VoicePipeline:
    """The pipeline for ``companion play --voice`` (microphone, ``stt.device``) or
    ``--audio-file F`` (the file in real time), primed with the table's character and NPC
    names; clips are kept beside ``log_path`` when ``stt.keep_audio`` is on.

    Raises :class:`companion.errors.DependencyMissing` with the fix when the voice extra,
    PortAudio or an input device is missing (the caller falls back to text input).
    """
    transcriber = make_transcriber(config.stt)  # first: a missing extra opens no microphone
    source: AudioSource = (
        FileSource(Path(audio_file)) if audio_file else MicrophoneSource(config.stt.device)
    )
    return VoicePipeline(
        transcriber,
        config.stt,
        source,
        party=[c.name for c in table.characters],
        names=[npc for room in table.rooms for npc in room.npcs],
        log_path=log_path,
    )


def prime(pipeline: VoicePipeline, session: Session, card_names: Mapping[str, str]) -> None:
    """Give the pipeline the session's pool (ids with names) and active character."""
    state = session.state
    pool = [(cid, card_names.get(cid, cid.replace("-", " "))) for cid in state.piles.pool]
    pipeline.set_context(cards=pool)
    if state.active:
        pipeline.set_active(state.active)


def voice_lines(
    pipeline: VoicePipeline,
    session: Session | None = None,
    card_names: Mapping[str, str] | None = None,
    echo: Callable[[str], None] = print,
) -> Iterator[ScriptLine]:
    """Command lines from what ``pipeline`` hears, until its source ends (see module doc)."""
    names = card_names or {}
    if session is not None:
        prime(pipeline, session, names)
    pipeline.start()
    pending: Heard | None = None
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
            line = heard.command_line()
            answer = heard.answer
            sure = heard.addressed and not heard.needs_confirmation
            if sure and heard.control in ("confirm", "cancel"):
                answer = "yes" if heard.control == "confirm" else "no"
            if pending is not None and answer is not None:
                line = pending.control if answer == "yes" else None
                pending = None
            elif heard.answer is not None:
                continue  # a bare yes/no with no question open
            elif heard.addressed and heard.needs_confirmation:
                pending = heard
                echo(f"voice {count}: did you mean `{heard.control}`? say yes or no")
                continue
            if line is None:
                if heard.addressed and heard.control is None:
                    echo(f"voice {count}: not a control phrase; say it again")
                continue
            yield ScriptLine(line=count, at=heard.transcript_at, text=line)
            if session is not None:
                prime(pipeline, session, names)
    finally:
        pipeline.stop()
    for error in pipeline.errors:
        raise error
