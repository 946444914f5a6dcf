"""Latency and throughput of the live screen, for ``companion bench``.

- ``confirm -> roll prompt`` and ``die key -> outcome on screen``: the real Application,
  keys through a pipe, drawn by a real VT100 renderer (into ``/dev/null``) at 80x24; the time
  runs from the key entering the input to the end of the frame that shows the result.
- ``description -> suggestion on screen``: Enter on a typed description, through the
  advisor's instant detectors (when the advisor loads), to the frame with the ruling.
- ``start-up -> usable screen``: ``python -m companion play`` in a pseudo-terminal, from
  spawn to the first frame with the table's name on it (then ``q y``).
- ``commands applied per second``: :class:`SessionService.apply` with the log written.

Goals (issue 6): confirm to outcome under 100 ms; start-up under 1.5 s without voice.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output
from pydantic import BaseModel

from companion.deck import standard_deck
from companion.percentile import percentile
from companion.session import SessionService
from companion.tablefile import load_example_table
from companion.ui.app import build_app
from companion.ui.panels.party import acting_character
from companion.ui.state import UiState


class Figure(BaseModel):
    """One measured figure: median and 95th percentile of ``n`` samples, in ``unit``."""

    name: str
    unit: str
    median: float
    p95: float
    n: int
    goal: float | None = None
    note: str = ""

    @property
    def meets_goal(self) -> bool | None:
        """Whether the median is under the goal (``None`` without one)."""
        return None if self.goal is None else self.median < self.goal


def figure(
    name: str, unit: str, samples: list[float], goal: float | None = None, note: str = ""
) -> Figure:
    """Summarise samples (at least one)."""
    ordered = sorted(samples)
    p95 = percentile(ordered, 95) or 0.0
    return Figure(
        name=name,
        unit=unit,
        median=round(statistics.median(ordered), 3),
        p95=round(p95, 3),
        n=len(ordered),
        goal=goal,
        note=note,
    )


def _new_state(tmp: Path, advisor: bool) -> UiState:
    deck = standard_deck()
    port = SessionService.new(load_example_table(), deck.deck_list(), 11, tmp / "bench.jsonl")
    ui = UiState(port=port, card_names={c.id: c.name for c in deck.cards})
    if advisor:
        from companion.config import Config
        from companion.ui.advising import AdvisorBridge

        AdvisorBridge.start(ui, "lexicon", deck, Config())
    return ui


async def _screen_latencies(actions: int, advisor: bool) -> dict[str, list[float]]:
    """Run ``actions`` actions through the real app; milliseconds per stage."""
    out: dict[str, list[float]] = {"describe": [], "escape": [], "confirm": [], "roll": []}
    with tempfile.TemporaryDirectory() as tmp, create_pipe_input() as inp:
        ui = _new_state(Path(tmp), advisor)
        sink = open(os.devnull, "w")  # noqa: SIM115 (lives as long as the app)
        output = Vt100_Output(sink, lambda: Size(rows=24, columns=80), term="xterm-256color")
        app = build_app(ui, input=inp, output=output)
        drawn = asyncio.Event()
        app.after_render += lambda _: drawn.set()
        task = asyncio.ensure_future(app.run_async())

        async def press(keys: str, ready: Callable[[], bool]) -> float:
            drawn.clear()
            started = time.perf_counter()
            inp.send_text(keys)
            while time.perf_counter() - started < 10:
                await asyncio.wait_for(drawn.wait(), 10)
                drawn.clear()
                if ready():
                    return (time.perf_counter() - started) * 1000
            raise RuntimeError(f"no frame showed the result of {keys!r}: {ui.message}")

        await asyncio.sleep(0.2)
        await press("\x12", lambda: ui.port.state.room is not None)
        if advisor:
            while not ui.advisor_status or ui.advisor_status == "loading":
                await asyncio.sleep(0.05)
        for i in range(actions):
            gs = ui.port.state
            who = acting_character(gs) or ""
            if gs.room is not None and not any(c.can_act(who) for c in gs.room.challenges):
                ui.port.apply(f'challenge add "Bench {i}" 6')
            await press("\r", lambda: ui.mode == "text")
            inp.send_text(f"I swing Mother, he said loudly, again and again ({i})")
            await asyncio.sleep(0.01)
            out["describe"].append(await press("\r", lambda: ui.mode == "ruling"))
            out["escape"].append(await press("\x1b", lambda: ui.mode == "text"))
            out["escape"].append(await press("\x1b", lambda: ui.mode == "ruling"))
            out["confirm"].append(await press("\r", lambda: ui.mode == "roll"))
            out["roll"].append(await press("3", lambda: ui.mode == "table"))
            await press("\x1b[C", lambda: True)
        app.exit()
        await task
        ui.port.close()
        sink.close()
    return out


def screen_figures(actions: int = 30, advisor: bool = True) -> list[Figure]:
    """Key-to-frame latencies of the action flow (milliseconds)."""
    got = asyncio.run(_screen_latencies(actions, advisor))
    via = "detectors" if advisor else "no advisor"
    return [
        figure("description Enter -> suggestion on screen", "ms", got["describe"], note=via),
        figure("Esc -> the next mode on screen", "ms", got["escape"], 100.0, "ruling <-> typing"),
        figure("confirm (Enter) -> roll prompt on screen", "ms", got["confirm"], 100.0),
        figure("die key -> outcome on screen", "ms", got["roll"], 100.0, "physical die 3"),
    ]


def _startup_once(timeout: float = 20.0) -> float:
    """Seconds from spawning ``companion play`` in a pty to its first usable frame."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_CONFIG_HOME=f"{home}/c", XDG_DATA_HOME=f"{home}/d")
        env.update(TERM="xterm-256color", COLUMNS="80", LINES="24")
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        started = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "companion", "play", "--advisor", "lexicon"],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            close_fds=True,
        )
        os.close(slave)
        seen = b""
        elapsed = float("nan")
        try:
            while time.perf_counter() - started < timeout:
                ready, _, _ = select.select([master], [], [], 0.05)
                if ready:
                    try:
                        seen += os.read(master, 65536)
                    except OSError:
                        break
                    if b"^R enters room 1" in seen:
                        elapsed = time.perf_counter() - started
                        break
            os.write(master, b"\x11y")
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
            os.close(master)
    if elapsed != elapsed:
        raise RuntimeError(f"companion play drew no usable screen in time: {seen[-300:]!r}")
    return elapsed


