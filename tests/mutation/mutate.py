#!/usr/bin/env python3
"""Mutation test of the built-in schedules (issue 21): every mutant of a shipped schedule (two steps
swapped, a step moved, deleted, duplicated or disabled, a tile or vector size changed) is either
refused with a message that names a step, or keeps the numbers. Mutants of CPU schedules are run on
the CPU on two assets (`lantern-cli run`, both oracles); mutants of GPU schedules are applied and each
step's IR before the GPU mapping is checked on the CPU (`lantern-cli check-steps`) when that command
exists, else only applied. A crash (a signal), a hang (past --timeout), a run that completes with the
wrong numbers, or a refusal that names no step fails the test.

With --backend cuda (on a host with an NVIDIA GPU) only the CUDA schedules are mutated and every
mutant is run there (`lantern-cli run --backend cuda`, both oracles): the GPU half of issue 21.

The mutations are a fixed function of --seed and --count, so a failure is reproducible: the failing
mutant's schedule is kept in --work with the command that shows it.

    tests/mutation/mutate.py --cli build/bin/lantern-cli --work /tmp/mut [--count 100] [--seed 1] [--jobs 2]
    tests/mutation/mutate.py --cli lantern-bundle/bin/lantern-cli --work /tmp/mut --backend cuda --count 48
"""
import argparse
import concurrent.futures
import copy
import json
import os
import random
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SIZE_FIELDS = ("sizes", "vector_sizes")

# Schedule, the assets its mutants run on (with the mask kind), and its share of the mutations.
PLAN = [
    ("flash-attention-cpu", [("sdpa_bool_mask_f32", "padding"), ("sdpa_f32", "none")], 5),
    ("tile-and-fuse", [("sdpa_bool_mask_f32", "padding"), ("sdpa_f32", "none")], 3),
    ("flash-attention-cuda", [("sdpa_bf16", "none")], 1),
    ("flash-attention-cuda-f32", [("sdpa_f32", "none")], 1),
    ("flash-attention-xegpu", [("sdpa_bf16", "none")], 1),
    ("flash-attention-xegpu-f32", [("sdpa_f32", "none")], 1),
]

# --backend cuda: the CUDA schedules, each on two assets of its dtype (GQA; causal; a padding mask
# with fully masked rows).
CUDA_PLAN = [
    ("flash-attention-cuda", [("sdpa_bf16", "none"), ("sdpa_gqa_bf16", "none")], 1),
    ("flash-attention-cuda-f32", [("sdpa_causal_f32", "none"), ("sdpa_bool_mask_f32", "padding")], 1),
]


def describe(step):
    target = step.get("target", "")
    return step["step"] + (" " + target if target else "")


