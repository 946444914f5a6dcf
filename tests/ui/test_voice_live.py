"""Voice on the live screen: ``Heard`` records from the STT pipeline's thread become
actions (with their speech timings in the log) and control commands; an unsure control
phrase is asked first."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from companion.config import SttConfig
from companion.stt.pipeline import Heard
from companion.ui.voice import VoiceLink, handle_heard
from tests.ui.harness import ENTER, Live
from tests.ui.test_live import enter_room_with_ghouls, log_events, play


def heard(text: str, character: str = "Grignr of Ecalpon", **kw: object) -> Heard:
    now = time.time()
    fields: dict[str, object] = {
        "text": text,
        "action": text,
        "character": character,
        "confidence": 0.9,
        "speech_start_at": now - 3.0,
        "speech_end_at": now - 0.6,
        "transcript_at": now - 0.1,
        "audio_s": 2.4,
        "compute_ms": 480.0,
        "backend": "faster-whisper",
        "model": "tiny.en",
    }
    fields.update(kw)
    return Heard.model_validate(fields)


def from_the_voice_thread(live: Live, h: Heard) -> None:
    """Deliver ``h`` as the pipeline does: from its own thread, through ``ui.post``."""
    t = threading.Thread(target=lambda: live.ui.post(lambda: handle_heard(live.ui, h)))
    t.start()
    t.join()


def test_spoken_action_then_spoken_controls(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        from_the_voice_thread(live, heard("I leap onto the table and swing my axe"))
        screen = await live.until(lambda: live.ui.mode == "ruling")
        assert "“I leap onto the table and swing my axe”" in screen
        assert "mic heard (0.90)" in screen
        from_the_voice_thread(
            live, heard("companion, background on", control="bonus background on")
        )
        screen = await live.until(lambda: live.port.state.pending.ruling.background)
        assert "✓background +1" in screen
        from_the_voice_thread(live, heard("companion, confirm", control="confirm"))
        await live.until(lambda: live.ui.mode == "roll")
        from_the_voice_thread(live, heard("companion, I rolled a five", control="roll 5"))
        screen = await live.until(lambda: live.ui.mode == "table")
        assert "die 5* +1 = 6 against 6" in screen

    live = play(tmp_path, scenario)
    events = log_events(live.log)
    (said,) = [e for e in events if e["type"] == "utterance"]
    assert said["source"] == "voice"
    assert said["speech_start_at"] < said["speech_end_at"] < said["transcript_at"]
    assert said["confidence"] == 0.9
    assert (said["stt_backend"], said["stt_model"]) == ("faster-whisper", "tiny.en")
    assert said["compute_ms"] == 480.0
    commands = [e.get("command") for e in events if e.get("command")]
    assert "bonus background on" in commands
    assert "roll 5" in commands


def test_an_unsure_control_phrase_is_asked_first(tmp_path: Path) -> None:
    """On the table screen any printable key starts a description, so the question voice
    asks waits on the message line: typed words stay words, and ^Y (or a spoken yes) answers."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        from_the_voice_thread(
            live, heard("companion, undo that", control="undo", needs_confirmation=True)
        )
        screen = await live.until(lambda: live.ui.question is not None)
        assert "run `undo`?" in screen
        assert live.ui.mode == "table"
        from_the_voice_thread(live, heard("companion, no", control="cancel"))
        await live.until(lambda: live.ui.question is None)
        assert live.port.state.room.challenges
        from_the_voice_thread(
            live, heard("companion, undo that", control="undo", needs_confirmation=True)
        )
        await live.until(lambda: live.ui.question is not None)
        screen = await live.type("yes, no, I swing")
        assert live.ui.mode == "text", "typing started a description"
        assert live.port.state.room.challenges, "a typed y answered nothing"
        await live.keys("\x19")  # ^Y
        await live.until(lambda: not live.port.state.room.challenges)
        assert live.ui.input_buffer.text == "yes, no, I swing"

    live = play(tmp_path, scenario)
    assert live.log_types().count("undone") == 1


