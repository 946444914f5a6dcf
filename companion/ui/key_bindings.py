"""Key bindings of the live screen, one loader per group of the key map (ptpython style).

Every loader is ``load_*_bindings(ui) -> KeyBindings``; the keys come from
:mod:`companion.ui.keymap` (remappable in the config), each handler has a docstring, and each
binding is filtered on the mode (:mod:`companion.ui.filters`), so typing a description never
fires a key command. Handlers call :mod:`companion.ui.flow`, the same functions the command
line and voice use, then ask the state to move the focus to the mode's input. Every handler
runs under :func:`companion.ui.guard.guarded`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from prompt_toolkit.filters import Filter
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent, merge_key_bindings
from prompt_toolkit.key_binding.key_bindings import KeyBindingsBase
from prompt_toolkit.keys import Keys

from companion.ui import filters, flow
from companion.ui.guard import guarded
from companion.ui.keymap import KEYMAP, KeyAction, remapped
from companion.ui.panels.pool import POOL_KEYS
from companion.ui.state import UiState, View

Handler = Callable[[KeyPressEvent], None]


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


def _view(ui: UiState, view: View) -> Handler:
    def handler(event: KeyPressEvent) -> None:
        ui.show(view)

    handler.__doc__ = f"Open (or close) the {view} page."
    return handler


def _push_to_talk(ui: UiState) -> Handler:
    def handler(event: KeyPressEvent) -> None:
        """Start or stop recording (push-to-talk mode)."""
        if ui.mic_status == "off":
            ui.say("Voice is off: start with `companion play --voice`.", error=True)
            return
        ui.push_to_talk()

    return handler


def load_anywhere_bindings(ui: UiState) -> KeyBindingsBase:
    """The pages, the command line, ``Tab`` and quitting, wherever nothing is typed; the
    quit keys also while typing (everywhere but a question)."""

    def command_line(event: KeyPressEvent) -> None:
        """Open the command line."""
        flow.open_command_line(ui)

    def next_panel(event: KeyPressEvent) -> None:
        """Select the next panel (it is outlined, and shown in full)."""
        ui.focus += 1

    def quit_(event: KeyPressEvent) -> None:
        """Ask, then quit."""
        flow.request_quit(ui)

    def voice_yes(event: KeyPressEvent) -> None:
        """Yes to the question voice asked (it waits on the message line while you type)."""
        if ui.question is None:
            ui.say("No question is open.")
            return
        flow.answer(ui, True)

    handlers: dict[str, Handler] = {
        "help": _view(ui, "help"),
        "command-line": command_line,
        "sheet": _view(ui, "sheet"),
        "cards": _view(ui, "cards"),
        "action": _view(ui, "action"),
        "history": _view(ui, "history"),
        "secrets": _view(ui, "secrets"),
        "next-panel": next_panel,
        "quit": quit_,
        "push-to-talk": _push_to_talk(ui),
        "voice-yes": voice_yes,
    }
    kb = bind(ui, KEYMAP["anywhere"], handlers, filters.anywhere(ui))
    also = tuple(a for a in KEYMAP["anywhere"] if a.name in ("quit", "voice-yes"))
    typing = filters.in_mode(ui, "text", "command", "moves")
    also_handlers: dict[str, Handler] = {"quit": quit_, "voice-yes": voice_yes}
    return merge_key_bindings([kb, bind(ui, also, also_handlers, typing)])


def load_letter_bindings(ui: UiState) -> KeyBindings:
    """The pages and quitting by letter, where no description is expected."""

    def quit_(event: KeyPressEvent) -> None:
        """Ask, then quit."""
        flow.request_quit(ui)

    handlers: dict[str, Handler] = {
        "sheet-letter": _view(ui, "sheet"),
        "cards-letter": _view(ui, "cards"),
        "action-letter": _view(ui, "action"),
        "history-letter": _view(ui, "history"),
        "quit-letter": quit_,
        "push-to-talk-letter": _push_to_talk(ui),
    }
    return bind(ui, KEYMAP["letters"], handlers, filters.letters(ui))


def load_text_bindings(ui: UiState) -> KeyBindings:
    """Typing a description: Enter and Esc are commands; every other key types, up to
    :data:`companion.ui.flow.MAX_DESCRIPTION` characters; a paste types as one line."""

    def submit(event: KeyPressEvent) -> None:
        """Submit the description (an Enter inside a paste types a space instead)."""
        if flow.pasting(event):
            flow.insert_text(ui, " ")
            return
        flow.submit_text(ui)

    def leave_text(event: KeyPressEvent) -> None:
        """Stop typing; back to the ruling (or the table)."""
        flow.leave_typing(ui)

    handlers: dict[str, Handler] = {"submit": submit, "leave-text": leave_text}
    kb = bind(ui, KEYMAP["text"], handlers, filters.in_mode(ui, "text"))

    @kb.add(Keys.Any, filter=filters.in_mode(ui, "text"))
    def type_(event: KeyPressEvent) -> None:
        """A printable key types (up to the length cap; past it, the rest of a paste is
        dropped at once)."""
        if flow.printable(event.data) and flow.insert_text(ui, event.data):
            flow.drop_typed_keys(event)

    @kb.add(Keys.BracketedPaste, filter=filters.in_mode(ui, "text", "command"))
    def paste(event: KeyPressEvent) -> None:
        """A paste types as one line (newlines become spaces), up to the length cap."""
        guarded(ui, lambda: flow.insert_text(ui, event.data, command=ui.mode == "command"))

    return kb


def load_ruling_bindings(ui: UiState) -> KeyBindingsBase:
    """A suggestion on screen: one key per toggle, Enter accepts."""

    def toggle_card(event: KeyPressEvent) -> None:
        """Add or remove the pool card with this number (the message line says which)."""
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
        flow.start_typing(ui, "act")

    def withdraw(event: KeyPressEvent) -> None:
        """Withdraw the pending action."""
        flow.run(ui, "cancel")

    def ignores_threat(event: KeyPressEvent) -> None:
        """The reaction to a GM action does not address the threat (automatic partial
        failure on confirm)."""
        flow.toggle_ignores_threat(ui)

    kb_paste = KeyBindings()

    @kb_paste.add(Keys.BracketedPaste, filter=filters.in_mode(ui, "ruling"))
    def paste(event: KeyPressEvent) -> None:
        """A paste on a ruling adds its words to the description (never toggles)."""
        flow.start_typing(ui, "act", event.data)
        ui.refocus()

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
    return merge_key_bindings(
        [bind(ui, KEYMAP["ruling"], handlers, filters.in_mode(ui, "ruling")), kb_paste]
    )


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
        """Run the command as typed (an Enter inside a paste types a space instead)."""
        if flow.pasting(event):
            flow.insert_text(ui, " ", command=True)
            return
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
    kb = bind(ui, KEYMAP["command"], handlers, filters.in_mode(ui, "command"))

    @kb.add(Keys.Any, filter=filters.in_mode(ui, "command"))
    def type_(event: KeyPressEvent) -> None:
        """A printable key types (up to the length cap)."""
        if flow.printable(event.data) and flow.insert_text(ui, event.data, command=True):
            flow.drop_typed_keys(event)

    return kb


def load_ask_bindings(ui: UiState) -> KeyBindings:
    """A yes/no question."""

    def yes(event: KeyPressEvent) -> None:
        """Yes."""
        flow.answer(ui, True)

    def no(event: KeyPressEvent) -> None:
        """No."""
        flow.answer(ui, False)

    return bind(ui, KEYMAP["ask"], {"yes": yes, "no": no}, filters.asking(ui))


def load_view_bindings(ui: UiState) -> KeyBindings:
    """A page over the panels: scroll it, close it."""

    def by(rows: Callable[[], int]) -> Handler:
        def handler(event: KeyPressEvent) -> None:
            ui.scroll = max(0, ui.scroll + rows())

        handler.__doc__ = "Scroll the page."
        return handler

    def close_view(event: KeyPressEvent) -> None:
        """Close the page."""
        ui.leave_overlay()

    handlers: dict[str, Handler] = {
        "scroll-down": by(lambda: 1),
        "scroll-up": by(lambda: -1),
        "page-down": by(lambda: max(1, ui.view_rows - 1)),
        "page-up": by(lambda: -max(1, ui.view_rows - 1)),
        "top": by(lambda: -(10**9)),
        "bottom": by(lambda: 10**9),
        "close-view": close_view,
    }
    return bind(ui, KEYMAP["view"], handlers, filters.in_mode(ui, "view"))


def load_live_bindings(ui: UiState) -> KeyBindingsBase:
    """Every binding of the live screen."""
    from companion.ui.table_bindings import load_moves_bindings, load_table_bindings

    return merge_key_bindings(
        [
            load_table_bindings(ui),
            load_moves_bindings(ui),
            load_anywhere_bindings(ui),
            load_letter_bindings(ui),
            load_text_bindings(ui),
            load_ruling_bindings(ui),
            load_discard_bindings(ui),
            load_roll_bindings(ui),
            load_command_bindings(ui),
            load_ask_bindings(ui),
            load_view_bindings(ui),
        ]
    )
