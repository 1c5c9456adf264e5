"""Round 61's fixes on Elemons & Gigamons (fix round f49), each from a newcomer's report (nc61)."""

from __future__ import annotations

from scene_input import open_scenario_text
from waiting import wait_until

from game import i18n
from game.core import act

FLORAMON_DRAW = """game: elemons
seats: 2
current: 0
grid: [floramon, floramon, geomon, hydromon, pyromon, electromon, geomon, pyromon, hydromon]
pile: [aeromon, geomon, geomon, pyromon]
won: [[aeromon, aeromon], []]
"""


def test_conseil_waits_for_the_screen_to_show_the_draw(app, tmp_path):
    """nc61 (094 → 095): right after the Floramon pair the Conseil said « Attrapez Anemomon avec vos 3 Aeromons »
    while the hand still showed Aeromon ×2; the draw showed a second later. The hint is decided on the engine's
    position, ahead of the animations: the kit (scenes/table.py) now shows it only once the screen has shown every
    event up to that position; until then the box says it is thinking."""
    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ("human", "bot:medium"), tmp_path, FLORAMON_DRAW, speed="normal")
    assert wait_until(lambda: not table.busy, 20, 0, lambda: app.frame(1 / 60))
    table.act(0, act("flip", 0))
    assert wait_until(lambda: not table.busy, 20, 0, lambda: app.frame(1 / 60))
    table.act(0, act("flip", 1))  # the pair: its power draws the pile's Aeromon, shown after the pair's flight
    table.ask_hint()
    assert table.hint_seat == 0
    early: list[tuple[int, str]] = []

    def frame() -> None:
        app.frame(1 / 60)
        drawn = any(ev.kind == "tile_drawn" for ev in table.shown)
        if table.hint_shown is not None and (not drawn or table.current is not None):
            early.append((len(table.shown), table.hint_line(table.hint_shown)))

    assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), "no hint"
    assert early == [], early
    assert str(table.hint_shown.action) == "trade aeromon"
    assert (table.model.players[0].tiles or []).count("aeromon") == 3  # what the hand shows as the hint comes


def _swap_hint(tmp_path, mine: str, theirs: str, gigamons: str = "{}") -> str:
    """Joueur 1 wins the Aeromon pair and looks at Bot 2's Elemons: the Conseil's words for the swap."""
    from game.match import Match

    path = tmp_path / "swap.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\n"
                    "grid: [aeromon, aeromon, geomon, hydromon, pyromon, electromon, geomon, pyromon, hydromon]\n"
                    "pile: [floramon, floramon, geomon, pyromon, polymon, electromon]\n"
                    f"won: [[{mine}], [{theirs}]]\ngigamons: {gigamons}\n")
    match = Match("elemons", ["human", "human"], scenario=str(path), seed=1)
    match.play(0, act("flip", 0))
    match.play(0, act("flip", 1))
    if any(a.kind == "look" for a in match.state.legal_actions(0)):
        match.play(0, act("look", 1))
    hint = match.hint(0)
    assert hint is not None and str(hint.action) == "keep", hint
    words = i18n.hint_text("elemons", hint.reason, hint.params, ["Joueur 1", "Bot 2"])
    return words.replace("\u202f", " ").replace("\u00a0", " ")


def test_swap_advice_says_why_to_keep(tmp_path):
    """nc61 (071): « Gardez vos Elemons : aucun échange ne vous fait gagner plus souvent » gave no reason; the
    person understood only after picking a swap and reading the grid's warning (072). The Conseil now says the
    best swap's risk, as the grid's line words it, or that no swap moves the person forward."""
    i18n.set_lang("fr")
    gift = _swap_hint(tmp_path, "geomon, hydromon", "pyromon, electromon")
    assert gift == ("Gardez vos Elemons : le meilleur échange, votre Geomon contre son Pyromon, laisserait Bot 2 "
                    "à une paire de Terramon.")
    even = _swap_hint(tmp_path, "hydromon, hydromon", "pyromon, electromon", "{hydromon: 1, aeromon: 1}")
    assert even == ("Gardez vos Elemons : un échange ne vous avancerait pas. Le meilleur vous donnerait un "
                    "Electromon, mais vous coûterait un de vos 2 Aeromons.")
    assert "gagner plus souvent" not in gift + even


