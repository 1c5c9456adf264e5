"""Elemental Table: start the client, or play, simulate, demo and check data from the command line.

    python main.py                      the window, on the game menu
    python main.py play GAME ...        straight to a table (GAME in progress: the window asks first)
    python main.py simulate GAME ...    bots play headless and a summary is printed
    python main.py demo GAME ...        bots play on screen; a screenshot at the end
    python main.py check-data           validate every definition and board (exit 0 or 2)
    python main.py texts --lang fr      every sentence a person can read, one per line (proofreading)
    python main.py sheets GAME --out D  print sheets of GAME's components (PNG, PDF, 300 dpi)
    python main.py host GAME --players remote,remote,bot:hard   host a game for other machines
    python main.py join HOST:PORT --token T [--bot S]          join a hosted game

Errors a person can fix (a bad flag, a broken definition, a corrupt save) are
one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import inspect
import multiprocessing
import os
import re
import sys
from pathlib import Path
from typing import Any, NoReturn

# What every command may need. pygame (scenes/, sprites/) is imported by the commands that draw,
# and the lab (which loads every engine) by `simulate`, each where it runs: the window opens without
# them, and the lab's spawned workers, which import this module again, start without pygame.
from game import data, i18n, paths, playtest_report, registry, tutorial
from game.bots import CLOSE, close_settings
from game.core import Chance
from game.lab import LabError
from game.match import parse_options, parse_seed
from net import cli as net_cli
from scenes.settings import VISION_NAMES, Settings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any command imports pygame


class CliError(Exception):
    """A problem the user can fix; printed as one line."""


def _seed(text: str) -> int:
    """A seed from 0 to 2**63-1 (game.match.parse_seed)."""
    try:
        return parse_seed(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = -1
    if n < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number, 0 or more, not '{text}'")
    return n


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


class OneLineParser(argparse.ArgumentParser):
    """A bad flag is one line on stderr and exit 2, like every other user error (`--help` shows usage)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {self.prog}: {message.splitlines()[0] if message else 'bad arguments'}\n")


def build_parser() -> argparse.ArgumentParser:
    prog = "elemental-table" if getattr(sys, "frozen", False) else "main.py"
    p = OneLineParser(prog=prog, description="Elemental Table: five board games on a real table.")
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
    demo.add_argument("--vision", default=None, metavar="KIND",
                      help="show the window as seen with deuteranopia, protanopia or tritanopia")
    demo.add_argument("--hint", action="store_true",
                      help="before each bot's move, show what a good player (the hard bot) would do, and why")

    tut = sub.add_parser("tutorial", help="a guided first game of GAME; --autoplay plays its steps to the end")
    tut.add_argument("game", choices=games)
    tut.add_argument("--autoplay", action="store_true",
                     help="the tutorial plays its own steps (headless: CI, screenshots)")
    tut.add_argument("--screenshot", type=Path, default=None, metavar="PNG",
                     help="the first step's screen; a name with {step} (shot-{step}.png) saves every step")
    art = sub.add_parser("check-art", help="check the art packs' images; --vision: pieces that colour-blind players "
                         "may confuse (exit 0, or 1 when some merge)")
    art.add_argument("--game", action="append", dest="art_games", metavar="GAME", help="only this game (repeatable)")
    art.add_argument("--vision", action="store_true", help="compare the colours of the pieces under three visions")
    art.add_argument("--threshold", type=float, default=None, metavar="DE00",
                     help="the CIEDE2000 distance under which two pieces merge (default 10)")
    art.add_argument("--out", type=Path, default=Path("out") / "check-art", metavar="DIR",
                     help="where the pictures of merging pairs go")

    check = sub.add_parser("check-data", help="validate every definition and board (exit 0 or 2)")
    check.add_argument("games", nargs="*", metavar="GAME", help="only these games (default: all)")

    texts = sub.add_parser(
        "texts", help="print every interface text and what N random games per game say, one per line "
        "(proofreading) / affiche chaque texte de l'interface et ce que disent N parties par jeu, un par ligne")
    texts.add_argument("--lang", choices=["fr", "en"], default=argparse.SUPPRESS,
                       help="language of the texts (default: fr) / langue des textes (fr par défaut)")
    texts.add_argument("--games", type=_count, default=1, metavar="N",
                       help="random games per game and seat count (default 1) / parties par jeu et nombre de joueurs")
    texts.add_argument("--seed", type=_seed, default=1)
    texts.add_argument("--game", action="append", choices=games, dest="text_games", metavar="GAME",
                       help="only this game (repeat) / seulement ce jeu")

    net_cli.add_parsers(sub, games)

    report = sub.add_parser("report", help="the playtest report of the journals in the saves folder: "
                            "report.html and decisions.csv")
    report.add_argument("--game", choices=games, default=None)
    report.add_argument("--since", default=None, metavar="DATE", help="only games started on or after DATE "
                        "(YYYY-MM-DD)")
    report.add_argument("--out", type=Path, default=Path("out") / "report", metavar="DIR")
    report.add_argument("--anonymous", action="store_true", help="seat numbers instead of names")

    replay = sub.add_parser("replay", help="step through a saved or finished game, from a move on")
    replay.add_argument("save", type=Path, metavar="SAVE")
    replay.add_argument("--step", type=_count, default=0, help="the number of moves played to start from")

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
    check_fluent_sentences(node)
    from scenes.table import Presentation  # pygame: durations, sounds and banners of every event kind

    Presentation(game_id)
    check_sentences(game_id, node)
    from sprites.check import check_presentation  # what the screens read

    check_presentation(game_id)
    check_inspect(game_id)


