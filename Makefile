# Everyday commands. The README's two set-up commands do the same from nothing.
PY ?= .venv/bin/python

.PHONY: venv run test lint bench check-data dist smoke

venv:
	python3 -m venv .venv && .venv/bin/pip install -q -r requirements-dev.txt

run: venv
	$(PY) main.py

test: venv
	$(PY) -m pytest -q

lint:
	$(PY) -m ruff check .

bench:
	$(PY) bench/run_all.py

check-data:
	$(PY) main.py check-data

# The one-folder executable in dist/elemental-table/ (docs/build.md); PyInstaller builds for the system it runs on.
dist: venv
	$(PY) -m pip install -q -r requirements-build.txt
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) -m PyInstaller --noconfirm --clean elemental-table.spec

# Build, then run the bundle from a copy outside the tree with an empty environment (what CI runs).
smoke: venv
	tools/build_and_smoke.sh
