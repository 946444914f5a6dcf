"""Typing is safe (issue 13): on every screen where a description is expected, 200 varied
sentences typed without pressing Enter first change nothing but the description.

The screens: the table screen of a fresh room, the table screen after an outcome, the line a
GM action opens for the reaction, and the line Esc opens to add words to a ruling. Each
sentence is typed as one burst (a fast typist, or a paste without bracketing), then Enter;
the log must then hold exactly the events of that one description, with its text whole.
``COMPANION_TYPING_SENTENCES`` changes the number (200).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from pathlib import Path

from companion.ui import flow
from tests.ui.harness import ENTER, ESC, Live, ctrl

#: Words and marks the sentences are made of: the names at the table, the letters that were
#: keys before (T turn, u undo, q quit, N next room, y/n answers, digits for cards), colons,
#: question marks and slashes inside sentences, and text beyond ASCII.
STARTS = [
    "Thrudd", "Grignr", "Lady Vespera", "Pellinor", "Carthena", "Ulfgar", "I", "We", "T",
    "u", "q", "N", "y", "n", "a", "Then", '"Yield!"', "(quietly)", "3", "12", "Érik", "Ölaf",
    "¡Ay!", "Ça", "D", "F", "Z", "E", "L", "H", "R", "S", "g", "v", "p", "b", "e", "x", "o",
]  # fmt: skip
WORDS = [
    "swings", "his", "axe", "at", "the", "ooze", "wildly", "madly", "and", "furiously",
    "because", "my", "sword", "master", "said", "so", "u", "q", "T", "N", "D", "y", "n", "1",
    "2", "0", "-", "=", "?", ":", "/", "!", "...", "like", "a", "hungry", "accountant", "—",
    "Mother", "parasol", "map", "ghoul", "cat", "warden", "bellowed", "loudly", "it", "is",
    "obvious", "every", "fool", "knows", "café", "naïve", "😀", "x", "o", "t", "c", "b", "e",
]  # fmt: skip
ENDS = [".", "!", "?", "…", "", " ", ", he said.", ":", "!!"]


def sentences(n: int, seed: int) -> list[str]:
    """``n`` varied sentences, never starting with ``?``, ``:`` or ``/`` (the keys a
    description cannot begin with, by design)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        body = [rng.choice(STARTS)] + [rng.choice(WORDS) for _ in range(rng.randint(2, 18))]
        out.append(" ".join(body) + rng.choice(ENDS))
    return out


def new_events(live: Live, before: int) -> list[dict[str, object]]:
    lines = live.log.read_text(encoding="utf-8").splitlines()[1:]
    return [json.loads(line) for line in lines[before:]]


def count(live: Live) -> int:
    return len(live.log.read_text(encoding="utf-8").splitlines()) - 1


async def typed_is_only_the_description(
    live: Live, sentence: str, expected: list[str], reset: str, reopen: bool = False
) -> None:
    """Type ``sentence`` (one burst), Enter: the new events are ``expected`` types and the
    utterance is the sentence. Then ``reset`` (a command applied directly, not a key: the
    screen under test is the one typed on) and, with ``reopen``, the description line opened
    again as Esc opens it."""
    before = count(live)
    live.input.send_text(sentence)
    await live.drain()
    assert live.ui.mode == "text", (sentence, live.screen)
    live.input.send_text(ENTER)
    await live.drain()
    got = new_events(live, before)
    assert [e["type"] for e in got] == expected, (sentence, got)
    (said,) = [e for e in got if e["type"] == "utterance"]
    assert said["text"] == sentence.strip(), sentence
    live.port.apply(reset)
    flow.sync_mode(live.ui)
    if reopen:
        flow.start_typing(live.ui, "act")


def test_200_sentences_on_every_screen_that_expects_a_description(tmp_path: Path) -> None:
    said = sentences(int(os.environ.get("COMPANION_TYPING_SENTENCES", "200")), seed=13)

    async def scenario(live: Live) -> None:
        await live.keys(ctrl("r"), ":")
        await live.type('challenge add "Weeping ooze" 6')
        await live.keys(ENTER)
        opened = ["action_opened", "utterance"]
        for sentence in said:  # the table screen of a fresh room
            await typed_is_only_the_description(live, sentence, opened, "cancel")
        await live.type("Grignr swings")
        await live.keys(ENTER, ENTER, "4")
        assert live.port.state.last is not None
        for sentence in said:  # the table screen after an outcome
            await typed_is_only_the_description(live, sentence, opened, "cancel")
        await live.keys(ctrl("g"))
        await live.type("The ooze lunges")
        await live.keys(ENTER)
        assert live.ui.mode == "text"
        assert "must react" in live.screen
        for sentence in said:  # the reaction a GM action asks for
            await typed_is_only_the_description(live, sentence, ["utterance"], "undo", True)
        await live.keys(ESC, "w")
        await live.type("Pellinor unrolls his map")
        await live.keys(ENTER, ESC)
        await live.until(lambda: live.ui.mode == "text")
        for sentence in said:  # words added to a ruling (Esc opened the line)
            await typed_is_only_the_description(live, sentence, ["utterance"], "undo", True)

    async def run() -> None:
        async with Live(tmp_path) as live:
            await scenario(live)

    asyncio.run(run())