def check_fluent_sentences(node: Any) -> None:
    """Each sentence of a texts.yaml is a Fluent pattern: it must read, say every plural form, and
    (but a name, whose French may agree where English does not) use the same values in both languages."""
    for section in ("events", "names", "why", "inspect"):
        for key, entry in node.get(section, {}).items():
            texts = entry.texts()
            for lang, text in texts.items():
                sentence = i18n.parse_sentence(text)
                if sentence is None:
                    raise entry.error(f"{lang}: Fluent cannot read this sentence (a {{ }} left open, a "
                                      "selector without its *[other] line?)")
                lacking = i18n.plural_gaps(sentence)
                if lacking:
                    raise entry.error(f"{lang}: a plural selector without its [{lacking[0]}] form")
            if section != "names" and "fr" in texts and "en" in texts:
                fr, en = i18n.text_variables(texts["fr"]), i18n.text_variables(texts["en"])
                if fr != en:
                    odd = sorted(fr ^ en)[0]
                    raise entry.error(f"'{key}': only one language uses {{{odd}}}")


class _Missing(KeyError):
    pass


class _Strict(dict[str, Any]):
    """The inspect words, for a check: a missing key raises instead of showing the key itself."""

    def get(self, key: str, default: Any = None) -> Any:
        if key not in self:
            raise _Missing(key)
        return dict.__getitem__(self, key)

    def __missing__(self, key: str) -> Any:
        raise _Missing(key)


def check_inspect(game_id: str) -> None:
    """Every inspect text the table can show, in both languages: each sentence it asks `inspect:` of
    texts.yaml for is there (fr and en) and fills in (DataError at the entry, or at `inspect:`).
    The game says what its table describes (`GameSpec.inspect_check`, scenes/inspect_check.py)."""
    cases_of = registry.get(game_id).part("inspect_check")  # pygame: the screens' own inspect functions
    if cases_of is None:
        return
    found = cases_of()
    texts = data.load(data.game_file(game_id, "texts.yaml"))
    section = texts.get("inspect", {})
    words = {k: n.texts() for k, n in section.items()} if section.value else {}
    for _key, n in section.items() if section.value else []:
        if isinstance(n.value, dict) and "en" not in n.value:
            raise n.error("no English text ('en')", "missing", name="en")
    strict = _Strict(words)
    saved = [(obj, name, getattr(obj, name)) for obj, name, _ in found.words_at]
    try:
        for obj, name, make in found.words_at:
            object.__setattr__(obj, name, make(strict))
        for lang in ("fr", "en"):
            for kind, ident in found.cases:
                try:
                    found.inspect(kind, ident, lang)
                except _Missing as exc:
                    key = exc.args[0]
                    raise (section if section.value else texts).error(
                        f"no text for '{key}' (the table inspects {kind} {ident!r} with it)", "missing",
                        name=str(key)) from None
                except (KeyError, ValueError, IndexError) as exc:
                    raise section.error(f"{kind} {ident!r} in {lang}: a text names an unknown "
                                        f"{{placeholder}} ({exc})") from None
    finally:
        for obj, name, value in saved:
            object.__setattr__(obj, name, value)


def event_kinds(game_id: str) -> list[str]:
    """Every event kind the engine can send: the keys of its contract's EVENTS (game/<id>/contract.py)."""
    module = registry.get(game_id).part("contract")
    return sorted(getattr(module, "EVENTS", {}) or {}) if module is not None else []


