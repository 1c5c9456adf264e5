"""nc16's findings on Elementary Evolution: the tutorial's words about the bot against what it did,
and the screen's explanations at the moment a rule surprised."""

from __future__ import annotations

from typing import Any

from game import tutorial
from game.core import Event, act


def _played() -> list[tuple[tutorial.Step, list[Event], list[str]]]:
    """Each step of the tutorial, its opening then the rest, with the events since the step before (the
    bot's turn included) and the person's hand when it is reached, the script played headless."""
    tut = tutorial.load("evolution")
    out: list[tuple[tutorial.Step, list[Event], list[str]]] = []
    for part in (tut.prev, tut):
        assert part is not None
        match = part.new_match()
        done = 0
        for step in part.steps:
            match.run_bots()
            events = [e for evs in match.history[done:] for e in evs]
            done = len(match.history)
            out.append((step, events, list(match.state.hands[tut.person])))
            if step.reads:
                continue
            action = step.pick(match.state.legal_actions(tut.person))
            assert action is not None, step.do
            match.play(tut.person, action)
        match.run_bots()
    assert match.state.is_over
    return out


def _bot_had_no_ether_when_it_gave(creature: str) -> bool:
    """The bot's hand held no Ether when it gave `creature` (the tutorial: « il a dû vous le donner »)."""
    tut = tutorial.load("evolution")
    match = tut.new_match()
    for step in tut.steps:
        while not match.state.is_over and tut.person not in match.state.actors():
            seat = match.bot_to_act()
            action = match.bot_choice(seat)
            if action.kind == "give" and str(action.args[0]) == creature:
                return not any(match.state.defs.cards[c].is_ether for c in match.state.hands[seat])
            match.play(seat, action)
        if not step.reads:
            match.play(tut.person, step.pick(match.state.legal_actions(tut.person)))
    raise AssertionError(f"the bot never gave {creature}")


def _has(events: list[Event], kind: str, seat: int | None, **data: Any) -> bool:
    return any(e.kind == kind and e.seat == seat and all(e.data.get(k) == v for k, v in data.items())
               for e in events)


def test_each_step_says_of_the_bot_what_it_did():
    """nc16 shot-33: step 20 said « Il a contré par une Cascade … rien ne brûle » while the log said
    the bot let the burn through and its Air 4 burned (the easy bot had changed under the seed). Each
    claim of the script (its opening, then later in the game) against what the engine did."""
    steps = _played()
    said = {i: (s.text("fr"), events, hand) for i, (s, events, hand) in enumerate(steps, 1)}

    def step_saying(words: str) -> int:
        found = [i for i, (text, _, _) in said.items() if words in text.replace("\u00a0", " ")]
        assert len(found) == 1, (words, found)
        return found[0]

    # « … et vous n'en avez aucun : rien ne se pose »: no Egg in the opening's first hand
    i = step_saying("et vous n'en avez aucun : rien ne se pose")
    assert not any(c.endswith("0") for c in said[i][2]), said[i][2]
    # « Vous avez pioché l'Œuf de Feu (Feu 0) »: the refill after that turn
    i = step_saying("Vous avez pioché l'Œuf de Feu (Feu 0)")
    assert "fire0" in said[i][2] and len(said[i][2]) == 5, said[i][2]
    # « sans Œuf lui non plus, regardez-le défausser pour piocher » (the watch words of that step)
    theirs = [e for e in said[i][1] if e.seat == 1]
    assert theirs and not any(e.kind == "play" for e in theirs) and any(e.kind == "discard" for e in theirs), \
        [(e.kind, e.seat, e.data) for e in theirs]
    # « Son Feu vise l'Éther de votre pile Eau » (nc58: an Ether holds that level, the Ondine still to be released)
    i = step_saying("Son Feu vise l'Éther de votre pile Eau")
    assert _has(said[i][1], "burn", 1, target=0, card="ether4")
    # « Sans Éther pour le retenir, il a dû vous donner le Golem » (nc49: a power serves whoever holds it)
    i = step_saying("Sans Éther pour le retenir, il a dû vous donner le Golem")
    assert _has(said[i][1], "give", 1, creature="golem", target=0)
    assert _bot_had_no_ether_when_it_gave("golem")
    # « À vous, avec quatre cartes … il vous a aussi donné l'Ondine »
    i = step_saying("avec quatre cartes")
    assert len(said[i][2]) == 4
    # (f49: a step to read, the draw pile taking the quick discard back, now comes first in that turn)
    assert _has(said[i - 1][1] + said[i][1], "give", 1, creature="ondine", target=0)
    # « Il n'a pas contré : sa carte est repartie dans une défausse »
    i = step_saying("Il n'a pas contré")
    events = said[i][1]
    assert not _has(events, "cascade", 1), [(e.kind, e.seat, e.data) for e in events]
    assert any(e.kind == "burned" for e in events), [(e.kind, e.seat, e.data) for e in events]


