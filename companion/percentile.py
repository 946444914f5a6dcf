"""Percentiles of measured samples, one definition for every figure the program reports.

Benchmarks, ``companion eval`` and the export's latency statistics all quote p50/p95
through :func:`percentile`, so their figures are comparable.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0-100) by linear interpolation between closest ranks
    (the "inclusive" method of :func:`statistics.quantiles`); None for no samples.

    >>> percentile([1, 2, 3, 4], 50), percentile([10], 95), percentile([], 50)
    (2.5, 10.0, None)
    >>> percentile([3, 1, 2], 100)
    3.0
    """
    if not values:
        return None
    xs = sorted(values)
    pos = (len(xs) - 1) * q / 100
    lo, hi = math.floor(pos), math.ceil(pos)
    return float(xs[lo] + (xs[hi] - xs[lo]) * (pos - lo))
