# Starts a sweep, kills it with SIGKILL once some points are in the results file, then restarts it.
# Usage: resume.test.sh LANTERN_CLI SPEC RESULTS
set -u
cli=$1 spec=$2 out=$3
"$cli" sweep "$spec" -o "$out" --progress none &
pid=$!
for _ in $(seq 1 600); do
  n=$(wc -l < "$out" 2>/dev/null || echo 0)
  [ "$n" -ge 8 ] && break
  sleep 0.05
done
kill -9 "$pid"
wait "$pid" 2>/dev/null
done_points=$(wc -l < "$out")
echo "killed after $done_points of 24 points"
[ "$done_points" -lt 24 ] || { echo "the sweep finished before the kill"; exit 1; }
"$cli" sweep "$spec" -o "$out" --progress lines