def test_speech_is_refused_while_typing_elsewhere(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await live.keys(ENTER)
        await live.type("I glare")
        await live.keys(ENTER, ENTER)
        from_the_voice_thread(live, heard("I jump", character="Pellinor the Cartographer"))
        screen = await live.until(lambda: "not now" in live.ui.message)
        assert "ROLL" in screen

    live = play(tmp_path, scenario)
    assert [e["text"] for e in log_events(live.log) if e["type"] == "utterance"] == ["I glare"]


class _Pipeline:
    """The two calls :class:`VoiceLink` makes on a pipeline, recorded."""

    def __init__(self, config: SttConfig | None = None) -> None:
        self.config = config or SttConfig()
        self.log_path = None
        self.contexts: list[dict[str, object]] = []
        self.active: list[str] = []
        self.on_heard: object = None

    def set_context(self, **kw: object) -> None:
        self.contexts.append(kw)

    def set_active(self, character: str) -> None:
        self.active.append(character)

    def stop(self, timeout: float) -> None:
        self.stopped = timeout


def test_recognition_follows_the_party_and_the_pool_in_screen_order(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        pipeline = _Pipeline()
        link = VoiceLink(live.ui, pipeline)
        await enter_room_with_ghouls(live)
        ctx = pipeline.contexts[-1]
        gs = live.port.state
        assert [c for c, _ in ctx["cards"]] == list(gs.piles.pool)  # type: ignore[union-attr]
        assert "Thrudd the Mighty-Thewed" not in ctx["party"]  # type: ignore[operator]
        assert len(ctx["party"]) == 5  # type: ignore[arg-type]
        await live.keys("\x1b[C")
        assert pipeline.active[-1] == "Lady Vespera of the Lonely Tower"
        link.close()
        assert live.ui.mic_status == "off"

    asyncio.run(_run(tmp_path, scenario))


async def _run(tmp_path: Path, scenario: object) -> None:
    async with Live(tmp_path) as live:
        await scenario(live)  # type: ignore[operator]


def test_a_spoken_command_never_takes_the_keyboard_from_a_typist(tmp_path: Path) -> None:
    """The GM is typing more words when a control phrase is heard: it applies underneath,
    and the next keys still type."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await live.keys(ENTER)
        await live.type("I glare")
        await live.keys(ENTER, "\x1b")
        assert live.ui.mode == "text"
        on = heard("companion, overwhelming on", control="overwhelming on")
        from_the_voice_thread(live, on)
        await live.until(lambda: live.port.state.pending.ruling.overwhelming)
        screen = await live.type("ube")
        assert live.ui.mode == "text"
        assert "adds> ube" in screen
        screen = await live.keys(ENTER)
        assert "“I glare ube”" in screen
        assert "✓overwhelming possible" in screen

    live = play(tmp_path, scenario)
    commands = [e.get("command") for e in log_events(live.log) if e.get("command")]
    assert "undo" not in commands
    assert "bonus background on" not in commands


def test_push_to_talk_key(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        screen = await live.keys("\x00")
        assert "Voice is off" in screen
        pipeline = _Pipeline(SttConfig(mode="push-to-talk"))
        toggles: list[int] = []
        pipeline.push_to_talk = lambda: toggles.append(1)  # type: ignore[attr-defined]
        VoiceLink(live.ui, pipeline)
        live.ui.mic_status = "listening"
        screen = await live.keys("\x00")
        assert "mic RECORDING (^Space stops)" in screen
        screen = await live.keys("\x00")
        assert "mic listening" in screen
        assert toggles == [1, 1]

    asyncio.run(_run(tmp_path, scenario))


def test_a_wake_word_phrase_not_understood_is_never_an_action(tmp_path: Path) -> None:
    """Issue 5: "utterances that begin with the wake word ... are GM control phrases";
    one that matches no phrase is said to be not understood, and nobody acts."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        garbled = heard("Companion, flibber the gazebo", addressed=True, control=None)
        from_the_voice_thread(live, garbled)
        screen = await live.until(lambda: "not a control phrase" in live.ui.message)
        assert "“Companion, flibber the gazebo”: not a control phrase" in screen
        assert live.ui.mode == "table"
        assert live.port.state.pending is None

    live = play(tmp_path, scenario)
    assert "utterance" not in live.log_types()


def test_a_bare_yes_answers_the_question_voice_asked(tmp_path: Path) -> None:
    """Issue 5: "Never execute a low-confidence control phrase: ask for a spoken or keyed
    yes/no." The spoken answer needs no wake word."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        unsure = heard("companion, undo that", control="undo", needs_confirmation=True)
        from_the_voice_thread(live, unsure)
        screen = await live.until(lambda: live.ui.question is not None)
        assert "run `undo`? Say yes or no" in screen
        assert live.port.state.room.challenges
        from_the_voice_thread(live, heard("No.", answer="no"))
        await live.until(lambda: live.ui.question is None)
        assert live.port.state.room.challenges
        from_the_voice_thread(live, unsure)
        await live.until(lambda: live.ui.question is not None)
        from_the_voice_thread(live, heard("Yes.", answer="yes"))
        await live.until(lambda: not live.port.state.room.challenges)
        assert live.ui.mode == "table"

    live = play(tmp_path, scenario)
    assert live.log_types().count("undone") == 1
    assert "utterance" not in live.log_types()


def test_a_bare_yes_with_no_question_open_is_noted_and_dropped(tmp_path: Path) -> None:
    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        from_the_voice_thread(live, heard("Yeah.", answer="yes"))
        screen = await live.until(lambda: "no question is open" in live.ui.message)
        assert "Heard “Yeah.” (no question is open)" in screen
        assert live.ui.mode == "table"
        assert live.port.state.pending is None

    live = play(tmp_path, scenario)
    assert "utterance" not in live.log_types()


def test_table_talk_never_answers_the_gms_own_question(tmp_path: Path) -> None:
    """A player's "yeah" must not quit the program: a bare answer is for voice's own
    question; the GM says "companion, yes" (or presses y) for the others."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        await live.keys("\x11")
        assert live.ui.mode == "ask"
        from_the_voice_thread(live, heard("Yeah.", answer="yes"))
        screen = await live.until(lambda: "Yeah." in live.ui.message)
        assert live.ui.mode == "ask"
        assert not live.task.done()
        assert "“companion, yes”" in live.ui.message
        from_the_voice_thread(live, heard("companion, no", addressed=True, control="cancel"))
        screen = await live.until(lambda: live.ui.mode == "table")
        assert "Ghoul pack" in screen

    play(tmp_path, scenario)


def test_an_unsure_confirm_does_not_answer_a_question(tmp_path: Path) -> None:
    """Answering on a guess would run the asked command on a low-confidence phrase."""

    async def scenario(live: Live) -> None:
        await enter_room_with_ghouls(live)
        unsure_undo = heard("companion, undo that", control="undo", needs_confirmation=True)
        from_the_voice_thread(live, unsure_undo)
        await live.until(lambda: live.ui.question is not None)
        unsure_yes = heard(
            "companion, come fern", addressed=True, control="confirm", needs_confirmation=True
        )
        from_the_voice_thread(live, unsure_yes)
        await live.until(lambda: "run `confirm`?" in live.screen)
        assert live.port.state.room.challenges
        from_the_voice_thread(live, heard("No.", answer="no"))
        await live.until(lambda: live.ui.question is None)
        assert live.ui.mode == "table"

    live = play(tmp_path, scenario)
    assert "undone" not in live.log_types()
