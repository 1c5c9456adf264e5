"""Short sound effects, synthesised at start-up (no files to ship), silent without a device."""

from __future__ import annotations

import array
import math

import pygame

RATE = 22050

# name -> list of (frequency Hz, seconds); 0 Hz is a rest.
TUNES: dict[str, list[tuple[float, float]]] = {
    "flip": [(880, 0.035), (660, 0.035)],
    "pair": [(660, 0.08), (880, 0.08), (1320, 0.12)],
    "miss": [(330, 0.09), (262, 0.12)],
    "power": [(520, 0.06), (780, 0.06), (520, 0.06), (1040, 0.1)],
    "dice": [(200, 0.02), (0, 0.02), (240, 0.02), (0, 0.03), (180, 0.02)],
    "card": [(1200, 0.03), (900, 0.04)],
    "win": [(523, 0.12), (659, 0.12), (784, 0.12), (1047, 0.35)],
    "click": [(1500, 0.015)],
    # Elem Master: stones sliding, a clash, a swelling, a gust, a rising spell, a turn's gong
    "em_move": [(196, 0.03), (247, 0.04)],
    "em_hit": [(147, 0.05), (0, 0.01), (110, 0.09)],
    "em_grow": [(392, 0.04), (494, 0.04), (587, 0.07)],
    "em_wind": [(988, 0.03), (880, 0.03), (784, 0.03), (698, 0.05)],
    "em_spell": [(440, 0.05), (554, 0.05), (659, 0.05), (880, 0.09)],
    "em_turn": [(262, 0.06), (392, 0.08)],
    # Elementary Evolution: the elements' own voices
    "shuffle": [(300, 0.015), (0, 0.01), (340, 0.015), (0, 0.01), (280, 0.015), (0, 0.01), (320, 0.02)],
    "burn": [(700, 0.05), (520, 0.05), (380, 0.07), (250, 0.1)],
    "root": [(140, 0.07), (0, 0.02), (110, 0.12)],
    "splash": [(1400, 0.03), (1100, 0.03), (880, 0.04), (660, 0.06)],
    "gust": [(420, 0.05), (560, 0.05), (700, 0.05), (560, 0.06)],
    "chime": [(988, 0.07), (1319, 0.12)],
    "spell": [(392, 0.06), (523, 0.06), (784, 0.06), (622, 0.12)],
    # Kaiju & Mecha dice: a heavy stomp for a Mecha, a zap for a cancel, a swipe for a steal.
    "stomp": [(90, 0.07), (0, 0.02), (70, 0.12)],
    "zap": [(1400, 0.03), (700, 0.03), (350, 0.06)],
    "swipe": [(600, 0.02), (800, 0.02), (1000, 0.02), (1300, 0.04)],
    "ouch": [(300, 0.05), (220, 0.12)],
}


_RAW: dict[tuple[str, int], bytes] = {}  # (tune, channels) -> samples: synthesised once per process


def _raw(name: str, channels: int) -> bytes:
    """A tune's samples for a mixer of `channels`, synthesised the first time (a client made again,
    as every scene test does, no longer spends a tenth of a second on it)."""
    key = (name, channels)
    if key not in _RAW:
        raw = _synth(TUNES[name])
        if channels == 2:
            stereo = array.array("h")
            for s in array.array("h", raw):
                stereo.extend((s, s))
            raw = stereo.tobytes()
        _RAW[key] = raw
    return _RAW[key]


def _synth(notes: list[tuple[float, float]]) -> bytes:
    samples = array.array("h")
    for freq, dur in notes:
        n = int(RATE * dur)
        for i in range(n):
            if freq <= 0:
                samples.append(0)
                continue
            env = min(1.0, i / (RATE * 0.004)) * (1 - i / n) ** 1.5
            samples.append(int(9000 * env * math.sin(2 * math.pi * freq * i / RATE)))
    return samples.tobytes()


class Sounds:
    """Plays named effects at the volume setting; does nothing when audio is unavailable."""

    def __init__(self, volume: int = 70) -> None:
        self.enabled = False
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            mixer = pygame.mixer.get_init()
            if mixer is None:  # no audio device: the game is silent
                return
            channels = mixer[2]
            for name in TUNES:
                self._sounds[name] = pygame.mixer.Sound(buffer=_raw(name, channels))
            self.enabled = True
        except (pygame.error, TypeError, ValueError):
            self.enabled = False

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        snd = self._sounds.get(name)
        if snd is not None:
            snd.set_volume(self.volume / 100)
            snd.play()
