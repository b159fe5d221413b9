"""Moving bufferize before fuse breaks fuse: after bufferization there are no tensors to tile and
fuse, so fuse fails with a diagnostic and the steps after it do not run."""
from guitest import check, kinds, open_default, run_script, statuses

state, _ = run_script("reorder", open_default() + [
    {"action": "move_step", "from": 4, "to": 1},
    {"action": "wait"},
])

check(kinds(state) == ["bufferize", "fuse", "cleanup", "vectorize", "cleanup"], "the step moved to the front", state)
check(statuses(state) == ["ok", "failed", "not run", "not run", "not run"],
      "fuse fails on memrefs and the rest does not run, got %s" % statuses(state), state)
check(state["steps"][1]["diagnostics"], "the failed step carries a diagnostic", state)
check(state["schedule"]["dirty"], "the reordered schedule is unsaved", state)
check(state["idle"], "the app is idle after wait", state)
print("ok")
