#!/usr/bin/env bash
# `make bundle`: a portable lantern-cli for a Linux x86-64 host without LLVM/MLIR (glibc >= 2.36,
# libstdc++ of GCC >= 12), as dist/lantern-bundle.tar.xz:
#
#   lantern-bundle/bin/lantern-cli     MLIR/LLVM linked in statically (-DLANTERN_STATIC_LLVM=ON), no
#                                      libtorch (-DLANTERN_WITH_TORCH=OFF: the native float64 oracle)
#   lantern-bundle/lib/                what the CPU backend loads at run time (cpu_backend.cpp's
#                                      runtimeDirectory() looks in <exe>/../lib): Debian's
#                                      libmlir_async_runtime / libmlir_c_runner_utils and their
#                                      helpers, and the two libraries they name (see below)
#   lantern-bundle/plugin/             liblantern-transforms.so, the mlir-opt-22 dialect plugin
#   lantern-bundle/schedules, assets   so the README's commands run from the unpacked folder
#
# MLIR's runtime libraries come only as shared libraries linked against libLLVM.so.22.1 (and
# libmlir_c_runner_utils names libMLIR.so.22.1 without using a symbol of it). Shipping Debian's
# libLLVM/libMLIR would not fit the size limit, so lib/ gets two private stand-ins, built here:
# libLLVM.so.22.1 holds just the LLVM Support functions those runtimes call (thread pool, string
# map, APFloat, ...), exported under the same symbol version LLVM_22.1 and nothing else; and
# libMLIR.so.22.1 is empty. The runtimes find them through their own RUNPATH $ORIGIN/../lib.
#
# Steps: configure and build build-bundle/ (only lantern-cli and the plugin), assemble
# dist/lantern-bundle/, pack it, then check the unpacked copy: no library resolves outside it
# except glibc/libstdc++/libgcc, no libtorch, and `lantern-cli run` says PASS in an empty environment.
# Environment: JOBS (build jobs), BUNDLE_CHECK=0 skips the check, BUNDLE_MAX_MIB (default 60).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUNDLE_BUILD:-$ROOT/build-bundle}
DIST=$ROOT/dist
NAME=lantern-bundle
OUT=$DIST/$NAME
TARBALL=$DIST/$NAME.tar.xz
MAX_MIB=${BUNDLE_MAX_MIB:-60}
LLVM_LIB=${LLVM_LIB:-/usr/lib/llvm-22/lib}

say() { echo "bundle: $*"; }
die() { echo "bundle: error: $*" >&2; exit 1; }

# Libraries every target host has; everything else a shipped file needs must be in lib/.
HOST_LIBS='^(linux-vdso\.so\.1|ld-linux-x86-64\.so\.2|libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|libstdc\+\+\.so\.6|libgcc_s\.so\.1)$'
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }

# 1. Build. A separate build directory: build/ keeps the shared libMLIR.so and libtorch.
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -S "$ROOT" -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DLANTERN_WITH_TORCH=OFF \
    -DLANTERN_WITH_GUI=OFF \
    -DLANTERN_STATIC_LLVM=ON \
    -DLANTERN_TEST_HOOKS=OFF \
    "-DCMAKE_C_FLAGS=-ffunction-sections -fdata-sections" \
    "-DCMAKE_CXX_FLAGS=-ffunction-sections -fdata-sections"
fi
cmake --build "$BUILD" --target lantern-cli lantern-transforms ${JOBS:+-j "$JOBS"}

CLI=$BUILD/bin/lantern-cli
for lib in $(needed "$CLI"); do
  case $lib in
    libMLIR*|libLLVM*|libtorch*|libc10*) die "$CLI still links $lib (is $BUILD configured with LANTERN_STATIC_LLVM=ON and LANTERN_WITH_TORCH=OFF?)" ;;
  esac
done
grep -q '^LANTERN_WITH_TORCH:BOOL=OFF' "$BUILD/CMakeCache.txt" || die "$BUILD has LANTERN_WITH_TORCH on"

# 2. Assemble.
say "assembling $OUT"
rm -rf "$OUT" "$TARBALL"
mkdir -p "$OUT/bin" "$OUT/lib" "$OUT/plugin"
cp "$CLI" "$OUT/bin/lantern-cli"
strip --strip-all "$OUT/bin/lantern-cli"
cp -r "$ROOT/schedules" "$ROOT/assets" "$OUT/"
cp "$BUILD/lib/liblantern-transforms.so" "$OUT/plugin/"

# The executable's own non-host libraries (libzstd.so.1 for LLVM's compression).
for lib in $(needed "$CLI"); do
  [[ $lib =~ $HOST_LIBS ]] && continue
  path=$(ldd "$CLI" | awk -v l="$lib" '$1 == l { print $3 }')
  [ -f "$path" ] || die "cannot find $lib, which lantern-cli needs"
  cp -L "$path" "$OUT/lib/$lib"
