#!/bin/bash
# Runs tools/sweep-slurm.sbatch on a throwaway single-node Slurm cluster on localhost and checks that
# the merged four shards are the unsharded sweep (times aside).
#
# Usage: slurm_sweep_test.sh LANTERN_CLI REPO_ROOT
#
# It starts its own munged, slurmctld and slurmd, everything (key, sockets, state, spool, logs, pid
# files, slurm.conf) in a fresh temp dir, ports chosen from the test's PID, and stops exactly those
# daemons on exit (by their pid files); other slurm/munge processes on the machine are left alone.
# Needs root (slurmd runs the jobs as the submitting user), munge and slurm-wlm (tested with 22.05).
#
# Exit codes: 0 pass, 1 fail, 77 skip (ctest SKIP_RETURN_CODE): a daemon does not start or the node
# never becomes idle; "SKIP: ..." says why, with the end of that daemon's log.
#
# Environment overrides (for testing the skip path, or other installs):
#   MUNGED, SLURMCTLD, SLURMD   daemon binaries (default: munged, slurmctld, slurmd in PATH or
#                               /usr/sbin); e.g. SLURMCTLD=/bin/false makes the test skip
#   SLURM_SWEEP_KEEP=1          keep the temp dir (it is always kept after a failure)
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 LANTERN_CLI REPO_ROOT" >&2
  exit 2
fi
cli=$(realpath "$1")
root=$(realpath "$2")
spec=$root/schedules/sweeps/cpu-tiles.json
sbatch_script=$root/tools/sweep-slurm.sbatch
export PATH=$PATH:/usr/sbin:/sbin
MUNGED=${MUNGED:-munged}
SLURMCTLD=${SLURMCTLD:-slurmctld}
SLURMD=${SLURMD:-slurmd}
shards=4

tmp=$(mktemp -d "${TMPDIR:-/tmp}/lantern-slurm.XXXXXX")
chmod 0700 "$tmp"
ctld_up=0
daemons=()  # names whose $tmp/pid/NAME.pid this test wrote or the daemon wrote for it

log() { echo "slurm_sweep_test: $*"; }