def refusal_keys(game_id: str) -> list[str]:
    """Every refusal key of the engine (`<game>.<reason>`), read from its own source: the literal keys
    of its `Refusal`s, and the keys it builds from a table of the state class (`f"<game>.now_{phase}"`)."""
    spec = registry.get(game_id)
    module = sys.modules[spec.state_cls.__module__]
    top = Path(inspect.getfile(module))
    files = sorted(top.parent.glob("*.py")) if top.parent.name == game_id else [top]
    source = "".join(f.read_text(encoding="utf-8") for f in files)
    keys = set(re.findall(rf"[\"']{game_id}\.([a-z_0-9]+)[\"']", source))
    built = re.compile(rf"Refusal\(self\.(\w+)\[(\w+)\], f\"{game_id}\.(\w*)\{{\2(?: or '(\w+)')?\}}\"\)")
    for m in built.finditer(source):
        table = getattr(spec.state_cls, m.group(1), {})
        keys |= {m.group(3) + str(k if k is not None else m.group(4) or "") for k in table}
    return sorted(keys)


def check_sentences(game_id: str, texts: Any) -> None:
    """A sentence in both languages for everything the engine can say: each event kind of its contract
    (shown by presentation.yaml, written to the log unless `log: false`) and each refusal key. A
    truncated texts.yaml is refused here, at its section's line, instead of events vanishing."""
    from scenes.table import Presentation  # pygame

    pres_file = data.game_file(game_id, "presentation.yaml")
    pres_node = data.load(pres_file) if pres_file.exists() else None
    pres = Presentation(game_id)
    events = texts["events"]
    said = set(events.value)
    for kind in event_kinds(game_id):
        if kind not in pres.events:
            where = pres_node.get("events", {}) if pres_node is not None else texts
            raise where.error(f"no entry for the event kind '{kind}' (the engine sends it)", "missing", name=kind)
        if not pres.events[kind]["log"]:
            continue
        if kind not in said and not any(k.startswith(kind + ".") for k in said):
            raise events.error(f"no sentence for the event kind '{kind}' (the engine sends it)", "missing", name=kind)
    why = texts.get("why", {})
    have = set(why.value or {})
    for key in refusal_keys(game_id):
        if key not in have:
            raise (why if why.value else texts).error(
                f"no sentence for the refusal '{key}' (the engine refuses with it)", "missing", name=key)
    for section in ("events", "why"):
        for _, entry in texts.get(section, {}).items() if texts.has(section) else []:
            if isinstance(entry.value, dict) and "en" not in entry.value:
                raise entry.error("no English text ('en')", "missing", name="en")


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
    """The interface texts (data/i18n/<lang>/*.ftl): every file reads, the same messages in both
    languages, each using the same variables, each plural selector with its `one` and `other` forms."""
    cats = {lang: i18n._read_ui(lang) for lang in i18n.LANGS}  # a file that does not read: file:line
    core = core_refusal_keys()
    passed = (tuple(cats[lang].serial for lang in i18n.LANGS), tuple(core))
    if passed in _i18n_ok:  # these very catalogues (same readings of the same texts) passed, with these keys
        return
    _check_catalogues(cats, core)
    _i18n_ok.add(passed)


# The catalogues that passed check_i18n, by their readings (`Catalogue.serial`: i18n keeps a reading
# while its files' texts stay the same; its bundle is read-only) and the shared refusal keys: the
# checks below are a function of these alone, and check-data in-process (tests, a hot reload) asks again.
_i18n_ok: set[tuple[tuple[int, ...], tuple[str, ...]]] = set()


def _check_catalogues(cats: dict[str, i18n.Catalogue], core: list[str]) -> None:
    ids = {lang: set(cats[lang].files) for lang in i18n.LANGS}
    for key in core:  # the reasons every game shares are said by the interface texts
        if i18n.fluent_id(f"why.{key}") not in ids["fr"]:
            raise data.DataError("data/i18n/fr", None, f"no message '{i18n.fluent_id('why.' + key)}' for a "
                                 "refusal the engines make")
    missing = sorted(ids["fr"] ^ ids["en"])
    if missing:  # located where the message stands in the other language: the line to translate
        have = "fr" if missing[0] in ids["fr"] else "en"
        lack = i18n.other(have)
        raise data.DataError(cats[have].files[missing[0]], None, f"'{missing[0]}' has no {lack} text in "
                             f"data/i18n/{lack}/ (and {len(missing) - 1} more missing there)", "missing")
    for mid in sorted(ids["fr"]):
        used = {lang: set(i18n.pattern_variables(cats[lang].bundle._messages[mid])) for lang in i18n.LANGS}
        if used["fr"] != used["en"]:
            odd = sorted(used["fr"] ^ used["en"])[0]
            lang = "fr" if odd in used["en"] else "en"
            raise data.DataError(cats[lang].files[mid], None, f"'{mid}' does not use ${odd}, which the other "
                                 "language's text uses")
        for lang in i18n.LANGS:
            lacking = i18n.plural_gaps(cats[lang].bundle._messages[mid])
            if lacking:
                raise data.DataError(cats[lang].files[mid], None, f"'{mid}': a plural selector without its "
                                     f"[{lacking[0]}] form")


