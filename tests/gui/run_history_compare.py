"""Every run stays in the History panel with its schedule hash, steps, backend, mask, verdict, error,
time and TF/s. Two selected runs are compared: metric deltas, the options that differ and the
schedule diff. The Run panel's backend follows the schedule's target when that backend is here."""
from guitest import check, open_default, run_script, work_path

try:  # the second run compiles for AVX2 where the host has it (lantern-cli run --cpu avx2)
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((line.split(":", 1)[1].split() for line in cpuinfo if line.startswith("flags")), [])
except OSError:
    flags = []
avx2 = {"avx2", "fma"} <= set(flags)
second = {"action": "run", "backend": "cpu", "repeats": 2, "seed": 7, "warmups": 2}
if avx2:
    second["cpu"] = "avx2"

actions = open_default(schedule="schedules/tile-and-fuse.json") + [
    {"action": "run", "backend": "cpu", "repeats": 2},
    {"action": "wait", "timeout_s": 500},
    {"action": "set_param", "index": 2, "name": "sizes", "value": [1, 16, 0, 0]},
    {"action": "wait"},
    second,
    {"action": "wait", "timeout_s": 500},
    {"action": "compare_runs", "runs": [1, 2]},
    {"action": "sleep", "seconds": 0.3},
]
state, _ = run_script("history", actions, screenshot=work_path("history.png"))
history = state["history"]
check(len(history) == 2, "both runs are in the history", state)
check([r["serial"] for r in history] == [1, 2], "numbered in order", state)
check(history[0]["schedule_hash"] != history[1]["schedule_hash"], "the edit changed the schedule hash", state)
check(all(r["verdict"] == "pass" and r["median_ms"] > 0 for r in history), "both pass and are timed", state)
check(history[1]["backend"] == "cpu" and history[1]["scope"] == "all 6 steps", "backend and scope recorded", state)
c = state["comparison"]
check(c is not None and c["before"] == 1 and c["after"] == 2, "runs 1 and 2 compared", state)
check(not c["same_schedule"] and '"sizes"' in c["schedule_diff"] and "16" in c["schedule_diff"],
      "the schedule diff shows the edited sizes: %r" % c.get("schedule_diff"), state)
check("seed 1 -> 7" in c["option_changes"], "the option change is listed: %s" % c["option_changes"], state)
check("warm-ups 1 -> 2" in c["option_changes"], "the warm-ups change is listed: %s" % c["option_changes"], state)
check(not avx2 or "cpu native -> avx2" in c["option_changes"],
      "the cpu target change is listed: %s" % c["option_changes"], state)
check(c["time_ratio"] > 0, "a time ratio", state)

# A CUDA schedule: the backend follows it when CUDA is available here; otherwise the CPU stays and
# the panel says the schedule targets cuda.
state, _ = run_script("target", open_default(schedule="schedules/flash-attention-cuda.json",
                                             graph="assets/sdpa_bf16.mlir") + [{"action": "show", "panel": "run"},
                                                                               {"action": "sleep", "seconds": 0.2}])
cuda = [b for b in state["backends"] if b["name"] == "cuda"][0]
expected = "cuda" if cuda["available"] else "cpu"
check(state["schedule"]["target"] == "cuda", "the schedule targets cuda", state)
check(state["run_view"]["options_backend"] == expected,
      "backend %s (cuda available: %s)" % (state["run_view"]["options_backend"], cuda["available"]), state)
print("ok")
