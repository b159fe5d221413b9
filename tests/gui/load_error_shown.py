"""A file that does not load is shown where the user is looking: a dialog with the whole message
(file, line, column, what was expected), and the status line has a first line that says what went
wrong, not just "cannot open". What was open stays open."""
from guitest import check, open_default, run_script, work_path

bad = work_path("broken.mlir")
with open(bad, "w") as f:
    f.write("module {\n  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n    return %b : tensor<4xf32>\n  }\n}\n")
state, _ = run_script("bad_graph", open_default() + [{"action": "open_graph", "path": bad}], expect_exit=1)
check(state["modal"] == "Cannot open the graph", "the error dialog opens: %r" % state["modal"], state)
check("broken.mlir:3:" in state["error"], "the message has the file and line: %r" % state["error"], state)
check(state["graph"]["path"] == "assets/sdpa_f32.mlir", "the graph that was open stays open", state)

bad_schedule = work_path("broken.json")
with open(bad_schedule, "w") as f:
    f.write('{"lantern_schedule": 1, "name": "x", "steps": [{"step": "tile", "sizes": "big"}]}\n')
state, _ = run_script("bad_schedule", open_default() + [{"action": "open_schedule", "path": bad_schedule}],
                      expect_exit=1)
check(state["modal"] == "Cannot open the schedule", "the schedule error dialog opens: %r" % state["modal"], state)
first = state["error"].split("\n")[0]
check("broken.json" in first and "step 1 (tile)" in first, "the first line names the file and the step: %r" % first, state)
check(len(state["steps"]) == 5, "the schedule that was open stays open", state)
print("ok")
