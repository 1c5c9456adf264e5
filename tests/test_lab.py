"""The balance lab: statistics with known answers, determinism across workers, resume, sweeps."""

import json
import math
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from waiting import wait_until

from game.core import Event
from game.lab import report, stats
from game.lab.features import count_events
from game.lab.runner import GAMES_FILE, list_runs, ratings_assignments
from game.lab.sweep import LabError, make_arms, parse_vary
from game.simulate import simulate
from main import draw_charts

ROOT = Path(__file__).resolve().parent.parent


def cli(*args, timeout=120):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, env=env,
                          timeout=timeout)


def results(folder: Path) -> dict:
    return json.loads((folder / "results.json").read_text())


# -- statistics on inputs whose answer is known --------------------------------------------


def test_wilson_interval_matches_the_published_values():
    lo, hi = stats.wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = stats.wilson(0, 10)
    assert lo == pytest.approx(0.0) and round(hi, 4) == 0.2775
    lo, hi = stats.wilson(10, 10)
    assert round(lo, 4) == 0.7225 and hi == pytest.approx(1.0)
    assert stats.wilson(0, 0) == (0.0, 1.0)
    # more games, narrower interval around the same rate
    assert stats.wilson(500, 1000)[1] - stats.wilson(500, 1000)[0] < 0.07


def test_quantiles_and_histogram():
    assert stats.quantile([1, 2, 3, 4], 0.5) == 2.5
    assert stats.describe([3, 1, 2])["median"] == 2 and stats.describe([3, 1, 2])["mean"] == 2
    assert stats.histogram([1, 1, 2, 5]) == [(1, 1, 2), (2, 2, 1), (3, 3, 0), (4, 4, 0), (5, 5, 1)]
    wide = stats.histogram(list(range(45)), max_bins=20)
    assert len(wide) == 15 and all(hi - lo == 2 and c == 3 for lo, hi, c in wide)
    assert stats.histogram([]) == []


def test_bradley_terry_recovers_a_known_strength_ratio():
    # Strengths 9 : 3 : 1, so A beats B and B beats C 3 times in 4, A beats C 9 times in 10.
    results_ = ([("A", "B", 1.0)] * 750 + [("A", "B", 0.0)] * 250 + [("B", "C", 1.0)] * 750
                + [("B", "C", 0.0)] * 250 + [("A", "C", 1.0)] * 900 + [("A", "C", 0.0)] * 100)
    r = stats.bradley_terry(results_, prior=0.0)
    gap = 400 * math.log10(3)  # 190.8 Elo points
    assert abs((r["A"] - r["B"]) - gap) < 1.0 and abs((r["B"] - r["C"]) - gap) < 1.0
    assert abs(sum(r.values()) / 3 - 1500) < 0.5
    assert abs(stats.expected_score(r["A"], r["C"]) - 0.9) < 0.005
    # a player who never won still gets a finite rating with the prior
    shut_out = stats.bradley_terry([("X", "Y", 1.0)] * 20)
    assert shut_out["X"] > shut_out["Y"] and math.isfinite(shut_out["Y"])


def test_pairwise_results_from_winners():
    seats = ["bot:easy", "bot:hard", "bot:hard"]
    # seat 1 wins: it beats the easy seat; two hard seats say nothing about each other
    assert stats.pairwise_from_winners(seats, [1]) == [("bot:easy", "bot:hard", 0.0)]
    # seats 0 and 1 share the win: a tie between them, and seat 0 beats seat 2
    assert stats.pairwise_from_winners(seats, [0, 1]) == [("bot:easy", "bot:hard", 0.5), ("bot:easy", "bot:hard", 1.0)]


def test_event_counts_per_kind_power_and_seat():
    events = [Event("power", 0, {"power": "swap"}), Event("power", 1, {"power": "swap"}),
              Event("power", 1, {"power": "rock"}), Event("turn", None, {})]
    total, per_seat = count_events(events, 2)
    assert total == {"power": 3, "power:swap": 2, "power:rock": 1, "turn": 1}
    assert per_seat == [{"power": 1, "power:swap": 1}, {"power": 2, "power:swap": 1, "power:rock": 1}]


