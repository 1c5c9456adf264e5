# Everyday commands. The README's two set-up commands do the same from nothing.
PY ?= .venv/bin/python

.PHONY: venv run test lint bench check-data

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
