#!/usr/bin/env python3
"""Lantern's CUDA kernels against PyTorch's scaled_dot_product_attention, side by side on one GPU.

For each shape, lantern-cli generates the graph (`graph sdpa`; Lantern's form of one op per step, or
torch-mlir's as an import emits it with --form torch-mlir), applies the schedule,
compiles it for the GPU, runs it on generated inputs, checks it against a float64 reference on a
sample of rows and times it with CUDA events (median after a warm-up). In the same script, PyTorch
times its SDPA backends (math, efficient, flash, cuDNN) on inputs of the same shape and dtype with
CUDA events too. TF/s counts 4·B·H·S²·D flops, half of it for causal. Backends PyTorch refuses for a
shape or dtype are listed as such.

Usage (on a GPU host with PyTorch; lantern-cli from `make bundle`):
  python3 tests/bench/gpu_vs_pytorch.py --cli lantern-bundle/bin/lantern-cli \
      --schedule schedules/flash-attention-cuda.json --dtype bf16 [--grid] [--quick]
  (f32: --schedule schedules/flash-attention-cuda-f32.json --dtype f32)
--ragged adds lengths no tile divides beside the next aligned length (b4 h16 d128: 1000 and 1024,
4000 and 4096, 197 and 256, 77 and 128; causal and not) and ends with each ragged length's TF/s as a
fraction of its aligned neighbour's, for Lantern and for the peers (issue 34: within 10 %).
--schedule may be given more than once: each schedule gets its own column, run on the same shapes in
the same process as the peers, with its ratios to PyTorch's flash (FA2) and cuDNN backends.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import warnings

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

TORCH_DTYPES = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}
PEERS = [("math", SDPBackend.MATH), ("efficient", SDPBackend.EFFICIENT_ATTENTION),
         ("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)]


def flops(b, h, s, d, causal):
    full = 4.0 * b * h * s * s * d
    return full / 2 if causal else full


def time_cuda(fn, repeats, warmup=3):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeats):
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop))
    times.sort()
    return times[len(times) // 2]


def torch_peer(backend, b, h, s, d, dtype, causal, repeats):
    q, k, v = (torch.randn(b, h, s, d, device="cuda", dtype=TORCH_DTYPES[dtype]) for _ in range(3))
    try:
        with sdpa_kernel([backend]):
            return time_cuda(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal), repeats), ""
    except RuntimeError as error:  # the backend does not take this dtype or shape
        return None, str(error).splitlines()[0][:60]
    finally:
        del q, k, v
        torch.cuda.empty_cache()


def lantern(cli, schedule, b, h, s, d, dtype, causal, repeats, check_rows, workdir, fold_batch, form="lantern"):
    if fold_batch:  # the same work as B*H heads of batch 1
        b, h = 1, b * h
    graph = os.path.join(workdir, f"sdpa_b{b}_h{h}_s{s}_d{d}_{dtype}{'_causal' if causal else ''}.mlir")
    subprocess.run([cli, "graph", "sdpa", "--batch", str(b), "--heads", str(h), "--seq", str(s), "--dim", str(d),
                    "--dtype", dtype, "--mask", "causal" if causal else "none", "--form", form, "-o", graph], check=True)
    report = graph + "." + os.path.splitext(os.path.basename(schedule))[0] + ".json"
    if os.path.exists(report):  # a run that fails before writing must not read an earlier one's
        os.remove(report)
    run = subprocess.run([cli, "run", graph, schedule, "--backend", "cuda", "--repeats", str(repeats),
                          "--check-rows", str(check_rows), "--no-graph-oracle", "--json", report],
                         capture_output=True, text=True)
    if not os.path.exists(report):
        return None, "no report: " + (run.stderr.strip().splitlines() or ["?"])[-1][:80]
    with open(report) as f:
        r = json.load(f)
    if not r.get("ok", r.get("median_ms", 0) > 0):
        return None, r.get("reason", "failed")[:80]
    return r["median_ms"], r["verdict"] + ("" if r["verdict"] == "pass" else ": " + r.get("reason", "")[:60])


def main():
    warnings.filterwarnings("ignore")  # PyTorch says why each refused backend was not used; the table says n/a
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cli", required=True)
    p.add_argument("--schedule", required=True, action="append", help="a schedule (repeat to compare several)")
    p.add_argument("--dtype", default="bf16", choices=sorted(TORCH_DTYPES))
    p.add_argument("--repeats", type=int, default=10)
    p.add_argument("--check-rows", type=int, default=64)
    p.add_argument("--grid", action="store_true", help="also the FlashAttention-3 paper grid (hidden 2048, b*s = 16k)")
    p.add_argument("--grid-seqs", default="512,1024,2048,4096,8192,16384",
                   help="the grid's sequence lengths (comma-separated; default: all six of the paper)")
    p.add_argument("--grid-dims", default="64,128", help="the grid's head dims (comma-separated)")
    p.add_argument("--quick", action="store_true", help="the headline shape only, non-causal")
    p.add_argument("--ragged", action="store_true",
                   help="also ragged lengths beside the next aligned one, and their TF/s ratios")
    p.add_argument("--form", default="lantern", choices=["lantern", "torch-mlir"],
                   help="the graph's form (torch-mlir: as the importer emits it, the causal mask added to the scores)")
    p.add_argument("--fold-batch", action="store_true",
                   help="give lantern batch 1 with B*H heads (the same work; PyTorch keeps B and H)")
    args = p.parse_args()

    shapes = [(4, 16, 4096, 128, False)]  # the headline shape
    if not args.quick:
        shapes.append((4, 16, 4096, 128, True))
    if args.grid:
        for d in (int(x) for x in args.grid_dims.split(",")):
            for s in (int(x) for x in args.grid_seqs.split(",")):
                for causal in (False, True):
                    shapes.append((16384 // s, 2048 // d, s, d, causal))

    ragged_pairs = [(1000, 1024), (4000, 4096), (197, 256), (77, 128)]
    if args.ragged:
        for pair in ragged_pairs:
            for s in pair:
                for causal in (False, True):
                    shapes.append((4, 16, s, 128, causal))
    measured = {}  # (s, causal) -> {column: TF/s}, for the ragged summary

    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}, dtype {args.dtype}, "
          f"median of {args.repeats} after warm-up, CUDA events"
          + (", lantern on batch 1 with B*H heads" if args.fold_batch else ""))
    names = [os.path.splitext(os.path.basename(sch))[0] for sch in args.schedule]
    if len(set(names)) < len(names):
        names = [f"lantern{i + 1}" for i in range(len(names))]
    print("# " + ", ".join(f"{n} = {sch}" for n, sch in zip(names, args.schedule)))
    header = (f"{'shape':<34}" + "".join(f" {n[-16:]:>16}" for n in names) + "".join(f" {name:>16}" for name, _ in PEERS)
              + "".join(f"  {n[-10:] + '/flash':>16} {n[-10:] + '/cudnn':>16}" for n in names) + "  verdict")
    print(header)
    with tempfile.TemporaryDirectory() as workdir:
        for b, h, s, d, causal in shapes:
            f = flops(b, h, s, d, causal)
            label = f"b{b} h{h} s{s} d{d}{' causal' if causal else ''}"
            runs = [lantern(args.cli, sch, b, h, s, d, args.dtype, causal, args.repeats, args.check_rows, workdir,
                            args.fold_batch, args.form) for sch in args.schedule]
            cells = [f"{f / ms / 1e9:9.1f} TF/s" if ms else "      failed" for ms, _ in runs]
            peer_tf = {}
            row = measured.setdefault((s, causal), {})
            for n, (ms, _) in zip(names, runs):
                if ms:
                    row[n] = f / ms / 1e9
            for name, backend in PEERS:
                peer_ms, why = torch_peer(backend, b, h, s, d, args.dtype, causal, args.repeats)
                if peer_ms is None:
                    cells.append(f"{'n/a':>11}")
                else:
                    tf = f / peer_ms / 1e9
                    cells.append(f"{tf:9.1f} TF/s")
                    peer_tf[name] = tf
                    row[name] = tf

            def ratio(ms, peer):
                return f"{(f / ms / 1e9) / peer_tf[peer]:15.2f}x" if ms and peer in peer_tf else f"{'-':>16}"
            ratios = "".join(f"  {ratio(ms, 'flash')} {ratio(ms, 'cudnn')}" for ms, _ in runs)
            verdicts = " / ".join(v for _, v in runs)
            print(f"{label:<34} " + " ".join(f"{c:>16}" for c in cells) + ratios + f"  {verdicts}", flush=True)
    if args.ragged:
        columns = names + [name for name, _ in PEERS]
        print("\n# ragged length: TF/s as a fraction of the next aligned length's (b4 h16 d128)")
        print(f"{'lengths':<24}" + "".join(f" {c[-16:]:>16}" for c in columns))
        for ragged, aligned in ragged_pairs:
            for causal in (False, True):
                r, a = measured.get((ragged, causal), {}), measured.get((aligned, causal), {})
                cells = [f"{r[c] / a[c]:15.2f}x" if c in r and c in a else f"{'-':>16}" for c in columns]
                print(f"{f'{ragged} vs {aligned}' + (' causal' if causal else ''):<24} " + " ".join(cells), flush=True)


if __name__ == "__main__":
    sys.exit(main())
