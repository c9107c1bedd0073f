#!/usr/bin/env python3
"""The structure checks of `make lint` (CONTRIBUTING.md, "Checks that keep the shape").

    python3 tools/lint/structure.py            # every check; exit 1 and name each breach
    python3 tools/lint/structure.py cycles     # one check: cycles | lines | clock
    python3 tools/lint/test_structure.py       # the checks' own tests (each breaks a rule in a scratch tree)

- cycles: no module imports another that (through any chain) imports it back — per Rust crate (files under
  crates/<name>/src, an arrow whenever a file names an item of another file: `use crate::…`, `super::…`, a child
  module's path; a parent's re-export counts only where the parent uses the name itself; a file using what an
  enclosing module (lib.rs, a folder's mod.rs) holds is scope, not an arrow) and in web/src (static, type and
  dynamic imports).
- lines: no hand-written source file passes 700 lines (generated files are listed in GENERATED).
- clock: production Rust code reads the wall clock only through `domain::clock` (tests and test support may).

Web feature boundaries (a feature imports another only through its public surface) are ESLint's rule in
web/eslint.config.js; `npm run lint` checks them.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

MAX_LINES = 700
SOURCE_SUFFIXES = {".rs", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".py", ".sh", ".css", ".sql"}
# Written by a program, not by hand: each with the command that writes it.
GENERATED = {
    "web/src/lib/api/schema.d.ts": "make api-types",
}
# The one place production code may read the wall clock.
CLOCK_FILES = {"crates/domain/src/clock.rs"}
WALL_CLOCK = re.compile(r"\b(?:Utc|Local)::now\s*\(|\bSystemTime::now\s*\(|\bOffsetDateTime::now(?:_utc|_local)?\s*\(")


# ---------------------------------------------------------------------------------------------- reading source


def strip_rust(text: str) -> str:
    """The code without comments, string and char literals (kept as blanks so line numbers stay)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            end = n if end < 0 else end + 1 + len(hashes)
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'|'\\u\{[0-9a-fA-F]+\}'|'\\x[0-9a-fA-F]{2}'", text[i:i + 12]):
            m = re.match(r"'(\\.|[^\\'])'|'\\u\{[0-9a-fA-F]+\}'|'\\x[0-9a-fA-F]{2}'", text[i:i + 12])
            out.append("' '")
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def without_test_modules(code: str) -> str:
    """The code without `#[cfg(test)]` items (a test module's imports are not the module's structure)."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]", code):
        if m.start() < i:
            continue
        out.append(code[i:m.start()])
        j = m.end()
        # the item the attribute gates: up to its `;` or its balanced `{…}`
        while j < len(code) and code[j] not in "{;":
            j += 1
        if j < len(code) and code[j] == "{":
            depth = 0
            while j < len(code):
                depth += {"{": 1, "}": -1}.get(code[j], 0)
                j += 1
                if depth == 0:
                    break
        else:
            j += 1
        out.append("\n" * code.count("\n", m.start(), j))
        i = j
    out.append(code[i:])
    return "".join(out)


def use_paths(tree: str, prefix: list[str]) -> list[list[str]]:
    """The paths a `use` tree names: `a::{b, c::{d as e}}` → [a, b], [a, c, d]."""
    tree = tree.strip()
    if not tree:
        return []
    depth, parts, start = 0, [], 0
    for k, ch in enumerate(tree):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(tree[start:k])
            start = k + 1
    parts.append(tree[start:])
    if len(parts) > 1:
        return [p for part in parts for p in use_paths(part, prefix)]
    brace = tree.find("{")
    if brace >= 0:
        head = [s for s in tree[:brace].split("::") if s.strip()]
        return use_paths(tree[brace + 1:tree.rfind("}")], prefix + [s.strip() for s in head])
    path = tree.split(" as ")[0].strip()
    return [prefix + [s.strip() for s in path.split("::") if s.strip()]]


# ---------------------------------------------------------------------------------------------- Rust modules


def rust_modules(src: Path) -> dict[tuple[str, ...], Path]:
    """Each file of a crate's src under its module path (lib.rs, main.rs → the root)."""
    modules: dict[tuple[str, ...], Path] = {}
    for file in sorted(src.rglob("*.rs")):
        rel = file.relative_to(src).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "mod":
            parts.pop()
        if parts in (["lib"], ["main"]):
            parts = []
        if parts and parts[0] == "bin":
            continue  # each file under src/bin is a crate of its own
        modules.setdefault(tuple(parts), file)
    return modules


def rust_arrows(src: Path) -> dict[Path, dict[Path, set[str]]]:
    modules = rust_modules(src)
    arrows: dict[Path, dict[Path, set[str]]] = {file: {} for file in modules.values()}
    for module, file in modules.items():
        code = without_test_modules(strip_rust(file.read_text(encoding="utf-8")))
        children = {m[-1] for m in modules if len(m) == len(module) + 1 and m[:len(module)] == module}
        paths: list[list[str]] = []
        for m in re.finditer(r"(\bpub(?:\([^)]*\))?\s+)?\buse\s+([^;]+);", code):
            named = use_paths(m.group(2).replace("\n", " "), [])
            if m.group(1):
                # A re-export hands a name on (the module's face): an arrow only where the file itself uses the name.
                rest = code[:m.start()] + code[m.end():]
                named = [p for p in named if p[-1] in ("*", "self") or re.search(rf"\b{re.escape(p[-1])}\b", rest)]
            paths += named
        body = re.sub(r"\buse\s+[^;]+;", lambda m: "\n" * m.group(0).count("\n"), code)
        for m in re.finditer(r"(?<![\w:])((?:crate|super|self|\w+)(?:\s*::\s*\w+)+)", body):
            segments = [s.strip() for s in m.group(1).split("::")]
            if segments[0] in ("crate", "super", "self") or segments[0] in children:
                paths.append(segments)
        for path in paths:
            target = resolve(module, path, children, modules)
            # A module sees what its enclosing modules hold (lib.rs, a folder's mod.rs): an arrow to an ancestor is
            # scope, not a dependency that can close a circle. Between any other two files it is one.
            if target is not None and target != module[:len(target)]:
                arrows[file].setdefault(modules[target], set()).add(path[-1])
    return arrows


