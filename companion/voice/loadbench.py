"""Many tables, one speech server: ``python -m companion.voice.loadbench [--tables 1 4 8 16]``.

Starts one real ``wyoming-faster-whisper`` on loopback (bundled tiny.en,
:mod:`companion.voice.localserver`) and, for each N, N simulated tables that speak the
fixture actions at table pace: a table "speaks" a clip (waits its length, as a player
talks), waits the endpointer's early cut (:data:`EARLY_CUT_S` of silence, as the live
pipeline does before it sends audio), sends it through the live path
(:func:`companion.stt.hear.hear` on a
:class:`~companion.stt.backends.wyoming.WyomingTranscriber`), then pauses
:data:`GAP_S` before the next clip. Tables start staggered over the first gap.

Measured per utterance: end of speech -> transcript, seconds. Reported per N: p50/p95
and how many utterances took longer than ``[stt]
timeout_s`` (default 4 s): those are the ones the live path hands to the local backend
(the fallback). The simulation waits for every answer (the deadline is long), so the
server's latency is measured even past the point of fallback; on a real table the
fallback decodes on that table's own laptop, which this single machine cannot stand in
for. Bounded: ``--per-table`` utterances a table (default 3) and ``--max-s`` per N.
``--uri tcp://HOST:PORT`` measures a running server instead (the GPU box that will serve a
convention), from this machine.

:func:`run_tables` is the reusable part: give it a ``step`` to do more per transcript
(the LLM side times the suggestion after it).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from companion.config import SttConfig
from companion.errors import CompanionError
from companion.percentile import percentile
from companion.stt.hear import Hearing

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "audio"
PARTY = ["Grignr", "Thrya", "Olo", "Velka", "Brannoc", "Isolde"]
#: Silence after speech before the live pipeline's early cut sends the audio, seconds.
EARLY_CUT_S = 0.2
#: Pause between one utterance's transcript and the next utterance's start, seconds.
GAP_S = 2.0


class Sample(BaseModel):
    """One utterance of one simulated table."""

    model_config = ConfigDict(frozen=True)

    table: int
    clip: str
    latency_s: float
    backend: str
    text: str


def run_tables(
    n: int,
    uri: str,
    clips: Sequence[str],
    per_table: int = 3,
    max_s: float = 300.0,
    step: Callable[[int, Hearing], None] | None = None,
) -> list[Sample]:
    """N tables against the server at ``uri``, ``per_table`` utterances each (clips in turn,
    each table starting at another clip); ``step(table, hearing)`` runs after each
    transcript, inside the table's timing. Stops starting utterances after ``max_s``."""
    from companion.stt.audio import read_audio
    from companion.stt.backends.wyoming import WyomingTranscriber
    from companion.stt.hear import hear
    from companion.stt.pipeline import build_prompt

    audio = {c: read_audio(FIXTURES / f"{c}.wav") for c in clips}
    prompt = build_prompt(PARTY)
    samples: list[Sample] = []
    lock = threading.Lock()
    started = time.monotonic()

    def table(i: int) -> None:
        transcriber = WyomingTranscriber(uri, timeout_s=max_s)
        transcriber.load()
        time.sleep(GAP_S * i / n)
        for k in range(per_table):
            if time.monotonic() - started > max_s:
                return
            clip = clips[(i + k) % len(clips)]
            time.sleep(len(audio[clip]) / 16_000)  # the player speaks
            speech_end = time.monotonic()
            time.sleep(EARLY_CUT_S)
            try:
                hearing = hear(transcriber, audio[clip], prompt)
            except CompanionError as exc:  # the server went away: counted, not raised
                backend, text = "error", str(exc)
            else:
                if step is not None:
                    step(i, hearing)
                backend, text = hearing.transcript.backend, hearing.text
            sample = Sample(
                table=i,
                clip=clip,
                latency_s=round(time.monotonic() - speech_end, 3),
                backend=backend,
                text=text,
            )
            with lock:
                samples.append(sample)
            time.sleep(GAP_S)

    threads = [threading.Thread(target=table, args=(i,), daemon=True) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(max_s + 120)
    return samples


def summary(n: int, samples: list[Sample], timeout_s: float) -> dict[str, Any]:
    """The row for N tables."""
    latencies = [s.latency_s for s in samples]
    over = sum(s.latency_s > timeout_s for s in samples)
    return {
        "tables": n,
        "utterances": len(samples),
        "p50_s": round(statistics.median(latencies), 3) if latencies else None,
        "p95_s": _round(percentile(latencies, 95)),
        "over_timeout": over,
        "timeout_s": timeout_s,
        "not_from_server": sum(s.backend != "wyoming" for s in samples),
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def main(argv: list[str] | None = None) -> int:
    """Start the server, run each N, print the Markdown table (or JSON)."""
    from companion.voice.localserver import local_wyoming_server

    parser = argparse.ArgumentParser(prog="python -m companion.voice.loadbench")
    parser.add_argument("--tables", type=int, nargs="+", default=[1, 4, 8, 16])
    parser.add_argument("--per-table", type=int, default=3, help="utterances per table")
    parser.add_argument("--max-s", type=float, default=300.0, help="time cap per N, seconds")
    parser.add_argument("--threads", type=int, default=2, help="the server's CPU threads")
    parser.add_argument(
        "--uri", help="a running server (tcp://HOST:PORT) instead of starting one here"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    manifest = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))
    clips = sorted(c for c, m in manifest.items() if m["kind"] == "action")
    timeout_s = SttConfig().timeout_s
    rows = []
    with contextlib.ExitStack() as stack:
        uri = args.uri or stack.enter_context(local_wyoming_server(threads=args.threads)).uri
        for n in args.tables:
            samples = run_tables(n, uri, clips, args.per_table, args.max_s)
            rows.append(summary(n, samples, timeout_s))
            if not args.json:
                sys.stderr.write(f"N={n}: {rows[-1]}\n")
    if args.json:
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
        return 0
    load = os.getloadavg()[0]
    server = args.uri or f"wyoming-faster-whisper here, tiny.en int8, {args.threads} threads"
    sys.stdout.write(
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, load average {load:.2f}; "
        f"server: {server}\n\n"
        "| tables | utterances | end of speech -> transcript p50 / p95 "
        f"| over timeout_s ({timeout_s:g} s): would fall back |\n"
        "| --- | --- | --- | --- |\n"
    )
    for r in rows:
        sys.stdout.write(
            f"| {r['tables']} | {r['utterances']} | {r['p50_s']} s / {r['p95_s']} s "
            f"| {r['over_timeout']} of {r['utterances']} |\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
