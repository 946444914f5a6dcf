"""The review browser's keys (the map is :data:`companion.review.layout.KEYS`).

Three modes, each its own filter so a key never does two things: browsing
(the default), typing a search (``/`` until Enter or Esc), and the purge
question (``X`` until ``y`` or anything else).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from prompt_toolkit.buffer import Buffer
from prompt_toolkit.filters import Condition
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

from companion.review.state import ReviewState


def load_review_bindings(
    state: ReviewState,
    search_buffer: Buffer,
    *,
    play: Callable[[], str],
    purge: Callable[[], str],
    reload: Callable[[], str],
) -> KeyBindings:
    """Key bindings over ``state``; ``play``, ``purge`` and ``reload`` do the work outside
    the state and return the message to show."""
    kb = KeyBindings()
    browsing = Condition(lambda: not state.searching and not state.confirm_purge)
    searching = Condition(lambda: state.searching)
    purging = Condition(lambda: state.confirm_purge)

    def moves(keys: tuple[str, ...], action: Callable[[], None]) -> None:
        for key in keys:

            @kb.add(key, filter=browsing)
            def _(event: KeyPressEvent) -> None:
                state.message = ""
                state.help = False
                action()

    moves(("down", "j"), lambda: state.move(1))
    moves(("up", "k"), lambda: state.move(-1))
    moves(("pagedown",), lambda: state.move(10))
    moves(("pageup",), lambda: state.move(-10))
    moves(("home", "g"), state.home)
    moves(("end", "G"), state.end)
    moves(("]",), state.next_room)
    moves(("[",), state.prev_room)
    moves(("n",), lambda: state.next_match(1))
    moves(("N",), lambda: state.next_match(-1))
    for digit in "123456789":
        moves((digit,), partial(state.goto_section, int(digit)))

    @kb.add("/", filter=browsing)
    def _search(event: KeyPressEvent) -> None:
        """Open the search line."""
        state.searching, state.help, state.message = True, False, ""
        search_buffer.reset()
        event.app.layout.focus(search_buffer)

    @kb.add("escape", filter=searching)
    @kb.add("c-g", filter=searching)
    @kb.add("c-c", filter=searching)
    def _cancel_search(event: KeyPressEvent) -> None:
        """Close the search line without searching."""
        state.searching = False
        event.app.layout.focus_last()

    @kb.add("p", filter=browsing)
    def _play(event: KeyPressEvent) -> None:
        """Play the selected utterance's kept audio."""
        state.message = play()

    @kb.add("r", filter=browsing)
    def _reload(event: KeyPressEvent) -> None:
        """Re-read the log: a running session's new events appear."""
        state.message = reload()

    @kb.add("X", filter=browsing)
    def _ask_purge(event: KeyPressEvent) -> None:
        """Ask before deleting the session's audio."""
        state.confirm_purge = True

    @kb.add("y", filter=purging)
    def _purge(event: KeyPressEvent) -> None:
        """Delete the session's kept audio."""
        state.confirm_purge = False
        state.message = purge()

    @kb.add("<any>", filter=purging)
    def _keep(event: KeyPressEvent) -> None:
        """Anything but y keeps the audio."""
        state.confirm_purge = False
        state.message = "audio kept"

    @kb.add("?", filter=browsing)
    def _help(event: KeyPressEvent) -> None:
        """Show or hide the key map."""
        state.help = not state.help

    @kb.add("escape", filter=browsing)
    def _close(event: KeyPressEvent) -> None:
        """Close the help and clear the message."""
        state.help, state.message = False, ""

    @kb.add("q", filter=browsing)
    @kb.add("c-c", filter=browsing)
    def _quit(event: KeyPressEvent) -> None:
        """Leave the browser (nothing to save: review never writes the log)."""
        event.app.exit()

    return kb
