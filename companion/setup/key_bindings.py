"""Key bindings of the set-up screen, one loader per mode (ptpython style).

Each binding is filtered on the mode, so typing a name or a block never fires a
command key; each handler has a docstring. After every handler the app exits
once the table is saved or the GM has chosen to quit.
"""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.filters import Condition, Filter
from prompt_toolkit.key_binding import (
    KeyBindings,
    KeyBindingsBase,
    KeyPressEvent,
    merge_key_bindings,
)

from companion.setup import panels
from companion.setup import rows as r
from companion.setup.state import SetupUi
from engine.table import BLOCKS

Handler = Callable[[KeyPressEvent], None]


def _finish(ui: SetupUi, event: KeyPressEvent) -> None:
    if ui.done:
        event.app.exit(result=ui.saved)


def _mode(ui: SetupUi, mode: str) -> Filter:
    return Condition(lambda: ui.mode == mode)


def _step(ui: SetupUi, *steps: str) -> Filter:
    return Condition(lambda: ui.mode == "browse" and ui.form is None and ui.session.step in steps)


def _binder(kb: KeyBindings, ui: SetupUi) -> Callable[..., Callable[[Handler], Handler]]:
    """A decorator that binds keys to a handler that then keeps the cursor on a row,
    moves the focus to the mode's control, and exits when the set-up is over."""

    def add(*keys: str, when: Filter) -> Callable[[Handler], Handler]:
        def wrap(handler: Handler) -> Handler:
            def run(event: KeyPressEvent) -> None:
                handler(event)
                count = len(r.rows(ui))
                ui.cursor = max(0, min(ui.cursor, count - 1))
                ui.refocus()
                _finish(ui, event)

            run.__doc__ = handler.__doc__
            kb.add(*keys, filter=when)(run)
            return handler

        return wrap

    return add


def load_browse_bindings(ui: SetupUi) -> KeyBindings:
    """Moving in the list, choosing a row, and the step keys ``n`` ``p`` ``q`` ``s``."""
    kb = KeyBindings()
    browse = _mode(ui, "browse")
    bind = _binder(kb, ui)

    def add(*keys: str, when: Filter = browse) -> Callable[[Handler], Handler]:
        return bind(*keys, when=when)

    @add("up")
    @add("k")
    def _(event: KeyPressEvent) -> None:
        """Select the row above."""
        ui.cursor -= 1

    @add("down")
    @add("j")
    def _(event: KeyPressEvent) -> None:
        """Select the row below."""
        ui.cursor += 1

    @add("pageup")
    def _(event: KeyPressEvent) -> None:
        """Up ten rows."""
        ui.cursor -= 10

    @add("pagedown")
    def _(event: KeyPressEvent) -> None:
        """Down ten rows."""
        ui.cursor += 10

    @add("enter")
    def _(event: KeyPressEvent) -> None:
        """Choose the selected row: take the pick, open the form, edit the field."""
        items = r.rows(ui)
        if items:
            r.choose(ui, items[min(ui.cursor, len(items) - 1)])

    @add("escape", when=browse & Condition(lambda: ui.form is not None))
    def _(event: KeyPressEvent) -> None:
        """Close the form."""
        ui.close_form()

    @add("n", when=browse & Condition(lambda: ui.form is None))
    def _(event: KeyPressEvent) -> None:
        """Go to the next step, or say what is still missing."""
        if ui.attempt(ui.session.advance):
            ui.moved()

    @add("p", when=browse & Condition(lambda: ui.form is None))
    def _(event: KeyPressEvent) -> None:
        """Go back one step."""
        if ui.attempt(ui.session.back):
            ui.moved()

    @add("s")
    def _(event: KeyPressEvent) -> None:
        """Show or hide room secrets."""
        ui.show_secrets = not ui.show_secrets
        ui.say("secrets shown: only the room's GM and the next GM look" if ui.show_secrets else "")

    @add("?")
    def _(event: KeyPressEvent) -> None:
        """Say what this screen is for and every key it takes."""
        ui.say(panels.help_text(ui))

    @add("q")
    @add("c-c", when=Condition(lambda: ui.mode != "edit"))
    def _(event: KeyPressEvent) -> None:
        """Ask, then quit without saving."""
        ui.ask("Quit without saving the table?", _quit(ui))

    return kb


