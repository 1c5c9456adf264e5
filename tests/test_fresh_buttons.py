"""The shared button machinery (scenes/ui.py): a button come under a resting pointer takes no press
for a moment and fades in (nc23 Elemons shot 70-72: « Ne pas échanger » came where « Attraper
Anemomon » stood and the click refused the trade); the same button in its place takes every quick
click; keys are never held back. The hover highlight waits for the pointer to move (nc23: the menu
lit « Monstres, cartes perforées » where the pointer happened to rest)."""

from __future__ import annotations

import pygame
from scene_input import click, key, look, run

from game import registry
from game.i18n import t
from scenes.base import Scene
from scenes.menu import MenuScene
from scenes.ui import FRESH, Button, ButtonBar, Moment

SPOT = pygame.Rect(100, 600, 240, 50)


class Bars(Scene):
    """A screen with one bar: a click on « Catch » lays out another bar, whose first button stands
    where « Catch » stood (Elemons' trade panel after a catch)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pressed: list[str] = []
        self.then: dict = {}
        self.bar = ButtonBar([self.button("Catch", SPOT, self.trade_panel),
                              self.button("Again", SPOT.move(300, 0))])

    def button(self, label: str, rect: pygame.Rect, then=None) -> Button:
        def press() -> None:
            self.pressed.append(label)
            if then is not None:
                then()
        button = Button(rect.copy(), label, press, hotkey=pygame.K_n if label == "No trade" else None, tag=label)
        self.then[label] = then
        return button

    def trade_panel(self) -> None:
        self.bar.set([self.button("No trade", SPOT), self.button("Trade", SPOT.move(300, 0))])

    def rebuild(self) -> None:
        """The same buttons anew, as tables build their bar again each frame."""
        self.bar.set([self.button(b.label, b.rect, self.then[b.label]) for b in self.bar.buttons])

    def handle(self, event) -> None:
        self.bar.handle(event)

    def update(self, dt: float) -> None:
        self.rebuild()

    def draw(self, surf) -> None:
        surf.fill((0, 0, 0))
        self.bar.draw(surf)


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(1 / 60)


def test_a_bar_laid_out_under_the_pointer_takes_no_press_for_a_moment_then_does(app):
    scene = Bars(app)
    app.stack.push(scene)
    run(app, 0.1)
    move(app, SPOT.center)
    click(app, SPOT.center)  # « Catch »: the trade panel comes, « No trade » where « Catch » was
    assert scene.pressed == ["Catch"] and scene.bar.buttons[0].label == "No trade"
    click(app, SPOT.center)  # the second click of a double click, or one meant for « Catch »
    assert scene.pressed == ["Catch"], "a button come under the pointer took a click meant for another"
    assert scene.bar.ignored == 1
    run(app, FRESH / 2)
    click(app, SPOT.center)
    assert scene.pressed == ["Catch"], "still within its moment"
    run(app, FRESH / 2 + 0.05)
    click(app, SPOT.center)
    assert scene.pressed == ["Catch", "No trade"], "once it has shown itself, it takes the click"


def test_a_button_away_from_the_pointer_and_keys_are_not_held_back(app):
    scene = Bars(app)
    app.stack.push(scene)
    run(app, 0.1)
    click(app, SPOT.center)
    click(app, SPOT.move(300, 0).center)  # « Trade » came elsewhere: the person went to it
    assert scene.pressed == ["Catch", "Trade"]
    scene.trade_panel()
    key(app, pygame.K_n)  # « No trade » is fresh under the pointer, its key is not
    assert scene.pressed == ["Catch", "Trade", "No trade"]


def test_the_same_button_in_its_place_takes_quick_clicks(app):
    scene = Bars(app)
    app.stack.push(scene)
    run(app, 0.1)
    again = SPOT.move(300, 0).center
    for _ in range(4):  # the bar is built anew every frame: the same button, its age kept
        click(app, again)
    assert scene.pressed == ["Again"] * 4


def test_a_fresh_button_fades_in_so_the_ignored_click_shows(app):
    scene = Bars(app)
    app.stack.push(scene)
    run(app, 0.1)
    click(app, SPOT.center)
    app.draw()
    faded = app.canvas.get_at(SPOT.move(0, 4).midtop)  # inside « No trade », off its label
    run(app, FRESH + 0.05)
    settled = app.canvas.get_at(SPOT.move(0, 4).midtop)
    assert faded != settled and sum(faded[:3]) < sum(settled[:3]), (faded, settled)
    assert ButtonBar.fresh(scene.bar.buttons[0]) <= 0


def test_the_menu_lights_an_entry_only_once_the_pointer_moved(app):
    menu = MenuScene(app)
    app.stack.push(menu)
    run(app, 0.1)
    entry = next(b for b in menu.bar.buttons if b.tag == registry.GAME_IDS[2])
    assert entry.label == t(f"game.{registry.GAME_IDS[2]}")
    move(app, entry.rect.center)  # the window opens where the pointer rests: SDL says where it is
    assert menu.bar.hover == -1, "an entry lit where the pointer happened to rest"
    move(app, entry.rect.center)
    assert menu.bar.hover == -1
    move(app, entry.rect.move(5, 0).center)  # the person moves it
    assert menu.bar.buttons[menu.bar.hover] is entry


def test_a_menu_opened_after_a_click_waits_for_a_move_too(app):
    Moment.reset()
    click(app, (640, 343))  # the pointer is known: where the last click was
    menu = MenuScene(app)
    app.stack.push(menu)
    run(app, 0.1)
    move(app, (640, 343))
    assert menu.bar.hover == -1
    move(app, (600, 343))
    assert menu.bar.hover != -1


def test_elemons_catch_kept_under_a_resting_pointer_as_the_trade_panel_comes_takes_the_click_at_once(app, tmp_path):
    """The nc23 moment on the real table: the pointer rests on « Attraper Anemomon » after an Aeromon
    pair; the pair put away, the trade's buttons come. The catch keeps its place (f24: the trade's
    buttons come in on the left), and a button kept in its place keeps its age: the click catches at
    once. Were another button to come there, the guard above would hold the click back."""
    from test_elemons_nc16 import pair_held
    from waiting import wait_until

    from game import i18n

    i18n.set_lang("fr")
    table = pair_held(app, tmp_path, "[aeromon, aeromon, floramon, geomon, hydromon, pyromon, electromon, floramon, "
                      "geomon]", "[[aeromon], [hydromon]]", speed="fast")
    tags = lambda: [b.tag for b in table.bar.buttons]  # noqa: E731
    key(app, pygame.K_RCTRL)  # the pair seen: the catch comes first, then the trade's buttons
    frame = lambda: app.frame(1 / 60, draw=False)  # noqa: E731  (nothing here is read from the picture)
    assert wait_until(lambda: "trade aeromon" in tags(), 3, 0, frame), tags()
    assert "keep" not in tags(), tags()
    spot = next(b for b in table.bar.buttons if b.tag == "trade aeromon").rect.center
    move(app, spot)  # the person goes to « Attraper Anemomon »
    look(app)  # and has seen it
    assert wait_until(lambda: "keep" in tags(), 5, 0, frame), tags()
    there = next(b for b in table.bar.buttons if b.rect.collidepoint(spot))
    assert there.tag == "trade aeromon", f"« {there.label} » came where the catch stood"
    moves = len(table.feed.match.moves)
    click(app, spot)
    assert len(table.feed.match.moves) == moves + 1, "the catch kept in its place did not take the click"
    assert table.feed.match.moves[-1][1].startswith("trade"), table.feed.match.moves[-1]


def test_a_bar_emptied_a_moment_remembers_what_stood_under_the_pointer():
    """A table clears its buttons while an animation plays: the same button come back in its place
    takes the click at once, another one in its place does not (the catch, then the trade panel)."""
    Moment.reset()
    Moment.pointer = SPOT.center
    catch = Button(SPOT.copy(), "Catch", lambda: None, tag="catch")
    bar = ButtonBar([Button(SPOT.move(300, 0), "Other", lambda: None, tag="other")])
    bar.set([catch])
    Moment.tick(FRESH * 2)
    assert bar.fresh(catch) <= 0
    bar.set([])
    back = Button(SPOT.copy(), "Catch", lambda: None, tag="catch")
    bar.set([back])
    assert bar.fresh(back) <= 0, "the same button back in its place was taken for a new one"
    bar.set([])
    other = Button(SPOT.copy(), "No trade", lambda: None, tag="keep")
    bar.set([other])
    assert bar.fresh(other) > 0, "another button in the emptied place took no moment"


def test_a_button_whose_figures_tick_stays_the_same_button():
    """« La suite dans 24 s », then 23 s: by its whole label it came anew each second, faded and deaf
    (nc24 saw buttons that looked switched off); another label in its place is still a new button."""
    from scenes.ui import same_button

    a = Button(SPOT.copy(), "La suite dans 24 s", lambda: None, tag="next")
    assert same_button(a, Button(SPOT.copy(), "La suite dans 3 s", lambda: None, tag="next"))
    assert not same_button(a, Button(SPOT.copy(), "Les résultats", lambda: None, tag="next"))
    assert not same_button(a, Button(SPOT.copy(), "La suite dans 24 s", lambda: None, tag="skip"))
