"""Issue 24, fifth newcomer's Elemons findings: the bot's won Elemons stay face down but say why
(and their back is never the Polymon's star), the tutorial says the goal first, a turn shown again
is slow and readable, the Hydromon's prompt says when the empty places fill, the person's own
banners say "vous", and the Gigamons' names under a panel share one size."""

from __future__ import annotations

import pygame
import pytest
from scene_input import key, watch_replay
from test_elemons_newcomer4 import bot_pair

from game import elemons, i18n
from sprites import shapes
from sprites.elemons import components as pieces


def test_the_bots_won_elemons_say_they_are_hidden_and_why(app, tmp_path):
    i18n.set_lang("fr")
    table = bot_pair(app, tmp_path)
    key(app, pygame.K_SPACE)  # the bot's pair seen: it flies to the bot's panel
    for _ in range(600):
        app.frame(1 / 60)
        if table.m.players[1].won:
            break
    assert table.m.players[1].won == 2 and table.won_hidden(1), "the bot's pair lies face down before the person"
    spot = table.won_rect(1, 0, 2)
    name, words = table.inspect_at(spot.center)
    assert name == "Elemons en main, face cachée"
    # (nc28: the ones the person saw it win show their face there: said)
    assert words.startswith(f"Seul {table.names[1]} les voit") and "vu gagner montrent ici leur face" in words


def test_a_back_is_never_the_polymons_star():
    defs = elemons.load_defs()
    assert defs.kinds[defs.wild].symbol == "star", "the Polymon wears the star"
    back = pieces.tile_back()((60, 60))
    star = shapes.tile_back((60, 60), mark="star")
    assert pygame.image.tobytes(back, "RGBA") != pygame.image.tobytes(star, "RGBA"), "the back carries its own mark"


def test_the_tutorial_says_the_goal_and_the_start_first_and_names_every_counter():
    from game import tutorial

    tut = tutorial.load("elemons")
    first = tut.steps[0].text("fr").replace("\xa0", " ").replace("\u202f", " ")
    assert first.startswith("Le but : attraper trois Gigamons") and "pioche est vide" in first
    # (nc31: « déjà commencée : vous tenez un Electromon » said not where it came from)
    assert "chacun a déjà gagné des Elemons, vous un Electromon" in first, "the start position says why"
    said = " ".join(s.text("fr") for s in tut.steps)
    assert "Boîte" in said and "Rochers libres" in said, "the two counters are named where first useful"
    assert "face cachée" in said, "the bot's won Elemons are said to lie face down"
    assert "Floramon" in said and "première tuile de la pioche" in said, "the Floramon is said (nc23: in the game)"
    assert any(s.do.startswith("swap") for s in tut.steps), "the Aeromon's swap is practised (nc21)"


def test_the_bots_turn_shown_again_is_slow_large_and_said_under_the_grid(app, tmp_path):
    """"Revoir le tour" was over in two seconds, in a tiny font over the log."""
    from test_elemons_newcomer4 import table_at

    from scenes.elemons.table import ElemonsTable
    from scenes.table import AGAIN_SLOWER

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0
    table = table_at(app, tmp_path, ["aeromon", "pyromon"] + ["floramon"] * 7, ["geomon"] * 6)
    acted = 0

    def step() -> None:
        nonlocal acted
        app.frame(1 / 30)
        if table.up_slots or table.up_won:
            key(app, pygame.K_SPACE)
        seat = table.human_to_act()
        if seat is not None and not table.busy and acted < 2:  # the person misses: tiles 1 and 2
            table.act(seat, table.grid_attempt(acted))
            acted += 1

    for _ in range(1200):
        step()
        record = table.last_record()
        if acted == 2 and table.human_to_act() is not None and record is not None and record.seat == 1 \
                and not table.busy:
            break
    else:
        pytest.fail("the bot's turn never ended")
    again = next((b for b in table.tools.buttons if b.tag == "again"), None)
    assert again is not None and again.color == ElemonsTable.AGAIN_COLOR, "the button stands out of the grey tools"
    assert ElemonsTable.AGAIN_SIZE >= 19 and AGAIN_SLOWER > 1
    rect = table.again_caption_rect()
    assert rect.colliderect(table.slot_rect(7).move(0, 200)) or rect.top >= table.slot_rect(8).bottom, \
        "the caption stands under the grid, where the prompt is read"
    lines, seconds = watch_replay(table, lambda: app.frame(1 / 30))
    assert lines, "each step's sentence is said in the caption"
    assert table._again_steps == (len(lines), len(lines)), (table._again_steps, lines)  # a click a step


