"""Round 45's fixes on Elem Master (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from lang import plain

from game import i18n
from game.match import Match

# nc45's game to its turn 4 (shot 095): the log of its save, its first 25 moves
NC45 = {
    "game": "elemmaster", "seed": 914682, "seats": ["human", "bot:close"],
    "options": {"players_mode": "ffa", "terrains": "standard", "arena": "default", "start": "predefined",
                "specialties": "off", "events": "off"},
    "scenario": None, "chance": [["terrain", [2, 1, 3, 0]], ["first", 0]],
    "moves": [[int(m[0]), m[2:]] for m in (
        "0 move e2 e3 1", "0 grow e3", "0 grow b1", "0 end", "1 grow d6", "1 grow a6", "1 grow a6", "1 end",
        "0 grow e2", "0 grow b1", "0 move e3 d4 2", "0 end", "1 move b6 c5 1", "1 attack b5 a6", "1 attack f6 e5",
        "1 end", "0 move d4 e4 2", "0 move e2 f3 1", "0 move b2 c3 1", "0 end", "1 brasier b5 a4 c4",
        "1 move c5 d4 1", "1 brasier e5 f4 f5", "1 end", "0 move e4 d5 1")],
}


def test_the_earth_warning_names_the_one_way_a_souffle_and_a_step_bring_a_fire():
    """nc45 shot 095: « Attention à vos Terres en c1, d1 : … l'adversaire peut venir les attaquer (Feu en a4, c4,
    f4, en se déplaçant, en se divisant ou par un brasier) », three level-1 Fires that could neither split nor
    light a brasier: the newcomer read it as false and ignored the warnings after it. The one way was the Air in
    a6 pushing the Fire in b5 and a step of its own; the search for it looked at every action and gave up past
    4000 positions. It now looks as the threat's search does (what may bring a piece nearer), and says so."""
    i18n.set_lang("fr")
    m = Match.replay(NC45)
    h = m.hint(0)
    assert h is not None
    said = plain(i18n.hint_text("elemmaster", h.reason, h.params, ["Joueur 1", "Bot 2"]))
    assert "Attention à vos Terres en c1, d1" in said, said
    assert "le Feu en b5, poussé par le souffle de l'Air en a6 et un pas jusqu'en c2, puis l'attaque" in said, said
    assert "en se divisant" not in said
    i18n.set_lang("en")
    said = plain(i18n.hint_text("elemmaster", h.reason, h.params, ["Player 1", "Bot 2"]))
    assert "the Fire on b5, pushed by the souffle of the Air on a6 and one step to c2, then the attack" in said, said
    i18n.set_lang("fr")
