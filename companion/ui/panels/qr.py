"""A QR code of the players' page address in text, two modules per character cell (half
blocks), for phones to scan off the GM's screen (LAN binds only: a loopback address is no
use to a phone)."""

from __future__ import annotations

#: Cells for (top module dark, bottom module dark).
_HALF = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}


def qr_rows(text: str) -> tuple[str, ...]:
    """``text`` as a QR code (error correction M, a 2-module quiet zone), one string per two
    module rows; dark modules are the character's foreground.

    >>> rows = qr_rows("http://192.168.1.20:8765/?t=abc")
    >>> len(rows), len(rows[0])
    (17, 33)
    """
    import segno

    matrix = [[bool(m) for m in row] for row in segno.make(text, error="m").matrix_iter(border=2)]
    if len(matrix) % 2:
        matrix.append([False] * len(matrix[0]))
    return tuple(
        "".join(_HALF[(a, b)] for a, b in zip(top, bottom, strict=True))
        for top, bottom in zip(matrix[0::2], matrix[1::2], strict=True)
    )
