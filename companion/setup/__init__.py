"""Table set-up: players, summaries, the draft, details, rooms, the room order, the Eye.

Public API::

    run_setup(out_path=None, player_files=(), seed=None, *, input=None, output=None)
        -> Path | None           the interactive screen; the saved table's path, or None
    build_table(paths, draft, seed, name=None) -> Table
                                 the scripted path: player files, a draft by lot or script
    SetupSession(rng, name=...)  the pure core the screen drives; SetupError its refusals
"""

from companion.setup.app import build_setup_app, run_setup
from companion.setup.scripted import build_table
from companion.setup.session import SetupError, SetupSession
from companion.setup.steps import STEPS

__all__ = ["STEPS", "SetupError", "SetupSession", "build_setup_app", "build_table", "run_setup"]
