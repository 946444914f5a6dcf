"""Tests that need a system program (Chromium, tmux, PulseAudio, espeak-ng, sox).

They skip with a one-line reason when the program is missing, unless
``COMPANION_REQUIRE_SYSTEM=1`` (set by ``.ci/run``, which installs them with apt),
in which case a missing program fails the test, so CI runs everything.
"""

from __future__ import annotations

import os
import shutil

import pytest

#: The Debian package that provides each program.
APT_PACKAGE = {
    "chromium": "chromium",
    "tmux": "tmux",
    "pulseaudio": "pulseaudio",
    "pactl": "pulseaudio-utils",
    "paplay": "pulseaudio-utils",
    "espeak-ng": "espeak-ng",
    "sox": "sox",
}


def required() -> bool:
    """True when missing system programs must fail tests instead of skipping them."""
    return os.environ.get("COMPANION_REQUIRE_SYSTEM") == "1"


def require_program(*names: str) -> None:
    """Skip (or, under ``COMPANION_REQUIRE_SYSTEM=1``, fail) unless every program is on PATH."""
    for name in names:
        if shutil.which(name) is None:
            reason = f"needs {name} (apt-get install {APT_PACKAGE.get(name, name)})"
            if required():
                pytest.fail(reason + "; COMPANION_REQUIRE_SYSTEM=1 forbids skipping")
            pytest.skip(reason)


def require_portaudio() -> None:
    """Skip (or fail under ``COMPANION_REQUIRE_SYSTEM=1``) unless ``sounddevice`` imports
    and finds the PortAudio library (``libportaudio2``, a library, not a program)."""
    require_module("numpy", "voice")
    try:
        import sounddevice  # noqa: F401
    except ImportError:
        reason = "needs sounddevice (pip install '.[voice]')"
    except OSError:
        reason = "needs PortAudio (apt-get install libportaudio2)"
    else:
        return
    if required():
        pytest.fail(reason + "; COMPANION_REQUIRE_SYSTEM=1 forbids skipping")
    pytest.skip(reason)


def require_module(name: str, extra: str) -> None:
    """Skip (or fail under ``COMPANION_REQUIRE_SYSTEM=1``) unless a Python module imports."""
    try:
        __import__(name)
    except Exception as exc:
        reason = f"needs {name} (pip install '.[{extra}]'): {type(exc).__name__}"
        if required():
            pytest.fail(reason + "; COMPANION_REQUIRE_SYSTEM=1 forbids skipping")
        pytest.skip(reason)
