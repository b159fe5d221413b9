#!/usr/bin/env bash
# The CUDA checks run on a GPU host from an unpacked bundle: every asset (and mask kind) with the
# schedule for its dtype (f32: schedules/flash-attention-cuda-f32.json, CUDA cores; bf16/f16:
# schedules/flash-attention-cuda.json, tensor cores), then generated shapes (d 64/128, s 512/1024/
# 4096, causal and not, padding masks with fully masked rows; batch 2 and GQA at s 1024) checked on a
# sample of rows.
# Usage: [DIMS="64 128"] [DTYPE=f32|bf16|f16] [SKIP_ASSETS=1] tests/bench/cuda_checks.sh path/to/lantern-cli [schedule]
set -u
B=$1
DTYPE=${DTYPE:-bf16}
S_F32=schedules/flash-attention-cuda-f32.json
S_NARROW=schedules/flash-attention-cuda.json
if [ $DTYPE = f32 ]; then S=${2:-$S_F32}; else S=${2:-$S_NARROW}; fi
W=$(mktemp -d)
line() { printf '%-58s ' "$1"; shift; "$@" 2>&1 | grep -E "^verdict|^time|NaN [0-9]|error" | tr '\n' ' '; echo; }
[ -n "${SKIP_ASSETS:-}" ] || for a in sdpa_f32 sdpa_causal_f32 flex_alibi_window_f32; do
  line "$a" "$B" run assets/$a.mlir $S_F32 --backend cuda
done
[ -n "${SKIP_ASSETS:-}" ] || for a in sdpa_bf16 sdpa_gqa_bf16; do
  line "$a" "$B" run assets/$a.mlir $S_NARROW --backend cuda
done
[ -n "${SKIP_ASSETS:-}" ] || for a in sdpa_bool_mask_f32 sdpa_bool_mask_no_guard_f32; do
  for k in none causal padding; do
    line "$a --mask-kind $k" "$B" run assets/$a.mlir $S_F32 --backend cuda --mask-kind $k
  done
done
gen() { # label, graph options, mask kind
  g=$W/g.mlir
  "$B" graph sdpa $2 --dtype $DTYPE -o $g
  line "$1 $DTYPE ($3)" "$B" run $g "$S" --backend cuda --mask-kind $3 --check-rows 64 --no-graph-oracle --repeats 3
}
for d in ${DIMS:-64 128}; do
  for s in 512 1024 4096; do
    gen "b1 h8 s$s d$d mask none" "--batch 1 --heads 8 --seq $s --dim $d --mask none" none
    gen "b1 h8 s$s d$d mask causal" "--batch 1 --heads 8 --seq $s --dim $d --mask causal" none
    gen "b1 h8 s$s d$d mask bool" "--batch 1 --heads 8 --seq $s --dim $d --mask bool" padding
  done
  gen "b2 h8 s1024 d$d mask bool" "--batch 2 --heads 8 --seq 1024 --dim $d --mask bool" padding
  gen "b2 h8 kvh2 s1024 d$d (GQA) causal" "--batch 2 --heads 8 --kv-heads 2 --seq 1024 --dim $d --mask causal" none
done
rm -rf "$W"