def test_a_released_creature_is_logged_only_once_given_and_the_words_say_whom_it_serves(app, tmp_path):
    """nc16 shots 05-07: « libérer » read as good for the person; the log said « Joueur 1 libère la
    créature Elfe » while they were still asked to give it or hold it back."""
    from lang import plain
    from scene_input import click, run
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import hand_pos, table_for

    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    click(app, hand_pos(table, "air4"))
    run(app, 0.1)
    tags = table.frees_tag_rects(0, table.controls.targets(0))
    assert [plain(words) for _, words, _ in tags] == ["Donne Elfe (un Éther la retient)"], tags
    table.act(0, act("play", "air4", "air"))
    run(app, 0.1)
    assert table.controls.asked is not None and any(a.kind == "block" for a in table.controls.asked.legal)
    said = plain(" ".join(table.log.entries))
    assert "Joueur 1 pose Air 4" in said and "libère" not in said, said
    assert "libère" not in plain(table.narration), table.narration  # the line over the banner neither
    prompt = plain(table.controls.prompt)
    # f52 (nc63 shot 017); f53 (nc64 shots 021, 172: « Vous libérez Golem … elle servira »): « la créature » said
    assert "donnée à l'adversaire, la créature servira une fois contre vous" in prompt, prompt
    assert plain(i18n.t("evolution.banner.release", creature="Elfe")) == \
        "Créature libérée pour un adversaire : Elfe !"
    table.act(0, act("give", "elf", 1))
    run(app, 0.1)
    said = plain(" ".join(table.log.entries))
    assert "Joueur 1 donne Elfe à Bot 2" in said and "libère" not in said, said


# Joueur 1's own turn: their Fire aims at the bot's Air 0, the bot's Sirène turns it onto their Eau 1;
# they hold Eau 2, the next level, but a Cascade counters only out of one's turn.
SIRENE = {"seats": 2, "current": 0,
          "mages": [{"hand": ["fire1", "water2", "air3"], "rest": "draw",
                     "piles": {"fire": ["fire0"], "water": ["water0", "water1"]}},
                    {"hand": ["air1"], "rest": "draw", "piles": {"air": ["air0"]}}],
          "tokens": {"siren": {"holder": 1}}}


def _asked(st, seat):
    from scenes.evolution.choices import Asked
    from scenes.evolution.model import Model

    view = st.view(seat)
    task = view["stack"][-1] if view["stack"] else None
    return Asked(st.legal_actions(seat), task, Model.from_view(view, seat), ["Joueur 1", "Bot 2"], st.defs, seat)


def test_a_burn_in_ones_own_turn_says_why_no_cascade_is_offered():
    """nc16 shot-61: the Sirène turned the person's Fire onto their Eau 1, they held Eau 2 and no
    Cascade came: only « dans quelle défausse la poser ? »."""
    from lang import plain

    from game import i18n
    from game.evolution.checks import position, run

    i18n.set_lang("fr")
    st = position(SIRENE)
    run(st, "0 play fire1 fire", "0 burn 1 air", "1 power siren 0 water")
    assert not any(a.kind == "cascade" for a in st.legal_actions(0))
    prompt = plain(_asked(st, 0).prompt_text())
    assert ("dans quelle défausse la poser ? Pas de Cascade : l'Eau ne contre un Feu que hors de "
            "votre tour.") in prompt, prompt  # (the default's reason follows it, f48)
    dry = position({**SIRENE, "mages": [{**SIRENE["mages"][0], "hand": ["fire1", "air3"]}, SIRENE["mages"][1]]})
    run(dry, "0 play fire1 fire", "0 burn 1 air", "1 power siren 0 water")
    prompt = plain(_asked(dry, 0).prompt_text())
    # no Water in hand: nothing to explain (the default's reason alone follows, f48)
    assert prompt.endswith("dans quelle défausse la poser ? La rapide (⏎) revient la première dans votre pioche."), \
        prompt


