"""How long each data bomb takes to be refused (the tests only check that it is refused).

    python bench/bombs.py

A 1.3 KB "billion laughs" in a how-to page, the same in a scenario, a tileset image declared
99,999,999 px wide, a tileset PNG whose header claims that width, a map that wide: each goes
through the path the client takes (check-data for the game, or loading the scenario) on a copy of
data/. Prints seconds and peak memory growth per case; exit 1 when one takes a second or more.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import resource
import shutil
import struct
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def laughs() -> str:
    text = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    prev = "a"
    for i in range(8):
        text += f"l{i}: &l{i} [" + ",".join([f"*{prev}"] * 9) + "]\n"
        prev = f"l{i}"
    return text


def png(w: int, h: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))


def main() -> int:
    import main as cli
    from game import data
    from game.core import Chance
    from game.kaiju.scenario import from_scenario

    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "data"
        shutil.copytree(ROOT / "data", base)
        os.environ["ELEMENTAL_TABLE_DATA"] = str(base)
        tsx = base / "elemmaster" / "tilesets" / "advantageous.tsx"
        tmx = base / "elemmaster" / "arenas" / "blank.tmx"
        cases = [
            ("billion laughs in kaiju/howto.yaml", base / "kaiju" / "howto.yaml", laughs(), "kaiju"),
            ("billion laughs in a scenario", base / "kaiju" / "scenarios" / "bomb.yaml", laughs(), None),
            ("tileset image declared 99,999,999 px", tsx,
             re.sub(r'(<image [^>]*width=")\d+', r"\g<1>99999999", tsx.read_text()), "elemmaster"),
            ("tileset PNG header 99,999,999 px", base / "elemmaster" / "tilesets" / "advantageous.png",
             png(99_999_999, 32), "elemmaster"),
            ("map declared 99,999,999 tiles wide", tmx,
             re.sub(r'(<map [^>]*?\bwidth=")\d+', r"\g<1>99999999", tmx.read_text()), "elemmaster"),
        ]
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            cli.main(["check-data"])  # warm: imports and the shipped files, so each case times its own check
        for name, f, content, game in cases:
            original = f.read_bytes() if f.exists() else None
            (f.write_bytes if isinstance(content, bytes) else f.write_text)(content)
            before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            start = time.perf_counter()
            said = io.StringIO()
            with contextlib.redirect_stderr(said), contextlib.redirect_stdout(io.StringIO()):
                if game:
                    rc = cli.main(["check-data", game])
                else:
                    try:
                        from_scenario(data.load(f), Chance(0))
                        rc = 0
                    except data.DataError as exc:
                        print(f"error: {exc}", file=sys.stderr)
                        rc = 2
            seconds = time.perf_counter() - start
            grew = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
            worst = max(worst, seconds)
            line = next((ln for ln in said.getvalue().splitlines() if ln.startswith("error")), "no error")
            load = ""
            if f.suffix == ".yaml":
                t0 = time.perf_counter()
                with contextlib.suppress(data.DataError):
                    data.load(f)
                load = f" (the file's own refusal: {time.perf_counter() - t0:.4f}s)"
            print(f"{seconds:6.3f}s  +{grew:5.1f} MB  exit {rc}  {name}{load}: {line[:100]}")
            if original is None:
                f.unlink()
            else:
                f.write_bytes(original)
    print(f"slowest: {worst:.3f}s")
    return 0 if worst < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
