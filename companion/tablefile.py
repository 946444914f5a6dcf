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
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import tomlkit
from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.errors import DataFileError, UsageError
from companion.resources import example_table_path
from companion.tomlfile import load_toml, validate_file
from engine.table import Player, Room, Summary, Table

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
        if any(s.author != pid for s in self.summaries):
            raise ValueError(f"every summary in {pid!r}'s file must have author {pid!r}")
        if self.room is not None and self.room.gm != pid:
            raise ValueError(f"the room in {pid!r}'s file must have gm {pid!r}")
        if self.summaries and len(self.summaries) != 2:
            raise ValueError(
                f"write two summaries, not {len(self.summaries)}: "
                '"Each player writes two character summaries"'
            )
        if self.summaries and not any(s.barbarian for s in self.summaries):
            raise ValueError(
                'mark one summary barbarian = true: "At least one character must be some '
                'type of barbarian"'
            )
        return self


def load_table(path: Path) -> Table:
    """Read and validate a table file; raises :class:`DataFileError` (file, line, key)."""
    return validate_file(Table, path)


def load_example_table() -> Table:
    """The bundled example table: six players, their characters and rooms."""
    return load_table(example_table_path())


def load_player_file(path: Path) -> PlayerFile:
    """Read one player's file. ``author`` and ``gm`` default to the player's id."""
    data = load_toml(path)
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
    return validate_file(PlayerFile, path, data)


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
