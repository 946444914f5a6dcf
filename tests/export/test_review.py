"""``companion review``: the state moves, the panes' text, and the real app driven headless."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

import engine
from companion.export import SessionReport
from companion.review import ReviewState, create_review_app, entry_matches
from companion.review import audio as review_audio
from companion.review.layout import detail_lines, timeline_fragments


def _text(state: ReviewState) -> str:
    return "".join(fragment[1] for fragment in timeline_fragments(state))


def test_rooms_are_sections_and_jumps_land_on_headings(golden_report: SessionReport) -> None:
    s = ReviewState(golden_report)
    headings = [i for i, r in enumerate(s.rows) if r.entry is None]
    assert len(headings) == len(golden_report.rooms)
    s.next_room()
    assert s.cursor == headings[1]
    s.next_room()
    s.prev_room()
    assert s.cursor == headings[1]
    s.goto_section(5)
    assert s.row is not None
    assert s.row.room.dream
    s.goto_section(99)
    assert "no room section 99" in s.message


def test_search_by_text_card_and_character(golden_report: SessionReport) -> None:
    s = ReviewState(golden_report)
    assert s.search("grappling hook") == 2
    assert s.entry is not None
    assert "grappling hook" in s.entry.utterance.text  # type: ignore[union-attr]
    assert s.search("card:sunk cost") == 1
    assert s.entry is not None
    assert s.entry.character == "Grignr of Ecalpon"
    n = s.search("@thrudd")
    assert n == sum(1 for _, e in golden_report.actions() if e.character.startswith("Thrudd"))
    first = s.cursor
    s.next_match()
    s.next_match(-1)
    assert s.cursor == first
    assert s.search("char:nobody") == 0
    assert "no match" in s.message


@given(st.text(max_size=30))
def test_any_query_is_safe(query: str) -> None:
    """Every query, even half-typed ones, searches without raising (pgcli's every-prefix
    test)."""
    from tests.export.sample import sample_report

    s = ReviewState(sample_report())
    for end in range(len(query) + 1):
        s.search(query[:end])
        assert s.cursor in range(len(s.rows))


def test_detail_shows_suggestion_against_ruling(small_report: SessionReport) -> None:
    s = ReviewState(small_report)
    s.search("roared")
    lines = "\n".join(detail_lines(s))
    assert "Advisor vs GM:" in lines
    assert "lexicon" in lines
    assert "ollama" in lines
    assert "GM" in lines
    assert "Roll: die 5 (hand)" in lines
    assert "Outcome: PARTIAL SUCCESS" in lines
    assert "Challenges after:" in lines
    assert "“roared loudly”" in lines


def test_undone_and_dream_are_marked_in_the_timeline(small_report: SessionReport) -> None:
    text = _text(ReviewState(small_report))
    assert "✗ undone · Lady Vespera" in text
    assert "✦ DREAM ✦ Room 2" in text


def test_entry_matches_is_case_insensitive(small_report: SessionReport) -> None:
    entry = small_report.actions()[0][1]
    assert entry_matches(entry, "ROARED")
    assert entry_matches(entry, "char:grignr")
    assert not entry_matches(entry, "char:olo")


def _drive(report: SessionReport, log: Path, keys: str) -> ReviewState:
    """Run the real application headless: keys in through a pipe, a dummy screen."""
    with create_pipe_input() as inp, create_app_session(input=inp, output=DummyOutput()):
        app, state = create_review_app(report, log, input=inp, output=DummyOutput())
        inp.send_text(keys)
        done = threading.Event()

        def run() -> None:
            app.run()
            done.set()

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        assert done.wait(20), "the browser did not quit on q"
    return state


def test_app_search_jump_and_quit(golden_report: SessionReport, tmp_path: Path) -> None:
    state = _drive(golden_report, tmp_path / "g.jsonl", "]]/grappling\rnq")
    assert state.query == "grappling"
    assert state.entry is not None
    assert "grappling" in state.entry.utterance.text  # type: ignore[union-attr]
    assert state.cursor == state.matches[1]


def test_app_room_digits_and_help(golden_report: SessionReport, tmp_path: Path) -> None:
    state = _drive(golden_report, tmp_path / "g.jsonl", "3?q")
    assert state.row is not None
    assert state.row.room.index == 3
    assert state.help


def test_app_plays_only_kept_audio(small_report: SessionReport, tmp_path: Path) -> None:
    log = tmp_path / "small.jsonl"
    state = _drive(small_report, log, "/roared\rpq")
    assert "purged or moved" in state.message
    folder = tmp_path / "small.audio"
    folder.mkdir()
    (folder / "utterance-0001.wav").write_bytes(b"RIFF")
    entry = small_report.actions()[0][1]
    assert review_audio.clip_path(log, entry) == folder / "utterance-0001.wav"
    no_clip = small_report.actions()[2][1]
    assert "no audio was kept" in review_audio.play(log, no_clip)


def test_app_purge_asks_then_deletes(small_report: SessionReport, tmp_path: Path) -> None:
    log = tmp_path / "small.jsonl"
    folder = tmp_path / "small.audio"
    folder.mkdir()
    (folder / "utterance-0001.wav").write_bytes(b"RIFF")
    state = _drive(small_report, log, "Xnq")
    assert folder.is_dir()
    assert state.message == "audio kept"
    state = _drive(small_report, log, "Xyq")
    assert not folder.exists()
    assert "purged 1 audio clip" in state.message


def test_a_log_path_never_reaches_outside_the_audio_folder(
    small_report: SessionReport, tmp_path: Path
) -> None:
    """The log is data: ``../../etc/passwd`` names a clip in the session's folder only."""
    entry = small_report.actions()[0][1]
    evil = entry.model_copy(
        update={"utterance": entry.utterance.model_copy(update={"audio": "../../x.wav"})}  # type: ignore[union-attr]
    )
    (tmp_path / "x.wav").write_bytes(b"RIFF")
    assert review_audio.clip_path(tmp_path / "a" / "s.jsonl", evil) is None


