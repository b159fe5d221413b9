#!/usr/bin/env python3
"""The floors of core/: a folder includes only folders on floors below its own.

docs/layout.md draws the same floors; this script is what keeps the drawing true (tests/lit/docs/
layers.test runs it in `make test`). A new folder of core/ must be given a floor here and there.

Usage: check_layers.py [--root DIR]; exit 0 when every #include "folder/..." of core/ goes down.
"""
import argparse
import re
import sys
from pathlib import Path

# Lowest first. Folders on one floor do not include each other.
FLOORS = [
    ["process", "check", "diff", "transforms"],  # no other folder of core/
    ["ir"],                                      # MLIR context, parsing, printing, constants
    ["graph", "backend"],                        # roles and the generator; compilers and drivers
    ["schedule"],                                # steps, catalog, emission
    ["session"],                                 # per-step snapshots, the trace
    ["run"],                                     # compile + run + check
    ["engine", "sweep"],                         # the engine process; sweeps and tuned tables
]

INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/')


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", default=str(Path(__file__).resolve().parents[2]))
    root = Path(p.parse_args().root) / "core"
    floor = {name: i for i, names in enumerate(FLOORS) for name in names}
    problems = []
    folders = sorted(d.name for d in root.iterdir() if d.is_dir())
    for folder in folders:
        if folder not in floor:
            problems.append(f"core/{folder}/ has no floor (tests/docs/check_layers.py FLOORS, docs/layout.md)")
            continue
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".h", ".cpp"):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = INCLUDE.match(line)
                if not m or m.group(1) == folder or m.group(1) not in floor:
                    continue
                if floor[m.group(1)] >= floor[folder]:
                    problems.append(f"{path.relative_to(root.parent)}:{number}: core/{folder}/ (floor {floor[folder]}) "
                                    f"includes core/{m.group(1)}/ (floor {floor[m.group(1)]}): only lower floors")
    for problem in problems:
        print("error: " + problem)
    print(f"layers: {len(folders)} folders of core/, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
