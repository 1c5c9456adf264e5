"""Issue 24, round 16 of Kaiju & Mecha (newcomer nc15): the takes wait while a card's choices are
open, a Mecha steal says it draws at random, one word for the Wound, the legend says itself plainly
and the playable frame is named."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import click, key, open_scenario

from game import i18n

SCENE = """\
seats: 2
active: 0
phase: main
dice: {dice}
table: [7, 5, 2, 9, 10, 4, 6, 1]
players:
  - hand: [2, 8]
  - hand: [3, 7]
    mechas: {mechas}
pile_top: [4]
"""


def _open(app, tmp_path, dice=(5, 2), mechas=()):
    path = tmp_path / "scene.yaml"
    path.write_text(SCENE.format(dice=list(dice), mechas=list(mechas)), encoding="utf-8")
    return open_scenario(app, "kaiju", ["human", "bot:easy"], path)


def _button(table, tag):
    return next(b for b in table.controls.bar.buttons if b.tag == tag)


# -- finding 5: during a reroll's choice the takes are greyed and the table waits -----------------
def test_the_takes_wait_while_a_reroll_is_being_chosen(app, tmp_path):
    i18n.set_lang("fr")
    table = _open(app, tmp_path)
    takes = [b for b in table.controls.bar.buttons if b.tag.startswith("take")]
    assert takes and all(b.enabled for b in takes), [b.tag for b in takes]
    click(app, _button(table, "card 2").rect.center)
    assert table.controls.picks.card == 2 and table.controls.prompt_key == "kaiju.prompt.reroll"
    takes = [b for b in table.controls.bar.buttons if b.tag.startswith("take")]
    assert takes and not any(b.enabled for b in takes), "a take stayed live in the reroll's choice"
    hand_before = list(table.model.players[0].hand or [])
    click(app, takes[0].rect.center)
    click(app, table.places.slot_rect(0).center)  # the 7, lit before the card was picked
    key(app, pygame.K_1)
    assert table.model.phase == "main" and list(table.model.players[0].hand or []) == hand_before
    assert table.controls.picks.card == 2, "the reroll's choice was dropped by a click on the table"
    click(app, _button(table, "back").rect.center)
    assert table.controls.picks.card is None
    assert all(b.enabled for b in table.controls.bar.buttons if b.tag.startswith("take"))
    click(app, table.places.slot_rect(0).center)
    assert 7 in (table.model.players[0].hand or []), "once backed out, the 7 is taken again"
    app.stack.pop()


# -- finding 7: a Mecha steal says it draws a card at random: the button, the log, the reveal -----
def test_a_mecha_steal_says_it_draws_at_random_everywhere(app, tmp_path):
    i18n.set_lang("fr")
    table = _open(app, tmp_path, dice=(5, 5), mechas=[5])
    steal = _button(table, "steal mecha")
    # f49 (nc61 shot-068): the bot named without its level, the label at its neighbours' size
    assert plain(steal.label) == "Tenter le Mecha 5 : 1 carte au hasard de Bot 2 (M)", steal.label
    assert steal.rect.right <= table.controls.bar.buttons[-1].rect.right and steal.rect.width >= 380, steal.rect
    i18n.set_lang("en")
    assert "random" in i18n.t("kaiju.steal_mecha", face=5, who="Bot 2")
    i18n.set_lang("fr")
    before = len(table.log.lines)
    click(app, steal.rect.center)
    said = " ".join(plain(line) for line, _ in table.log.lines[before:])
    # a bot's level is said in its turn's header, not again in every line (nc24)
    assert "tente le Mecha 5 de Bot 2 : une carte tirée au hasard parmi les 3 en main de Bot 2" in said, said
    # nc20: the box's title says the draw at random, as the button, the banner and the log do; nc27 shot-25:
    # and its outcome, « tirez » once the Mecha came (« tentez » when another card did)
    assert table.reveal_words is not None and plain(table.reveal_words[0]) == "Vous tirez le Mecha 5 au hasard"
    app.stack.pop()


# -- findings 2, 3 and 4: one word for the Wound, a plain legend that explains itself, the gold frame
def test_the_legend_reads_whole_and_explains_itself_and_the_gold_frame(app, tmp_path):
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, font

    i18n.set_lang("fr")
    table = _open(app, tmp_path)
    cells = {role: (cell, words) for cell, role, words in table.legend_cells()}
    assert plain(cells["wound"][1]) == "volé : Blessure" and plain(cells["take_all"][1]) == "8 : pris en bloc"
    for cell, words in cells.values():  # every entry at the legend's size, none cut or shrunk
        assert font(TYPE.SMALL).size(words)[0] <= cell.w - 32 and L.legend.contains(cell), (words, cell)
    name, what = table.inspect_at(cells["take_all"][0].center)
    # nc22: « prend tous les 8 » read as the 8 card's own effect; the legend says what becomes of the 8s
    assert plain(name) == "8 : pris en bloc" and "tous les 8" in plain(what), what
    name, what = table.inspect_at(cells["wound"][0].center)
    assert "Blessure (−3)" in plain(what), what
    note = table.lit_note_rect(table.legal(0))
    # under the legend's icons, on its last line (nc27: on the name line it was squeezed to 13 px)
    assert note is not None and L.legend.contains(note), note
    assert all(note.top >= cell.bottom for cell, _ in cells.values()), note
    card2 = next(r for r, art, _, v in table.places.hand_rects(table.landed.groups(0)) if v == 2)
    card8 = next(r for r, art, _, v in table.places.hand_rects(table.landed.groups(0)) if v == 8)
    assert "Cadre doré" in plain(table.inspect_at(card2.center)[1])
    assert "Cadre doré" not in plain(table.inspect_at(card8.center)[1]), "an 8 is never played"
    for lang in ("fr", "en"):  # the Wound in one wording: the bubble, the aid, the card, the legend
        i18n.set_lang(lang)
        wound = {"fr": "Blessure (−3)", "en": "Wound (−3)"}[lang]
        assert wound in plain(i18n.t("kaiju.bubble.wound"))
        # nc17: « Blessure (−3) » beside the icon printed on every 3 read as "a 3 is −3"; the legend says stolen
        assert plain(i18n.t("kaiju.legend.wound")) == {"fr": "volé : Blessure", "en": "stolen: Wound"}[lang]
    i18n.set_lang("fr")
    app.stack.pop()


# -- finding 6: step 12's box leaves the log the turn it speaks of -------------------------------
def test_the_tutorial_step_12_leaves_the_steal_readable_in_the_log(app):
    from scene_input import see_held
    from test_kaiju_newcomer import kaiju_tutorial

    table = kaiju_tutorial(app)
    guide = table.guide
    for _ in range(3000):
        if guide.index == 12 and guide.expected() is not None and not table.busy:
            break
        if see_held(app, table):
            continue
        if guide.step is not None and guide.step.reads and not table.busy:  # f53: the deal, read
            table.read_on()
            continue
        expected = guide.expected()
        if expected is not None and not table.busy:
            table.act(table.human_to_act(), expected)
        app.frame(1 / 60, draw=False)
    assert guide.index == 12, guide.index
    app.frame(1 / 60)
    box = table.guide_box
    assert box is not None and table.log.rect.top >= box.bottom
    assert box.height < 200, box  # it took 205 pixels, seven lines: the log kept only half the turn
    shown = " ".join(plain(line) for line, _ in table.log.lines[-(table.log.rect.height // 18):])
    # nc20: a double's try draws its card (« tire au hasard »), as the banner and the box say
    assert "Tour de Bot 2" in shown and "tente le Mecha 6" in shown and "tire au hasard chez Joueur 1" in shown, shown
    app.stack.pop()