def startup_figure(runs: int = 5) -> Figure:
    """Start-up to a usable screen (seconds), without voice."""
    return figure(
        "start-up -> usable screen (no voice)",
        "s",
        [_startup_once() for _ in range(runs)],
        1.5,
    )


def apply_figure(commands: int = 400) -> Figure:
    """Commands applied per second through the session port, log written and flushed."""
    with tempfile.TemporaryDirectory() as tmp:
        deck = standard_deck()
        port = SessionService.new(load_example_table(), deck.deck_list(), 5, Path(tmp) / "a.jsonl")
        port.apply("room enter 1")
        port.apply('challenge add "Bench" 30')
        rates: list[float] = []
        for _ in range(5):
            started = time.perf_counter()
            done = 0
            while done < commands:
                port.apply("turn")
                port.apply("undo")
                done += 2
            rates.append(done / (time.perf_counter() - started))
        port.close()
    return figure("commands applied (logged) per second", "1/s", rates)


async def _paste_peak(chars: int) -> tuple[float, float, float]:
    """The process's peak resident memory after the paste (MB), how much the paste raised it
    (MB), and the seconds the real screen took an unbracketed paste of ``chars`` characters of
    prose on the table screen (the keys arrive one by one, as a terminal without bracketed
    paste sends them)."""
    import resource

    prose = "Grignr swings Mother wildly at the ghoul, because everyone knows ghouls fear steel. "
    text = (prose * (chars // len(prose) + 1))[:chars]
    with tempfile.TemporaryDirectory() as tmp, create_pipe_input() as inp:
        ui = _new_state(Path(tmp), advisor=False)
        sink = open(os.devnull, "w")  # noqa: SIM115 (lives as long as the app)
        output = Vt100_Output(sink, lambda: Size(rows=24, columns=80), term="xterm-256color")
        app = build_app(ui, input=inp, output=output)
        task = asyncio.ensure_future(app.run_async())
        await asyncio.sleep(0.2)
        ui.port.apply("room enter 1")
        await asyncio.sleep(0.2)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        started = time.perf_counter()
        for at in range(0, len(text), 1024):  # the screen reads 1 KB at a time; a pipe
            inp.send_text(text[at : at + 1024])  # holds 64 KB: never fill it
            await asyncio.sleep(0.001)
        idle = 0
        while idle < 5:
            if time.perf_counter() - started > 120:
                raise RuntimeError("the paste was not taken in 120 s")
            await asyncio.sleep(0.01)
            waiting, _, _ = select.select([inp.fileno()], [], [], 0)
            idle = 0 if waiting or app.key_processor.input_queue else idle + 1
        if len(ui.input_buffer.text) < min(chars, 2000) - len(prose):
            raise RuntimeError(f"the paste was not typed: {ui.input_buffer.text[:40]!r}")
        elapsed = time.perf_counter() - started
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        app.exit()
        await task
        ui.port.close()
        sink.close()
    return peak, peak - before / 1024, elapsed


def paste_child(chars: int) -> None:
    """Print one paste's ``[peak MB, growth MB, seconds]`` as JSON (run in a fresh process,
    so the peak is this paste's)."""
    import json

    print(json.dumps(asyncio.run(_paste_peak(chars))))


def paste_figures(sizes: tuple[int, ...] = (10_000, 100_000)) -> list[Figure]:
    """Memory a pasted description costs the screen, each in a fresh process (issue 14.7:
    10 KB took 224 MB and 100 KB over 4 GB before descriptions were capped at 2,000
    characters as they are typed, the rest of a paste dropped at once)."""
    import json

    out = []
    for chars in sizes:
        code = f"from companion.ui.benchmarks import paste_child; paste_child({chars})"
        run = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=300
        )
        peak, grown, seconds = json.loads(run.stdout.strip().splitlines()[-1])
        note = f"unbracketed; the paste added {grown:.1f} MB; taken in {seconds:.2f} s"
        name = f"paste of {chars // 1000} KB -> peak memory of the screen's process"
        out.append(figure(name, "MB", [peak], note=note))
    return out