def mutate(schedule, rng):
    """One mutation of `schedule`: (description, mutated schedule)."""
    steps = schedule["steps"]
    n = len(steps)
    out = copy.deepcopy(schedule)
    ms = out["steps"]
    sized = [i for i, s in enumerate(steps) if any(isinstance(s.get(f), list) and s.get(f) for f in SIZE_FIELDS)]
    kinds = ["swap", "move", "delete", "duplicate", "disable"] + (["resize", "resize"] if sized else [])
    kind = rng.choice(kinds)
    if kind == "swap":
        i = rng.randrange(n - 1)
        j = i + 1 if rng.random() < 0.7 else rng.randrange(n)
        if i == j:
            j = (i + 1) % n
        ms[i], ms[j] = ms[j], ms[i]
        return "swap %d and %d (%s, %s)" % (i + 1, j + 1, describe(steps[i]), describe(steps[j])), out
    if kind == "move":
        i = rng.randrange(n)
        j = rng.randrange(n)
        while j == i:
            j = rng.randrange(n)
        step = ms.pop(i)
        ms.insert(j, step)
        return "move %d (%s) to %d" % (i + 1, describe(steps[i]), j + 1), out
    if kind == "delete":
        i = rng.randrange(n)
        del ms[i]
        return "delete %d (%s)" % (i + 1, describe(steps[i])), out
    if kind == "duplicate":
        i = rng.randrange(n)
        ms.insert(i + 1, copy.deepcopy(ms[i]))
        return "duplicate %d (%s)" % (i + 1, describe(steps[i])), out
    if kind == "disable":
        i = rng.randrange(n)
        ms[i]["enabled"] = False
        return "disable %d (%s)" % (i + 1, describe(steps[i])), out
    i = rng.choice(sized)
    field = next(f for f in SIZE_FIELDS if isinstance(steps[i].get(f), list) and steps[i].get(f))
    sizes = list(steps[i][field])
    k = rng.randrange(len(sizes))
    old = sizes[k]
    choices = [0, 1, 8, 16, 64, 512, -4] + ([old * 2, max(old // 2, 1)] if old else [])
    new = rng.choice([c for c in choices if c != old])
    sizes[k] = new
    ms[i][field] = sizes
    return "resize %d (%s) %s[%d] %d -> %d" % (i + 1, describe(steps[i]), field, k, old, new), out


def names_a_step(text):
    return re.search(r"\bstep \d+\b", text) is not None


def classify(cmd, timeout, json_path):
    """Runs one command; returns (outcome, detail)."""
    start = time.time()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return "HANG", "past %d s" % timeout, time.time() - start
    elapsed = time.time() - start
    err = proc.stdout + proc.stderr
    if proc.returncode < 0:
        return "CRASH", "signal %s" % signal.Signals(-proc.returncode).name, elapsed
    if json_path and os.path.exists(json_path):
        with open(json_path) as f:
            report = json.load(f)
        if report.get("verdict") == "pass":
            return "pass", "", elapsed
        if report.get("completed"):
            oracles = ", ".join("%s rel-L2 %s" % (o["oracle"], o.get("rel_l2")) for o in report.get("oracles", [])
                                if o.get("available"))
            return "WRONG", "%s; NaN %s; %s" % (report.get("reason", ""), report.get("nan"), oracles), elapsed
        # Stopped before the verdict (a backend refusing the final IR): a refusal if it says why.
        diags = " | ".join(d.get("message", "") for d in report.get("diagnostics", []))[:300]
        return ("refused-compile" if diags else "UNEXPLAINED"), diags, elapsed
    if cmd[1] == "bisect" and proc.returncode == 1:  # a step changes the numbers
        found = next((l for l in err.splitlines() if l.startswith("first")), err.strip()[-200:])
        return "WRONG", found[:300], elapsed
    if proc.returncode in (1, 2):
        first = next((l for l in err.splitlines() if "error" in l or "failed" in l), err.strip()[:200])
        return ("refused" if names_a_step(err) else "UNNAMED"), first[:300], elapsed
    if proc.returncode == 0:
        return "applied", "", elapsed
    return "CRASH", "exit %d: %s" % (proc.returncode, err[-300:]), elapsed


def has_command(cli, name):
    proc = subprocess.run([cli, "--help"], capture_output=True, text=True)
    return re.search(r"^\s+%s\b" % re.escape(name), proc.stdout, re.M) is not None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--count", type=int, default=100, help="mutations in all, shared over the schedules")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=120, help="seconds per mutant and asset")
    parser.add_argument("--only", default="", help="run only the schedules whose names contain this")
    parser.add_argument("--backend", default="cpu", choices=["cpu", "cuda"],
                        help="cuda: mutate only the CUDA schedules and run every mutant on the GPU")
    parser.add_argument("--gpu-numerics", action="store_true",
                        help="bisect the GPU schedules' mutants on the CPU up to the GPU mapping (slow)")
    args = parser.parse_args()
    cli = os.path.abspath(args.cli)
    os.makedirs(args.work, exist_ok=True)
    gpu_numerics = args.gpu_numerics and has_command(cli, "bisect")
    plan = CUDA_PLAN if args.backend == "cuda" else PLAN
    weight = sum(w for _, _, w in plan)
    jobs = []
    for name, assets, share in plan:
        if args.only and args.only not in name:
            continue
        with open(os.path.join(ROOT, "schedules", name + ".json")) as f:
            schedule = json.load(f)
        cpu = schedule.get("target", "cpu") == "cpu"
        rng = random.Random("%s/%d" % (name, args.seed))
        count = max(1, round(args.count * share / weight))
        for m in range(count):
            what, mutant = mutate(schedule, rng)
            path = os.path.join(args.work, "%s.m%03d.json" % (name, m))
            with open(path, "w") as f:
                json.dump(mutant, f, indent=1)
            for asset, mask in assets:
                graph = os.path.join("assets", asset + ".mlir")
                report = os.path.join(args.work, "%s.m%03d.%s.report.json" % (name, m, asset))
                if os.path.exists(report):
                    os.remove(report)
                if cpu or args.backend == "cuda":
                    cmd = [cli, "run", graph, path, "--mask-kind", mask, "--repeats", "1", "--json", report]
                    if not cpu:
                        cmd += ["--backend", args.backend]
                elif gpu_numerics:
                    cmd, report = [cli, "bisect", graph, path, "--mask-kind", mask], None
                else:
                    cmd, report = [cli, "apply", graph, path, "-o", os.devnull], None
                jobs.append((name, m, what, asset, cmd, report))

    counts = {}
    bad = []
    started = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(classify, cmd, args.timeout, report): (name, m, what, asset, cmd)
                   for name, m, what, asset, cmd, report in jobs}
        for future in concurrent.futures.as_completed(futures):
            name, m, what, asset, cmd = futures[future]
            outcome, detail, elapsed = future.result()
            counts[outcome] = counts.get(outcome, 0) + 1
            line = "%-26s m%03d %-22s %-16s %5.1fs  %s%s" % (name, m, asset, outcome, elapsed, what,
                                                          ("  -- " + detail) if detail else "")
            print(line, flush=True)
            if outcome.isupper():
                bad.append((line, " ".join(cmd)))
    print("\n%d mutant runs of %d mutations in %.0f s: %s" % (len(jobs), len({(j[0], j[1]) for j in jobs}),
          time.time() - started, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    if bad:
        print("\nFAILED: %d mutant run(s) crashed, hung, gave wrong numbers or were refused without naming a step:" % len(bad))
        for line, cmd in bad:
            print("  " + line + "\n    reproduce: " + cmd)
        return 1
    print("ok: every mutant was refused naming a step, or kept the numbers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
