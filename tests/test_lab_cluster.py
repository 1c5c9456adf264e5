"""Sweeps on Dask: a LocalCluster gives the report of one local job, resume crosses both, and
Dask stays optional (lazy import, one-line error without it, a worker with other data refused)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game.lab import cluster, report
from game.lab.runner import GAMES_FILE, data_files
from game.simulate import simulate

ROOT = Path(__file__).resolve().parent.parent
# A definition arm (each worker's helper plays on its own patched copy of data/) beside the shipped one.
ARGS = dict(game_id="kaiju", players="bot:easy,bot:medium", seed=11, options={}, progress=False,
            vary=["majority_bonus=0,30"])


def results(folder: Path) -> dict:
    return json.loads((folder / "results.json").read_text())


def test_a_local_cluster_of_two_gives_the_results_of_one_job_and_resume_crosses_both(tmp_path):
    assert simulate(games=6, out=tmp_path / "jobs1", jobs=1, **ARGS) == 0
    one = results(tmp_path / "jobs1")

    assert simulate(games=6, out=tmp_path / "dask", cluster="local:2", **ARGS) == 0
    on_dask = results(tmp_path / "dask")
    assert report.comparable(on_dask) == report.comparable(one)
    assert on_dask["timing"]["sessions"][0]["cluster"] == "local:2" and on_dask["timing"]["jobs"] == 2
    for table in ("sweep.csv", "seats.csv", "events.csv"):
        assert (tmp_path / "dask" / table).read_text() == (tmp_path / "jobs1" / table).read_text()

    # Started locally (3 games an arm), finished on the cluster (6): the same report.
    assert simulate(games=3, out=tmp_path / "mixed", jobs=1, **ARGS) == 0
    assert simulate(games=6, out=tmp_path / "mixed", cluster="local:2", resume=True, **ARGS) == 0
    mixed = results(tmp_path / "mixed")
    assert mixed["timing"]["played_now"] == 6 and report.comparable(mixed) == report.comparable(one)

    # Cut short on the cluster (a crash after three games), finished locally: the same report.
    games = tmp_path / "dask" / GAMES_FILE
    games.write_text("".join(games.read_text().splitlines(keepends=True)[:3]))
    assert simulate(games=6, out=tmp_path / "dask", jobs=1, resume=True, **ARGS) == 0
    back = results(tmp_path / "dask")
    assert back["timing"]["played_now"] == 9 and report.comparable(back) == report.comparable(one)
    assert [s.get("cluster") for s in back["timing"]["sessions"]] == ["local:2", None]


def test_cluster_without_dask_is_one_line_and_writes_nothing(tmp_path, monkeypatch, capsys):
    for name in ("distributed", "dask", "dask.distributed"):
        monkeypatch.setitem(sys.modules, name, None)  # `import distributed` now raises ImportError
    out = tmp_path / "run"
    code = main.main(["simulate", "kaiju", "--games", "2", "--cluster", "local:2", "--out", str(out), "--quiet"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert "--cluster needs Dask" in err and "pip install -r requirements-lab.txt" in err
    assert not out.exists()


@pytest.mark.parametrize(
    "args, message",
    [(["local:0"], "local:N takes a number of workers"), (["tcp://no such host"], "scheduler address"),
     (["tcp://127.0.0.1:9"], "cannot reach the Dask scheduler at tcp://127.0.0.1:9"),
     (["local:2", "--jobs", "2"], "--jobs sets the local worker processes and --cluster")],
)
def test_a_bad_or_unreachable_cluster_is_one_line(tmp_path, monkeypatch, capsys, args, message):
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1)
    code = main.main(["simulate", "kaiju", "--games", "2", "--cluster", *args, "--out", str(tmp_path / "r"),
                      "--quiet"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and message in err, err
    assert not (tmp_path / "r" / GAMES_FILE).exists()


def test_a_worker_with_other_definitions_or_code_refuses_the_games():
    mine = data_files("kaiju")
    assert cluster.check_worker("kaiju", {"data": mine, "code": cluster.code_digest()}) is None
    theirs = {**mine, "kaiju/cards.yaml": "0" * 16}
    problem = cluster.check_worker("kaiju", {"data": theirs, "code": ""})
    assert problem and "data/kaiju/cards.yaml differ" in problem and "same project version" in problem
    problem = cluster.check_worker("kaiju", {"data": mine, "code": "not this code"})
    assert problem and "other game code" in problem


def test_dask_and_pygame_are_not_imported_by_the_lab():
    """Dask is imported when a --cluster run starts, never by the command or the client; game/
    (the lab included) never imports pygame: the charts are main.py's."""
    code = ("import sys, main, game.simulate, game.lab.cluster, game.lab.report; "
            "print(sorted(m for m in ('dask', 'distributed', 'pygame', 'sprites') if m in sys.modules))")
    got = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert got.returncode == 0, got.stderr
    assert got.stdout.strip() == "[]"
