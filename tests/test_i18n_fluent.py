"""Texts on Project Fluent (#23): plurals, agreement, the fallback between languages, a broken
.ftl file said with its line, the converter from the old YAML catalogue, and the proofreading
command's output scanned clean in both languages."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import main
from game import data, i18n
from game.core import Event
from tools import scan_texts, yaml_to_ftl

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def fresh_texts():
    i18n.forget()
    yield
    i18n.forget()


@pytest.fixture()
def datadir(tmp_path, monkeypatch):
    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    i18n.forget()
    return copy


# -- plurals: CLDR categories (French: 0 and 1 are "one"; English: only 1) --------------------------
PLURALS = {
    ("fr", "monsters.tricks", "n"): ["0 pli", "1 pli", "2 plis"],
    ("en", "monsters.tricks", "n"): ["0 tricks", "1 trick", "2 tricks"],
    ("fr", "kaiju.points", "n"): ["= 0 point", "= 1 point", "= 2 points"],
    ("en", "kaiju.points", "n"): ["= 0 points", "= 1 point", "= 2 points"],
    ("fr", "evolution.prompt.tornado", "n"): ["Tornade\u00a0: défaussez encore, ou piochez 0 carte.",
                                              "Tornade\u00a0: défaussez encore, ou piochez 1 carte.",
                                              "Tornade\u00a0: défaussez encore, ou piochez 2 cartes."],
    ("en", "evolution.prompt.tornado", "n"): ["Tornado: discard more, or draw 0 cards.",
                                              "Tornado: discard more, or draw 1 card.",
                                              "Tornado: discard more, or draw 2 cards."],
}


@pytest.mark.parametrize(("lang", "key", "var"), sorted(PLURALS))
def test_plural_forms_for_0_1_2(lang, key, var):
    i18n.set_lang(lang)
    assert [i18n.t(key, **{var: n}) for n in (0, 1, 2)] == PLURALS[(lang, key, var)]


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", ["Zoé K pioche 0 carte (fin de tour)", "Zoé K pioche 1 carte (fin de tour)",
            "Zoé K pioche 2 cartes (fin de tour)"]),
    ("en", ["Zoé K draws 0 cards (end of turn)", "Zoé K draws 1 card (end of turn)",
            "Zoé K draws 2 cards (end of turn)"]),
])
def test_a_log_sentence_counts_with_its_number(lang, expected):
    i18n.set_lang(lang)
    said = [i18n.describe("evolution", Event("draw", 0, {"count": n, "reason": "refill"}), ["Zoé K"])
            for n in (0, 1, 2)]
    assert said == expected


def test_a_list_counts_too():
    i18n.set_lang("fr")
    one = i18n.describe("monsters", Event("draw", 0, {"cards": [7], "deck": 3}), ["Zoé K"])
    two = i18n.describe("monsters", Event("draw", 0, {"cards": [7, 9], "deck": 3}), ["Zoé K"])
    assert one == "Zoé K pioche la carte 7 (pioche\u00a0: 3)"
    assert two == "Zoé K pioche les cartes 7, 9 (pioche\u00a0: 3)"


# -- agreement: each colour with each noun it qualifies ------------------------------------------------
COLOURS = {  # id: (a masculine noun, a feminine noun, a masculine plural)
    "yellow": ("jaune", "jaune", "jaunes"), "green": ("vert", "verte", "verts"), "red": ("rouge", "rouge", "rouges"),
    "blue": ("bleu", "bleue", "bleus"), "purple": ("violet", "violette", "violets"),
}


@pytest.mark.parametrize("colour", sorted(COLOURS))
def test_each_colour_agrees_with_its_noun(colour):
    masc, fem, plural = COLOURS[colour]
    i18n.set_lang("fr")
    line = i18n.t("monsters.prompt.trick", colour=i18n.name("monsters", colour, gender="f"))
    assert line.startswith(f"Une ligne {fem}\u202f!"), line  # la ligne: feminine
    assert i18n.t("monsters.banner.trick", who="Zoé K", colour=i18n.name("monsters", colour)) == \
        f"Zoé K\u00a0: un pli {masc}\u202f!"  # le pli: masculine
    assert i18n.t("monsters.btn.claim", colour=i18n.name("monsters", colour)) == f"Pli {masc}"
    said = i18n.describe("monsters", Event("trick", 0, {"colour": colour, "cards": [1, 2, 3], "count": 1,
                                                        "colours": 1}), ["Zoé K"])
    assert said is not None and said.startswith(f"Zoé K réalise un pli {masc} ("), said  # no card numbers (round 8)
    assert i18n.name("monsters", colour, count=2) == plural  # "(2 rouges)" on a card's inspect text
    i18n.set_lang("en")
    assert i18n.name("monsters", colour, gender="f", count=2) == colour  # English adjectives do not agree


def test_a_card_lists_its_colours_with_their_counts():
    from scenes.monsters.model import inspect_text

    _, body = inspect_text("card", 3, "fr")
    counts = re.findall(r"(\d+) ([a-z]+)", body.split("(")[1].split(")")[0])
    assert counts and all((n == "1") == (not w.endswith("s")) for n, w in counts), body


# -- a message missing in one language ---------------------------------------------------------------
def _drop(folder: Path, mid: str) -> None:
    for f in folder.glob("*.ftl"):
        text = f.read_text(encoding="utf-8")
        new = re.sub(rf"^{re.escape(mid)} =.*?(?=^\S|\Z)", "", text, flags=re.M | re.S)
        if new != text:
            f.write_text(new, encoding="utf-8")
            return
    raise AssertionError(f"{mid} not found")


def test_a_message_missing_in_english_is_said_in_french_once_on_the_console(datadir, capsys):
    _drop(datadir / "i18n" / "en", "menu-subtitle")
    i18n.set_lang("en")
    first, second = i18n.t("menu.subtitle"), i18n.t("menu.subtitle")
    assert first == second == "Cinq jeux de société, une table. Choisissez un jeu."
    err = [ln for ln in capsys.readouterr().err.splitlines() if ln]
    assert len(err) == 1 and "menu.subtitle" in err[0] and "French" in err[0], err


def test_a_message_missing_in_french_is_said_in_english(datadir, capsys):
    _drop(datadir / "i18n" / "fr", "results-again")
    i18n.set_lang("fr")
    assert i18n.t("results.again") == i18n.t_in("en", "results.again") != ""
    assert "results.again" in capsys.readouterr().err


def test_a_message_missing_in_both_never_shows_its_id(capsys):
    assert i18n.t("no.such.text") == ""
    assert not i18n.has("no.such.text")
    assert "no.such.text" in capsys.readouterr().err


def test_check_data_says_which_message_lacks_a_language(datadir, capsys):
    _drop(datadir / "i18n" / "en", "results-again")
    assert main.main(["check-data", "kaiju"]) == 2
    err = capsys.readouterr().err
    assert re.search(r"fr/interface\.ftl:\d+: 'results-again' has no en text", err), err


# -- a broken .ftl file ----------------------------------------------------------------------------------
def test_a_broken_ftl_file_is_one_line_with_its_line_number(datadir, capsys):
    f = datadir / "i18n" / "fr" / "kaiju.ftl"
    lines = f.read_text(encoding="utf-8").splitlines()
    lines.insert(4, "kaiju-broken = Vous avez { $n")
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(data.DataError) as info:
        i18n.parse_ftl(f)
    assert info.value.line == 5 and str(info.value).startswith(f"{data._display(f)}:5: ")
    assert main.main(["check-data", "kaiju"]) == 2
    said = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("error: ")]
    assert len(said) == 1 and re.search(r"kaiju\.ftl:5: ", said[0]) and "\n" not in said[0], said


def test_a_translation_that_drops_a_value_or_a_plural_form_fails_check_data(datadir, capsys):
    f = datadir / "i18n" / "en" / "monsters.ftl"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace("monsters-banner-trick = { $who }: a { $colour } trick!",
                              "monsters-banner-trick = a { $colour } trick!"), encoding="utf-8")
    assert main.main(["check-data", "monsters"]) == 2
    assert "'monsters-banner-trick' does not use $who" in capsys.readouterr().err
    f.write_text(text, encoding="utf-8")
    g = datadir / "i18n" / "fr" / "monsters.ftl"
    g.write_text(g.read_text(encoding="utf-8").replace("[one] { $n } pli\n", "[zero] { $n } pli\n", 1),
                 encoding="utf-8")
    i18n.forget()
    assert main.main(["check-data", "monsters"]) == 2
    assert "without its [one] form" in capsys.readouterr().err


# -- the converter the lead runs at a merge ---------------------------------------------------------------
def test_the_converter_appends_the_new_keys_to_the_file_of_their_game(datadir, capsys):
    yml = datadir / "i18n" / "fr.yaml"  # the old YAML catalogue, as a branch made before Fluent adds to it
    yml.write_text('# new keys\nkaiju.new_one: "Carte {card} : {n} fois"\nmenu.brand_new: "Nouveau"\n',
                   encoding="utf-8")
    assert yaml_to_ftl.main([str(yml), "--new", "--append"]) == 0
    assert "kaiju-new_one = Carte { $card } : { $n } fois" in (datadir / "i18n" / "fr" / "kaiju.ftl").read_text()
    assert "menu-brand_new = Nouveau" in (datadir / "i18n" / "fr" / "interface.ftl").read_text()
    assert yaml_to_ftl.main([str(yml), "--new", "--append"]) == 0  # a second run adds nothing twice
    assert (datadir / "i18n" / "fr" / "kaiju.ftl").read_text().count("kaiju-new_one") == 1
    i18n.forget()
    assert i18n.t("kaiju.new_one", card=7, n=2) == "Carte 7 : 2 fois"


def test_the_converter_keeps_odd_keys_reachable_and_texts_exact():
    assert i18n.fluent_id("end.monsters.lost: sand_out") == "end-monsters-lost__sand_out"
    assert i18n.to_fluent(" · {n} ultimes ") == '{" "}· { $n } ultimes{" "}'
    assert i18n.to_fluent("") == '{""}'
    assert i18n.t("end.monsters.lost: sand_out") != ""  # the code's key, as the engine builds it


# -- the proofreading command, scanned ----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_texts_for_two_games_scan_clean(lang):
    from scenes.proofread import all_lines

    i18n.set_lang(lang)
    lines = all_lines(2)
    assert len(lines) > 3000
    found = scan_texts.scan(lines, lang)
    assert found == [], "\n".join(f"{what}: {line}" for _, what, line in found[:10])


def test_the_scanner_finds_what_the_newcomer_found():
    bad = ["1 manches", "Carte(s)", "Zoé K : Dis d'abord la couleur", "Utilise d'abord un pouvoir",
           "Arène Arène vierge", "Quatre Elémentaires et l'Ether", "Volume: 70", "Ce n'est pas à toi", "2 carte",
           "À l\u2019adversaire de jouer", "Puis 4 retourné (place 2)"]
    # after a singular article the number names a card (Kaiju, nc35: « Un 4 retourné »), it counts nothing
    good = ["1 manche", "2 cartes", "Vous dites d'abord", "Volume\u00a0: 70", "À vous", "Un 4 retourné (place 1)",
            "7, 2 retournés (places 2, 5)"]
    found = {n for n, _, _ in scan_texts.scan(bad + good, "fr")}
    assert found == set(range(1, len(bad) + 1)), found


def test_the_texts_command_prints_one_line_each(capsys):
    assert main.main(["texts", "--lang", "en", "--games", "1", "--game", "elemons"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "Elemons & Gigamons" in out and len(out) == len(set(out)) and all(out)


def test_hot_reload_shows_an_edited_sentence_and_keeps_the_last_good_one_when_broken(datadir):
    f = datadir / "i18n" / "fr" / "interface.ftl"
    good = f.read_text(encoding="utf-8")
    assert i18n.t("menu.quit") == "Quitter"
    f.write_text(good.replace("menu-quit = Quitter", "menu-quit = Partir"), encoding="utf-8")
    assert i18n.reload() is None and i18n.t("menu.quit") == "Partir"
    f.write_text(good.replace("menu-quit = Quitter", "menu-quit = { $oops"), encoding="utf-8")
    problem = i18n.reload()
    assert problem is not None and re.search(r"interface\.ftl:\d+: ", problem) and i18n.t("menu.quit") == "Partir"


def test_a_hot_reload_parses_again_only_the_file_that_changed(datadir, monkeypatch):
    """Any data file edited reloads every catalogue; only an edited .ftl file is parsed again."""
    from fluent.syntax import FluentParser

    assert i18n.reload() is None  # every file of this data copy parsed once
    parsed: list[int] = []
    real = FluentParser.parse
    monkeypatch.setattr(FluentParser, "parse", lambda self, source: parsed.append(1) or real(self, source))
    assert i18n.reload() is None and parsed == []
    f = datadir / "i18n" / "fr" / "interface.ftl"
    # a text never read before (parses are kept per text: another test's same edit was parsed there)
    edited = f.read_text(encoding="utf-8").replace("menu-quit = Quitter", "menu-quit = Partir") + f"# {datadir}\n"
    f.write_text(edited, encoding="utf-8")
    assert i18n.reload() is None and len(parsed) == 1
    i18n.set_lang("fr")
    assert i18n.t("menu.quit") == "Partir"



def test_a_catalogue_read_again_is_kept_until_a_text_changes_even_at_the_same_time_and_size(datadir):
    """check-data and each hot reload read both languages again: the same texts give the very same
    catalogue; an edit is seen by its text, not its file's time or size (an editor that keeps both)."""
    import os

    first = i18n._read_ui("fr")
    assert i18n._read_ui("fr") is first and i18n._read_ui("en") is not first
    f = datadir / "i18n" / "fr" / "interface.ftl"
    st = f.stat()
    good = f.read_text(encoding="utf-8")
    edited = good.replace("menu-quit = Quitter", "menu-quit = Partir!")  # the same number of bytes
    assert edited != good and len(edited.encode()) == len(good.encode())
    f.write_text(edited, encoding="utf-8")
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert f.stat().st_mtime_ns == st.st_mtime_ns and f.stat().st_size == st.st_size

    def quit_text(cat: i18n.Catalogue) -> str:
        return str(cat.bundle.format_pattern(cat.bundle.get_message("menu-quit").value)[0])

    again = i18n._read_ui("fr")
    assert again is not first and quit_text(again) == "Partir!"
    f.write_text(good, encoding="utf-8")
    back = i18n._read_ui("fr")
    assert quit_text(back) == "Quitter"
    (datadir / "i18n" / "fr" / "extra.ftl").write_text("extra-one = Un\n", encoding="utf-8")  # a new file
    assert i18n._read_ui("fr").bundle.has_message("extra-one") and not back.bundle.has_message("extra-one")


