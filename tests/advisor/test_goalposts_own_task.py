"""Probes for the speaker's own next task after a demand met (colleagues' report).

Card "Moving the goalposts": "Raising the bar as soon as the original demand has been met."
"Now I must run again" is what the speaker does next, not a bar raised for someone else.
"Now I need the map too, or no deal" raises the price and keeps its card. Every sentence is
new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "I crossed the first rope bridge fine, now I must cross again on the way back.",
        "Grignr opens the gate as ordered, now we have to sprint again before it shuts.",
        "I lit every brazier as the priest asked, and now I need to light them again at dusk.",
    ],
)
def test_the_speakers_own_task_earns_no_goalposts(text: str) -> None:
    assert "moving-the-goalposts" not in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        "Okay, he handed over the sword like I asked. Good. But now I need the shield too.",
        "The imp fetched the cup as ordered, now he must fetch it again, blindfolded.",
        "Fine, you answered right, but now you must answer it backwards.",
    ],
)
def test_a_bar_raised_still_earns_goalposts(text: str) -> None:
    assert "moving-the-goalposts" in cards(text)
