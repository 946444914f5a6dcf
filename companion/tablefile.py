"""Table files and player files (TOML): reading, merging and writing them.

A *table file* is :class:`engine.table.Table` as TOML: the players, the
summaries they wrote for the draft, the drafted characters, the rooms, the room
order and the Eye's name. ``companion new`` writes one, ``companion play
--table`` reads one, and the bundled example (:func:`load_example_table`) shows
every field.

A *player file* is what one player writes on their own device before the
game, so nobody types 84 blocks on one laptop and nobody sees another's blocks
before the draft::

    [player]
    id = "ann"
    name = "Ann"

    [[summaries]]          # two of them, at least one a barbarian
    barbarian = true
    name = "Grignr of Ecalpon"
    background = "..."     # and appearance, approach, clothing, weapons, equipment

    [room]                 # the room they prepared, all fields optional
    title = "..."

The GM imports them with :func:`load_player_files`, which merges them into a
table ready for the draft. Every error names the file, the line and the key.

Both are a user's files, checked here before the engine sees them (the engine's own
tables stay as small as its tests like): control characters and terminal escape
sequences are removed from every text (:func:`companion.safetext.clean`), names are one
line, texts have sensible lengths (:func:`tidy_text`), and a table has 4 to 6 players
("The game is intended for 4-6 players").
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import tomlkit
from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.errors import DataFileError, UsageError
from companion.resources import example_table_path
from companion.safetext import clean
from companion.tomlfile import FieldError, dotted, locate_key, read_toml, validate_file
from engine.table import BLOCKS, Player, Room, Summary, Table

#: Rule: "The game is intended for 4-6 players".
MIN_PLAYERS, MAX_PLAYERS = 4, 6
#: The longest name (a player, character, room title, challenge, NPC, the Eye), characters.
NAME_MAX = 80
#: The longest block of a summary: "none of which should be more than a few lines".
BLOCK_MAX = 1_000
#: The longest prose of a room (appearance, secrets, a deus ex machina...), characters.
PROSE_MAX = 5_000
#: The most entries in any list of a table or player file (players, rooms, NPCs...).
ITEMS_MAX = 100

#: Keys whose text is one line (a name or an id).
_ONE_LINE = frozenset(
    {"id", "name", "title", "eye_name", "author", "gm", "player", "npcs", "room_order"}
)
_BLOCK_TEXT = frozenset(BLOCKS) - {"name"}


def tidy_text(key: str, text: str) -> str:
    """``text`` for the field ``key`` of a table, player file or the set-up screen: cleaned
    of control characters (a name also of line breaks) and stripped. Raises
    :class:`ValueError` saying the limit when it is too long.

    >>> tidy_text("name", "  Grignr\\x1b[2J\\nof Ecalpon ")
    'Grignr of Ecalpon'
    >>> tidy_text("name", "x" * 81)
    Traceback (most recent call last):
    ValueError: 81 characters: a name has at most 80
    """
    one_line = key in _ONE_LINE
    text = clean(text, one_line=one_line).strip()
    if one_line:
        limit, what = NAME_MAX, "a name"
    elif key in _BLOCK_TEXT:
        limit, what = BLOCK_MAX, 'a block ("none of which should be more than a few lines")'
    else:
        limit, what = PROSE_MAX, "a text"
    if len(text) > limit:
        raise ValueError(f"{len(text):,} characters: {what} has at most {limit:,}")
    return text


def _tidy(value: Any, loc: tuple[str | int, ...], path: Path, text: str) -> Any:
    """``value`` (parsed TOML) with every string tidied (:func:`tidy_text`); too long a
    text or too long a list is a :class:`DataFileError` naming its line and key."""
    try:
        if isinstance(value, str):
            key = next((p for p in reversed(loc) if isinstance(p, str)), "")
            return tidy_text(key, value)
        if isinstance(value, list):
            if len(value) > ITEMS_MAX:
                raise ValueError(f"{len(value):,} entries: at most {ITEMS_MAX}")
            return [_tidy(v, (*loc, i), path, text) for i, v in enumerate(value)]
    except ValueError as exc:
        raise DataFileError(str(path), str(exc), locate_key(text, loc), dotted(loc)) from None
    if isinstance(value, dict):
        return {k: _tidy(v, (*loc, k), path, text) for k, v in value.items()}
    return value


def _check_players(table: Table, path: Path, text: str) -> Table:
    n = len(table.players)
    if MIN_PLAYERS <= n <= MAX_PLAYERS:
        return table
    at = ("players", min(n, MAX_PLAYERS + 1) - 1)
    raise DataFileError(
        str(path),
        f'{n} players: "The game is intended for {MIN_PLAYERS}-{MAX_PLAYERS} players"',
        locate_key(text, at),
        "players",
    )


#: Table fields written in this order, so a saved file reads top to bottom.
_ORDER = ("name", "eye_name", "room_order", "players", "summaries", "characters", "rooms")


class PlayerFile(BaseModel):
    """One player's own file: who they are, their two summaries, their room."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    player: Player
    summaries: tuple[Summary, ...] = Field(
        (), description="the two character summaries this player wrote"
    )
    room: Room | None = None

    @model_validator(mode="after")
    def _own_work(self) -> PlayerFile:
        pid = self.player.id
        for i, s in enumerate(self.summaries):
            if s.author != pid:
                raise FieldError(
                    f"every summary in {pid!r}'s file must have author {pid!r}",
                    *("summaries", i, "author"),
                )
        if self.room is not None and self.room.gm != pid:
            raise FieldError(f"the room in {pid!r}'s file must have gm {pid!r}", "room", "gm")
        if self.summaries and len(self.summaries) != 2:
            raise FieldError(
                f"write two summaries, not {len(self.summaries)}: "
                '"Each player writes two character summaries"',
                *("summaries", 0),
            )
        if self.summaries and not any(s.barbarian for s in self.summaries):
            raise FieldError(
                'mark one summary barbarian = true: "At least one character must be some '
                'type of barbarian"',
                *("summaries", 0),
            )
        return self


