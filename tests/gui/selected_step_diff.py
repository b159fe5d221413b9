"""Selecting a step shows its diff, with the same counts lantern-cli reports for that step (one
engine, two front ends)."""
import json
import os
import subprocess

from guitest import TILE_AND_FUSE, args, check, open_default, run_script, work_path

state, _ = run_script("diff", open_default() + [
    {"action": "select_step", "index": 1},
    {"action": "wait"},
])
selected = state["selected"]
check(selected is not None and selected["index"] == 1 and selected["step"] == "fuse", "step 1 is selected", state)
diff = selected["diff"]
check(diff is not None and diff["added"] > 0, "fuse adds lines (the loop and its slices)", state)
check(selected["view"]["document"] == "diff", "the IR view shows the diff", state)
check(selected["view"]["rows"] >= diff["lines_after"], "side by side shows one row per aligned line", state)

cli = os.path.join(os.path.dirname(args().lantern), "lantern-cli")
trace = work_path("trace.json")
subprocess.run([cli, "apply", "assets/sdpa_f32.mlir", TILE_AND_FUSE, "-o", os.devnull,
                "--trace-json", trace], check=True, capture_output=True)
with open(trace) as f:
    expected = json.load(f)["steps"][0]["diff"]
for key in ("added", "removed", "changed", "hunks"):
    check(diff[key] == expected[key], "%s: app %s, lantern-cli %s" % (key, diff[key], expected[key]), state)
for step in state["steps"]:
    check(step["diff"] is not None, "every ok step has its diff computed after wait", state)
print("ok")
