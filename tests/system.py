"""Tests that need a system program (Chromium, tmux, PulseAudio, espeak-ng, sox) or library
(PortAudio).

They skip with a one-line reason when the program is missing, unless
``COMPANION_REQUIRE_SYSTEM=1`` (set by ``.ci/run``), in which case a missing program fails
the test, so CI runs everything. ``make test`` installs them first when it can
(``tests/system-deps.sh``, from the list in ``tests/system-packages.txt``).
"""

from __future__ import annotations

import ctypes.util
import os
import shutil
from pathlib import Path

import pytest

PACKAGES = Path(__file__).with_name("system-packages.txt")


def _apt_packages() -> dict[str, str]:
    """Program -> the Debian package that provides it (``tests/system-packages.txt``)."""
    rows = (line.split() for line in PACKAGES.read_text(encoding="utf-8").splitlines())
    return {r[0]: r[1] for r in rows if len(r) == 2 and r[0] not in ("#", "-")}


#: The Debian package that provides each program.
APT_PACKAGE = _apt_packages()


def required() -> bool:
    """True when missing system programs must fail tests instead of skipping them."""
    return os.environ.get("COMPANION_REQUIRE_SYSTEM") == "1"


def require_program(*names: str) -> None:
    """Skip (or, under ``COMPANION_REQUIRE_SYSTEM=1``, fail) unless every program is on PATH."""
    for name in names:
        if shutil.which(name) is None:
            _missing(f"needs {name} (apt-get install {APT_PACKAGE.get(name, name)})")


def _missing(reason: str) -> None:
    if required():
        pytest.fail(reason + "; COMPANION_REQUIRE_SYSTEM=1 forbids skipping")
    pytest.skip(reason)


def require_library(name: str, package: str) -> None:
    """Skip (or fail under ``COMPANION_REQUIRE_SYSTEM=1``) unless the shared library
    ``lib<name>`` can be found (``require_library("portaudio", "libportaudio2")``)."""
    if ctypes.util.find_library(name) is None:
        _missing(f"needs lib{name} (apt-get install {package})")


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
        _missing(f"needs {name} (pip install '.[{extra}]'): {type(exc).__name__}")
