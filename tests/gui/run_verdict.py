"""Running a schedule compiles its final IR for the CPU, runs it on seeded inputs and checks it
against both oracles. The shipped tile-and-fuse schedule keeps the numbers (pass); a graph without
the safe-softmax guard gives NaN in fully masked rows where PyTorch gives 0 (fail), and the report
says where."""
from guitest import check, open_default, run_script

state, _ = run_script("pass", open_default(schedule="schedules/tile-and-fuse.json") + [
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

state, _ = run_script("nan", open_default(schedule="schedules/tile-and-fuse.json",
                                          graph="assets/sdpa_bool_mask_no_guard_f32.mlir") + [
    {"action": "run", "backend": "cpu", "mask_kind": "padding", "repeats": 1},
    {"action": "wait", "timeout_s": 500},
])
run = state["run"]
check(run is not None and run["ok"], "the run completed", state)
check(run["verdict"] == "fail" and run["nan"] > 0, "fully masked rows give NaN: %s" % run["reason"], state)
check(run["mask_kind"] == "padding", "the mask argument was filled with padding", state)
print("ok")
