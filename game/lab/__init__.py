"""The balance lab: bots play batches headless on every core, and a report says what is fair.

    spec     LabSpec (the run's parameters, arms and tasks), the digest of the definitions
    runner   spawned workers, games.jsonl, resume
    runs     the run folders on disk (the client's lab screen lists them without an engine)
    cluster  the same tasks on a Dask cluster (an optional extra)
    worker   one game -> one record (winners, turns, scores, event counts, features)
    sweep    --vary: option values and definition numbers (a patched copy of data/)
    features what each seat played with (a specialty, Mechas held), read from the events
    stats    Wilson intervals, quantiles, histograms, Bradley-Terry ratings
    report   records -> results.json, one CSV per table, chart specs

Pure Python: no pygame here (the charts are drawn by sprites/charts.py). Usage: docs/lab.md.
"""

from game.lab.sweep import LabError

# The package imports no engine: `game.lab.runner` (which plays, and loads every game) is imported
# by the one that runs a lab (`game/simulate.py`), not by the screen that lists runs.
__all__ = ["LabError"]
