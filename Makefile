# Two commands for a new user: `make run` and `make test`. Both build .venv on first use.
# `make` alone (or `make help`) lists every target with what it does.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install -q -c constraints.txt
# Extra pytest arguments for `make test-fast`, e.g. ARGS=tests/engine (a path or options).
ARGS   ?=

.DEFAULT_GOAL := help
.PHONY: help run dev test test-deploy test-fast lint i18n bench clean

help: ## list the targets
	@echo "make <target>:"
	@awk 'BEGIN {FS = ":.*## "} /^[a-z][a-z0-9-]*:.*## / {printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

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

run: $(VENV)/.run-deps ## run the bot: on Discord when DISCORD_TOKEN is set, else a console chat (no torch installed)
	$(BIN)/tttbot run

dev: $(VENV)/.test-deps ## install the test and lint tools (pytest, ruff, mypy, torch CPU) without running anything
	@echo "ready: .venv/bin/python -m pytest -n 0 tests/engine runs a part of the suite"

# One pytest worker per core and one more (pytest-xdist; tests/conftest.py says why);
# `worksteal` keeps them busy to the end even though a few training and cluster tests take far
# longer than the rest. Bytecode is written even where the environment sets
# PYTHONDONTWRITEBYTECODE: the suite starts about a hundred Python processes (bots, retraining
# runs, consoles), and each would compile every module it imports.
# --durations: the slowest tests are listed at the end of every run, CI's too; docs/testing.md
# ("The suite's time") says how the suite stays within five minutes on 2 cores.
# The deploy walkthrough (marked `walkthrough`) installs from PyPI for minutes: it has its own
# target, which CI runs right after this one (.ci/run).
test: $(VENV)/.test-deps ## the whole suite but the deploy walkthrough, SQLite and PostgreSQL (CI runs it, then test-deploy)
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal --durations=30 \
		-m "not walkthrough"

test-deploy: $(VENV)/.test-deps ## docs/deploy.md's walkthrough run as written: install from PyPI, a two-shard fleet (minutes)
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n 0 --durations=10 -m walkthrough tests/deploy

# The quick loop: SQLite only (the PostgreSQL twin of each database test has `postgresql` in
# its id, a test of PostgreSQL's own machinery is marked `postgresql_only`), so no PostgreSQL
# server is started; and none of the tests marked `slow` (tests/conftest.py marks the e2e,
# training, learning and retrain folders, and with exactly `-m "not slow"` does not even import
# them). Meant to take under a minute on a quiet 2-core machine; `make test` still runs all before a
# change lands.
test-fast: $(VENV)/.test-deps ## the quick loop: SQLite only, no slow tests (e2e, training, learning, retrain); ARGS=... narrows it
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal \
		-k "not postgresql" -m "not slow" $(ARGS)

lint: $(VENV)/.test-deps ## ruff, mypy and the import layers (lint-imports), as CI runs them
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports

i18n: $(VENV)/.run-deps ## how much of each language's catalog is translated (scripts/i18n_coverage.py)
	$(BIN)/python scripts/i18n_coverage.py --summary

# Benchmarks run as modules from the repository root (benchmarks/ is a namespace package there).
bench: $(VENV)/.test-deps ## the engine and training benchmarks (minutes; docs/benchmarks.md)
	$(BIN)/python -m benchmarks.bench_engine
	$(BIN)/python -m benchmarks.bench_train

clean: ## remove .venv and the tools' caches
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis .import_linter_cache .grimp_cache
