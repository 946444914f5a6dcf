"""``--speak``: espeak-ng reads outcomes aloud; without it, a no-op and one warning."""

from __future__ import annotations

import pytest

from companion.stt import speak
from tests.system import require_program


def test_say_runs_espeak_ng(monkeypatch: pytest.MonkeyPatch) -> None:
    require_program("espeak-ng")
    calls: list[list[str]] = []

    class FakePopen:
        def __init__(self, argv: list[str], **_kw: object) -> None:
            calls.append(argv)

    monkeypatch.setattr(speak.subprocess, "Popen", FakePopen)
    assert speak.say("Grignr succeeds") is not None
    assert calls[0][0].endswith("espeak-ng")
    assert calls[0][-2:] == ["--", "Grignr succeeds"]


def test_without_espeak_ng_say_is_a_no_op_that_warns_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speak.shutil, "which", lambda _name: None)
    monkeypatch.setattr(speak, "_warned", False)
    with pytest.warns(UserWarning, match="espeak-ng"):
        assert speak.say("one") is None
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert speak.say("two") is None
