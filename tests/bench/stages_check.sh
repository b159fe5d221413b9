#!/usr/bin/env bash
# distribute_to_mma_sync's `stages` on a GPU host, from an unpacked bundle: variants of the bf16 CUDA
# schedule with stages 1, 2 and 3 (3 is refused where its slots pass 48 KiB of shared memory), each
# checked on the bf16 assets and generated shapes (d 64/128, causal and not, padding masks; sampled
# rows), then timed side by side with PyTorch's backends (gpu_vs_pytorch.py, same process).
# Usage: tests/bench/stages_check.sh path/to/lantern-cli [gpu_vs_pytorch.py flags, default --quick]
set -u
B=$1
shift
FLAGS=${*:---quick}
W=$(mktemp -d)
for n in 1 2 3; do
  python3 - "$n" "$W/stages$n.json" <<'PY'
import json, sys
s = json.load(open("schedules/flash-attention-cuda.json"))
for step in s["steps"]:
    if step["step"] == "distribute_to_mma_sync":
        step["stages"] = int(sys.argv[1])
json.dump(s, open(sys.argv[2], "w"), indent=1)
PY
done
line() { printf '%-52s ' "$1"; shift; "$@" 2>&1 | grep -E "^verdict|NaN [0-9]|error" | head -3 | tr '\n' ' '; echo; }
for n in 1 2 3; do
  S=$W/stages$n.json
  echo "== stages $n"
  for a in sdpa_bf16 sdpa_gqa_bf16; do line "$a" "$B" run assets/$a.mlir $S --backend cuda; done
  for d in 64 128; do
    for m in none causal bool; do
      k=none; [ $m = bool ] && k=padding
      "$B" graph sdpa --batch 2 --heads 8 --seq 1024 --dim $d --mask $m --dtype bf16 -o $W/g.mlir
      line "b2 h8 s1024 d$d $m" "$B" run $W/g.mlir $S --backend cuda --mask-kind $k --check-rows 64 --no-graph-oracle
    done
  done
done
python3 tests/bench/gpu_vs_pytorch.py --cli "$B" --schedule $W/stages1.json --schedule $W/stages2.json \
  --schedule $W/stages3.json --dtype bf16 $FLAGS
rm -rf "$W"
