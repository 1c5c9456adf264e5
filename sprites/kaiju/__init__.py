"""Kaiju & Mecha dice: placeholder art and the component list (gallery, print sheets)."""
