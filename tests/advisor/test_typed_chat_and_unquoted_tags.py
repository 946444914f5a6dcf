"""Probes for misses met on blind48-50's first run (round eleven), each mended by a general
reading, none by the sets' own words. Every sentence is new, none copied from an eval set.

- Typed chat's shortenings ("u", "ur", "r", "w/", "b/c", "thru") are spelt out in the
  spoken view every cue and check reads, as contractions already were: a straw man typed
  "so ur saying" is the straw man of "so you're saying" (card: "Misrepresenting an
  opponent's position to make it easier to attack"), "either u ... or ..." the false
  dilemma of "either you ... or ...".
- Said-bookism ("A showy verb in place of 'said'"): a voice transcript writes no quotation
  marks and no capitals, so a showy tag after an unquoted line counts when the speaker is
  a name as transcribed ("ysolde" is no dictionary word), when the sentence goes on after
  the tag (", and then ..."), and when the line opens as speech does (a bare command:
  "hush now", "hold still"); narration before the comma ("I swing my axe, the ogre roars")
  stays an action.
"""

from __future__ import annotations

import pytest

from companion.advisor.text import Transcript
from tests.advisor.probing import cards


@pytest.mark.parametrize(
    ("typed", "spoken"),
    [
        ("ok so ur saying the gnome stole it", "ok so you are saying the gnome stole it"),
        ("ur boots r wet and u r late", "your boots are wet and you are late"),
        ("i go thru the door w/ my lamp, b/c its dark", "i go through the door with my lamp"),
        ("w/o a rope we climb tho", "without a rope we climb though"),
    ],
)
def test_typed_chat_is_spelt_out(typed: str, spoken: str) -> None:
    assert Transcript(typed).spoken.norm.startswith(spoken)


@pytest.mark.parametrize(
    "text",
    [
        "fix the U-bend under the sink",
        "the rune looks like the letter u upside down, or an r",
        "we reach the gates of Ur at dawn",
        "split it 50/50 with the dwarf",
    ],
)
def test_a_letter_a_name_or_a_ratio_is_no_shortening(text: str) -> None:
    spoken = Transcript(text).spoken.norm.split()
    assert "you" not in spoken
    assert "your" not in spoken
    assert spoken.count("with") == text.split().count("with")


def test_a_straw_man_typed_in_chat_is_a_straw_man() -> None:
    text = "mira: 'so ur saying nobody w/ a sword should ever get past u. typical troll.'"
    assert "straw-man" in cards(text)


def test_a_false_dilemma_typed_in_chat_is_a_false_dilemma() -> None:
    text = "MIRA TELLS THE TROLL: EITHER U MOVE OR I MOVE U INTO THE RIVER"
    assert "false-dilemma" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "hush little one, corwenna crooned, and she rocks the cradle.",
        "Stand aside, the abbot thunders. Nobody passes the bell tower tonight.",
        "hold the line, brakka bellowed, and the goblins hesitate.",
    ],
)
def test_a_showy_tag_after_an_unquoted_line_is_a_said_bookism(text: str) -> None:
    assert "said-bookism" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "I swing my axe, the ogre roars, and I duck under its club.",
        "We charge in, the goblins shriek and scatter.",
        "hold the line, everyone shrieked at once.",
    ],
)
def test_narration_before_a_voice_verb_is_no_said_bookism(text: str) -> None:
    assert "said-bookism" not in cards(text)
