"""The Sweep panel: a sweep of one step field started from the schedule being edited runs in a
lantern-cli child process and fills the table and the plot as its points finish (refused points with
the step that refused and why); loading a point puts its schedule in the editor as an undoable edit;
a results file from `lantern-cli sweep` opens with a plot against any swept parameter."""
import json
import os
import subprocess

from guitest import check, open_default, run_script, work_path

os.makedirs(work_path(""), exist_ok=True)
cli = os.path.join(os.path.dirname(os.path.abspath(__import__("guitest").args().lantern)), "lantern-cli")

# Step 10 of flash-attention-cpu tiles the key loop: 16 and 64 keys pass, 48 does not divide 256 and
# 512 is more than the sequence.
actions = open_default(schedule="schedules/flash-attention-cpu.json") + [
    {"action": "wait", "timeout_s": 300},
    {"action": "sweep_run", "step": 10, "field": "sizes", "values": [[0, 16], [0, 48], [0, 64], [0, 512]]},
    {"action": "sweep_wait", "timeout_s": 300},
    {"action": "sleep", "seconds": 0.3},
    {"action": "sweep_load_point", "row": 2},
    {"action": "wait"},
    {"action": "sleep", "seconds": 0.2},
]
state, _ = run_script("sweep-run", actions, screenshot=work_path("sweep-run.png"), state_dir=work_path("state"))
sweep = state["sweep"]
check(not sweep["running"] and sweep["points"] == 4 and sweep["expected"] == 4, "all 4 points came back", state)
check(sweep["statuses"] == {"pass": 2, "refused": 2}, "2 pass and 2 refused: %s" % sweep["statuses"], state)
check(sweep["status"].startswith("finished: 4 points"), "the status says it finished: %r" % sweep["status"], state)
check(sweep["spec"].startswith(os.path.abspath(work_path("state"))), "the spec is kept in the state directory", state)
plot = sweep["plot"]
check(plot["x_label"] == "10.sizes[1]" and sorted(p["x"] for p in plot["points"]) == [16, 64],
      "the plot has the passing key tiles along x: %s" % plot, state)
check(plot["not_plotted"] == 2, "the refused points are not plotted (the table lists them)", state)
with open(sweep["path"]) as f:
    lines = [json.loads(l) for l in f]
refused = {l["params"]["10.sizes"][1]: l["refused_step"] for l in lines if l["status"] == "refused"}
check(refused[48]["step"] == 11 and refused[512]["step"] == 10, "each refusal names its step: %s" % refused, state)
steps = state["steps"]
check(steps[9]["params"]["sizes"] == [0, 64], "point 2 loaded: step 10 tiles by 64 keys", state)
check(state["schedule"]["can_undo"] and state["schedule"]["dirty"], "loading a point is an undoable edit", state)

# A results file written by the CLI: x is any swept parameter; one series per combination of the others.
results = work_path("cpu-tiles.jsonl")
if not os.path.exists(results):
    subprocess.run([cli, "sweep", "schedules/sweeps/cpu-tiles.json", "-o", results, "--progress", "none"], check=True)
actions = [
    {"action": "sweep_open", "path": results},
    {"action": "sleep", "seconds": 0.2},
    {"action": "sweep_plot", "x": "fuse.sizes", "metric": 0},
    {"action": "sleep", "seconds": 0.3},
]
state, _ = run_script("sweep-open", actions, screenshot=work_path("sweep-open.png"))
sweep = state["sweep"]
plot = sweep["plot"]
check(sweep["points"] == 24 and sweep["statuses"] == {"pass": 24}, "24 points opened", state)
check(plot["x_choices"] == ["code", "fuse.sizes", "tile.sizes", "shape (seq)", "point"], "axes: %s" % plot["x_choices"], state)
check(plot["x_label"] == "fuse.sizes[1]" and plot["log_x"] is False, "x is the query rows per tile", state)
check(len(plot["series"]) == 8 and len(plot["points"]) == 24, "8 series of 3 points: %d" % len(plot["series"]), state)
check(sorted({p["x"] for p in plot["points"]}) == [16, 32, 64], "x values 16, 32, 64", state)

# Bad input: an unknown axis, and a results file that does not exist, are refused with a message.
state, process = run_script("sweep-bad", [{"action": "sweep_open", "path": work_path("none.jsonl")}], expect_exit=1)
check("no such results file" in state.get("error", ""), "a missing file is named: %r" % state.get("error"), state)
print("ok")
