#!/usr/bin/env python3
"""The docs check: README.md and docs/**/*.md say what the tool does today.

Two checks, run by tests/lit/docs/docs.test in `make test`:

1. Links. Every relative link `[text](path)` or `[text](path#anchor)` names a file (or folder) of
   the repository, and an anchor names a heading of that file (GitHub's slugs: lower case, spaces
   to '-', punctuation other than '-' and '_' dropped). Links to http(s) and mailto are not
   followed (the machines that run the tests have no internet).

2. Runnable blocks. A fenced block whose info string is `console` is a transcript:

       ```console
       $ build/bin/lantern-cli steps --json | head -c 1
       {
       ```

   Each line starting with `$ ` is a command (a line ending in `\\` continues on the next, as in bash), run by
   bash in a scratch directory that holds a link to every top-level entry of the repository (so
   `build/bin/...`, `assets/...` and `schedules/...` resolve, and files the command writes land in
   the scratch directory). The lines after it, up to the next `$ ` line, are its expected output
   (stdout and stderr together): a line `...` stands for any number of lines, `...` inside a line
   for any text; trailing spaces do not count. The command must exit 0, unless the last expected
   line is `[exit N]`. Commands of one block share the scratch directory, in order. Blocks with any
   other info string (`sh`, none) are shown, not run.

Usage: check_docs.py [--root DIR] [--build DIR] [--only FILE] [--links-only]
Exit 0 when everything holds; else each mismatch is printed with its file and line.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([^`\s]*)")
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
COMMAND_TIMEOUT_S = 120


def markdown_files(root):
    files = [root / "README.md"]
    files += sorted((root / "docs").rglob("*.md"))
    return [f for f in files if f.exists()]


def slug(heading):
    text = heading.strip().lower()
    text = re.sub(r"`", "", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def headings(path):
    """The anchors of a markdown file's headings, outside fenced blocks (duplicates get -1, -2)."""
    seen = {}
    anchors = set()
    for _, line in outside_fences(path.read_text(encoding="utf-8")):
        if line.startswith("#"):
            s = slug(line.lstrip("#"))
            n = seen.get(s, 0)
            anchors.add(s if n == 0 else f"{s}-{n}")
            seen[s] = n + 1
    return anchors


