"""Phantom-text gating and the prompt-echo guard."""

from __future__ import annotations

import pytest

from companion.stt.gate import Gate, gate_segments, guard_prompt
from companion.stt.transcript import Segment


def seg(text: str, no_speech: float = 0.01, logprob: float = -0.3) -> Segment:
    return Segment(start=0, end=1, text=text, no_speech_prob=no_speech, avg_logprob=logprob)


def test_confident_speech_passes() -> None:
    assert gate_segments([seg("Grignr swings his axe.")]) == [seg("Grignr swings his axe.")]


@pytest.mark.parametrize(
    "segment",
    [
        seg("Thank you.", no_speech=0.3),  # the classic phantom on silence
        seg("you", no_speech=0.25),
        seg("D", no_speech=0.58, logprob=-3.1),  # measured on the music clip
        seg("Grignr, Olo, Olo, Olo, Olo, Olo, Olo", no_speech=0.88, logprob=-0.07),  # silence
        seg("the the the the the the the the the the the the the the the the"),
    ],
)
def test_phantoms_are_dropped(segment: Segment) -> None:
    assert gate_segments([segment]) == []


def test_thresholds_are_settable() -> None:
    assert gate_segments([seg("hm, maybe", logprob=-1.5)], Gate(logprob_min=-2.0))


def test_prompt_echo_is_dropped_but_spoken_names_are_kept() -> None:
    prompt = "Grignr, Thrya, Olo, Velka, Brannoc, Isolde."
    assert guard_prompt("Grignr, Thrya, Olo, Velka.", prompt) == ""
    assert guard_prompt("Olo, Olo, Olo", prompt) == ""
    kept = "Grignr, Thrya and Olo attack the ghoul"
    assert guard_prompt(kept, prompt) == kept
    assert guard_prompt("Grignr, Thrya", None) == "Grignr, Thrya"
