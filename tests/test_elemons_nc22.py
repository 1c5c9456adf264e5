"""Round 22 newcomer's Elemons findings (nc22)."""

from __future__ import annotations

from game import i18n


def test_the_tutorials_lone_choices_wait_for_continue_and_every_step_is_seen(app):
    """nc22 shots 24-25, 31-32: the Pyromon's burn and the Aeromon's look, the person's only choice,
    were made by the screen 2.5 s after their step showed: « Regardez-le partir dans la Boîte » went by
    unwatched and « Étape 19 sur 21 » was never seen. Each now waits under its box's « Continuer »,
    however long the person reads, and plays once clicked; every step's number is shown, in order."""
    from test_tutorial import open_tutorial, tap

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")
    feed = table.guide
    steps = feed.tutorial.steps
    shown: list[int] = []
    waited = 0
    for _n in range(4000):
        if feed.done:
            break
        app.frame(1 / 60, draw=not table.busy)
        if table.busy or table.guide_target() is None:
            continue
        if not shown or shown[-1] != feed.index:
            shown.append(feed.index)
        step = steps[feed.index]
        if step.do.split()[0] in ("burn", "look"):
            index = feed.index
            for _ in range(50):  # 5 s, twice the 2.5 s it used to wait
                app.frame(1 / 10, draw=False)
            assert feed.index == index, f"step {index + 1} went on by itself"
            assert table.guide_reading(), "its box offers « Continuer »"
            target = table.guide_target()
            assert target is not None and table.guide_box is not None and table.guide_box.contains(target)
            waited += 1
        tap(app, table.guide_target().center)
    assert feed.done, f"stopped at step {feed.index + 1}"
    assert waited == 2, waited
    assert shown == list(range(len(steps))), shown