def resolve(module, path, children, modules):
    """The deepest file module a path names from `module`, or None when it leaves the crate."""
    here: tuple[str, ...]
    segments = list(path)
    if segments[0] == "crate":
        here, segments = (), segments[1:]
    elif segments[0] in ("super", "self"):
        here = module
        while segments and segments[0] in ("super", "self"):
            if segments.pop(0) == "super":
                here = here[:-1]
    elif segments[0] in children:
        here = module
    else:
        return None
    for segment in segments:
        if here + (segment,) in modules:
            here = here + (segment,)
        else:
            break
    return here


# ---------------------------------------------------------------------------------------------- web modules

WEB_IMPORT = re.compile(
    r"""(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]""",
)
WEB_SUFFIXES = (".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx")


def web_arrows(src: Path) -> dict[Path, dict[Path, set[str]]]:
    files = [f for f in src.rglob("*") if f.suffix in (".ts", ".tsx") and f.is_file()]
    arrows: dict[Path, dict[Path, set[str]]] = {f: {} for f in files}
    for file in files:
        text = re.sub(r"/\*.*?\*/", "", file.read_text(encoding="utf-8"), flags=re.S)
        text = re.sub(r"(?m)^\s*//.*$", "", text)
        for m in WEB_IMPORT.finditer(text):
            spec = m.group(1)
            if spec.startswith("@/"):
                base = src / spec[2:]
            elif spec.startswith("."):
                base = (file.parent / spec).resolve()
            else:
                continue
            target = next((Path(str(base) + s) for s in ("",) + WEB_SUFFIXES if Path(str(base) + s).is_file()), None)
            if target is not None and target.resolve() != file.resolve() and target.suffix in (".ts", ".tsx"):
                arrows[file].setdefault(target.resolve() if target.resolve() in arrows else target, set()).add(spec)
    return {f.resolve(): {t.resolve(): n for t, n in ts.items()} for f, ts in arrows.items()}


# ---------------------------------------------------------------------------------------------- cycles


def circles(arrows: dict[Path, dict[Path, set[str]]]) -> list[list[Path]]:
    """Strongly connected components of more than one file (Tarjan, iterative)."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], [0]
    for root in arrows:
        if root in index:
            continue
        work = [(root, iter(arrows.get(root, {})))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(arrows.get(nxt, {}))))
                    advanced = True
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def check_cycles(root: Path) -> list[str]:
    problems = []
    graphs = [(f"crate {src.parent.name}", rust_arrows(src)) for src in sorted(root.glob("crates/*/src"))]
    if (root / "web/src").is_dir():
        graphs.append(("web", web_arrows(root / "web/src")))
    for name, arrows in graphs:
        for component in circles(arrows):
            members = set(component)
            lines = [f"{name}: a circle of {len(component)} files:"]
            for file in component:
                for target, names in sorted(arrows[file].items()):
                    if target in members:
                        lines.append(f"    {rel(root, file)} -> {rel(root, target)}: {', '.join(sorted(names))}")
            problems.append("\n".join(lines))
    return problems


# ---------------------------------------------------------------------------------------------- lines, clock


def tracked(root: Path) -> list[str]:
    try:
        out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=root, capture_output=True, text=True, check=True).stdout
        return [line for line in out.splitlines() if (root / line).is_file()]
    except (OSError, subprocess.CalledProcessError):
        return [str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "node_modules" not in p.parts and "target" not in p.parts]


def check_lines(root: Path) -> list[str]:
    problems = []
    for path in tracked(root):
        if Path(path).suffix not in SOURCE_SUFFIXES or path in GENERATED:
            continue
        with open(root / path, encoding="utf-8", errors="replace") as f:
            count = sum(1 for _ in f)
        if count > MAX_LINES:
            problems.append(f"{path}: {count} lines (at most {MAX_LINES}: split it by what it holds)")
    return problems


def check_clock(root: Path) -> list[str]:
    problems = []
    for path in tracked(root):
        parts = Path(path).parts
        if not path.endswith(".rs") or len(parts) < 3 or parts[0] != "crates" or parts[2] != "src" or path in CLOCK_FILES:
            continue
        if parts[-1] == "testing.rs" or "testing" in parts[3:-1] or parts[1] == "bench":
            continue  # test support and the load generator (a tool that stamps its own data), not the product
        code = without_test_modules(strip_rust((root / path).read_text(encoding="utf-8")))
        for m in WALL_CLOCK.finditer(code):
            line = code.count("\n", 0, m.start()) + 1
            problems.append(f"{path}:{line}: reads the wall clock ({m.group(0).strip(' (')}): take `now` from the clock (domain::clock::Clock)")
    return problems


def rel(root: Path, file: Path) -> str:
    try:
        return str(file.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(file)


CHECKS = {"cycles": check_cycles, "lines": check_lines, "clock": check_clock}


def main(argv: list[str]) -> int:
    root = Path(os.environ.get("ZAR_STRUCTURE_ROOT", Path(__file__).resolve().parents[2]))
    names = argv or list(CHECKS)
    failed = False
    for name in names:
        problems = CHECKS[name](root)
        if problems:
            failed = True
            print(f"structure: {name}: {len(problems)} problem(s)")
            for problem in problems:
                print(f"  {problem}")
        else:
            print(f"structure: {name}: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
