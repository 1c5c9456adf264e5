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
    # every take each face opens, the most points first (nc53 shot 088: « 4 → Mecha » hid both 8s)
    assert said["face 3"] == "3 → 4 ou 1", said  # 3 and 1: the sum 4 or the 1 (no 3 nor 2 on the table)
    assert said["face 6"] == "6 → 1 et 6, 7 ou 5", said  # 6 and 1: both faces, the sum, the difference
    assert said["face 1"] == "1 → Mecha ou deux 1", said  # a double 1 takes the Mecha 1 on the table, or both 1s
    assert said["face 2"] == "2", said  # the face it shows already: no choice, no words
    app.frame(1 / 30)
    if os.environ.get("F42_SHOT"):  # to look at it
        pygame.image.save(pygame.display.get_surface(), os.environ["F42_SHOT"])
    table.model.table = [None] * 8  # an empty table: each face takes nothing
    controls.build_buttons()
    assert labels()["face 3"] == "3 → rien", labels()
    app.stack.pop()


def test_kaiju_the_lone_take_says_a_card_in_hand_could_turn_a_die_for_a_mecha(app, tmp_path, monkeypatch) -> None:
    """nc42 (shots 049, 087): with dice 2 and 1 the only button was « Prendre 1 », beside « Seule prise possible avec
    ces dés, et prendre un Kaijū est obligatoire », while the 5 in hand could turn the 2 into a 1 for the Mecha 1
    (15 points): only Conseil said it. The note says the card and the Mecha."""
    import os

    import pygame
    from lang import plain
    from scene_input import open_scenario
    from test_kaiju_issue24_r21 import HAND_SCENE

    from game import i18n
    from scenes.kaiju import table as kaiju_table

    i18n.set_lang("fr")
    path = tmp_path / "hand.yaml"
    path.write_text(HAND_SCENE, encoding="utf-8")  # dice 2 and 1, a 5 in hand, the Mechas 1 to 5 on the table
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    app.frame(1 / 30)
    assert table.mecha_by_turning() == (5, 2)  # the 1 turned to 2: a double 2 (the 2 to 1: the Mecha 1)
    said: list[str] = []
    render = kaiju_table.render
    monkeypatch.setattr(kaiju_table, "render", lambda text, *a, **k: (said.append(text), render(text, *a, **k))[1])
    assert table.must_take_note() is not None
    assert plain(said[-1]) == "Seule prise avec ces dés tels quels ; votre 5 peut tourner un dé pour le Mecha 2.", said
    app.draw()
    if os.environ.get("F42_SHOT"):  # to look at it
        pygame.image.save(pygame.display.get_surface(), os.environ["F42_SHOT"])
    table.model.players[0].hand = [3, 8]  # no card that turns a die: the plain words
    assert table.must_take_note() is not None
    assert plain(said[-1]).startswith("Seule prise possible avec ces dés tels quels"), said
    app.stack.pop()


def test_kaiju_a_long_banner_stays_left_of_the_log(app, tmp_path) -> None:
    """nc44 (shot 109): « Double ! Bot 2 (sur mesure) tente le Mecha 5 de Joueur 1 » ran under the log's column,
    its last letter cut. The banner's words shrink so its plate ends left of the column."""
    import pygame
    from scene_input import open_scenario
    from test_kaiju_issue24_r21 import HAND_SCENE

    path = tmp_path / "hand.yaml"
    path.write_text(HAND_SCENE, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    table.banner("Double ! Bot 2 (sur mesure) tente le Mecha 5 de Joueur 1", 2.0)
    plate = table.anim.banner_item.rect(pygame.Rect(0, 0, 1280, 720))
    assert plate.right <= 958, plate  # the log's column starts at x 960
    app.stack.pop()


def test_kaiju_a_card_drawn_says_who_sees_it():
    """nc44 (shot 022): « Bot … pioche la première carte de la pioche sans la montrer », then « Vous piochez sans la
    montrer : 9 » read as a contradiction: one's own draw says the card is seen by oneself alone."""
    from lang import plain

    from game import i18n
    from game.core import Event

    for lang, said in (("fr", "Vous piochez un 9, que vous seul voyez"), ("en", "You draw a 9, seen by you alone"),
                       ("en", "You draw an 8, seen by you alone")):
        i18n.set_lang(lang)
        card = int(said.split()[3].rstrip(","))
        assert plain(i18n.describe("kaiju", Event("card_drawn", 0, {"card": card}), ["Vous", "Bot 2"])) == said
    i18n.set_lang("fr")
