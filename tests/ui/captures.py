"""The README's captures of the GM's screen, from a real run at 80x24 (tmux ``capture-pane``):
the table screen, a ruling and the character sheet one key away, and the ``?`` help with
every key. Regenerate after a change to the screen and paste them into README.md::

    python -m tests.ui.captures            # writes artifacts/screen-*.txt and prints them
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from tests.ui.screens import ROOT, Screens

SIZE = (80, 24)
DESCRIPTION = (
    "Grignr, sweating profusely, swings Mother wildly, madly and furiously at the ghouls. "
    '"Die!" he bellowed loudly.'
)


def capture() -> dict[str, str]:
    """Play the first action of ``companion play --seed 7`` and keep four screens: the
    ruling, the sheet over it (``s``), the table screen after the roll, the help."""
    shots: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as home:
        screens = Screens(Path(home), [SIZE])
        screens.start("play --seed 7 --advisor lexicon")
        try:
            screens.wait("advisor detectors")
            screens.send("C-r")
            screens.wait("Room 1 of 6")
            screens.send("C-n")
            screens.wait(':challenge add ""')
            screens.send("Ghoul pack", literal=True)
            screens.send("End", "Space")
            screens.send("--deadly", literal=True)
            screens.send("Enter")
            screens.wait("Ghoul pack 6 deadly")
            screens.send(DESCRIPTION, literal=True)
            screens.send("Enter")
            shots["ruling"] = screens.wait("RULING")[SIZE]
            screens.send("s")
            shots["sheet"] = screens.wait("SHEET")[SIZE]
            screens.send("Escape")
            screens.wait("RULING")
            screens.send("Enter")
            screens.wait("ROLL")
            screens.send("4")
            screens.wait("vs Ghoul pack:")
            screens.send("Right")
            shots["table"] = screens.wait("Lady Vespera of the Lonely Tower acts next")[SIZE]
            screens.send("?")
            shots["help"] = screens.wait("Keys: TABLE")[SIZE]
        finally:
            screens.kill()
    return shots


def main() -> None:
    out = ROOT / "artifacts"
    out.mkdir(exist_ok=True)
    for name, screen in capture().items():
        text = "\n".join(line.rstrip() for line in screen.rstrip("\n").splitlines())
        (out / f"screen-{name}.txt").write_text(text + "\n", encoding="utf-8")
        print(f"--- {name}\n{text}")


if __name__ == "__main__":
    main()