def _quit(ui: SetupUi) -> Callable[[], None]:
    def quit_() -> None:
        ui.saved, ui.done = None, True

    return quit_


def load_step_bindings(ui: SetupUi) -> KeyBindings:
    """Keys of one step: ``i`` ``a`` ``d`` for players; ``r`` ``u`` and digits in the draft."""
    kb = KeyBindings()
    add = _binder(kb, ui)

    @add("i", when=_step(ui, "players"))
    def _(event: KeyPressEvent) -> None:
        """Import a player's own file (their summaries and room)."""
        r.ask_import(ui)

    @add("a", when=_step(ui, "players"))
    def _(event: KeyPressEvent) -> None:
        """Add a player by name, to type their summaries in."""
        r.ask_name(ui)

    @add("d", when=_step(ui, "players"))
    def _(event: KeyPressEvent) -> None:
        """Remove the selected player (asks first)."""
        players = ui.session.players
        if ui.cursor < len(players):
            player = players[ui.cursor]
            ui.ask(f"Remove {player.name}?", lambda: ui.session.remove_player(player.id))

    @add("r", when=_step(ui, "draft"))
    def _(event: KeyPressEvent) -> None:
        """The player on turn takes a legal block by lot."""
        who = ui.session.whose_turn()
        if ui.attempt(ui.session.random_pick):
            last = ui.session.draft.picks[-1] if ui.session.draft else None
            ui.say(f"{ui.session.who(who or '')} took {last.block if last else ''} by lot", "ok")
            ui.cursor = 0

    @add("u", when=_step(ui, "draft"))
    def _(event: KeyPressEvent) -> None:
        """Take back the last pick."""
        if ui.attempt(ui.session.undo_pick):
            ui.say("last pick taken back", "ok")

    for digit in range(8):

        @add(str(digit), when=_step(ui, "draft"))
        def _(event: KeyPressEvent) -> None:
            """List only one kind of block (``1`` name ... ``7`` equipment); ``0`` all."""
            n = int(event.key_sequence[0].key)
            ui.draft_filter = BLOCKS[n - 1] if n else None
            ui.cursor = 0

    return kb


def load_edit_bindings(ui: SetupUi) -> KeyBindings:
    """``Esc`` cancels the line being typed (``Enter`` keeps it: the buffer's accept)."""
    kb = KeyBindings()

    @kb.add("escape", filter=_mode(ui, "edit"), eager=True)
    def _(event: KeyPressEvent) -> None:
        """Cancel the line; nothing changes."""
        ui.stop_edit()
        ui.say("")
        ui.refocus()

    return kb


def load_ask_bindings(ui: SetupUi) -> KeyBindings:
    """``y`` / ``n`` answer the open question; ``Esc`` is no."""
    kb = KeyBindings()
    asking = _mode(ui, "ask")

    @kb.add("y", filter=asking)
    def _(event: KeyPressEvent) -> None:
        """Yes."""
        ui.answer(True)
        ui.cursor = max(0, min(ui.cursor, len(r.rows(ui)) - 1))
        ui.refocus()
        _finish(ui, event)

    @kb.add("n", filter=asking)
    @kb.add("escape", filter=asking)
    def _(event: KeyPressEvent) -> None:
        """No."""
        ui.answer(False)

    return kb


def load_setup_bindings(ui: SetupUi) -> KeyBindingsBase:
    """Every binding of the set-up screen."""
    return merge_key_bindings(
        [
            load_browse_bindings(ui),
            load_step_bindings(ui),
            load_edit_bindings(ui),
            load_ask_bindings(ui),
        ]
    )
