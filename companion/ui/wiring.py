"""What ``companion play`` attaches to the screen besides the engine: the advisor, voice and
the players' view. Each ``attach_*`` returns a function that detaches it on the way out.
Heavy packages (Whisper, the LLM client) are imported here, inside functions, only when used.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from companion.config import Config
from companion.deck import Deck
from companion.ui.state import UiState

Closer = Callable[[], None]


def attach_table_view(ui: UiState, args: argparse.Namespace, config: Config, deck: Deck) -> Closer:
    """``--table-view``: serve the players' view and publish every new state to it; its
    address is on the GM's screen while it runs (and a QR code for phones on a LAN bind)."""
    from companion.tableview import TableViewServer
    from companion.tableview.server import is_loopback
    from companion.ui.panels.qr import qr_rows

    view = config.table_view
    server = TableViewServer(
        bind=args.bind or view.bind,
        theme=view.theme,
        deck=deck,
        read_timeout_s=view.read_timeout_s,
        max_connections=view.max_connections,
    )
    server.start()
    server.publish(ui.port.state)
    ui.port.observers.append(lambda state, events: server.publish(state))
    ui.players_url = server.url
    if not is_loopback(server.host):
        ui.players_qr = qr_rows(server.url)
    qr = ", with a QR code" if ui.players_qr else ""
    ui.say(f"Players' page: {server.url} (? shows it again{qr})")
    return server.stop


def attach_voice(ui: UiState, args: argparse.Namespace, config: Config) -> Closer:
    """``--voice`` (the microphone) or ``--audio-file F``: speech in, through the pipeline
    of :func:`companion.voice.prime.make_voice_pipeline` (kept clips go beside the session
    log when ``[stt] keep_audio`` is on, and the mic status says so).

    No input device, no PortAudio or no voice extra: one line on screen, the mic stays off
    and the GM types (the game goes on; nothing is raised).
    """
    from companion.errors import DependencyMissing
    from companion.ui.voice import VoiceLink, mic_label
    from companion.voice.prime import make_voice_pipeline

    try:
        pipeline = make_voice_pipeline(
            config, ui.port.state.table, args.audio_file, ui.port.log_path
        )
    except DependencyMissing as exc:
        line = f"Voice off: {exc}".splitlines()[0]
        ui.mic_status = "off"
        ui.recent.append(line)
        ui.say(line, error=True)
        ui.invalidate()
        return lambda: None
    link = VoiceLink(ui, pipeline)
    ui.mic_status = mic_label("loading model", link.keeping_audio)
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
    """``--speak``: read each outcome aloud (``espeak-ng``) on the speaker's own thread; the
    observer on the UI thread only queues the line, so the screen never waits for speech."""
    from companion.stt.speak import Speaker, espeak_present
    from companion.ui.narrate import narrate
    from engine import events as ev
    from engine.state import GameState

    if not espeak_present():
        ui.say("--speak needs espeak-ng (apt-get install espeak-ng); outcomes stay on screen.")
        return lambda: None
    speaker = Speaker()
    players = {p.id: p.name for p in ui.port.state.table.players}

    def speak(state: GameState, events: list[ev.Event]) -> None:
        for event in events:
            if isinstance(event, ev.ActionResolved | ev.ChallengeOvercome | ev.CharacterDied):
                line = narrate(event, players)
                if line:
                    speaker.speak(line)

    ui.port.observers.append(speak)

    def close() -> None:
        ui.port.observers.remove(speak)
        speaker.close()

    return close
