"""Apply time and peak memory of every shipped schedule as a model gets deeper (issue 38).

A graph of N layers is one layer of the model corpus (assets/models/*_layer_*.mlir: hidden state,
shared inputs such as the mask and RoPE tables, then the layer's weights as arguments) called N
times, the hidden state threaded through, each call with weights of its own, and inlined by
mlir-opt: the same ops torch-mlir writes for an N-layer encoder, without needing PyTorch. With
--import PYTHON the graphs come from the real importer instead (tools/import_torch.py --hf
FAMILY:model:sdpa:f32 --hf-config num_hidden_layers=N; needs torch, torch-mlir, transformers).

Each schedule is applied with `lantern-cli apply --no-isolate` in a fresh process; the table gives
its wall time and peak resident memory (wait4's ru_maxrss) per depth, the slope (ms and MB per
layer, least squares) and time(N_max) / time(N_max / 2), which is 2 for a cost linear in the depth.

  python3 tests/bench/depth.py --cli build/bin/lantern-cli [--layer assets/models/bert_layer_sdpa_f32.mlir]
      [--depths 1,2,4,8,12,24] [--schedules flash-attention-cpu,tile-and-fuse] [--out table.md]
  python3 tests/bench/depth.py --cli build/bin/lantern-cli --import /work/venv/bin/python --family bert
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BF16_SCHEDULES = {"flash-attention-cuda", "flash-attention-xegpu"}  # tensor cores: bf16 graphs
SCHEDULES = ["flash-attention-cpu", "tile-and-fuse", "flash-attention-cuda", "flash-attention-cuda-f32",
             "flash-attention-xegpu", "flash-attention-xegpu-f32"]


def split_signature(text, path):
    """(argument list text of @main, result type text, body text, weight range (first, last))."""
    m = re.search(r"func\.func @main\((.*?)\) -> (.*?) \{\n", text)
    if not m:
        raise SystemExit(f"{path}: no `func.func @main(...) -> ... {{` line")
    w = re.search(r"// Weights: \d+ parameters as function arguments %arg(\d+)\.\.%arg(\d+)", text)
    if not w:
        raise SystemExit(f"{path}: no `// Weights: N parameters as function arguments %argA..%argB` header "
                         "(a file from tools/import_torch.py --hf with weights as arguments)")
    return m.group(1), m.group(2), (int(w.group(1)), int(w.group(2)))


def arguments(signature):
    """[(index, type)] of `%argI: type, ...` (types may hold commas inside <...>)."""
    args, depth, current = [], 0, ""
    for ch in signature + ",":
        if ch == "," and depth == 0:
            name, _, type_ = current.strip().partition(": ")
            args.append((int(name[len("%arg"):]), type_.strip()))
            current = ""
            continue
        depth += ch in "<([{"
        depth -= ch in ">)]}"
        current += ch
    return args


def stack(layer_path, layers, mlir_opt, out_path):
    """Writes an N-layer graph made of `layer_path`'s layer to `out_path`."""
    with open(layer_path) as f:
        text = f.read()
    signature, result, (first_w, last_w) = split_signature(text, layer_path)
    args = arguments(signature)
    hidden_type = args[0][1]
    if result.strip() != hidden_type:
        raise SystemExit(f"{layer_path}: the layer returns {result}, not its hidden state's type {hidden_type}")
    shared = [(i, t) for i, t in args[1:] if not first_w <= i <= last_w]
    weights = [(i, t) for i, t in args if first_w <= i <= last_w]
    layer = text.replace("func.func @main(", "func.func private @layer(", 1)
    params = [f"%x: {hidden_type}"] + [f"%s{i}: {t}" for i, t in shared]
    params += [f"%w{n}_{i}: {t}" for n in range(layers) for i, t in weights]
    lines = [f"  func.func @main({', '.join(params)}) -> {hidden_type} {{"]
    value = "%x"
    for n in range(layers):
        operands = [value] + [f"%s{i}" for i, _ in shared] + [f"%w{n}_{i}" for i, _ in weights]
        types = [hidden_type] + [t for _, t in shared] + [t for _, t in weights]
        lines.append(f"    %h{n} = func.call @layer({', '.join(operands)}) : ({', '.join(types)}) -> {hidden_type}")
        value = f"%h{n}"
    lines += [f"    return {value} : {hidden_type}", "  }"]
    end = layer.rstrip().rfind("}")
    module = layer[:end] + "\n".join(lines) + "\n}\n"
    p = subprocess.run([mlir_opt, "--inline", "--symbol-dce", "-o", out_path], input=module, text=True,
                       capture_output=True)
    if p.returncode != 0:
        raise SystemExit(f"mlir-opt --inline failed on the {layers}-layer stack of {layer_path}:\n{p.stderr[-2000:]}")
    with open(out_path) as f:
        inlined = f.read()
    header = (f"// {layers} layers of {os.path.relpath(layer_path, ROOT)}, stacked and inlined by "
              f"tests/bench/depth.py; weights %w<layer>_<arg>\n")
    with open(out_path, "w") as f:
        f.write(header + inlined)


