"""`host` and `join` on the command line (main.py adds these parsers and calls `run`).

    python main.py host GAME --players remote,remote,bot:hard [--port 8765] [--bind 127.0.0.1]
    python main.py host --load SAVE
    python main.py join HOST:PORT --token TOKEN [--fingerprint FP] [--bot STRENGTH]

The host prints one line per remote seat, `invite SEAT HOST:PORT TOKEN FINGERPRINT`
(the fingerprint of its TLS certificate, which the client pins), serves until
the match is over, prints `result ...` and exits 0. A user error (a bad seat
list, a port in use, a wrong token, an unreachable host, a host whose
certificate is not the invited one) is one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

from game import paths
from game.data import DataError
from game.match import Match, SaveError, parse_options, parse_seed
from net.client import NetError, parse_fingerprint, pin, play_as_bot
from net.host import HostTable, Limits, hosting_lock, new_token, serve
from net.protocol import ROUND_BREAK
from net.tls import server_context


class UsageError(Exception):
    """A mistake in the command line, said in one line."""


def add_parsers(sub: argparse._SubParsersAction, games: list[str]) -> None:  # type: ignore[type-arg]
    host = sub.add_parser("host", help="host GAME for players on other machines (headless)")
    host.add_argument("game", choices=games, nargs="?", default=None, help="the game (--load: read from the save)")
    host.add_argument("--players", default=None, help="seats: remote (a player who joins) or bot:STRENGTH")
    host.add_argument("--port", type=int, default=8765, help="TCP port (0: any free port)")
    host.add_argument("--bind", default="127.0.0.1", help="address to listen on (default: this machine only)")
    host.add_argument("--option", action="append", metavar="KEY=VALUE")
    host.add_argument("--scenario", type=Path, default=None)
    host.add_argument("--load", type=Path, default=None, metavar="SAVE", help="take a hosted game back (its autosave)")
    host.add_argument("--seed", type=_seed, default=None)
    host.add_argument("--save", type=Path, default=None,
                      help="autosave file (default: saves/host-GAME-DATE-TIME.json; with --load, that save)")
    host.add_argument("--insecure", action="store_true",
                      help="plain ws://, unencrypted: for debugging only (tokens and hands travel in clear)")
    host.add_argument("--hello-timeout", type=float, default=None, help=argparse.SUPPRESS)
    host.add_argument("--spectators", action="store_true", help="also print a token that watches the public view")
    host.add_argument("--no-journal", action="store_true",
                      help="keep no playtest journal of the game (docs/playtest.md)")
    host.add_argument("--round-break", type=float, default=ROUND_BREAK, metavar="S",
                      help=f"real-time games: seconds the clock rests between rounds (default {ROUND_BREAK:g})")
    host.add_argument("--handover", type=float, default=0.0, metavar="S",
                      help="a remote seat left empty for S seconds is played by a bot (0: never)")
    host.add_argument("--name", action="append", default=[], metavar="SEAT=NAME",
                      help="a seat's name on every table (seat counted from 0), e.g. --name 0=Alice")

    join = sub.add_parser("join", help="join a hosted game: the table of your seat")
    join.add_argument("address", help="HOST:PORT as the invitation says")
    join.add_argument("--token", required=True)
    join.add_argument("--fingerprint", default=None, metavar="FP",
                      help="the host certificate's fingerprint, as the invitation says (without: trust on first use)")
    join.add_argument("--bot", default=None, metavar="STRENGTH", help="play the seat with a bot, headless")
    join.add_argument("--seed", type=_seed, default=0)


def _seed(text: str) -> int:
    """A seed from 0 to 2**63-1, as for play and simulate (game.match.parse_seed)."""
    try:
        return parse_seed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def parse_host_seats(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    for s in seats:
        if s == "remote" or s.startswith("bot:"):
            continue  # the match checks the game's own bot strengths
        raise UsageError(f"bad seat '{s}': a hosted game has remote or bot:STRENGTH seats")
    if "remote" not in seats:
        raise UsageError("a hosted game needs at least one remote seat")
    return seats


def parse_names(given: list[str], seats: int) -> list[str]:
    """`--name SEAT=NAME` (repeatable) as the match's names, "" for a seat left unnamed."""
    names = [""] * seats
    for item in given:
        seat, sep, name = item.partition("=")
        if not sep or not seat.strip().isdigit() or not name.strip():
            raise UsageError(f"bad --name '{item}': write SEAT=NAME, e.g. --name 0=Alice")
        if int(seat) >= seats:
            raise UsageError(f"bad --name '{item}': seats are 0 to {seats - 1}")
        names[int(seat)] = " ".join(name.split())[:40]
    return names if any(names) else []


