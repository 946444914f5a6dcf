"""No bug reaches the GM as a traceback: an exception in a key handler, a background callback
or a frame becomes one red line on the screen, its traceback goes to the debug log beside the
session log (``session-….debug.log``), and the session goes on.

Three nets, from the inside out: :func:`guarded` around every key handler and every
callback posted from another thread; :class:`GuardedContainer` around the whole layout (a
frame that fails to draw is replaced by a one-line notice instead of stopping the loop); and
:meth:`companion.ui.app.LiveApplication._handle_exception`, the event loop's own handler,
which reports the same way instead of prompt-toolkit's "Press ENTER to continue".

The debug log is written with errors swallowed: on a full disk the line on screen is all
there is, which is the best a full disk allows.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from pathlib import Path

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.key_binding.key_bindings import KeyBindingsBase
from prompt_toolkit.layout import Container
from prompt_toolkit.layout.dimension import Dimension
from prompt_toolkit.layout.mouse_handlers import MouseHandlers
from prompt_toolkit.layout.screen import Char, Screen, WritePosition

from companion.ui.lines import ellipsize
from companion.ui.state import UiState


def debug_log_path(log_path: Path) -> Path:
    """The debug log beside a session log: ``session-X.jsonl`` -> ``session-X.debug.log``."""
    return log_path.with_suffix(".debug.log")


def short_path(path: Path | None) -> str:
    """A path as the screen shows it: the home folder as ``~``.

    >>> short_path(Path.home() / "x" / "y.log")
    '~/x/y.log'
    """
    if path is None:
        return "(no log)"
    try:
        return "~/" + str(path.resolve().relative_to(Path.home().resolve()))
    except ValueError:
        return str(path)


def write_debug(log_path: Path | None, where: str, exc: BaseException) -> bool:
    """Append ``exc``'s traceback to the debug log; ``False`` when it could not be written
    (or the session keeps no log to put it beside)."""
    if log_path is None:
        return False
    try:
        with debug_log_path(log_path).open("a", encoding="utf-8") as fp:
            stamp = time.strftime("%Y-%m-%d %H:%M:%S")
            fp.write(f"--- {stamp} {where}\n")
            fp.write("".join(traceback.format_exception(exc)))
        return True
    except OSError:
        return False


def report(ui: UiState, where: str, exc: BaseException) -> None:
    """Show a bug as one red line and log its traceback (see the module docstring)."""
    log_path = ui.port.log_path
    written = write_debug(log_path, where, exc)
    detail = ellipsize(str(exc), 60)
    tail = "no debug log"
    if written and log_path is not None:
        tail = f"details in {debug_log_path(log_path).name}"
    ui.say(f"Internal error in {where} ({type(exc).__name__}: {detail}); {tail}", error=True)
    if written and log_path is not None:
        ui.recent.append(f"The debug log: {short_path(debug_log_path(log_path))}")


def guarded(ui: UiState, action: Callable[[], object], where: str = "a key") -> None:
    """Run ``action``; a bug in it is reported (:func:`report`), never raised. Engine errors
    (``ValueError``) are the GM's to read and are handled in :func:`companion.ui.flow.run`."""
    try:
        action()
    except Exception as exc:
        report(ui, where, exc)


def guard_bindings(ui: UiState, bindings: KeyBindingsBase) -> KeyBindingsBase:
    """Every binding of ``bindings`` (prompt-toolkit's own editing keys included) with its
    handler run under :func:`guarded`."""
    out = KeyBindings()
    for b in bindings.bindings:

        def run(
            event: KeyPressEvent, handler: Callable[[KeyPressEvent], object] = b.handler
        ) -> None:
            guarded(ui, lambda: handler(event))

        out.add(
            *b.keys,
            filter=b.filter,
            eager=b.eager,
            is_global=b.is_global,
            save_before=b.save_before,
            record_in_macro=b.record_in_macro,
        )(run)
    return out


class GuardedContainer(Container):
    """A container that draws its child, or, when the child raises, a one-line notice (and
    reports the error once per kind), so a bug in a frame never stops the screen."""

    def __init__(self, child: Container, ui: UiState) -> None:
        self.child = child
        self.ui = ui
        self._seen: set[str] = set()

    def _failed(self, where: str, exc: Exception) -> None:
        key = f"{where}:{type(exc).__name__}:{exc}"
        if key not in self._seen:
            self._seen.add(key)
            report(self.ui, where, exc)

    def reset(self) -> None:
        self.child.reset()

    def preferred_width(self, max_available_width: int) -> Dimension:
        try:
            return self.child.preferred_width(max_available_width)
        except Exception as exc:
            self._failed("the layout", exc)
            return Dimension()

    def preferred_height(self, width: int, max_available_height: int) -> Dimension:
        try:
            return self.child.preferred_height(width, max_available_height)
        except Exception as exc:
            self._failed("the layout", exc)
            return Dimension()

    def write_to_screen(
        self,
        screen: Screen,
        mouse_handlers: MouseHandlers,
        write_position: WritePosition,
        parent_style: str,
        erase_bg: bool,
        z_index: int | None,
    ) -> None:
        try:
            self.child.write_to_screen(
                screen, mouse_handlers, write_position, parent_style, erase_bg, z_index
            )
        except Exception as exc:
            self._failed("drawing the screen", exc)
            text = ellipsize(self.ui.message or "The screen failed to draw.", write_position.width)
            for x, ch in enumerate(text):
                screen.data_buffer[write_position.ypos][write_position.xpos + x] = Char(
                    ch, "class:error"
                )
            screen.show_cursor = False

    def get_children(self) -> list[Container]:
        return [self.child]

    def get_key_bindings(self) -> KeyBindingsBase | None:
        return None
