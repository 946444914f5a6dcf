"""The configuration: one TOML file, environment overrides, validated by pydantic.

Precedence (last wins): built-in defaults < the config file < ``COMPANION_<SECTION>_<KEY>``
environment variables < command-line flags (applied by the CLI).

The file is ``$XDG_CONFIG_HOME/quest-companion/config.toml`` (platformdirs), or
``--config FILE`` / ``COMPANION_CONFIG``. On first run the default file is
written there, fully commented and generated from the models below, so the
documentation and the defaults cannot drift apart.

Each section is its own model; the issue that owns a feature owns its section.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

import platformdirs
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from companion.advisor_registry import ADVISORS, LLM_BACKENDS, choices
from companion.errors import ConfigError, DataFileError, UsageError
from companion.stt.backends import BACKENDS, backend_choices
from companion.textfile import NotUtf8, read_text
from companion.tomlfile import dotted, key_at_line, locate_key, parse_toml, plain_message
from engine.state import RulesConfig
from engine.turn import TurnConfig

APP_NAME = "quest-companion"


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class AdvisorConfig(_Section):
    """Card and bonus suggestions."""

    mode: str = Field(
        "auto",
        description="lexicon: built-in detectors only; ollama or openai: that LLM only; "
        "auto: detectors at once, refined by the backend below when its model is reachable",
    )
    backend: str = Field(
        "ollama",
        description="the LLM that auto refines with: ollama ([ollama] below) or openai "
        "(an OpenAI-compatible server: [openai] below)",
    )
    semantic: bool = Field(
        True,
        description="the detectors' semantic tier: cards and the background bonus judged by "
        "meaning (needs the semantic extra and its weights, see README; off without them)",
    )

    @field_validator("mode")
    @classmethod
    def _known_mode(cls, value: str) -> str:
        if value not in ADVISORS:
            raise ValueError(f"unknown advisor {value!r}: use {choices(list(ADVISORS))}")
        return value

    @field_validator("backend")
    @classmethod
    def _known_backend(cls, value: str) -> str:
        if value not in LLM_BACKENDS:
            raise ValueError(f"unknown LLM backend {value!r}: use {choices(LLM_BACKENDS)}")
        return value


def http_url(value: str) -> str:
    """An ``http://`` or ``https://`` URL with a host (a bad one is caught at load).

    >>> http_url("localhost:11434")
    Traceback (most recent call last):
    ValueError: 'localhost:11434' is not an http:// or https:// URL with a host
    """
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{value!r} is not an http:// or https:// URL with a host")
    return value


def model_name(value: str) -> str:
    """A model name: not empty, no spaces.

    >>> model_name("")
    Traceback (most recent call last):
    ValueError: empty: name a model, e.g. "qwen2.5:3b-instruct"
    """
    if not value.strip():
        raise ValueError('empty: name a model, e.g. "qwen2.5:3b-instruct"')
    if value != value.strip() or any(c.isspace() for c in value):
        raise ValueError(f"{value!r}: a model name has no spaces")
    return value


_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class OllamaConfig(_Section):
    """The local LLM that refines suggestions (optional): Ollama's native API."""

    host: str = Field("http://127.0.0.1:11434", description="Ollama server URL")
    model: str = Field(
        "qwen2.5:3b-instruct",
        description="model name as `ollama pull` knows it",
    )
    timeout_s: float = Field(
        8.0, gt=0, le=120, description="seconds to wait for one suggestion, retry included"
    )
    keep_alive: str = Field(
        "30m", description="how long Ollama keeps the model loaded between actions"
    )
    seed: int = Field(7, description="sampling seed (temperature is always 0)")

    _url = field_validator("host")(http_url)
    _model = field_validator("model")(model_name)


class OpenAIConfig(_Section):
    """An OpenAI-compatible chat server (llama.cpp's server, vLLM, LM Studio, Ollama's /v1)."""

    base_url: str = Field(
        "http://127.0.0.1:8080/v1", description="the API's base URL, up to and including /v1"
    )
    model: str = Field(
        "local",
        description="model name as the server lists it (`companion doctor` shows them)",
    )
    api_key_env: str = Field(
        "",
        description="NAME of the environment variable that holds the API key (empty: no "
        "key); the key itself never goes in this file, the log or any output",
    )
    timeout_s: float = Field(
        8.0, gt=0, le=120, description="seconds to wait for one suggestion, retry included"
    )
    seed: int = Field(7, description="sampling seed (temperature is always 0)")

    _url = field_validator("base_url")(http_url)
    _model = field_validator("model")(model_name)

    @field_validator("api_key_env")
    @classmethod
    def _env_name(cls, value: str) -> str:
        if value and not _ENV_NAME.fullmatch(value):
            raise ValueError(
                "write the NAME of an environment variable (letters, digits, _), not the key itself"
            )
        return value