def test_results_say_pairs_found_from_memory_and_by_luck(tmp_path):
    """nc61 saw four « jamais vue avant : elle complète la paire » from the bot (052, 058, 065, 087) and « began to
    wonder whether the bot could see the tiles ». The engine counts each seat's pairs found from memory (the second
    tile seen before it was turned) and by luck (never seen by who turned it), and « Ce qui a décidé » says them."""
    from game.elemons.state import ElemonsState
    from game.match import Match
    from scenes.elemons.results import explain

    i18n.set_lang("fr")
    path = tmp_path / "pairs.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\n"
                    "grid: [geomon, pyromon, geomon, hydromon, aeromon, floramon, electromon, pyromon, aeromon]\n"
                    "pile: [floramon, hydromon, geomon, pyromon, polymon, electromon, hydromon, electromon]\n")
    match = Match("elemons", ["human", "human"], scenario=str(path), seed=1)
    for seat, kind, slot in ((0, "flip", 0), (0, "flip", 1),  # a Geomon and a Pyromon, seen by both
                             (1, "flip", 2), (1, "flip", 0),  # Joueur 2: the Geomon of tile 1, from memory
                             (1, "rock", 3),
                             (0, "flip", 4), (0, "flip", 8)):  # Joueur 1: two Aeromons nobody had seen, by luck
        match.play(seat, act(kind, slot))
    details = match.state.result().details
    assert (details["pairs_memory"], details["pairs_luck"]) == ([0, 1], [1, 0])
    st = match.state
    assert isinstance(st, ElemonsState)
    again = ElemonsState._from_state_json(st._state_json(), st.chance)  # a save keeps the counts
    assert again.result().details["pairs_luck"] == [1, 0] and again.clone().pairs_found == [[0, 1], [1, 0]]
    lines = [line.replace("\u202f", " ").replace("\u00a0", " ")
             for line in explain(match.state.view(None), match.state.result(), ["Joueur 1", "Bot 2"])]
    assert ("Paires trouvées de mémoire : 0 pour Joueur 1, 1 pour Bot 2. Paires trouvées par chance (seconde tuile "
            "retournée sans l'avoir vue avant) : 1 pour Joueur 1, 0 pour Bot 2.") in lines  # (nc62: said plainly)


def test_a_tile_never_turned_keeps_its_pale_frame_whoever_laid_it(app, tmp_path):
    """nc61 shots 062, 074, 080: tiles refilled during the person's own turn (after a Hydromon's look or a pair) had
    no pale frame though nobody had seen them, and the legend promised « jamais retournée »; the rings also went at
    the person's next turn. The pale frame now means « never turned »: any tile come from the pile keeps it, whoever
    laid it, through any turn and a look, until someone turns it; the legend's words match."""
    from test_elemons_why import table_at

    from game.core import Event
    from scenes.elemons.table import FRESH_KEEP

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.on_slot_refilled(Event("slot_refilled", 0, {"slot": 7, "pile": 5}))  # laid by the person's own pair
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 2, "pile": 4}))  # laid in the bot's turn
    table.rings.step(30.0)
    for slot in (7, 2):
        ring = table.slot_anim[slot].fresh
        assert ring is not None and abs(ring.value - FRESH_KEEP) < 0.01, slot
    for seat in (0, 1, 0, 1, 0):  # turns go by
        table.on_turn_started(Event("turn_started", seat, {}))
    table.on_tile_peeked(Event("tile_peeked", 0, {"slot": 7, "tile": "pyromon"}, to=(0,)))  # looked at, not turned
    assert table.slot_anim[7].fresh is not None and table.slot_anim[2].fresh is not None
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 2, "tile": "pyromon"}))
    assert table.slot_anim[2].fresh is None  # turned: no longer « jamais retournée »
    assert table.rings_shown()
    for lang, words in (("fr", "tuile jamais montrée à tous"),
                        ("en", "a tile never shown to all")):
        assert words in i18n.t_in(lang, "elemons.frames").replace("\u202f", " ").replace("\u00a0", " ")
        assert "depuis" not in i18n.t_in(lang, "elemons.frames_tutorial") \
            and "since" not in i18n.t_in(lang, "elemons.frames_tutorial")


