#!/usr/bin/env bash
# A real GPU fault, on a GPU host from an unpacked bundle: the flash-attention-cuda-f32 schedule's
# output with one read of the key moved 256 GiB past its buffer (tests/lit/isolation/Inputs/
# out_of_bounds.py), run with `run --ir`. Expected: a failed run in the run stage that names the
# driver's error (CUDA_ERROR_ILLEGAL_ADDRESS), or the child's death if the driver takes the process
# down; the report's device_lost names that error (the device cannot be used again in that process).
# Then the unedited module, in a fresh child and so a fresh CUDA context, passes. Twice, so the
# second fault follows a good run.
# Usage: tests/bench/cuda_fault.sh path/to/lantern-cli
set -u
B=$1
W=$(mktemp -d)
"$B" apply assets/sdpa_f32.mlir schedules/flash-attention-cuda-f32.json -o "$W/final.mlir" 2> /dev/null || { echo "apply failed"; exit 1; }
python3 "$(dirname "$0")/../lit/isolation/Inputs/out_of_bounds.py" "$W/final.mlir" > "$W/bad.mlir" || exit 1
status=0
for round in 1 2; do
  echo "== round $round: out-of-bounds kernel"
  "$B" run assets/sdpa_f32.mlir --ir "$W/bad.mlir" --backend cuda --repeats 1 --json "$W/bad.json"
  rc=$?; echo "exit=$rc"
  [ $rc -eq 1 ] || status=1
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print('json:', d['verdict'], d.get('failed_stage'), d.get('isolation', {}).get('end', 'exited'), '| device_lost:', d.get('device_lost', '-'))" "$W/bad.json"
  grep -q '"device_lost"' "$W/bad.json" || { echo "no device_lost in the report"; status=1; }
  echo "== round $round: the unedited module, next run"
  "$B" run assets/sdpa_f32.mlir --ir "$W/final.mlir" --backend cuda --repeats 1 | grep -E "^verdict|^time"
  rc=${PIPESTATUS[0]}; echo "exit=$rc"
  [ $rc -eq 0 ] || status=1
done
rm -rf "$W"
exit $status