class SttConfig(_Section):
    """Speech to text (the `voice` extra)."""

    backend: str = Field(
        "auto",
        description="auto (the first installed local backend) or one of: "
        + ", ".join(BACKENDS)
        + " (docs/stt-backends.md)",
    )
    uri: str = Field(
        "", description='backend "wyoming": the server, tcp://HOST:PORT (e.g. tcp://gpu-box:10300)'
    )
    timeout_s: float = Field(
        4.0,
        gt=0,
        le=60,
        description="a remote backend slower than this (seconds) is skipped for the local one",
    )
    model: str = Field(
        "tiny.en", description="Whisper model: tiny.en is bundled; larger ones download"
    )
    device: str = Field("", description="input device name or index; empty = system default")
    mode: Literal["vad", "push-to-talk"] = Field("vad", description="how utterances are cut")
    end_silence_ms: int = Field(
        500, ge=100, le=5000, description="silence that ends an utterance, milliseconds"
    )
    max_utterance_s: float = Field(30.0, gt=1, le=120, description="longest utterance, seconds")
    wake_word: str = Field("companion", min_length=1, description="starts a GM control phrase")
    keep_audio: bool = Field(
        False, description="keep each utterance's audio next to the log (players' consent!)"
    )

    @field_validator("backend")
    @classmethod
    def _known_backend(cls, value: str) -> str:
        if value not in backend_choices():
            raise ValueError(f"unknown backend {value!r}: use {', '.join(backend_choices())}")
        return value

    @field_validator("uri")
    @classmethod
    def _tcp_uri(cls, value: str) -> str:
        if value and not re.fullmatch(r"tcp://[^\s:/]+:\d{1,5}", value):
            raise ValueError(f"{value!r} is not tcp://HOST:PORT (e.g. tcp://gpu-box:10300)")
        return value

    @model_validator(mode="after")
    def _wyoming_has_uri(self) -> SttConfig:
        if self.backend == "wyoming" and not self.uri:
            raise ValueError('backend "wyoming" needs uri = "tcp://HOST:10300"')
        return self


class GameConfig(_Section):
    """Rules options where the rulebook is silent."""

    seed: int | None = Field(
        None, description="RNG seed for dice and shuffles; empty = a fresh one per session"
    )
    exit_lap: Literal["reverse", "none"] = Field(
        "reverse",
        description="after the Eye: the rooms before the final one, in reverse, one challenge each",
    )
    wandering_chance: Literal[6, 12] = Field(
        6, description="wandering monsters: 1-in-6 or 1-in-12 per dungeon turn"
    )

    def rules(self) -> RulesConfig:
        """The engine's rules options from this section: every front end (the live screen,
        headless and voice play) starts its session with these (:mod:`companion.session`).

        >>> GameConfig(exit_lap="none", wandering_chance=12).rules().turn.wandering_chance
        12
        """
        return RulesConfig(
            exit_lap=self.exit_lap, turn=TurnConfig(wandering_chance=self.wandering_chance)
        )


class LogConfig(_Section):
    """Where session logs go."""

    dir: str = Field("", description="folder for session logs; empty = the platform's data dir")


class TableViewConfig(_Section):
    """The players' view (`companion play --table-view`)."""

    bind: str = Field("127.0.0.1:8765", description="host:port; a non-loopback host needs a token")

    @field_validator("bind")
    @classmethod
    def _host_port(cls, value: str) -> str:
        from companion.tableview.server import parse_bind

        try:
            parse_bind(value)
        except UsageError as exc:
            raise ValueError(str(exc).replace("--bind", "bind")) from None
        return value

    theme: Literal["dark", "light"] = Field("dark", description="page theme")
    read_timeout_s: float = Field(
        10.0,
        gt=0,
        le=300,
        description="seconds a request may take to arrive (and a stream may stall) before "
        "it is dropped",
    )
    max_connections: int = Field(
        100, ge=1, le=10_000, description="connections served at once; one more gets 503"
    )
    script_pace_s: float = Field(
        1.0,
        ge=0,
        le=60,
        description="with --script --headless: seconds to wait after each command so the "
        "table can follow on the page",
    )


def _key_names(value: str) -> str:
    """A ``[ui] keys`` value: key names prompt-toolkit knows, space-separated."""
    from companion.ui.keymap import key_name_problem

    problem = key_name_problem(value)
    if problem:
        raise ValueError(problem)
    return value


class UiConfig(_Section):
    """The live screen."""

    keys: dict[str, Annotated[str, AfterValidator(_key_names)]] = Field(
        default_factory=dict, description='remapped keys, e.g. {confirm = "c-m"}'
    )

    @field_validator("keys")
    @classmethod
    def _remaps(cls, keys: dict[str, str]) -> dict[str, str]:
        """Each remap names an action, keeps prose off the table screen's moves and takes
        no key another action of the same screen has (checked here, with the config, so a
        bad key stops ``companion play`` before any log is created)."""
        from companion.ui.keymap import remap_problem

        problem = remap_problem(keys)
        if problem:
            raise ValueError(f"{problem[0]}: {problem[1]}")
        return keys


