"""Elemental Table: start the client, or play, simulate, demo and check data from the command line.

    python main.py                      the window, on the game menu
    python main.py play GAME ...        straight to a table
    python main.py simulate GAME ...    bots play headless and a summary is printed
    python main.py demo GAME ...        bots play on screen; a screenshot at the end
    python main.py check-data           validate every definition and board (exit 0 or 2)
    python main.py sheets GAME --out D  print sheets of GAME's components (PNG, PDF, 300 dpi)
    python main.py host GAME --players remote,remote,bot:hard   host a game for other machines
    python main.py join HOST:PORT --token T [--bot S]          join a hosted game

Errors a person can fix (a bad flag, a broken definition, a corrupt save) are
one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from pathlib import Path
from typing import Any

# What every command may need. pygame (scenes/, sprites/) is imported by the commands that draw,
# and the lab (which loads every engine) by `simulate`, each where it runs: the window opens without
# them, and the lab's spawned workers, which import this module again, start without pygame.
from game import data, i18n, paths, registry
from game.core import Chance
from game.lab import LabError
from game.match import parse_options
from net import cli as net_cli
from scenes.settings import Settings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any command imports pygame


class CliError(Exception):
    """A problem the user can fix; printed as one line."""


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not '{text}'") from None


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, not '{text}'")
    return n


def _seconds(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        v = -1
    if v <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, not '{text}'")
    return v


def _options(pairs: list[str] | None) -> dict[str, object]:
    try:
        return parse_options(pairs)
    except ValueError as exc:
        raise CliError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    prog = "elemental-table" if getattr(sys, "frozen", False) else "main.py"
    p = argparse.ArgumentParser(prog=prog, description="Elemental Table: five board games on a real table.")
    p.add_argument("--lang", choices=["fr", "en"], help="language of the interface (default: the setting, fr)")
    p.add_argument("--art", action="append", metavar="DIR", help="an art pack folder (repeat to layer packs)")
    p.add_argument("--size", default=None, metavar="WxH", help="window size, e.g. 1280x720")
    sub = p.add_subparsers(dest="command")
    games = list(registry.GAME_IDS)

    play = sub.add_parser("play", help="open a table for GAME")
    play.add_argument("game", choices=games)
    play.add_argument(
        "--players", default=None, help="seats: human,bot:easy,bot:medium,bot:hard (default human,bot:medium)"
    )
    play.add_argument("--seed", type=_seed, default=None)
    play.add_argument("--scenario", type=Path, help="a YAML starting position")
    play.add_argument("--load", type=Path, metavar="SAVE", help="resume a saved game")
    play.add_argument("--option", action="append", metavar="KEY=VALUE", help="a setup option of the game")

    sim = sub.add_parser("simulate", help="bots play GAME headless and a summary is printed")
    sim.add_argument("game", choices=games)
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--players", default="bot:easy,bot:hard")
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--out", type=Path, default=None, metavar="DIR")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.add_argument("--jobs", type=_positive, default=None, help="worker processes (default: every core)")
    sim.add_argument(
        "--vary",
        action="append",
        metavar="KEY=V1,V2",
        help="rerun the batch for each value of an option or a definition number (repeatable; see docs/lab.md)",
    )
    sim.add_argument("--resume", action="store_true", help="finish the interrupted run in --out (same arguments)")
    sim.add_argument("--ratings", action="store_true", help="seat easy, medium and hard bots in turn and rate them")
    sim.add_argument(
        "--cluster",
        metavar="ADDRESS",
        default=None,
        help="play on a Dask scheduler (tcp://host:8786) or on local:N Dask workers (needs requirements-lab.txt)",
    )
    sim.add_argument("--force", action="store_true", help="start afresh in --out even if it holds a run's games")

    demo = sub.add_parser("demo", help="bots play GAME on screen; a screenshot is saved at the end")
    demo.add_argument("game", choices=games)
    demo.add_argument("--seconds", type=_seconds, default=10.0)
    demo.add_argument("--screenshot", type=Path, default=None, metavar="PNG")
    demo.add_argument("--players", default=None)
    demo.add_argument("--seed", type=_seed, default=1)
    demo.add_argument("--option", action="append", metavar="KEY=VALUE")

    check = sub.add_parser("check-data", help="validate every definition and board (exit 0 or 2)")
    check.add_argument("games", nargs="*", metavar="GAME", help="only these games (default: all)")

    net_cli.add_parsers(sub, games)

    sheets = sub.add_parser("sheets", help="print sheets of GAME's components: PNG and PDF, 300 dpi, bleed, cut marks")
    sheets.add_argument("game", choices=games)
    sheets.add_argument("--out", type=Path, default=Path("out") / "sheets", metavar="DIR")
    sheets.add_argument(
        "--art", action="append", dest="sheet_art", metavar="DIR", help="an art pack folder (repeat to layer packs)"
    )
    return p


def check_texts(game_id: str) -> None:
    """The log sentences and names the client reads: every entry a text (fr, and en)."""
    node = data.load(data.game_file(game_id, "texts.yaml"))
    node.only_keys("events", "names", "why", "inspect")  # why: refusals; inspect: what each piece does
    for _, sentence in node["events"].items():
        sentence.texts()
    for section in ("names", "why", "inspect"):
        for _, text in node.get(section, {}).items():
            text.texts()
    from scenes.table import Presentation  # pygame: durations, sounds and banners of every event kind

    Presentation(game_id)


def check_scenarios(game_id: str, checked: list[str]) -> list[str]:
    """Every shipped scenario of the game, through the game's own reader (those its check skipped)."""
    spec = registry.get(game_id)
    done = {str(Path(f).resolve()) for f in checked}
    read: list[str] = []
    if spec.from_scenario is None:
        return read
    for path in sorted(data.game_file(game_id, "scenarios").glob("*.yaml")):
        if str(path.resolve()) in done:
            continue
        spec.from_scenario(data.load(path), Chance(0))
        read.append(str(path))
    return read


