"""Screens: the scene stack, the shared table kit and widgets, and one package per game."""
