"""Checking a view or an event payload against its game's written contract (TypedDicts).

Each game writes down, in `game/<id>/contract.py`, the shape of what a seat is
sent: its `View` and one TypedDict per event kind (`EVENTS`). A table is written
against that contract only, so the same table can be fed over a network; this
module checks values against it (tests, and the network client on receipt).
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable
from typing import Any, Union, get_args, get_origin, get_type_hints


class ContractError(ValueError):
    """A value that does not have the shape its contract promises; says where."""


@functools.cache
def _hints(typed: type) -> dict[str, Any]:
    """A contract class's field types, resolved once: a class's annotations do not change, and
    resolving them at every value checked was half the time of a check (read-only: never mutated)."""
    return get_type_hints(typed)


def _check(value: Any, hint: Any, where: str) -> None:
    if hint is Any:
        return
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        errors = []
        for option in get_args(hint):
            try:
                _check(value, option, where)
                return
            except ContractError as exc:
                errors.append(str(exc))
        raise ContractError(f"{where}: {value!r} matches none of {hint}")
    if origin is typing.Literal:
        if value not in get_args(hint):
            raise ContractError(f"{where}: {value!r} is not one of {get_args(hint)}")
        return
    if hint is type(None):
        if value is not None:
            raise ContractError(f"{where}: expected null, got {value!r}")
        return
    if isinstance(hint, type) and typing.is_typeddict(hint):
        explain(value, hint, where)
        return
    if isinstance(hint, type) and issubclass(hint, tuple) and hasattr(hint, "_fields"):
        # a NamedTuple: JSON carries it as a list, field by field
        fields = _hints(hint)
        if not isinstance(value, (list, tuple)) or len(value) != len(fields):
            raise ContractError(f"{where}: expected a list of {len(fields)} ({', '.join(fields)}), got {value!r}")
        for (name, field), item in zip(fields.items(), value, strict=True):
            _check(item, field, f"{where}.{name}")
        return
    if origin in (list, tuple):
        if not isinstance(value, (list, tuple)):
            raise ContractError(f"{where}: expected a list, got {type(value).__name__}")
        args = get_args(hint)
        if args and not (origin is tuple and len(args) != 2):
            for i, item in enumerate(value):
                _check(item, args[0], f"{where}[{i}]")
        return
    if origin is dict:
        if not isinstance(value, dict):
            raise ContractError(f"{where}: expected a mapping, got {type(value).__name__}")
        args = get_args(hint)
        if args:
            for k, v in value.items():
                _check(v, args[1], f"{where}.{k}")
        return
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif isinstance(hint, type):
        ok = isinstance(value, hint)
    else:
        return
    if not ok:
        raise ContractError(f"{where}: expected {getattr(hint, '__name__', hint)}, got {value!r}")


# -- the same rules as `_check`, as a yes/no compiled once per type (a view is checked at every
# move of the contract tests and by the network client on receipt): a value that passes is done;
# one that does not goes through `_check`, which says where and why.
Valid = Callable[[Any], bool]


def _anything(value: Any) -> bool:
    return True


def _valid(hint: Any) -> Valid:
    try:
        return _valid_cached(hint)
    except TypeError:  # a hint that cannot be a key: compiled each time
        return _compile(hint)


@functools.cache
def _valid_cached(hint: Any) -> Valid:
    return _compile(hint)


def _compile(hint: Any) -> Valid:  # noqa: C901 - one branch per branch of `_check`, in its order
    if hint is Any:
        return _anything
    origin = get_origin(hint)
    if origin in (Union, types.UnionType):
        options = [_valid(option) for option in get_args(hint)]
        return lambda value: any(ok(value) for ok in options)
    if origin is typing.Literal:
        allowed = get_args(hint)
        return lambda value: value in allowed
    if hint is type(None):
        return lambda value: value is None
    if isinstance(hint, type) and typing.is_typeddict(hint):
        return lambda value: _typed_valid(hint)(value)  # fields compiled at the first value: a type may name itself
    if isinstance(hint, type) and issubclass(hint, tuple) and hasattr(hint, "_fields"):
        fields = [_valid(field) for field in _hints(hint).values()]
        return lambda value: (isinstance(value, (list, tuple)) and len(value) == len(fields)
                              and all(ok(item) for ok, item in zip(fields, value, strict=True)))
    if origin in (list, tuple):
        args = get_args(hint)
        if args and not (origin is tuple and len(args) != 2):
            each = _valid(args[0])
            return lambda value: isinstance(value, (list, tuple)) and all(each(item) for item in value)
        return lambda value: isinstance(value, (list, tuple))
    if origin is dict:
        args = get_args(hint)
        if args:
            each = _valid(args[1])
            return lambda value: isinstance(value, dict) and all(each(v) for v in value.values())
        return lambda value: isinstance(value, dict)
    if hint is float:
        return lambda value: isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if isinstance(hint, type):
        return lambda value: isinstance(value, hint)
    return _anything


@functools.cache
def _typed_valid(typed: type) -> Valid:
    hints = _hints(typed)
    required = tuple(getattr(typed, "__required_keys__", frozenset(hints)))
    fields = [(key, _valid(hint)) for key, hint in hints.items()]

    def ok(value: Any) -> bool:
        return (isinstance(value, dict) and all(key in value for key in required)
                and all(valid(value[key]) for key, valid in fields if key in value))
    return ok


def check(value: Any, typed: type, where: str = "value") -> None:
    """Raise ContractError unless `value` has every required key of `typed` with the right types."""
    if not _typed_valid(typed)(value):
        explain(value, typed, where)


def explain(value: Any, typed: type, where: str = "value") -> None:
    """`check` the long way, each field in turn: the ContractError says where the value is wrong."""
    if not isinstance(value, dict):
        raise ContractError(f"{where}: expected a mapping, got {type(value).__name__}")
    hints = _hints(typed)
    required = getattr(typed, "__required_keys__", frozenset(hints))
    for key in required:
        if key not in value:
            raise ContractError(f"{where}: missing '{key}'")
    for key, hint in hints.items():
        if key in value:
            _check(value[key], hint, f"{where}.{key}")
