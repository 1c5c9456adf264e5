"""The layout holds: shared code free of cycles and of game ids, each game's parts found by its spec,
every screen opened by a name the app knows."""

import ast
import sys
from pathlib import Path

import grimp
import pytest

from game import registry
from game.core import Result
from scenes.base import Scene

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import check_cycles  # noqa: E402


def test_the_cycle_finder_finds_a_cycle_a_function_hides():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert sorted(check_cycles.strongly_connected(graph)) == [["a", "b", "c"], ["e"]]
    tree = ast.parse("import x\ndef f():\n    import y\nif TYPE_CHECKING:\n    import z\n")
    assert [check_cycles.hidden_how(tree, n) for n in (1, 3, 5)] == ["", " (in a function)", " (type checking only)"]


def test_no_shared_module_is_in_an_import_cycle():
    """The shared machinery (scenes, sprites, net, the lab, game's own modules) is in no cycle,
    whatever hides the import; `tools/check_cycles.py` holds the whole tree to the same in CI."""
    graph = grimp.build_graph("game", "scenes", "sprites", "net", include_external_packages=False)
    edges = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    per_game = tuple(f"game.{gid}." for gid in registry.GAME_IDS)
    shared = [c for c in check_cycles.strongly_connected(edges) if not all(m.startswith(per_game) for m in c)]
    assert shared == []


def test_no_scene_imports_the_app():
    """Scenes open each other by name through the app (`app.open`), so only the app knows them all."""
    graph = grimp.build_graph("scenes", include_external_packages=False)
    assert graph.find_modules_that_directly_import("scenes.app") == set()


@pytest.mark.parametrize("path", ["game/match.py", "game/feed.py", "game/core.py", "scenes/common.py",
                                  "scenes/menu.py", "scenes/table.py"])
def test_shared_code_names_no_game(path):
    """A game's rulings and words live in its own packages, reached through its `GameSpec`."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    assert not strings & set(registry.GAME_IDS)


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_each_game_registers_its_parts(gid):
    spec = registry.get(gid)
    for part in ("table", "components", "contract", "results"):  # `features` is optional (the lab's extras)
        assert spec.part(part) is not None, f"{gid} registers no {part}"
    rows = spec.part("results")({}, Result((0,), [1.0, 0.0], "", {}), 2)
    assert len(rows) == 2 and all(isinstance(row, list) for row in rows)


def test_every_registered_screen_is_a_scene_factory():
    from scenes.app import SCENES

    for name, factory in SCENES.items():
        assert callable(factory), name
        if isinstance(factory, type):
            assert issubclass(factory, Scene), name
