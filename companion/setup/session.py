"""The set-up of one table as a pure, testable walk through its steps.

:class:`SetupSession` holds everything typed or imported so far and moves
through :data:`STEPS` in the rulebook's order: players; their two character
summaries each; the draft; players filling in details; each player's room; the
random room order; the final room's GM framing the Eye; the first room's GM
describing the way in; saving. It does no I/O and reads no clock: the caller
parses player files and writes the table (:func:`companion.tablefile.save_table`);
the only randomness comes from the ``random.Random`` passed in.

Every refusal is a :class:`SetupError` whose message says what to do, quoting
the rule where one applies.
"""

from __future__ import annotations

import random
import re
import unicodedata
from typing import Any

from companion.errors import UsageError
from companion.setup.steps import STEPS, Step, blockers
from companion.tablefile import MAX_PLAYERS, PlayerFile, tidy_text
from engine.draft import (
    BlockRef,
    DraftPick,
    DraftState,
    IllegalPick,
    apply_pick,
    drafted_character,
    draw_order,
    is_complete,
    legal_picks,
    random_pick,
    whose_turn,
)
from engine.dungeon import draw_room_order, is_eye_name
from engine.table import BLOCK_TITLES, BLOCKS, Character, Player, Room, Summary, Table

#: The room fields a GM types, in the order the rules list a room's features.
ROOM_FIELDS: dict[str, str] = {
    "title": "Title",
    "appearance": "Size, shape, look",
    "entrance": "Entrance",
    "exit": "Exit (if not final)",
    "eye": "The Eye (if final)",
    "eye_name": "The Eye's name",
    "combat": "Combat",
    "athletic": "Athletic challenge",
    "puzzle": "Puzzle",
    "dialogue": "Dialogue",
    "deus_ex_machina": "Deus ex machina",
    "secrets": "Secrets (GM only)",
}

_WORD = re.compile(r"\w+")


class SetupError(UsageError):
    """A set-up step the rules or the table's state refuse; the message says what to do."""


def player_id(name: str) -> str:
    """A short id from a player's name: lower case, runs of other characters as ``-``.

    >>> player_id("Ann Smith"), player_id("  Bors!  "), player_id("José")
    ('ann-smith', 'bors', 'jose')
    """
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9_]+", "-", ascii_name.strip().lower()).strip("-_")


def _tidy(key: str, text: str, what: str) -> str:
    """Typed text cleaned and checked (:func:`companion.tablefile.tidy_text`): the screen
    keeps the same limits as a table file."""
    try:
        return tidy_text(key, text)
    except ValueError as exc:
        raise SetupError(f"{what}: {exc}") from None


def keeps_drafted(drafted: str, text: str) -> bool:
    """Whether ``text`` still holds every word of the ``drafted`` block, in order, with any
    words added before, between or after them.

    Rule: "Players are then free to fill in omitted details, but not to
    retract anything from their selected blocks." Case and punctuation are ignored
    (reading ``fill-in-details``, ``docs/rules-readings.md``).

    >>> keeps_drafted("A bell, cracked.", "A brass bell, badly cracked.")
    True
    >>> keeps_drafted("A bell and a hymnal.", "A hymnal.")
    False
    """
    words = iter(_WORD.findall(text.casefold()))
    return all(word in words for word in _WORD.findall(drafted.casefold()))


