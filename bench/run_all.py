"""Every benchmark of every built game, one line of JSON each (figures for the issue notes)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402

if __name__ == "__main__":
    from bench.ratios import measure

    built_ids = [gid for gid, built in registry.available().items() if built]
    # engine speed as a ratio of the reference libraries, measured in this same run
    print(json.dumps({"ratios": measure(built_ids, 3.0, None, rounds=2)}), flush=True)
    for gid, built in registry.available().items():
        if not built:
            continue
        from bench.engine import report

        print(json.dumps(report(gid, 30)), flush=True)
        subprocess.run([sys.executable, str(ROOT / "bench" / "frames.py"), gid, "--frames", "400"], check=False)
