"""Round 17 (newcomer nc17, Monsters): the back's badge hides no hole, the tutorial says the race is
for everybody at once and a match has several rounds, and a tie's standing reads as a person says it."""

from __future__ import annotations

import pygame
import yaml
from test_scenes_monsters import go_live, table_with

import scenes.monsters.drawing as drawing
from game import i18n
from scenes.monsters.drawing import L


class _Spy(pygame.Surface):
    """A screen that notes where each image lands."""

    def __init__(self) -> None:
        super().__init__((1280, 720))
        self.spots: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def, override]
        spot = super().blit(source, dest, *args, **kwargs)
        self.spots.append((source, spot))
        return spot


def test_the_back_badge_sits_below_the_holes(app, monkeypatch) -> None:
    """Shot 04: « ⇄ verso » covered the bottom-middle hole (a yellow monster the person needed): it now
    sits astride the card's lower edge, below its holes, and above the key and number under it."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    cid = table.hand()[0]
    table.flip(cid)
    for _ in range(20):
        if not table.motion.turning:
            break
        app.frame(0.1)
    badges: list[pygame.Surface] = []
    real = drawing.render

    def spy(text, *args, **kwargs):  # type: ignore[no-untyped-def]
        img = real(text, *args, **kwargs)
        if text == i18n.t("monsters.hand_back"):
            badges.append(img)
        return img

    monkeypatch.setattr(drawing, "render", spy)
    surf = _Spy()
    table.draw(surf)
    spots = [spot for img, spot in surf.spots if any(img is b for b in badges)]
    assert spots, "no « ⇄ verso » drawn"
    r = L.hand_slot(0)
    # the card's bottom holes end 10 px above its edge; the key's letters begin some 12 px below it
    assert spots[0].top >= r.bottom - 9 and spots[0].bottom <= r.bottom + 10, (spots[0], r)


def test_the_tutorial_says_all_at_once_and_several_rounds() -> None:
    """Nobody said the game is played by all at once, nor that a match has several rounds (heard first
    at its end), nor that the opponent's swap of step 5 is a demonstration."""
    with open("data/monsters/tutorial.yaml", encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    said = " ".join(step["say"]["fr"] for step in data["steps"])
    # nc28: « (imaginaire, à gauche) », its panel there saying what it does, in place of « (démonstration) »
    assert "en même temps" in said and ("démonstration" in said or "adversaire imaginaire" in said), said
    assert "plusieurs manches" in data["end"]["fr"] and "several rounds" in data["end"]["en"]


def test_a_tie_standing_reads_plainly(app) -> None:
    """« égalité à 1, le jaune départage (1 à 0) » was read twice: « à égalité mais devant en jaune »;
    nc21 read that as a contradiction beside « (1 à 0) »: « grâce aux plis jaunes (1 contre 0) »."""
    i18n.set_lang("fr")
    line = i18n.t("monsters.standing_tie", who="vous", count=1, name="jaune", colour="jaune", won=1, runner=0,
                  you="yes")
    # nc24: « (1 contre 0) » at a trick each read as if the other had none: the tricks named. f54 (nc65, shot 047):
    # « grâce au bleu : 2 plis bleus contre 1 » at a 2-2 tie of the best colours read as blues alone: the tie is
    # said first, then who leads in the colour that breaks it (meant)
    line = line.replace("\u00a0", " ").replace("\u202f", " ")
    assert line == "En tête si la pioche s'épuise : vous ; égalité à 1 pli ; au jaune, vous menez 1 contre 0", line
    assert "départage" not in line, line


def test_no_hint_offered_under_a_round_summary(app) -> None:
    """Shots 50 and 69: « Conseil (H) » stood lit beside the round's result; it greys while it is up."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    assert table.hint_for() is not None
    table.round_panel = {"round": 1}
    assert table.hint_for() is None
    app.frame(0.01)
    hint = [b for b in table.tools.buttons if b.tag == "hint"]
    assert not hint, hint  # nc23, shot 63: greyed, it still stood in the corner; it goes while the summary is up
    table.round_panel = None
    assert table.hint_for() is not None
    app.frame(0.01)
    assert [b for b in table.tools.buttons if b.tag == "hint"]


def test_the_results_say_no_colour_twice_plainly() -> None:
    """Shot 70: « meilleure couleur : 1 pli par couleur » read strangely as a best colour."""
    i18n.set_lang("fr")
    assert i18n.t("results.monsters.best_once") == "aucune couleur en double (1 pli chacune)"
