"""Colours of the live screen: ANSI names only, so any terminal (and tmux) shows them."""

from __future__ import annotations

from prompt_toolkit.styles import Style

#: The matched-words colours of pool positions 1-6 (7-10 reuse them): the same colour marks
#: a card in the pool and the words that earn it in the transcript.
CARD_COLOURS = (
    "bg:ansiyellow fg:ansiblack",
    "bg:ansicyan fg:ansiblack",
    "bg:ansimagenta fg:ansiwhite",
    "bg:ansigreen fg:ansiblack",
    "bg:ansiblue fg:ansiwhite",
    "bg:ansired fg:ansiwhite",
)

STYLE = Style.from_dict(
    {
        "header": "bold",
        "header.hint": "fg:ansicyan",
        "header.clock": "bold fg:ansicyan",
        "header.deus": "bold fg:ansimagenta",
        "header.ended": "bold reverse",
        "panel.title": "bold underline",
        "panel.title.focused": "bold reverse",
        "panel.dim": "fg:ansibrightblack",
        "rule": "fg:ansibrightblack",
        "challenge.rating": "bold",
        "challenge.deadly": "bold fg:ansired",
        "challenge.progress": "fg:ansigreen",
        "challenge.failures": "fg:ansired",
        "challenge.overcome": "fg:ansibrightblack",
        "party.active": "bold",
        "party.out": "fg:ansibrightblack",
        "party.warn": "fg:ansired",
        "grace.ready": "fg:ansigreen",
        "grace.wait": "fg:ansiyellow",
        "key": "bold fg:ansicyan",
        "card.chosen": "bold",
        "card.discard": "fg:ansired",
        "card.removed": "fg:ansibrightblack strike",
        "card.added": "fg:ansicyan",
        "card.definition": "",
        "sheet.label": "bold",
        "sheet": "",
        "qr": "fg:ansiwhite bg:ansiblack",
        "transcript": "italic",
        "transcript.match": "bold",
        "transcript.typing": "italic fg:ansicyan",
        "bonus.on": "bold fg:ansigreen",
        "bonus.off": "fg:ansibrightblack",
        "bonus.net": "bold",
        "target": "",
        "warn": "bold fg:ansiyellow",
        "prompt": "bold fg:ansicyan",
        "prompt.roll": "bold fg:ansiyellow",
        "outcome": "bold",
        "outcome.good": "bold fg:ansigreen",
        "outcome.bad": "bold fg:ansired",
        "message": "",
        "error": "bold fg:ansired",
        "ask": "bold reverse fg:ansiyellow",
        "status": "reverse",
        "status.mode": "bold reverse fg:ansicyan",
        "status.alarm": "bold reverse fg:ansired",
        "hint": "fg:ansibrightblack",
        "help.title": "bold reverse",
        "help.key": "bold fg:ansicyan",
        "help": "",
        "help.dim": "fg:ansibrightblack",
        "turn": "",
        **{f"card.{i}": colour for i, colour in enumerate(CARD_COLOURS)},
    }
)