class SetupSession:
    """One table being set up. ``rng`` draws the draft order, random picks and the room order."""

    def __init__(self, rng: random.Random, name: str = "Quest for the Eye") -> None:
        self.rng = rng
        self.name = name
        self.step: Step = "players"
        self.players: list[Player] = []
        self.sources: dict[str, str] = {}
        self._summaries: dict[str, list[dict[str, Any]]] = {}
        self.rooms: dict[str, Room] = {}
        self.draft: DraftState | None = None
        self.details: dict[str, Character] = {}
        self.room_order: tuple[str, ...] = ()

    # Players -------------------------------------------------------------------------

    def add_player(self, name: str, source: str = "typed") -> Player:
        """Add a player typed at the keyboard; their id comes from the name."""
        name = _tidy("name", name, "the player's name")
        pid = player_id(name)
        if not pid:
            raise SetupError("type the player's name (letters or digits)")
        return self._add(Player(id=pid, name=name), source)

    def _add(self, player: Player, source: str) -> Player:
        self._require_before_draft("add players")
        if any(p.id == player.id for p in self.players):
            raise SetupError(f"there is already a player {player.id!r}: give each a unique name")
        if len(self.players) >= MAX_PLAYERS:
            raise SetupError(f'at most {MAX_PLAYERS} players: "intended for 4-6 players"')
        self.players.append(player)
        self.sources[player.id] = source
        self._summaries[player.id] = [{}, {}]
        self.rooms[player.id] = Room(gm=player.id)
        return player

    def import_player(self, file: PlayerFile, source: str) -> Player:
        """Add a player from their own file: their summaries and room come with them."""
        player = self._add(file.player, source)
        for n, summary in enumerate(file.summaries):
            self._summaries[player.id][n] = summary.model_dump(exclude={"author"})
        if file.room is not None:
            self.rooms[player.id] = file.room
        return player

    def remove_player(self, pid: str) -> None:
        """Take a player off the table (before the draft)."""
        self._require_before_draft("remove players")
        self.players = [p for p in self.players if p.id != pid]
        for table in (self.sources, self._summaries, self.rooms):
            table.pop(pid, None)

    def _require_before_draft(self, what: str) -> None:
        if self.draft is not None and self.draft.picks:
            raise SetupError(f"the draft has begun: undo every pick (u) to {what}")

    def player(self, pid: str) -> Player:
        """A player by id."""
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def who(self, pid: str) -> str:
        """A player's name for the screen."""
        return self.player(pid).name

    # Summaries ----------------------------------------------------------------------

    def summary_fields(self, pid: str, number: int) -> dict[str, Any]:
        """What has been written of ``pid``'s summary ``number`` (1 or 2) so far."""
        return dict(self._summaries[pid][number - 1])

    def set_summary_field(self, pid: str, number: int, block: str, text: str) -> None:
        """Type one block (or ``barbarian``: ``"yes"``/``"no"``) of a summary."""
        self._require_before_draft("change summaries")
        fields = self._summaries[pid][number - 1]
        if block == "barbarian":
            fields["barbarian"] = text.strip().lower() in {"yes", "y", "true", "1"}
        elif block in BLOCKS:
            text = _tidy(block, text, BLOCK_TITLES[block])
            if not text:
                raise SetupError(f"{BLOCK_TITLES[block]}: write a few words (it cannot be empty)")
            fields[block] = text
        else:
            raise KeyError(block)

    def summary(self, pid: str, number: int) -> Summary | None:
        """``pid``'s summary ``number`` once all seven blocks are written, else None."""
        fields = self._summaries[pid][number - 1]
        if not all(fields.get(b) for b in BLOCKS):
            return None
        return Summary.model_validate({**fields, "author": pid})

    def summary_problems(self, pid: str) -> list[str]:
        """What ``pid``'s summaries still lack, as sentences."""
        problems = []
        for n in (1, 2):
            written = sum(1 for b in BLOCKS if self._summaries[pid][n - 1].get(b))
            if written < len(BLOCKS):
                problems.append(f"summary {n} has {written} of {len(BLOCKS)} blocks")
        if not any(f.get("barbarian") for f in self._summaries[pid]):
            problems.append(
                'neither summary is a barbarian: "At least one character must be some type '
                'of barbarian"'
            )
        return problems

    # The draft ------------------------------------------------------------------------

    def start_draft(self) -> DraftState:
        """Draw the draft order (once). Rule: "Players are then randomly assigned a draft order"."""
        if self.draft is None:
            summaries = []
            for p in self.players:
                for n in (1, 2):
                    s = self.summary(p.id, n)
                    if s is None:
                        raise SetupError(f"{p.name}'s summary {n} is not finished")
                    summaries.append(s)
            order = draw_order([p.id for p in self.players], self.rng)
            self.draft = DraftState(order=order, summaries=tuple(summaries))
        return self.draft

    def _state(self) -> DraftState:
        if self.draft is None:
            raise SetupError("the draft has not started")
        return self.draft

    def whose_turn(self) -> str | None:
        """The id of the player who picks next, or None when the draft is done."""
        return whose_turn(self._state())

    def offered(self) -> list[BlockRef]:
        """The blocks the player on turn may take: only legal picks."""
        state = self._state()
        turn = whose_turn(state)
        return legal_picks(state, turn) if turn else []

    def pick(self, block: BlockRef, player: str | None = None) -> DraftPick:
        """The player on turn (or ``player``, checked) takes ``block``."""
        state = self._state()
        turn = whose_turn(state)
        chosen = DraftPick(player=player or turn or "-", block=block)
        try:
            self.draft = apply_pick(state, chosen)
        except IllegalPick as exc:
            raise SetupError(str(exc)) from None
        return chosen

    def random_pick(self) -> DraftPick:
        """A legal pick by lot for the player on turn."""
        try:
            chosen = random_pick(self._state(), self.rng)
        except IllegalPick as exc:
            raise SetupError(str(exc)) from None
        return self.pick(chosen.block, chosen.player)

    def undo_pick(self) -> DraftPick:
        """Take back the last pick; that player's filled-in details go with it."""
        state = self._state()
        if not state.picks:
            raise SetupError("no pick to undo")
        last = state.picks[-1]
        self.draft = state.model_copy(update={"picks": state.picks[:-1]})
        self.details.pop(last.player, None)
        return last

    def draft_done(self) -> bool:
        """Every player holds seven blocks."""
        return self.draft is not None and is_complete(self.draft)

    # Details --------------------------------------------------------------------------

    def drafted(self, pid: str) -> Character:
        """``pid``'s character exactly as drafted."""
        return drafted_character(self._state(), pid)

    def character(self, pid: str) -> Character:
        """``pid``'s character with the details they filled in."""
        return self.details.get(pid) or self.drafted(pid)

    def fill_in(self, pid: str, block: str, text: str) -> Character:
        """Replace one block of ``pid``'s character with a fuller text that keeps the drafted one.

        Rule: "Players are then free to fill in omitted details, but not to
        retract anything from their selected blocks."
        """
        drafted = self.drafted(pid).block(block)
        text = _tidy(block, text, BLOCK_TITLES[block])
        if not keeps_drafted(drafted, text):
            raise SetupError(
                f"{BLOCK_TITLES[block]}: add details but keep every drafted word "
                f'("not to retract anything from their selected blocks"): {drafted!r}'
            )
        character = self.character(pid).model_copy(update={block: text.strip()})
        self.details[pid] = character
        return character

    # Rooms ----------------------------------------------------------------------------

    def set_room_field(self, pid: str, field: str, text: str) -> Room:
        """Type one field of ``pid``'s room."""
        if field not in ROOM_FIELDS:
            raise KeyError(field)
        text = _tidy(field, text, field.replace("_", " "))
        if field == "eye_name" and text.strip() and not is_eye_name(text):
            raise SetupError("name the Eye 'the Eye of <something>', e.g. 'the Eye of Argon'")
        room = self.rooms[pid].model_copy(update={field: text.strip()})
        self.rooms[pid] = Room.model_validate(room.model_dump())
        return self.rooms[pid]

    def final_gm(self) -> str | None:
        """The GM of the final room once the order is drawn."""
        return self.room_order[-1] if self.room_order else None

    def first_gm(self) -> str | None:
        """The GM of the first room once the order is drawn."""
        return self.room_order[0] if self.room_order else None

    def room_problems(self, pid: str) -> list[str]:
        """What ``pid``'s room lacks. Before the order is drawn any room may be
        final ("some details must have two versions"), so it needs both an exit and the Eye."""
        room = self.rooms[pid]
        if self.room_order:
            gaps = room.missing_features(final=pid == self.final_gm())
        else:
            both = room.missing_features(False) + room.missing_features(True)
            gaps = list(dict.fromkeys(both))
        return [f"missing {gap}" for gap in gaps]

    def draw_order(self) -> tuple[str, ...]:
        """Draw the room order (once); the last room is final.

        Rule: "The order for all rooms is selected randomly after character
        generation and before entering the first room."
        """
        if not self.room_order:
            self.room_order = draw_room_order([p.id for p in self.players], self.rng)
        return self.room_order

    def set_eye_name(self, name: str) -> None:
        """The final room's GM names the Eye. Rule: "Its full name is the Eye of <something>"."""
        gm = self._gm(self.final_gm(), "final")
        if not is_eye_name(name):
            raise SetupError("name the Eye 'the Eye of <something>', e.g. 'the Eye of Argon'")
        self.set_room_field(gm, "eye_name", name)

    def set_eye(self, text: str) -> None:
        """The final room's GM describes the Eye, framing the quest."""
        self.set_room_field(self._gm(self.final_gm(), "final"), "eye", text)

    def set_entrance(self, text: str) -> None:
        """The first room's GM describes the way into the dungeon (an underground ruin)."""
        self.set_room_field(self._gm(self.first_gm(), "first"), "entrance", text)

    def _gm(self, gm: str | None, which: str) -> str:
        if gm is None:
            raise SetupError(f"draw the room order first: it decides the {which} room")
        return gm

    # Steps ----------------------------------------------------------------------------

    def blockers(self) -> list[str]:
        """Why the current step cannot be left forward yet; empty when it can."""
        return blockers(self)

    def advance(self) -> Step:
        """Go to the next step; raises :class:`SetupError` listing what is missing."""
        problems = self.blockers()
        if problems:
            raise SetupError("; ".join(problems))
        if self.step == "save":
            raise SetupError("this is the last step: save the table")
        self.step = STEPS[STEPS.index(self.step) + 1]
        if self.step == "draft":
            self.start_draft()
        return self.step

    def back(self) -> Step:
        """Go to the previous step (not back before a draft that has begun)."""
        index = STEPS.index(self.step)
        if index == 0:
            raise SetupError("this is the first step")
        if self.step == "draft":
            self._require_before_draft("go back to the players and summaries")
            self.draft = None
        self.step = STEPS[index - 1]
        return self.step

    def table(self) -> Table:
        """The table as set up so far (characters only once the draft is complete)."""
        final = self.final_gm()
        characters = (
            tuple(self.character(p) for p in self._state().order) if self.draft_done() else ()
        )
        summaries: list[Summary] = []
        for p in self.players:
            pair = (self.summary(p.id, 1), self.summary(p.id, 2))
            summaries.extend(s for s in pair if s is not None and None not in pair)
        return Table(
            name=self.name,
            players=tuple(self.players),
            summaries=tuple(summaries),
            characters=characters,
            rooms=tuple(self.rooms[p.id] for p in self.players),
            room_order=self.room_order,
            eye_name=self.rooms[final].eye_name if final else "",
        )
