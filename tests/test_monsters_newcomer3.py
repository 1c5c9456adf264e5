"""Monsters, the second newcomer's items (issue 24): each test says what the person saw and what they read now."""

from __future__ import annotations

from scene_input import BlitSpy, step_again
from test_scenes_monsters import go_live, table_with

from game import i18n
from game.core import Action
from game.hints import Hint
from scenes.monsters.drawing import L
from scenes.monsters.table import keyed


def test_hints_name_a_hand_card_by_its_key_as_the_hand_labels_it():
    """Shot 74: the hint said "carte n° 3" while the hand showed "touche 2"."""
    steps = [["step_card", {"card": 13, "layer": "top", "turns": 1, "flip": 0}], ["step_claim", {"colour": "green"}]]
    params = keyed({"colour": "green", "count": 1, "steps": steps, "card": 13, "colours": [], "last": "green",
                     "missing": ["green"]}, [5, 13, 9])
    i18n.set_lang("fr")
    try:
        swap = i18n.hint_text("monsters", "swap_towards", params)
        trick = i18n.hint_text("monsters", "missing", params)
        assert "carte de la touche 2" in swap and "n° 13" not in swap, swap
        assert "posez la carte de la touche 2 sur le dessus" in trick, trick
        i18n.set_lang("en")
        assert "card 2" in i18n.hint_text("monsters", "swap_towards", params)
    finally:
        i18n.set_lang("fr")
    # a card not in the hand (another seat's hint) keeps its number
    assert keyed({"card": 40}, [5, 13, 9])["place"] == 0
    assert "n° 40" in i18n.hint_text("monsters", "swap_towards", {"card": 40, "colours": [], "last": "red",
                                                                     "missing": ["red"], "count": 1})


def test_a_dead_end_hint_names_no_card_and_reads_the_same_each_time(app):
    """Shots 76-79: with no trick even by swapping, the hint cycled "cédez votre carte n° 3", "n° 13",
    "n° 9"; a swap only moves the same four cards around, so it now says to wait, and marks the centre."""
    i18n.set_lang("fr")
    texts = {i18n.hint_text("monsters", "let_go", {"card": c, "monsters": 3}) for c in (3, 13, 9)}
    assert len(texts) == 1, texts
    text = texts.pop()
    assert "même en échangeant" in text and "changera quand" in text and "n°" not in text and "touche" not in text, text
    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)
    cid = table.hand()[0]
    table.hint_shown = Hint(table.viewer, Action("swap", (cid,)), "let_go", {"card": cid, "monsters": 3})
    assert table._hint_rects(table.hint_shown.action) == [L.centre]
    assert "touche" not in table.hint_line(table.hint_shown)



def test_the_tutorial_arrow_stays_on_flip_and_turn_while_a_stacked_card_owes_them(app):
    """Shot 08: card 1 lay in the middle still owing "⇄ puis ↻3" while the arrow went on to card 3."""
    from test_tutorial import first_target, open_tutorial, tap

    table = open_tutorial(app, "monsters")
    targets = [first_target(app, table)]
    for _ in range(3):
        tap(app, targets[-1].center)
        targets.append(first_target(app, table))
    flip, turn = table._tagged("flip"), table._tagged("turn_back")
    # card 2 at the bottom as it is, card 1 in the middle: then Flip, then ↺ (round 15: its own button,
    # as its badge says, where three presses of Turn were lit), before card 3
    assert targets[:4] == [L.hand_slot(1), L.hand_slot(0), flip, turn], targets
    tap(app, table.guide_target().center)
    assert table.guide_target() == L.hand_slot(2), "the turn done, the arrow goes on to card 3"


def test_the_tutorial_is_short_at_first_teaches_diagonals_and_ends_with_the_deck_out_rule():
    """Shot 04: step 1 was a 13-line wall; shot 44: the bot's diagonal was never taught; the end
    said nothing of the tie order; shots 13, 28: "ne font aucune couleur", "Plus que le violet"."""
    from game import tutorial

    tut = tutorial.load("monsters")
    first = tut.steps[0].text("fr")
    assert len(first) < 320 and "diagonale" in first and first.count(".") <= 2, first
    assert "diagonal" in tut.steps[0].text("en")
    assert "aucune ligne" in tut.steps[1].text("fr")
    assert tut.steps[-1].text("fr").startswith("Il ne reste que le violet")
    end = tut.end_text("fr")
    # nc24: an order of colours, said as one
    # nc25: the colours' tricks compared one by one, red first (an « ordre » of colours read as a rank)
    assert "à égalité, on compare les plis rouges, puis bleus, verts, jaunes, violets" in end, end
    assert "compare the red tricks, then blue, green, yellow, purple" in tut.end_text("en")


