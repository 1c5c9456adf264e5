"""Round 63's Evolution newcomer (nc63evolution): the ten creatures taught, the action buttons in fixed
places, the dead opening said, some French, Conseil's discard advice."""

from __future__ import annotations

from lang import plain

from game import i18n


def test_the_creatures_label_lists_the_ten_from_the_data_with_the_marks(app, tmp_path):
    """nc63 (015, 030, 054, 064, 082, 103, 119, 122): « Salamandre, Sirène, Sylphe, Gnome, Phénix, Akâsha and Dhyâna
    are never explained », « the grey ✕ next to creature names is never explained », « I couldn't tell whether [the
    dimmed Ondine] still protected anything ». A « Créatures » label beside « Clavier » lists the ten, one line each,
    from creatures.yaml (what frees it, when it serves, what it does), then what the ✕ and the pale Ondine mean."""
    from test_scenes_evolution import DUEL, table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    i18n.set_lang("fr")
    app.frame(1 / 60)
    assert table.creatures_rect.width and not table.creatures_rect.colliderect(table.keys_rect)
    assert table.creatures_rect.right <= 940, table.creatures_rect  # inside the table, left of the side column
    title, body = table.inspect_at(table.creatures_rect.center) or ("", "")
    assert title == "Les dix créatures", title
    rows = plain(body).split("\n")
    assert len(rows) == 12, rows  # the intro, the ten, the marks
    d = table.defs
    for cid, row in zip(d.creatures, rows[1:11], strict=True):
        cr = d.creatures[cid]
        assert row.startswith("• " + table.name_of(cid) + " ("), row
        frees = table.name_of(cr.card) if cr.card else f"{cr.ether_centre}e Éther"
        assert frees in row, (cid, row)
    assert "• Sylphe (libérée par Air 2, dans son tour) : il rejoue un tour." in rows, rows
    assert "Dhyâna (libérée par le 2e Éther au centre, quand un adversaire utilise un pouvoir)" in body.replace(
        "\u202f", " ").replace("\u00a0", " "), body
    assert "✕ gris" in rows[-1] and "Ondine pâle" in rows[-1] and "protège rien" in rows[-1]
    assert "donne à un adversaire" in rows[0]
    # the tutorial's step that names the label rings it
    from game import tutorial

    step = next(s for s in tutorial.load("evolution").steps if "« Créatures »" in plain(s.text("fr")))
    assert table.guide_read_piece(step.text("fr")) == table.creatures_rect
    # the help box is wide enough for a line each, and stays on the screen
    from sprites.fonts import TYPE, wrap

    table.pointer = table.creatures_rect.center
    width = table.inspect_width
    assert width > 700 and all(len(wrap(r, width - 24, TYPE.BODY)) <= 2 for r in rows), rows
    pos = table.creatures_rect.center
    table.pinned = (pos, table.inspect_at(pos))
    app.frame(1 / 60)
    assert table.inspect_box is not None and app.window.get_rect().contains(table.inspect_box), table.inspect_box


def test_a_tutorial_step_rings_the_creatures_label():
    """nc63: « I expected one tutorial step showing the centre board with all ten creatures »: after the tokens'
    step, a step of words (≤ 40 words, 3 sentences) names the label that lists them, and says the grey ✕."""
    from game import tutorial

    tut = tutorial.load("evolution")
    tokens = next(i for i, s in enumerate(tut.steps) if "jetons de créatures à libérer" in s.text("fr"))
    step = tut.steps[tokens + 1]
    said = plain(step.text("fr"))
    assert step.reads and plain(i18n.t("evolution.creatures_named", lang="fr")) in said, said
    assert "✕ gris" in said and len(said.split()) <= 45 and said.count(". ") <= 2, said
