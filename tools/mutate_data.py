"""Break every data file in every way a designer (or junk) can, and see what check-data says.

    python tools/mutate_data.py [--per-kind 2] [--seed 28] [--only elemmaster] [--no-table]

Each YAML file is emptied, truncated, turned into an alias bomb and nested absurdly; keys are
deleted, numbers negated, values replaced by 42, "" and {x: 1} (a sample of each, fixed seed).
Each Tiled file is emptied, truncated, given a property less, a negative or huge size, a tileset
outside data/; each tileset image gets a header claiming 99,999,999 pixels. For every mutation
check-data runs in this process on a copy of data/, and is classed as:

- `located`: exit 2, every error line `error: file:line: ...`;
- `clean`: exit 2, one-line errors without a line (a file that is empty, unreadable...);
- `harmless`: exit 0, and the game's table then opens, plays bots for a while, draws, says its log
  and answers inspect everywhere (headless) without an exception;
- `traceback`: an exception out of check-data, an `unusable data (...)` line (a check that missed a
  case), or a table that fails after check-data passed. The goal is 0.

Prints the counts, every traceback case, and check-data's slowest case in seconds. Exit 1 when a
traceback case was found.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import re
import shutil
import struct
import sys
import tempfile
import time
import traceback
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import yaml  # noqa: E402

GAMES = ("elemons", "evolution", "monsters", "kaiju", "elemmaster")
LOCATED = re.compile(r"^error: [^:\s]+(?:\.[a-z]+)?:\d+: ")


# -- mutations --------------------------------------------------------------------------------


def laughs() -> str:
    text = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    prev = "a"
    for i in range(8):
        text += f"l{i}: &l{i} [" + ",".join([f"*{prev}"] * 9) + "]\n"
        prev = f"l{i}"
    return text


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append((path + (k,), v))
            out += _leaves(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append((path + (i,), v))
            out += _leaves(v, path + (i,))
    return out


_DELETE = object()


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    value = yaml.safe_load(yaml.safe_dump(value))  # a copy
    target = value
    for k in path[:-1]:
        target = target[k]
    if new is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = new
    return value


def yaml_mutations(text: str, rng: random.Random, per_kind: int) -> list[tuple[str, str | bytes]]:
    out: list[tuple[str, str | bytes]] = [
        ("empty", ""), ("truncated", text[: len(text) // 3]), ("truncated_lines", "\n".join(text.splitlines()[:-9])),
        ("alias_bomb", laughs()), ("deep", "a: " + "[" * 5000 + "]" * 5000 + "\n"),
    ]
    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError:
        return out
    items = _leaves(value)
    keys = [p for p, _ in items if isinstance(p[-1], str)]
    numbers = [p for p, v in items if isinstance(v, int | float) and not isinstance(v, bool) and v]
    scalars = [p for p, v in items if not isinstance(v, dict | list)]

    def dump(v: Any) -> str:
        return yaml.safe_dump(v, sort_keys=False, allow_unicode=True)

    for p in rng.sample(keys, min(per_kind * 2, len(keys))):
        out.append((f"delete {'.'.join(map(str, p))}", dump(_set(value, p, _DELETE))))
    for p in rng.sample(numbers, min(per_kind, len(numbers))):
        old = dict(items)[p]
        out.append((f"negate {'.'.join(map(str, p))}", dump(_set(value, p, -old))))
    for new, label in ((42, "42"), ("", '""'), ({"x": 1}, "{x: 1}")):
        for p in rng.sample(scalars, min(per_kind, len(scalars))):
            out.append((f"{label} at {'.'.join(map(str, p))}", dump(_set(value, p, new))))
    return out


def xml_mutations(text: str, rng: random.Random) -> list[tuple[str, str | bytes]]:
    out: list[tuple[str, str | bytes]] = [("empty", ""), ("truncated", text[: len(text) // 2])]
    props = list(re.finditer(r"<property [^>]*/>", text))
    for m in rng.sample(props, min(3, len(props))):
        line = text.count(chr(10), 0, m.start()) + 1
        out.append((f"delete property line {line}", text[: m.start()] + text[m.end() :]))
    for attr in ("width", "height", "tilewidth", "tilecount", "columns", "firstgid"):
        if f'{attr}="' in text:
            out.append((f"negative {attr}", re.sub(rf'\b{attr}="\d+"', f'{attr}="-7"', text, count=1)))
            out.append((f"huge {attr}", re.sub(rf'\b{attr}="\d+"', f'{attr}="99999999"', text, count=1)))
            out.append((f"42x {attr}", re.sub(rf'\b{attr}="\d+"', f'{attr}="4x2"', text, count=1)))
    out.append(("value 42", re.sub(r'value="[^"]*"', 'value="42"', text, count=1)))
    out.append(("value empty", re.sub(r'value="[^"]*"', 'value=""', text, count=1)))
    if "source=" in text:
        out.append(("source outside data", re.sub(r'source="[^"]*"', 'source="/etc/hostname"', text, count=1)))
        out.append(("source missing", re.sub(r'source="[^"]*"', 'source="nowhere.tsx"', text, count=1)))
    return out


def png_bomb() -> bytes:
    ihdr = struct.pack(">IIBBBBB", 99_999_999, 99_999_999, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))


def plan(data_dir: Path, rng: random.Random, per_kind: int, only: str | None) -> list[tuple[str, str, str | bytes]]:
    out = []
    for f in sorted(data_dir.rglob("*")):
        rel = f.relative_to(data_dir).as_posix()
        if not f.is_file() or (only and not rel.startswith(only + "/")):
            continue
        if f.suffix == ".yaml":
            out += [(rel, kind, m) for kind, m in yaml_mutations(f.read_text(encoding="utf-8"), rng, per_kind)]
        elif f.suffix in (".tmx", ".tsx"):
            out += [(rel, kind, m) for kind, m in xml_mutations(f.read_text(encoding="utf-8"), rng)]
        elif f.suffix == ".png":
            out += [(rel, "huge header", png_bomb()), (rel, "junk", b"not an image" * 3), (rel, "empty", b"")]
    return out


# -- running --------------------------------------------------------------------------------


def forget_caches() -> None:
    """Everything that keeps definitions between calls, so each mutation is read afresh."""
    from game import i18n
    from game.elemmaster import defs as em
    from game.evolution import defs as ev
    from game.kaiju import defs as kd
    from game.monsters import defs as md

    em.load_defs.cache_clear()
    ev._load_cached.cache_clear()
    kd.load_defs.cache_clear()
    md._DEFS = None
    i18n.forget()
    for module, names in (("sprites.art_elemmaster", ("_style",)), ("sprites.art_evolution", ("palette",)),
                          ("scenes.kaiju_model", ("inspect_words",))):
        mod = sys.modules.get(module)
        for name in names:
            fn = getattr(mod, name, None)
            if fn is not None and hasattr(fn, "cache_clear"):
                fn.cache_clear()
    mod = sys.modules.get("scenes.elemmaster_model")
    if mod is not None:
        mod._INSPECT.clear()


def run_check(game: str | None) -> tuple[int | None, str, float, str]:
    """(exit code or None for an exception, stderr, seconds, traceback text)."""
    import main

    forget_caches()
    err, out = io.StringIO(), io.StringIO()
    start = time.perf_counter()
    tb = ""
    rc: int | None
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            rc = main.main(["check-data", *([game] if game else [])])
    except BaseException:  # noqa: BLE001 - what this tool counts
        rc, tb = None, traceback.format_exc()
    return rc, err.getvalue() + out.getvalue().replace("interface texts: ok\n", ""), time.perf_counter() - start, tb


_app: Any = None


def table_probe(game: str) -> None:
    """The game's table with bots, headless: frames, drawing, the log, inspect over the whole table."""
    global _app
    from game import i18n, registry
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    forget_caches()
    if _app is None:
        init_pygame()
        _app = App(size=(1280, 720))
    i18n.start("fr")
    spec = registry.get(game)
    seats = ["bot:easy"] * max(spec.seats[0], 2)
    _app.stack.scenes.clear()
    _app.stack.push(MenuScene(_app))
    open_table(_app, Match(game, seats, seed=5), demo=True)
    table = _app.stack.top
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for _ in range(40):
            _app.frame(0.1)
        for x in range(20, 1280, 60):
            for y in range(20, 720, 60):
                table.inspect_at((x, y))
        for ev in table.shown:
            table.describe(ev)
    _app.stack.scenes.clear()


