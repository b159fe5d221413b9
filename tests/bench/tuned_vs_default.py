"""A tuned table (lantern-cli tune) against the default schedule, measured again side by side.

The sweep that made the table picked the fastest of its points, so its own numbers favour the
winner (the maximum of noisy measurements). This script measures both again in fresh processes:
for every table entry whose schedule differs from the default, it generates the entry's graph and
runs the default schedule and `--schedule-table` alternately, ROUNDS times each, and reports the
median TF/s of each and their ratio. Entries whose best point is the default are listed as such.

  python3 tests/bench/tuned_vs_default.py --cli lantern-cli --table tuned/index.json \
      --default schedules/flash-attention-cuda.json --backend cuda [--rounds 2] [--repeats 20]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile


def run(cli, graph, schedule_args, backend, repeats, check_rows, report):
    if os.path.exists(report):
        os.remove(report)
    p = subprocess.run([cli, "run", graph, *schedule_args, "--backend", backend, "--repeats", str(repeats),
                        "--check-rows", str(check_rows), "--no-graph-oracle", "--json", report],
                       capture_output=True, text=True)
    if not os.path.exists(report):
        return None, "no report: " + (p.stderr.strip().splitlines() or ["?"])[-1][:80]
    with open(report) as f:
        r = json.load(f)
    if r.get("verdict") != "pass":
        return None, r.get("reason", "fail")[:80]
    return r["tflops"], "pass"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cli", required=True)
    p.add_argument("--table", required=True)
    p.add_argument("--default", required=True, help="the schedule the table is compared with")
    p.add_argument("--backend", default="cuda")
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--repeats", type=int, default=20)
    p.add_argument("--check-rows", type=int, default=64)
    args = p.parse_args()
    with open(args.table) as f:
        entries = [e for e in json.load(f)["entries"] if e["backend"] == args.backend]
    print(f"# {args.table} against {args.default}, {args.backend}: median TF/s of {args.rounds} alternating "
          f"rounds, each the median of {args.repeats} runs")
    print(f"{'shape':<36} {'tuned params':<28} {'default':>9} {'tuned':>9} {'ratio':>7}  sweep ratio")
    worse = 0
    with tempfile.TemporaryDirectory() as work:
        for e in entries:
            s = e["shape"]
            label = f"b{s['batch']} h{s['heads']} s{s['seq']} d{s['dim']} {s['dtype']}" + (" causal" if s["causal"] else "")
            params = json.dumps(e["params"], separators=(",", ":"))
            sweep_ratio = e.get("ratio_to_default")
            if e.get("default") and e["default"]["params"] == e["params"]:
                print(f"{label:<36} {params:<28} {'':>9} {'':>9} {'':>7}  the default is the best point")
                continue
            graph = os.path.join(work, "g.mlir")
            subprocess.run([args.cli, "graph", "sdpa", "--batch", str(s["batch"]), "--heads", str(s["heads"]),
                            "--kv-heads", str(s["kv_heads"]), "--seq", str(s["seq"]), "--kv-seq", str(s["kv_seq"]),
                            "--dim", str(s["dim"]), "--dtype", s["dtype"], "--mask",
                            "causal" if s["causal"] else "none", "-o", graph], check=True)
            d, t, why = [], [], ""
            for _ in range(args.rounds):
                for schedule_args, into in (([args.default], d), (["--schedule-table", args.table], t)):
                    tf, status = run(args.cli, graph, schedule_args, args.backend, args.repeats, args.check_rows,
                                     os.path.join(work, "r.json"))
                    if tf is None:
                        why = status
                    else:
                        into.append(tf)
            if not d or not t:
                print(f"{label:<36} {params:<28} failed: {why}")
                worse += 1
                continue
            md, mt = statistics.median(d), statistics.median(t)
            worse += mt < md
            sr = f"{sweep_ratio:.3f}" if sweep_ratio else "-"
            print(f"{label:<36} {params:<28} {md:9.1f} {mt:9.1f} {mt / md:7.3f}  {sr}")
    print(f"# entries where the tuned schedule measured slower than the default: {worse}")
    return 0


sys.exit(main())
