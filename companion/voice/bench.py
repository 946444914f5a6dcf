"""Voice benchmark: ``python -m companion.voice.bench [--backend B]... [--json]``.

For each backend on the bundled tiny.en, every speech fixture is fed through
:class:`~companion.stt.pipeline.VoicePipeline` in real time (30 ms frames paced by the
clock, as a microphone delivers them), and the latency from the last voiced frame to the
transcript is measured, so the end-of-speech silence counts, and to the lexicon
advisor's suggestion (what the screen shows next) computed as soon as the transcript is
there, on the bundled example table and standard deck. WER over the action clips
is measured with and without the name prompt, through :func:`companion.stt.hear.hear`
(the live path's gate). Prompt echoes (issue 14.16) are counted over the action and
held-out clips, each with its names prompt: how many first decodes were only the names,
and how many of those the retry without the prompt recovered. Prints a Markdown table
for BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.config import SttConfig
from companion.percentile import percentile
from companion.stt.backends import BACKENDS
from companion.stt.pipeline import Heard
from companion.stt.wer import wer

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "audio"
PARTY = ["Grignr", "Thrya", "Olo", "Velka", "Brannoc", "Isolde"]


def _lexicon_suggester() -> Callable[[str], Any] | None:
    """``suggest(text)`` with the lexicon advisor for Grignr on the example table's first
    room pool, or None when the advisor is not there."""
    try:
        from companion.advisor import LexiconAdvisor, SuggestContext
        from companion.deck import standard_deck
        from companion.tablefile import load_example_table
    except ImportError:
        return None
    deck = standard_deck()
    table = load_example_table()
    character = next(c for c in table.characters if c.name.startswith("Grignr"))
    advisor = LexiconAdvisor(deck)
    pool = [c.id for c in deck.cards][:4]
    return lambda text: advisor.suggest(SuggestContext.of(text, character, pool))


def bench_backend(backend: str, manifest: dict[str, dict[str, str]]) -> dict[str, Any]:
    """Latency p50/p95 (real-time feed) and WER with/without the prompt for one backend."""
    from companion.stt.audio import read_audio
    from companion.stt.backends import make_transcriber
    from companion.stt.hear import hear
    from companion.stt.pipeline import VoicePipeline, build_prompt
    from companion.stt.sources import FileSource

    config = SttConfig()
    transcriber = make_transcriber(config, backend=backend)
    transcriber.load()
    suggest = _lexicon_suggester()
    speech = sorted(c for c, m in manifest.items() if m["kind"] in ("action", "control"))
    latencies: list[float] = []
    to_suggestion: list[float] = []

    def on_heard(heard: Heard) -> None:
        latencies.append(heard.transcript_at - heard.speech_end_at)
        if suggest is not None and heard.control is None and not heard.addressed:
            suggest(heard.action)
            to_suggestion.append(time.time() - heard.speech_end_at)

    for clip in speech:
        pipeline = VoicePipeline(
            transcriber,
            config,
            FileSource(FIXTURES / f"{clip}.wav"),
            party=PARTY,
            on_heard=on_heard,
        )
        pipeline.start()
        pipeline.wait(timeout=120)
    actions = sorted(c for c, m in manifest.items() if m["kind"] == "action")
    prompt = build_prompt(PARTY)
    rows: dict[str, list[tuple[str, str]]] = {"with": [], "without": []}
    for clip in actions:
        audio = read_audio(FIXTURES / f"{clip}.wav")
        reference = manifest[clip]["text"]
        rows["with"].append((reference, hear(transcriber, audio, prompt).text))
        rows["without"].append((reference, hear(transcriber, audio, None).text))
    echoes = recovered = 0
    echo_clips = [*actions, *sorted(c for c, m in manifest.items() if m["kind"] == "heldout")]
    for clip in echo_clips:
        audio = read_audio(FIXTURES / f"{clip}.wav")
        hearing = hear(transcriber, audio, manifest[clip].get("prompt") or prompt)
        echoes += hearing.prompt_echo
        recovered += hearing.prompt_echo and bool(hearing.text)
    return {
        "backend": backend,
        "model": transcriber.model,
        "utterances": len(latencies),
        "clips": len(speech),
        "latency_p50_s": _round(statistics.median(latencies)) if latencies else None,
        "latency_p95_s": _round(percentile(latencies, 95)) if latencies else None,
        "suggestion_p50_s": _round(statistics.median(to_suggestion)) if to_suggestion else None,
        "suggestion_p95_s": _round(percentile(to_suggestion, 95)) if to_suggestion else None,
        "wer_with_prompt": wer(rows["with"]),
        "wer_without_prompt": wer(rows["without"]),
        "echo_clips": len(echo_clips),
        "prompt_echoes": echoes,
        "echoes_recovered": recovered,
        "end_silence_ms": config.end_silence_ms,
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table (or JSON)."""
    parser = argparse.ArgumentParser(prog="python -m companion.voice.bench")
    local = [name for name, cls in BACKENDS.items() if cls.local]
    parser.add_argument("--backend", action="append", choices=local)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    manifest = json.loads((FIXTURES / "manifest.json").read_text())
    results = [bench_backend(b, manifest) for b in args.backend or local]
    if args.json:
        sys.stdout.write(json.dumps(results, indent=2) + "\n")
        return 0
    load = os.getloadavg()[0]
    sys.stdout.write(
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, load average {load:.2f}\n\n"
        "| backend | model | utterances/clips | last voiced frame -> transcript p50 / p95 "
        "| -> lexicon suggestion p50 / p95 | WER with names prompt | WER without "
        "| prompt echoes / recovered (of clips) |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- |\n"
    )
    for r in results:
        sys.stdout.write(
            f"| {r['backend']} | {r['model']} | {r['utterances']}/{r['clips']} "
            f"| {r['latency_p50_s']} s / {r['latency_p95_s']} s "
            f"| {r['suggestion_p50_s']} s / {r['suggestion_p95_s']} s "
            f"| {r['wer_with_prompt']:.1%} | {r['wer_without_prompt']:.1%} "
            f"| {r['prompt_echoes']} / {r['echoes_recovered']} (of {r['echo_clips']}) |\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
