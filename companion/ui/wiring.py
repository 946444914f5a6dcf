"""What ``companion play`` attaches to the screen besides the engine: the advisor, voice and
the players' view. Each ``attach_*`` returns a function that detaches it on the way out.
Heavy packages (Whisper, the LLM client) are imported here, inside functions, only when used.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from companion.config import Config
from companion.deck import Deck
from companion.ui.state import UiState

Closer = Callable[[], None]


def attach_table_view(ui: UiState, args: argparse.Namespace, config: Config, deck: Deck) -> Closer:
    """``--table-view``: serve the players' view and publish every new state to it."""
    from companion.tableview import TableViewServer

    server = TableViewServer(
        bind=args.bind or config.table_view.bind, theme=config.table_view.theme, deck=deck
    )
    server.start()
    server.announce(sys.stderr)
    server.publish(ui.port.state)
    ui.port.observers.append(lambda state, events: server.publish(state))
    ui.recent.append(f"Players' view: {server.url}")
    return server.stop


def attach_voice(ui: UiState, args: argparse.Namespace, config: Config) -> Closer:
    """``--voice`` (the microphone) or ``--audio-file F``: speech in, through the pipeline."""
    from companion.stt.backends import make_transcriber
    from companion.stt.pipeline import VoicePipeline
    from companion.stt.sources import FileSource, MicrophoneSource
    from companion.ui.voice import VoiceLink

    source = (
        FileSource(Path(args.audio_file))
        if args.audio_file
        else MicrophoneSource(config.stt.device)
    )
    pipeline = VoicePipeline(make_transcriber(config.stt), config.stt, source)
    link = VoiceLink(ui, pipeline)
    ui.mic_status = "loading model"
    pipeline.start()
    listening = "listening" if args.voice else f"playing {Path(args.audio_file).name}"
    link.when_ready(listening)
    return link.close


def attach_advisor(ui: UiState, args: argparse.Namespace, config: Config, deck: Deck) -> Closer:
    """The advisor (``--advisor`` or the config): instant detectors on the UI thread, the LLM
    refinement on a worker thread."""
    from companion.ui.advising import AdvisorBridge

    mode = args.advisor or config.advisor.mode
    bridge = AdvisorBridge.start(ui, mode, deck, config)
    return bridge.close


def attach_speech(ui: UiState) -> Closer:
    """``--speak``: read each outcome aloud (``espeak-ng``), never waiting for it."""
    from companion.stt.speak import say
    from companion.ui.narrate import narrate
    from engine import events as ev

    def speak(state: object, events: list[object]) -> None:
        for event in events:
            if isinstance(event, ev.ActionResolved | ev.ChallengeOvercome | ev.CharacterDied):
                line = narrate(event)
                if line:
                    say(line)

    ui.port.observers.append(speak)
    return lambda: ui.port.observers.remove(speak)
