"""Convert interface texts from the old YAML catalogue (`key: "text {var}"`) to Fluent (.ftl).

The lead runs it at a merge on keys other branches appended to data/i18n/fr.yaml / en.yaml:

    python tools/yaml_to_ftl.py data/i18n/fr.yaml                    # print every key as FTL
    python tools/yaml_to_ftl.py data/i18n/fr.yaml --keys a.b c.d     # only these keys
    python tools/yaml_to_ftl.py data/i18n/fr.yaml --new --append     # keys not yet in data/i18n/fr/*.ftl,
                                                                     # appended to the file of their prefix

`--append` writes each message to data/i18n/<lang>/<file>.ftl, the file chosen by the key's first
part (`elemons.x` -> elemons.ftl, anything else -> interface.ftl); the language is the YAML file's
name (fr.yaml -> fr). Ids: `game.i18n.fluent_id` (dots become hyphens, other signs underscores),
so `t("a.b_c")` finds `a-b_c`. `{var}` becomes `{ $var }`; a text that already holds Fluent syntax
(`{ $n -> ...}`) is kept as it is. Plurals are still to be written by hand afterwards: the
converter cannot know which number a sentence counts.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml  # noqa: E402

from game.i18n import FILE_OF, fluent_id, to_fluent  # noqa: E402


def message(key: str, text: str) -> str:
    """One FTL message for a YAML entry (a multi-line text is indented under its id)."""
    body = to_fluent(text)
    if "\n" in body:
        return f"{fluent_id(key)} =\n" + "\n".join(f"    {line}" if line else "" for line in body.split("\n"))
    return f"{fluent_id(key)} = {body}"


def file_for(key: str) -> str:
    """The .ftl file a key belongs in, by its first part."""
    return FILE_OF.get(key.split(".", 1)[0], "interface") + ".ftl"


def existing_ids(folder: Path) -> set[str]:
    found: set[str] = set()
    for f in folder.glob("*.ftl"):
        found |= set(re.findall(r"^([A-Za-z][A-Za-z0-9_-]*) *=", f.read_text(encoding="utf-8"), re.M))
    return found


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="YAML interface texts -> Fluent (.ftl)")
    p.add_argument("yaml", type=Path, help="a YAML catalogue, e.g. data/i18n/fr.yaml")
    p.add_argument("--keys", nargs="*", default=None, help="only these keys")
    p.add_argument("--new", action="store_true", help="only keys whose id is not yet in data/i18n/<lang>/*.ftl")
    p.add_argument("--append", action="store_true", help="append to data/i18n/<lang>/<file>.ftl instead of printing")
    p.add_argument("--out", type=Path, default=None, help="the folder of .ftl files (default data/i18n/<lang>)")
    args = p.parse_args(argv)
    try:
        entries = yaml.safe_load(args.yaml.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        print(f"error: {args.yaml}: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    folder = args.out or args.yaml.parent / args.yaml.stem
    wanted = list(entries) if args.keys is None else args.keys
    unknown = [k for k in wanted if k not in entries]
    if unknown:
        print(f"error: {args.yaml}: no key '{unknown[0]}'", file=sys.stderr)
        return 2
    if args.new:
        have = existing_ids(folder)
        wanted = [k for k in wanted if fluent_id(k) not in have]
    ids: dict[str, str] = {}
    for k in wanted:
        if fluent_id(k) in ids:
            print(f"error: keys '{ids[fluent_id(k)]}' and '{k}' make the same id {fluent_id(k)}", file=sys.stderr)
            return 2
        ids[fluent_id(k)] = k
    by_file: dict[str, list[str]] = {}
    for k in wanted:
        by_file.setdefault(file_for(k), []).append(message(k, str(entries[k])))
    for name, msgs in by_file.items():
        if args.append:
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / name
            before = target.read_text(encoding="utf-8") if target.exists() else ""
            sep = "" if not before or before.endswith("\n") else "\n"
            target.write_text(before + sep + "\n".join(msgs) + "\n", encoding="utf-8")
            print(f"{target}: {len(msgs)} messages appended", file=sys.stderr)
        else:
            print(f"## {name}")
            print("\n".join(msgs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
