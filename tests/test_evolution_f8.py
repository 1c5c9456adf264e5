"""Round 8's newcomer findings on Elementary Evolution (issue 24): the easy bot keeps its Elf for a
discard worth condemning, ..."""

from __future__ import annotations

from test_evolution_r2_newcomer import NO_ETHER  # Joueur 1, no Ether, holds the Water 1 that frees the Siren

from game.core import act
from game.evolution.bots import MEDIUM, EasyBot
from game.evolution.checks import position

HIGH = {  # the person (seat 0) leads: every pile at 4; its quick discard is empty
    "air": ["air0", "air1", "air2", "air3", "air4"],
    "fire": ["fire0", "fire1", "fire2", "fire3", "fire4"],
    "earth": ["earth0", "earth1", "earth2", "earth3", "earth4"],
    "water": ["water0", "water1", "water2", "water3", "water4"],
}


def _elf_position(quick: list[str]) -> dict:
    return {
        "seats": 2,
        "current": 1,
        "mages": [
            {"hand": ["ether1"], "quick": quick, "rest": "main", "piles": HIGH},
            {"hand": ["fire5"], "rest": "draw"},  # nothing of its hand fits: the end of its turn
        ],
        "tokens": {"elf": {"holder": 1, "giver": 0}},
    }


def test_the_easy_bot_keeps_its_elf_when_the_discard_it_would_condemn_is_empty():
    st = position(_elf_position([]))
    legal = st.legal_actions(1)
    assert act("power", "elf", 0) in legal, legal  # the power could be used
    assert MEDIUM.power_value(st, 1, ("elf", 0), None) < 0
    for seed in range(8):
        a = EasyBot(1, seed).choose(st.view(1), legal)
        assert a.kind != "power", f"seed {seed}: {a} condemns an empty discard"


def test_a_full_discard_is_still_worth_the_elf():
    st = position(_elf_position(["ether2", "air5", "fire5"]))
    assert MEDIUM.power_value(st, 1, ("elf", 0), None) > 0.5


# The person has rooted its Earth pile (a heap now): its hand holds Earth 5, a card for the pile.
ROOTED = """
seats: 2
current: 0
mages:
  - hand: [earth5]
    piles: {earth: [earth0, earth1, earth2, earth3, earth4]}
    rooted: {earth: 5}
    rest: draw
  - hand: [air1, fire1, earth1, water1, ether2]
    rest: draw
"""


def _table(app, tmp_path, scenario):
    from test_scenes_evolution import table_for

    return table_for(app, tmp_path, ["human", "bot:easy"], scenario)


def test_a_click_where_a_rooted_piles_top_card_was_is_a_click_on_the_pile(app, tmp_path):
    from scene_input import click, run
    from test_scenes_evolution import hand_pos

    table = _table(app, tmp_path, ROOTED)
    heap = table.pile_rect(0, "earth")
    below = (heap.centerx, heap.bottom + 30)  # where the unrooted pile's Earth 4 lay
    assert table.zones[0].rect.collidepoint(below) and not heap.collidepoint(below)
    assert table.place_at(below) == ("pile", 0, "earth")
    click(app, below)  # no card picked: nothing opens
    run(app, 0.1)
    assert table.controls.selected is None and table.controls.only is None
    click(app, hand_pos(table, "earth5"))
    click(app, below)  # the picked card goes on the pile
    run(app, 0.3)
    assert "earth5" in table.m.mages[0].piles["earth"], table.m.mages[0].piles


