#!/usr/bin/env bash
# What the open issues still owe the GPU host (one NVIDIA H200, 16 CPU cores, PyTorch 2.x), in parts
# that each fit one device call of at most 10 minutes. Run from the repository root of the device's
# copy, with the bundle (`make bundle` here, carried as dist/lantern-bundle.tar.xz) unpacked:
#
#   tests/bench/device_session.sh PART [OUT]     OUT: where the tables go (default $OUT, else ./out)
#
# PART:
#   ragged   issue 34: gpu_vs_pytorch.py --ragged, bf16 (ragged lengths beside the next aligned one,
#            b4 h16 d128, causal and not; Lantern, PyTorch's flash and cuDNN in one process)
#   lengths  issue 34: the sweeps cuda-lengths (bf16) and cuda-f32-lengths: lengths 1..1500, cross
#            attention, causal and not, every point checked against PyTorch's semantics
#   cpu      issue 36: cpu_vs_pytorch.py --threads 1,2,4,8,16 at S 1024 and 4096 (f32, causal and not)
#   models   issue 38: the full-size corpus (assets/models/full) on the GPU, and on the CPU in bf16
#   checks   every asset and mask kind, and generated shapes, on the GPU (tests/bench/cuda_checks.sh):
#            the regression check after a change to the CUDA backend or its driver layer
#   hopper   issue 35: flash-attention-hopper.json (wgmma) on the bf16 asset and the generated shapes
#            of cuda_checks.sh, then gpu_vs_pytorch.py --quick beside flash-attention-cuda.json
#   all      every part, one after the other (longer than one call: for a machine of your own)
set -u
PART=${1:?usage: device_session.sh ragged|lengths|cpu|models|checks|hopper|all [OUT]}
case "$PART" in
  ragged|lengths|cpu|models|checks|hopper|all) ;;
  *) echo "device_session.sh: unknown part '$PART' (ragged, lengths, cpu, models, checks, hopper, all)" >&2; exit 2 ;;
esac
OUT_DIR=${2:-${OUT:-out}}
mkdir -p "$OUT_DIR"
if [ ! -x lantern-bundle/bin/lantern-cli ]; then
  if [ -f dist/lantern-bundle.tar.xz ]; then
    tar -xJf dist/lantern-bundle.tar.xz
  else
    echo "device_session.sh: no lantern-bundle/ and no dist/lantern-bundle.tar.xz (make bundle, then carry it)" >&2
    exit 2
  fi
fi
CLI=$PWD/lantern-bundle/bin/lantern-cli
PY=${PYTHON:-python3}

ragged() {
  "$PY" tests/bench/gpu_vs_pytorch.py --cli "$CLI" --schedule schedules/flash-attention-cuda.json --dtype bf16 \
    --ragged --quick 2>&1 | tee "$OUT_DIR/ragged.txt"
}

lengths() {
  for spec in cuda-lengths cuda-f32-lengths; do
    "$CLI" sweep "schedules/sweeps/$spec.json" -o "$OUT_DIR/$spec.jsonl" --progress lines 2>&1 | tail -40 \
      | tee "$OUT_DIR/$spec.txt"
  done
}

cpu() {
  "$PY" tests/bench/cpu_vs_pytorch.py --cli "$CLI" --threads 1,2,4,8,16 --repeats 5 \
    --shape 1,8,1024,64 --shape 1,8,4096,64 --shape 1,8,4096,64,causal 2>&1 | tee "$OUT_DIR/cpu-threads.txt"
}

models() {
  "$PY" tests/models/run_table.py --cli "$CLI" --backend cuda --repeats 5 --timeout 560 --jobs 3 \
    assets/models/full/*.mlir 2>&1 | tee "$OUT_DIR/models-cuda.txt"
}

checks() {
  bash tests/bench/cuda_checks.sh "$CLI" 2>&1 | tee "$OUT_DIR/cuda-checks.txt"
}

hopper() {
  "$CLI" run assets/sdpa_bf16.mlir schedules/flash-attention-hopper.json --backend cuda 2>&1 | tail -8 \
    | tee "$OUT_DIR/hopper-asset.txt"
  SKIP_ASSETS=1 bash tests/bench/cuda_checks.sh "$CLI" schedules/flash-attention-hopper.json 2>&1 \
    | tee "$OUT_DIR/hopper-checks.txt"
  "$PY" tests/bench/gpu_vs_pytorch.py --cli "$CLI" --schedule schedules/flash-attention-cuda.json \
    --schedule schedules/flash-attention-hopper.json --dtype bf16 --quick 2>&1 | tee "$OUT_DIR/hopper-quick.txt"
}

case "$PART" in
  ragged) ragged ;;
  lengths) lengths ;;
  cpu) cpu ;;
  models) models ;;
  checks) checks ;;
  hopper) hopper ;;
  all) checks; hopper; ragged; lengths; cpu; models ;;
  *) echo "device_session.sh: unknown part '$PART' (ragged, lengths, cpu, models, checks, all)" >&2; exit 2 ;;
esac
