#!/usr/bin/env bash
# The CUDA checks run on a GPU host from an unpacked bundle: every f32 asset and mask kind with
# schedules/flash-attention-cuda.json, then generated shapes (d 64/128, s 512/1024/4096, causal and
# not, padding masks with fully masked rows) checked on a sample of rows. Batch 1: the flash
# schedules do not fuse through the reshape of (batch, heads) yet.
# Usage: [DIMS="64 128"] [DTYPE=f32|bf16|f16] [SKIP_ASSETS=1] tests/bench/cuda_checks.sh path/to/lantern-cli [schedule]
set -u
B=$1
S=${2:-schedules/flash-attention-cuda.json}
W=$(mktemp -d)
line() { printf '%-58s ' "$1"; shift; "$@" 2>&1 | grep -E "^verdict|^time|NaN [0-9]|error" | tr '\n' ' '; echo; }
[ -n "${SKIP_ASSETS:-}" ] || for a in sdpa_f32 sdpa_causal_f32 flex_alibi_window_f32 sdpa_bf16 sdpa_gqa_bf16; do
  line "$a" "$B" run assets/$a.mlir "$S" --backend cuda
done
[ -n "${SKIP_ASSETS:-}" ] || for a in sdpa_bool_mask_f32 sdpa_bool_mask_no_guard_f32; do
  for k in none causal padding; do
    line "$a --mask-kind $k" "$B" run assets/$a.mlir "$S" --backend cuda --mask-kind $k
  done
done
for d in ${DIMS:-64 128}; do
  for s in 512 1024 4096; do
    for m in none causal bool; do
      g=$W/s${s}_d${d}_$m.mlir
      "$B" graph sdpa --batch 1 --heads 8 --seq $s --dim $d --mask $m --dtype ${DTYPE:-f32} -o $g
      kinds=none; [ $m = bool ] && kinds="padding"
      for k in $kinds; do
        line "b1 h8 s$s d$d ${DTYPE:-f32} mask $m ($k)" "$B" run $g "$S" --backend cuda --mask-kind $k --check-rows 64 --no-graph-oracle --repeats 3
      done
    done
  done
done
rm -rf "$W"