def test_seat_feature_win_rates_on_synthetic_records():
    def rec(winners, features):
        return {"arm": 0, "index": 0, "seed": 0, "seats": ["bot:easy", "bot:easy"], "finished": True,
                "winners": winners, "turns": 10, "scores": [0, 0], "end": "x", "events": {},
                "seat_events": [{}, {}], "setup": {}, "features": features}

    recs = [rec([0], [{"card": "A"}, {"card": "B"}])] * 3 + [rec([1], [{"card": "A"}, {"card": "B"}])]
    summary = report.arm_summary(recs, 2)
    rows = {r["value"]: r for r in summary["features"]}
    assert rows["A"]["games"] == 4 and rows["A"]["rate"] == 0.75 and rows["B"]["rate"] == 0.25
    assert summary["seats"][0]["rate"] == 0.75 and summary["lengths"]["median"] == 10


# -- keys and sweeps -------------------------------------------------------------------------


def test_vary_keys_name_options_or_definition_numbers():
    v = parse_vary("kaiju", "cards.yaml:mechas.points=10,20")
    assert str(v.target) == "cards.yaml:mechas.points" and v.values == (10, 20)
    assert str(parse_vary("kaiju", "majority_bonus=0,15").target) == "cards.yaml:majority_bonus"
    assert str(parse_vary("kaiju", "kaiju[value=7].count=2").target) == "cards.yaml:kaiju[value=7].count"
    spec = parse_vary("elemmaster", "specialty_seat0=*")
    assert spec.is_option and "druide" in spec.values and len(spec.values) == 18
    arms = make_arms("elemmaster", {"specialties": "random"}, [parse_vary("elemmaster", "specialty_seat0=sage,druide")])
    assert [a.options["specialty_seat0"] for a in arms] == ["sage", "druide"]
    assert all(a.options["specialties"] == "random" for a in arms)
    with pytest.raises(LabError, match="not a whole number"):
        parse_vary("kaiju", "mechas.points=lots")
    assert len(ratings_assignments(2)) == 6 and len(ratings_assignments(4)) == 78


@pytest.mark.parametrize(
    "args, message",
    [
        (["simulate", "kaiju", "--vary", "mechas.speed=1,2"], "not an option of kaiju"),
        (["simulate", "kaiju", "--vary", "cards.yaml:mechas.points=many"], "not a whole number"),
        (["simulate", "kaiju", "--vary", "nofile.yaml:x=1"], "no definition file"),
        (["simulate", "evolution", "--vary", "variant=giant"], "not one of standard, fusion"),
    ],
)
def test_bad_vary_is_a_one_line_error(args, message):
    out = cli(*args, "--games", "2")
    assert out.returncode == 2
    assert message in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_a_value_the_game_refuses_is_one_line_and_leaves_no_run(private_home):
    out = cli("simulate", "kaiju", "--games", "2", "--vary", "mechas.points=15,-5", "--quiet")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "in the variant mechas.points=-5: data/kaiju/cards.yaml:" in out.stderr
    assert "below the minimum 0" in out.stderr
    assert not list((private_home / "lab").glob("*/run.json"))


# -- running ----------------------------------------------------------------------------------


def test_same_seed_same_results_whatever_the_jobs(tmp_path):
    args = dict(game_id="kaiju", games=6, players="bot:easy,bot:medium", seed=7, options={}, progress=False,
                vary=["majority_bonus=0,30"])
    assert simulate(out=tmp_path / "one", jobs=1, render=draw_charts, **args) == 0
    assert simulate(out=tmp_path / "two", jobs=2, **args) == 0
    one, two = results(tmp_path / "one"), results(tmp_path / "two")
    assert report.comparable(one) == report.comparable(two)
    assert one["games"] == 12 and len(one["arms"]) == 2 and one["timing"]["jobs"] == 1
    assert (tmp_path / "one" / "sweep.csv").read_text() == (tmp_path / "two" / "sweep.csv").read_text()
    import pygame

    for name in ("seats.png", "lengths.png", "sweep.png", "events.png"):
        assert pygame.image.load(str(tmp_path / "one" / name)).get_width() == 960


def test_a_definition_sweep_changes_the_engine(tmp_path):
    assert simulate("kaiju", 4, "bot:easy,bot:easy", 3, tmp_path, {}, False, jobs=2,
                    vary=["mechas.points=0,100"]) == 0
    res = results(tmp_path)
    cheap, dear = res["arms"]
    assert cheap["defs"] == {"cards.yaml:mechas.points": 0} and dear["defs"] == {"cards.yaml:mechas.points": 100}
    # the same seeds: a Mecha worth 100 points lifts the average score far above the 0-point arm
    assert sum(dear["mean_scores"]) > sum(cheap["mean_scores"]) + 100
    held = {f["value"] for f in dear["features"] if f["feature"] == "mechas"}
    assert held - {"0"}, "someone took a Mecha"


