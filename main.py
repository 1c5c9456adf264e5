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
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import registry


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
    from game.match import parse_options

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

    demo = sub.add_parser("demo", help="bots play GAME on screen; a screenshot is saved at the end")
    demo.add_argument("game", choices=games)
    demo.add_argument("--seconds", type=_seconds, default=10.0)
    demo.add_argument("--screenshot", type=Path, default=None, metavar="PNG")
    demo.add_argument("--players", default=None)
    demo.add_argument("--seed", type=_seed, default=1)
    demo.add_argument("--option", action="append", metavar="KEY=VALUE")

    sub.add_parser("check-data", help="validate every definition and board (exit 0 or 2)")

    from net.cli import add_parsers

    add_parsers(sub, games)

    sheets = sub.add_parser("sheets", help="print sheets of GAME's components: PNG and PDF, 300 dpi, bleed, cut marks")
    sheets.add_argument("game", choices=games)
    sheets.add_argument("--out", type=Path, default=Path("out") / "sheets", metavar="DIR")
    sheets.add_argument(
        "--art", action="append", dest="sheet_art", metavar="DIR", help="an art pack folder (repeat to layer packs)"
    )
    return p


def check_data() -> int:
    from game.data import DataError

    failed = False
    for gid in registry.GAME_IDS:
        try:
            spec = registry.get(gid)
        except registry.GameNotBuilt:
            print(f"{gid}: not built yet, nothing to check")
            continue
        try:
            spec.load_defs()
            files = spec.check_data() if spec.check_data else []
            from scenes.howto import check_howto  # the how-to-play page and player aid, both languages

            check_howto(gid)
            extra = f" and {len(files)} boards/files" if files else ""
            print(f"{gid}: ok (definitions{extra})")
        except DataError as exc:
            print(f"error: {exc}", file=sys.stderr)
            failed = True
    from sprites.check import check_art

    for problem in check_art():
        print(f"warning: {problem}")
    return 2 if failed else 0


def _default_seats(game_id: str) -> str:
    spec = registry.get(game_id)
    return "human" if spec.seats[0] == 1 else "human,bot:medium"


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "check-data":
            return check_data()
        if args.command == "sheets":
            from game import i18n
            from scenes.settings import Settings
            from sprites.sheets import run_sheets

            i18n.set_lang(args.lang or Settings.load()[0].lang)
            return run_sheets(args.game, args.out, [Path(p) for p in (args.art or []) + (args.sheet_art or [])])
        if args.command == "simulate":
            from game.lab import LabError
            from game.simulate import simulate

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
                )
            except (LabError, OSError) as exc:
                raise CliError(str(exc)) from None
        if args.command == "host" or (args.command == "join" and args.bot):
            from net import cli

            return cli.run(args)
        if args.command == "join":
            from scenes.app import run_join

            return run_join(args)
        from scenes.app import run_client

        return run_client(args)
    except CliError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except registry.GameNotBuilt as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the lab's worker processes, in the frozen executable too
    sys.exit(main())