def run(args: argparse.Namespace) -> int:
    try:
        if args.command == "host":
            return host(args)
        return join(args)
    except (UsageError, DataError, SaveError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def new_save_path(game: str) -> Path:
    """One autosave per hosted game, named by the game and its start: two hosts never share one."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = paths.saves_dir()
    path = folder / f"host-{game}-{stamp}.json"
    n = 2
    while path.exists() or paths.lock_path(hosting_lock(path)).exists():
        path = folder / f"host-{game}-{stamp}-{n}.json"
        n += 1
    return path


def host(args: argparse.Namespace) -> int:
    limits = Limits()
    if args.hello_timeout is not None:
        if not 0 < args.hello_timeout <= 600:
            raise UsageError("--hello-timeout is a number of seconds above 0")
        limits.hello_timeout = args.hello_timeout
    if args.load:
        save_to = args.save or args.load
        table = HostTable.load(args.load, save_to=save_to, handover_after=args.handover, round_break=args.round_break,
                               limits=limits, keep_journal=not args.no_journal)
        if args.game is not None and table.match.game_id != args.game:
            raise UsageError(f"{args.load} is a save of {table.match.game_id}, not {args.game}")
        if table.feed.is_over:
            raise UsageError(f"{args.load} is a finished game: nothing to host")
    else:
        if args.game is None:
            raise UsageError("host needs a GAME (or --load SAVE)")
        if args.players is None:
            raise UsageError("host needs --players, e.g. --players remote,bot:medium (or --load SAVE)")
        save_to = args.save or new_save_path(args.game)
        seats = parse_host_seats(args.players)
        seed = args.seed if args.seed is not None else int.from_bytes(__import__("os").urandom(3), "big")
        scenario = str(args.scenario) if args.scenario else None
        match = Match(args.game, seats, seed=seed, options=parse_options(args.option), scenario=scenario)
        match.names = parse_names(args.name, len(seats))
        table = HostTable(match, save_to, handover_after=args.handover, round_break=args.round_break, limits=limits,
                          keep_journal=not args.no_journal)
    if args.spectators and table.spectator_token is None:
        table.spectator_token = new_token()
    table.save()
    context, fingerprint = None, ""
    if not args.insecure:
        context, fingerprint = server_context()

    def ready(port: int) -> None:
        where = f"{args.bind}:{port}" if context is not None else f"ws://{args.bind}:{port}"
        tail = f" {fingerprint}" if fingerprint else ""
        for seat in table.remote_seats():
            print(f"invite {seat} {where} {table.tokens[seat]}{tail}", flush=True)
        if table.spectator_token:
            print(f"spectate {where} {table.spectator_token}{tail}", flush=True)
        print(f"save {table.save_to}", file=sys.stderr, flush=True)

    try:
        asyncio.run(serve(table, args.bind, args.port, ready, ssl_context=context))
    except OSError as exc:
        raise UsageError(f"cannot listen on {args.bind}:{args.port} ({exc.strerror or exc})") from None
    print(table.result_line(), flush=True)
    return 0


def join(args: argparse.Namespace) -> int:
    """`join --bot`: a bot plays the seat from this headless process (the window's join is scenes.app.run_join)."""
    try:
        res = play_as_bot(args.address, args.token, args.bot, args.seed,
                          fingerprint=parse_fingerprint(args.fingerprint))
    except NetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"result winners={','.join(map(str, res.winners)) or '-'}", flush=True)
    return 0


def pin_fingerprint(args: argparse.Namespace) -> int:
    """The window's `join --fingerprint FP`: that certificate is the one to trust at that address
    (0), or a bad fingerprint or address is one line on stderr (2)."""
    try:
        fingerprint = parse_fingerprint(getattr(args, "fingerprint", None))
        if fingerprint is not None:
            pin(args.address, fingerprint)
    except NetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0
