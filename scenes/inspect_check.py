"""What check-data asks of a table's inspect texts: the declared form of each game's answer.

A game whose table describes pieces from its `inspect:` texts registers `GameSpec.inspect_check`,
a function giving an `InspectCases`: the table's own inspect function, every (kind, ident) its
table can show (from the definitions), and where that function reads its words, so that the check
can hand it words that refuse a missing key (a missing sentence is a located error, not the key
itself shown to a player).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class InspectCases:
    inspect: Callable[[str, Any, str], Any]  # (kind, ident, lang) -> the description
    cases: list[tuple[str, Any]]
    # (object, attribute, make(words) -> value): where the inspect function finds its words
    words_at: list[tuple[Any, str, Callable[[dict[str, Any]], Any]]] = field(default_factory=list)
