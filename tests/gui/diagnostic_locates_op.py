"""A diagnostic's note names the payload op by its location in the graph file; locating it selects
the failed step and scrolls the IR it was given to that op."""
from guitest import check, open_default, run_script, statuses

state, _ = run_script("locate", open_default() + [
    {"action": "set_param", "index": 3, "name": "target", "value": "role:qk"},
    {"action": "wait"},
    {"action": "locate_diagnostic", "step": 3, "diagnostic": 1, "note": 2},
])
check(statuses(state)[:3] == ["ok", "ok", "failed"], "vectorize of one op fails, got %s" % statuses(state), state)
diagnostic = state["steps"][2]["diagnostics"][0]
check("isolated-from-above" in diagnostic, "the transform's own message is kept", state)
check(state["selected"]["index"] == 3, "the failed step is selected", state)
focus = state["focus"]
check(focus is not None and focus["step"] == 3 and not focus["in_script"], "the IR view was asked to scroll", state)
check("linalg.batch_matmul" in focus["text"] and 'lantern.role = "qk"' in focus["text"],
      "the line is the Q·Kᵀ op the note names: " + str(focus), state)
check(state["selected"]["view"]["document"] == "text", "a failed step shows the IR it was given", state)

state, _ = run_script("locate-script", open_default() + [
    {"action": "set_param", "index": 3, "name": "target", "value": "role:qk"},
    {"action": "wait"},
    {"action": "locate_diagnostic", "step": 3, "diagnostic": 1},
])
check(state["focus"]["in_script"] and "vectorize" in state["focus"]["text"],
      "the error itself points into the step's transform script: " + str(state["focus"]), state)
check(state["selected"]["view"]["document"] == "script", "the IR view shows the script", state)
print("ok")
