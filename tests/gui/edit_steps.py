"""Toggling a step disables it without breaking the others; a parameter edit re-applies from that
step and keeps the value; an invalid value is refused with the catalog's message."""
from guitest import check, open_default, run_script, statuses

state, _ = run_script("edit", open_default() + [
    {"action": "toggle_step", "index": 2},
    {"action": "set_param", "index": 1, "name": "sizes", "value": [1, 64, 0, 0]},
    {"action": "wait"},
])
check(statuses(state) == ["ok", "disabled", "ok", "ok", "ok"], "cleanup is disabled, got %s" % statuses(state), state)
check(state["steps"][0]["params"]["sizes"] == [1, 64, 0, 0], "the new tile sizes are kept", state)
check(not state["steps"][0]["cached"], "the edited step ran again", state)
check(state["schedule"]["can_undo"], "edits are undoable", state)

state, process = run_script("bad-param", open_default() + [
    {"action": "set_param", "index": 1, "name": "sizes", "value": "thirty-two"},
], expect_exit=1)
check("action 4 (set_param)" in process.stderr, "the failure names the action: " + process.stderr, state)
check("sizes" in state["error"] and "list of integers" in state["error"], "the catalog says what was expected", state)
check(state["steps"][0]["params"]["sizes"] == [1, 32, 0, 0], "the refused value is not applied", state)

state, process = run_script("bad-index", open_default() + [
    {"action": "move_step", "from": 9, "to": 1},
], expect_exit=1)
check("action 4 (move_step)" in process.stderr and "out of range" in process.stderr,
      "an index past the schedule is refused: " + process.stderr, state)
print("ok")
