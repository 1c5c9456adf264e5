"""What a lab run is, apart from where it is played: its parameters, arms and tasks (`LabSpec`),
and the digest of the definitions it is played on.

Both ways of playing a run read this: the local worker pool (runner.py) and a Dask cluster
(cluster.py), which checks that each worker holds the same definitions as the machine that asked.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from game import paths, registry
from game.lab.sweep import Arm, LabError, Vary, make_arms, parse_vary
from game.lab.worker import Task

LAB_VERSION = 1
# Games in one run (every arm): the task list and the records are held in memory, so a typo of
# a few zeros should be a one-line refusal, not an hour of swapping.
MAX_GAMES = 1_000_000
# Files of data/<game>/ that cannot change a game (art): left out of the run's data digest.
ART_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".ogg", ".wav", ".ttf", ".otf"})


def ratings_assignments(num_seats: int) -> list[tuple[str, ...]]:
    """Every way to seat the three bot strengths at the table, all-alike tables left out."""
    strengths = [f"bot:{s}" for s in registry.BOT_STRENGTHS]
    return [combo for combo in itertools.product(strengths, repeat=num_seats) if len(set(combo)) > 1]


@dataclass
class LabSpec:
    """What a lab run is: the parameters stored in run.json, and the arms they make."""

    game: str
    players: list[str]
    seed: int
    games: int
    options: dict[str, Any] = field(default_factory=dict)
    vary: list[Vary] = field(default_factory=list)
    ratings: bool = False

    @classmethod
    def build(
        cls,
        game: str,
        players: list[str],
        seed: int,
        games: int,
        options: dict[str, Any],
        vary: list[str] | None = None,
        ratings: bool = False,
    ) -> LabSpec:
        spec = registry.get(game)
        lo, hi = spec.seats
        if not lo <= len(players) <= hi:
            raise LabError(f"{game} is for {lo} to {hi} seats, not {len(players)}")
        if "human" in players:
            raise LabError("simulate needs bots in every seat")
        lab = cls(game, list(players), seed, games, dict(options), [parse_vary(game, v) for v in vary or []], ratings)
        arms = len(lab.arms())  # checks the options and the varied keys now, before anything is written
        if games * arms > MAX_GAMES:
            per_arm = f" ({games:,} per arm x {arms} arms)" if arms > 1 else ""
            raise LabError(f"--games {games}: {games * arms:,} games{per_arm} is more than the {MAX_GAMES:,} a run "
                           "may hold; split it into several runs")
        return lab

    def arms(self) -> list[Arm]:
        return make_arms(self.game, self.options, self.vary)

    def seats_for(self, index: int) -> tuple[str, ...]:
        if self.ratings:
            table = ratings_assignments(len(self.players))
            return table[index % len(table)]
        return tuple(self.players)

    def params(self) -> dict[str, Any]:
        """The part of run.json a resume must match (everything but --games)."""
        return {
            "lab_version": LAB_VERSION,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "vary": [v.to_json() for v in self.vary],
            "ratings": self.ratings,
        }

    def digest(self) -> str:
        return hashlib.sha1(json.dumps(self.params(), sort_keys=True).encode()).hexdigest()[:10]

    def tasks(self, done: set[tuple[int, int]]) -> list[Task]:
        """The games still to play, game 0 of every arm first, then game 1, ...: a sweep stopped
        half-way has every arm half played (the merge, by arm and index, does not care)."""
        out = []
        arms = self.arms()
        for i in range(self.games):
            for arm in arms:
                if (arm.index, i) not in done:
                    out.append(Task(arm.index, i, self.game, self.seats_for(i), self.seed + i,
                                    tuple(sorted(arm.options.items()))))
        return out


# -- the data a run is played on ----------------------------------------------------------


# Words and screen only (how to play, animations, sentences and names): a designer who edits them
# during a long sweep has not changed a rule, so they never void a resume.
WORDS_ONLY = frozenset({"howto.yaml", "presentation.yaml", "texts.yaml"})


def data_files(game_id: str) -> dict[str, str]:
    """A digest of each definition and board file of the game (art and words left out), by its name
    under data/: a run stores them, so a resume on changed definitions is refused, naming the file."""
    base = paths.data_dir()
    files = {}
    for f in sorted((base / game_id).rglob("*")):
        if (f.is_file() and f.suffix.lower() not in ART_SUFFIXES and "__pycache__" not in f.parts
                and f.name not in WORDS_ONLY):
            files[f.relative_to(base).as_posix()] = hashlib.sha1(f.read_bytes()).hexdigest()[:16]
    return files


def data_header(game_id: str) -> dict[str, Any]:
    """run.json's `data`: one digest for the whole, and one per file (to name what changed)."""
    files = data_files(game_id)
    digest = hashlib.sha1(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {"digest": digest, "files": files}


def changed_files(stored: dict[str, str], now: dict[str, str]) -> list[str]:
    """The files (as data/...) added, removed or edited between two `data_files`."""
    stored = {k: v for k, v in stored.items() if k.rsplit("/", 1)[-1] not in WORDS_ONLY}  # older runs held them
    return [f"data/{name}" for name in sorted(set(stored) | set(now)) if stored.get(name) != now.get(name)]
