# Two entry points (see README): `make play` and `make test`.
# Each creates .venv with Python 3.11+ if needed and installs what it needs.

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: play test lint install-all clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Core only: text input, the built-in detector advisor, the bundled example table.
play: $(BIN)/python
	$(BIN)/python -m pip install --quiet .
	$(BIN)/companion play

# Every extra. torch==2.13.0 (a CPU build) goes in first, so that the `whisper`
# extra does not pull a multi-GB CUDA build.
install-all: $(BIN)/python
	$(BIN)/python -m pip install --quiet torch==2.13.0
	$(BIN)/python -m pip install --quiet -e '.[voice,whisper,dev]'

test: install-all
	$(BIN)/python -m pytest $(PYTEST_ARGS)

lint: install-all
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict engine/

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
