#!/usr/bin/env python3
"""Give every French sentence of the data its no-break spaces: U+00A0 before ':' and inside « »,
U+202F before '; ! ?', so a line never breaks before the sign. Run it from the project folder after
editing texts by hand; `tools/scan_texts.py` names any plain space left.

    python tools/french_spaces.py
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

NB, NNB = "\u00a0", "\u202f"
ROOT = Path(__file__).resolve().parent.parent / "data"


def fix_text(text: str) -> str:
    """One French sentence (or a line of one) with its no-break spaces."""
    text = re.sub(r" :", NB + ":", text)
    text = re.sub(r" ([;!?])", NNB + r"\1", text)
    return text.replace("« ", "«" + NB).replace(" »", NB + "»")


def fix_ftl(source: str) -> str:
    """Every line of a French .ftl catalogue but its comments (Fluent's own syntax has no ' :')."""
    return "\n".join(line if line.startswith("#") else fix_text(line) for line in source.split("\n"))


def fix_yaml(source: str) -> str:
    """The quoted `fr:` values of a game's YAML file (texts, tutorial, how-to)."""
    source = re.sub(r'(\bfr: ")((?:[^"\\]|\\.)*)(")', lambda m: m.group(1) + fix_text(m.group(2)) + m.group(3),
                    source)
    return re.sub(r"(\bfr: ')((?:[^']|'')*)(')", lambda m: m.group(1) + fix_text(m.group(2)) + m.group(3), source)


def main() -> int:
    changed = 0
    files = [(p, fix_ftl) for p in sorted((ROOT / "i18n" / "fr").glob("*.ftl"))]
    for name in ("texts.yaml", "tutorial.yaml", "howto.yaml"):
        files += [(p, fix_yaml) for p in sorted(ROOT.glob(f"*/{name}"))]
    for path, fix in files:
        before = path.read_text(encoding="utf-8")
        after = fix(before)
        if after != before:
            path.write_text(after, encoding="utf-8")
            changed += 1
            print(f"{path.relative_to(ROOT.parent)}: no-break spaces put in")
    print(f"{changed} file(s) changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
