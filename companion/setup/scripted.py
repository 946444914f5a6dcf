"""Set up a table with no screen: import player files, draft by lot or by script, draw the order.

``companion new --import a.toml b.toml ... --draft random|script F`` runs this
path, so tests and scripted demos make the same table the interactive flow
would. A *draft script* is one pick per line, in turn order::

    # comments and blank lines are ignored
    bors ann.1.name        # PLAYER BLOCK: checked against whose turn it is
    ann.2.weapons          # BLOCK alone: the player on turn takes it

Each player's file must hold a complete room; the final room's ``eye_name``
frames the Eye and the first room's ``entrance`` is the way in. A bad pick stops
with ``file:line: why``, quoting the rule it breaks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from companion.errors import DataFileError
from companion.setup.session import SetupError, SetupSession
from companion.tablefile import load_player_file
from companion.textfile import read_text
from companion.tomlfile import locate_key
from engine.draft import BlockRef
from engine.table import Table


def import_players(session: SetupSession, paths: Sequence[Path]) -> None:
    """Add each player file to ``session`` (a clash names the file)."""
    for path in paths:
        file = load_player_file(path)
        earlier = session.sources.get(file.player.id)
        if earlier is not None:
            raise DataFileError(
                str(path),
                f"player id {file.player.id!r} is also used by {earlier}: give each a unique id",
                locate_key(read_text(path, "player file"), ("player", "id")),
                "player.id",
            )
        try:
            session.import_player(file, source=str(path))
        except SetupError as exc:
            raise DataFileError(str(path), str(exc), key="player.id") from None


def play_draft_script(session: SetupSession, path: Path) -> None:
    """Make the picks listed in a draft script file, one per line."""
    text = read_text(path, "draft script")
    for number, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0].split()
        if not body:
            continue
        if len(body) > 2:
            raise DataFileError(str(path), "write one pick per line: [PLAYER] BLOCK", number)
        try:
            session.pick(BlockRef.from_str(body[-1]), body[0] if len(body) == 2 else None)
        except (SetupError, ValueError) as exc:
            raise DataFileError(str(path), str(exc), number) from None
    if not session.draft_done():
        turn = session.whose_turn()
        raise DataFileError(
            str(path),
            f"the script ends before the draft does: {turn} picks next "
            "(seven rounds, one block per player each)",
        )


def build_table(
    paths: Sequence[Path],
    draft: str | Path,
    seed: int,
    name: str | None = None,
) -> Table:
    """A complete table from player files: ``draft`` is ``"random"`` or a draft script path."""
    session = SetupSession(random.Random(seed), name=name or "Quest for the Eye")
    import_players(session, paths)
    while session.step != "save":
        if session.step == "draft" and not session.draft_done():
            if draft == "random":
                while not session.draft_done():
                    session.random_pick()
            else:
                play_draft_script(session, Path(draft))
        if session.step == "order":
            session.draw_order()
        try:
            session.advance()
        except SetupError as exc:
            raise SetupError(f"cannot set up the table at step {session.step!r}: {exc}") from None
    return session.table()
