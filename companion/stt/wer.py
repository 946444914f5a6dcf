"""Word error rate: (substitutions + deletions + insertions) / reference words."""

from __future__ import annotations

from companion.stt.gate import words


def word_errors(reference: str, hypothesis: str) -> int:
    """Word-level Levenshtein distance, on lower-case words without punctuation.

    >>> word_errors("Grignr swings his axe", "Grignr swing his axe now")
    2
    """
    ref, hyp = words(reference), words(hypothesis)
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1]


def wer(pairs: list[tuple[str, str]]) -> float:
    """Corpus WER over (reference, hypothesis) pairs.

    >>> wer([("a b c d", "a b c d"), ("e f", "e x")])
    0.167
    """
    total = sum(len(words(r)) for r, _h in pairs)
    return round(sum(word_errors(r, h) for r, h in pairs) / total, 3) if total else 0.0
