"""Issue 24, fix round f42: Kaiju, from round 41 and 42's newcomers."""

from __future__ import annotations


def test_kaiju_each_face_of_a_turned_die_says_what_the_dice_would_take(app, tmp_path) -> None:
    """nc41 (« show the result under each face in the « tourner un dé » picker »): each face's button says what
    the dice take with it, the most points on the table: « 3 → 4 », a pair « 5 → 1+5 », a double its Mecha."""
    import os

    import pygame
    from scene_input import open_scenario
    from test_kaiju_issue24_r21 import HAND_SCENE

    from game import i18n

    i18n.set_lang("fr")
    path = tmp_path / "hand.yaml"
    path.write_text(HAND_SCENE, encoding="utf-8")  # dice 2 and 1; the table 1, 1, 5, 7, 9, 10, 4, 6
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls
    controls.pick_card(5)
    controls.pick_die(1)

    def labels() -> dict[str, str]:
        return {b.tag: b.label.replace("\u00a0", " ") for b in controls.bar.buttons if b.tag.startswith("face ")}

    said = labels()
    assert said["face 3"] == "3 → 4", said  # 3 and 1: the sum 4 (no 3 nor 2 on the table)
    assert said["face 6"] == "6 → 1+6", said  # 6 and 1: both faces, 7 points, as the 7 alone
    assert said["face 1"] == "1 → Mecha", said  # a double 1 takes the Mecha 1 on the table
    assert said["face 2"] == "2", said  # the face it shows already: no choice, no words
    app.frame(1 / 30)
    if os.environ.get("F42_SHOT"):  # to look at it
        pygame.image.save(pygame.display.get_surface(), os.environ["F42_SHOT"])
    table.model.table = [None] * 8  # an empty table: each face takes nothing
    controls.build_buttons()
    assert labels()["face 3"] == "3 → rien", labels()
    app.stack.pop()
