"""Terminal escape codes in a player's file or a player's words never reach a terminal.

Issue 14: "Terminal escape codes in player files (``\\u001b[2J``, OSC 52 clipboard) are
accepted by ``new --import`` and printed raw by headless play". Every boundary is
checked through the real CLI: a player file imported, a table file played headless,
a transcript exported to standard output (Markdown) and to HTML, and the review
screen on a real pseudo-terminal.
"""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from companion.safetext import clean, is_clean
from companion.tablefile import load_table
from tests.export.sessions import _party, _start, act, write

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT / "fixtures" / "tables"
#: Clear the screen, then write "rm -rf ~" to the clipboard (OSC 52).
CLEAR = "\x1b[2J"
CLIPBOARD = "\x1b]52;c;cm0gLXJmIH4=\x07"
#: How each looks written inside a TOML basic string.
TOML_CLEAR, TOML_CLIPBOARD = "\\u001b[2J", "\\u001b]52;c;cm0gLXJmIH4=\\u0007"


def _cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(ROOT), "COMPANION_CONFIG": str(cwd or ROOT) + "/c"},
    )


def _no_escapes(text: str) -> None:
    assert "\x1b" not in text
    assert "\x07" not in text
    assert "]52;" not in text


@given(st.text())
def test_clean_leaves_nothing_a_terminal_acts_on_and_is_idempotent(text: str) -> None:
    once = clean(text)
    assert is_clean(once)
    assert clean(once) == once
    assert not [ch for ch in once if unicodedata.category(ch) == "Cc" and ch != "\n"]
    assert not set(once) & set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
    one = clean(text, one_line=True)
    assert "\n" not in one
    assert clean(one, one_line=True) == one


@given(st.text(st.characters(blacklist_categories=("Cc", "Cf", "Zl", "Zp"))))
def test_clean_keeps_printable_text_as_it_is(text: str) -> None:
    assert clean(text) == text


def test_new_import_strips_escape_codes_from_a_player_file(tmp_path: Path) -> None:
    ann = (TABLES / "player-ann.toml").read_text(encoding="utf-8")
    hostile = ann.replace('name = "Ann"', f'name = "Ann{TOML_CLEAR}"').replace(
        'name = "Grignr of Ecalpon"', f'name = "Grignr{TOML_CLIPBOARD} of Ecalpon"'
    )
    (tmp_path / "ann.toml").write_text(hostile, encoding="utf-8")
    others = [str(TABLES / f"player-{p}.toml") for p in ("bors", "cass", "dov")]
    out = _cli(
        "new",
        "--import",
        str(tmp_path / "ann.toml"),
        *others,
        "--draft",
        "random",
        "--seed",
        "3",
        "-o",
        str(tmp_path / "table.toml"),
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    _no_escapes(out.stdout + out.stderr)
    saved = (tmp_path / "table.toml").read_text(encoding="utf-8")
    assert "\\u001b" not in saved
    assert "\x1b" not in saved
    table = load_table(tmp_path / "table.toml")
    assert "Ann" in [p.name for p in table.players]
    assert "Grignr of Ecalpon" in [s.name for s in table.summaries]


def test_headless_play_prints_no_escape_codes_from_a_table_or_a_script(tmp_path: Path) -> None:
    four = (TABLES / "four-players.toml").read_text(encoding="utf-8")
    hostile = four.replace(
        'name = "Grignr of Ecalpon"', f'name = "Grignr{TOML_CLIPBOARD} of Ecalpon"'
    )
    (tmp_path / "table.toml").write_text(hostile, encoding="utf-8")
    script = (
        "room enter 1\n"
        'challenge add "Ogre" 6\n'
        f'act Ulfgar "I leap{CLEAR} at the ogre{CLIPBOARD}"\n'
        "confirm\n"
        "roll 4\n"
    )
    (tmp_path / "script.txt").write_text(script, encoding="utf-8")
    log = tmp_path / "game.jsonl"
    out = _cli(
        "play",
        "--table",
        str(tmp_path / "table.toml"),
        "--script",
        str(tmp_path / "script.txt"),
        "--headless",
        "--log",
        str(log),
        cwd=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    assert "Ulfgar" in out.stdout
    _no_escapes(out.stdout + out.stderr)


def _hostile_log(tmp_path: Path) -> Path:
    s, clock = _start(5)
    s.apply("room enter 1", at=clock.tick())
    s.apply('challenge add "Ogre" 6', at=clock.tick())
    act(s, _party(s)[1], f"I roar{CLEAR} and swing{CLIPBOARD} wildly", clock.tick())
    s.apply("confirm", at=clock.tick())
    s.apply("roll 4", at=clock.tick())
    return write(s, tmp_path / "hostile.jsonl")


def test_exports_carry_no_escape_codes(tmp_path: Path) -> None:
    log = _hostile_log(tmp_path)
    raw = log.read_text(encoding="utf-8")
    assert "\\u001b" in raw  # the log keeps what was said, escaped as JSON
    md = _cli("export", str(log), cwd=tmp_path)  # Markdown to the terminal
    assert md.returncode == 0, md.stderr
    assert "I roar and swing wildly" in md.stdout
    _no_escapes(md.stdout)
    for fmt in ("html", "table"):
        out = _cli("export", str(log), "-f", fmt, "-o", str(tmp_path / f"o.{fmt}"), cwd=tmp_path)
        assert out.returncode == 0, out.stderr
        _no_escapes((tmp_path / f"o.{fmt}").read_text(encoding="utf-8"))


def test_the_review_screen_shows_escape_codes_as_harmless_text(tmp_path: Path) -> None:
    """prompt-toolkit draws a control character as ``^[``; the screen never sends the
    player's OSC 52 sequence to the terminal."""
    log = _hostile_log(tmp_path)
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "companion", "review", str(log), "--no-follow"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env={**os.environ, "PYTHONPATH": str(ROOT), "TERM": "xterm", "COLUMNS": "120"},
        close_fds=True,
    )
    os.close(slave)
    seen = b""
    deadline = time.monotonic() + 60
    sent = False
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    seen += os.read(master, 65536)
                except OSError:
                    break
            if not sent and b"swing" in seen:
                os.write(master, b"jjjjq")  # walk onto the action, then quit
                sent = True
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        os.close(master)
    screen = seen.decode("utf-8", "replace")
    assert sent, screen[-2000:]
    assert "\x1b]52;" not in screen
    assert "swing" in screen


def test_a_hand_edited_log_cannot_print_escape_codes_through_an_error(tmp_path: Path) -> None:
    lines = _hostile_log(tmp_path).read_text(encoding="utf-8").splitlines()
    lines[3] = '{"type": "no\\u001b]52;c;eA==\\u0007such", "seq": 2}'
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = _cli("replay", str(bad), cwd=tmp_path)
    assert out.returncode == 2
    assert f"{bad}:4:" in out.stderr
    _no_escapes(out.stderr)
    assert len(out.stderr.strip().splitlines()) == 1
