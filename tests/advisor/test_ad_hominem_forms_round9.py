"""Probes for ad hominem said across a speech tag, about "a thing of ... which ...", and
asked without "does" (round nine, after blind30-31).

Card "Ad hominem": "Attacking the speaker instead of the argument." Every sentence is
new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        # The dismissal split by its speech tag.
        "'Your warning,' sneers Hild, 'comes from a man who sleeps in a pigsty; I ignore it.'",
        # "a <kind> of <stuff> which ..." for "a <kind> who ...".
        "I tell the golem: a lump of clay which any potter could squash has no right to set "
        "me riddles, so your riddle is void.",
        # A second-language speaker's question without "does".
        "the priest says the bridge is cursed. a man who never leaves his chapel, what he "
        "knows about bridges anyway? i cross.",
    ],
)
def test_the_speaker_attacked_instead_of_the_point_is_ad_hominem(text: str) -> None:
    assert "ad-hominem" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A speech tag between plain words, nobody dismissed.
        "'This road,' says Hild, 'comes from a village that trades in salt.' We follow it.",
        # "which" of a thing, no word of anyone's refused.
        "A thing of iron which the smith forgot has no handle, so I leave it on the anvil.",
        # Asking what someone knows, to learn it.
        "I ask the hermit what he knows about the tower, and he draws me a map.",
    ],
)
def test_no_speaker_attacked_is_no_ad_hominem(text: str) -> None:
    assert "ad-hominem" not in cards(text)
