"""Issue 24, round 6, at the Evolution table: what the prompt says stays readable (its second line clear of
the buttons, a banner inside its panel, an event told whole), the tutorial marks a button with its halo
alone, a held creature without a button says why, the keys wait under a label, the header says "Niv."
and a burnt card is not said "destroyed" before it goes to a discard."""

from __future__ import annotations

import pygame
import yaml
from scene_input import run
from test_scenes_evolution import RELEASE, table_for
from test_tutorial import live

from game import i18n, tutorial
from game.core import Event, act
from scenes.evolution.table import L

GOLEM = """
seats: 2
current: 0
turn: 20
mages:
  - hand: [air5, fire4, earth4, water1, ether1]
    piles: {air: [air0, air1, air2, air3, air4], fire: [fire0, fire1, fire2, fire3],
            earth: [earth0, earth1, earth2, earth3], water: [water0]}
    rooted: {air: 5, fire: 4, earth: 4, water: 1}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rest: draw
tokens:
  golem: {holder: 0}
"""


def test_the_prompt_buttons_are_the_tables_and_leave_its_two_lines_clear(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    table.controls.do(act("play", "earth1", "earth"))  # the Gnome is freed: give it or hold it back
    run(app, 0.3)
    shown = table.buttons_shown()
    assert shown and shown == list(table.controls.bar.buttons)
    lines = table.text_rects()[-1]
    assert lines.top == L.prompt.top and all(not b.rect.colliderect(lines) for b in shown)
    # the tutorial's halo around a button (tight beside words: 6 px) leaves the second line whole
    assert all(b.rect.inflate(6, 6).top >= lines.bottom for b in shown)


def test_a_long_banner_stays_inside_the_prompt_panel(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    table.banner("Défausse rapide de Joueur 1 condamnée par l'Elfe de Bot 2 (facile), ses cartes sous la pioche")
    plate = table.anim.banner_item.rect(pygame.Rect(0, 0, 1280, 720))
    assert L.prompt.contains(plate), (plate, L.prompt)


def test_an_event_told_while_others_play_is_wrapped_whole(app, tmp_path, monkeypatch):
    import scenes.evolution.table as mod

    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    said: list[str] = []
    real = mod.draw_prompt
    monkeypatch.setattr(mod, "draw_prompt", lambda surf, text, *a, **k: said.append(text) or real(surf, text, *a, **k))
    monkeypatch.setattr(table, "my_seat", lambda: None)
    long = ("Bot 2 (facile) condamne la défausse rapide du mage Joueur 1 (sa carte passe sous sa pioche) "
            "et la partie continue")
    table.narration = long
    table.draw_prompt(pygame.Surface((1280, 720)))
    assert " ".join(said).startswith(long), said
    assert len(said) >= 2  # wrapped, not cut on one line


def test_the_tutorial_marks_a_button_by_its_halo_and_no_arrow(app, monkeypatch):
    import scenes.table as kit
    from scenes.app import open_table
    from scenes.common import ResultsScene

    seen: list[tuple[pygame.Rect, bool, list[pygame.Rect], pygame.Rect]] = []
    real = kit.draw_guide

    def spy(surf, text, target, home, header, clock, answer="", keep=None, avoid=None, shun=None, arrow=True,
            *rest):
        box = real(surf, text, target, home, header, clock, answer, keep, avoid, shun, arrow, *rest)
        if target is not None:
            seen.append((target.copy(), arrow, [r.copy() for r in avoid or []], box.copy()))
        return box

    monkeypatch.setattr(kit, "draw_guide", spy)
    app.settings.speed = "instant"
    open_table(app, tutorial.load("evolution").feed())
    table = app.stack.top
    table.autoplay = True
    for _ in range(3000):
        app.frame(1 / 60)
        table = live(app, table)  # the opening, then the tutorial's own table: every part is looked at
        if isinstance(app.stack.top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene), f"the tutorial stopped at step {table.guide.index + 1}"
    on_buttons = [s for s in seen if s[0] in s[2]]
    assert on_buttons, "no step pointed at a prompt button (« Donner », « Piocher 1 »)"
    assert not any(arrow for _, arrow, _, _ in on_buttons), "an arrow ran to a button (over the next one)"
    assert not any(box.collidelist(avoid) >= 0 for _, _, avoid, box in seen), "the step's box covers a button"


def test_a_held_creature_without_a_button_says_why(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], GOLEM)
    i18n.set_lang("fr")
    assert "golem" not in table.controls.asked.creatures()  # every pile rooted: nothing to root
    found = table.inspect_at(table.token_rect("golem").center)
    assert found is not None and "Pas utilisable maintenant" in found[1] and "enraciner" in found[1], found
    doc = yaml.safe_load(GOLEM)
    doc["mages"][0]["rooted"]["water"] = 0  # the Water Egg lies free: the Golem has its button
    table = table_for(app, tmp_path, ["human", "bot:easy"], yaml.safe_dump(doc))
    assert "golem" in table.controls.asked.creatures()
    found = table.inspect_at(table.token_rect("golem").center)
    assert found is not None and "Pas utilisable" not in found[1]


def test_the_keys_wait_under_a_label_and_the_header_says_niv(app, tmp_path, monkeypatch):
    from scene_input import spy_texts

    import scenes.evolution.table as mod

    table = table_for(app, tmp_path, ["human", "bot:easy"], GOLEM)
    i18n.set_lang("fr")
    texts = spy_texts(monkeypatch, mod)
    table.controls.selected = table.controls.hover_card = None
    table.draw_info(pygame.Surface((1280, 720)))
    assert not any("A F T E" in x for x in texts), "the keys' block is drawn without being asked"
    assert i18n.t("evolution.keys_label") in texts and table.keys_rect.width > 0
    title, body = table.inspect_at(table.keys_rect.center)
    assert title == i18n.t("evolution.keys_title") and "A F T E pile" in body and body.count("\n") >= 5
    blits, _ = table.header(1)
    assert any("Niv." in x for x in texts + [i18n.t("evolution.levels_short", n=0)])
    assert "Σ" not in i18n.t("evolution.levels_short", n=8) and len(blits) >= 3


def test_a_burnt_card_is_not_said_destroyed_before_it_goes_to_a_discard(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    i18n.set_lang("fr")
    line = table.describe(Event("burned", 1, {"target": 0, "pile": "air", "card": "air1", "how": "burn"}))
    assert line is not None and "détruite" not in line and "défausse" in line and "brûlée" in line, line
    i18n.set_lang("en")
    line = table.describe(Event("burned", 1, {"target": 0, "pile": "air", "card": "air1", "how": "burn"}))
    assert line is not None and "destroyed" not in line and "discard" in line, line
    i18n.set_lang("fr")


def test_a_halo_on_a_button_leaves_the_next_button_uncovered(app):
    """Shot-24: the step's frame around "Bot 2 (facile) · Air 4" covered the button under it."""
    from scenes.tutorial import draw_guide

    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    target, below = pygame.Rect(350, 224, 290, 31), pygame.Rect(350, 259, 290, 31)
    draw_guide(surf, "Brûlez une carte libre", target, pygame.Rect(960, 70, 310, 300), "Étape 14 sur 17", 0.3,
               avoid=[target, below], shun=[], arrow=False)
    inner = below.inflate(0, -4)  # the button's words sit in its middle
    covered = [(x, y) for x in range(inner.left, inner.right, 3) for y in range(inner.top, inner.bottom)
               if surf.get_at((x, y))[:3] != (0, 0, 0)]
    assert not covered, f"the halo covers the next button at {covered[:3]}"
