"""Import cycles in our packages, imports inside functions included; exit 1 when there is one.

A cycle dodged by moving an import into a function, or under `if TYPE_CHECKING:`, still ties the
modules together: neither can be read, typed or replaced alone. grimp sees every import statement
wherever it sits, so such a cycle shows here. A module that needs to name what another gives it
without importing it declares a `Protocol` (as `scenes.base.SceneHost` does for the app).

    python tools/check_cycles.py          # prints each cycle with the lines that close it
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import grimp

PACKAGES = ("game", "scenes", "sprites", "net")
ROOT = Path(__file__).resolve().parent.parent


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components with more than one module (or a module importing itself), iteratively."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, list[str]]] = [(root, sorted(graph[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(graph.get(nxt, ()))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                members = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.append(member)
                    if member == node:
                        break
                if len(members) > 1 or node in graph.get(node, ()):
                    found.append(sorted(members))
    return found


def hidden_how(tree: ast.Module, number: int) -> str:
    """How the import on line `number` hides: in a function, for type checking only, or not at all."""

    def walk(node: ast.AST, inside: str) -> str | None:
        for child in ast.iter_child_nodes(node):
            how = inside
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                how = " (in a function)"
            elif isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test) and not inside:
                how = " (type checking only)"
            if isinstance(child, ast.Import | ast.ImportFrom) and child.lineno <= number <= (child.end_lineno or 0):
                return inside
            found = walk(child, how)
            if found is not None:
                return found
        return None

    return walk(tree, "") or ""


def where(graph: grimp.ImportGraph, importer: str, imported: str) -> str:
    """`file:line` of each import of `imported` by `importer`, saying how it hides, if it does."""
    places = []
    path = ROOT / Path(*importer.split("."))
    source = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    tree = ast.parse(source.read_text(encoding="utf-8"))
    for detail in graph.get_import_details(importer=importer, imported=imported):
        number = int(detail["line_number"])
        how = hidden_how(tree, number)
        places.append(f"{source.relative_to(ROOT).as_posix()}:{number}{how}")
    return ", ".join(places) or "?"


def main() -> int:
    sys.path.insert(0, str(ROOT))
    graph = grimp.build_graph(*PACKAGES, include_external_packages=False, exclude_type_checking_imports=False)
    edges = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    cycles = strongly_connected(edges)
    for members in cycles:
        print(f"cycle: {{{', '.join(members)}}}")
        inside = set(members)
        for importer in members:
            for imported in sorted(edges[importer] & inside):
                print(f"  {importer} -> {imported}  {where(graph, importer, imported)}")
    if cycles:
        print(f"{len(cycles)} import cycle(s)")
        return 1
    print(f"no import cycles in {', '.join(PACKAGES)} ({len(edges)} modules)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
