"""The numpy all-MiniLM-L6-v2 (companion/advisor/embed.py) against what the model is known
to do, and against an independent forward pass built from torch's own transformer layer.

Needs the ``semantic`` extra (skipped with the reason when it is not installed); the torch
reference also needs torch (the venv's CPU build; skipped without it).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from companion.advisor import embed

REASON = embed.unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=REASON or "")

SENTENCES = [
    "The barbarian swings his sword at the ogre.",
    "The warrior attacks the ogre with his blade.",
    "Honestly I think the weather in the capital is lovely in spring.",
    "I, uh, I tell the sphinx that everyone knows trolls can't read, so it has to let us pass.",
    "",
    "A man is playing a guitar.",
    "Someone is playing an instrument.",
]


@pytest.fixture(scope="module")
def model() -> embed.MiniLM:
    return embed.MiniLM.load()


def test_unit_vectors_of_384(model: embed.MiniLM) -> None:
    import numpy as np

    e = model.embed(SENTENCES)
    assert e.shape == (len(SENTENCES), 384)
    assert e.dtype == np.float32
    assert np.allclose(np.linalg.norm(e, axis=1), 1.0, atol=1e-5)


def test_paraphrase_nearer_than_unrelated(model: embed.MiniLM) -> None:
    """Two paraphrase pairs sit near (cosine > 0.6); across pairs and against the weather
    the sentences are nearly orthogonal (< 0.2)."""
    e = model.embed([SENTENCES[i] for i in (0, 1, 2, 5, 6)])
    near = e @ e.T
    assert near[0, 1] > 0.6
    assert near[3, 4] > 0.6
    for a, b in ((0, 2), (1, 2), (0, 3), (1, 4), (2, 3), (2, 4)):
        assert near[a, b] < 0.2, (a, b)


def test_batch_equals_one_by_one(model: embed.MiniLM) -> None:
    import numpy as np

    batch = model.embed(SENTENCES)
    for text, row in zip(SENTENCES, batch, strict=True):
        assert np.allclose(model.embed_one(text), row, atol=1e-6)


def test_long_text_cut_at_the_model_limit(model: embed.MiniLM) -> None:
    import numpy as np

    long = "the ogre roars " * 400
    assert len(model.tokenizer.encode(long).ids) == model.max_tokens == 256
    assert np.isfinite(model.embed_one(long)).all()


def test_extracted_to_the_cache_not_the_project(model: embed.MiniLM) -> None:
    where = embed.model_dir()
    assert (where / "model.safetensors").is_file()
    assert Path(__file__).resolve().parents[2] not in where.resolve().parents


def test_extraction_into_a_fresh_cache(tmp_path: Path) -> None:
    where = embed.model_dir(tmp_path / "m")
    assert sorted(p.name for p in where.iterdir()) == sorted(embed._FILES)
    assert embed.model_dir(tmp_path / "m") == where  # second call reuses it
    assert [p.name for p in tmp_path.iterdir()] == ["m"]  # no temporary folder left


@pytest.mark.skipif(importlib.util.find_spec("torch") is None, reason="torch is not installed")
def test_matches_torch_transformer_layers(model: embed.MiniLM) -> None:
    """The same weights in ``torch.nn.TransformerEncoderLayer`` (post-norm, exact GELU:
    BERT's layer), torch's attention and layer norm: embeddings agree to 1e-4."""
    import numpy as np
    import torch

    w = {k: torch.from_numpy(v.copy()) for k, v in model.w.items()}
    layers = []
    for n in range(6):
        p = f"encoder.layer.{n}."
        layer = torch.nn.TransformerEncoderLayer(
            384, 12, 1536, dropout=0.0, activation="gelu", layer_norm_eps=1e-12, batch_first=True
        )
        sd = {
            "self_attn.in_proj_weight": torch.cat(
                [w[p + f"attention.self.{m}.weight"] for m in ("query", "key", "value")]
            ),
            "self_attn.in_proj_bias": torch.cat(
                [w[p + f"attention.self.{m}.bias"] for m in ("query", "key", "value")]
            ),
            "self_attn.out_proj.weight": w[p + "attention.output.dense.weight"],
            "self_attn.out_proj.bias": w[p + "attention.output.dense.bias"],
            "linear1.weight": w[p + "intermediate.dense.weight"],
            "linear1.bias": w[p + "intermediate.dense.bias"],
            "linear2.weight": w[p + "output.dense.weight"],
            "linear2.bias": w[p + "output.dense.bias"],
            "norm1.weight": w[p + "attention.output.LayerNorm.weight"],
            "norm1.bias": w[p + "attention.output.LayerNorm.bias"],
            "norm2.weight": w[p + "output.LayerNorm.weight"],
            "norm2.bias": w[p + "output.LayerNorm.bias"],
        }
        layer.load_state_dict(sd)
        layers.append(layer.eval())
    ours = model.embed(SENTENCES[:4])
    with torch.no_grad():
        for text, mine in zip(SENTENCES[:4], ours, strict=True):
            ids = torch.tensor(model.tokenizer.encode(text).ids)
            x = w["embeddings.word_embeddings.weight"][ids]
            x = x + w["embeddings.position_embeddings.weight"][: len(ids)]
            x = x + w["embeddings.token_type_embeddings.weight"][0]
            x = torch.nn.functional.layer_norm(
                x, (384,), w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], 1e-12
            )[None]
            for layer in layers:
                x = layer(x)
            ref = torch.nn.functional.normalize(x[0].mean(0), dim=0).numpy()
            assert np.abs(ref - mine).max() < 1e-4
            assert float(ref @ mine) > 0.99999
