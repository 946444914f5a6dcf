"""Probes for a charge echoed as a question and returned with "you never ..." without
"have" (round nine, after blind30).

Card "Tu quoque": "Dismissing a charge by pointing out that the accuser does it too."
Every sentence is new, none copied from an eval set.
"""

from __future__ import annotations

import pytest

from tests.advisor.probing import cards


@pytest.mark.parametrize(
    "text",
    [
        "she calls me a thief? you never returned the ladle you borrowed from my mother.",
        "The abbot calls us lazy? You never lifted a spade in this garden, father.",
    ],
)
def test_a_charge_returned_with_you_never_is_tu_quoque(text: str) -> None:
    assert "tu-quoque" in cards(text)


@pytest.mark.parametrize(
    "text",
    [
        # A charge echoed, then a plain promise or fact with "never", not the accuser's deed.
        "She calls me a thief? You never know with her, she is joking. I laugh.",
        "You never told me the gate was locked, so I climb the wall.",
    ],
)
def test_you_never_without_a_charge_returned_is_no_tu_quoque(text: str) -> None:
    assert "tu-quoque" not in cards(text)