def test_a_salamanders_burn_on_a_rooted_pile_says_why_in_the_log_and_the_banner(app, tmp_path):
    from lang import plain

    from game import i18n
    from game.core import Event

    i18n.set_lang("fr")
    table = _table(app, tmp_path, ROOTED)
    burned = {"target": 0, "pile": "earth", "card": "earth4"}
    line = plain(table.describe(Event("burned", 1, {**burned, "how": "salamander"})) or "")
    assert "brûlée par Salamandre, qui brûle même le dessus d'une pile enracinée" in line, line
    plain_burn = plain(table.describe(Event("burned", 1, {**burned, "how": "burn"})) or "")
    assert "(embrasement) : elle quitte sa pile" in plain_burn and "enracinée" not in plain_burn, plain_burn
    banner = plain(table.banner_text("evolution.banner.power", Event("power", 1, {"creature": "salamander",
                                                                                   "as": "salamander"})))
    # in the person's own turn: "… utilise Salamandre pendant votre tour : elle brûle même une pile enracinée"
    assert banner.endswith("Salamandre pendant votre tour : elle brûle même une pile enracinée"), banner
    said = plain(i18n.t("evolution.banner.power", who="Bot 2", creature="Salamandre", does="burn_rooted"))
    assert said == "Bot 2 : Salamandre, qui brûle même une pile enracinée", said
    elf = plain(table.banner_text("evolution.banner.power", Event("power", 1, {"creature": "elf", "as": "elf"})))
    assert elf.endswith("utilise Elfe pendant votre tour"), elf


def test_picking_a_card_that_gives_a_creature_away_says_so_under_its_pile_and_on_the_card(app, tmp_path):
    from lang import plain
    from scene_input import click, run
    from test_scenes_evolution import hand_pos

    from game import i18n

    i18n.set_lang("fr")
    table = _table(app, tmp_path, NO_ETHER)
    click(app, hand_pos(table, "air1"))  # no symbol: no tag
    run(app, 0.1)
    assert table.controls.selected == "air1"
    assert table.frees_tag_rects(0, table.controls.targets(0)) == []
    click(app, hand_pos(table, "water1"))
    run(app, 0.1)
    assert table.controls.selected == "water1"
    tags = table.frees_tag_rects(0, table.controls.targets(0))
    assert len(tags) == 1, tags
    rect, words, creature = tags[0]
    assert plain(words) == "Donne Sirène à Bot 2 (facile)" and creature == "siren", words
    column = table.pile_column(0, "water")
    # nc20: right above the pile, in the zone's header (under it, it lay over the neighbours' cards)
    assert rect.left <= column.centerx <= rect.right and rect.bottom <= column.top, (rect, column)
    assert table.zones[0].rect.contains(rect), rect
    assert not rect.colliderect(table.pile_rect(0, "water")), "the tag hides the pile's top card"
    import pygame

    table.draw(pygame.Surface((1280, 720)))  # the tag and the card's token draw


def test_with_an_ether_in_hand_the_tag_says_an_ether_holds_the_creature_back():
    from lang import plain
    from test_evolution_controls import asked_for

    from game import i18n

    i18n.set_lang("fr")
    asked = asked_for(NO_ETHER.replace("[water1, air1, fire1]", "[water1, air1, ether1]"), 0)
    assert plain(asked.frees_tag("water1") or "") == "Donne Sirène (un Éther la retient)"
    assert asked.frees_tag("air1") is None


# Bot 2 aims a burn at Joueur 1's Water 0; Joueur 1 may counter with Water 1, which frees the Siren.
BURNT = """
seats: 2
current: 1
mages:
  - hand: [water1, air1]
    piles: {water: [water0]}
    rest: draw
  - hand: [fire0, air1, earth1, water1, ether2]
    rest: draw
"""


def test_a_cascade_that_frees_a_creature_says_so_on_its_button():
    import yaml
    from lang import plain

    from game import i18n
    from game.evolution.checks import position
    from scenes.evolution.choices import Asked
    from scenes.evolution.model import Model

    i18n.set_lang("fr")
    st = position(yaml.safe_load(BURNT))
    st.apply(1, act("play", "fire0", "fire"))
    st.apply(1, act("burn", 0, "water"))
    assert st.actors() == (0,), st.stack
    view = st.view(0)
    asked = Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["Joueur 1", "Bot 2"], st.defs, 0)
    cascade = asked.first("cascade")
    assert cascade is not None
    choice = asked.choice_for(0, cascade)
    assert choice is not None and plain(choice.path[0]) == "Cascade : Eau 1 · libère Sirène", choice


