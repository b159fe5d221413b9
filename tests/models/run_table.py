#!/usr/bin/env python3
"""Every model-corpus file through every shipped schedule of a backend: a Markdown table.

For each graph (default: assets/models/*.mlir), the schedules for its dtype on the chosen backend
are applied, compiled and run by `lantern-cli run` on generated inputs and checked against the
unscheduled graph compiled for the CPU (and PyTorch's semantics where the graph is only SDPA).
One row per (file, schedule): the verdict, rel-L2, the median time and, where the function is
attention alone or the report gives one, TF/s; a refusal gives the step and its message.

Usage:
  python3 tests/models/run_table.py --cli build/bin/lantern-cli --backend cpu  [FILES...]
  python3 tests/models/run_table.py --cli lantern-bundle/bin/lantern-cli --backend cuda --out table.md
Exit status: 0 when every row passed or was refused with a message naming its step (refusals are
listed); 1 when a run failed a check, crashed, or timed out. --expect FILE (lines `file schedule
verdict`) turns that into an exact comparison, for make test.
Standard library only; no PyTorch needed.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCHEDULES = {
    "cpu": {"f32": ["flash-attention-cpu"], "bf16": ["flash-attention-cpu"], "f16": ["flash-attention-cpu"]},
    "cuda": {"f32": ["flash-attention-cuda-f32"], "bf16": ["flash-attention-cuda"], "f16": ["flash-attention-cuda"]},
    "level_zero": {"f32": ["flash-attention-xegpu-f32"], "bf16": ["flash-attention-xegpu"], "f16": ["flash-attention-xegpu"]},
}


def dtype_of(path):
    name = os.path.basename(path)
    for dt in ("bf16", "f16", "f32"):
        if name.endswith("_" + dt + ".mlir"):
            return dt
    return "f32"


def first_error(text):
    for line in text.splitlines():
        line = line.strip()
        if "error" in line.lower() or "refused" in line.lower() or "failed" in line.lower():
            return line
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else ""


def run_one(cli, path, schedule, backend, repeats, timeout):
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        cmd = [cli, "run", path, os.path.join(REPO, "schedules", schedule + ".json"), "--backend", backend,
               "--repeats", str(repeats), "--json", report]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"verdict": "TIMEOUT", "detail": f"over {timeout} s"}
        row = {}
        data = None
        if os.path.exists(report):
            try:
                with open(report) as f:
                    data = json.load(f)
            except (OSError, ValueError):
                data = None
        if data and data.get("verdict"):
            row["verdict"] = data["verdict"].upper()
            oracles = [o for o in data.get("oracles", []) if o.get("available")]
            if oracles:
                row["rel_l2"] = oracles[0].get("rel_l2")
            row["median_ms"] = data.get("median_ms")
            row["tflops"] = data.get("tflops")
            if row["verdict"] != "PASS":
                row["detail"] = data.get("reason", "")
        else:
            # No report: a step refused (the step and its message are on stderr) or the run broke.
            failed = [l.strip() for l in proc.stderr.splitlines() if " failed " in l and l.strip()[:1].isdigit()]
            # No report and no refused step is never a pass.
            row["verdict"] = "REFUSED" if failed else "ERROR"
            detail = failed[0].split()[1] if failed else ""
            errors = [l.strip() for l in proc.stderr.splitlines() if "error:" in l]
            row["detail"] = (("step " + failed[0].split()[0] + " " + detail + ": ") if failed else "") + \
                (errors[0].split("error:", 1)[1].strip() if errors else first_error(proc.stderr))
        return row


def fmt(v, spec):
    return format(v, spec) if isinstance(v, (int, float)) else "—"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*", help="graphs (default: assets/models/*.mlir)")
    ap.add_argument("--cli", required=True, help="lantern-cli")
    ap.add_argument("--backend", default="cpu", choices=sorted(SCHEDULES))
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--timeout", type=int, default=300, help="seconds per run")
    ap.add_argument("--jobs", type=int, default=1, help="runs at a time (rows still print in order)")
    ap.add_argument("--out", help="also write the table here")
    ap.add_argument("--expect", help="lines `FILE SCHEDULE VERDICT`: every row must match (make test)")
    args = ap.parse_args()
    args.cli = os.path.abspath(args.cli) if os.sep in args.cli else args.cli
    files = args.files or sorted(glob.glob(os.path.join(REPO, "assets", "models", "*.mlir")))
    rows = []
    lines = ["| file | schedule | verdict | rel-L2 | median ms | TF/s | note |", "|---|---|---|---|---|---|---|"]
    work = [(path, schedule) for path in files for schedule in SCHEDULES[args.backend][dtype_of(path)]]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run_one, args.cli, path, schedule, args.backend, args.repeats, args.timeout)
                   for path, schedule in work]
        for (path, schedule), future in zip(work, futures):
            r = future.result()
            rows.append((os.path.basename(path), schedule, r))
            note = (r.get("detail") or "").replace("|", "\\|")[:220]
            line = (f"| {os.path.basename(path)} | {schedule} | {r['verdict']} | {fmt(r.get('rel_l2'), '.2e')} | "
                    f"{fmt(r.get('median_ms'), '.3f')} | {fmt(r.get('tflops'), '.3g')} | {note} |")
            lines.append(line)
            print(line, flush=True)
    counts = {}
    for _, _, r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    summary = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    print(f"\n{len(rows)} runs on {args.backend}: {summary}")
    if args.out:
        with open(args.out, "w") as f:
            f.write("\n".join(lines) + f"\n\n{len(rows)} runs on {args.backend}: {summary}\n")
    if args.expect:
        want = {}
        with open(args.expect) as f:
            for raw in f:
                raw = raw.split("#")[0].strip()
                if raw:
                    name, schedule, verdict = raw.split()
                    want[(name, schedule)] = verdict
        bad = [f"{n} {s}: {r['verdict']} (expected {want.get((n, s), 'no entry')}) {r.get('detail', '')}"
               for n, s, r in rows if want.get((n, s)) != r["verdict"]]
        for b in bad:
            print("MISMATCH " + b)
        return 1 if bad else 0
    return 0 if all(r["verdict"] in ("PASS", "REFUSED") for _, _, r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
