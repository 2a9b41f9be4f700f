# Two commands for a new user: `make run` and `make test`. Both build .venv on first use.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install -q -c constraints.txt

.PHONY: run test lint bench clean

# Serving needs no torch: `make run` installs only the runtime dependencies. Our own modules
# are byte-compiled too (pip does not compile an editable install): a bot process then reads
# .pyc files at every start, even where PYTHONDONTWRITEBYTECODE keeps Python from writing them.
$(VENV)/.run-deps: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) -e .
	$(BIN)/python -m compileall -q -j 0 domain engine storage bot
	touch $@

# Tests train small networks, so they need the training extra (torch, CPU build) too. Not
# byte-compiled by pip: that is 8,000 files of torch, sympy and the dev tools (33 s on one core),
# most never imported; the test run below compiles and keeps only what it imports.
$(VENV)/.test-deps: $(VENV)/.run-deps
	$(PIP) --no-compile -e '.[dev,train]'
	touch $@

run: $(VENV)/.run-deps
	$(BIN)/tttbot run

# One pytest worker per core (pytest-xdist); `worksteal` keeps both busy to the end even though
# a few training and cluster tests take far longer than the rest. Bytecode is written even where
# the environment sets PYTHONDONTWRITEBYTECODE: the suite starts about a hundred Python
# processes (bots, retraining runs, consoles), and each would compile every module it imports.
test: $(VENV)/.test-deps
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal

lint: $(VENV)/.test-deps
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports

bench: $(VENV)/.test-deps
	$(BIN)/python scripts/bench_engine.py
	$(BIN)/python scripts/bench_train.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis .import_linter_cache .grimp_cache