def test_the_tutorial_says_a_creature_goes_to_the_opponent_for_want_of_an_ether_and_rings_the_counter(
        app, monkeypatch):
    """A step said that with no Ether left, a card with a symbol gives its creature away, before the first
    game does (nc47: in the step of the Elf's choice, held back with an Ether). nc47 asked for a step on
    hovering the creature tokens: its words name « les jetons de créatures à libérer » (nc58: not « dix », four
    have served) and its ring is round them."""
    from lang import plain
    from test_tutorial import follow_guide, open_tutorial

    import scenes.table as kit
    from game import i18n, tutorial

    i18n.set_lang("fr")
    tut = tutorial.load("evolution")
    block = [s.do for s in tut.steps].index("block ether1")
    assert "sans Éther en main, la créature part d'office" in plain(tut.steps[block].text("fr"))
    tokens = block + 1
    assert tut.steps[tokens].reads and "Survolez-en un pour lire son pouvoir" in plain(tut.steps[tokens].text("fr"))
    # nc49 shot 014: « qui s'en servira une fois contre vous », then a Golem that helped its holder: a power
    # serves whoever holds it, some help, some strike
    assert "sert une seule fois à qui le tient" in plain(tut.steps[tokens].text("fr"))
    assert "Un symbole est un coût" in plain(tut.steps[block].text("fr"))
    targets: list = []
    real = kit.draw_guide

    def spy(surf, text, target, *rest, **kw):
        targets.append((text, target))
        return real(surf, text, target, *rest, **kw)

    monkeypatch.setattr(kit, "draw_guide", spy)
    table = open_tutorial(app, "evolution")
    tables = [table]

    def reading_tokens() -> bool:
        from test_tutorial import live

        now = tables[0] = live(app, tables[0])
        return now.guide.tutorial.prev is not None and now.guide.index == tokens and now.guide_reading()

    assert follow_guide(app, table, reading_tokens), "never read the tokens' step"
    table = tables[0]
    app.frame(1 / 60)
    ringed = [target for text, target in targets if text == tut.steps[tokens].text("fr")]
    slots = [table.centre_slot(cid) for cid in table.defs.creatures]
    assert ringed and all(ringed[-1].contains(s) for s in slots), (ringed[-1:], slots)
    # nc52 shot 018: the ring cut « Gnome » and « Dhyâna » at its sides: it is as wide as the names
    names = table.centre_name_rects()
    assert ringed[-1].left <= min(r.left for r in names) - 5 and ringed[-1].right >= max(r.right for r in names) + 5, \
        (ringed[-1], names)  # a margin for the ring's own thickness
    assert table.guide_read_piece(plain(tut.steps[block].text("fr"))) is None


def test_the_bots_header_and_the_counts_under_its_piles_are_words(app, tmp_path, monkeypatch):
    """"×5" and bare numbers under the bot's draw pile and discards were not understood."""
    import pygame
    from lang import plain
    from scene_input import spy_texts

    import scenes.evolution.table as board
    from game import i18n

    i18n.set_lang("fr")
    table = _table(app, tmp_path, NO_ETHER)
    seen = spy_texts(monkeypatch, board)
    table.draw(pygame.Surface((1280, 720)))
    said = [plain(x) for x in seen]
    assert "5 en main" in said, said  # the bot holds five cards
    assert not any(x.startswith("×") for x in said), said
    drawn = table.mage(1).draw_count
    for words in (f"Pioche : {drawn}", "Rapide : 0", "Principale : 0"):
        assert words in said, (words, said)
    assert str(drawn) not in said, "a bare number under the bot's draw pile"
