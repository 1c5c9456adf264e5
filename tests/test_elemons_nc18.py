"""Round 18 newcomer's Elemons findings (nc18): the tutorial's step points at its tile as soon as the
prompt for it comes, while the power's banner still plays."""

from __future__ import annotations

from test_tutorial import follow_guide, open_tutorial

from game import i18n


def test_the_hydromon_looks_point_at_tile_4_as_soon_as_they_start(app):
    """nc18 shot-10/11: the looks' prompt was up, the box still said step 4 and pointed at nothing;
    a click on tile 3 was told off « Regardez d'abord la tuile 4 »."""
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons", speed="normal")
    step = table.guide.tutorial.steps[4]
    assert step.do == "peek 3"

    def looks_come() -> bool:
        return table.guide.index == 4 and table.busy and table.acting_next() == table.viewer \
            and table.view["phase"] == "peek"

    assert follow_guide(app, table, looks_come, release=True), "the looks' prompt came only once all was played"
    words = table.guide_words()
    assert words is not None and words[0] == step.text(), words
    assert table.guide_target() == table.slot_rect(3)
