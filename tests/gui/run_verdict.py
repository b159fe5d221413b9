"""Running the shipped tile-and-fuse schedule on the CPU backend compiles its final IR, runs it on seeded
inputs and checks it against both oracles: the verdict is pass, with no NaN."""
from guitest import check, open_default, run_script

state, _ = run_script("run", open_default(schedule="schedules/tile-and-fuse.json") + [
    {"action": "run", "backend": "cpu", "repeats": 2},
    {"action": "wait", "timeout_s": 500},
])
run = state["run"]
check(run is not None, "the run finished", state)
check(run["ok"], "every stage completed: %s" % run.get("diagnostics"), state)
check(run["verdict"] == "pass", "tile-and-fuse keeps the numbers: %s" % run["reason"], state)
check(run["nan"] == 0 and run["inf"] == 0, "no NaN or Inf", state)
check(any(o["oracle"] == "pytorch" and o["available"] for o in run["oracles"]), "checked against PyTorch semantics", state)
check(run["median_ms"] > 0, "timed", state)
print("ok")