def check_i18n() -> None:
    """The interface texts: one mapping of key -> text per language, the same keys in each."""
    keys: dict[str, set[str]] = {}
    for lang in ("fr", "en"):
        node = data.load(paths.data_dir() / "i18n" / f"{lang}.yaml")
        for _, text in node.items():
            text.str()
        keys[lang] = {k for k, _ in node.items()}
    missing = sorted(keys["fr"] ^ keys["en"])
    if missing:
        where = "en" if missing[0] in keys["fr"] else "fr"
        path = paths.data_dir() / "i18n" / f"{where}.yaml"
        raise data.DataError(str(path), None, f"missing the key '{missing[0]}' (and {len(missing) - 1} more)")


def check_data(only: list[str] | None = None) -> int:
    """`check-data`: every definition, text, scenario, how-to file and image; 0, or 2 when one is broken."""
    failed = False

    def report(where: str, exc: BaseException) -> None:
        nonlocal failed
        failed = True
        if isinstance(exc, data.DataError):
            print(f"error: {exc}", file=sys.stderr)
        else:  # a check that missed a case still answers in one line, never a traceback
            print(f"error: {where}: unusable data ({type(exc).__name__}: {exc})", file=sys.stderr)

    try:
        check_i18n()
        print("interface texts: ok")
    except Exception as exc:  # a DataError, or a case a check missed
        report("data/i18n", exc)
    for gid in only or registry.GAME_IDS:
        try:
            spec = registry.get(gid)
        except registry.GameNotBuilt as exc:
            report(f"game/{gid}", exc)
            continue
        try:
            spec.load_defs()
            check_texts(gid)
            files = spec.check_data() if spec.check_data else []
            files += check_scenarios(gid, files)
            from scenes.howto import check_howto  # pygame: the how-to-play page and player aid, both languages

            check_howto(gid)
            extra = f" and {len(files)} boards/files" if files else ""
            print(f"{gid}: ok (definitions, texts{extra})")
        except Exception as exc:  # a DataError, or a case a check missed
            report(f"data/{gid}", exc)
    from sprites.check import check_art  # pygame: every image of the built-in pack must load

    for problem in check_art():
        print(f"warning: {problem}")
    return 2 if failed else 0


