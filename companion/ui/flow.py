"""What the keys do: each function turns one GM gesture into command-language lines, applies
them through the session port and moves the screen to the mode the game is now in.

Key bindings, the command line and voice control phrases all end here, so a key and its
command behave the same. Engine errors (all ``ValueError``) become a red message line: the
GM sees what to do and the screen stays where it was.

The action flow ("Action rolls", steps 1-7): ``act`` (description) -> the advisor's
suggestion as ruling edits -> toggles -> ``discard`` (optional extra card) -> ``confirm`` ->
``roll`` / ``roll D`` (physical die) -> outcome.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from prompt_toolkit.key_binding import KeyPressEvent

from companion.session import LogWriteFailed
from companion.ui.keymap import short_label
from companion.ui.narrate import narrate
from companion.ui.panels import minutes
from companion.ui.panels.party import acting_character
from companion.ui.panels.pool import positions_selected
from companion.ui.state import OVERLAYS, Mode, Question, TextPurpose, UiState
from engine.commands import MAX_DESCRIPTION, parse_command, quote
from engine.errors import CommandSyntaxError
from engine.state import GameState

#: Who acts next (the active character if in the party, else the first one in it).
acting = acting_character

#: The longest command line, in characters. A description is capped at the command
#: language's own :data:`engine.commands.MAX_DESCRIPTION` (2,000: about 350 spoken words) as
#: it is typed, so a stray 100 KB paste costs no memory and no time.
MAX_COMMAND = 4000


def base_mode(gs: GameState) -> Mode:
    """The mode the game itself asks for: a ruling, a roll, or the table."""
    p = gs.pending
    if p is None or gs.ended is not None:
        return "table"
    return "ruling" if p.stage == "ruling" else "roll"


def sync_mode(ui: UiState) -> None:
    """Follow the game: after a command the screen shows what comes next. A line being
    typed and the overlays (drawn over the game: a command from voice or a late LLM answer
    changes the mode underneath them, never them) stay; the mode they return to follows."""
    gs = ui.port.state
    base = base_mode(gs)
    if ui.mode in OVERLAYS:
        if ui.mode_before != "text":
            ui.mode_before = base
    elif ui.mode != "text":
        ui.mode = base
    if gs.pending is None:
        ui.clear_suggestion()


def leave_typing(ui: UiState) -> None:
    """Stop typing (the line is dropped): back to the mode the game is in."""
    ui.input_buffer.reset()
    ui.mode = base_mode(ui.port.state)


def run(ui: UiState, command: str, *, quiet: bool = False) -> bool:
    """Apply one command. On success, narrate its events and follow the mode; on an engine
    error, show it in red and change nothing. Returns whether it applied."""
    if ui.latency_from is None:
        ui.latency_from = time.perf_counter()
    try:
        events = ui.port.apply(command)
    except LogWriteFailed:
        log_trouble(ui)
        return False
    except ValueError as exc:
        ui.say(str(exc), error=True)
        return False
    if ui.port.unwritten:
        log_trouble(ui)
    ui.measure = True
    players = {p.id: p.name for p in ui.port.state.table.players}
    lines = [line for line in (narrate(e, players) for e in events) if line]
    ui.recent.extend(lines)
    if not quiet:
        ui.say(" ".join(lines[-2:]) if lines else f"✓ {command}")
    sync_mode(ui)
    return True


#: The status line's alarm while the log cannot be written.
LOG_ALARM = "LOG NOT WRITTEN"


def log_trouble(ui: UiState) -> None:
    """The session log could not be written (a full disk): the events wait in memory, in
    order (:class:`companion.session.SessionService` holds them and refuses new commands
    until they are on disk). Say so on one line; :func:`retry_log` tries again."""
    ui.log_trouble = LOG_ALARM
    port = ui.port
    ui.say(
        f"The session log cannot be written ({port.log_failure}): {port.unwritten} event(s) "
        "wait in memory, in order; rulings wait too. Free some space: retrying every second.",
        error=True,
    )


def retry_log(ui: UiState) -> None:
    """While the log cannot be written, try again (each frame: every key, and every second);
    once everything is on disk, say so and let the game go on."""
    if not ui.log_trouble:
        return
    if ui.port.retry():
        ui.log_trouble = ""
        ui.say("The session log is written again: every event is on disk.")


def cycle_character(ui: UiState, step: int) -> None:
    """Make the next (``step`` 1) or previous (-1) character of the party the acting one."""
    gs = ui.port.state
    names = [m.name for m in gs.party if m.in_party]
    if not names:
        ui.say("Nobody is in the party: enter a room first (N).", error=True)
        return
    who = acting(gs)
    i = names.index(who) if who in names else -1
    run(ui, f"active {quote(names[(i + step) % len(names)])}", quiet=True)


def printable(data: str) -> bool:
    """Whether a key's data is text to type (one printable character, not a control key).

    >>> printable("a"), printable("é"), printable("\x1b[15~"), printable("\x07")
    (True, True, False, False)
    """
    return len(data) == 1 and data.isprintable()


def pasting(event: KeyPressEvent) -> bool:
    """Whether more keys of the same read wait behind this one: an unbracketed paste, whose
    newlines must not submit half of it (a person pressing Enter leaves nothing queued)."""
    return any(printable(k.data) for k in event.app.key_processor.input_queue)


def insert_text(ui: UiState, text: str, command: bool = False) -> bool:
    """Type ``text`` into the description (or the command line) as one line, up to
    :data:`MAX_DESCRIPTION` (:data:`MAX_COMMAND`) characters; what is cut is said. Returns
    whether the line is now full (the caller drops the rest of a paste at once)."""
    buf = ui.command_buffer if command else ui.input_buffer
    limit = MAX_COMMAND if command else MAX_DESCRIPTION
    text = " ".join(text.replace("\r", "\n").split("\n")) if "\n" in text or "\r" in text else text
    text = "".join(ch for ch in text if ch.isprintable())
    room = limit - len(buf.text)
    if len(text) > room:
        what = "A command" if command else "A description"
        ui.say(f"{what} holds at most {limit:,} characters; the rest was not typed.", error=True)
        text = text[: max(0, room)]
    if text:
        buf.insert_text(text)
    return len(buf.text) >= limit


def drop_typed_keys(event: KeyPressEvent) -> None:
    """Throw away the printable keys still queued behind this one (the rest of a paste that
    no longer fits), so a 100 KB paste costs no more than the 2,000 characters kept."""
    queue = event.app.key_processor.input_queue
    while queue and printable(queue[0].data):
        queue.popleft()


def start_typing(ui: UiState, purpose: TextPurpose = "act", initial: str = "") -> None:
    """Open the description line (what the acting character does, or the GM's action),
    ``initial`` already typed: the key that started it, or a paste."""
    gs = ui.port.state
    if gs.ended is not None:
        ui.say("The game has ended: nothing more to describe.", error=True)
        return
    if gs.room is None:
        room = short_label("table", "enter-room", ui.keys)
        ui.say(f"No room yet: {room} enters the next room.", error=True)
        return
    who = gs.pending.character if gs.pending else acting(gs)
    if who is None:
        ui.say("Nobody in the party can act.", error=True)
        return
    if purpose == "gm-action" and gs.pending is not None:
        ui.say("Finish the pending action first (Enter accepts, w withdraws).", error=True)
        return
    ui.text_purpose = purpose
    ui.input_buffer.reset()
    ui.mode = "text"
    if initial:
        insert_text(ui, initial)


def submit_text(ui: UiState) -> None:
    """Enter in text mode: the typed line becomes ``act`` (or ``gm-action``), then the
    advisor suggests. An empty line just leaves text mode."""
    text = ui.input_buffer.text.strip()
    leave_typing(ui)
    gs = ui.port.state
    if not text:
        return
    who = gs.pending.character if gs.pending else acting(gs)
    if who is None:
        ui.say("Nobody in the party can act.", error=True)
        return
    if ui.text_purpose == "gm-action":
        if run(ui, f"gm-action {quote(who)} {quote(text)}"):
            ui.say(f"{who} must react: type the reaction (Enter), Esc to rule without one.")
            ui.text_purpose = "act"
            ui.mode = "text"
        return
    if run(ui, f"act {quote(who)} {quote(text)}", quiet=True):
        ui.say("")
        opened(ui)
    elif ui.log_trouble:
        start_typing(ui, "act", text)


def opened(ui: UiState) -> None:
    """After a description: with no challenge the character can act against, the ruling
    says so at once ("no challenge applies": confirming dismisses the action, no roll),
    then the advisor suggests."""
    gs = ui.port.state
    p = gs.pending
    room = gs.room
    if p is not None and room is not None and not p.ruling.no_target:
        can_act = any(c.can_act(p.character) for c in room.challenges)
        if not can_act and run(ui, "target none", quiet=True):
            ui.say("No challenge to act against: Enter dismisses the action (no roll).")
    ui.suggest()


def toggle_card(ui: UiState, position: int) -> None:
    """Add or remove the pool card at ``position`` (0-based), and say which it did and
    whether the advisor had suggested it."""
    gs = ui.port.state
    pool = gs.piles.pool
    if gs.pending is None or position >= len(pool):
        ui.say(f"No card {position + 1} in the pool.", error=True)
        return
    chosen = positions_selected(pool, gs.pending.ruling.cards)
    card = pool[position]
    name = ui.card_names.get(card, card)
    key = str((position + 1) % 10) if position < 10 else "-="[position - 10]
    advised = position in positions_selected(pool, ui.suggested)
    if position in chosen:
        if run(ui, f"card drop {quote(card)}", quiet=True):
            whose = ", which the advisor suggested" if advised else ""
            ui.say(f"Removed {name}{whose}; {key} adds it back.")
    elif run(ui, f"card add {quote(card)}", quiet=True):
        ui.say(f"Added {name}; {key} removes it.")
    ui.edited = True


def toggle_bonus(ui: UiState, name: str) -> None:
    """Toggle ``background``, ``equipment`` or ``contradiction``."""
    gs = ui.port.state
    if gs.pending is None:
        return
    on = bool(getattr(gs.pending.ruling, name))
    run(ui, f"bonus {name} {'off' if on else 'on'}", quiet=True)
    ui.edited = True


def cycle_clever(ui: UiState) -> None:
    """Clever 0 -> +1 -> +2 -> 0 ("a +1 or +2 bonus applies at the GM's discretion")."""
    gs = ui.port.state
    if gs.pending is not None:
        run(ui, f"bonus clever {(gs.pending.ruling.clever + 1) % 3}", quiet=True)
        ui.edited = True


def toggle_overwhelming(ui: UiState) -> None:
    """Whether the action could entirely overcome the challenge."""
    gs = ui.port.state
    if gs.pending is not None:
        on = gs.pending.ruling.overwhelming
        run(ui, f"overwhelming {'off' if on else 'on'}", quiet=True)
        ui.edited = True


def toggle_ignores_threat(ui: UiState) -> None:
    """Rule (GM actions): "If the player's chosen reaction is not an attempt to address the
    threat, the GM assesses an automatic partial failure instead of rolling"."""
    gs = ui.port.state
    if gs.pending is None:
        return
    if gs.pending.kind != "gm_reaction":
        ui.say("Only a reaction to a GM action can ignore the threat.", error=True)
        return
    on = gs.pending.ruling.ignores_threat
    run(ui, f"ignores-threat {'off' if on else 'on'}", quiet=True)
    ui.edited = True


def next_target(ui: UiState) -> None:
    """Cycle the target through the challenges the character may act on, then "none"."""
    gs = ui.port.state
    if gs.pending is None or gs.room is None:
        return
    who = gs.pending.character
    names = [c.name for c in gs.room.challenges if c.can_act(who)]
    options: list[str | None] = [*names, None]
    r = gs.pending.ruling
    current: str | None = None if r.no_target else r.target
    if current is None and not r.no_target:
        nxt = options[0]
    else:
        nxt = options[(options.index(current) + 1) % len(options)] if current in options else None
    run(ui, f"target {quote(nxt) if nxt else 'none'}", quiet=True)
    ui.edited = True


def choose_discard(ui: UiState, position: int | None) -> None:
    """The optional extra discard ("The player may choose one card to put into the discard
    pile"): a pool position, or ``None`` for no extra card."""
    gs = ui.port.state
    ui.mode = "ruling"
    if position is None:
        run(ui, "discard none", quiet=True)
        return
    if position >= len(gs.piles.pool):
        ui.say(f"No card {position + 1} in the pool.", error=True)
        return
    run(ui, f"discard {quote(gs.piles.pool[position])}", quiet=True)


def confirm(ui: UiState) -> None:
    """Accept the ruling; the roll prompt follows (or the action ends if nothing is rolled)."""
    run(ui, "confirm")


def roll(ui: UiState, die: int | None = None) -> None:
    """Roll here (``None``) or take the physical die the table rolled."""
    run(ui, "roll" if die is None else f"roll {die}")


def undo(ui: UiState) -> None:
    """Undo the last command (repeat for more)."""
    run(ui, "undo")


def ask(
    ui: UiState, text: str, on_yes: Callable[[], object], on_no: Callable[[], object] | None = None
) -> None:
    """Ask a yes/no question on the message line; ``y`` runs ``on_yes``."""
    ui.question = Question(text, on_yes, on_no)
    ui.enter("ask")


def answer(ui: UiState, yes: bool) -> None:
    """The GM's answer to the open question: the ``ask`` overlay's, or one voice asked on the
    message line while the GM may be typing (then the screen underneath stays as it is)."""
    q = ui.question
    if ui.mode == "ask":
        ui.leave_overlay()
    else:
        ui.question = None
    if q is None:
        return
    if yes:
        q.on_yes()
    elif q.on_no is not None:
        q.on_no()


def ask_then_run(ui: UiState, text: str, command: str) -> None:
    """Ask first, then apply ``command`` (for the big moves: leave, rocks fall, the end)."""
    ask(ui, text, lambda: run(ui, command))


def open_command_line(ui: UiState, prefill: str = "") -> None:
    """Open the ``:`` command line, optionally with a command to finish typing."""
    ui.command_buffer.reset()
    ui.command_buffer.insert_text(prefill)
    ui.enter("command")


#: What ``^N`` fills in before the name: the cursor goes between the quotes.
NEW_CHALLENGE = 'challenge add "'


def run_command_line(ui: UiState) -> None:
    """Enter on the command line: apply what was typed; the line closes either way, but for
    a new challenge (``^N``) the command language refuses (an empty name, a rating that is
    not a number): that line stays open as typed, with the reason in red, to be fixed."""
    typed = ui.command_buffer.text
    text = typed.strip()
    ui.command_buffer.append_to_history()
    if text.startswith("/"):
        text = text[1:]
    if text.lower().startswith("challenge") and _refused_line(ui, text, typed):
        return
    ui.command_buffer.reset()
    ui.leave_overlay()
    if not text:
        return
    if text in ("quit", "q"):
        request_quit(ui)
        return
    verb = text.split(maxsplit=1)[0].lower()
    if verb == "act":
        if run(ui, text, quiet=True):
            opened(ui)
        return
    run(ui, text)


def request_quit(ui: UiState) -> None:
    """``q``: ask, then leave. The log is written per event, so nothing is lost."""
    ask(ui, "Quit? The session log is saved; `--resume` continues it.", ui.exit)


def next_room(ui: UiState) -> None:
    """``N``: enter the next room in play order; after the Eye, ``leave`` toward the exit
    ("they leave the dungeon the way they came")."""
    gs = ui.port.state
    if gs.eye_claimed:
        ask_then_run(ui, "Leave this room toward the exit?", "leave")
        return
    current = gs.room.number if gs.room else 0
    number = current + 1
    if gs.room is not None and any(not c.overcome for c in gs.room.challenges):
        ask_then_run(ui, f"Challenges remain. Enter room {number} anyway?", f"room enter {number}")
        return
    run(ui, f"room enter {number}")


def deus(ui: UiState) -> None:
    """The deus ex machina: refused (with the minutes left) before the 30 minutes; then the
    vote; after a yes, ask and invoke ("It will occur only if the players have been occupied
    by the room for at least 30 minutes, and only after a vote in its favor")."""
    gs = ui.port.state
    room = gs.room
    if room is None:
        ui.say("No room yet.", error=True)
        return
    if room.deus_done:
        ui.say("The deus ex machina already happened in this room.", error=True)
        return
    left = gs.rules.deus_minutes * 60 - room.elapsed(ui.port.clock())
    if left > 0:
        ui.say(
            f"The deus ex machina needs {gs.rules.deus_minutes:.0f} minutes in the room: "
            f"{minutes(left)} to go.",
            error=True,
        )
        return
    if room.deus_vote:
        ask_then_run(ui, "Invoke the deus ex machina now?", "deus")
        return
    ask(
        ui,
        "Does the table vote for the deus ex machina?",
        lambda: run(ui, "deus vote yes"),
        lambda: run(ui, "deus vote no"),
    )


def offer_deus(ui: UiState, now: float) -> None:
    """Once per room, when the 30 minutes are up, say that the vote may be held. Only said,
    never asked: a question would take the next keys, and the GM may be typing."""
    gs = ui.port.state
    room = gs.room
    if room is None or gs.ended is not None:
        return
    if room.deus_done or room.deus_vote is not None:
        return
    if room.entered_seq in ui.deus_offered:
        return
    if room.elapsed(now) >= gs.rules.deus_minutes * 60:
        ui.deus_offered.add(room.entered_seq)
        more = short_label("table", "moves", ui.keys)
        ui.say(
            f"{gs.rules.deus_minutes:.0f} minutes in this room: the table may vote on the "
            f"deus ex machina ({more} then d)."
        )


def new_challenge(ui: UiState) -> None:
    """The command line for a new challenge, with a rating the rules allow filled in: the
    room's maximum while no challenge has it, else one less ("Exactly one challenge in each
    room should have the maximum rating"); on the way out, said before anything is created
    when the room already has its one challenge."""
    room = ui.port.state.room
    if room is None:
        ui.say("No room yet.", error=True)
        return
    top = room.max_rating
    at_top = [c.name for c in room.challenges if c.rating == top]
    rating = top
    if room.direction == "out" and room.challenges:
        ui.say("On the way out only one challenge should occur per room.", error=True)
    elif at_top and room.direction == "in":
        rating = max(1, top - 1)
        ui.say(
            f"{at_top[0]} already has the maximum rating {top} (the rules want exactly "
            f"one): {rating} is filled in."
        )
    open_command_line(ui, f'{NEW_CHALLENGE}" {rating}')
    ui.command_buffer.cursor_position = len(NEW_CHALLENGE)


def _refused_line(ui: UiState, text: str, typed: str) -> bool:
    """Whether the command language refuses ``text`` as written; if so, say why and keep
    the line open as ``typed`` (the cursor between the quotes of an empty challenge name)."""
    try:
        parse_command(text)
    except CommandSyntaxError as exc:
        ui.say(str(exc), error=True)
        buf = ui.command_buffer
        buf.reset()
        buf.insert_text(typed)
        if typed.startswith(NEW_CHALLENGE) and typed.find('"', len(NEW_CHALLENGE)) >= 0:
            buf.cursor_position = typed.index('"', len(NEW_CHALLENGE))
        return True
    return False
