"""One unbracketed paste into the live screen of whichever checkout is on ``PYTHONPATH``, to
compare this screen with an older one (BENCHMARKS.md, issue 14.7); prints ``[MB the paste
added to the peak resident memory, seconds, characters kept]``::

    PYTHONPATH=OLD_CHECKOUT python tests/ui/paste_compare.py 10000 old   # Enter opens the line
    PYTHONPATH=. python tests/ui/paste_compare.py 100000 new              # typing opens it

Works with the session port of older checkouts and the session service of newer ones.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import select
import sys
import tempfile
import time
from pathlib import Path

from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output.vt100 import Vt100_Output

from companion.deck import standard_deck
from companion.tablefile import load_example_table
from companion.ui.app import build_app
from companion.ui.state import UiState

try:
    from companion.session import SessionService as Port
except ImportError:  # checkouts before the session service
    from companion.ui.session_port import SessionPort as Port  # type: ignore[no-redef]


async def main(chars: int, old: bool) -> None:
    prose = "Grignr swings Mother wildly at the ghoul, because everyone knows ghouls fear steel. "
    text = (prose * (chars // len(prose) + 1))[:chars]
    with tempfile.TemporaryDirectory() as tmp, create_pipe_input() as inp:
        deck = standard_deck()
        port = Port.new(load_example_table(), deck.deck_list(), 11, Path(tmp) / "b.jsonl")
        ui = UiState(port=port, card_names={c.id: c.name for c in deck.cards})
        sink = open(os.devnull, "w")  # noqa: SIM115 (lives as long as the app)
        out = Vt100_Output(sink, lambda: Size(rows=24, columns=80), term="xterm-256color")
        app = build_app(ui, input=inp, output=out)
        task = asyncio.ensure_future(app.run_async())
        await asyncio.sleep(0.3)
        port.apply("room enter 1")
        if old:
            inp.send_text("\r")
        await asyncio.sleep(0.3)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        t = time.perf_counter()
        for at in range(0, len(text), 1024):  # the screen reads 1 KB at a time
            inp.send_text(text[at : at + 1024])
            await asyncio.sleep(0.001)
        idle = 0
        while idle < 5:
            await asyncio.sleep(0.01)
            w, _, _ = select.select([inp.fileno()], [], [], 0)
            idle = 0 if w or app.key_processor.input_queue else idle + 1
        dt = time.perf_counter() - t
        grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
        app.exit()
        await task
        port.close()
        sink.close()
        print(json.dumps([round(grown, 1), round(dt, 2), len(ui.input_buffer.text)]))


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), sys.argv[2] == "old"))
