"""``companion review``: the browser application, assembled from state, layout and keys."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.application import Application
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output

from companion.errors import CompanionError
from companion.export.model import SessionReport
from companion.review import audio
from companion.review.key_bindings import load_review_bindings
from companion.review.layout import STYLE, build_layout
from companion.review.state import ReviewState


def create_review_app(
    report: SessionReport,
    log_path: Path,
    *,
    input: Input | None = None,
    output: Output | None = None,
    player: str | None = None,
    reload: Callable[[], SessionReport] | None = None,
    follow_s: float | None = None,
) -> tuple[Application[None], ReviewState]:
    """The full-screen browser over ``report`` and its state (tests pass a pipe input and a
    dummy output). ``player`` forces an audio player (default: the first found);
    ``reload`` re-reads the log (``r``: a running session's new events); with
    ``follow_s`` (seconds) the log is also re-read whenever it changes on disk."""
    state = ReviewState(report)

    def refresh() -> str:
        if reload is None:
            return "nothing to reload"
        try:
            state.replace_report(reload())
        except CompanionError as exc:
            return f"reload failed: {exc}"
        return f"reloaded: {state.report.header.events} events"

    def search(buffer: Buffer) -> bool:
        state.searching = False
        state.search(buffer.text)
        app.layout.focus_last()
        return False

    def play() -> str:
        return audio.play(log_path, state.entry, player)

    def purge() -> str:
        removed = audio.purge_audio(log_path)
        if not removed:
            return "no kept audio to purge"
        return f"purged {removed} audio clip(s); the log is kept"

    async def follow(interval: float) -> None:
        """Re-read the log when it grows or changes (a session still being played)."""
        seen = _stamp(log_path)
        while True:
            await asyncio.sleep(interval)
            now = _stamp(log_path)
            if now != seen:
                seen = now
                state.message = refresh()
                app.invalidate()

    def start_following() -> None:
        if follow_s is not None and reload is not None:
            app.create_background_task(follow(follow_s))

    search_buffer = Buffer(multiline=False, accept_handler=search)
    app: Application[None] = Application(
        layout=build_layout(state, search_buffer),
        key_bindings=load_review_bindings(
            state, search_buffer, play=play, purge=purge, reload=refresh
        ),
        style=STYLE,
        full_screen=True,
        mouse_support=False,
        input=input,
        output=output,
    )
    app.pre_run_callables.append(start_following)
    return app, state


def _stamp(path: Path) -> tuple[float, int] | None:
    """The log's modification time and size (None while it does not exist)."""
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime, st.st_size
