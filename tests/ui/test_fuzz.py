"""A keystroke fuzzer over the live screen (prompt-toolkit pipe input, seeded random): keys of
every kind, pasted prose (bracketed and not, past the length cap), resizes from 40x12 to
200x60. After every burst the application is alive and no bug was reported; at the end the
log replays to exactly the state the screen shows, and the screen drawn from the replayed
state is the screen shown (issue 13).

``COMPANION_FUZZ_KEYS`` sets how many keys (default 3,000, a few seconds; BENCHMARKS runs use
50,000).
"""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path

from prompt_toolkit.data_structures import Size

from companion.ui.frame import compose
from companion.ui.guard import debug_log_path
from companion.ui.lines import text
from engine import Session, read_log
from engine.state import state_hash
from tests.ui.harness import ENTER, ESC, Live, ctrl, screen_text

#: Keys as a terminal sends them: Enter, Esc, Tab, arrows, paging, F1-F3, Backspace.
SPECIAL = [ENTER, ESC, "\t", "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1b[5~", "\x1b[6~"]
SPECIAL += ["\x1b[H", "\x1b[F", "\x1bOP", "\x1bOQ", "\x1bOR", "\x7f", "\x00"]
#: Every Ctrl key but ^C / ^Q (quit is replaced by a recorder, so they are harmless, yet
#: a run of them would only ask the same question).
CTRL = [ctrl(c) for c in "abdefghklnoprstuvwxyz"]
PROSE = [
    "Grignr swings Mother wildly, madly and furiously at the ooze.",
    "As you know, Bob, the warden fears steel; I hit it with my map?",
    'Lady Vespera: "Yield!" she expostulated, waving 3 parasols / 2 hats…',
    "T u q N y n 1 2 3 0 - = b e x c o t d w i a s k h m r",
    "😀 Érik naïvely tosses a café au lait at the bridge troll",
]
SIZES = [(40, 12), (60, 20), (80, 24), (100, 30), (120, 40), (200, 60), (80, 14)]


def burst(rng: random.Random) -> tuple[str, int, bool]:
    """One burst of input: ``(data, keys pressed, whether it is a paste)``."""
    roll = rng.random()
    if roll < 0.05:
        prose = rng.choice(PROSE) + "\n" + rng.choice(PROSE)
        return "\x1b[200~" + prose + "\x1b[201~", 1, True
    if roll < 0.08:
        prose = rng.choice(PROSE) + "\r" + rng.choice(PROSE)
        return prose, 1, True
    if roll < 0.09:
        return "x" * rng.randint(1900, 2300), 1, True
    keys = []
    for _ in range(rng.randint(1, 6)):
        kind = rng.random()
        if kind < 0.45:
            keys.append(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789-=!?:/ .,TNDFZELHRSy"))
        elif kind < 0.75:
            keys.append(rng.choice(SPECIAL))
        else:
            keys.append(rng.choice(CTRL))
    return "".join(keys), len(keys), False


def fuzz_keys() -> int:
    return int(os.environ.get("COMPANION_FUZZ_KEYS", "3000"))


def test_thousands_of_keys_and_pastes_never_break_the_screen(tmp_path: Path) -> None:
    now = [1_800_000_000.0]
    rng = random.Random(1702019282)
    sent = {"keys": 0, "pastes": 0, "exits": 0}
    modes: set[str] = set()
    sizes: set[tuple[int, int]] = set()

    async def scenario(live: Live) -> None:
        live.ui.exit = lambda: sent.__setitem__("exits", sent["exits"] + 1)
        live.port.apply("room enter 1")
        live.port.apply('challenge add "Weeping ooze" 6')
        while sent["keys"] < fuzz_keys():
            if rng.random() < 0.03:
                columns, rows = rng.choice(SIZES)
                live.output.size = Size(rows=rows, columns=columns)
            now[0] += rng.choice((0.5, 7.0, 60.0))
            data, keys, paste = burst(rng)
            live.input.send_text(data)
            sent["keys"] += keys
            sent["pastes"] += paste
            await live.drain()
            modes.add(live.ui.mode)
            size = live.output.get_size()
            sizes.add((size.columns, size.rows))
            assert not live.task.done(), "the screen stopped"
            assert not live.ui.message.startswith("Internal error"), live.ui.message
        await asyncio.sleep(0.12)
        live.app.invalidate()
        await live.settle()
        shown = screen_text(live.app).splitlines()
        header, events, _ = read_log(live.log)
        replayed = Session.replay(header, events).state
        assert state_hash(replayed) == state_hash(live.port.state)
        size = live.output.get_size()
        frame = compose(replayed, live.ui, now[0], size.columns, size.rows, live.cards)
        drawn = [text(row).rstrip() for row in frame.rows]
        assert shown[: len(drawn)] == drawn

    live = Live(tmp_path, clock=lambda: now[0])

    async def run() -> None:
        async with live:
            await scenario(live)

    asyncio.run(run())
    assert not debug_log_path(live.log).exists(), debug_log_path(live.log).read_text()
    assert sent["keys"] >= fuzz_keys()
    assert {"table", "text", "ruling", "roll", "command", "view"} <= modes, modes
    assert len(sizes) >= 3, sizes
    print(f"fuzz: {sent} modes {sorted(modes)} sizes {sorted(sizes)}")
