"""nc18's findings on Elementary Evolution: what the screen says at the moments a newcomer hesitated."""

from __future__ import annotations

from test_evolution_nc16 import _asked

# nc18 shot 85: the bot used the Salamandre the person had just given it, in the person's own turn,
# on their rooted Terre 2; they held the Sirène and an Eau, and neither was offered.
SALAMANDER = {"seats": 2, "current": 0,
              "mages": [{"hand": ["water2", "air3"], "rest": "draw", "quick": ["air1"],
                         "piles": {"earth": ["earth0", "earth1", "earth2"], "water": ["water0", "water1"]},
                         "rooted": {"earth": 3}},
                        {"hand": ["air1"], "rest": "draw", "piles": {"air": ["air0"]}}],
              "tokens": {"siren": {"holder": 0}, "salamander": {"holder": 1}}}


def test_a_creatures_burn_says_why_neither_cascade_nor_siren_answers():
    from lang import plain

    from game import i18n
    from game.evolution.checks import position, run

    i18n.set_lang("fr")
    st = position(SALAMANDER)
    run(st, "1 power salamander 0 earth")
    assert not any(a.kind in ("cascade", "power") for a in st.legal_actions(0))
    prompt = plain(_asked(st, 0).prompt_text())
    assert prompt.endswith("Ni Cascade ni Sirène : elles ne répondent qu'au Feu d'une carte, pas au pouvoir "
                           "de Salamandre."), prompt
    i18n.set_lang("en")
    assert plain(_asked(st, 0).prompt_text()).endswith("Neither Cascade nor Siren: they only answer a Fire card, "
                                                       "not the Salamander's power."), prompt
    i18n.set_lang("fr")
    bare = position({**SALAMANDER, "tokens": {"salamander": {"holder": 1}}})
    run(bare, "1 power salamander 0 earth")  # no Sirène: the Water alone is explained
    assert plain(_asked(bare, 0).prompt_text()).endswith(
        "Pas de Cascade : l'Eau ne contre que le Feu d'une carte, pas le pouvoir de Salamandre.")
