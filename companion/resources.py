"""Where the data that ships with the program lives: decks, prompts, the example table.

In a wheel, ``decks/`` and ``prompts/`` are installed as ``companion/_data/``; in a
source checkout (or an editable install) they are the top-level folders of the
repository. Both layouts resolve through :func:`data_dir`.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(kind: str) -> Path:
    """The folder holding shipped data of one kind: ``"decks"``, ``"prompts"`` or ``"eval"``
    (the labelled sets ``companion eval`` scores by default: ``fixtures/eval/`` in a checkout).

    >>> data_dir("decks").name
    'decks'
    """
    if kind not in {"decks", "prompts", "eval"}:
        raise ValueError(f"unknown data kind {kind!r}")
    packaged = _PACKAGE / "_data" / kind
    if packaged.is_dir():
        return packaged
    if kind == "eval":
        return _PACKAGE.parent / "fixtures" / "eval"
    return _PACKAGE.parent / kind


def example_table_path() -> Path:
    """The bundled example table (six players, characters and rooms)."""
    return _PACKAGE / "data" / "example_table.toml"