def core_refusal_keys() -> list[str]:
    """The refusal keys every game shares (`core.*`), read from the engines' source under game/."""
    found: set[str] = set()
    for f in (paths.root() / "game").rglob("*.py"):
        found |= set(re.findall(r"""Refusal\([^()]*?["'](core\.[a-z_0-9]+)["']""", f.read_text(encoding="utf-8")))
    return sorted(found)


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
            if CLOSE in spec.strengths:  # the first-game level's entry of data/bots.yaml
                close_settings(gid, spec.strengths)
            check_texts(gid)
            files = spec.check_data() if spec.check_data else []
            files += check_scenarios(gid, files)
            if tutorial.exists(gid):  # played headless: every step legal when it is reached, the game ended
                files += tutorial.verify(tutorial.load(gid))
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


def report_command(args: argparse.Namespace) -> int:
    """`report`: the journals of the saves folder as report.html and decisions.csv."""

    if args.since and not re.fullmatch(r"\d{4}(-\d{2}(-\d{2})?)?", args.since):
        raise CliError(f"--since takes a date as YYYY-MM-DD, not '{args.since}'")
    sessions = playtest_report.load_sessions(game=args.game, since=args.since)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    try:
        from sprites import charts  # pygame, here only

        page, sheet, rows = playtest_report.write(args.out, sessions, args.anonymous, charts.save_for_page)
    except playtest_report.ReportError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot write the report in {args.out}: {exc.strerror or exc}") from None
    print(f"{len(sessions)} games, {rows} decisions: {page} and {sheet}")
    return 0


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


def check_art_command(args: argparse.Namespace) -> int:
    """`check-art`: every pack image must load; with --vision, pieces a colour-blind player may confuse."""
    unknown = [g for g in args.art_games or [] if g not in registry.GAME_IDS]
    if unknown:
        raise CliError(f"unknown game '{unknown[0]}' (choose from {', '.join(registry.GAME_IDS)})")
    if args.threshold is not None and not 0 < args.threshold < 100:
        raise CliError(f"--threshold takes a distance between 0 and 100, not {args.threshold:g}")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from sprites.check import check_art  # pygame: the images are loaded

    i18n.set_lang(args.lang or "en")  # a report in the language of the command line, unless asked
    packs = [Path(p) for p in args.art or []]
    problems = check_art(packs)
    for line in problems:
        print(line)
    if not args.vision:
        print(f"{len(problems)} unusable images" if problems else "every image loads")
        return 1 if problems else 0
    import pygame

    from sprites import colour_check  # pygame and, for the visions, numpy

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    threshold = args.threshold if args.threshold is not None else colour_check.THRESHOLD
    code = colour_check.run(args.art_games, packs, threshold, args.out)
    return 1 if problems else code


def texts_command(args: argparse.Namespace) -> int:
    """`texts`: every sentence a person can read, one per line, for a proofreader and the scanner."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.proofread import all_lines  # the tables word log lines and banners (pygame, no window)

    problem = i18n.start(args.lang or "fr")
    if problem:
        print(f"warning: {problem}", file=sys.stderr)
    i18n.set_lang(args.lang or "fr")
    out = sys.stdout
    for line in all_lines(args.games, args.text_games, args.seed):
        if line.strip():  # a fragment for other sentences (a hint's optional tail) may read as nothing
            out.write(line + "\n")
    return 0


def _prepare_user_dir() -> None:
    """The settings folder must be usable; temp files a killed save left behind are removed, in
    saves/ and saves/finished/, and locks of finished games whose process is gone."""
    try:
        paths.clean_temp(paths.saves_dir())
        paths.clean_temp(paths.saves_dir() / "finished")  # a kill while a finished game was written
        paths.clean_stale_locks(paths.saves_dir() / "finished")  # locks left by older versions
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
        if args.command in (None, "play", "demo", "tutorial", "sheets", "check-art"):
            _check_art(args.art)
        if args.command == "demo" and args.vision is not None:
            if args.vision not in VISION_NAMES:
                raise CliError(f"unknown vision '{args.vision}' (choose from {', '.join(VISION_NAMES)})")
        if args.command == "check-art":
            return check_art_command(args)
        if args.command == "texts":
            return texts_command(args)
        if args.command == "report":
            return report_command(args)
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

            if net_cli.pin_fingerprint(args):
                return 2
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