done

# MLIR's runtime libraries and the libmlir_* helpers they need, as Debian ships them.
queue=(libmlir_async_runtime.so libmlir_c_runner_utils.so)
while [ ${#queue[@]} -gt 0 ]; do
  lib=${queue[0]}; queue=("${queue[@]:1}")
  real=$(readlink -f "$LLVM_LIB/$lib")
  [ -f "$real" ] || die "no $LLVM_LIB/$lib"
  file=$(basename "$real")
  [ -f "$OUT/lib/$file" ] && continue
  cp "$real" "$OUT/lib/$file"
  [ "$lib" != "$file" ] && ln -sf "$file" "$OUT/lib/$lib"
  for dep in $(needed "$real"); do
    case $dep in
      libmlir_*) queue+=("$dep") ;;
      libLLVM.so.*|libMLIR.so.*) ;;
      *) [[ $dep =~ $HOST_LIBS ]] || die "$file needs $dep, which the bundle does not provide" ;;
    esac
  done
done
runtimes=("$OUT"/lib/libmlir_*.so.*)

# The libLLVM stand-in: exactly the LLVM symbols the runtimes import, under their version, linked
# from LLVM's static Support library; every other symbol stays local.
llvm_soname=$(for f in "${runtimes[@]}"; do needed "$f"; done | grep -m1 '^libLLVM\.so\.' || true)
if [ -n "$llvm_soname" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  for f in "${runtimes[@]}"; do nm -D --undefined-only "$f"; done |
    awk '$1 == "U" && $2 ~ /@LLVM_/ { print $2 }' | sort -u > "$work/imports"
  version=$(sed -n 's/.*@\(LLVM_.*\)/\1/p' "$work/imports" | sort -u)
  [ "$(echo "$version" | wc -l)" = 1 ] || die "the runtimes import more than one LLVM symbol version: $version"
  sed 's/@.*//' "$work/imports" > "$work/symbols"
  { echo "$version {"; echo "  global:"; sed 's/.*/    "&";/' "$work/symbols"; echo "  local: *;"; echo "};"; } > "$work/version.map"
  sed 's/.*/-Wl,--undefined=&/' "$work/symbols" > "$work/undefined.rsp"
  cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$BUILD/CMakeCache.txt")
  linker=(); command -v ld.lld >/dev/null && linker=(-fuse-ld=lld)
  "${cxx:-c++}" -shared "${linker[@]}" -o "$OUT/lib/$llvm_soname" -Wl,-soname,"$llvm_soname" \
    -Wl,--version-script="$work/version.map" -Wl,--gc-sections -Wl,--no-undefined -Wl,-O1 -s \
    @"$work/undefined.rsp" \
    -Wl,--start-group "$LLVM_LIB/libLLVMSupport.a" "$LLVM_LIB/libLLVMDemangle.a" -Wl,--end-group \
    -lpthread -ldl -lm
  say "$llvm_soname: $(wc -l < "$work/symbols") symbols from libLLVMSupport.a, version $version"
fi
# The libMLIR stand-in: named by libmlir_c_runner_utils, no symbol of it is used (checked below).
mlir_soname=$(for f in "${runtimes[@]}"; do needed "$f"; done | grep -m1 '^libMLIR\.so\.' || true)
if [ -n "$mlir_soname" ]; then
  for f in "${runtimes[@]}"; do nm -D --undefined-only "$f"; done | grep -q '@MLIR_' &&
    die "the runtimes import MLIR symbols; an empty $mlir_soname would not do"
  cc=$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$BUILD/CMakeCache.txt")
  echo 'int lantern_bundle_empty_mlir;' > "${work:-/tmp}/empty.c"
  "${cc:-cc}" -shared -o "$OUT/lib/$mlir_soname" -Wl,-soname,"$mlir_soname" -s "${work:-/tmp}/empty.c"
fi

mlir_version=$("$LLVM_LIB/../bin/llvm-config" --version 2>/dev/null || echo "?")
cat > "$OUT/README-bundle.txt" <<EOF
Lantern: a portable lantern-cli (Linux x86-64, glibc >= 2.36, libstdc++ of GCC >= 12)

Built by \`make bundle\` (third_party/bundle.sh) from $(git -C "$ROOT" describe --always --dirty 2>/dev/null || echo "a source tree")
on $(date -u +%Y-%m-%d), with MLIR/LLVM $mlir_version ($(readlink -f "$LLVM_LIB/..")) linked in statically.
No LLVM, MLIR or libtorch installation is needed; the check oracle is the native float64
implementation of PyTorch's SDPA semantics.

  bin/lantern-cli           the command line front end (every command has --help)
  lib/                      loaded by the CPU backend at run time: MLIR's async runtime and C runner
                            utilities (Debian's), libLLVM.so.22.1 (NOT Debian's LLVM: only the
                            LLVM Support functions those libraries call), an empty libMLIR.so.22.1
                            (named by libmlir_c_runner_utils, which uses none of it), libzstd
  plugin/                   liblantern-transforms.so, the transform.lantern plugin for a stock
                            mlir-opt-22 (only useful where MLIR 22 is installed)
  schedules/, assets/       built-in schedules and attention graphs

From this folder:

  ./bin/lantern-cli run assets/sdpa_f32.mlir schedules/flash-attention-cpu.json     # verdict: PASS
  ./bin/lantern-cli run assets/sdpa_bool_mask_f32.mlir schedules/tile-and-fuse.json --mask-kind padding
  ./bin/lantern-cli roles assets/sdpa_gqa_bf16.mlir
  ./bin/lantern-cli steps
  ./bin/lantern-cli apply assets/sdpa_f32.mlir schedules/tile-and-fuse.json -o out.mlir
  ./bin/lantern-cli export schedules/flash-attention-cpu.json -o flash.transform.mlir

The folder can be moved anywhere (the executable finds lib/ relative to itself);
LANTERN_RUNTIME_DIR=<dir> overrides where the runtime libraries are taken from.
EOF

# 3. Pack.
say "packing $TARBALL"
XZ_OPT="-9 -T${JOBS:-2}" tar -C "$DIST" --owner=0 --group=0 --numeric-owner --sort=name -cJf "$TARBALL" "$NAME"
size=$(stat -c %s "$TARBALL")
unpacked=$(du -sb "$OUT" | cut -f1)
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
say "$TARBALL: $(mib "$size") ($size bytes); unpacked $(mib "$unpacked"); bin/lantern-cli $(mib "$(stat -c %s "$OUT/bin/lantern-cli")")"
[ "$size" -le $((MAX_MIB * 1048576)) ] || die "the tarball is over $MAX_MIB MiB"

# 4. Check an unpacked copy.
[ "${BUNDLE_CHECK:-1}" = 0 ] && exit 0
check=$(mktemp -d)
trap 'rm -rf "$check" ${work:+"$work"}' EXIT
tar -C "$check" -xJf "$TARBALL"
B=$check/$NAME
fail=0
# Every shipped ELF file: all symbols resolve (ldd -r), and nothing resolves to a non-host library
# outside the bundle (in particular nothing under the system's LLVM, and no libtorch).
for f in "$B"/bin/lantern-cli "$B"/lib/*.so.*; do
  [ -L "$f" ] && continue
  report=$(ldd -r "$f" 2>&1)
  if grep -q 'undefined symbol\|not found' <<< "$report"; then
    echo "$report" | grep 'undefined symbol\|not found' | head -5 >&2; fail=1
  fi
  while read -r lib _ path _; do
    [[ $lib =~ $HOST_LIBS ]] && continue
    case $path in "$B"/*) ;; *) echo "bundle: $(basename "$f"): $lib resolves to $path, outside the bundle" >&2; fail=1 ;; esac
  done < <(ldd "$f" | awk '$2 == "=>"')
done
needed "$B/bin/lantern-cli" | grep -q '^lib\(torch\|c10\)' && { echo "bundle: lantern-cli links libtorch" >&2; fail=1; }
# A run in an empty environment, with the dynamic loader's log: every library it initialises is a host
# library or one of the bundle's.
(cd "$B" && env -i PATH=/usr/bin:/bin LD_DEBUG=libs LD_DEBUG_OUTPUT="$check/ld" \
  ./bin/lantern-cli run assets/sdpa_f32.mlir schedules/flash-attention-cpu.json) > "$check/run.txt" 2>&1 || true
grep -q '^verdict: PASS' "$check/run.txt" || { cat "$check/run.txt" >&2; echo "bundle: the check run did not pass" >&2; fail=1; }
outside=$(cat "$check"/ld.* | sed -n 's/.*calling init: //p' | sort -u | while read -r path; do
  [[ $(basename "$path") =~ $HOST_LIBS ]] || case $path in "$B"/*) ;; *) echo "$path" ;; esac
done)
[ -z "$outside" ] || { echo "bundle: the run loaded libraries from outside the bundle:" $outside >&2; fail=1; }
loaded=$(cat "$check"/ld.* | sed -n 's/.*calling init: //p' | sort -u | grep -c "^$B/" || true)
[ "$fail" = 0 ] || die "the check failed"
say "check: all ELF files resolve inside the bundle or to glibc/libstdc++; 'lantern-cli run' in an empty environment: $(grep '^verdict' "$check/run.txt"); $loaded bundle libraries loaded, none from outside"