class Config(BaseModel):
    """The whole configuration."""

    model_config = ConfigDict(extra="forbid")

    advisor: AdvisorConfig = Field(default_factory=AdvisorConfig)
    ollama: OllamaConfig = Field(default_factory=OllamaConfig)
    openai: OpenAIConfig = Field(default_factory=OpenAIConfig)
    stt: SttConfig = Field(default_factory=SttConfig)
    game: GameConfig = Field(default_factory=GameConfig)
    log: LogConfig = Field(default_factory=LogConfig)
    table_view: TableViewConfig = Field(default_factory=TableViewConfig)
    ui: UiConfig = Field(default_factory=UiConfig)

    def log_dir(self) -> Path:
        """The folder session logs are written to."""
        if self.log.dir:
            return Path(self.log.dir).expanduser()
        return Path(platformdirs.user_data_dir(APP_NAME)) / "sessions"


def default_config_path() -> Path:
    """``COMPANION_CONFIG`` if set, else the XDG config file."""
    env = os.environ.get("COMPANION_CONFIG")
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_config_dir(APP_NAME)) / "config.toml"


def _toml_value(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(value)


def default_config_text() -> str:
    """The fully commented default config file, generated from the models.

    >>> import tomllib
    >>> Config.model_validate(tomllib.loads(default_config_text())) == Config()
    True
    """
    out = [
        "# Quest Companion configuration.",
        "# Every key is shown with its default. Environment variables override the",
        "# file: COMPANION_<SECTION>_<KEY>, e.g. COMPANION_OLLAMA_HOST=http://host:11434.",
        "",
    ]
    for name, field in Config.model_fields.items():
        section_model = field.annotation
        assert isinstance(section_model, type)
        assert issubclass(section_model, BaseModel)
        out.append(f"# {(section_model.__doc__ or '').strip()}")
        out.append(f"[{name}]")
        instance = section_model()
        for key, f in section_model.model_fields.items():
            if f.description:
                out.append(f"# {f.description}")
            value = getattr(instance, key)
            rendered = _toml_value(value)
            out.append(f"# {key} = " if value is None else f"{key} = {rendered}")
        out.append("")
    return "\n".join(out)


def _env_overrides(environ: dict[str, str]) -> dict[str, dict[str, Any]]:
    """``COMPANION_<SECTION>_<KEY>=value`` as nested raw values (validated later)."""
    found: dict[str, dict[str, Any]] = {}
    for section, field in Config.model_fields.items():
        model = field.annotation
        assert isinstance(model, type)
        assert issubclass(model, BaseModel)
        for key in model.model_fields:
            var = f"COMPANION_{section}_{key}".upper()
            if var in environ:
                raw = environ[var]
                try:
                    value: Any = parse_toml(f"v = {raw}", f"${var}")["v"]
                except DataFileError:
                    value = raw
                found.setdefault(section, {})[key] = value
    return found


def load_config(
    path: Path | None = None, environ: dict[str, str] | None = None, write_default: bool = True
) -> Config:
    """Load and validate the configuration.

    A missing file at the default location is created from
    :func:`default_config_text` (when ``write_default``). A bad value raises
    :class:`ConfigError` naming the file, line and key.
    """
    environ = dict(os.environ) if environ is None else environ
    explicit = path is not None
    path = path or default_config_path()
    data: dict[str, Any] = {}
    text = ""
    if path.exists():
        try:
            text = read_text(path, "config file")
        except NotUtf8 as exc:
            key = key_at_line(path.read_bytes().decode("utf-8", "replace"), exc.line or 0)
            raise ConfigError(str(path), key or "(file)", exc.why, exc.line) from None
        except DataFileError as exc:
            raise ConfigError(str(path), "(file)", exc.why, exc.line) from None
        try:
            data = parse_toml(text, str(path))
        except DataFileError as exc:
            raise ConfigError(str(path), "(syntax)", exc.why, exc.line) from None
    elif explicit:
        raise ConfigError(str(path), "(file)", "no such file (omit --config to use the default)")
    elif write_default:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(default_config_text(), encoding="utf-8")
        except OSError:
            pass  # a read-only home still runs on the defaults
    for section, values in _env_overrides(environ).items():
        data.setdefault(section, {}).update(values)
    try:
        return Config.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = dotted(err["loc"])
        section = str(err["loc"][0]) if err["loc"] else ""
        leaf = str(err["loc"][-1]) if err["loc"] else ""
        var = f"COMPANION_{section}_{leaf}".upper()
        if var in environ:
            raise ConfigError(f"${var}", key, plain_message(err["msg"])) from None
        raise ConfigError(
            str(path), key, plain_message(err["msg"]), locate_key(text, err["loc"])
        ) from None
