"""What the GM rules on is readable on a small terminal: ``companion play`` in real terminals
(tmux) at 60x20 and 40x12, the keys an independent tester used.

The tester at 60x20: the description stopped at "oozes fear…" and "steel, and I swing Mother
at it" could not be read anywhere (Tab, h, F2), and the Weeping ooze's row was gone from the
challenges. At 40x12 the ruling showed neither the challenge, the cards nor the toggles.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from companion.deck import standard_deck
from engine import Session, read_log
from tests.system import require_program
from tests.ui.screens import CRASH_TEXT, Screens

SMALL, TINY = (60, 20), (40, 12)
CHARGE = (
    "Grignr charges the ooze like a hungry accountant chasing a tax refund, because my sword "
    "master always said oozes fear steel, and I swing Mother at it"
)


@pytest.fixture
def screens(tmp_path: Path) -> Iterator[Screens]:
    require_program("tmux")
    s = Screens(tmp_path, [SMALL, TINY])
    yield s
    s.kill()


def flat(screen: str) -> str:
    """The screen's words in one line (wrapping and the page's indent undone)."""
    return " ".join(screen.split())


def ruling_cards(screens: Screens, size: tuple[int, int]) -> list[str]:
    """The names of the cards in the pending ruling, from the session log replayed."""
    names = {c.id: c.name for c in standard_deck().cards}
    (log,) = screens.logs(size)
    header, events, _ = read_log(log)
    pending = Session.replay(header, events).state.pending
    assert pending is not None
    return [names[c] for c in dict.fromkeys(pending.ruling.cards)]


def until(screens: Screens, size: tuple[int, int], ready: Callable[[str], bool]) -> str:
    """The screen of one terminal once ``ready`` and drawn whole (:meth:`Screens.wait`)."""
    return screens.wait(ready, sizes=[size])[size]


def whole_page(screens: Screens, size: tuple[int, int]) -> str:
    """Every line of the page on one terminal, paging down to its end."""
    seen = [screens.screen(size)]
    for _ in range(8):
        m = re.search(r"lines (\d+)-(\d+) of (\d+)", seen[-1])
        if m is None or m.group(2) == m.group(3):
            break
        before = m.group()
        screens.tmux("send-keys", "-t", screens.name(size), "PageDown")
        seen.append(until(screens, size, lambda s, b=before: b not in s))
    return "\n".join(seen)


def test_a_ruling_on_a_small_terminal_shows_what_the_gm_rules_on(screens: Screens) -> None:
    screens.start("play --seed 1702019282")
    screens.wait("^R enters room 1")
    # The advisor loads off the screen's thread; its suggestion is what makes the ruling
    # long. At 40 columns the status line has no room to say "advisor", so 60x20 tells.
    screens.wait(lambda s: "advisor" not in s or "advisor loading" not in s, timeout=60)
    until(screens, SMALL, lambda s: "advisor" in s and "advisor loading" not in s)
    screens.send("C-r")
    screens.wait("Room 1")
    screens.send("C-n")
    screens.wait(':challenge add ""')
    screens.send("Weeping ooze", literal=True)
    screens.send("Enter")
    screens.wait("Challenge Weeping ooze (rating")
    screens.send("Enter")
    screens.wait("TYPING")
    screens.send(CHARGE, literal=True)
    screens.send("Enter")
    shown = screens.wait("RULING")
    for size, screen in shown.items():
        assert not [bad for bad in CRASH_TEXT if bad in screen], screen
        words = flat(screen)
        assert "target: Weeping ooze (6)" in words, f"{size}:\n{screen}"
        for name in ruling_cards(screens, size):
            assert name in words, f"{name} at {size}:\n{screen}"
        if CHARGE not in words:
            assert "… v whole" in screen, f"the cut description says how to read it:\n{screen}"
    small = shown[SMALL]
    assert any("Weeping ooze 6 ✓0/5" in row for row in small.splitlines()), small
    assert "oozes fear steel, and I swing Mother at it" not in flat(small), "cut at 60x20"

    screens.send("v")
    pages = screens.wait("ACTION")
    for size in pages:
        page = whole_page(screens, size)
        assert f"“{CHARGE}”" in flat(page), f"the whole description at {size}:\n{page}"
        assert "Weeping ooze 6" in page
        for toggle in ("[b]", "[e]", "[c]", "[x]", "[o]", "[t]"):
            assert toggle in page
    screens.send("Escape")
    back = screens.wait("RULING")
    assert all("ACTION" not in s for s in back.values())
