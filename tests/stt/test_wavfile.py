"""WAV reading (issue 14.10): every encoding a recorder writes reads as the same samples, and a
bad file is one line naming it. The files are written here byte by byte (an encoder
independent of the reader); ``fixtures/bad-inputs/audio/`` runs the same cases through the
CLI."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.errors import DataFileError
from tests.system import require_module

RATE = 16_000


def wav_bytes(
    frames: list[list[float]],
    tag: int = 1,
    bits: int = 16,
    rate: int = RATE,
    extensible: bool = False,
    data_size: int | None = None,
) -> bytes:
    """A WAV file of ``frames`` (one list of channel values in [-1, 1] per frame)."""
    channels = len(frames[0]) if frames else 1
    out = bytearray()
    for frame in frames:
        for v in frame:
            if tag == 3:
                out += struct.pack("<f" if bits == 32 else "<d", v)
            elif bits == 8:
                out += struct.pack("<B", max(0, min(255, round(v * 128 + 128))))
            else:
                full = 1 << (bits - 1)
                n = max(-full, min(full - 1, round(v * full)))
                out += n.to_bytes(bits // 8, "little", signed=True)
    align = channels * bits // 8
    if extensible:
        guid = struct.pack("<H", tag) + bytes.fromhex("000000001000800000aa00389b71")
        fmt = struct.pack("<HHIIHH", 0xFFFE, channels, rate, rate * align, align, bits)
        fmt += struct.pack("<HHI", 22, bits, 0) + guid
    else:
        fmt = struct.pack("<HHIIHH", tag, channels, rate, rate * align, align, bits)
    size = len(out) if data_size is None else data_size
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt
    body += b"LIST" + struct.pack("<I", 4) + b"INFO"  # a chunk to skip
    body += b"data" + struct.pack("<I", size) + bytes(out)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def read(tmp_path: Path, data: bytes) -> tuple[list[float], int]:
    require_module("numpy", "voice")
    from companion.stt.wavfile import read_wav

    path = tmp_path / "x.wav"
    path.write_bytes(data)
    audio, rate = read_wav(path)
    return [float(x) for x in audio], rate


samples = st.lists(st.integers(-32768, 32767), min_size=1, max_size=64)


@settings(max_examples=40, deadline=None)
@given(values=samples)
def test_every_encoding_reads_as_the_same_samples(values: list[int]) -> None:
    """16-bit PCM is exact; 24- and 32-bit PCM, float 32/64, the extensible header and
    a second identical channel give the same samples within their precision."""
    import tempfile

    mono = [[v / 32768.0] for v in values]
    with tempfile.TemporaryDirectory() as tmp:
        base, _ = read(Path(tmp), wav_bytes(mono))
        assert base == [v / 32768.0 for v in values]
        variants = [
            wav_bytes(mono, bits=24),
            wav_bytes(mono, bits=32),
            wav_bytes(mono, tag=3, bits=32),
            wav_bytes(mono, tag=3, bits=64),
            wav_bytes(mono, bits=24, extensible=True),
            wav_bytes(mono, tag=3, bits=32, extensible=True),
            wav_bytes([[v[0], v[0]] for v in mono]),
        ]
        for data in variants:
            got, rate = read(Path(tmp), data)
            assert rate == RATE
            assert got == pytest.approx(base, abs=1e-6)


def test_eight_bit_and_stereo_are_mixed_to_mono(tmp_path: Path) -> None:
    got, _ = read(tmp_path, wav_bytes([[0.5, -0.5], [1.0, 0.0]], bits=8))
    assert got == pytest.approx([0.0, 0.49], abs=0.01)


def test_a_streamed_data_size_reads_to_the_end(tmp_path: Path) -> None:
    """A recorder writing to a pipe cannot go back to fill in the sizes."""
    got, _ = read(tmp_path, wav_bytes([[0.25]] * 10, data_size=0xFFFFFFFF))
    assert got == pytest.approx([0.25] * 10)


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (b"", "empty file (0 bytes), no audio in it; record or export it again"),
        (wav_bytes([[0.1]] * 100)[:30], "a WAV header cut off (30 bytes)"),
        (wav_bytes([[0.1]] * 100)[:20], "a WAV header cut off (20 bytes)"),
        (b"RIFF\x00\x00", "a WAV header cut off (6 bytes)"),
        (wav_bytes([[0.1]] * 100)[:-180], "truncated WAV: the header says 0.01 s of audio"),
        (wav_bytes([]), "a WAV header with no audio"),
        (wav_bytes([[0.1]], tag=7, bits=8), "mu-law WAV is not supported; convert it: sox x.wav"),
        (wav_bytes([], tag=2, bits=4), "MS ADPCM WAV is not supported"),
        (wav_bytes([], bits=12), "12-bit pcm WAV is not supported"),
        (b"fLaC" + bytes(40), "not a WAV file (no RIFF/WAVE header)"),
        (b"RIFX" + bytes(4) + b"WAVE", "big-endian (RIFX) WAV is not supported"),
    ],
)
def test_a_bad_file_is_one_line_naming_it(tmp_path: Path, data: bytes, said: str) -> None:
    from companion.stt.wavfile import probe_wav

    path = tmp_path / "x.wav"
    path.write_bytes(data)
    with pytest.raises(DataFileError) as caught:
        probe_wav(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    assert said in message
    assert "\n" not in message


def test_a_folder_and_a_missing_file_are_named_as_such(tmp_path: Path) -> None:
    from companion.stt.wavfile import probe_wav

    with pytest.raises(DataFileError, match="is a folder, not an audio file"):
        probe_wav(tmp_path)
    with pytest.raises(DataFileError, match="no such audio file"):
        probe_wav(tmp_path / "nowhere.wav")
