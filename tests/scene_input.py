"""Input for headless scene tests: post a pygame event, then run a frame, as a person's click would."""

import pygame


def run(app, seconds, step=1 / 60):
    """Let `seconds` of frames pass."""
    for _ in range(int(seconds / step)):
        app.frame(step)


def click(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.frame(1 / 60)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame(1 / 60)
