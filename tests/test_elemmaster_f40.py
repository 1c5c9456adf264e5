"""f40 (fixes after nc38, Elem Master): the newcomer's words, each checked where it shows."""

from __future__ import annotations

import pygame
from lang import plain
from test_elemmaster_f30 import _tutorial_at
from test_elemmaster_newcomer import cell

from game import i18n


def test_the_tutorials_help_box_over_b1_stays_beside_the_pointer(app):
    """nc38 shot 039: in the tutorial's sacrifice step, the help box of the Water in b1 went to the board's top
    left, over rows 5-6, three rows off the pointer. It stays within two cells of it, off the step's words,
    the pointed cells and the caption."""
    i18n.set_lang("fr")
    table = _tutorial_at(app, "attack a1 b1")
    cell(app, table, "a1")
    table.draw_table(pygame.Surface((1280, 720)))
    lay = table.layout
    b1 = lay.cell_rect("b1")
    area = pygame.Rect(0, 0, 1280, 720).inflate(-8, -8)
    for pos in (b1.center, (b1.centerx, b1.bottom - 12)):
        box = table.inspect_place(pygame.Rect(0, 0, 360, 107), pos, area)
        dx, dy = max(box.x - pos[0], 0, pos[0] - box.right), max(box.y - pos[1], 0, pos[1] - box.bottom)
        assert dx * dx + dy * dy <= (2 * lay.cs) ** 2, (pos, box)
        assert not box.collidepoint(pos) and not box.colliderect(table.caption_rect()), (pos, box)
        assert table.guide_box is not None and not box.colliderect(table.guide_box), (pos, box)
        assert not any(box.colliderect(r) for r in table.keep_clear()), (pos, box)


def test_cells_both_green_and_violet_say_what_a_click_there_does(app):
    """nc38 shot 017: « vert : déplacer, violet : brasier » while most lit cells were both: which does a click
    do? The prompt says the click keeps both open, the button or a 2nd cell deciding."""
    i18n.set_lang("fr")
    table = _tutorial_at(app, "brasier")
    cell(app, table, "d2")
    table.refresh_ui()
    said = plain(table.prompt)
    assert "vert et violet : déplacer ou brasier, au choix" in said, said  # (nc58 shot 017: in plain words)
    for lang in ("fr", "en"):
        for form in ("lit", "lit_short", "lit_tiny"):
            assert i18n.t_in(lang, f"elemmaster.{form}.both_brasier")


def test_the_tutorial_teaches_the_merge_and_the_souffle_combos_within_its_bounds():
    """nc38 item 4: merging into a pile that has attacked let it attack again (the rule: « L'élémentaire
    restant n'est pas marqué comme joué »), read as a loophole; pushing one's own Fire into the enemy
    Earth with a souffle was found by chance. One plain sentence each, in the steps that show them."""
    import re

    from test_elemmaster_f16 import _plain

    from game import tutorial
    steps = tutorial.load("elemmaster").steps
    for lang, merge, souffle in (
            ("fr", "Une pile fusionnée n'est pas marquée : elle peut agir encore, même si l'une des deux avait "
                   "déjà attaqué.",
             "poussez votre Feu sur une Terre adverse."),
            ("en", "A merged pile is not marked: it can act again, even if one of the two had already attacked.",
             "push your Fire into an enemy Earth.")):
        i18n.set_lang(lang)
        for words in (merge, souffle):
            said = [_plain(s.text()) for s in steps if words in _plain(s.text())]
            assert len(said) == 1, (words, said)
            assert len(re.findall(r"\w+(?:['’-]\w+)*", said[0])) <= 40, said
            assert len(re.findall(r"[.!?](?:\s|$)", said[0])) <= 3, said
    i18n.set_lang("fr")
