"""Regenerate ``companion/advisor/data/cliches.txt`` from the lists ``proselint`` ships.

    pip download --no-deps proselint==0.16.0 -d /tmp/pl && unzip /tmp/pl/*.whl -d /tmp/pl
    python -m tests.advisor.make_cliche_list /tmp/pl/proselint/checks/cliches

Two of its lists are clichés in the card's sense ("a phrase worn smooth by overuse"):
write-good's (https://github.com/btford/write-good, MIT) and Garner's (Garner's Modern
American Usage, as proselint collects it, BSD). GNU diction's list is office jargon ("in
reference to", "if and when"), not stock phrases, and is left out. So are the phrases a
dungeon crawl says literally ("bottomless pit", "down the hatch", "over a barrel"), a
card's own name ("red herring") and office or legal phrases; the program reads the list
(:mod:`companion.advisor.checks_cliche`), not proselint.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "companion" / "advisor" / "data" / "cliches.txt"

#: Said literally in a dungeon, a card's name, office or legal language, or a fragment.
LEFT_OUT = {
    "bottomless pit", "filthy vermin", "crushing blow", "in the gutter", "on the rocks",
    "on the spot", "in a word", "pain in the", "on the nose", "over a barrel", "draw the line",
    "down the hatch", "under the counter", "vanquish the enemy", "weed them out",
    "in hot water", "pain and suffering", "point with pride", "out of pocket", "red herring",
    "chase a red herring", "on thin ice", "lose your head", "bulk large", "compleat",
    "decision-making process", "duly authorized", "for free", "in light of",
    "in the final analysis", "in the last analysis", "male chauvinism", "presidential timber",
    "quantum jump", "quantum leap", "redound to one's credit", "redound to the benefit of",
    "thought leaders?", "viable alternative", "whet (?:the|your) appetite",
    "meaningful dialogue", "innocent bystander", "first and foremost", "on the same page",
    "off the wall", "hold your own", "playing with fire", "bury the hatchet",
    "back against the wall",
}  # fmt: skip

HEADER = """\
# Stock phrases for the cliché card's check (companion/advisor/checks_cliche.py), one a line.
# From write-good (https://github.com/btford/write-good, MIT licence, (c) Brian Ford) and
# Garner's Modern American Usage as collected by proselint 0.16.0 (BSD licence,
# (c) 2014-2015 Jordan Suchow, Michael Pacer, Lara A. Ross); a few left out, see
# tests/advisor/make_cliche_list.py, which writes this file.
"""


def main(source: Path) -> None:
    phrases: set[str] = set()
    for name in ("write-good", "garner"):
        for line in (source / name).read_text(encoding="utf-8").splitlines():
            phrase = line.strip()
            if phrase and phrase not in LEFT_OUT:
                phrases.add(phrase)
    OUT.write_text(HEADER + "".join(f"{p}\n" for p in sorted(phrases)), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