def draw_charts(results: dict[str, Any], folder: Path) -> int:
    """The lab report's PNG charts (sprites/charts.py, pygame without a window); a machine without
    a usable pygame gets the report without them. Handed to game.simulate, which may not draw."""
    try:
        from sprites import charts  # pygame, here only: a machine without it still gets the report
    except ImportError as exc:
        print(f"warning: no charts ({exc})", file=sys.stderr)
        return 0
    return len(charts.save_all(results, folder))


def _check_art(dirs: list[str] | None) -> None:
    """An art pack named on the command line must be a readable folder (a typo is not silently ignored)."""
    for d in dirs or []:
        p = Path(d)
        if not p.exists():
            raise CliError(f"--art {d} is not a folder (it does not exist)")
        if not p.is_dir():
            raise CliError(f"--art {d} is not a folder")
        try:
            next(iter(p.iterdir()), None)
        except OSError as exc:
            raise CliError(f"--art {d}: cannot be read ({exc.strerror or exc})") from None


def _prepare_user_dir() -> None:
    """The settings folder must be usable; temp files a killed save left behind are removed."""
    try:
        paths.clean_temp(paths.saves_dir())
        paths.clean_temp(paths.user_dir())
    except OSError as exc:
        raise CliError(str(exc)) from None


def _glue_tokens(argv: list[str]) -> list[str]:
    """`--token -x...` as `--token=-x...`: a token made before tokens avoided a leading '-' (a
    restarted host keeps its tokens) is still a token, not an unknown option."""
    out: list[str] = []
    for word in argv:
        if out and out[-1] == "--token" and word.startswith("-"):
            out[-1] = f"--token={word}"
        else:
            out.append(word)
    return out


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(_glue_tokens(sys.argv[1:] if argv is None else argv))
    try:
        if args.command == "check-data":
            unknown = [g for g in args.games if g not in registry.GAME_IDS]
            if unknown:
                raise CliError(f"unknown game '{unknown[0]}' (choose from {', '.join(registry.GAME_IDS)})")
            return check_data(args.games)
        if args.command in (None, "play", "demo", "sheets"):
            _check_art(args.art)
        if args.command == "sheets":
            _check_art(args.sheet_art)
            from sprites.sheets import run_sheets  # pygame: the sheets are drawn

            i18n.set_lang(args.lang or Settings.load()[0].lang)
            return run_sheets(args.game, args.out, [Path(p) for p in (args.art or []) + (args.sheet_art or [])])
        if args.command == "simulate":
            from game.simulate import simulate  # the lab's runner loads every engine: only `simulate` pays for it

            try:
                return simulate(
                    args.game,
                    args.games,
                    args.players,
                    args.seed,
                    args.out,
                    _options(args.option),
                    not args.quiet,
                    jobs=args.jobs,
                    vary=args.vary,
                    resume=args.resume,
                    ratings=args.ratings,
                    cluster=args.cluster,
                    force=args.force,
                    render=draw_charts,
                )
            except (LabError, OSError) as exc:
                raise CliError(str(exc)) from None
        _prepare_user_dir()
        if args.command == "host" or (args.command == "join" and args.bot):
            return net_cli.run(args)
        if args.command == "join":
            from scenes.app import run_join  # pygame starts with the window, in scenes.app only

            return run_join(args)
        from scenes.app import run_client  # pygame starts with the window, in scenes.app only

        return run_client(args)
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except registry.GameNotBuilt as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        if not isinstance(exc, paths.UserDirError):
            raise
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    multiprocessing.freeze_support()  # the lab's worker processes, in the frozen executable too
    sys.exit(main())
