"""``--speak``: read outcomes aloud with ``espeak-ng`` (Debian package) when present."""

from __future__ import annotations

import shutil
import subprocess
import warnings

_warned = False


def say(text: str, voice: str = "en-us", rate_wpm: int = 170) -> subprocess.Popen[bytes] | None:
    """Speak ``text`` without blocking; returns the process, or None when espeak-ng is missing.

    Without espeak-ng this is a no-op that warns once (``apt-get install espeak-ng``).
    """
    global _warned
    program = shutil.which("espeak-ng")
    if program is None:
        if not _warned:
            _warned = True
            warnings.warn(
                "--speak needs espeak-ng (apt-get install espeak-ng); outcomes stay on screen",
                stacklevel=2,
            )
        return None
    return subprocess.Popen(
        [program, "-v", voice, "-s", str(rate_wpm), "--", text],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
