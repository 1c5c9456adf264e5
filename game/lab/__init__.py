"""The balance lab: bots play batches headless on every core, and a report says what is fair.

    runner   LabSpec (the run's parameters), spawned workers, games.jsonl, resume
    worker   one game -> one record (winners, turns, scores, event counts, features)
    sweep    --vary: option values and definition numbers (a patched copy of data/)
    features what each seat played with (a specialty, Mechas held), read from the events
    stats    Wilson intervals, quantiles, histograms, Bradley-Terry ratings
    report   records -> results.json, one CSV per table, chart specs

Pure Python: no pygame here (the charts are drawn by sprites/charts.py). Usage: docs/lab.md.
"""

from game.lab.runner import LabSpec, Outcome, run
from game.lab.sweep import LabError

__all__ = ["LabError", "LabSpec", "Outcome", "run"]
