"""Elem Master: placeholder art and the component list (gallery, print sheets)."""
