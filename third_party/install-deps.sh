#!/usr/bin/env bash
# Installs the Debian 12 packages Lantern builds and tests with. Idempotent: it asks apt only for
# what is missing, and runs `apt-get update` at most once per machine.
set -euo pipefail

packages=(
  build-essential cmake ninja-build ccache lld pkg-config
  llvm-22-dev libmlir-22-dev mlir-22-tools
  libimgui-dev libglfw3-dev fonts-jetbrains-mono
  libtorch-dev libze-dev
  # SPIRV-Tools: the headers and static libraries the level_zero backend validates its SPIR-V with,
  # and spirv-val / spirv-dis for the tests.
  spirv-tools
  nlohmann-json3-dev libcli11-dev libdtl-dev
  googletest libgtest-dev libgmock-dev
  xvfb xauth xdotool libgl1-mesa-dri python3
  # sweeps: sharded with GNU parallel and Slurm array jobs (tests start a one-node Slurm with munge)
  parallel slurm-wlm munge
  # fuzzing and sanitizer builds (make fuzz, make test-sanitize): clang with libFuzzer and the runtimes
  clang-22 libclang-rt-22-dev libfuzzer-22-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

stamp=/var/lib/apt/periodic/lantern-update-stamp
if [ ! -f "$stamp" ]; then
  $sudo apt-get update -q
  $sudo mkdir -p "$(dirname "$stamp")" && $sudo touch "$stamp"
fi
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
