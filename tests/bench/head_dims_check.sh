#!/usr/bin/env bash
# Issue 19 on a GPU host, from an unpacked bundle: the bf16 tensor-core schedule at every head dim
# FA2 covers (32..256), causal and not, checked on a sample of rows; then the bf16 graphs the real
# importer wrote (assets/imported/), checked in full.
# Usage: [DIMS="32 64 ..."] [SEQ=1024] tests/bench/head_dims_check.sh path/to/lantern-cli [schedule]
set -u
B=$1
S=${2:-schedules/flash-attention-cuda.json}
SEQ=${SEQ:-1024}
W=$(mktemp -d)
line() { printf '%-44s ' "$1"; shift; "$@" 2>&1 | grep -E "^verdict|^time|NaN [0-9]|error" | tr '\n' ' '; echo; }
for d in ${DIMS:-32 64 80 96 128 160 192 256}; do
  for mask in none causal; do
    "$B" graph sdpa --batch 1 --heads 8 --seq "$SEQ" --dim "$d" --dtype bf16 --mask $mask -o "$W/g.mlir"
    line "b1 h8 s$SEQ d$d bf16 mask $mask" "$B" run "$W/g.mlir" "$S" --backend cuda --check-rows 64 --no-graph-oracle --repeats 3
  done
done
for a in sdpa_bf16 sdpa_causal_bf16 sdpa_gqa_causal_bf16; do
  line "imported/$a" "$B" run "assets/imported/$a.mlir" "$S" --backend cuda
done
rm -rf "$W"
