"""``companion export`` and ``companion review`` from the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema

from tests.export.conftest import GOLDEN_LOG
from tests.export.regenerate_golden import golden_path
from tests.export.test_golden import comparable


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_schema_flag_prints_a_valid_json_schema() -> None:
    out = run_cli("export", "--schema")
    assert out.returncode == 0, out.stderr
    schema = json.loads(out.stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["title"] == "SessionReport"


def test_format_all_writes_three_files_equal_to_the_golden(tmp_path: Path) -> None:
    out = run_cli("export", str(GOLDEN_LOG), "--format", "all", "-o", str(tmp_path / "g"))
    assert out.returncode == 0, out.stderr
    for fmt, suffix in (("md", ".md"), ("html", ".html"), ("json", ".json")):
        written = (tmp_path / f"g{suffix}").read_text(encoding="utf-8")
        golden = golden_path(fmt).read_text(encoding="utf-8")
        assert comparable(fmt, written) == comparable(fmt, golden)


def test_format_follows_the_output_suffix(tmp_path: Path) -> None:
    out = run_cli("export", str(GOLDEN_LOG), "-o", str(tmp_path / "g.html"))
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "g.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_a_written_export_has_the_permissions_a_plain_write_gives(tmp_path: Path) -> None:
    """Written through a temporary file (mkstemp: 0o600, its owner only), an export still
    gets the umask's permissions, as the players' page must to be served or shared; a file
    written over keeps its own."""
    export_table = [sys.executable, "-m", "companion", "export", str(GOLDEN_LOG), "-f", "table"]
    for umask, mode in ((0o022, 0o644), (0o077, 0o600)):
        out = tmp_path / f"u{umask:o}.html"
        done = subprocess.run(
            [*export_table, "-o", str(out)],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            umask=umask,
        )
        assert done.returncode == 0, done.stderr
        assert out.stat().st_mode & 0o777 == mode, oct(out.stat().st_mode)
    kept = tmp_path / "kept.md"
    kept.write_text("old", encoding="utf-8")
    kept.chmod(0o640)
    assert run_cli("export", str(GOLDEN_LOG), "-o", str(kept)).returncode == 0
    assert kept.stat().st_mode & 0o777 == 0o640
    assert kept.read_text(encoding="utf-8").startswith("# ")


def test_markdown_to_stdout_by_default() -> None:
    out = run_cli("export", str(GOLDEN_LOG))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("# ")


def test_user_errors_are_one_line_without_traceback(tmp_path: Path) -> None:
    corrupt = tmp_path / "bad.jsonl"
    lines = GOLDEN_LOG.read_text(encoding="utf-8").splitlines()
    lines[5] = "{not json"
    corrupt.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for args, needle in (
        (("export",), "needs a LOG"),
        (("export", str(tmp_path / "missing.jsonl")), "no such session log"),
        (("export", str(corrupt)), f"{corrupt}:6:"),
        (("export", str(GOLDEN_LOG), "--format", "all"), "give their stem"),
        (("review", str(GOLDEN_LOG)), "review is interactive"),
    ):
        out = run_cli(*args)
        assert out.returncode == 2, (args, out.stderr)
        assert "Traceback" not in out.stderr
        assert needle in out.stderr
        assert len(out.stderr.strip().splitlines()) == 1


def test_purge_audio_needs_yes_without_a_terminal(tmp_path: Path) -> None:
    log = tmp_path / "s.jsonl"
    log.write_text(GOLDEN_LOG.read_text(encoding="utf-8"), encoding="utf-8")
    clips = tmp_path / "s.audio"
    clips.mkdir()
    (clips / "utterance-0001.wav").write_bytes(b"RIFF")
    out = run_cli("review", str(log), "--purge-audio")
    assert out.returncode == 2
    assert clips.is_dir()
    out = run_cli("review", str(log), "--purge-audio", "--yes")
    assert out.returncode == 0, out.stderr
    assert not clips.exists()
    assert log.is_file(), "purging audio keeps the log"
