"""Speaker attribution from a leading name, else the active character."""

from __future__ import annotations

import pytest

from companion.stt.speaker import attribute

PARTY = ["Grignr", "Thrya", "Olo", "Velka", "Brannoc", "Isolde"]


@pytest.mark.parametrize(
    ("text", "who", "action"),
    [
        ("Grignr: I leap onto the table.", "Grignr", "I leap onto the table."),
        ("This is Velka, I cast a shield.", "Velka", "I cast a shield."),
        ("Brannoc, charge!", "Brannoc", "charge!"),
        ("Velka pours the potion.", "Velka", "Velka pours the potion."),
        ("Grignar, I climb the rope.", "Grignr", "I climb the rope."),  # as Whisper spells it
        ("I sold talks to the goblin king.", "Isolde", "I sold talks to the goblin king."),
    ],
)
def test_a_leading_name_picks_the_character(text: str, who: str, action: str) -> None:
    got = attribute(text, PARTY, active="Olo")
    assert (got.character, got.action, got.named) == (who, action, True)


@pytest.mark.parametrize(
    "text", ["I throw my dagger at the spider.", "We run past the guards.", "I sold my sword."]
)
def test_otherwise_the_active_character_acts(text: str) -> None:
    got = attribute(text, PARTY, active="Thrya")
    assert got.character == "Thrya"
    assert not got.named
