"""Undo takes the schedule back before a breaking reorder, and every step is ok again; redo breaks it
again. Statuses come from the prefix cache, so nothing is applied twice."""
from guitest import check, kinds, open_default, run_script, statuses

state, _ = run_script("undo", open_default() + [
    {"action": "move_step", "from": 4, "to": 1},
    {"action": "wait"},
    {"action": "undo"},
    {"action": "wait"},
])
check(kinds(state) == ["fuse", "cleanup", "vectorize", "bufferize", "cleanup"], "undo restores the order", state)
check(statuses(state) == ["ok"] * 5, "undo restores the statuses, got %s" % statuses(state), state)
check(all(step["cached"] for step in state["steps"]), "the restored trace comes from the cache", state)
check(state["schedule"]["can_redo"], "the reorder can be redone", state)
check(not state["schedule"]["dirty"], "back to the saved schedule", state)

state, _ = run_script("redo", open_default() + [
    {"action": "move_step", "from": 4, "to": 1},
    {"action": "undo"},
    {"action": "redo"},
    {"action": "wait"},
])
check(statuses(state) == ["ok", "failed", "not run", "not run", "not run"],
      "redo breaks fuse again, got %s" % statuses(state), state)
print("ok")
