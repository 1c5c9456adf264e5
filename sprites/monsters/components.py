"""Monsters' pieces for the gallery and the print sheets: the 45 punched cards and their parts.

The drawing functions are the table's own (sprites/monsters/art.py).
"""

from sprites.monsters.art import components

__all__ = ["components"]