def test_own_panel_names_the_two_gigamons_one_elemon_away(app, tmp_path):
    """nc61 shots 024, 036, 083, 085: « À 1 Elemon de 2 Gigamons » read as two Gigamons at once. Two kinds one short
    name both Gigamons; more say « différents »."""
    i18n.set_lang("fr")
    text = ("game: elemons\nseats: 2\ncurrent: 0\n"
            "grid: [geomon, pyromon, geomon, hydromon, aeromon, floramon, electromon, pyromon, aeromon]\n"
            "pile: [floramon, hydromon, geomon]\nwon: [[hydromon, hydromon, floramon, floramon{more}], []]\n")
    table = open_scenario_text(app, "elemons", ("human", "bot:easy"), tmp_path, text.format(more=""))
    words, _warn = table.own_near_words(0)
    assert words.replace("\u202f", " ").replace("\u00a0", " ") == "Il vous manque 1 Elemon pour Halomon ou Biomon"
    table = open_scenario_text(app, "elemons", ("human", "bot:easy"), tmp_path,
                               text.format(more=", geomon, geomon"))
    said = table.own_near_words(0)[0].replace("\u00a0", " ")  # (nc62: said plainly; f52: the three named)
    assert said == "Il vous manque 1 Elemon pour Terramon, Halomon ou Biomon"


def test_followed_hint_head_reads_conseil_suite():
    """nc61 (094-096): « Conseil suivi : la suite pour Joueur 1 » read stiffly: « Conseil (suite) pour Joueur 1 »."""
    assert i18n.t_in("fr", "hint.asked_next", who="Joueur 1") == "Conseil (suite) pour Joueur 1"
    assert i18n.t_in("en", "hint.asked_next", who="Player 1") == "Hint (next step) for Player 1"


def test_tutorial_results_frame_jouer_une_partie_for_every_game(app):
    """nc61 (045 vs 046): at the end of the tutorial « Jouer une partie » looked greyed out until hovered, only
    « Menu » framed. The shared results screen gives the learner's next step the focus, framed, in every game's
    tutorial (a part with a next part keeps « Continuer »); Enter goes there."""
    from game import registry, tutorial
    from game.i18n import t
    from game.tutorial import TutorialFeed
    from scenes.app import open_table

    i18n.set_lang("fr")
    seen = 0
    for gid in registry.available():
        try:
            tut = tutorial.load(gid)
        except (FileNotFoundError, KeyError):
            continue
        feed = TutorialFeed(tut, tutorial.played(tut))
        feed.index = len(tut.steps)
        open_table(app, feed)
        app.open("results", app.stack.top)
        results = app.stack.top
        labels = [b.label for b in results.bar.buttons]
        if results.next_part is not None:
            assert results.bar.focus == 1, (gid, labels)
        else:
            assert labels[results.bar.focus] == t("results.play_now"), (gid, labels)
            seen += 1
        app.stack.clear_to(app.make("menu"))
    assert seen >= 4


def test_tutorial_step_six_says_the_blind_first_flip_in_two_plain_sentences():
    """nc61 (012): step 6 was hard to read in one pass (« Retenez-le : sans paire connue, retournez d'abord une tuile
    inconnue ; si c'est le double … »). It now says it in two plain sentences (the Electromon to remember, then the
    rule), then where to look."""
    from game import tutorial

    step = tutorial.load("elemons").steps[5]
    for lang in ("fr", "en"):
        words = step.say[lang]
        assert ";" not in words and words.count(".") == 3 and len(words.split()) <= 40, words
    assert step.say["fr"].replace("\u00a0", " ").startswith(
        "Retenez cet Electromon. Sans paire connue, retournez d'abord une tuile inconnue : si c'est le double")


def test_near_line_has_the_panels_width_beside_gigamons(app, tmp_path, monkeypatch):
    """nc61 shots 096, 086, 080: beside the Gigamon icons the « À 1 … » words wrapped in a narrow column (« Un /
    Geomon : / victoire ! », « À 1 Elemon d'un / Gigamon : / Electromon, Polymon »). Up to three players each panel
    has a row of its whole width under the hand for them: one or two lines, clear of the hand and the Gigamons."""
    from test_elemons_why import table_at

    from scenes.elemons.table import GIGA, WON_H

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    assert table.roomy()
    me = table.m.players[0]
    me.tiles = ["geomon", "geomon", "hydromon", "floramon", "floramon"]
    me.won, me.gigamons = len(me.tiles), ["aeromon", "pyromon"]
    monkeypatch.setattr(table, "near_words", lambda seat: ("À 1 Elemon d'un Gigamon : Electromon, Polymon", True))
    table.m.players[1].gigamons = ["hydromon"]
    table.m.players[1].won = 5
    for seat, count in ((0, 1), (1, 2)):
        lines, x, top, _warn = table.near_layout(seat)
        panel = table.panel_rect(seat)
        assert x == panel.x + 10 and len(lines) == count, (seat, lines)
        assert top >= panel.y + 54 + WON_H and top + 18 * len(lines) <= panel.bottom - GIGA - 6, (seat, top, lines)
