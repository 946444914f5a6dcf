"""The acting character's sheet: the seven blocks the GM rules on, with the advisor's reasons
for the bonuses it proposed beside the block each one reads.

Rules shown: "If the GM considers an action to be an appropriate application of a character's
background or problem-solving style, a +1 bonus applies"; "If an action involves the use of
equipment from the character's summary, and the GM considers the equipment to be correctly used
and relevant to the action, a +1 bonus applies"; "If the GM considers an action to openly
contradict a character's background or equipment, and this contradiction is not earning a card
bonus, then a -2 penalty applies".
"""

from __future__ import annotations

from companion.ui.panels import Fragments
from companion.ui.panels.room import player_name
from engine.state import GameState

#: The blocks shown, in the summary's order, with the bonus each one bears on.
BLOCKS = (
    ("background", "background", "background +1, contradiction -2"),
    ("appearance", "appearance", "read for contradictions"),
    ("approach", "approach", "problem-solving style: background +1"),
    ("clothing", "clothing", "read for contradictions"),
    ("weapons", "weapons", "equipment +1, contradiction -2"),
    ("equipment", "equipment", "equipment +1, contradiction -2"),
)


def sheet_of(gs: GameState, acting_now: str | None) -> str | None:
    """Whose sheet to show: the pending action's character, else the one acting next."""
    return gs.pending.character if gs.pending is not None else acting_now


def sheet_panel(
    gs: GameState, who: str | None, reasons: dict[str, str], brief: bool = False
) -> Fragments:
    """The sheet of ``who``: name and player, then each block (``brief``: without the note
    of which bonus it bears on), then the advisor's reasons for the bonuses it proposed."""
    out: Fragments = [("class:panel.title", "Sheet")]
    if who is None:
        return [*out, ("class:panel.dim", "  nobody acts yet\n")]
    try:
        c = gs.table.character(who)
    except KeyError:
        return [*out, ("class:panel.dim", f"  {who}: no sheet in the table file\n")]
    out.append(("class:panel.dim", f"  {c.name} ({player_name(gs, c.player)})\n"))
    for block, label, bears in BLOCKS:
        out.append(("class:sheet.label", f"{label.capitalize()}: "))
        out.append(("class:sheet", (c.block(block).strip() or "—") + "\n"))
        if not brief:
            out.append(("class:panel.dim", f"  ({bears})\n"))
    said = [(name, why) for name, why in reasons.items() if why]
    if said:
        out.append(("class:panel.title", "Advisor's reasons\n"))
        for name, why in said:
            out.append(("class:sheet.label", f"{name}: "))
            out.append(("class:sheet", why + "\n"))
    if who in gs.continuity:
        out.append(("class:warn", "Continuity violation: the next action is a partial failure\n"))
    return out
