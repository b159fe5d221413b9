#!/usr/bin/env python3
"""Lantern's CPU kernel against PyTorch 2.x's scaled_dot_product_attention on the same CPU.

For each shape, `lantern-cli graph sdpa` generates the graph (torch-mlir's linalg form), and
`lantern-cli run GRAPH SCHEDULE --backend cpu --json REPORT` applies the schedule, JITs the kernel,
runs it on generated inputs, checks it against a float64 reference on a sample of rows and times it
(median of --repeats after --warmup untimed runs, at least one). In this process, PyTorch times
torch.nn.functional.scaled_dot_product_attention on CPU tensors of the same shape and dtype
(--warmup calls, then the median of --repeats, time.perf_counter around each call). TF/s counts
4*B*H*S*S*D flops, half of it for causal (as lantern-cli does); ratio = Lantern ms / PyTorch ms
(below 1: Lantern is faster).

Threads: Lantern's parallel loops run on MLIR's async runtime, whose pool has one thread per CPU of
the process's affinity mask; PyTorch gets torch.set_num_threads() of that number unless
--torch-threads says otherwise (given twice or more, one PyTorch column per thread count).
--threads 1,2,4,8,16 runs the table once per count instead (lantern-cli run --threads N, which
narrows the run's affinity mask to N CPUs; PyTorch with N threads) and ends with each side's
speed-up over its own 1-thread time (the scaling the issue asks for).

Shapes: --shape B,H,S,D[,MASK], repeatable. MASK: none (default), causal (the graph's built-in
causal mask; PyTorch gets is_causal=True), bool (a boolean mask argument filled at random, 80% kept;
PyTorch gets a bool attn_mask of the same density), bool-padding (a boolean mask with fully masked
rows and trailing padding keys, lantern-cli's --mask-kind padding; PyTorch gets the same pattern).
Default set: 1,4,256,64  1,4,512,64  1,4,1024,64  1,4,1024,64,causal  1,4,1024,64,bool.

Peer: PyTorch 2.x imported by the Python running this script (its version is printed). When torch
cannot be imported (or has no scaled_dot_product_attention, i.e. PyTorch < 2.0), no PyTorch
numbers are made up: the script says so and runs the C++ bench build/bin/lantern-bench-cpu, whose
peer is the libtorch 1.13 Lantern links (its own fixed shapes), or exits with status 2 and how to
install torch when that bench is missing or --no-fallback is given.

Examples:
  /work/torch-venv/bin/python tests/bench/cpu_vs_pytorch.py
  /work/torch-venv/bin/python tests/bench/cpu_vs_pytorch.py --dtype bf16 --shape 1,8,2048,128,causal
  /work/torch-venv/bin/python tests/bench/cpu_vs_pytorch.py --torch-threads 1 --torch-threads 2
Install PyTorch 2.x (CPU is enough): python3 -m venv /work/torch-venv && /work/torch-venv/bin/pip install torch
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_SHAPES = ["1,4,256,64", "1,4,512,64", "1,4,1024,64", "1,4,1024,64,causal", "1,4,1024,64,bool"]
MASKS = {  # shape's MASK -> (lantern-cli graph sdpa --mask, lantern-cli run --mask-kind)
    "none": ("none", "none"),
    "causal": ("causal", "none"),
    "bool": ("bool", "random"),
    "bool-padding": ("bool", "padding"),
}
INSTALL = "python3 -m venv /work/torch-venv && /work/torch-venv/bin/pip install torch"


def parse_shape(text):
    parts = [p.strip() for p in text.split(",")]
    if len(parts) not in (4, 5):
        raise argparse.ArgumentTypeError(f"'{text}': expected B,H,S,D[,MASK]")
    try:
        b, h, s, d = (int(p) for p in parts[:4])
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}': B, H, S and D must be integers")
    mask = parts[4] if len(parts) == 5 else "none"
    if mask not in MASKS:
        raise argparse.ArgumentTypeError(f"'{text}': MASK must be one of {', '.join(MASKS)}")
    if min(b, h, s, d) < 1:
        raise argparse.ArgumentTypeError(f"'{text}': sizes must be positive")
    return b, h, s, d, mask


def label(shape):
    b, h, s, d, mask = shape
    return f"b{b} h{h} s{s} d{d}" + ("" if mask == "none" else " " + mask)


def flops(shape):
    b, h, s, d, mask = shape
    full = 4.0 * b * h * s * s * d
    return full / 2 if mask == "causal" else full


def lantern_threads():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def load_average():
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def run_lantern(args, shape, dtype, workdir, threads=0):
    """Median ms, TF/s and verdict of lantern-cli run; (None, None, why) when it did not run."""
    b, h, s, d, mask = shape
    graph_mask, mask_kind = MASKS[mask]
    graph = os.path.join(workdir, f"sdpa_b{b}_h{h}_s{s}_d{d}_{dtype}_{mask}.mlir")
    made = subprocess.run([args.cli, "graph", "sdpa", "--batch", str(b), "--heads", str(h), "--seq", str(s),
                           "--dim", str(d), "--dtype", dtype, "--mask", graph_mask, "-o", graph],
                          capture_output=True, text=True)
    if made.returncode != 0:
        return None, None, "graph sdpa failed: " + (made.stderr.strip().splitlines() or ["?"])[-1][:80]
    report = graph + ".json"
    command = [args.cli, "run", graph, args.schedule, "--backend", "cpu", "--repeats", str(args.repeats),
               "--warmup", str(max(1, args.warmup)), "--check-rows", str(args.check_rows),
               "--mask-kind", mask_kind, "--cpu", args.cpu, "--json", report]
    if threads:
        command += ["--threads", str(threads)]
    if not args.graph_oracle:
        command.append("--no-graph-oracle")
    if args.verbose:
        print("$ " + " ".join(command), file=sys.stderr)
    ran = subprocess.run(command, capture_output=True, text=True)
    if not os.path.exists(report):
        return None, None, "no report: " + (ran.stderr.strip().splitlines() or ["?"])[-1][:80]
    with open(report) as f:
        r = json.load(f)
    if not r.get("completed") or not r.get("median_ms"):
        return None, None, f"stopped at {r.get('failed_stage', '?')}: {r.get('reason', '')[:70]}"
    verdict = r["verdict"] + ("" if r["verdict"] == "pass" else ": " + r.get("reason", "")[:60])
    return r["median_ms"], r["tflops"], verdict


def torch_inputs(torch, shape, dtype):
    b, h, s, d, mask = shape
    gen = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(b, h, s, d, generator=gen).to(dtype) for _ in range(3))
    kwargs = {}
    if mask == "causal":
        kwargs["is_causal"] = True
    elif mask == "bool":
        kwargs["attn_mask"] = torch.rand(b, h, s, s, generator=gen) < 0.8
    elif mask == "bool-padding":  # like lantern-cli's padding: s/8 rows fully masked, the last s/8 keys masked
        keep = torch.ones(b, h, s, s, dtype=torch.bool)
        keep[..., s - max(1, s // 8):] = False
        for bh in range(b * h):
            rows = torch.randperm(s, generator=gen)[:max(1, (s + 7) // 8)]
            keep.view(b * h, s, s)[bh, rows, :] = False
        kwargs["attn_mask"] = keep
    return q, k, v, kwargs


def time_torch(torch, shape, dtype, threads, args):
    import torch.nn.functional as F
    torch.set_num_threads(threads)
    q, k, v, kwargs = torch_inputs(torch, shape, dtype)
    context = None
    if args.torch_backend != "default":
        from torch.nn.attention import SDPBackend, sdpa_kernel
        context = sdpa_kernel([{"math": SDPBackend.MATH, "flash": SDPBackend.FLASH_ATTENTION}[args.torch_backend]])
    try:
        if context:
            context.__enter__()
        with torch.inference_mode():
            for _ in range(args.warmup):
                F.scaled_dot_product_attention(q, k, v, **kwargs)
            times = []
            for _ in range(args.repeats):
                start = time.perf_counter()
                F.scaled_dot_product_attention(q, k, v, **kwargs)
                times.append((time.perf_counter() - start) * 1e3)
        return statistics.median(times), ""
    except RuntimeError as error:  # e.g. a backend that does not take this dtype or mask
        return None, str(error).splitlines()[0][:60]
    finally:
        if context:
            context.__exit__(None, None, None)


def measure_rounds(args, torch, shape, dtype, workdir, count, columns):
    """Lantern's and PyTorch's times in `args.rounds` rounds, the side that goes first alternating (on a
    shared host the first run of a pair was the slower one, whichever side it was): each side's median
    over the rounds, and the spread of the per-round ratios (Lantern ms / PyTorch ms, first column)."""
    rounds, ratios = [], []
    for r in range(args.rounds):
        def lantern():
            return run_lantern(args, shape, args.dtype, workdir, count)

        def peers():
            return [time_torch(torch, shape, dtype, n, args) for n in columns]
        if r % 2 == 0:
            ours = lantern()
            theirs = peers()
        else:
            theirs = peers()
            ours = lantern()
        rounds.append((ours, theirs))
        if ours[0] and theirs[0][0]:
            ratios.append(ours[0] / theirs[0][0])
        if ours[0] is None or not ours[2].startswith("pass"):
            return ours[0], ours[1], ours[2], theirs, "-"
    ms = statistics.median(o[0] for o, _ in rounds)
    tf = statistics.median(o[1] for o, _ in rounds)
    peers = []
    for i in range(len(columns)):
        times = [t[i][0] for _, t in rounds if t[i][0]]
        peers.append((statistics.median(times), "") if times else rounds[0][1][i])
    spread = (f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})" if ratios else "-")
    return ms, tf, rounds[0][0][2], peers, spread


def fallback(args, why):
    print(f"cpu_vs_pytorch: no PyTorch 2.x peer: {why}", file=sys.stderr)
    print(f"  (Python {sys.executable}; install one with: {INSTALL};", file=sys.stderr)
    print("   then run this script with that venv's python, or `make bench BENCH_PYTHON=...`)", file=sys.stderr)
    bench = os.path.join(os.path.dirname(os.path.abspath(args.cli)), "lantern-bench-cpu")
    if args.no_fallback or not os.access(bench, os.X_OK):
        if not args.no_fallback:
            print(f"cpu_vs_pytorch: no fallback either: {bench} is not built", file=sys.stderr)
        return 2
    print(f"# fallback peer: libtorch 1.13 (C++, linked into {bench}); its own shapes (B1 H8 D64 f32), "
          f"schedule {args.schedule}; --shape/--dtype do not apply", flush=True)
    return subprocess.run([bench, args.schedule, str(args.repeats)]).returncode


def main():
    p = argparse.ArgumentParser(prog="cpu_vs_pytorch.py", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cli", default=os.path.join(ROOT, "build", "bin", "lantern-cli"),
                   help="lantern-cli to run (default: build/bin/lantern-cli of this checkout)")
    p.add_argument("--schedule", default=os.path.join(ROOT, "schedules", "flash-attention-cpu.json"),
                   help="CPU schedule (default: schedules/flash-attention-cpu.json)")
    p.add_argument("--shape", action="append", type=parse_shape, metavar="B,H,S,D[,MASK]",
                   help="a shape to run; repeatable; MASK: " + ", ".join(MASKS) + " (default: the set above)")
    p.add_argument("--dtype", default="f32", choices=["f32", "bf16"], help="element type of Q, K, V and the output")
    p.add_argument("--repeats", type=int, default=10, help="timed runs per shape and side (median; default 10)")
    p.add_argument("--warmup", type=int, default=3, help="untimed calls before timing, each side (lantern-cli at least 1; default 3)")
    p.add_argument("--torch-threads", type=int, action="append", metavar="N",
                   help="PyTorch thread count; repeatable for one column each (default: Lantern's, the CPUs "
                        "in the affinity mask)")
    p.add_argument("--threads", default="",
                   help="comma-separated thread counts: the table once per count, both sides on that many "
                        "threads, then the scaling of each (e.g. 1,2,4,8,16)")
    p.add_argument("--torch-backend", default="default", choices=["default", "math", "flash"],
                   help="SDPA backend PyTorch may use (default: its own choice; on the CPU the flash kernel "
                        "where it applies)")
    p.add_argument("--check-rows", type=int, default=64,
                   help="rows lantern-cli checks against the float64 oracle (0 = all; default 64)")
    p.add_argument("--graph-oracle", action="store_true",
                   help="also compile and run the unscheduled graph as a second oracle (slow at large S)")
    p.add_argument("--no-fallback", action="store_true",
                   help="without PyTorch 2.x exit with status 2 instead of running lantern-bench-cpu (libtorch 1.13)")
    p.add_argument("--cpu", default="native", choices=["native", "avx2", "avx512"],
                   help="vector instructions of both sides: lantern-cli run --cpu, and PyTorch's kernels "
                        "chosen for that level (ATEN_CPU_CAPABILITY, MKL_ENABLE_INSTRUCTIONS, ONEDNN_MAX_CPU_ISA, "
                        "set before torch is imported)")
    p.add_argument("--rounds", type=int, default=1,
                   help="measure each row this many times, alternating which side runs first; the row gives each "
                        "side's median over the rounds and the per-round ratios' median and range (default 1)")
    p.add_argument("-v", "--verbose", action="store_true", help="print each lantern-cli command")
    args = p.parse_args()
    shapes = args.shape or [parse_shape(s) for s in DEFAULT_SHAPES]
    if args.repeats < 1 or args.warmup < 0 or args.rounds < 1:
        p.error("--repeats and --rounds must be >= 1 and --warmup >= 0")
    if not os.access(args.cli, os.X_OK):
        print(f"cpu_vs_pytorch: {args.cli} is not an executable; build it (make build) or pass --cli", file=sys.stderr)
        return 2

    if args.cpu != "native":  # PyTorch's own kernels, MKL's and oneDNN's GEMMs: each has its own switch
        os.environ["ATEN_CPU_CAPABILITY"] = args.cpu
        os.environ["MKL_ENABLE_INSTRUCTIONS"] = {"avx2": "AVX2", "avx512": "AVX512"}[args.cpu]
        os.environ["ONEDNN_MAX_CPU_ISA"] = {"avx2": "AVX2", "avx512": "AVX512_CORE"}[args.cpu]
    try:
        import torch
        import torch.nn.functional as F
    except ImportError as error:
        return fallback(args, f"torch is not importable ({error})")
    if not hasattr(F, "scaled_dot_product_attention"):
        return fallback(args, f"torch {torch.__version__} has no scaled_dot_product_attention (PyTorch < 2.0)")

    threads = lantern_threads()
    torch_threads = args.torch_threads or [threads]
    default_threads = torch.get_num_threads()
    dtype = {"f32": torch.float32, "bf16": torch.bfloat16}[args.dtype]
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
    except OSError:
        pass
    print(f"# {cpu}; {os.cpu_count()} CPUs, {threads} in the affinity mask")
    print(f"# Lantern: {args.cli} run ... {os.path.relpath(args.schedule, ROOT)} --backend cpu, async runtime pool "
          f"of {threads} threads, --cpu {args.cpu}; median of {args.repeats} after {max(1, args.warmup)} warm-up")
    print(f"# peer: PyTorch {torch.__version__} ({os.path.dirname(torch.__file__)}), "
          f"F.scaled_dot_product_attention, backend {args.torch_backend}, threads "
          f"{'/'.join(map(str, torch_threads))} (its default here: {default_threads}); "
          f"median of {args.repeats} after {args.warmup} warm-up, time.perf_counter, CPU capability "
          f"{torch.backends.cpu.get_cpu_capability()}")
    print(f"# dtype {args.dtype}; TF/s = 4*b*h*s*s*d (causal: half); ratio = Lantern ms / PyTorch ms")
    print(f"# load average at the start: {load_average()} (other work on these cores makes every number noisy)")
    print()

    counts = [int(n) for n in args.threads.split(",") if n.strip()] if args.threads else [0]
    if any(n < 0 or n > threads for n in counts):
        p.error(f"--threads: counts from 1 to {threads} (the CPUs in the affinity mask)")
    failures = 0
    scaling = {}  # (shape label, threads) -> (lantern ms, pytorch ms)
    for count in counts:
        columns = [count] if count else torch_threads
        if count:
            print(f"\n## {count} thread{'s' if count > 1 else ''}: lantern-cli run --threads {count}, "
                  f"torch.set_num_threads({count})")
        cols = [f"pytorch ms t{n}" for n in columns]
        header = (f"| shape | lantern ms | " + " | ".join(cols) + " | " +
                  " | ".join(f"ratio t{n}" for n in columns) + " | lantern TF/s | " +
                  " | ".join(f"pytorch TF/s t{n}" for n in columns) + " | lantern verdict |" +
                  (f" ratio t{columns[0]} per round (median, min-max of {args.rounds}) |" if args.rounds > 1 else ""))
        print(header)
        print("|" + "---|" * header.count(" | ") + "---|")
        with tempfile.TemporaryDirectory(prefix="lantern-bench-") as workdir:
            for shape in shapes:
                f = flops(shape)
                ms, tf, verdict, peers, spread = measure_rounds(args, torch, shape, dtype, workdir, count, columns)
                if ms is None or not verdict.startswith("pass"):
                    failures += 1
                if count:
                    scaling[(label(shape), count)] = (ms, peers[0][0])
                cells = [label(shape), f"{ms:.2f}" if ms else "failed"]
                cells += [f"{pm:.2f}" if pm else f"n/a ({why})" for pm, why in peers]
                cells += [f"{ms / pm:.2f}" if ms and pm else "-" for pm, _ in peers]
                cells += [f"{tf:.3f}" if tf else "-"]
                cells += [f"{f / (pm * 1e-3) / 1e12:.3f}" if pm else "-" for pm, _ in peers]
                cells += [verdict]
                if args.rounds > 1:
                    cells += [spread]
                print("| " + " | ".join(cells) + " |", flush=True)
    if scaling and min(counts) >= 1:
        base = min(counts)
        print(f"\n# scaling: each side's time on {base} thread{'s' if base > 1 else ''} / its time on N")
        print("| shape | " + " | ".join(f"lantern x{n}" for n in counts) + " | " +
              " | ".join(f"pytorch x{n}" for n in counts) + " |")
        print("|" + "---|" * (1 + 2 * len(counts)))
        for shape in shapes:
            name = label(shape)
            one = scaling.get((name, base), (None, None))

            def speedup(side, n):
                t, t1 = scaling.get((name, n), (None, None))[side], one[side]
                return f"{t1 / t:.2f}" if t and t1 else "-"
            print(f"| {name} | " + " | ".join(speedup(0, n) for n in counts) + " | " +
                  " | ".join(speedup(1, n) for n in counts) + " |")
    torch.set_num_threads(default_threads)
    print(f"\n# load average at the end: {load_average()}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
