"""Record ``fixtures/cassettes/`` against the scripted stub, or against a real Ollama.

    python -m tests.advisor.record_cassettes                 # scripted stub on 127.0.0.1:11434
    python -m tests.advisor.record_cassettes --real qwen2.5:3b-instruct
        # a real `ollama serve` on 127.0.0.1:11434: re-records success, stream and
        # missing-model; the malformed-reply cases can only come from the stub.

Bodies are matched exactly on replay, so re-record after changing the prompt
(``prompts/advisor.md``), the schema or the ``ollama`` client version.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

import vcr

from companion.advisor import OllamaAdvisor, SuggestContext, Suggestion
from companion.config import OllamaConfig
from companion.deck import standard_deck
from engine.table import Character

HOST = "http://127.0.0.1:11434"
CASSETTES = Path(__file__).resolve().parents[2] / "fixtures" / "cassettes"

GRIGNR = Character(
    name="Grignr",
    background="A barbarian of the frozen northern steppes",
    approach="Shouts a challenge first, then charges headlong",
    clothing="A wolf-pelt loincloth and iron-shod boots",
    weapons="A notched broadsword called Mother",
    equipment="A wineskin and a length of rope",
)
CONTEXT = SuggestContext.of(
    "For all intensive purposes this ogre is already dead, I shout, and I charge and swing Mother.",
    GRIGNR,
    ["malapropism", "cliche", "tu-quoque", "redundancy"],
    [("Ogre bridge-keeper", 7)],
)


@dataclass(frozen=True)
class Case:
    """One recorded exchange: the cassette name, the model asked for, streaming or not."""

    name: str
    model: str
    stream: bool = False
    scripted_only: bool = True


CASES = (
    Case("success", "stub-success", scripted_only=False),
    Case("stream", "stub-stream", stream=True, scripted_only=False),
    Case("invalid_json", "stub-invalid-json"),
    Case("invalid_twice", "stub-invalid-twice"),
    Case("schema_violation", "stub-schema"),
    Case("hallucinated_quote", "stub-hallucinated"),
    Case("unknown_card", "stub-unknown-card"),
    Case("model_not_found", "no-such-model:1b", scripted_only=False),
)


def recorder(mode: str) -> vcr.VCR:
    """The VCR used to record (``all``) and replay (``none``) the cassettes."""
    return vcr.VCR(
        cassette_library_dir=str(CASSETTES),
        record_mode=mode,
        match_on=["method", "scheme", "host", "port", "path", "body"],
        filter_headers=["user-agent", "authorization"],
        decode_compressed_response=True,
    )


def advisor_for(case: Case, model: str | None = None) -> OllamaAdvisor:
    """An Ollama advisor for one case, on the fixed host."""
    config = OllamaConfig(host=HOST, model=model or case.model, timeout_s=30, seed=7)
    return OllamaAdvisor(standard_deck(), config, stream=case.stream)


def play(case: Case, model: str | None = None) -> tuple[Suggestion, list[str]]:
    """Run one case; returns the suggestion and the notices it raised."""
    advisor = advisor_for(case, model)
    suggestion = advisor.suggest(CONTEXT)
    return suggestion, advisor.take_notices()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--real", metavar="MODEL", help="record against a real Ollama")
    args = parser.parse_args()
    CASSETTES.mkdir(parents=True, exist_ok=True)
    cases = [c for c in CASES if not (args.real and c.scripted_only)]
    if args.real:
        for case in cases:
            model = args.real if case.name in {"success", "stream"} else None
            record(case, model)
        return
    from tests.advisor.ollama_stub import OllamaStub

    with OllamaStub(port=11434):
        for case in cases:
            record(case)


def record(case: Case, model: str | None = None) -> None:
    """Record one case afresh (vcrpy's ``all`` mode appends to an existing cassette)."""
    name = f"ollama_{case.name}.yaml"
    (CASSETTES / name).unlink(missing_ok=True)
    with recorder("all").use_cassette(name):
        play(case, model)


if __name__ == "__main__":
    main()
