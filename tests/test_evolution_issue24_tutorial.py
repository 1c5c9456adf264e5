"""Issue 24's tutorial findings: every step is one the person sees and clicks (a step the table
answers by itself made "Étape 4" jump to "Étape 6"), and the steps teach what the first real game
needed: empty piles at the start, giving vs holding back a creature, the two discards, roots that
end when a card is placed on top, a Cascade and its price, a power used once."""

from __future__ import annotations

from game import i18n, tutorial


def _reached() -> list[tuple[tutorial.Step, list[str]]]:
    """Each step with the person's legal actions when it is reached (the script played headless)."""
    tut = tutorial.load("evolution")
    match = tut.new_match()
    out = []
    for step in tut.steps:
        match.run_bots()
        legal = match.state.legal_actions(tut.person)
        out.append((step, [str(a) for a in legal]))
        if step.reads:
            continue  # words only: the game stays where it is
        action = step.pick(legal)

        assert action is not None, step.do
        match.play(tut.person, action)
    return out


def test_no_step_is_one_the_table_would_answer_by_itself():
    for step, legal in _reached():
        assert len(legal) > 1, f"step '{step.do}' has one legal answer: the table plays it unseen"


def test_the_steps_teach_what_the_first_real_game_needed():
    steps = _reached()
    dos = [s.do for s, _ in steps]
    release = next(legal for s, legal in steps if s.do.startswith("give"))
    assert any(a.startswith("block ") for a in release)  # "Retenir : Éther au centre" is on screen
    assert any(d.startswith("tornado ") and d.endswith(" quick") for d in dos)  # a discard chosen
    assert any(d.startswith("cascade ") for d in dos)  # the person counters a burn
    assert any(d.startswith("power ") for d in dos)
    fr = " ".join(s.text("fr") for s, _ in steps)
    for words in ("commencent vides", "Retenir", "défausse rapide", "principale", "posée dessus", "une carte de moins",
                  "une seule fois"):
        assert words in fr.replace("\u00a0", " ") or words in fr, words
    assert "main est refaite" not in fr  # said when the hand had not changed (shot-18)


def test_on_screen_each_step_number_shows_one_text_and_none_is_skipped(app, monkeypatch):
    """Shot-09 → shot-10 went from "Étape 4" to "Étape 6"; shot-15 and shot-16 showed "Étape 10"
    with two texts (the opponent's turn wore the coming step's number)."""
    import re

    import scenes.table as kit
    from scenes.app import open_table
    from scenes.common import ResultsScene

    shown: dict[int, set[str]] = {}
    real = kit.draw_guide

    def spy(surf, text, target, area, header, *rest, **kw):
        found = re.match(r"\D*(\d+)\D+(\d+)", header or "")
        done = i18n.t("tutorial.played")  # « Étape 3 sur 22 : fait »: the step played, not its order
        if found and text != done:
            shown.setdefault(int(found.group(1)), set()).add(text)
        return real(surf, text, target, area, header, *rest, **kw)

    monkeypatch.setattr(kit, "draw_guide", spy)
    app.settings.speed = "instant"
    tut = tutorial.load("evolution")
    open_table(app, tut.feed())
    table = app.stack.top
    table.autoplay = True
    for _ in range(3000):
        app.frame(1 / 60)
        if isinstance(app.stack.top, ResultsScene):
            break
    assert sorted(shown) == list(range(1, len(tut.steps) + 1)), sorted(shown)  # every number, in order
    assert all(len(texts) == 1 for texts in shown.values()), {n: x for n, x in shown.items() if len(x) > 1}
