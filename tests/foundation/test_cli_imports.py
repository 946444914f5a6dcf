"""Start-up stays light: building the CLI imports no advisor, LLM client or HTTP stack
(``companion eval`` and ``companion suggest`` import them when they run). The live screen's
goal is a usable screen under 1.5 s; ollama and httpx alone cost ~130 ms to import."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("companion.advisor", "ollama", "httpx", "torch", "numpy", "faster_whisper", "whisper")


def test_building_the_cli_imports_no_advisor_and_no_heavy_package() -> None:
    probe = (
        "import sys\n"
        "from companion.cli.main import build_parser\n"
        "build_parser()\n"
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == ""
