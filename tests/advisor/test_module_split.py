"""The reply check, the gates' word lists and the word-choice checks, split by what they
hold, read as before.

``reply_check`` (card claims) reads its quotes through ``reply_quotes`` and leaves the
bonuses to ``reply_bonuses``; ``gate_words`` holds the words both kinds of gate read and
passes on the prose cards' and the reasoning cards' lists; the Tom Swifty left
``checks_words`` for ``checks_swifty``. Callers import the same names from the same places,
and no part grows back past the size that asked for the split.
"""

from __future__ import annotations

from pathlib import Path

import companion.advisor.gate_words as gate_words
import companion.advisor.gate_words_logic as gate_words_logic
import companion.advisor.gate_words_prose as gate_words_prose
import companion.advisor.reply_check as reply_check
import companion.advisor.reply_quotes as reply_quotes

_SPLIT = (
    "checks_swifty",
    "checks_words",
    "gate_words",
    "gate_words_logic",
    "gate_words_prose",
    "reply_bonuses",
    "reply_check",
    "reply_quotes",
)


def _lists(module: object) -> dict[str, object]:
    return {n: v for n, v in vars(module).items() if n.isupper() and not n.startswith("_")}


def test_gate_words_passes_on_every_list_of_its_parts() -> None:
    prose, logic = _lists(gate_words_prose), _lists(gate_words_logic)
    assert not set(prose) & set(logic), "a list is defined twice"
    for name, value in {**prose, **logic}.items():
        assert getattr(gate_words, name) is value, name
    assert set(gate_words.__all__) == set(_lists(gate_words))


def test_reply_check_keeps_its_public_names() -> None:
    assert set(reply_check.__all__) == {
        "DECLARABLE",
        "FROM_MODEL",
        "MAX_MODEL_ADDITIONS",
        "NEAR_WORDS",
        "ReplyChecker",
    }
    for name in reply_check.__all__:
        assert hasattr(reply_check, name), name
    assert reply_check.MAX_MODEL_ADDITIONS is reply_quotes.MAX_MODEL_ADDITIONS


def test_the_split_modules_stay_under_400_lines() -> None:
    here = Path(reply_check.__file__).parent
    for name in _SPLIT:
        lines = (here / f"{name}.py").read_text(encoding="utf-8").count("\n")
        assert lines <= 400, f"{name}.py has {lines} lines"
