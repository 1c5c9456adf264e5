"""Rule engines: pure Python, deterministic from a seed, no pygame."""