def test_the_tutorials_win_is_not_said_against_an_hourglass_that_stood_still():
    """Shot 31: "avant la fin du sablier" under an hourglass shown "à l'arrêt" the whole time."""
    from game import tutorial
    from scenes.monsters.results import explain

    tut = tutorial.load("monsters")
    match = tutorial.played(tut)
    result = match.state.result()
    assert result.winners == (0,) and result.reason == "all colours"
    i18n.set_lang("fr")
    assert i18n.t(f"end.monsters.{result.reason}") == "Un pli de chaque couleur"
    said = explain({}, result, ["Joueur 1"])
    assert said[0].startswith("Les cinq couleurs réunies") and not any("sablier" in s for s in said), said


def test_a_best_colour_win_says_the_winners_colours_as_high_and_names_the_other_player():
    """Shots 101, 103: "rouge : 3 ; les autres : 1 au mieux" while the person also had violet 3."""
    from game.monsters.defs import load_rules
    from game.monsters.state import deck_out_decision
    from scenes.monsters.results import round_sentences

    rules = load_rules()
    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2", "Bot 3"]
    # colours in data order: yellow, green, red, blue, purple
    two = {**deck_out_decision([[2, 1, 3, 0, 3], [0, 1, 1, 1, 1]], rules.tie_priority, rules.colour_ids),
           "reason": "deck_out"}
    said = round_sentences(two, names)[0].replace("\u00a0", " ").replace("\u202f", " ")
    assert "avec 3 plis rouges = 3 plis violets (départagés : le rouge passe avant) ; " \
        "meilleure couleur de Bot 2 : 1 pli." in said, said
    three = {**deck_out_decision([[0, 0, 0, 2, 0], [0, 1, 0, 0, 0], [1, 0, 0, 0, 0]], rules.tie_priority,
                                 rules.colour_ids), "reason": "deck_out"}
    said = round_sentences(three, names)[0].replace("\u00a0", " ").replace("\u202f", " ")
    assert "avec 2 plis bleus ; meilleure couleur des autres joueurs : 1 pli." in said, said
    i18n.set_lang("en")
    try:
        said = round_sentences(two, names)[0]
        assert "with 3 red tricks = 3 purple tricks (split by the tie order: red comes first); " \
            "Bot 2's best colour: 1 trick." in said, said
    finally:
        i18n.set_lang("fr")


def test_a_bots_swap_flashes_the_centre_card_with_the_swappers_name(app, monkeypatch):
    """Shot 70: the centre card changed under the person's click, a bot's swap just before."""
    import time

    import pygame
    from test_scenes_monsters import rendered_texts

    from game.core import Event

    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)
    centre = table.model.centre
    table.on_swap(Event("swap", 1, {"gave": 7, "took": centre}))
    seen = rendered_texts(monkeypatch)
    table.painter.draw_centre(pygame.Surface((1280, 720)))
    said = i18n.t("monsters.centre_swapped", who=table.names[1])
    assert said in seen and table.names[1] in said, seen
    # the person's own swap needs no flash; the flash ends by itself
    table.motion.centre_flash = None
    table.on_swap(Event("swap", 0, {"gave": 7, "took": centre}))
    assert table.motion.centre_flash is None
    table.motion.centre_flash = (1, time.monotonic() - 0.1)
    assert table.painter.centre_flash() is None


def test_hint_badges_keep_off_the_cards_monsters_and_the_labels_above_the_pile(app):
    """Shot 04: "milieu ⇄ puis ↻3" covered card 1's top row; shot 11: "dessus ↻3" covered "Pile" and the
    hourglass's "à l'arrêt"."""
    from test_tutorial import first_target, open_tutorial, tap

    table = open_tutorial(app, "monsters")
    first_target(app, table)
    action = table.feed.expected()
    for badge, _ in table.hint_badges(action):
        assert not any(badge.colliderect(L.hand_slot(i)) for i in range(3)), badge
    tap(app, first_target(app, table).center)  # card 2 goes onto the pile
    first_target(app, table)
    placed = [b for b, _ in table.hint_badges(action) if b.colliderect(L.layer_slot(2).inflate(0, 20))]
    assert placed, "the stacked card keeps a badge"
    for badge in placed:
        assert badge.top >= min(L.layer_slot(i).top for i in range(3)), badge  # nothing above the pile's top


def test_the_last_tricks_line_names_stay_inside_their_panel(app, monkeypatch):
    """Shots 46, 73: "colonne de gauche" ran past the "Dernier pli" panel."""
    import pygame
    from test_scenes_monsters import rendered_texts

    from sprites.fonts import TYPE, fit_text, font

    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)
    table.motion.last_trick = {"seat": 1, "colour": "purple", "cards": [1, 2, 3],
                               "placements": [(1, 0, 0), (2, 0, 0), (3, 0, 0)], "lines": ["col1", "col2"]}
    seen = rendered_texts(monkeypatch)
    table.painter.draw_last(pygame.Surface((1280, 720)))
    x = L.last.x + 14 + L.last_card_rect().w
    words = " ".join(i18n.t(f"monsters.line.{n}") for n in ("col1", "col2")).split()
    parts = [s for s in seen if s and all(w in words for w in s.split())]
    assert parts, seen
    # round 13: names that would wrap past three rows keep one row each, a little smaller, and whole
    assert all(i18n.t(f"monsters.line.{n}") in seen for n in ("col1", "col2")), seen
    for text in parts:
        assert x + font(fit_text(text, L.last.right - x - 6, TYPE.SMALL)).size(text)[0] <= L.last.right, text


