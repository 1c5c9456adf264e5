"""Monsters, punched cards: placeholder art and the component list (gallery, print sheets)."""
