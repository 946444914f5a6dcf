"""Benchmark: parsing command lines with one huge quoted argument (issue 14, item 7).

Goal: a 1 MB quoted ``act`` is answered (here: refused as too long) in well under a second,
and parsing time grows linearly with the line. Run::

    python tests/engine/bench_parse.py [--sizes 10000,100000,1000000] [--repeat 5]

For each size it times ``parse_command`` on ``act Olo "<size characters>"`` (refused above
the description limit once there is one; the time is what the refusal costs) and on
``suggest "<JSON of size characters>"`` (no length limit), and prints the median. It imports
only ``engine``, so the same file times an older checkout: ``PYTHONPATH=OLD python FILE``.
Not collected by pytest.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from engine import parse_command


def _time(line: str, repeat: int) -> tuple[float, str]:
    times: list[float] = []
    result = ""
    for _ in range(repeat):
        t0 = time.perf_counter()
        try:
            parse_command(line)
            result = "parsed"
        except ValueError as exc:
            result = f"refused: {str(exc)[:60]}"
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    words = 'the ooze \u00e9cume like a tax refund, \\"Mother\\" says '
    for size in (int(x) for x in args.sizes.split(",")):
        text = (words * (size // len(words) + 1))[:size].rstrip("\\")
        act = f'act Olo "{text}"'
        payload = json.dumps({"source": "bench", "payload": {"text": "x" * size}})
        suggest = 'suggest "' + payload.replace("\\", "\\\\").replace('"', '\\"') + '"'
        for name, line in (("act", act), ("suggest", suggest)):
            median, result = _time(line, args.repeat)
            print(f"{name:8} {len(line):>9,} chars: median {median:.4f} s ({result})")


if __name__ == "__main__":
    main()