def classify(rc: int | None, said: str, tb: str) -> str:
    errors = [ln for ln in said.splitlines() if ln.startswith("error: ")]
    if rc is None or "Traceback" in said or "unusable data (" in said:
        return "traceback"
    if rc == 2 and errors and all(LOCATED.match(ln) for ln in errors):
        return "located"
    if rc == 2 and errors:
        return "clean"
    if rc == 0:
        return "harmless"
    return "traceback"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--per-kind", type=int, default=2, help="sampled mutations of each kind per YAML file")
    p.add_argument("--seed", type=int, default=28)
    p.add_argument("--only", default=None, help="one folder of data/ (a game, i18n)")
    p.add_argument("--no-table", action="store_true", help="do not open the table after a harmless mutation")
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp) / "data"
        shutil.copytree(ROOT / "data", data_dir)
        os.environ["ELEMENTAL_TABLE_DATA"] = str(data_dir)
        os.environ["ELEMENTAL_TABLE_HOME"] = str(Path(tmp) / "home")
        cases = plan(data_dir, rng, args.per_kind, args.only)
        counts = {"located": 0, "clean": 0, "harmless": 0, "traceback": 0}
        slowest = (0.0, "")
        bad: list[str] = []
        clean: list[str] = []
        for step, (rel, kind, mutated) in enumerate(cases):
            f = data_dir / rel
            original = f.read_bytes()
            if isinstance(mutated, str):
                f.write_text(mutated, encoding="utf-8")
            else:
                f.write_bytes(mutated)
            st = f.stat()
            os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000 * (step + 1)))
            game = rel.split("/")[0] if rel.split("/")[0] in GAMES else None
            try:
                rc, said, seconds, tb = run_check(game)
                slowest = max(slowest, (seconds, f"{rel} ({kind})"))
                verdict = classify(rc, said, tb)
                if verdict == "harmless" and not args.no_table:
                    for g in [game] if game else ["kaiju"]:
                        try:
                            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                                table_probe(g)
                        except Exception:  # noqa: BLE001 - a table that fails after check-data passed
                            verdict, tb = "traceback", traceback.format_exc(limit=-3)
                counts[verdict] += 1
                if verdict == "traceback":
                    bad.append(f"{rel} ({kind}): {(tb.strip().splitlines() or [said])[-1]}\n{said.strip()[:300]}")
                elif verdict == "clean":
                    clean.append(f"{rel} ({kind}): {said.strip().splitlines()[0][:160]}")
            finally:
                f.write_bytes(original)
                os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000 * (step + 2)))
            if (step + 1) % 50 == 0 or step + 1 == len(cases):
                print(f"{step + 1}/{len(cases)} {counts}", file=sys.stderr, flush=True)
    for line in bad:
        print(f"TRACEBACK {line}")
    for line in clean:
        print(f"clean {line}")
    total = sum(counts.values())
    print(f"mutations={total} located={counts['located']} clean={counts['clean']} harmless={counts['harmless']} "
          f"tracebacks={counts['traceback']} slowest_check_data={slowest[0]:.2f}s ({slowest[1]})")
    return 1 if counts["traceback"] else 0


if __name__ == "__main__":
    sys.exit(main())