def test_resume_after_a_crash_gives_the_uninterrupted_results(tmp_path):
    whole, cut = tmp_path / "whole", tmp_path / "cut"
    assert simulate("kaiju", 10, "bot:easy,bot:hard", 1, whole, {}, False, jobs=2) == 0
    # A crash while writing the fifth game: four whole lines and half of one.
    cut.mkdir()
    lines = (whole / GAMES_FILE).read_text().splitlines(keepends=True)
    (cut / GAMES_FILE).write_text("".join(lines[:4]) + lines[4][: len(lines[4]) // 2])
    (cut / "run.json").write_text((whole / "run.json").read_text())
    assert simulate("kaiju", 10, "bot:easy,bot:hard", 1, cut, {}, False, jobs=2, resume=True) == 0
    resumed = results(cut)
    assert resumed["timing"]["played_now"] == 6
    assert report.comparable(resumed) == report.comparable(results(whole))
    # the same folder with other parameters is refused, in one line
    refused = cli("simulate", "kaiju", "--games", "10", "--players", "bot:easy,bot:hard", "--seed", "2",
                  "--out", str(cut), "--resume")
    assert refused.returncode == 2 and "other seed" in refused.stderr and "Traceback" not in refused.stderr


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "kill"])
def test_an_interrupted_run_keeps_its_games_and_resume_finishes(tmp_path, stop):
    out = tmp_path / "run"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    # 5,000 games: the run must still be going when the signal comes (easy Kaiju games play at about
    # 300 a second). Ctrl-C as in a terminal: SIGINT at its default in the run, even when these tests
    # were started with it ignored (a background job of a script), which Python would then keep
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "simulate", "kaiju", "--games", "5000", "--jobs",
                             "1", "--players", "bot:easy,bot:easy", "--out", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    games = out / GAMES_FILE
    wait_until(lambda: games.exists() and games.read_text().count("\n") >= 3, 60)
    assert games.exists() and games.read_text().count("\n") >= 3, "the run wrote no 3 games before the signal"
    proc.send_signal(stop)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "--resume" in err and "Traceback" not in err
    kept = games.read_text().count("\n")
    assert 3 <= kept < 5000
    out_resume = cli("simulate", "kaiju", "--games", str(kept + 3), "--jobs", "1", "--players", "bot:easy,bot:easy",
                     "--out", str(out), "--resume", "--quiet")
    assert out_resume.returncode == 0, out_resume.stderr
    res = results(out)
    assert res["games"] == kept + 3 and res["timing"]["played_now"] == 3 and res["complete"]


def test_ratings_round_robin_orders_the_strengths(tmp_path):
    assert simulate("kaiju", 12, "bot:easy,bot:easy", 5, tmp_path, {}, False, jobs=2, ratings=True,
                    render=draw_charts) == 0
    res = results(tmp_path)
    ratings = {r["player"]: r["rating"] for r in res["overall"]["ratings"]}
    assert set(ratings) == {"bot:easy", "bot:medium", "bot:hard"}
    assert ratings["bot:hard"] > ratings["bot:easy"]
    assert (tmp_path / "ratings.csv").exists() and (tmp_path / "ratings.png").exists()


def test_the_lab_screen_lists_runs_and_shows_one(app):
    from scenes.lab import LabScene

    empty = LabScene(app)
    assert empty.runs == [] and empty.run is None
    empty.draw(app.canvas)  # says how to start a run
    assert simulate("kaiju", 3, "bot:easy,bot:hard", 1, None, {}, False, jobs=1, render=draw_charts) == 0
    runs = list_runs()
    assert len(runs) == 1 and runs[0].complete and runs[0].params["game"] == "kaiju"
    from scenes.menu import MenuScene

    app.stack.push(MenuScene(app))
    app.frame(1 / 60)
    lab_button = next(b for b in app.stack.top.bar.buttons if b.action == app.stack.top.lab)
    lab_button.action()
    scene = app.stack.top
    assert isinstance(scene, LabScene) and scene.results is not None and scene.image is not None
    app.frame(1 / 60)
    scene.set_mode("tables")
    scene.turn(1)
    app.frame(1 / 60)
    assert scene.pages()[scene.page] in scene.results["tables"]
