"""Drawing: fonts, placeholder art, designers' art packs, tweens, sounds. Needs pygame."""
