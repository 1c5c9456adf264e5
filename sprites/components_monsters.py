"""Monsters' pieces for the gallery and the print sheets: the 45 punched cards and their parts.

The drawing functions live with the table (scenes/monsters_art.py), which draws with the same ones.
"""

from scenes.monsters_art import components

__all__ = ["components"]
