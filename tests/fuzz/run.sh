#!/usr/bin/env bash
# Runs every libFuzzer target of BUILD (build-sanitize/) for SECONDS each, one after the other, on
# a corpus that persists in BUILD/fuzz/corpus/TARGET (seeded from the repository each time) plus the
# regression inputs in tests/fuzz/regressions/TARGET (crashes found earlier, kept as tests).
# Prints one line per target: executions, coverage (cov: edges, ft: features), corpus size, and
# whether it found a crash (the input lands in BUILD/fuzz/found/TARGET/; with --keep also copied to
# tests/fuzz/found/). Exit status 1 when any target crashed.
#   usage: tests/fuzz/run.sh BUILD SECONDS [--keep] [TARGET...]
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$1"; seconds="$2"; shift 2
keep=0
if [ "${1:-}" = "--keep" ]; then keep=1; shift; fi
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(graph schedule script_import diff sweep_spec)

seeds() { # the repository's files that each target's input looks like
  case "$1" in
    graph) ls "$root"/assets/*.mlir "$root"/assets/imported/*.mlir "$root"/tests/gui/inputs/*.mlir 2>/dev/null ;;
    schedule) ls "$root"/schedules/*.json "$root"/tests/gui/inputs/*.json 2>/dev/null ;;
    script_import) grep -rl "__transform_main" "$root"/tests/lit --include=*.mlir 2>/dev/null ;;
    sweep_spec) ls "$root"/schedules/sweeps/*.json 2>/dev/null ;;
    diff) ;; # pairs are made below
  esac
}

# The sanitizers report as in make test-sanitize.
LANTERN_SANITIZE_DIR="$root/tests/sanitize" . "$root/tests/sanitize/env.sh"
status=0
for t in "${targets[@]}"; do
  bin="$build/bin/fuzz_$t"
  if [ ! -x "$bin" ]; then echo "fuzz_$t: not built ($bin); make fuzz-build"; status=1; continue; fi
  corpus="$build/fuzz/corpus/$t"; seed="$build/fuzz/seeds/$t"; found="$build/fuzz/found/$t"
  mkdir -p "$corpus" "$seed" "$found"
  if [ "$t" = diff ]; then
    # Each graph against the next one, NUL between them: what the diff target splits on.
    prev=""
    for f in "$root"/assets/*.mlir; do
      if [ -n "$prev" ]; then { cat "$prev"; printf '\0'; cat "$f"; } > "$seed/$(basename "$prev" .mlir)--$(basename "$f")"; fi
      prev="$f"
    done
  else
    seeds "$t" | while read -r f; do cp "$f" "$seed/"; done
  fi
  dirs=("$corpus" "$seed")
  [ -d "$root/tests/fuzz/regressions/$t" ] && dirs+=("$root/tests/fuzz/regressions/$t")
  log="$build/fuzz/$t.log"
  "$bin" -max_total_time="$seconds" -print_final_stats=1 -max_len=65536 -timeout=30 -rss_limit_mb=4096 \
    -artifact_prefix="$found/" "${dirs[@]}" > "$log" 2>&1
  rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  cov=$(echo "$last" | grep -o 'cov: [0-9]*' | awk '{print $2}')
  ft=$(echo "$last" | grep -o 'ft: [0-9]*' | awk '{print $2}')
  files=$(ls "$corpus" | wc -l)
  if [ $rc -eq 0 ]; then
    verdict="no crash"
  else
    verdict="CRASH (exit $rc): $(ls -t "$found" | head -1) in $found; log $log"
    grep -E "ERROR|SUMMARY|fuzz invariant|Assertion|deadly signal" "$log" | head -5 | sed 's/^/    /'
    status=1
    if [ $keep -eq 1 ]; then mkdir -p "$root/tests/fuzz/found/$t" && cp "$found"/* "$root/tests/fuzz/found/$t/" 2>/dev/null; fi
  fi
  printf 'fuzz_%-14s %10s execs in %ss  cov %-6s ft %-7s corpus %-5s %s\n' "$t" "${execs:-?}" "$seconds" "${cov:-?}" "${ft:-?}" "$files" "$verdict"
done
exit $status
