"""Convert a CTranslate2 Whisper model into an openai-whisper checkpoint.

CTranslate2's ``model.bin`` (binary version 6) is a flat list of named arrays; this
module reads it with :mod:`struct` and numpy and writes the ``{"dims",
"model_state_dict"}`` dictionary that ``whisper.load_model(path)`` loads with
``torch.load(weights_only=True)``. The facts that matter:

- self-attention ``linear_0`` fuses query, key and value (in that order) and
  cross-attention ``linear_1`` fuses key and value: split them along rows;
- the fused key bias is all zeros and Whisper's ``key`` has no bias: drop it
  (checked, never silently);
- ``encoder.positional_embedding`` is a registered buffer, so it must be in the
  state dict (CTranslate2 stores it as ``encoder/position_encodings/encodings``);
- the output projection aliases the token embedding (Whisper ties them);
- dims are plain ``int`` so ``weights_only=True`` accepts them;
- alignment heads travel as a list of ``[layer, head]`` pairs and are applied with
  ``set_alignment_heads`` by :func:`load_whisper_checkpoint`.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
import struct
from pathlib import Path
from typing import Any, BinaryIO

from companion.errors import DependencyMissing, UsageError

#: CTranslate2 dtype ids, in the order of ``ctranslate2.specs.model_spec``.
_DTYPES = ("float32", "int8", "int16", "int32", "float16", "bfloat16")


def _read_string(fh: BinaryIO) -> str:
    (length,) = struct.unpack("<H", fh.read(2))
    return fh.read(length)[:-1].decode("utf-8")


def read_ct2_variables(model_bin: Path) -> dict[str, Any]:
    """All variables of a CTranslate2 ``model.bin`` as numpy arrays (aliases resolved)."""
    import numpy as np

    out: dict[str, Any] = {}
    with model_bin.open("rb") as fh:
        (version,) = struct.unpack("<I", fh.read(4))
        if version != 6:
            raise UsageError(f"{model_bin}: CTranslate2 binary version {version}, expected 6")
        spec = _read_string(fh)
        if spec != "WhisperSpec":
            raise UsageError(f"{model_bin}: a {spec} model, not a Whisper model")
        fh.read(4)  # spec revision
        (count,) = struct.unpack("<I", fh.read(4))
        for _ in range(count):
            name = _read_string(fh)
            (rank,) = struct.unpack("<B", fh.read(1))
            shape = struct.unpack(f"<{rank}I", fh.read(4 * rank))
            (dtype_id,) = struct.unpack("<B", fh.read(1))
            (nbytes,) = struct.unpack("<I", fh.read(4))
            dtype = _DTYPES[dtype_id]
            if dtype == "bfloat16":
                raise UsageError(f"{model_bin}: bfloat16 weights are not supported; use float16")
            out[name] = np.frombuffer(fh.read(nbytes), dtype=dtype).reshape(shape)
        (aliases,) = struct.unpack("<I", fh.read(4))
        for _ in range(aliases):
            alias, target = _read_string(fh), _read_string(fh)
            out[alias] = out[target]
    return out


def _count_layers(variables: dict[str, Any], side: str) -> int:
    pattern = re.compile(rf"^{side}/layer_(\d+)/")
    return len({m.group(1) for n in variables if (m := pattern.match(n))})


def _split_rows(array: Any, parts: int) -> list[Any]:
    rows = array.shape[0] // parts
    return [array[i * rows : (i + 1) * rows] for i in range(parts)]


def _no_key_bias(bias: Any, where: str) -> None:
    if bool((bias != 0).any()):
        raise UsageError(f"{where}: the key bias is not zero; Whisper's key has no bias")


def _attention(v: dict[str, Any], src: str, dst: str, fused: str) -> dict[str, Any]:
    """One attention block; ``fused`` is ``"qkv"`` (self) or ``"kv"`` (cross)."""
    sd: dict[str, Any] = {}
    if fused == "qkv":
        q, k, val = _split_rows(v[f"{src}/linear_0/weight"], 3)
        qb, kb, vb = _split_rows(v[f"{src}/linear_0/bias"], 3)
        out = "linear_1"
    else:
        q, qb = v[f"{src}/linear_0/weight"], v[f"{src}/linear_0/bias"]
        k, val = _split_rows(v[f"{src}/linear_1/weight"], 2)
        kb, vb = _split_rows(v[f"{src}/linear_1/bias"], 2)
        out = "linear_2"
    _no_key_bias(kb, src)
    sd[f"{dst}.query.weight"], sd[f"{dst}.query.bias"] = q, qb
    sd[f"{dst}.key.weight"] = k
    sd[f"{dst}.value.weight"], sd[f"{dst}.value.bias"] = val, vb
    sd[f"{dst}.out.weight"] = v[f"{src}/{out}/weight"]
    sd[f"{dst}.out.bias"] = v[f"{src}/{out}/bias"]
    return sd


def _norm(v: dict[str, Any], src: str, dst: str) -> dict[str, Any]:
    return {f"{dst}.weight": v[f"{src}/gamma"], f"{dst}.bias": v[f"{src}/beta"]}


def _mlp(v: dict[str, Any], src: str, dst: str) -> dict[str, Any]:
    return {
        f"{dst}.mlp.0.weight": v[f"{src}/linear_0/weight"],
        f"{dst}.mlp.0.bias": v[f"{src}/linear_0/bias"],
        f"{dst}.mlp.2.weight": v[f"{src}/linear_1/weight"],
        f"{dst}.mlp.2.bias": v[f"{src}/linear_1/bias"],
        **_norm(v, f"{src}/layer_norm", f"{dst}.mlp_ln"),
    }


def whisper_state_dict(v: dict[str, Any]) -> tuple[dict[str, int], dict[str, Any]]:
    """Dims (plain ints) and an openai-whisper state dict (numpy arrays) from CT2 variables."""
    n_audio_layer = _count_layers(v, "encoder")
    n_text_layer = _count_layers(v, "decoder")
    embed = v["decoder/embeddings/weight"]
    dims = {
        "n_mels": int(v["encoder/conv1/weight"].shape[1]),
        "n_audio_ctx": int(v["encoder/position_encodings/encodings"].shape[0]),
        "n_audio_state": int(v["encoder/conv1/weight"].shape[0]),
        "n_audio_head": int(v["encoder/num_heads"]),
        "n_audio_layer": n_audio_layer,
        "n_vocab": int(embed.shape[0]),
        "n_text_ctx": int(v["decoder/position_encodings/encodings"].shape[0]),
        "n_text_state": int(embed.shape[1]),
        "n_text_head": int(v["decoder/num_heads"]),
        "n_text_layer": n_text_layer,
    }
    sd: dict[str, Any] = {
        "encoder.conv1.weight": v["encoder/conv1/weight"],
        "encoder.conv1.bias": v["encoder/conv1/bias"],
        "encoder.conv2.weight": v["encoder/conv2/weight"],
        "encoder.conv2.bias": v["encoder/conv2/bias"],
        "encoder.positional_embedding": v["encoder/position_encodings/encodings"],
        **_norm(v, "encoder/layer_norm", "encoder.ln_post"),
        "decoder.token_embedding.weight": embed,
        "decoder.positional_embedding": v["decoder/position_encodings/encodings"],
        **_norm(v, "decoder/layer_norm", "decoder.ln"),
    }
    for i in range(n_audio_layer):
        src, dst = f"encoder/layer_{i}", f"encoder.blocks.{i}"
        sd.update(_attention(v, f"{src}/self_attention", f"{dst}.attn", "qkv"))
        sd.update(_norm(v, f"{src}/self_attention/layer_norm", f"{dst}.attn_ln"))
        sd.update(_mlp(v, f"{src}/ffn", dst))
    for i in range(n_text_layer):
        src, dst = f"decoder/layer_{i}", f"decoder.blocks.{i}"
        sd.update(_attention(v, f"{src}/self_attention", f"{dst}.attn", "qkv"))
        sd.update(_norm(v, f"{src}/self_attention/layer_norm", f"{dst}.attn_ln"))
        sd.update(_attention(v, f"{src}/attention", f"{dst}.cross_attn", "kv"))
        sd.update(_norm(v, f"{src}/attention/layer_norm", f"{dst}.cross_attn_ln"))
        sd.update(_mlp(v, f"{src}/ffn", dst))
    return dims, sd


def convert_ct2_to_whisper(src: Path, dst: Path, dtype: str = "float16") -> Path:
    """Write an openai-whisper checkpoint at ``dst`` from the CTranslate2 folder ``src``.

    ``dtype`` is the stored precision (``float16`` as in OpenAI's own files, or
    ``float32``); openai-whisper upcasts on the CPU either way. Written to a temporary
    name and renamed, so a crash never leaves half a checkpoint.
    """
    model_bin = src / "model.bin"
    if not model_bin.is_file():
        raise UsageError(f"{src}: no model.bin here; give a CTranslate2 Whisper model folder")
    try:
        import numpy as np
        import torch
    except ImportError:
        raise DependencyMissing(
            "converting needs numpy and torch: pip install '.[whisper]'"
        ) from None
    dims, arrays = whisper_state_dict(read_ct2_variables(model_bin))
    heads: list[list[int]] = []
    config = src / "config.json"
    if config.is_file():
        heads = [[int(a), int(b)] for a, b in json.loads(config.read_text())["alignment_heads"]]
    state = {k: torch.from_numpy(np.array(a, dtype=dtype, copy=True)) for k, a in arrays.items()}
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(dst.name + ".part")
    torch.save({"dims": dims, "model_state_dict": state, "alignment_heads": heads}, tmp)
    tmp.replace(dst)
    return dst


def alignment_heads_dump(heads: list[list[int]], n_layer: int, n_head: int) -> bytes:
    """The base85(gzip(bool mask)) form ``Whisper.set_alignment_heads`` takes."""
    import numpy as np

    mask = np.zeros((n_layer, n_head), dtype=bool)
    for layer, head in heads:
        mask[layer, head] = True
    return base64.b85encode(gzip.compress(mask.tobytes()))


def load_whisper_checkpoint(path: Path) -> Any:
    """An openai-whisper model (CPU, float32) from a checkpoint this module wrote."""
    import torch
    from whisper.model import ModelDimensions, Whisper

    checkpoint = torch.load(path, map_location="cpu", weights_only=True)
    dims = ModelDimensions(**checkpoint["dims"])
    model = Whisper(dims)
    model.load_state_dict(checkpoint["model_state_dict"])
    heads = checkpoint.get("alignment_heads") or []
    if heads:
        model.set_alignment_heads(alignment_heads_dump(heads, dims.n_text_layer, dims.n_text_head))
    return model.float().eval()
