#!/usr/bin/env bash
# Variants of the bf16 CUDA schedule on a GPU host, from an unpacked bundle: distribute_to_mma_sync's
# `stages` (1, 2) × narrow_vector_contract_operands' `scales_to_result` (off, on), and key tiles of 64
# (with scales_to_result; stages 2 would pass 48 KiB of shared memory there), each checked on the
# bf16 assets and generated shapes (d 64/128, causal and not, padding masks; sampled rows), then
# timed side by side with PyTorch's backends (gpu_vs_pytorch.py, same process).
# Usage: tests/bench/cuda_variants.sh path/to/lantern-cli [gpu_vs_pytorch.py flags, default --quick]
set -u
B=$1
shift
FLAGS=${*:---quick}
W=$(mktemp -d)
# name: stages, scales_to_result, key tile
VARIANTS="st1_sc0:1:0:32 st2_sc0:2:0:32 st1_sc1:1:1:32 st2_sc1:2:1:32 kt64_sc1:1:1:64"
NAMES=""
for v in $VARIANTS; do
  IFS=: read -r n stages scales keys <<< "$v"
  NAMES="$NAMES $n"
  python3 - "$stages" "$scales" "$keys" "$W/$n.json" <<'PY'
import json, sys
s = json.load(open("schedules/flash-attention-cuda.json"))
for step in s["steps"]:
    if step["step"] == "distribute_to_mma_sync":
        step["stages"] = int(sys.argv[1])
    if step["step"] == "narrow_vector_contract_operands":
        step["scales_to_result"] = sys.argv[2] == "1"
    if step["step"] == "tile" and step.get("target") == "role:row_max":
        step["sizes"] = [0, int(sys.argv[3])]
json.dump(s, open(sys.argv[4], "w"), indent=1)
PY
done
line() { printf '%-52s ' "$1"; shift; "$@" 2>&1 | grep -E "^verdict|NaN [0-9]|error" | head -3 | tr '\n' ' '; echo; }
for n in $NAMES; do
  S=$W/$n.json
  echo "== $n"
  for a in sdpa_bf16 sdpa_gqa_bf16; do line "$a" "$B" run assets/$a.mlir $S --backend cuda; done
  for a in sdpa_bf16 sdpa_causal_bf16 sdpa_gqa_causal_bf16 sdpa_native_bf16; do line "imported/$a" "$B" run assets/imported/$a.mlir $S --backend cuda; done
  for d in 64 128; do
    for m in none causal bool; do
      k=none; [ $m = bool ] && k=padding
      "$B" graph sdpa --batch 2 --heads 8 --seq 1024 --dim $d --mask $m --dtype bf16 -o $W/g.mlir
      line "b2 h8 s1024 d$d $m" "$B" run $W/g.mlir $S --backend cuda --mask-kind $k --check-rows 64 --no-graph-oracle
    done
  done
done
python3 tests/bench/gpu_vs_pytorch.py --cli "$B" $(for n in $NAMES; do echo --schedule $W/$n.json; done) --dtype bf16 $FLAGS
rm -rf "$W"