@pytest.mark.parametrize("player", ["aplay", "paplay"])
def test_play_starts_the_named_player(
    small_report: SessionReport, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, player: str
) -> None:
    started: list[list[str]] = []
    monkeypatch.setattr("subprocess.Popen", lambda cmd, **_: started.append(cmd))
    log = tmp_path / "small.jsonl"
    (tmp_path / "small.audio").mkdir()
    (tmp_path / "small.audio" / "utterance-0001.wav").write_bytes(b"RIFF")
    message = review_audio.play(log, small_report.actions()[0][1], player)
    assert message == f"playing utterance-0001.wav ({player})"
    assert started[0][0] == player
    assert started[0][-1].endswith("small.audio/utterance-0001.wav")


def test_reload_follows_a_running_session(tmp_path: Path) -> None:
    """A log still being written: ``r`` shows the new events and, from the last row,
    follows them."""
    from companion.export import load_report
    from tests.export.sessions import small_session

    session = small_session()
    log = tmp_path / "live.jsonl"
    header = session.header()
    engine.write_log(log, header, session.events[:20])
    app_report = load_report(log)
    state = ReviewState(app_report)
    state.end()
    engine.write_log(log, header, session.events)
    state.replace_report(load_report(log))
    assert state.report.header.events == len(session.events)
    assert state.cursor == len(state.rows) - 1
    state.home()
    state.next_room()
    where = state.cursor
    state.replace_report(load_report(log))
    assert state.cursor == where


def test_app_reload_key(tmp_path: Path, small_log: Path, small_report: SessionReport) -> None:
    from companion.export import load_report

    with create_pipe_input() as inp, create_app_session(input=inp, output=DummyOutput()):
        app, state = create_review_app(
            small_report,
            small_log,
            input=inp,
            output=DummyOutput(),
            reload=lambda: load_report(small_log),
        )
        inp.send_text("rq")
        app.run()
    assert state.message == f"reloaded: {small_report.header.events} events"


def test_a_multiline_transcript_stays_one_timeline_row(hostile_report: SessionReport) -> None:
    room = hostile_report.rooms[0]
    entry = room.entries[1]
    assert entry.utterance is not None
    odd = entry.model_copy(
        update={"utterance": entry.utterance.model_copy(update={"text": "one\ntwo\r\n\tthree"})}
    )
    rooms = (room.model_copy(update={"entries": (odd,)}),)
    state = ReviewState(hostile_report.model_copy(update={"rooms": rooms}))
    lines = _text(state).splitlines()
    assert len(lines) == len(state.rows)
    assert "“one two three”" in lines[1]


def test_the_screen_shows_the_dream_and_the_selected_action(golden_report: SessionReport) -> None:
    """The real renderer into a 100x30 VT100 screen (escape codes stripped)."""
    import io
    import re

    from prompt_toolkit.data_structures import Size
    from prompt_toolkit.output.vt100 import Vt100_Output

    buf = io.StringIO()
    out = Vt100_Output(buf, lambda: Size(rows=30, columns=100), term="xterm", enable_cpr=False)
    with create_pipe_input() as inp, create_app_session(input=inp, output=out):
        app, state = create_review_app(golden_report, Path("g.jsonl"), input=inp, output=out)
        inp.send_text("5jjjq")
        app.run()
    screen = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", buf.getvalue())
    assert "✦ DREAM ✦" in screen
    assert "Outcome: TOTAL FAILURE" in screen
    assert "Grignr of Ecalpon dies (Agafnd the Slithering Priest was deadly)." in screen
    assert state.entry is not None
    assert state.entry.utterance is not None
    assert state.entry.utterance.text == "I charge the priest"


def test_following_a_log_that_grows(tmp_path: Path) -> None:
    """A session still being played: new events appear without a key press."""
    from companion.export import load_report
    from tests.export.sessions import small_session

    session = small_session()
    log = tmp_path / "live.jsonl"
    engine.write_log(log, session.header(), session.events[:20])
    with create_pipe_input() as inp, create_app_session(input=inp, output=DummyOutput()):
        app, state = create_review_app(
            load_report(log),
            log,
            input=inp,
            output=DummyOutput(),
            reload=lambda: load_report(log),
            follow_s=0.05,
        )

        def grow() -> None:
            engine.write_log(log, session.header(), session.events)

        def quit_when_seen() -> None:
            if state.report.header.events == len(session.events) and not app.is_done:
                app.exit()

        app.pre_run_callables.append(lambda: app.loop.call_later(0.3, grow))  # type: ignore[union-attr]
        app.after_render += lambda _: quit_when_seen()
        done = threading.Event()
        thread = threading.Thread(target=lambda: (app.run(), done.set()), daemon=True)
        thread.start()
        assert done.wait(20), "the new events never showed"
    assert state.message == f"reloaded: {len(session.events)} events"