def test_a_game_sentence_edited_is_said_anew_after_a_reload(datadir):
    """A game's sentences are parsed once per text (shared by every reading of its texts.yaml): an
    edited sentence is the new one after a hot reload."""
    texts = datadir / "elemons" / "texts.yaml"
    i18n.set_lang("en")
    before = i18n.game("elemons")
    key = next(iter(before.sections["events"]))
    old = before.sections["events"][key]["en"]
    assert before.say("events", key, "en", {}) is not None
    source = texts.read_text(encoding="utf-8")
    assert source.count(old) >= 1
    texts.write_text(source.replace(old, "Something new happened", 1), encoding="utf-8")
    assert i18n.reload() is None
    assert i18n.game("elemons").say("events", key, "en", {}) == "Something new happened"

def test_the_window_watches_ftl_files():
    import inspect

    from scenes.app import App

    assert '".ftl"' in inspect.getsource(App._data_snapshot)


def test_a_game_sentence_fluent_cannot_read_is_located_by_check_data(datadir, capsys):
    f = datadir / "kaiju" / "texts.yaml"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace("{ $who } prend { $cards } sur la table", "{ $who } prend { $cards sur la table", 1),
                 encoding="utf-8")
    assert main.main(["check-data", "kaiju"]) == 2
    said = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("error: ")]
    assert len(said) == 1 and re.search(r"kaiju/texts\.yaml:\d+: .*Fluent cannot read", said[0]), said


