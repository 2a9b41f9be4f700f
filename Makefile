# Two commands for a new user: `make run` and `make test`. Both build .venv on first use.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install -q -c constraints.txt

.PHONY: run test lint bench clean

# Serving needs no torch: `make run` installs only the runtime dependencies.
$(VENV)/.run-deps: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) -e .
	touch $@

# Tests train small networks, so they need the training extra (torch, CPU build) too.
$(VENV)/.test-deps: $(VENV)/.run-deps
	$(PIP) -e '.[dev,train]'
	touch $@

run: $(VENV)/.run-deps
	$(BIN)/tttbot run

# One pytest worker per core (pytest-xdist); `worksteal` keeps both busy to the end even though
# a few training and cluster tests take far longer than the rest.
test: $(VENV)/.test-deps
	$(BIN)/python -m pytest -n auto --dist worksteal

lint: $(VENV)/.test-deps
	$(BIN)/ruff check .
	$(BIN)/lint-imports

bench: $(VENV)/.test-deps
	$(BIN)/python scripts/bench_engine.py
	$(BIN)/python scripts/bench_train.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis .import_linter_cache .grimp_cache
