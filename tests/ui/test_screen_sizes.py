"""A whole room of ``companion play`` in real terminals at 60x20, 80x24, 100x30, 120x40 and
200x60, with the keys a GM uses, every screen checked (issue 13): no traceback text, every
party member and the ▶ of the one acting on screen, no word broken in the middle, the ``?``
help complete. It starts as the reported crash did (``--seed 1702019282``, a challenge, a
long description typed straight onto the table screen, the ruling accepted at 80x24)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.ui.keymap import help_lines
from companion.ui.panels.help import help_rows
from tests.system import require_program
from tests.ui.screens import Screens, default_vocabulary, problems

SIZES = [(60, 20), (80, 24), (100, 30), (120, 40), (200, 60)]
PARTY = ("Thrudd", "Grignr", "Lady Vespera", "Pellinor", "Carthena", "Ulfgar")
CHARGE = (
    "Grignr charges the ooze like a hungry accountant chasing a tax refund, because my sword "
    "master always said oozes fear steel, and I swing Mother at it"
)
PARASOL = "Lady Vespera waves her parasol imperiously, haughtily and grandly at the ooze"
THREAT = "The ooze splits in two and lunges"
REACTION = "Pellinor ducks behind his enormous map"
TYPED = (CHARGE, PARASOL, THREAT, REACTION, "Weeping ooze")


@pytest.fixture
def screens(tmp_path: Path) -> Iterator[Screens]:
    require_program("tmux")
    s = Screens(tmp_path, SIZES)
    yield s
    s.kill()


class Room:
    """The steps of the room, each checked at every size."""

    def __init__(self, screens: Screens) -> None:
        self.screens = screens
        self.words = default_vocabulary(TYPED)
        self.seen: dict[str, dict[tuple[int, int], str]] = {}

    def step(
        self, name: str, expect: str, *keys: str, literal: bool = False, page: bool = False
    ) -> None:
        if keys:
            self.screens.send(*keys, literal=literal)
        shown = self.screens.wait(expect)
        self.seen[name] = shown
        for size, screen in shown.items():
            party = () if page else PARTY
            if " TYPING " in screen or " COMMAND " in screen:
                # The line being edited scrolls sideways like any line editor; the
                # description is shown whole above it, wrapped between words.
                screen = screen.rstrip("\n").rsplit("\n", 1)[0]
            found = problems(screen, party, self.words, acting=not page)
            assert not found, f"{name} at {size[0]}x{size[1]}: {found}\n{screen}"

    def help_complete(self) -> None:
        """Every key of the table screen is on the help page (scrolled where it must)."""
        wanted = help_rows("table", {})
        assert len(wanted) > len(help_lines("table"))
        for size in SIZES:
            pages = [self.screens.screen(size)]
            for _ in range(5):
                m = re.search(r"lines (\d+)-(\d+) of (\d+)", pages[-1])
                if not m or m.group(2) == m.group(3):
                    break
                self.screens.tmux("send-keys", "-t", self.screens.name(size), "PageDown")
                before = m.group()
                pages.append(self.screens.wait(lambda s, b=before: b not in s, sizes=[size])[size])
            seen = "\n".join(pages)
            missing = [(k, t) for k, t in wanted if k not in seen or t not in seen]
            assert not missing, f"help at {size[0]}x{size[1]} lacks {missing}:\n{seen}"


def test_a_whole_room_at_five_sizes(screens: Screens) -> None:
    screens.start("play --seed 1702019282")
    room = Room(screens)
    room.step("start", "^R enters room 1")
    room.step("room", "Room 1 of 6", "C-r")
    room.step("help", "Keys: TABLE", "?", page=True)
    room.help_complete()
    room.step("help closed", "TABLE ", "Escape")
    room.step("new challenge", ':challenge add ""', "C-n")
    room.step("challenge", 'Weeping ooze" 6', "Weeping ooze", literal=True)
    screens.send("Enter")
    room.step("challenge added", "appears")
    room.step("typing", "TYPING", CHARGE, literal=True)
    room.step("ruling", "RULING", "Enter")
    room.step("sheet", "SHEET", "F2", page=True)
    room.step("sheet closed", "RULING", "Escape")
    room.step("cards", "CARDS", "k", page=True)
    room.step("cards closed", "RULING", "Escape")
    screens.send("1")
    room.step("card key", lambda s: "Added " in s or "Removed " in s)
    room.step("accepted", "ROLL", "Enter")
    room.step("rolled", " vs Weeping ooze: ", "4")
    room.step("next", "Lady Vespera of the Lonely Tower acts next", "Right")
    room.step("second", "TYPING", PARASOL, literal=True)
    room.step("second ruling", "RULING", "Enter")
    room.step("second roll", "ROLL", "Enter")
    room.step("second outcome", "Lady Vespera of the Lonely Tower vs", "r")
    room.step("pellinor", "Pellinor the Cartographer acts next", "Right")
    room.step("gm action", "GM action on", "C-g")
    room.step("threat", THREAT[:20], THREAT, literal=True)
    room.step("must react", "must react", "Enter")
    room.step("reaction", REACTION[:20], REACTION, literal=True)
    room.step("reaction ruling", "RULING", "Enter")
    room.step("reaction roll", "ROLL", "Enter")
    room.step("reaction outcome", "Pellinor the Cartographer vs Weeping ooze:", "5")
    room.step("turn", "Turn 1", "C-t")
    room.step("moves", "More moves", "C-x")
    room.step("rest", "rests one turn", "r")
    room.step("pause", "(paused)", "C-p")
    room.step("unpause", lambda s: "(paused)" not in s, "C-p")
    room.step("messages", "MESSAGES", "C-l", page=True)
    room.step("messages closed", "TABLE ", "Escape")
    room.step("next room asks", "Enter room 2 anyway?", "C-r")
    room.step("room 2", "Room 2 of 6", "y")
    screens.send("C-q")
    screens.wait("Quit?")
    screens.send("y")
    screens.wait("Session log:")
    for size in SIZES:
        (log,) = screens.logs(size)
        types = [json.loads(line)["type"] for line in log.read_text().splitlines()[1:]]
        assert types.count("action_resolved") == 3, size
        assert types.count("room_entered") == 2, size
        assert not log.with_suffix(".debug.log").exists(), log.with_suffix(".debug.log").read_text()
