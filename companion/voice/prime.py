"""The voice pipeline as the game needs it: built from the config and the table, and primed
from the game state, the same way for the live screen and headless play.

Priming gives speech recognition the names likely to be spoken (Whisper's prompt and the
speaker and card matching): the characters in the party, the NPCs of the current room's
GM (every room's before the first room), the pool's cards in screen order (spoken card
numbers are pool positions), and the active character (who an unnamed action goes to:
the active character if in the party, else the first one in it, as the screen's ▶ shows).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from companion.config import Config
from companion.stt.backends import make_transcriber
from companion.stt.pipeline import VoicePipeline
from companion.stt.sources import AudioSource, FileSource, MicrophoneSource
from engine import Table
from engine.state import GameState


class VoiceContext(BaseModel):
    """The names one moment of the game primes speech recognition with."""

    model_config = ConfigDict(frozen=True)

    party: tuple[str, ...]
    cards: tuple[tuple[str, str], ...]
    names: tuple[str, ...]
    active: str


def context_of(state: GameState, card_names: Mapping[str, str]) -> VoiceContext:
    """The names to prime with now (see the module docstring); a card with no name in
    ``card_names`` (a bare deck list) is spoken by its id, dashes as spaces."""
    table = state.table
    if state.room is None:
        npcs = [npc for room in table.rooms for npc in room.npcs]
    else:
        npcs = [npc for room in table.rooms if room.gm == state.room.gm for npc in room.npcs]
    party = tuple(m.name for m in state.party if m.in_party)
    return VoiceContext(
        party=party,
        cards=tuple((c, card_names.get(c) or c.replace("-", " ")) for c in state.piles.pool),
        names=tuple(npcs),
        active=state.active if state.active in party else (party[0] if party else ""),
    )


def prime(pipeline: VoicePipeline, state: GameState, card_names: Mapping[str, str]) -> None:
    """Give ``pipeline`` the names of ``state`` (:func:`context_of`)."""
    ctx = context_of(state, card_names)
    pipeline.set_context(party=ctx.party, cards=ctx.cards, names=ctx.names)
    if ctx.active:
        pipeline.set_active(ctx.active)


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