def test_a_game_sentence_that_drops_a_value_in_one_language_fails_check_data(datadir, capsys):
    f = datadir / "elemons" / "texts.yaml"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace('en: "{who} wins a pair: {tiles}"', 'en: "{who} wins a pair"', 1), encoding="utf-8")
    assert main.main(["check-data", "elemons"]) == 2
    assert "only one language uses {tiles}" in capsys.readouterr().err


def test_de_is_elided_before_a_vowel_or_a_mute_h_in_french():
    """French writes "Victoire d'Ana" and "Tour de Zoé": sentences call DE($who), Fluent cannot elide."""
    i18n.set_lang("fr")
    try:
        # "Revoir le tour de Bot 2", as its button says ("Retour sur" read oddly to a newcomer, round 8)
        assert i18n.t("lastturn.banner", who="Ana") == "Revoir le tour d'Ana"
        assert i18n.t("lastturn.banner", who="Élodie") == "Revoir le tour d'Élodie"
        assert i18n.t("lastturn.banner", who="Hugo") == "Revoir le tour d'Hugo"
        assert i18n.t("lastturn.banner", who="Zoé K") == "Revoir le tour de Zoé K"
        assert i18n.t("lastturn.banner", who="Bot 2 (facile)") == "Revoir le tour de Bot 2 (facile)"
        assert "dernier" not in i18n.t("lastturn.banner_anon")
        line = i18n.describe("kaiju", Event("turn_start", 0, {}), ["Ana", "Bob"])
        assert line == "— Tour d'Ana —"
    finally:
        i18n.set_lang("fr")


