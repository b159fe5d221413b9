#!/usr/bin/env bash
# Variants of the bf16 CUDA schedule on a GPU host, from an unpacked bundle: the key tile (step
# `tile role:row_max`), distribute_to_mma_sync's `stages` and `shared_memory_bytes` (past 48 KiB
# the K/V slots are dynamic shared memory), and query rows per block (`fuse role:pv` sizes with
# map_to_gpu's block_dims: 16 rows per warp), each checked on the bf16 assets and generated shapes
# (d 64/128, causal and not, padding masks; sampled rows), then timed side by side with PyTorch's
# backends (gpu_vs_pytorch.py, same process).
# Usage: tests/bench/cuda_variants.sh path/to/lantern-cli [gpu_vs_pytorch.py flags, default --quick]
# VARIANTS="name:stages:key tile:shared bytes:block rows ..." overrides the list below;
# PTXAS_ONLY=1 prints each variant's ptxas -v line at d 64 and 128 instead (no GPU needed).
set -u
B=$1
shift
FLAGS=${*:---quick}
W=$(mktemp -d)
VARIANTS=${VARIANTS:-"v5:2:32:49152:64 kt64_st2:2:64:101376:64 kt64_st3:3:64:232448:64 kt32_r128:2:32:49152:128 kt64_r128:2:64:101376:128"}
NAMES=""
for v in $VARIANTS; do
  IFS=: read -r n stages keys bytes rows <<< "$v"
  NAMES="$NAMES $n"
  python3 - "$stages" "$keys" "$bytes" "$rows" "$W/$n.json" <<'PY'
import json, sys
stages, keys, budget, rows = (int(a) for a in sys.argv[1:5])
s = json.load(open("schedules/flash-attention-cuda.json"))
fuses = [step for step in s["steps"] if step["step"] == "fuse" and step.get("target") == "role:pv"]
fuses[0]["sizes"] = [1, rows, 0, 0]
for step in s["steps"]:
    if step["step"] == "distribute_to_mma_sync":
        step.update(stages=stages, shared_memory_bytes=budget)
    if step["step"] == "tile" and step.get("target") == "role:row_max":
        step["sizes"] = [0, keys]
    if step["step"] == "map_to_gpu":
        step["block_dims"] = [rows // 16 * 32]
json.dump(s, open(sys.argv[5], "w"), indent=1)
PY
done
if [ -n "${PTXAS_ONLY:-}" ]; then
  for n in $NAMES; do
    for d in 64 128; do
      "$B" graph sdpa --batch 4 --heads 16 --seq 4096 --dim $d --mask none --dtype bf16 -o $W/g.mlir
      printf '%-12s d%-4s ' "$n" "$d"
      LANTERN_CUDA_DRIVER=/nonexistent "$B" compile $W/g.mlir $W/$n.json --backend cuda --emit resources 2>&1 | grep -E "main_kernel|error" | head -1
    done
  done
  rm -rf "$W"
  exit 0
fi
line() { printf '%-52s ' "$1"; shift; "$@" 2>&1 | grep -E "^verdict|NaN [0-9]|error" | head -3 | tr '\n' ' '; echo; }
for n in $NAMES; do
  S=$W/$n.json
  echo "== $n"
  for a in sdpa_bf16 sdpa_gqa_bf16; do line "$a" "$B" run assets/$a.mlir $S --backend cuda; done
  for a in sdpa_bf16 sdpa_causal_bf16 sdpa_gqa_causal_bf16; do line "imported/$a" "$B" run assets/imported/$a.mlir $S --backend cuda; done
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