def test_a_burnt_card_sent_to_the_main_discard_with_no_question_says_why(app, tmp_path):
    """nc16 shot-116: a burnt Terre 2 went straight to the main discard; asked the time before."""
    from lang import plain
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    discard = Event("discard", 0, {"card": "earth2", "to": "main", "reason": "burn"})
    assert plain(table.describe(discard) or "") == "Joueur 1 met Terre 2 dans sa défausse principale (embrasement)"
    table.m.mages[0].quick_state = "unavailable"
    assert plain(table.describe(discard) or "") == \
        "Joueur 1 met Terre 2 dans sa défausse principale (embrasement), sans choix : sa rapide est en pause"
    table.m.mages[0].quick_state = "condemned"
    assert plain(table.describe(discard) or "").endswith("sans choix : sa rapide est condamnée")


def test_a_fire_with_nothing_to_burn_says_so(app, tmp_path):
    """nc16 shots 136-138: a Feu 5 found every card of the bot protected; its effect went without a word."""
    from lang import plain

    from game import i18n
    from game.evolution.checks import position, run

    i18n.set_lang("fr")
    doc = {"seats": 2, "current": 0,
           "mages": [{"hand": ["fire1", "air3"], "rest": "draw", "piles": {"fire": ["fire0"]}},
                     {"hand": ["air1"], "rest": "draw", "piles": {"air": ["air0"]}, "rooted": {"air": 1}}]}
    st = position(doc)
    events = run(st, "0 play fire1 fire")
    void = [e for e in events if e.kind == "no_target"]
    assert [e.data for e in void] == [{"effect": "burn", "card": "fire1", "bare": 0}], events  # a rival card, rooted
    line = plain(i18n.describe("evolution", void[0], ["Joueur 1", "Bot 2"]) or "")
    assert line == "L'embrasement de la carte Feu 1 n'a pas lieu : aucune carte adverse libre et non protégée à brûler"
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    key = table.pres.events["no_target"]["banner"]
    assert plain(table.banner_text(key, void[0])) == "Rien à brûler : toutes les cartes adverses sont à l'abri"


def test_the_bots_closed_quick_discard_says_its_word_too(app, tmp_path, monkeypatch):
    """nc16 shot-72 vs 99: the bot's closed quick discard showed a bare « ⊖ », the person's « indisponible »."""
    import pygame
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    import scenes.evolution.table as evo
    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS.replace("    rooted: {air: 2, fire: 3}",
                                                                         "    rooted: {air: 2, fire: 3}\n"
                                                                         "    quick_state: unavailable"))
    assert table.mage(1).quick_state == "unavailable" and not table.zones[1].big
    said: list[tuple[str, int]] = []
    real = evo.render

    def spy(text, size, *rest, **kw):
        said.append((text, size))
        return real(text, size, *rest, **kw)

    monkeypatch.setattr(evo, "render", spy)
    table.draw(pygame.Surface((1280, 720)))
    sizes = [size for text, size in said if text == "en pause"]
    assert sizes and sizes[0] <= 10, said
    # nc17 shot-70: within the small card's width, not past both its edges
    from sprites.fonts import font
    assert font(sizes[0]).size("en pause")[0] <= table.zones[1].cw + 4, sizes
    word = table.quick_state_rect(1, (40, 12))
    assert table.zones[1].rect.contains(word), word
    assert "en pause" in " ".join(table.inspect_at(word.center) or ()).lower()


def test_a_replay_shows_no_instruction_to_play(app, tmp_path, monkeypatch):
    """nc16 shot-167: « … cliquez une carte de votre main pour la jouer » was shown in the replay."""
    import pygame
    from scene_input import open_replay

    import scenes.evolution.table as evo
    from game import i18n
    from game.match import Match

    i18n.set_lang("fr")
    table = open_replay(app, Match("evolution", ["human", "bot:easy"], seed=8))
    said: list[str] = []
    real = evo.render
    monkeypatch.setattr(evo, "render", lambda text, *a, **kw: (said.append(text), real(text, *a, **kw))[1])
    table.controls.selected = table.controls.hover_card = None
    table.draw_info(pygame.Surface((1280, 720)))
    text = " ".join(said)
    assert "Survolez une carte" in text and "cliquez une carte de votre main" not in text, said
    assert table.keys_rect.width == 0  # the playing keys are not offered either


def test_a_card_used_this_turn_leaves_a_visible_empty_place(app, tmp_path, monkeypatch):
    """nc16 shots 26, 70: a lone Eau 2 in slot 5 with empty slots to its left looked like cards missing;
    the places stay (the keys 1-5 keep their cards within a turn) but are drawn as empty places."""
    import pygame
    from scene_input import run
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    import scenes.evolution.table as evo
    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    table.act(0, act("play", "fire3", "fire"))
    run(app, 0.1)
    slots = table.hand_slots()
    assert slots[1] is None and slots[0] == "air4", slots
    gaps: list[int] = []
    monkeypatch.setattr(table, "draw_hand_gap", lambda surf, r, i: gaps.append(i))
    table.draw_hand(pygame.Surface((1280, 720)))
    assert gaps == [1], gaps
    monkeypatch.undo()
    said: list[str] = []
    real = evo.render
    monkeypatch.setattr(evo, "render", lambda text, *a, **kw: (said.append(text), real(text, *a, **kw))[1])
    table.draw_hand(pygame.Surface((1280, 720)))
    assert said.count("utilisée") == 1 and "2" in said, said