def test_the_log_never_starts_with_the_tail_of_a_sentence():
    """Shot 20: the first visible line of the log was "perforées", the end of a cut sentence."""
    import pygame

    from scenes import ui

    log = ui.LogPanel(pygame.Rect(0, 0, 300, 12 + 5 * ui.font(ui.TYPE.SMALL).get_linesize()))
    log.add("Nouvelle partie de Monstres, cartes perforées, une phrase longue qui tient sur trois lignes ici")
    for i in range(4):
        log.add(f"ligne {i}")
    drawn: list[str] = []
    real = ui.render
    ui.render = lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1]
    try:
        log.draw(pygame.Surface((300, 300)))
    finally:
        ui.render = real
    assert drawn == ["ligne 0", "ligne 1", "ligne 2", "ligne 3"], drawn


def test_another_seats_trick_banner_sits_below_its_panel_and_the_centre_caption_below_the_ring(app, monkeypatch):
    """Shot 63: "Bot 2 : un pli jaune !" covered the bot's name and hand; shot 13: the tutorial's
    ring hid "Carte du centre"."""
    from test_scenes_monsters import rendered_texts

    import scenes.monsters.drawing as drawing

    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)
    item = table.seat_banner(1, "Bot 2 : un pli jaune !") or table.anim.banner_item
    assert item.center[1] > L.seat_panel(1).bottom, item.center
    # the caption over the centre card ends above the tutorial's ring (target inflated by 12, rim 2)
    spots = []
    real = drawing.render

    def spy(text, *a, **k):
        img = real(text, *a, **k)
        spots.append((text, img))
        return img

    rendered_texts(monkeypatch)
    monkeypatch.setattr(drawing, "render", spy)
    screen = BlitSpy()
    table.painter.draw_centre(screen)
    blits = screen.blits
    caption = next(img for text, img in spots if text == i18n.t("monsters.centre"))
    top = next(r.y for img, r in blits if img is caption)
    # nc28: it jumped above the card while the tag was up; now always above, clear of the ring and the title
    bottom = next(r.bottom for img, r in blits if img is caption)
    assert bottom <= L.centre.inflate(12, 12).top - 2 and top >= 44, (top, bottom)


def test_showing_the_last_trick_again_stacks_its_cards_one_by_one_as_they_lay(app):
    """Shots 59-61: "Revoir le tour" showed a blank hand, then new cards; now the trick's cards go onto
    the pile bottom first, turned as they were, and the finished stack shows its line. Issue 24 (f5):
    it is the bot's trick that is shown again, not the person's own later move, and the round's clock
    stands still meanwhile."""
    import pygame
    from scene_input import key
    from waiting import wait_until

    for seed in range(1, 60):
        table = table_with(app, ["human", "bot:easy"], seed=seed, speed="normal")
        go_live(app, table)
        theirs = [a for a in table.feed.match.state.legal_actions(1) if a.kind == "trick"]
        swaps = [a for a in table.feed.match.state.legal_actions(0) if a.kind == "swap"]
        if theirs and swaps:
            break
        app.stack.pop()
    action = theirs[0]
    table.feed.submit(1, action)  # the bot's trick, as its clock would send it
    frame = lambda: app.frame(1 / 30)  # noqa: E731
    assert wait_until(lambda: not table.busy, 10, 0, frame), "the bot's trick shown"
    assert table.act(0, swaps[0])  # then the person moves: L still shows what they did not do
    assert wait_until(lambda: not table.busy, 10, 0, frame), "the person's swap shown"
    record = table.last_record()
    assert record is not None and record.seat == 1, record
    hand = table.hand()
    clock = table.feed.clock()
    key(app, pygame.K_l)
    assert table.showing_again
    landed, flights = [], 0
    for _ in range(400):
        step_again(table)  # a click at each step
        app.frame(1 / 30)
        if table.motion.restack is not None:
            landed.append(list(table.motion.restack[1]))
            flights = max(flights, len(table.anim.flights))
            assert table.hand() == hand, "the person's own cards stay as they are now"
        if not table.busy and table._again_model is None:
            break
    assert table.feed.clock() == clock, "no game time passes while a move is shown again"
    placements = [tuple(int(x) for x in action.args[1 + 3 * i:4 + 3 * i]) for i in range(3)]
    grown = [s for i, s in enumerate(landed) if i == 0 or s != landed[i - 1]]
    assert grown == [[], placements[2:], placements[1:], placements], grown  # bottom first, each as it lay
    assert flights >= 1
    assert table.motion.restack is None and table._again_model is None, "back to the present"
    assert table.hand() == hand
    go_live(app, table)
    run_for = table.feed.clock()
    for _ in range(30):
        app.frame(1 / 30)
    assert table.feed.clock() > run_for, "the clock runs again once the replay is over"
