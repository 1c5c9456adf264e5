"""The release prompt must make sense with a single opponent (issue 24, finding 1)."""
from game.i18n import t_in


def test_release_prompt_keep_does_not_assume_a_second_opponent() -> None:
    """With one opponent, 'give to another opponent' first was nonsense; the holder keeping it comes first."""
    for way in ("keep", "both"):
        fr = t_in("fr", "evolution.prompt.release", creature="Golem", holder="Joueur 1", way=way)
        assert "reste à Joueur 1" in fr, fr
        assert not fr.split(":", 1)[1].strip().startswith("donnez son jeton à un autre"), fr
        en = t_in("en", "evolution.prompt.release", creature="Golem", holder="Player 1", way=way)
        assert "stays with Player 1" in en, en


def test_rooting_and_auto_end_texts_say_what_and_why() -> None:
    """Rooting uses the verb the log uses; the automatic end of turn says why (issue 24, findings 6 and 8)."""
    assert "enracinez" in t_in("fr", "evolution.info.root")
    assert "aucune carte" in t_in("fr", "evolution.auto.end")
    assert "no card" in t_in("en", "evolution.auto.end")