def test_the_protected_word_lies_in_one_place_under_every_heap(app, tmp_path):
    """nc16 shots 38, 164 and 27: « protégée » sat across the card's art on some piles (the person's Air
    and Fire under a long header, every pile of the bot), above the card on others."""
    import pygame
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    words: list = []
    draw_tags = table.draw_root_tags
    table.draw_root_tags = lambda surf: (words.extend(table.root_tags), draw_tags(surf))[1]
    app.draw()
    assert len(words) == 4, words  # the person's Air and Water, the bot's Air and Fire
    for seat, pile in ((0, "air"), (0, "water"), (1, "air"), (1, "fire")):
        heap = table.pile_card_rect(seat, pile, len(table.mage(seat).piles[pile]) - 1)
        tag = next(tag for tag, _ in words if tag.centerx == heap.centerx and tag.collidepoint(tag.center)
                   and abs(tag.top - heap.bottom) < 20)
        assert tag.top > heap.bottom, (seat, pile, tag, heap)  # over no card
        chips = table.heap_levels_rects(table.zones[seat], len(table.mage(seat).piles[pile]) - 1, heap)
        assert tag.collidelist(chips) < 0 and all(c.top > tag.bottom for c in chips), (seat, pile)
        assert tag.bottom < table.zones[seat].label_y, (seat, pile)  # the labels stay whole
        assert isinstance(tag, pygame.Rect)


def test_a_zones_tokens_carry_their_names_when_the_header_has_room(app, tmp_path, monkeypatch):
    """nc16 shots 09, 84, 143: tokens received were tiny badges (« El », « Gn »), the bot's three
    (⊗, Ph, El) crammed side by side."""
    import pygame
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    import scenes.evolution.table as evo
    from game import i18n

    i18n.set_lang("fr")
    doc = HEAPS + ("tokens:\n  phoenix: {holder: 1}\n  elf: {holder: 1}\n  gnome: {holder: 1, used: true}\n"
                   "  salamander: {holder: 0}\n")
    table = table_for(app, tmp_path, ["human", "bot:easy"], doc)
    said: list[str] = []
    real = evo.render
    monkeypatch.setattr(evo, "render", lambda text, *a, **kw: (said.append(text), real(text, *a, **kw))[1])
    table.draw_zone(pygame.Surface((1280, 720)), 1)
    assert {"Phénix", "Elfe", "Gnome"} <= set(said), said
    step, named = table.token_step(1)
    assert named
    rects = sorted((table.token_rect(c) for c in ("phoenix", "elf", "gnome")), key=lambda r: r.x)
    names = sorted((table.token_name_rect(c) for c in ("phoenix", "elf", "gnome")), key=lambda r: r.x)
    assert names[0].left > table.header(1)[1], "the names keep off the header"
    # nc34 shots 76/77: each name between its token and the token before, clear of both
    assert all(n.right < b.left and n.left > a.right for a, n, b in zip(rects, names[1:], rects[1:], strict=False))
    hovered = table.inspect_at(table.token_name_rect("phoenix").center)
    assert hovered is not None and "Phénix" in hovered[0], hovered  # the name explains the power, as the token


def test_the_creatures_names_in_the_centre_share_one_size_and_none_touches_another(app, tmp_path):
    """nc16 shots 01, 110: « Salamandre » was printed much smaller than the other names."""
    import pygame
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    from game import i18n
    from scenes.evolution.table import L
    from sprites.fonts import font

    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        names = {cid: table.name_of(cid) for cid in table.defs.creatures}
        # f54 (nc65 shot 003: « SalamandreDhyâna »): one size for all, the largest that keeps them apart (meant)
        size = table.centre_name_size()
        assert {table.centre_name_size(n) for n in names.values()} == {size} and size >= 8, (lang, names)
        rects = []
        for cid, n in names.items():
            slot = table.centre_slot(cid)
            r = pygame.Rect((0, 0), font(size).size(n))
            r.midtop = (slot.centerx, slot.bottom + 1)
            rects.append(r)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), (lang, rects)
        assert all(L.centre.contains(r) for r in rects), rects