def load_table(path: Path) -> Table:
    """Read and validate a table file; raises :class:`DataFileError` (file, line, key)."""
    data, text = read_toml(path, "table file")
    table = validate_file(Table, path, _tidy(data, (), path, text), text=text)
    return _check_players(table, path, text)


def load_example_table() -> Table:
    """The bundled example table: six players, their characters and rooms."""
    return load_table(example_table_path())


def load_player_file(path: Path) -> PlayerFile:
    """Read one player's file. ``author`` and ``gm`` default to the player's id."""
    data, text = read_toml(path, "player file")
    data = _tidy(data, (), path, text)
    player = data.get("player")
    pid = player.get("id") if isinstance(player, dict) else None
    if isinstance(pid, str):
        summaries = data.get("summaries")
        if isinstance(summaries, list):
            for s in summaries:
                if isinstance(s, dict):
                    s.setdefault("author", pid)
        room = data.get("room")
        if isinstance(room, dict):
            room.setdefault("gm", pid)
    return validate_file(PlayerFile, path, data, text=text)


def merge_player_files(files: Sequence[PlayerFile], name: str = "Quest for the Eye") -> Table:
    """One table from every player's file, ready for the draft (no characters yet).

    Raises :class:`UsageError` when two files use the same player id.
    """
    seen: set[str] = set()
    for f in files:
        if f.player.id in seen:
            raise UsageError(f"two player files use the id {f.player.id!r}: give each a unique id")
        seen.add(f.player.id)
    return Table(
        name=name,
        players=tuple(f.player for f in files),
        summaries=tuple(s for f in files for s in f.summaries),
        rooms=tuple(f.room for f in files if f.room is not None),
    )


def load_player_files(paths: Sequence[Path], name: str = "Quest for the Eye") -> Table:
    """Read several player files and merge them; a clash names both files."""
    files: list[PlayerFile] = []
    where: dict[str, Path] = {}
    for path in paths:
        f = load_player_file(path)
        if f.player.id in where:
            raise DataFileError(
                str(path),
                f"player id {f.player.id!r} is also used by {where[f.player.id]}",
                key="player.id",
            )
        where[f.player.id] = path
        files.append(f)
    return merge_player_files(files, name)


def _toml_value(value: Any) -> Any:
    """Long or multi-line prose as TOML multi-line strings, the rest as is."""
    if isinstance(value, str) and "\n" in value:
        return tomlkit.string(value, multiline=True)
    if isinstance(value, dict):
        return {k: _toml_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_toml_value(v) for v in value]
    return value


def dump_table(table: Table) -> str:
    """The table as TOML text (fields at their defaults are left out)."""
    data = table.model_dump(mode="json", exclude_defaults=True)
    doc = tomlkit.document()
    doc.add(tomlkit.comment("Quest for the Eye table file: load it with `companion play --table`."))
    for key in _ORDER:
        if key in data:
            doc[key] = tomlkit.item(_toml_value(data[key]))
    return tomlkit.dumps(doc)


def save_table(table: Table, path: Path) -> None:
    """Write the table as TOML to ``path`` (``load_table`` reads it back equal)."""
    try:
        path.write_text(dump_table(table), encoding="utf-8")
    except OSError as exc:
        raise DataFileError(str(path), f"cannot write: {exc.strerror}") from None
