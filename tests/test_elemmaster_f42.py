"""Issue 24, fix round f42: Elem Master, from round 41 and 42's newcomers."""

from __future__ import annotations

LONG = ("Faites grandir votre Feu en e2 (cliquez e2 deux fois) : vous gagnez un niveau (sa réserve en sera vide : cet "
        "élément ne gagnera plus de niveau, ni en grandissant ni en gagnant un combat). Étape 1 sur 3 de ce conseil. "
        "Ensuite : déplacez votre Feu de b2 vers c3, puis attaquez la Terre en d4 avec votre Feu de c3. Attention à "
        "vos Terres en c1, d1 : à son prochain tour, l'adversaire peut venir les attaquer (Feu en b4, c4, en se "
        "déplaçant, en se divisant ou par un brasier).")


def test_a_long_hint_grows_over_the_log_before_its_type_shrinks(app, monkeypatch):
    """nc41 (shots 098, 124), nc42 (shots 068, 099): a plan, its next steps and a warning took 12 lines of small
    type, « hard to read at 1280×720 ». The box grows up over the log first: nc42's hint keeps the body's size."""
    from game import i18n
    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene
    from scenes.table import TableScene

    i18n.set_lang("fr")
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemmaster", ["human", "bot:easy"], seed=3))
    table = app.stack.top
    app.frame(1 / 30)
    monkeypatch.setattr(table, "_hint_body", lambda: LONG)
    table.hint_seat = 0
    box, size = table._hint_box()
    assert size == 16, size  # (the kit's box, 244 high, took it to 13)
    assert box.height > TableScene.hint_rect.height and box.bottom == TableScene.hint_rect.bottom, box
    monkeypatch.setattr(table, "_hint_body", lambda: "Terminez votre tour.")
    assert table._hint_box()[0].height < 120  # a short hint stays a short box
    app.stack.pop()
