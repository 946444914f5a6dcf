"""A hand-built report for renderer tests that must not depend on the engine's log format.

It holds what the renderers must get right: a dream room, an undone action, two
advisor sources, hand dice, audio, and hostile transcripts.
"""

from __future__ import annotations

from companion.export.model import (
    BonusView,
    CardRef,
    CardSuggestion,
    ChallengeState,
    CharacterInfo,
    Die,
    Entry,
    Header,
    PlayerInfo,
    RollView,
    RoomSection,
    RulingView,
    SessionReport,
    SuggestionView,
    Utterance,
)
from companion.export.stats import compute_stats

#: A transcript that tries to inject markup into every format.
HOSTILE = (
    '<script>alert("pwned")</script> <img src=x onerror=alert(1)> '
    "[link](http://evil.example) # heading"
)

CARD_NAMES = {"said-bookism": "Said-bookism", "ad-hominem": "Ad hominem", "cliche": "Cliché"}


def _action(
    seq: int,
    character: str,
    player: str,
    text: str,
    *,
    outcome: str | None = "partial_success",
    undone: bool = False,
    audio: str | None = None,
    lexicon: tuple[str, ...] = ("said-bookism",),
    ollama: tuple[str, ...] | None = None,
    gm: tuple[str, ...] = ("said-bookism",),
    die: int = 4,
    t: float = 0.0,
) -> Entry:
    sugs = [
        SuggestionView(
            source="lexicon",
            latency_ms=4.0 + seq,
            at=t + 1.2,
            cards=tuple(
                CardSuggestion(id=c, name=CARD_NAMES[c], evidence=(text.split()[0],))
                for c in lexicon
            ),
            bonuses=(BonusView(kind="background", value=1, reason="a barbarian"),),
            target="Ghoul pack",
        )
    ]
    if ollama is not None:
        sugs.append(
            SuggestionView(
                source="ollama",
                model="qwen2.5:3b-instruct",
                prompt_hash="abc123",
                latency_ms=900.0 + seq,
                at=t + 2.1,
                cards=tuple(CardSuggestion(id=c, name=CARD_NAMES[c]) for c in ollama),
                target="Ghoul pack",
            )
        )
    bonus = len(gm) + 1
    return Entry(
        seq=seq,
        kind="action",
        at=t,
        character=character,
        player=player,
        utterance=Utterance(
            text=text,
            speaker=character,
            source="voice",
            audio=audio,
            speech_end_at=t,
            transcript_at=t + 0.4,
        ),
        suggestions=tuple(sugs),
        ruling=RulingView(
            target="Ghoul pack",
            cards=tuple(CardRef(id=c, name=CARD_NAMES[c]) for c in gm),
            bonuses=(BonusView(kind="background", value=1),),
            net_bonus=bonus,
            at=t + 5.0,
        ),
        roll=None
        if outcome is None
        else RollView(dice=(Die(value=die),), bonus=bonus, total=die + bonus, rating=6),
        outcome=outcome,
        challenges=(
            ChallengeState(
                name="Ghoul pack",
                rating=6,
                deadly=True,
                partial_successes=1,
                succeeded_by=(character,),
            ),
        ),
        undone=undone,
    )


def sample_report() -> SessionReport:
    """Two rooms and a dream; Bob's first action undone; one hostile transcript."""
    room1 = RoomSection(
        index=1,
        number=1,
        title="The Drowned Chapel",
        gm="ann",
        gm_name="Ann",
        pool=("said-bookism", "ad-hominem", "cliche", "cliche"),
        party=("Grignr", "Olo"),
        entries=(
            Entry(
                seq=2,
                kind="event",
                text="Challenge added: Ghoul pack (6, deadly)",
                event_type="challenge_added",
            ),
            _action(
                3,
                "Grignr",
                "Bob",
                "Grignr bellowed angrily that the ghouls smelled",
                undone=True,
                t=10.0,
            ),
            _action(
                5,
                "Grignr",
                "Bob",
                "Grignr roared loudly, swinging Mother",
                ollama=("said-bookism", "cliche"),
                audio="audio/0005.wav",
                t=20.0,
            ),
            _action(
                7,
                "Olo",
                "Cid",
                HOSTILE,
                lexicon=(),
                gm=("ad-hominem",),
                die=2,
                outcome="partial_failure",
                t=40.0,
            ),
        ),
        challenges=(
            ChallengeState(
                name="Ghoul pack",
                rating=6,
                deadly=True,
                overcome=True,
                overcome_by="overwhelming success",
            ),
        ),
    )
    dream = RoomSection(
        index=2,
        number=2,
        title="The Crushing Hall",
        gm="bob",
        gm_name="Bob",
        final=True,
        dream=True,
        entries=(
            _action(
                12,
                "Olo",
                "Cid",
                "Olo ran fast, as fast as the wind",
                lexicon=("cliche",),
                gm=("cliche",),
                die=1,
                outcome="total_failure",
                t=80.0,
            ),
            Entry(
                seq=13, kind="event", text="Rocks fall: the room collapses", event_type="rocks_fall"
            ),
        ),
    )
    room2 = RoomSection(
        index=3, number=2, title="The Crushing Hall", gm="bob", gm_name="Bob", final=True
    )
    rooms = (room1, dream, room2)
    return SessionReport(
        header=Header(
            table="Sample table", deck_id="standard", deck_hash="00ff", seed=7, events=14
        ),
        players=(
            PlayerInfo(id="ann", name="Ann"),
            PlayerInfo(id="bob", name="Bob"),
            PlayerInfo(id="cid", name="Cid"),
        ),
        characters=(
            CharacterInfo(name="Grignr", player="bob"),
            CharacterInfo(name="Olo", player="cid"),
        ),
        rooms=rooms,
        stats=compute_stats(rooms, CARD_NAMES),
    )
