#!/usr/bin/env bash
# Build llama-cpp-python's wheel once and cache it outside the repository.
#
# llama-cpp-python ships only an sdist on PyPI; it compiles llama.cpp (about 7 minutes on
# 2 cores). GGML_NATIVE=OFF: the default native build uses instructions some CPUs lack and
# dies with SIGILL. The wheel lands in $QC_WHEEL_CACHE (default
# ~/.cache/quest-companion/wheels) and is reused by every later run.
set -euo pipefail
VERSION="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
CACHE="${QC_WHEEL_CACHE:-$HOME/.cache/quest-companion/wheels}"
PY="${PYTHON:-.venv/bin/python}"
mkdir -p "$CACHE"
if compgen -G "$CACHE/llama_cpp_python-$VERSION-*.whl" >/dev/null; then
    echo "llama-cpp-python $VERSION: cached wheel in $CACHE"
    exit 0
fi
echo "llama-cpp-python $VERSION: building the wheel (several minutes; cached afterwards in $CACHE)"
CMAKE_ARGS="-DGGML_NATIVE=OFF" CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}" \
    nice -n 10 "$PY" -m pip wheel --no-deps --no-binary llama-cpp-python -w "$CACHE" \
    "llama-cpp-python==$VERSION"
