"""WAV files read by hand: the RIFF chunks checked one by one, so every bad file is one line
that names the file and says what to do (issue 14.10), and the encodings a recorder or an
editor writes are read, not refused.

Read: PCM 8 (unsigned), 16, 24 and 32 bit; IEEE float 32 and 64 bit; the extensible
header (``WAVE_FORMAT_EXTENSIBLE``) around either; any number of channels (averaged to
mono) and any rate (resampled by the caller). Refused, each with its reason: a folder, an
empty file, a header cut off, a header with no audio, a file shorter than its header
says (truncated), something that is not RIFF/WAVE, and other encodings (mu-law, ADPCM...).
A ``data`` chunk whose size is 0 or ``0xFFFFFFFF`` with audio after it (a recorder that
streamed to a pipe) is read to the end of the file.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from companion.errors import DataFileError

#: ``fmt`` format tags.
PCM, FLOAT, EXTENSIBLE = 0x0001, 0x0003, 0xFFFE
_NAMES = {0x0002: "MS ADPCM", 0x0006: "A-law", 0x0007: "mu-law", 0x0011: "IMA ADPCM", 0x0055: "MP3"}
_STREAMED = (0, 0xFFFFFFFF)


class WavFormat(BaseModel):
    """What a WAV file holds, read from its header."""

    model_config = ConfigDict(frozen=True)

    encoding: str
    bits: int
    channels: int
    rate: int
    data_offset: int
    data_bytes: int

    @property
    def frame_bytes(self) -> int:
        """Bytes per frame (one sample of every channel)."""
        return self.channels * self.bits // 8

    @property
    def seconds(self) -> float:
        """Length of the audio, seconds."""
        return self.data_bytes / self.frame_bytes / self.rate


def _convert_hint(path: Path) -> str:
    return f"convert it: sox {path.name} -r 16000 -c 1 -b 16 out.wav"


def probe_wav(path: Path) -> WavFormat:
    """The format and the audio's place in ``path``; raises :class:`DataFileError` (one
    line: the file, what is wrong, what to do) for a file that cannot be read as audio."""
    if path.is_dir():
        raise DataFileError(str(path), "is a folder, not an audio file; give a WAV file")
    if not path.exists():
        raise DataFileError(str(path), "no such audio file")
    size = path.stat().st_size
    again = "record or export it again"
    if size == 0:
        raise DataFileError(str(path), f"empty file (0 bytes), no audio in it; {again}")
    with path.open("rb") as f:
        head = f.read(12)
        if len(head) < 12 or head[:4] not in (b"RIFF", b"RIFX", b"RF64") or head[8:12] != b"WAVE":
            if head[:4] == b"RIFF" and len(head) < 12:
                raise DataFileError(str(path), f"a WAV header cut off ({size} bytes); {again}")
            raise DataFileError(
                str(path), f"not a WAV file (no RIFF/WAVE header); {_convert_hint(path)}"
            )
        if head[:4] != b"RIFF":
            kind = "big-endian (RIFX)" if head[:4] == b"RIFX" else "RF64"
            raise DataFileError(str(path), f"{kind} WAV is not supported; {_convert_hint(path)}")
        fmt: tuple[str, int, int, int] | None = None
        while True:
            chunk = f.read(8)
            if len(chunk) < 8:
                what = "no audio data" if fmt else "a WAV header cut off"
                raise DataFileError(str(path), f"{what} ({size} bytes); {again}")
            name, length = chunk[:4], struct.unpack("<I", chunk[4:])[0]
            if name == b"fmt ":
                fmt = _read_fmt(path, f.read(length), size)
                f.seek(length % 2, 1)
            elif name == b"data":
                if fmt is None:
                    raise DataFileError(str(path), f"audio data before its format; {again}")
                return _data(path, fmt, f.tell(), length, size)
            else:
                f.seek(length + length % 2, 1)


def _read_fmt(path: Path, body: bytes, size: int) -> tuple[str, int, int, int]:
    if len(body) < 16:
        raise DataFileError(
            str(path), f"a WAV header cut off ({size} bytes); record or export it again"
        )
    tag, channels, rate, _rate_bytes, _align, bits = struct.unpack("<HHIIHH", body[:16])
    if tag == EXTENSIBLE and len(body) >= 26:
        tag = struct.unpack("<H", body[24:26])[0]  # the sub-format GUID's first two bytes
    if tag not in (PCM, FLOAT):
        name = _NAMES.get(tag, f"format {tag:#06x}")
        raise DataFileError(str(path), f"{name} WAV is not supported; {_convert_hint(path)}")
    encoding = "pcm" if tag == PCM else "float"
    supported = (8, 16, 24, 32) if encoding == "pcm" else (32, 64)
    if bits not in supported or channels == 0 or rate == 0:
        what = f"{bits}-bit {encoding}" if bits not in supported else "a damaged format header"
        raise DataFileError(str(path), f"{what} WAV is not supported; {_convert_hint(path)}")
    return encoding, bits, channels, rate


def _data(
    path: Path, fmt: tuple[str, int, int, int], offset: int, declared: int, size: int
) -> WavFormat:
    encoding, bits, channels, rate = fmt
    present = size - offset
    frame = channels * bits // 8
    if declared in _STREAMED and present > 0:
        declared = present
    if declared == 0 or present < frame:
        raise DataFileError(
            str(path), f"a WAV header with no audio ({size} bytes); record or export it again"
        )
    if present < declared:
        said, held = declared / frame / rate, present / frame / rate
        raise DataFileError(
            str(path),
            f"truncated WAV: the header says {said:.2f} s of audio, the file holds "
            f"{held:.2f} s; export it again, or `sox {path.name} fixed.wav` keeps what is there",
        )
    return WavFormat(
        encoding=encoding,
        bits=bits,
        channels=channels,
        rate=rate,
        data_offset=offset,
        data_bytes=declared - declared % frame,
    )


def read_wav(path: Path) -> tuple[Any, int]:
    """``path``'s audio as mono float32 in [-1, 1] (channels averaged) and its rate, Hertz.
    Raises :class:`DataFileError` as :func:`probe_wav` does."""
    import numpy as np

    fmt = probe_wav(path)
    with path.open("rb") as f:
        f.seek(fmt.data_offset)
        raw = f.read(fmt.data_bytes)
    if fmt.encoding == "float":
        data = np.frombuffer(raw, dtype="<f4" if fmt.bits == 32 else "<f8").astype(np.float32)
        data = np.nan_to_num(np.clip(data, -1.0, 1.0))
    elif fmt.bits == 8:
        data = (np.frombuffer(raw, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0
    elif fmt.bits == 24:
        b = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 3).astype(np.int32)
        value = b[:, 0] | (b[:, 1] << 8) | (b[:, 2] << 16)
        value = np.where(value >= 1 << 23, value - (1 << 24), value)
        data = value.astype(np.float32) / float(1 << 23)
    else:
        dtype, scale = ("<i2", 32768.0) if fmt.bits == 16 else ("<i4", 2147483648.0)
        data = np.frombuffer(raw, dtype=dtype).astype(np.float32) / scale
    return data.reshape(-1, fmt.channels).mean(axis=1), fmt.rate
