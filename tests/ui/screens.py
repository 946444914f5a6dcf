"""Drive real ``companion play`` processes in real terminals (tmux) at several sizes at once,
and read what each terminal shows.

One private tmux server (its own socket) holds one session per size; each runs ``companion
play`` as ``make play`` does, with its own config and data folders. Keys go to every
terminal together (``send``), and :meth:`Screens.wait` waits until each shows what the step
expects, so five sizes cost about as much time as one.

The checks a GM's screen must pass at every step (issue 13) are here too:
:func:`problems` finds traceback text, a party member or the acting marker missing, and
words broken in the middle (:class:`Vocabulary`).
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: What must never be on a GM's screen.
CRASH_TEXT = ("Traceback", "Press ENTER to continue", "Unhandled exception", "Internal error")


def companion_command() -> str:
    """``companion`` as ``make play`` runs it: the venv's console script (or the module)."""
    script = Path(sys.executable).parent / "companion"
    if script.exists():
        return shlex.quote(str(script))
    return f"{shlex.quote(sys.executable)} -m companion"


class Screens:
    """``companion play ARGS`` in one tmux terminal per size (``(columns, rows)``)."""

    def __init__(self, home: Path, sizes: Iterable[tuple[int, int]]) -> None:
        self.home = home
        self.socket = f"qc-screens-{uuid.uuid4().hex[:8]}"
        self.sizes = list(sizes)

    def name(self, size: tuple[int, int]) -> str:
        return f"s{size[0]}x{size[1]}"

    def tmux(self, *args: str) -> str:
        out = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True
        )
        return out.stdout

    def start(self, args: str) -> None:
        """Start ``companion play ARGS`` at every size (the pane stays after it exits)."""
        for size in self.sizes:
            home = self.home / self.name(size)
            env = {
                "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_DATA_HOME": str(home / "data"),
                "TERM": "xterm-256color",
                "HOME": str(home),
            }
            envs = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
            line = f"cd {shlex.quote(str(ROOT))} && env {envs} {companion_command()} {args}"
            cols, rows = size
            self.tmux(
                "new-session", "-d", "-s", self.name(size), "-x", str(cols), "-y", str(rows),
                "bash", "-c", f"{line}; sleep 60",
            )  # fmt: skip

    def send(self, *keys: str, literal: bool = False) -> None:
        """Send keys to every terminal: tmux key names (``C-r``, ``Enter``, ``F2``), or
        ``literal`` text, typed as one burst."""
        for size in self.sizes:
            flags = ["-l"] if literal else []
            self.tmux("send-keys", "-t", self.name(size), *flags, "--", *keys)

    def screen(self, size: tuple[int, int]) -> str:
        """What the terminal of ``size`` shows now."""
        return self.tmux("capture-pane", "-p", "-t", self.name(size))

    def wait(
        self,
        ready: Callable[[str], bool] | str,
        timeout: float = 60.0,
        sizes: Iterable[tuple[int, int]] | None = None,
    ) -> dict[tuple[int, int], str]:
        """Wait until every terminal's screen (of ``sizes``, all by default) is ``ready``
        (a predicate, or text it shows) and drawn whole: the same on two looks in a row,
        so a capture that falls in the middle of a redraw is never what a step checks.
        The screens then, by size. ``timeout`` is generous: CI runs the suite on 2 busy
        cores."""
        check = (lambda s: ready in s) if isinstance(ready, str) else ready
        deadline = time.monotonic() + timeout
        shown: dict[tuple[int, int], str] = {}
        pending = list(self.sizes if sizes is None else sizes)
        while pending:
            for size in list(pending):
                text = self.screen(size)
                done = check(text) or any(bad in text for bad in CRASH_TEXT)
                if done and shown.get(size) == text:
                    pending.remove(size)
                shown[size] = text
            if pending:
                if time.monotonic() > deadline:
                    raise AssertionError(
                        f"{ready!r} never appeared at {pending[0]}:\n{shown[pending[0]]}"
                    )
                time.sleep(0.1)
        return shown

    def logs(self, size: tuple[int, int]) -> list[Path]:
        return sorted((self.home / self.name(size) / "data").rglob("session-*.jsonl"))

    def kill(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


class Vocabulary:
    """Every word the GM's screen may show: the words of the program's own text (its
    sources), of the table and deck files, and of what was typed. A word on screen that is
    none of these, nor a prefix of one before an ellipsis, was broken."""

    def __init__(self, files: Iterable[Path], typed: Iterable[str] = ()) -> None:
        self.words: set[str] = set()
        for path in files:
            self.add(path.read_text(encoding="utf-8"))
        for text in typed:
            self.add(text)

    def add(self, text: str) -> None:
        self.words.update(w.lower() for w in re.findall(r"[^\W\d_]+", text))

    def broken(self, screen: str) -> list[str]:
        """Words on ``screen`` that are not whole words (paths and addresses skipped)."""
        out = []
        for chunk in screen.split():
            if "/" in chunk or "\\" in chunk or re.search(r"\.\w{2,5}$", chunk.rstrip(")…")):
                continue
            for m in re.finditer(r"[^\W\d_]+(…)?", chunk):
                word = m.group().rstrip("…").lower()
                if word in self.words:
                    continue
                if m.group().endswith("…") and any(w.startswith(word) for w in self.words):
                    continue
                out.append(m.group())
        return out


def default_vocabulary(typed: Iterable[str] = ()) -> Vocabulary:
    """The program's text (``companion/`` and ``engine/`` sources), the example table, the
    standard deck, and ``typed``."""
    files = [
        *ROOT.glob("companion/**/*.py"),
        *ROOT.glob("engine/*.py"),
        ROOT / "companion" / "data" / "example_table.toml",
        ROOT / "decks" / "standard.toml",
    ]
    return Vocabulary(files, typed)


def problems(
    screen: str, party: Iterable[str], words: Vocabulary, *, acting: bool = True
) -> list[str]:
    """What is wrong with one screen: crash text, a party member (by the name a table calls
    them) or the acting marker missing, broken words."""
    out = [f"shows {bad!r}" for bad in CRASH_TEXT if bad in screen]
    flat = screen.replace("\u00a0", " ")
    out += [f"party member {name!r} missing" for name in party if name not in flat]
    if acting and "▶" not in screen:
        out.append("no ▶ marking who acts")
    out += [f"broken word {w!r}" for w in words.broken(screen)]
    return out
