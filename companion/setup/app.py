"""The set-up application: the screen over a :class:`SetupSession`, and :func:`run_setup`.

``companion new`` runs it; ``companion play`` can call :func:`run_setup` too and
play the table it returns.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from prompt_toolkit.application import Application
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output

from companion.setup.key_bindings import load_setup_bindings
from companion.setup.layout import STYLE, build_layout
from companion.setup.scripted import import_players
from companion.setup.session import SetupSession
from companion.setup.state import SetupUi

#: Where the table is saved unless the GM says otherwise.
DEFAULT_TABLE = Path("table.toml")


def build_setup_app(
    ui: SetupUi, *, input: Input | None = None, output: Output | None = None
) -> Application[Path | None]:
    """The full-screen set-up application over ``ui``; its result is the saved path or None."""
    layout, body = build_layout(ui)

    def refocus() -> None:
        layout.focus(ui.buffer if ui.mode == "edit" else body)

    ui.refocus = refocus
    return Application(
        layout=layout,
        key_bindings=load_setup_bindings(ui),
        style=STYLE,
        full_screen=True,
        mouse_support=False,
        input=input,
        output=output,
    )


def new_session(player_files: Sequence[Path] = (), seed: int | None = None) -> SetupSession:
    """A set-up session with ``player_files`` imported; ``seed`` fixes every draw."""
    rng = random.Random(seed) if seed is not None else random.Random()
    session = SetupSession(rng)
    import_players(session, player_files)
    return session


def run_setup(
    out_path: Path | None = None,
    player_files: Sequence[Path] = (),
    seed: int | None = None,
    *,
    input: Input | None = None,
    output: Output | None = None,
) -> Path | None:
    """Run the set-up screen until the table is saved (its path) or the GM quits (None).

    ``player_files`` are imported before the screen opens; ``seed`` fixes the
    draft order, picks by lot and the room order. Raises
    :class:`companion.errors.DataFileError` for a player file that does not validate.
    """
    ui = SetupUi(new_session(player_files, seed), out_path or DEFAULT_TABLE)
    return build_setup_app(ui, input=input, output=output).run()
