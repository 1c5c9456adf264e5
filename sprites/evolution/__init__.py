"""Elementary Evolution: placeholder art and the component list (gallery, print sheets)."""
