"""Fix round f39 for Monsters (nc38: a newcomer's tutorial and first game against « Bot sur mesure »)."""

from __future__ import annotations

from test_monsters_f26_round25 import _stack
from test_scenes_monsters import go_live, table_with

from game.i18n import t


def test_a_stacked_line_that_would_take_the_lead_says_so_in_the_standing(app) -> None:
    """Shots 100-101: the deck ran out on the bot's third red while the newcomer's red line was stacked;
    « claimed first, it would have put me ahead ». While the stack makes a line whose claim changes who
    leads at a deck-out, the standing says so (deck_out_tie.yaml: Bot 2 leads on red at 3 each; blue
    makes 4 blue, purple changes nothing)."""
    table = table_with(app, ["human", "bot:beginner"], scenario="deck_out_tie.yaml")
    go_live(app, table)
    painter = table.painter
    before = painter.standing()
    assert before.startswith(t("monsters.standing_order", who="Bot 2", name="rouge", other="bleu")[:20]), before
    tricks = {a.args[0]: a for a in table.feed.match.state.legal_actions(0) if a.kind == "trick"}
    _stack(table, tricks["blue"])
    assert table.claimable() == ["blue"]
    said = painter.standing()
    assert said == t("monsters.standing_claim_lead", colour="bleu") == \
        "Pli bleu\u00a0: vous passeriez en tête si la pioche s'épuisait", said
    _stack(table, tricks["purple"])  # the lead stays the bot's: the standing as before
    assert painter.standing() == before
    table.arrangement.clear()
    assert painter.standing() == before


def test_the_end_is_near_is_said_three_tricks_before_the_deck_runs_out(app) -> None:
    """Shot 100: « Bientôt la fin » came at 5 cards and the round was over 20 s later. It now comes when
    the deck feeds three tricks at most, and says how many."""
    table = table_with(app, ["human", "bot:beginner"], scenario="deck_out_tie.yaml")
    go_live(app, table)
    painter = table.painter
    table.model.deck = 8
    assert painter.last_warning() == [t("monsters.last.soon_title"), t("monsters.last.soon", n=3)]
    assert "Encore 3 plis au plus" in painter.last_warning()[1]
    table.model.deck = 5
    assert "Encore 2 plis au plus" in painter.last_warning()[1]
    table.model.deck = 9
    assert painter.last_warning() == []


def test_a_tricks_whole_recipe_is_two_short_lines_the_badges_carry_the_steps(app) -> None:
    """Shots 057, 071, 081: the whole Conseil recipe was 10-12 lines to read in a race, « the card labels
    already say all of this ». The second press now says the action and one line; the badges stay."""
    from test_monsters_f38 import _hinted_table

    from game import i18n
    from sprites.fonts import wrap

    for lang in ("fr", "en"):
        table, hint, trick = _hinted_table(app, lang)
        table.ask_hint()
        assert not table.nudging(hint)
        said = table.hint_detail(hint)
        colour = i18n.name("monsters", str(trick.args[0]))
        assert said.split("\n") == [said.split("\n")[0], t("monsters.hint_follow", colour=colour)], said
        assert table.hint_badges(trick), "the badges repeat the steps"
        width = table.hint_rect.width - 24
        assert len(wrap(said, width, 16)) <= 4, wrap(said, width, 16)
        # at its longest: the centre changed before it, and the longest colour's name
        for c in ("red", "blue", "green", "yellow", "purple"):
            name = i18n.name("monsters", c)
            long = t("hint.monsters.centre_changed", line=f"{t('hint.monsters.missing', colour=name, steps='')}"
                     .split(":")[0].lower() + ".") + "\n" + t("monsters.hint_follow", colour=name)
            assert len(wrap(long, width, 16)) <= 5, (lang, wrap(long, width, 16))
    i18n.set_lang("fr")
    assert t("monsters.hint_follow", colour="vert") == \
        "Posez et tournez vos cartes comme le disent leurs étiquettes, puis cliquez «\u00a0Pli vert\u00a0»."


def test_a_toast_keeps_off_the_centre_cards_heading(app) -> None:
    """Shot 095: « Votre propre chemin, à vous de le finir : l'indice s'efface… » at the top right lay over
    « Carte du centre ». The heading is among what a toast keeps off, and a toast placed there avoids it."""
    import pygame

    from scenes.monsters.drawing import centre_caption_rect
    from sprites.fonts import render

    table = table_with(app, ["human", "bot:beginner"], scenario="deck_out_tie.yaml")
    go_live(app, table)
    caption = centre_caption_rect(render(t("monsters.centre"), 15, (0, 0, 0)).get_size())
    assert any(r.contains(caption) for r in table.toast_avoid())
    # everything but the top right taken, as in the shot (the board, the pile and its claim, the log)
    size = table.toast_image(t("monsters.hint_gone")).get_size()
    table._toast_cache = None
    spot = table.error_rect(size)
    assert not spot.colliderect(caption), spot
    assert not pygame.Rect(spot).colliderect(table.title_rect())


def test_no_hand_key_under_an_empty_slot(app, monkeypatch) -> None:
    """Shots 005-006: « touche 1 / touche 2 / touche 3 » under empty space before the tutorial's deal.
    A slot's key shows only while it holds a card (on its way or not)."""
    import pygame
    from scene_input import spy_texts

    import scenes.monsters.drawing as drawing

    table = table_with(app, ["human", "bot:beginner"], scenario="deck_out_tie.yaml")
    go_live(app, table)
    surf = pygame.Surface((1280, 720))
    keys = [t("monsters.hand_key", n=i) for i in (1, 2, 3)]
    seen = spy_texts(monkeypatch, drawing)
    table.painter.draw_hand(surf)
    assert all(k in seen for k in keys), seen
    hand = table.model.hand
    table.model.hand = hand[:1]
    seen.clear()
    table.painter.draw_hand(surf)
    table.painter.hand_keys_over(surf)
    assert keys[0] in seen and keys[1] not in seen and keys[2] not in seen, seen
    table.model.hand = []
    seen.clear()
    table.painter.draw_hand(surf)
    table.painter.hand_keys_over(surf)
    assert not any(k in seen for k in keys), seen
    table.model.hand = hand


def test_the_race_step_puts_the_tag_and_the_imaginary_rival_each_where_they_are() -> None:
    """Shot 022: « marqué « Un adversaire vient de l'échanger » (imaginaire, à gauche) » while that tag
    lies under the centre card, on the right. The tag is said under the centre card; the rival's panel,
    on the left."""
    from game import tutorial

    race = next(s for s in tutorial.load("monsters").steps if s.show == "centre_swap")
    fr, en = race.text("fr"), race.text("en")
    assert "(imaginaire, à gauche)" not in fr and "marqué dessous «\u00a0Un adversaire" in fr, fr
    assert "un adversaire imaginaire (à gauche) joue" in fr, fr
    assert "tagged below" in en and "imaginary rival (its panel on the left) plays" in en, en
