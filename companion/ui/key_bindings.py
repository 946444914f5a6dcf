"""Key bindings of the live screen, one loader per mode (ptpython style).

Every loader is ``load_*_bindings(ui) -> KeyBindings``; the keys come from
:mod:`companion.ui.keymap` (remappable in the config), each handler has a docstring, and each
binding is filtered on the mode (:mod:`companion.ui.filters`), so typing a description never
fires a key command. Handlers call :mod:`companion.ui.flow`, the same functions the command
line and voice use, then ask the state to move the focus to the mode's input.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable

from prompt_toolkit.filters import Filter
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent, merge_key_bindings

from companion.ui import filters, flow
from companion.ui.keymap import ANYWHERE, KEYMAP, KeyAction, remapped
from companion.ui.panels.pool import POOL_KEYS
from companion.ui.state import UiState

Handler = Callable[[KeyPressEvent], None]


def guarded(ui: UiState, action: Callable[[], None]) -> None:
    """Run a key's action; a bug in it becomes a red line (the traceback goes next to the
    session log), never a frozen screen. Engine errors are handled in :func:`flow.run`."""
    try:
        action()
    except Exception as exc:
        where = ui.port.log_path.with_suffix(".errors.txt")
        with where.open("a", encoding="utf-8") as fp:
            traceback.print_exc(file=fp)
        ui.say(f"Internal error ({type(exc).__name__}: {exc}); details in {where}", error=True)


def _digit(event: KeyPressEvent) -> int:
    """The pool position (0-based) of a pool key: ``1``-``9`` are 0-8, ``0`` is 9, then
    ``-`` and ``=``."""
    return POOL_KEYS.index(event.key_sequence[0].key)


def bind(
    ui: UiState, actions: tuple[KeyAction, ...], handlers: dict[str, Handler], when: Filter
) -> KeyBindings:
    """Bind each action's keys (after the config's remaps) to its handler, under ``when``."""
    kb = KeyBindings()
    for action in remapped(actions, ui.keys):
        handler = handlers[action.name]

        def run(event: KeyPressEvent, handler: Handler = handler) -> None:
            ui.latency_from = time.perf_counter()
            guarded(ui, lambda: handler(event))
            ui.refocus()

        run.__doc__ = handler.__doc__
        for key in action.keys:
            kb.add(" " if key == "space" else key, filter=when)(run)
    return kb


def load_anywhere_bindings(ui: UiState) -> KeyBindings:
    """``:`` ``?`` ``Tab`` ``q`` outside text entry; ``Ctrl-C`` everywhere."""

    def command_line(event: KeyPressEvent) -> None:
        """Open the command line."""
        flow.open_command_line(ui)

    def show_help(event: KeyPressEvent) -> None:
        """Show the key map of the current screen."""
        ui.enter("help")

    def next_panel(event: KeyPressEvent) -> None:
        """Select the next panel (it is outlined)."""
        ui.focus += 1

    def quit_(event: KeyPressEvent) -> None:
        """Ask, then quit."""
        flow.request_quit(ui)

    def push_to_talk(event: KeyPressEvent) -> None:
        """Start or stop recording (push-to-talk mode)."""
        if ui.mic_status == "off":
            ui.say("Voice is off: start with `companion play --voice`.", error=True)
            return
        ui.push_to_talk()

    handlers: dict[str, Handler] = {
        "push-to-talk": push_to_talk,
        "command-line": command_line,
        "help": show_help,
        "next-panel": next_panel,
        "quit": quit_,
    }
    kb = bind(ui, ANYWHERE, handlers, filters.anywhere(ui))

    @kb.add("c-c")
    def _(event: KeyPressEvent) -> None:
        """Ctrl-C in any mode: ask, then quit."""
        if ui.mode != "ask":
            flow.request_quit(ui)
            ui.refocus()

    return kb


def load_text_bindings(ui: UiState) -> KeyBindings:
    """Typing a description: only Enter and Esc are commands; every other key types."""

    def submit(event: KeyPressEvent) -> None:
        """Submit the description: the advisor suggests at once."""
        flow.submit_text(ui)

    def leave_text(event: KeyPressEvent) -> None:
        """Stop typing; back to the ruling (or the table)."""
        flow.leave_typing(ui)

    handlers: dict[str, Handler] = {"submit": submit, "leave-text": leave_text}
    return bind(ui, KEYMAP["text"], handlers, filters.in_mode(ui, "text"))


def load_ruling_bindings(ui: UiState) -> KeyBindings:
    """A suggestion on screen: one key per toggle, Enter accepts."""

    def toggle_card(event: KeyPressEvent) -> None:
        """Toggle the pool card with this number."""
        flow.toggle_card(ui, _digit(event))

    def toggle(name: str) -> Handler:
        def handler(event: KeyPressEvent) -> None:
            flow.toggle_bonus(ui, name)

        handler.__doc__ = f"Toggle the {name} bonus."
        return handler

    def cycle_clever(event: KeyPressEvent) -> None:
        """Clever 0, +1, +2."""
        flow.cycle_clever(ui)

    def toggle_overwhelming(event: KeyPressEvent) -> None:
        """Overwhelming success possible, or not."""
        flow.toggle_overwhelming(ui)

    def next_target(event: KeyPressEvent) -> None:
        """The next challenge as target (then none)."""
        flow.next_target(ui)

    def extra_discard(event: KeyPressEvent) -> None:
        """Choose the extra discard by number."""
        ui.mode = "discard"

    def undo(event: KeyPressEvent) -> None:
        """Undo the last edit."""
        flow.undo(ui)

    def confirm(event: KeyPressEvent) -> None:
        """Accept the ruling and go to the roll."""
        flow.confirm(ui)

    def add_text(event: KeyPressEvent) -> None:
        """Add to the description; the advisor looks again."""
        ui.text_purpose = "act"
        ui.input_buffer.reset()
        ui.mode = "text"

    def withdraw(event: KeyPressEvent) -> None:
        """Withdraw the pending action."""
        flow.run(ui, "cancel")

    def ignores_threat(event: KeyPressEvent) -> None:
        """The reaction to a GM action does not address the threat (automatic partial
        failure on confirm)."""
        flow.toggle_ignores_threat(ui)

    handlers: dict[str, Handler] = {
        "toggle-card": toggle_card,
        "toggle-background": toggle("background"),
        "toggle-equipment": toggle("equipment"),
        "toggle-contradiction": toggle("contradiction"),
        "cycle-clever": cycle_clever,
        "toggle-overwhelming": toggle_overwhelming,
        "next-target": next_target,
        "extra-discard": extra_discard,
        "undo": undo,
        "confirm": confirm,
        "add-text": add_text,
        "withdraw": withdraw,
        "ignores-threat": ignores_threat,
    }
    return bind(ui, KEYMAP["ruling"], handlers, filters.in_mode(ui, "ruling"))


def load_discard_bindings(ui: UiState) -> KeyBindings:
    """Choosing the optional extra discard."""

    def discard_card(event: KeyPressEvent) -> None:
        """Discard this pool card as the extra card."""
        flow.choose_discard(ui, _digit(event))

    def no_discard(event: KeyPressEvent) -> None:
        """No extra discard."""
        flow.choose_discard(ui, None)

    def cancel(event: KeyPressEvent) -> None:
        """Back to the ruling unchanged."""
        ui.mode = "ruling"

    handlers: dict[str, Handler] = {
        "discard-card": discard_card,
        "no-discard": no_discard,
        "cancel": cancel,
    }
    return bind(ui, KEYMAP["discard"], handlers, filters.in_mode(ui, "discard"))


def load_roll_bindings(ui: UiState) -> KeyBindings:
    """The roll prompt: roll here or enter the physical die."""

    def roll(event: KeyPressEvent) -> None:
        """Roll the die here."""
        flow.roll(ui)

    def physical_die(event: KeyPressEvent) -> None:
        """The die rolled at the table."""
        flow.roll(ui, int(event.key_sequence[0].key))

    def undo(event: KeyPressEvent) -> None:
        """Undo: back to the ruling."""
        flow.undo(ui)

    handlers: dict[str, Handler] = {
        "roll": roll,
        "physical-die": physical_die,
        "undo": undo,
        "back": undo,
    }
    return bind(ui, KEYMAP["roll"], handlers, filters.in_mode(ui, "roll"))


def load_command_bindings(ui: UiState) -> KeyBindings:
    """The ``:`` command line: Enter runs, Tab completes, Esc closes."""

    def run_command(event: KeyPressEvent) -> None:
        """Run the command as typed (a completion picked from the menu is already in it)."""
        ui.command_buffer.complete_state = None
        flow.run_command_line(ui)

    def complete(event: KeyPressEvent) -> None:
        """Complete the word being typed (again: the next candidate)."""
        buf = ui.command_buffer
        if buf.complete_state:
            buf.complete_next()
        else:
            buf.start_completion(select_first=False, insert_common_part=True)

    def close(event: KeyPressEvent) -> None:
        """Close the command line."""
        ui.command_buffer.reset()
        ui.leave_overlay()

    handlers: dict[str, Handler] = {
        "run-command": run_command,
        "complete": complete,
        "close": close,
    }
    return bind(ui, KEYMAP["command"], handlers, filters.in_mode(ui, "command"))


def load_ask_bindings(ui: UiState) -> KeyBindings:
    """A yes/no question."""

    def yes(event: KeyPressEvent) -> None:
        """Yes."""
        flow.answer(ui, True)

    def no(event: KeyPressEvent) -> None:
        """No."""
        flow.answer(ui, False)

    return bind(ui, KEYMAP["ask"], {"yes": yes, "no": no}, filters.asking(ui))


def load_help_bindings(ui: UiState) -> KeyBindings:
    """The help screen."""

    def close_help(event: KeyPressEvent) -> None:
        """Close the help."""
        ui.leave_overlay()

    return bind(ui, KEYMAP["help"], {"close-help": close_help}, filters.showing_help(ui))


def load_secrets_bindings(ui: UiState) -> KeyBindings:
    """The secret notes overlay."""

    def hide_secrets(event: KeyPressEvent) -> None:
        """Hide the notes."""
        flow.toggle_secrets(ui)

    return bind(
        ui, KEYMAP["secrets"], {"hide-secrets": hide_secrets}, filters.in_mode(ui, "secrets")
    )


def load_live_bindings(ui: UiState) -> KeyBindings:
    """Every binding of the live screen."""
    from companion.ui.table_bindings import load_table_bindings

    return merge_key_bindings(
        [
            load_anywhere_bindings(ui),
            load_table_bindings(ui),
            load_text_bindings(ui),
            load_ruling_bindings(ui),
            load_discard_bindings(ui),
            load_roll_bindings(ui),
            load_command_bindings(ui),
            load_ask_bindings(ui),
            load_help_bindings(ui),
            load_secrets_bindings(ui),
        ]
    )
