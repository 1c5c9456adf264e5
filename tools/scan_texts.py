"""Scan the output of `python main.py texts --lang fr|en` for what reads wrong, line by line.

    python main.py texts --lang fr --games 2 | python tools/scan_texts.py --lang fr
    python tools/scan_texts.py --lang en out.txt

Finds: "(s)"; a plural after 1 or a singular after 2 or more (a word counts as a noun or adjective
when both its singular and its plural appear somewhere in the text: "1 cartes", "2 rouge");
in French, tutoiement (tu, te, ton, ta, tes, toi, t', and imperatives such as "Dis", "Utilise"),
a capital missing its accent (Elementaire, Ether, Echap…), `: ; ! ?` or « » without their
space; in both, a word written twice in a row ("Arène Arène") and a curly apostrophe (the texts
use the straight one). Prints one `line N: problem: text` per finding and exits 1 when there is one.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from pathlib import Path

WORD = r"[A-Za-zÀ-ÖØ-öø-ÿŒœ]+"
# Singular words that end in s (French and English): never a plural after 1.
ENDS_IN_S = {"fois", "pas", "bois", "corps", "temps", "poids", "prix", "avis", "succès", "os", "dos", "plus",
             "moins", "sous", "dans", "vers", "après", "depuis", "jamais", "toujours", "puis", "mais", "très",
             "bonus", "status", "is", "was", "has", "this", "its", "his", "less", "minus", "as", "us",
             "thus", "gas", "bus", "yes", "versus", "atlas", "chaos", "tennis", "ras", "gras", "bas", "las",
             "alias", "focus", "virus", "campus", "canvas", "axis", "process", "progress", "access", "class",
             "pass", "across", "always", "perhaps", "sometimes", "besides"}
# French second-person words (tutoiement) and imperatives of the tu form the texts could use.
TU_WORDS = {"tu", "te", "ton", "ta", "tes", "toi", "tien", "tienne", "tiens"}
TU_IMPERATIVES = {"Dis", "Utilise", "Choisis", "Pose", "Retourne", "Regarde", "Échange", "Echange", "Prends",
                  "Joue", "Clique", "Termine", "Garde", "Donne", "Fais", "Va", "Mets", "Tire", "Relance",
                  "Attends", "Montre", "Place", "Déplace", "Vise", "Sélectionne", "Appuie", "Tape", "Essaie",
                  "Essaye", "Rejoue", "Lis", "Ouvre", "Ferme", "Reviens", "Entre", "Laisse", "Finis", "Annule",
                  "Regroupe", "Enlève", "Retire", "Ajoute", "Copie", "Colle", "Indique", "Désigne", "Avance",
                  "Recule", "Vois", "Sois", "Aie", "Pioche", "Défausse", "Révèle", "Nomme", "Cible"}
# Capitals that lose their accent in careless French: the stems as they should be written.
ACCENTED = ["Éclips", "Élément", "Élémentaire", "Éther", "Échap", "Échange", "État", "Écran", "Étape", "Égalité",
            "Élimin", "Étoile", "Événement", "Évènement", "Équipe", "Épuis", "Écart", "Énonc", "Éclair",
            "Été", "Énergie", "Épée", "Élu", "Érosion", "Éruption", "Évolu", "Éveil"]
_UNACCENTED = {**{s.replace("É", "E"): s for s in ACCENTED}, **{"E" + s[1:]: s for s in ACCENTED}}
# Nouns a number names rather than counts ("level 2", "tuile 3"): a word after such a number is not counted.
LABELS = ["level", "tile", "card", "die", "face", "seat", "player", "mecha", "kaiju", "round", "turn", "niveau",
          "tuile", "carte", "dé", "manche", "tour", "joueur", "rang", "rank", "bot", "joueur"]
_SPACE_BEFORE = " \u00a0\u202f"


def _tokens(lines: list[str]) -> set[str]:
    return {w.lower() for ln in lines for w in re.findall(WORD, ln)}


def scan(lines: Iterable[str], lang: str) -> list[tuple[int, str, str]]:
    """(line number from 1, problem, the line) for each finding."""
    text = list(lines)
    vocab = _tokens(text)
    counted = {m.group(1).lower() for ln in text for m in re.finditer(rf"\b(?:[2-9]|[1-9]\d+) ({WORD})", ln)}
    found: list[tuple[int, str, str]] = []
    for i, full in enumerate(text, 1):
        # what a line quotes (an action typed, a YAML example) is not prose: left out of the checks
        line = re.sub(r"«[^»]*»|'[^' ]+(?: [^' ]+)*'(?=[ :;,.)]|$)", "«»", full)

        def bad(what: str, line: str = full, i: int = i) -> None:
            found.append((i, what, line))

        if "(s)" in line or "(es)" in line or "(x)" in line:
            bad("'(s)': a plural written by hand")
        for m in re.finditer(rf"(?<![\d.,:/-])\b1 ({WORD})", line):
            w = m.group(1)
            low = w.lower()
            if low.endswith(("s", "x")) and low not in ENDS_IN_S and low[:-1] in vocab and len(low) > 3:
                bad(f"plural after 1: '1 {w}'")
        # English puts numbers before compound nouns ("2 start cards") and verbs ("tiles 3, 2 turn
        # back"): there a singular counts as wrong only at the end of a phrase ("2 card.", "2 point)").
        tail = r"(?=[,.;:!?)]|$)" if lang == "en" else r"\b(?!['’])"
        for m in re.finditer(rf"(?<![\d.,:/-])(?<!, )\b([2-9]|[1-9]\d+) ({WORD}){tail}", line):
            if re.search(rf"\b(?:{'|'.join(LABELS)}) $", line[:m.start()], re.IGNORECASE):
                continue  # "level 2 card": the number names a level, a tile… it counts nothing
            if lang == "fr" and re.search(r"\b(?:un|le|du|au) $", line[:m.start()], re.IGNORECASE):
                continue  # « Un 4 retourné », « le 6 joué »: after a singular article the number names a card
            w = m.group(2)
            low = w.lower()
            if not low.endswith(("s", "x")) and low + "s" in counted and len(low) > 2 and w[0].islower():
                bad(f"singular after {m.group(1)}: '{m.group(0)}'")
        for m in re.finditer(rf"\b({WORD}) \1\b", line, re.IGNORECASE):
            twice = m.group(0).split(" ")
            if twice[0] != twice[1] and (twice[0].isupper() or twice[1].isupper()):
                continue  # "--token TOKEN": an option and its placeholder
            if m.group(1).lower() not in ("vous", "nous", "that", "had") and not m.group(1).isdigit():
                bad(f"word twice: '{m.group(0)}'")
        if lang != "fr":
            continue
        for m in re.finditer(rf"(?<![\w'’-])({WORD}|t['’])(?![\w'’-])", line):
            w = m.group(1)
            if w.lower() in TU_WORDS or w.lower() in ("t'", "t’"):
                bad(f"tutoiement: '{w}'")
        for m in re.finditer(rf"(?:^|[.!?:—]\s+|«\s*)({WORD})(?= (?:d['’]abord|une?|les?|la|des|deux|trois|ton|ta|tes|"
                             rf"l['’]|un|ce|cette|ces|sur|à|au|aux|[a-zàâçéèêëîïôûù]+ez)\b)", line):
            if m.group(1) in TU_IMPERATIVES:
                bad(f"tutoiement: imperative '{m.group(1)}'")
        for m in re.finditer(rf"\b({WORD})", line):
            w = m.group(1)
            if line[:m.start()].endswith("Elementary "):  # the game's title, an English name
                continue
            for plain, right in _UNACCENTED.items():
                if w.startswith(plain) and not w.startswith(("Elementary", "Elemental", "Elemon", "Electromon")):
                    bad(f"capital without its accent: '{w}' ({right}…)")
                    break
        unquoted = re.sub(r"«[^»]*»", "«»", line)  # a quoted example (« id: placement ») keeps its own signs
        for m in re.finditer(r"(.)([:;!?])", unquoted):
            before, sign = m.group(1), m.group(2)
            after = unquoted[m.end():m.end() + 1]
            if before == " ":
                bad(f"a plain space before '{sign}' (a line may break there: a no-break space)")
                continue
            if before in _SPACE_BEFORE or before in "!?«(":
                continue
            if sign == ":" and (before.isdigit() and after.isdigit() or after == "/" or before == ":"):
                continue  # 12:30, 127.0.0.1:8765, http://
            bad(f"no space before '{sign}'")
        if re.search(r"«[^ \u00a0\u202f]|[^ \u00a0\u202f]»", full):
            bad("« » without their inner spaces")
        if "\u2019" in full:
            bad("a curly apostrophe: the texts use the straight one (')")
    return found


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="scan `main.py texts` output for what reads wrong")
    p.add_argument("--lang", choices=["fr", "en"], required=True)
    p.add_argument("file", nargs="?", type=Path, default=None, help="the texts (default: standard input)")
    args = p.parse_args(argv)
    try:
        lines = (args.file.read_text(encoding="utf-8") if args.file else sys.stdin.read()).splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    found = scan(lines, args.lang)
    for n, what, line in found:
        print(f"line {n}: {what}: {line}")
    print(f"{len(found)} problems in {len(lines)} lines", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
