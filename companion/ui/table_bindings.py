"""Key bindings of the table mode (nothing pending): who acts, starting an action, and the
GM's moves: GM actions, continuity, plot, challenges, the deus ex machina, the clock, the
dungeon turn, rooms, the Eye, rocks fall, the end. The big moves ask first.
"""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

from companion.ui import filters, flow
from companion.ui.completion import quote
from companion.ui.key_bindings import Handler, bind
from companion.ui.keymap import KEYMAP
from companion.ui.state import UiState


def load_table_bindings(ui: UiState) -> KeyBindings:
    """Nothing pending: pick who acts, start an action, and the GM's moves."""

    def acting() -> str:
        return quote(flow.acting(ui.port.state) or "")

    def open_challenge() -> str:
        room = ui.port.state.room
        names = [c.name for c in room.challenges if not c.overcome] if room else []
        return quote(names[0]) if names else '""'

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

    def continuity(event: KeyPressEvent) -> None:
        """Flag a continuity violation by the acting character."""
        flow.run(ui, f"continuity {acting()}")

    def plot(event: KeyPressEvent) -> None:
        """Plot advancement: the command line, prefilled with the first open challenge."""
        flow.open_command_line(ui, f"plot {open_challenge()}")

    def challenge_add(event: KeyPressEvent) -> None:
        """A new challenge: the command line, prefilled."""
        room = ui.port.state.room
        rating = room.max_rating if room else 6
        flow.open_command_line(ui, f'challenge add "" {rating}')
        ui.command_buffer.cursor_position = len('challenge add "')

    def deus(event: KeyPressEvent) -> None:
        """Vote on, then invoke, the deus ex machina."""
        flow.deus(ui)

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

    def trap(event: KeyPressEvent) -> None:
        """A trap trigger check."""
        flow.run(ui, "trap")

    def rest(event: KeyPressEvent) -> None:
        """The party rests one turn."""
        flow.run(ui, "rest")

    def enter_room(event: KeyPressEvent) -> None:
        """Enter the next room (after the Eye: leave toward the exit)."""
        flow.next_room(ui)

    def leave(event: KeyPressEvent) -> None:
        """Leave the room toward the exit (after the Eye)."""
        flow.ask_then_run(ui, "Leave this room toward the exit?", "leave")

    def claim_eye(event: KeyPressEvent) -> None:
        """The party claims the Eye."""
        flow.ask_then_run(ui, "Claim the Eye?", "claim-eye")

    def rocks_fall(event: KeyPressEvent) -> None:
        """The room becomes impossible (a dream, or for real)."""
        flow.ask_then_run(ui, "Rocks fall: is this room impossible to complete?", "rocks-fall")

    def end_game(event: KeyPressEvent) -> None:
        """End the game now."""
        flow.ask_then_run(ui, "End the game now?", "end")

    def override(event: KeyPressEvent) -> None:
        """The GM's final word: the command line, prefilled."""
        flow.open_command_line(ui, "override ")

    def undo(event: KeyPressEvent) -> None:
        """Undo the last command."""
        flow.undo(ui)

    def secrets(event: KeyPressEvent) -> None:
        """Show the GM's secret notes (this room's and the previous room's)."""
        flow.toggle_secrets(ui)

    handlers: dict[str, Handler] = {
        "secrets": secrets,
        "describe": describe,
        "next-character": next_character,
        "previous-character": previous_character,
        "gm-action": gm_action,
        "continuity": continuity,
        "plot": plot,
        "challenge-add": challenge_add,
        "deus": deus,
        "pause": pause,
        "turn": turn,
        "search": search,
        "trap": trap,
        "rest": rest,
        "enter-room": enter_room,
        "leave": leave,
        "claim-eye": claim_eye,
        "rocks-fall": rocks_fall,
        "end-game": end_game,
        "override": override,
        "undo": undo,
    }
    return bind(ui, KEYMAP["table"], handlers, filters.in_mode(ui, "table"))