# The last lines of a daemon's log files, indented.
tail_logs() {
  local f empty=()
  for f in "$@"; do
    if [ -s "$f" ]; then
      echo "--- last lines of $f:"
      tail -n 15 "$f" | sed 's/^/    /'
    else
      empty+=("$(basename "$f")")
    fi
  done
  [ ${#empty[@]} = 0 ] || echo "--- empty or missing: ${empty[*]}"
}

skip() {
  local reason=$1
  shift
  echo "SKIP: $reason"
  tail_logs "$@"
  exit 77
}

fail() {
  echo "FAIL: $*"
  exit 1
}

alive() { [ -n "$1" ] && kill -0 "$1" 2>/dev/null; }

pid_of() { cat "$tmp/pid/$1.pid" 2>/dev/null || true; }

# SIGTERM, then SIGKILL after 10 s; only the pid this test recorded for the daemon.
stop_daemon() {
  local name=$1 pid i
  pid=$(pid_of "$name")
  alive "$pid" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for i in $(seq 1 100); do
    alive "$pid" || break
    sleep 0.1
  done
  if alive "$pid"; then
    log "$name (pid $pid) still running after 10 s, SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
}

cleanup() {
  local rc=$? i
  trap - EXIT INT TERM
  status=$rc
  # Jobs first (while slurmctld and slurmd still run), so no slurmstepd or lantern-cli is left.
  # Only once slurmctld answered: scancel and squeue wait long for a controller that is not there.
  if [ "$ctld_up" = 1 ] && alive "$(pid_of slurmctld)"; then
    timeout 10 scancel --full --quiet --user=root 2>/dev/null || true
    for i in $(seq 1 50); do
      [ -z "$(timeout 5 squeue -h -o %i 2>/dev/null)" ] && break
      sleep 0.2
    done
  fi
  local d
  for d in slurmd slurmctld munged; do
    case " ${daemons[*]} " in *" $d "*) stop_daemon "$d" ;; esac
  done
  if [ "$status" = 0 ] || [ "$status" = 77 ]; then
    if [ "${SLURM_SWEEP_KEEP:-0}" = 1 ]; then log "kept $tmp"; else rm -rf "$tmp"; fi
  else
    log "kept $tmp for a look (logs under $tmp/log)"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

mkdir -p "$tmp/munge" "$tmp/pid" "$tmp/log" "$tmp/state" "$tmp/spool" "$tmp/sweep" "$tmp/jobs"
chmod 0700 "$tmp/munge"

command -v "$MUNGED" >/dev/null 2>&1 || skip "no munged ($MUNGED)"
command -v "$SLURMCTLD" >/dev/null 2>&1 || skip "no slurmctld ($SLURMCTLD)"
command -v "$SLURMD" >/dev/null 2>&1 || skip "no slurmd ($SLURMD)"
for c in sbatch sinfo squeue scancel scontrol python3 timeout; do
  command -v "$c" >/dev/null 2>&1 || skip "no $c in PATH"
done
[ "$(id -u)" = 0 ] || skip "needs root (slurmd, SlurmUser=root)"

# --- munged, with its own key and socket --------------------------------------------------------
key=$tmp/munge/munge.key
sock=$tmp/munge/munge.socket
dd if=/dev/urandom of="$key" bs=1024 count=1 status=none
chmod 0400 "$key"
munged_log=$tmp/log/munged.log
daemons+=(munged)
# munged forks and its parent exits non-zero if the daemon could not start. --force: it refuses
# some directory permissions (e.g. a TMPDIR that is group-writable) that do not matter here.
if ! "$MUNGED" --force --key-file="$key" --socket="$sock" --pid-file="$tmp/pid/munged.pid" \
       --log-file="$munged_log" --seed-file="$tmp/munge/munged.seed" >"$tmp/log/munged.out" 2>&1; then
  skip "munged ($MUNGED) did not start" "$tmp/log/munged.out" "$munged_log"
fi
for _ in $(seq 1 50); do
  [ -S "$sock" ] && [ -s "$tmp/pid/munged.pid" ] && break
  sleep 0.1
done
[ -S "$sock" ] || skip "munged made no socket at $sock" "$tmp/log/munged.out" "$munged_log"
if command -v munge >/dev/null 2>&1 && command -v unmunge >/dev/null 2>&1; then
  munge -S "$sock" -n 2>"$tmp/log/munge-check.out" | unmunge -S "$sock" >>"$tmp/log/munge-check.out" 2>&1 ||
    skip "munge credential round trip failed on $sock" "$tmp/log/munge-check.out" "$munged_log"
fi

# --- slurm.conf ---------------------------------------------------------------------------------
# Two ports below the usual ephemeral range (32768-), from the PID; the next pair if one is taken.
port=$((10000 + ($$ % 10000) * 2))
for _ in $(seq 1 50); do
  if ! ss -Htln 2>/dev/null | awk '{print $4}' | grep -Eq ":($port|$((port + 1)))\$"; then break; fi
  port=$((port + 2))
  [ "$port" -lt 32000 ] || port=10000
done
# This machine's CPUs and memory as slurmd sees them, for NodeName=localhost.
hw=$("$SLURMD" -C 2>"$tmp/log/slurmd-C.out" | head -n 1) || true
[[ $hw == NodeName=* ]] || skip "$SLURMD -C printed no NodeName= line" "$tmp/log/slurmd-C.out"
hw=$(echo "$hw" | tr ' ' '\n' | grep -E '^(CPUs|Boards|SocketsPerBoard|CoresPerSocket|ThreadsPerCore|RealMemory)=' | tr '\n' ' ')
printf '' >"$tmp/plugstack.conf"
conf=$tmp/slurm.conf
cat >"$conf" <<EOF
# Written by tests/slurm/slurm_sweep_test.sh for one test run.
ClusterName=lantern-test
SlurmctldHost=localhost
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/pid/slurmctld.pid
SlurmdPidFile=$tmp/pid/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$tmp/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/builtin
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
# sbatch --wait polls after 2, 8 and then every 32 s (sleeps capped by MinJobAge/2), and its exit
# status only counts the tasks still known at its last poll: a smaller MinJobAge would make the polls
# closer but lets a task that failed early be purged first (seen with 10 s), so keep the default.
MinJobAge=300
MailProg=/bin/true
NodeName=localhost NodeAddr=127.0.0.1 NodeHostname=localhost $hw State=UNKNOWN
PartitionName=lantern Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$conf
# Nothing of the caller's Slurm job (if the test runs inside one) should leak into sbatch.
while read -r v; do unset "$v"; done < <(env | sed -n 's/^\(SLURM_[A-Z_]*\)=.*/\1/p' | grep -v '^SLURM_CONF$')
export SLURM_CONF=$conf

# --- slurmctld and slurmd, in the foreground of a background job (pid known at once) ------------
ctld_log=$tmp/log/slurmctld.log
slurmd_log=$tmp/log/slurmd.log
daemons+=(slurmctld)
"$SLURMCTLD" -D -i -f "$conf" >"$tmp/log/slurmctld.out" 2>&1 &
echo $! >"$tmp/pid/slurmctld.pid"
ctld_pid=$!
for i in $(seq 1 150); do
  if ! alive "$ctld_pid"; then
    rc=0; wait "$ctld_pid" || rc=$?
    skip "slurmctld ($SLURMCTLD) exited at start with status $rc" "$tmp/log/slurmctld.out" "$ctld_log"
  fi
  timeout 5 scontrol ping 2>/dev/null | grep -q 'is UP' && { ctld_up=1; break; }
  [ "$i" -lt 150 ] || skip "slurmctld did not answer scontrol ping in 30 s" "$tmp/log/slurmctld.out" "$ctld_log"
  sleep 0.2
done
# slurmctld (re)writes its pid file; it must still be the process started here.
echo "$ctld_pid" >"$tmp/pid/slurmctld.pid"

daemons+=(slurmd)
"$SLURMD" -D -N localhost -f "$conf" >"$tmp/log/slurmd.out" 2>&1 &
echo $! >"$tmp/pid/slurmd.pid"
slurmd_pid=$!
state=
for i in $(seq 1 300); do
  if ! alive "$slurmd_pid"; then
    rc=0; wait "$slurmd_pid" || rc=$?
    skip "slurmd ($SLURMD) exited at start with status $rc" "$tmp/log/slurmd.out" "$slurmd_log"
  fi
  alive "$ctld_pid" || skip "slurmctld exited while slurmd started" "$tmp/log/slurmctld.out" "$ctld_log"
  state=$(sinfo -h -N -n localhost -o %T 2>/dev/null || true)
  [ "$state" = idle ] && break
  [ "$i" -lt 300 ] || skip "node localhost not idle after 60 s (state: ${state:-none})" \
    "$tmp/log/slurmd.out" "$slurmd_log" "$ctld_log"
  sleep 0.2
done
echo "$slurmd_pid" >"$tmp/pid/slurmd.pid"
log "cluster up: slurmctld $ctld_pid, slurmd $slurmd_pid, munged $(pid_of munged), ports $port/$((port + 1)), node $hw"

# --- the sweep, unsharded and as a Slurm array ----------------------------------------------------
t0=$SECONDS
"$cli" sweep "$spec" -o "$tmp/all.jsonl" --progress none >"$tmp/log/unsharded.out" 2>&1 ||
  { cat "$tmp/log/unsharded.out"; fail "unsharded sweep failed"; }
log "unsharded sweep: $(wc -l <"$tmp/all.jsonl") lines in $((SECONDS - t0)) s"

t0=$SECONDS
set +e
(cd "$tmp/jobs" && LANTERN_CLI=$cli timeout 180 sbatch --array=0-$((shards - 1)) --wait \
   "$sbatch_script" "$spec" "$tmp/sweep") >"$tmp/log/sbatch.out" 2>&1
rc=$?
set -e
if [ "$rc" != 0 ]; then
  cat "$tmp/log/sbatch.out"
  tail_logs "$tmp"/jobs/*.out "$slurmd_log" "$ctld_log"
  [ "$rc" = 124 ] && fail "sbatch --wait timed out after 180 s"
  fail "sbatch --array=0-$((shards - 1)) --wait exited $rc"
fi
jobid=$(sed -n 's/^Submitted batch job \([0-9]*\).*/\1/p' "$tmp/log/sbatch.out")
[ -n "$jobid" ] || { cat "$tmp/log/sbatch.out"; fail "no job id in the sbatch output"; }
log "array job $jobid: $shards tasks in $((SECONDS - t0)) s"

# Each task's state and exit code, as slurmctld still holds them (MinJobAge): all COMPLETED 0:0.
timeout 10 scontrol -o show job "$jobid" >"$tmp/log/jobs.txt" 2>&1 || true
tasks=$(sed -n 's/.*ArrayTaskId=\([0-9]*\) .*JobState=\([A-Z_]*\) .*ExitCode=\([0-9:]*\).*/\1 \2 \3/p' "$tmp/log/jobs.txt" | sort -n)
if [ "$(echo "$tasks" | grep -c ' COMPLETED 0:0$')" != "$shards" ]; then
  cat "$tmp/log/jobs.txt"
  tail_logs "$tmp"/jobs/*.out
  fail "not all $shards array tasks COMPLETED with exit code 0:0: $(echo "$tasks" | tr '\n' ';')"
fi

# One log per task, named by the #SBATCH --output pattern %x-%A_%a.out.
for k in $(seq 0 $((shards - 1))); do
  [ -f "$tmp/jobs/lantern-sweep-${jobid}_$k.out" ] ||
    { ls -l "$tmp/jobs"; fail "no task log lantern-sweep-${jobid}_$k.out"; }
done

"$cli" sweep merge "$tmp"/sweep/part-*.jsonl -o "$tmp/merged.jsonl" >"$tmp/log/merge.out" 2>&1 ||
  { cat "$tmp/log/merge.out"; fail "sweep merge failed"; }
log "$(cat "$tmp/log/merge.out")"

python3 - "$tmp/all.jsonl" "$tmp/merged.jsonl" "$tmp/sweep" "$shards" <<'EOF' || fail "the Slurm sweep differs from the unsharded one"
import json, os, sys

# What depends on when and where a point ran; also any other "*_ms" field (durations, e.g. stage_ms).
TIMES = {"time_ms", "tflops", "compile_ms", "apply_ms", "total_ms", "stage_ms", "finished_at", "host", "shard"}
KEY = ["id", "index", "status", "params", "verdict", "error"]
all_path, merged_path, part_dir, shards = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def rows(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]

bad = []
a, m = rows(all_path), rows(merged_path)
if len(a) != 24 or len(m) != 24:
    bad.append(f"{len(a)} unsharded lines, {len(m)} merged lines, expected 24 each")
if [r["id"] for r in a] != [r["id"] for r in m]:
    bad.append("the point ids differ or are in another order")
for x, y in zip(a, m):
    keys = sorted(k for k in (set(x) | set(y)) - TIMES if not k.endswith("_ms") and x.get(k) != y.get(k))
    if keys:
        bad.append(f"point {x.get('index')} ({x.get('id')}) differs in {keys}")
        for k in keys:
            if k in KEY:
                bad.append(f"    {k}: unsharded {json.dumps(x.get(k))} merged {json.dumps(y.get(k))}")

parts = sorted(p for p in os.listdir(part_dir) if p.endswith(".jsonl"))
want = [f"part-{k}.jsonl" for k in range(shards)]
if parts != want:
    bad.append(f"part files {parts}, expected {want}")
seen = 0
for k in range(shards):
    p = os.path.join(part_dir, f"part-{k}.jsonl")
    if not os.path.exists(p):
        continue
    r = rows(p)
    seen += len(r)
    if len(r) != 24 // shards:
        bad.append(f"part-{k}.jsonl: {len(r)} lines, expected {24 // shards}")
    wrong = sorted({x.get("shard") for x in r} - {f"{k}/{shards}"})
    if wrong:
        bad.append(f"part-{k}.jsonl: shard {wrong}, expected {k}/{shards}")
    off = [x["index"] for x in r if x["index"] % shards != k]
    if off:
        bad.append(f"part-{k}.jsonl: points {off} are not in shard {k}/{shards}")

for b in bad:
    print(b)
if bad:
    sys.exit(1)
statuses = {}
for x in m:
    statuses[x["status"]] = statuses.get(x["status"], 0) + 1
print(f"{len(m)} merged points = unsharded ({', '.join(f'{v} {k}' for k, v in sorted(statuses.items()))}); "
      f"{shards} parts x {seen // shards} lines, shard K/{shards} each")
EOF

echo "PASS: slurm array job $jobid ran $shards shards; merged $(wc -l <"$tmp/merged.jsonl") points = unsharded $(wc -l <"$tmp/all.jsonl") points (times aside); parts $(for k in $(seq 0 $((shards - 1))); do printf '%s:%s ' "$k" "$(wc -l <"$tmp/sweep/part-$k.jsonl")"; done)"