def imported(python, family, layers, dtype, out_path):
    p = subprocess.run([python, os.path.join(ROOT, "tools", "import_torch.py"), "--hf", f"{family}:model:sdpa:{dtype}",
                        "--hf-config", f"num_hidden_layers={layers}", "-o", out_path], capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"import of {family} with {layers} layers failed:\n{p.stderr[-2000:]}")


def apply_measured(cli, graph, schedule, time_limit):
    """(seconds, peak resident MB, '' or why it failed) of one apply in a fresh process."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        err = os.open(graph + ".err", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(devnull, 1)
        os.dup2(err, 2)
        os.execv(cli, [cli, "apply", "--no-isolate", graph, os.path.join(ROOT, "schedules", schedule + ".json"),
                       "-o", os.devnull])
    deadline = start + time_limit
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        if time.perf_counter() > deadline:
            os.kill(pid, 9)
            os.wait4(pid, 0)
            return time_limit, float("nan"), f"over {time_limit} s"
        time.sleep(0.01)
    seconds = time.perf_counter() - start
    with open(graph + ".err") as f:
        err = f.read()
    ok = os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    return seconds, usage.ru_maxrss / 1024.0, "" if ok else failed_step(err)


def failed_step(stderr):
    m = re.search(r"step (\d+) \((\w+)\)", stderr)
    return f"refused at step {m.group(1)} ({m.group(2)})" if m else (stderr.strip().splitlines() or ["failed"])[-1][:60]


def slope(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "bin", "lantern-cli"))
    parser.add_argument("--layer", default=os.path.join(ROOT, "assets", "models", "bert_layer_sdpa_f32.mlir"),
                        help="the corpus layer to stack")
    parser.add_argument("--layer-bf16", default=os.path.join(ROOT, "assets", "models", "bert_layer_sdpa_bf16.mlir"),
                        help="the layer stacked for the bf16 tensor-core schedules (flash-attention-cuda, -xegpu)")
    parser.add_argument("--import", dest="python", help="make the graphs with the real importer and this Python")
    parser.add_argument("--family", default="bert", help="with --import: the transformers family")
    parser.add_argument("--depths", default="1,2,4,8,12,24")
    parser.add_argument("--schedules", default=",".join(SCHEDULES))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--time-limit", type=float, default=300, help="seconds per apply")
    parser.add_argument("--out", help="also write the table (Markdown) here")
    args = parser.parse_args()
    depths = [int(d) for d in args.depths.split(",")]
    schedules = args.schedules.split(",")
    source = (f"{args.family} via tools/import_torch.py ({args.python})" if args.python
              else f"{os.path.relpath(args.layer, ROOT)} (bf16 schedules: {os.path.relpath(args.layer_bf16, ROOT)}) "
              "stacked")
    with tempfile.TemporaryDirectory() as tmp:
        graphs = {}
        for dtype in ("f32", "bf16"):
            for n in depths:
                graphs[dtype, n] = os.path.join(tmp, f"depth{n}_{dtype}.mlir")
                if args.python:
                    imported(args.python, args.family, n, dtype, graphs[dtype, n])
                else:
                    stack(args.layer if dtype == "f32" else args.layer_bf16, n, args.mlir_opt, graphs[dtype, n])
        rows = []
        for schedule in schedules:
            dtype = "bf16" if schedule in BF16_SCHEDULES else "f32"
            cells, times, mems, ok_depths = [], [], [], []
            for n in depths:
                seconds, mb, failure = apply_measured(args.cli, graphs[dtype, n], schedule, args.time_limit)
                if failure:
                    cells.append(failure)
                else:
                    cells.append(f"{seconds:.2f} s, {mb:.0f} MB")
                    times.append(seconds)
                    mems.append(mb)
                    ok_depths.append(n)
                print(f"{schedule} {n} layers: {cells[-1]}", file=sys.stderr, flush=True)
            if len(ok_depths) >= 2:
                ms = slope(ok_depths, times) * 1000
                mbs = slope(ok_depths, mems)
                top = ok_depths[-1]
                half = min(ok_depths, key=lambda d: abs(d - top / 2))
                ratio = times[-1] / times[ok_depths.index(half)] if half != top else float("nan")
                summary = f"{ms:.0f} ms/layer, {mbs:.1f} MB/layer; t({top})/t({half}) = {ratio:.2f}"
            else:
                summary = "-"
            rows.append([f"{schedule} ({dtype})"] + cells + [summary])
    head = ["schedule"] + [f"{n} layers" for n in depths] + ["slope"]
    table = [f"Apply time and peak memory by depth: {source}; `lantern-cli apply --no-isolate`, one fresh process each",
             "", "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    table += ["| " + " | ".join(r) + " |" for r in rows]
    text = "\n".join(table) + "\n"
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
