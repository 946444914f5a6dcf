"""``companion suggest``, ``companion eval`` and the public names of the advisor."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import companion.advisor as advisor
from companion.advisor import Suggestion
from companion.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
GRIGNR = str(ROOT / "fixtures" / "characters" / "grignr.toml")
HELDOUT = str(ROOT / "fixtures" / "eval" / "heldout.jsonl")


def test_public_names_are_pinned() -> None:
    assert sorted(advisor.__all__) == [
        "Advisor",
        "AutoAdvisor",
        "Bonus",
        "CardSuggestion",
        "Challenge",
        "Clever",
        "Evidence",
        "LexiconAdvisor",
        "OllamaAdvisor",
        "SuggestContext",
        "Suggestion",
        "make_advisor",
    ]


def test_suggest_json_is_a_valid_suggestion(capsys: pytest.CaptureFixture[str]) -> None:
    text = "For all intensive purposes I swing Mother at the ogre"
    code = main(
        [
            "suggest",
            "--character",
            GRIGNR,
            "--pool",
            "malapropism,cliche",
            "--challenge",
            "Ogre bridge-keeper:7",
            "--advisor",
            "lexicon",
            "--json",
            text,
        ]
    )
    assert code == 0
    s = Suggestion.model_validate_json(capsys.readouterr().out)
    assert s.card_counts() == {"malapropism": 1}
    assert s.equipment.applies
    assert s.target_challenge == "Ogre bridge-keeper"
    assert s.source == "lexicon"


def test_suggest_refuses_unknown_pool_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["suggest", "--character", GRIGNR, "--pool", "nope", "x"]) == 2
    assert "no card 'nope'" in capsys.readouterr().err


def test_suggest_refuses_a_bad_challenge(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["suggest", "--character", GRIGNR, "--challenge", "Ogre", "x"]) == 2
    assert "NAME:RATING" in capsys.readouterr().err


def test_eval_json_and_predictions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pred.jsonl"
    code = main(["eval", HELDOUT, "--advisor", "lexicon", "--json", "--predictions", str(out)])
    assert code == 0
    metrics = json.loads(capsys.readouterr().out)
    assert metrics["items"] == 57
    assert set(metrics["bonus_accuracy"]) == {
        "background",
        "equipment",
        "clever",
        "contradiction",
        "declared",
    }
    assert metrics["latency_ms"]["p50"] <= metrics["latency_ms"]["p95"]
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 57
    assert set(lines[0]) == {
        "id",
        "cards",
        "background",
        "equipment",
        "clever",
        "contradiction",
        "declared",
        "latency_ms",
    }
    assert any(line["declared"] for line in lines)


@pytest.mark.parametrize("name", ["heldout", "heldout2", "heldout3", "heldout4"])
def test_held_out_precision_and_f1_meet_the_goal(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Issue 4: "card precision >= 0.9 and F1 >= 0.8 on phrasing you did not tune on".
    assert main(["eval", str(ROOT / "fixtures" / "eval" / f"{name}.jsonl"), "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)["cards"]
    assert cards["precision"] >= 0.9
    assert cards["f1"] >= 0.8


def test_eval_names_a_bad_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    first = Path(HELDOUT).read_text().splitlines()[0]
    bad.write_text(first + "\n{not json}\n")
    assert main(["eval", str(bad)]) == 2
    assert f"{bad}:2" in capsys.readouterr().err


def test_eval_refuses_more_copies_than_the_deck_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    item = json.loads(Path(HELDOUT).read_text().splitlines()[0])
    item["pool"] = ["cliche", "cliche"]
    bad = tmp_path / "copies.jsonl"
    bad.write_text(json.dumps(item) + "\n")
    assert main(["eval", str(bad)]) == 2
    assert "2 x cliche" in capsys.readouterr().err


def test_eval_with_ollama_down_falls_back_and_says_so_once(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COMPANION_OLLAMA_HOST", "http://127.0.0.1:9")
    assert main(["eval", HELDOUT, "--advisor", "ollama", "--json"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out)["cards"]["precision"] >= 0.9
    assert out.err.count("not reachable") == 1
