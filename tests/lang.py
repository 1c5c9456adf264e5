"""Language helpers the tests share: French sentences compared word for word, a block in French."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from game import i18n


def plain(text: str) -> str:
    """French puts no-break spaces before ': ; ! ?': the same sentence with plain spaces."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@contextmanager
def french() -> Iterator[None]:
    """The French interface for the block, the previous language after."""
    before = i18n.lang
    i18n.set_lang("fr")
    try:
        yield
    finally:
        i18n.set_lang(before)
