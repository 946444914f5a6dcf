"""Key bindings of the table screen (nothing pending) and of its ``^X`` menu.

The table screen is where the next description is expected, so any printable key starts it
(the key is its first character) and a paste becomes it; the GM's moves are on keys prose
cannot produce (:mod:`companion.ui.keymap`). The big moves ask first.
"""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys

from companion.ui import filters, flow
from companion.ui.guard import guarded
from companion.ui.key_bindings import Handler, bind
from companion.ui.keymap import KEYMAP, short_label
from companion.ui.state import UiState
from engine.commands import quote


def load_table_bindings(ui: UiState) -> KeyBindings:
    """Nothing pending: typing describes; the arrows pick who acts; Ctrl keys move."""

    def acting() -> str:
        return quote(flow.acting(ui.port.state) or "")

    def describe(event: KeyPressEvent) -> None:
        """Type what the acting character does."""
        flow.start_typing(ui, "act")

    def next_character(event: KeyPressEvent) -> None:
        """The next character in the party acts."""
        flow.cycle_character(ui, 1)

    def previous_character(event: KeyPressEvent) -> None:
        """The previous character in the party acts."""
        flow.cycle_character(ui, -1)

    def gm_action(event: KeyPressEvent) -> None:
        """Type the GM's action against the acting character."""
        flow.start_typing(ui, "gm-action")

    def challenge_add(event: KeyPressEvent) -> None:
        """A new challenge: the command line, with a rating the rules allow filled in."""
        flow.new_challenge(ui)

    def enter_room(event: KeyPressEvent) -> None:
        """Enter the next room (after the Eye: leave toward the exit)."""
        flow.next_room(ui)

    def undo(event: KeyPressEvent) -> None:
        """Undo the last command."""
        flow.undo(ui)

    def pause(event: KeyPressEvent) -> None:
        """Pause or resume the room clock."""
        room = ui.port.state.room
        running = room is not None and room.clock_running_since is not None
        flow.run(ui, "pause" if running else "resume")

    def turn(event: KeyPressEvent) -> None:
        """A dungeon turn: the wandering-monster check."""
        flow.run(ui, "turn")

    def search(event: KeyPressEvent) -> None:
        """The acting character searches (the roll is secret)."""
        flow.run(ui, f"search {acting()}")

    def moves(event: KeyPressEvent) -> None:
        """The menu of the rarer moves."""
        ui.enter("moves")

    handlers: dict[str, Handler] = {
        "describe": describe,
        "next-character": next_character,
        "previous-character": previous_character,
        "gm-action": gm_action,
        "challenge-add": challenge_add,
        "enter-room": enter_room,
        "undo": undo,
        "pause": pause,
        "turn": turn,
        "search": search,
        "moves": moves,
    }
    kb = bind(ui, KEYMAP["table"], handlers, filters.in_mode(ui, "table"))

    @kb.add(Keys.Any, filter=filters.in_mode(ui, "table"))
    def type_(event: KeyPressEvent) -> None:
        """Any printable key starts the description with itself."""
        if flow.printable(event.data):
            guarded(ui, lambda: flow.start_typing(ui, "act", event.data))
            ui.refocus()

    @kb.add(Keys.BracketedPaste, filter=filters.in_mode(ui, "table"))
    def paste(event: KeyPressEvent) -> None:
        """A paste becomes the description."""
        guarded(ui, lambda: flow.start_typing(ui, "act", event.data))
        ui.refocus()

    return kb


def load_moves_bindings(ui: UiState) -> KeyBindings:
    """The ``^X`` menu: one letter per move; any other key closes it."""

    def in_menu(command: str) -> Handler:
        def handler(event: KeyPressEvent) -> None:
            ui.leave_overlay()
            flow.run(ui, command)

        handler.__doc__ = f"Run `{command}`."
        return handler

    def acting() -> str:
        return quote(flow.acting(ui.port.state) or "")

    def continuity(event: KeyPressEvent) -> None:
        """Flag a continuity violation by the acting character."""
        ui.leave_overlay()
        flow.run(ui, f"continuity {acting()}")

    def plot(event: KeyPressEvent) -> None:
        """Plot advancement: the command line, prefilled with the first open challenge."""
        ui.leave_overlay()
        room = ui.port.state.room
        names = [c.name for c in room.challenges if not c.overcome] if room else []
        flow.open_command_line(ui, f"plot {quote(names[0]) if names else ''}")

    def deus(event: KeyPressEvent) -> None:
        """Vote on, then invoke, the deus ex machina (refused before 30 minutes)."""
        ui.leave_overlay()
        flow.deus(ui)

    def override(event: KeyPressEvent) -> None:
        """The GM's final word: the command line, prefilled."""
        ui.leave_overlay()
        flow.open_command_line(ui, "override ")

    def asking(question: str, command: str) -> Handler:
        def handler(event: KeyPressEvent) -> None:
            ui.leave_overlay()
            flow.ask_then_run(ui, question, command)

        handler.__doc__ = f"Ask, then run `{command}`."
        return handler

    def close(event: KeyPressEvent) -> None:
        """Close the menu."""
        ui.leave_overlay()

    handlers: dict[str, Handler] = {
        "continuity": continuity,
        "plot": plot,
        "trap": in_menu("trap"),
        "rest": in_menu("rest"),
        "deus": deus,
        "override": override,
        "leave": asking("Leave this room toward the exit?", "leave"),
        "claim-eye": asking("Claim the Eye?", "claim-eye"),
        "rocks-fall": asking("Rocks fall: is this room impossible to complete?", "rocks-fall"),
        "end-game": asking("End the game now?", "end"),
        "close-moves": close,
    }
    kb = bind(ui, KEYMAP["moves"], handlers, filters.in_mode(ui, "moves"))

    @kb.add(Keys.Any, filter=filters.in_mode(ui, "moves"))
    def other(event: KeyPressEvent) -> None:
        """Any other key closes the menu and says so."""
        ui.leave_overlay()
        more = short_label("table", "moves", ui.keys)
        ui.say(f"{more} then one of the letters shown; the menu is closed.", error=True)

    return kb