def test_english_says_an_8_and_an_11_as_the_numbers_are_spoken():
    """A Kaiju log read "plays a 11": English sentences call A($card), Fluent cannot choose the article."""
    i18n.set_lang("en")
    try:
        said = {c: i18n.describe("kaiju", Event("card_played", 0, {"card": c, "effect": "x"}), ["Ana", "Bob"])
                for c in (1, 3, 8, 10, 11)}
        assert said[8].startswith("Ana plays an 8") and said[11].startswith("Ana plays an 11"), said
        assert said[1].startswith("Ana plays a 1") and said[10].startswith("Ana plays a 10"), said
        assert i18n.t("kaiju.prompt.react", who="Bob", card=11, what="x").startswith("Bob plays an 11")
        assert [i18n._a(v) for v in (18, 80, 800, 11000, 110, "Ether", "Mecha")] == \
            ["an 18", "an 80", "an 800", "an 11000", "a 110", "an Ether", "a Mecha"]
    finally:
        i18n.set_lang("fr")


def test_every_french_sentence_keeps_its_no_break_spaces():
    """A plain space before ': ; ! ?' lets a line break before the sign (a lone '?' on a button):
    tools/french_spaces.py puts them in, and finds nothing left to change in the data."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("french_spaces", Path(__file__).parent.parent / "tools" /
                                                  "french_spaces.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.fix_text("Que ferait un bon joueur ?") == "Que ferait un bon joueur\u202f?"
    assert tool.fix_text("« oui »") == "«\u00a0oui\u00a0»"
    for path in sorted((tool.ROOT / "i18n" / "fr").glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        assert tool.fix_ftl(text) == text, f"{path.name}: a plain space before a sign"
    for path in sorted(tool.ROOT.glob("*/texts.yaml")) + sorted(tool.ROOT.glob("*/tutorial.yaml")):
        text = path.read_text(encoding="utf-8")
        assert tool.fix_yaml(text) == text, f"{path}: a plain space before a sign"


def test_listed_says_a_list_in_words_in_each_language():
    """One joiner for every table's lists (five games once wrote five): « 1, 4 et 6 », « a ou b »."""
    from game import i18n

    try:
        i18n.set_lang("fr")
        assert i18n.listed([]) == "" and i18n.listed([3]) == "3"
        assert i18n.listed([1, 4, 6]) == "1, 4 et 6"
        assert i18n.listed(["Biomon", "Supermon"], "or") == "Biomon ou Supermon"
        i18n.set_lang("en")
        assert i18n.listed(["a", "b", "c"]) == "a, b and c"
        assert i18n.listed(["a", "b"], "or") == "a or b"
    finally:
        i18n.set_lang("fr")