def test_wording_attraper_vous_on_ones_own_banners_and_one_electromon_form():
    from game.i18n import t

    i18n.set_lang("fr")
    said = t("results.elemons.decided.caught", who="Joueur 1", won=3)
    assert "attrapant" in said and "captur" not in said
    mine = t("elemons.end.gigamons", who="Joueur 1", n=3, you="yes").replace("\u202f", " ").replace("\xa0", " ")
    assert mine.startswith("Vous attrapez le Gigamon de la victoire") and "Joueur 1" not in mine
    theirs = t("elemons.end.gigamons", who="Bot 2", n=3, you="no")
    assert theirs.startswith("Bot 2 attrape")
    one_form = t("elemons.replay", who="Joueur 1", you="yes") == t("elemons.power.replay")
    assert one_form, "one form of the Electromon's words"
    assert "Bot 2 rejoue" in t("elemons.replay", who="Bot 2", you="no")


def test_the_hydromons_prompt_says_the_empty_places_fill_after_and_warns_of_wasted_looks(app, tmp_path):
    from test_elemons_newcomer4 import table_at

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0
    table = table_at(app, tmp_path, ["hydromon", "hydromon"] + ["floramon"] * 7, ["geomon"] * 6)
    for _ in range(900):
        app.frame(1 / 30)
        if table.up_won:
            key(app, pygame.K_SPACE)  # one's own pair, seen
        seat = table.human_to_act()
        if seat is not None and not table.busy:
            if table.view["phase"] == "peek":
                break
            table.act(seat, table.grid_attempt(0 if table.m.grid[0].face_up is None else 1))
    else:
        pytest.fail("the Hydromon's pair never asked for a look")
    plain = table.prompt.replace("\xa0", " ").replace("\u202f", " ")
    assert "Les places vides se remplissent après vos regards." in plain, plain
    assert "jamais vue" not in plain, "seven tiles never seen: four looks are not wasted"
    table.seen_slots |= {2, 3, 4, 5}  # the person had turned four of the seven earlier
    table.build_buttons()
    plain = table.prompt.replace("\xa0", " ").replace("\u202f", " ")
    assert "Plus que 3 tuiles jamais vues." in plain, plain  # before the refill: two lines hold one of them


def test_the_gigamons_names_under_a_panel_share_one_size(app, tmp_path):
    from test_elemons_newcomer4 import table_at

    from sprites.fonts import TYPE, fit_text

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["floramon"] * 9, ["geomon"] * 6)
    width = table.giga_rect(0, 0).width
    size = table.held_name_size(width)
    names = {k.gigamon_name["fr"] for k in table.defs.kinds.values()}
    assert {"Meteoromon", "Biomon"} <= names
    assert size == min(fit_text(n, width, TYPE.SMALL, True, floor=12) for n in names), "the longest name's size"
    assert size <= fit_text("Meteoromon", width, TYPE.SMALL, True, floor=12) <= fit_text("Biomon", width, TYPE.SMALL,
                                                                                          True, floor=12)


def test_the_aid_names_each_elemon_once_under_its_picture_and_says_won_elemons_are_hidden():
    from scenes.howto import load_howto as load

    howto = load("elemons")
    rows = [r for r in howto.aid_rows if r.show]
    for row in rows:
        text = row.text["fr"]
        for picture in row.show:
            name = howto.caption(picture, "fr")
            assert not text.startswith(name), f"the name is under the picture already: {text}"
    said = " ".join(r.text["fr"] for r in howto.aid_rows)
    assert "face cachée" in said and "seul lui les voit" in said