def outside_fences(text):
    """(line number, line) of the lines outside fenced blocks."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        m = FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(2)
            elif m.group(2).startswith(fence[0]) and len(m.group(2)) >= len(fence):
                fence = None
            continue
        if fence is None:
            yield number, line


def check_links(root, path):
    problems = []
    text = path.read_text(encoding="utf-8")
    for number, line in outside_fences(text):
        # Inline code spans are not links.
        line = re.sub(r"`[^`]*`", "", line)
        for m in LINK.finditer(line):
            target = m.group(1) or m.group(2)
            if re.match(r"^[a-z]+:", target):
                continue
            file_part, _, anchor = target.partition("#")
            dest = path if not file_part else (path.parent / file_part)
            where = f"{path.relative_to(root)}:{number}"
            if not dest.exists():
                problems.append(f"{where}: link to {target}: no such file {dest.relative_to(root) if dest.is_relative_to(root) else dest}")
                continue
            try:
                dest.resolve().relative_to(root.resolve())
            except ValueError:
                problems.append(f"{where}: link to {target} leaves the repository")
                continue
            if anchor and dest.suffix == ".md" and anchor not in headings(dest):
                problems.append(f"{where}: link to {target}: {dest.name} has no heading with the anchor #{anchor}")
    return problems


def console_blocks(path):
    """(first line number, [(line number, command, [expected lines])]) per console block."""
    lines = path.read_text(encoding="utf-8").splitlines()
    blocks = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, info = m.group(1), m.group(2), m.group(3)
        body, start = [], i + 1
        i += 1
        while i < len(lines) and not (lines[i].strip().startswith(fence) and lines[i].strip().strip(fence[0]) == ""):
            body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i])
            i += 1
        i += 1
        if info != "console":
            continue
        commands = []
        j = 0
        while j < len(body):
            if body[j].startswith("$ "):
                number = start + j + 1
                command = body[j][2:]
                while command.endswith("\\") and j + 1 < len(body):
                    j += 1
                    command = command + "\n" + body[j]
                commands.append((number, command, []))
            elif commands:
                commands[-1][2].append(body[j])
            elif body[j].strip():
                commands.append((start + j + 1, None, [body[j]]))
            j += 1
        blocks.append((start, commands))
    return blocks


def line_pattern(expected):
    parts = expected.rstrip().split("...")
    return re.compile("^" + ".*".join(re.escape(p) for p in parts) + "$")


def matches(expected, actual):
    """Whether the actual lines match the expected ones (`...` lines skip any number of lines)."""
    expected = [e.rstrip() for e in expected]
    actual = [a.rstrip() for a in actual]
    while expected and expected[-1] == "":
        expected.pop()
    while actual and actual[-1] == "":
        actual.pop()
    memo = {}

    def go(e, a):
        key = (e, a)
        if key in memo:
            return memo[key]
        if e == len(expected):
            result = a == len(actual)
        elif expected[e] == "...":
            result = any(go(e + 1, k) for k in range(a, len(actual) + 1))
        else:
            result = a < len(actual) and bool(line_pattern(expected[e]).match(actual[a])) and go(e + 1, a + 1)
        memo[key] = result
        return result

    return go(0, 0)


def scratch_directory(root, build):
    scratch = Path(tempfile.mkdtemp(prefix="lantern-docs-"))
    for entry in root.iterdir():
        if entry.name in (".git", "build"):
            continue
        (scratch / entry.name).symlink_to(entry.resolve())
    (scratch / "build").symlink_to(build.resolve())
    return scratch


def run_blocks(root, build, path):
    problems = []
    for start, commands in console_blocks(path):
        scratch = scratch_directory(root, build)
        for number, command, expected in commands:
            where = f"{path.relative_to(root)}:{number}"
            if command is None:
                problems.append(f"{where}: a console block's output with no `$ ` command before it")
                continue
            want_exit = 0
            if expected and re.fullmatch(r"\[exit \d+\]", expected[-1].strip() if expected[-1].strip() else ""):
                want_exit = int(expected[-1].strip()[6:-1])
                expected = expected[:-1]
            began = time.monotonic()
            try:
                done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=scratch, stdout=subprocess.PIPE,
                                      stderr=subprocess.STDOUT, timeout=COMMAND_TIMEOUT_S,
                                      env=dict(os.environ, COLUMNS="100", NO_COLOR="1"))
            except subprocess.TimeoutExpired:
                problems.append(f"{where}: `{command}` ran past {COMMAND_TIMEOUT_S} s")
                continue
            seconds = time.monotonic() - began
            output = done.stdout.decode("utf-8", "replace").splitlines()
            if done.returncode != want_exit:
                problems.append(f"{where}: `{command}` exited {done.returncode}, expected {want_exit}; it printed:\n"
                                + "\n".join("    " + o for o in output[-20:]))
            elif not matches(expected, output):
                problems.append(f"{where}: `{command}` printed what the docs do not show.\n  the docs show:\n"
                                + "\n".join("    " + e for e in expected) + "\n  it printed:\n"
                                + "\n".join("    " + o for o in output[:60]))
            print(f"  {seconds:6.2f} s  {where}  $ {command.splitlines()[0]}", flush=True)
    return problems


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", default=str(Path(__file__).resolve().parents[2]), help="the repository")
    p.add_argument("--build", default=None, help="the build directory (default ROOT/build)")
    p.add_argument("--only", action="append", default=[], help="check only these files (relative to ROOT)")
    p.add_argument("--links-only", action="store_true", help="check the links, run nothing")
    args = p.parse_args()
    root = Path(args.root).resolve()
    build = Path(args.build).resolve() if args.build else root / "build"
    files = [root / f for f in args.only] if args.only else markdown_files(root)
    problems = []
    commands = 0
    for path in files:
        if not path.exists():
            problems.append(f"{path}: no such file")
            continue
        problems += check_links(root, path)
        if not args.links_only:
            commands += sum(len(c) for _, c in console_blocks(path))
            problems += run_blocks(root, build, path)
    for problem in problems:
        print("error: " + problem)
    print(f"docs check: {len(files)} files, {commands} commands run, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
