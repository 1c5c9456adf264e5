"""Player settings: language, animation speed, volume, art packs, colour vision. Saved atomically."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game import paths

LANGS = ("fr", "en")
SPEED_NAMES = ("slow", "normal", "fast", "instant")
# The simulated colour vision of the whole window (sprites/vision.py VISIONS; "normal": none).
VISION_NAMES = ("normal", "deuteranopia", "protanopia", "tritanopia")
# The choices of `tiles_up` (seconds; 0: until a click or a key).
TILES_UP = (2.0, 3.0, 5.0, 0.0)

# Which moves are asked about before they go (scenes/confirm.py): "harm" only the moves that hurt
# one's own pieces (the default), "final" those and the moves that end a turn for good, "off" none.
CONFIRM_NAMES = ("harm", "final", "off")


@dataclass
class Settings:
    lang: str = "fr"
    speed: str = "normal"
    volume: int = 70
    art_packs: list[str] = field(default_factory=list)
    vision: str = "normal"
    colour_cues: bool = False  # a second cue (symbol, number) where the placeholder art relies on colour
    journal: bool = True  # the playtest journal of each game (game/journal.py); off: nothing is written
    survey: bool = True  # the short survey at the end of a game (optional and skippable in any case)
    # Memory games: seconds another player's unmatched tiles stay face up before they turn back
    # (a click or a key turns them back sooner); 0: until the person clicks or presses a key.
    tiles_up: float = 0.0  # until a click: every reveal waits for the person

    confirm: str = "harm"  # CONFIRM_NAMES: which moves ask "are you sure?" first
    # each game's last setup ({"seats": [...], "options": {...}}): the setup screen opens on it (a
    # newcomer chose "1 manche" and found 3 again the next game); its values are checked there
    setup: dict[str, dict[str, Any]] = field(default_factory=dict)
    # the games whose results once suggested a stronger bot after a clean win without aid (said once: nc63)
    suggested: list[str] = field(default_factory=list)

    @classmethod
    def path(cls) -> Path:
        return paths.user_dir() / "settings.json"

    @classmethod
    def load(cls) -> tuple[Settings, str | None]:
        """The saved settings, or the defaults and a warning when the file is unusable."""
        f = cls.path()
        if not f.exists():
            return cls(), None
        try:
            raw = json.loads(f.read_text(encoding="utf-8"))
            s = cls(
                lang=raw.get("lang", "fr") if raw.get("lang") in LANGS else "fr",
                speed=raw.get("speed", "normal") if raw.get("speed") in SPEED_NAMES else "normal",
                volume=max(0, min(100, int(raw.get("volume", 70)))),
                art_packs=[str(p) for p in raw.get("art_packs", [])],
                vision=raw.get("vision") if raw.get("vision") in VISION_NAMES else "normal",
                colour_cues=bool(raw.get("colour_cues", False)),
                journal=bool(raw.get("journal", True)),
                survey=bool(raw.get("survey", True)),
                tiles_up=float(raw.get("tiles_up", 0.0)) if raw.get("tiles_up") in TILES_UP else 0.0,

                confirm=raw.get("confirm") if raw.get("confirm") in CONFIRM_NAMES else "harm",
                setup={str(k): v for k, v in raw.get("setup", {}).items() if isinstance(v, dict)}
                if isinstance(raw.get("setup"), dict) else {},
                suggested=[str(g) for g in raw.get("suggested", []) if isinstance(g, str)]
                if isinstance(raw.get("suggested"), list) else [],
            )
            return s, None
        except (OSError, ValueError, TypeError, AttributeError) as exc:
            return cls(), f"settings file unusable ({exc}); defaults used"

    def save(self) -> None:
        paths.atomic_write(self.path(), json.dumps(asdict(self), indent=1))
