"""Opening a schedule is not an edit: Undo is disabled right after it, so Undo + Ctrl+S cannot write
an empty schedule over the file. Saving an empty schedule over a file that holds steps asks first
(Replace / Cancel), and the window title shows the file Ctrl+S writes."""
import json
import shutil

from guitest import check, run_script, work_path

copy = work_path("mine.json")
shutil.copy("tests/gui/inputs/tile-and-fuse.json", copy)
steps_before = len(json.load(open(copy))["steps"])

state, _ = run_script("undo_open", [
    {"action": "open_graph", "path": "assets/sdpa_f32.mlir"},
    {"action": "open_schedule", "path": copy},
    {"action": "wait"},
    {"action": "key", "keys": "ctrl+z"},
    {"action": "key", "keys": "ctrl+s"},
    {"action": "wait"},
])
check(not state["schedule"]["can_undo"], "nothing to undo right after opening", state)
check(state["schedule"]["step_count"] == steps_before, "Ctrl+Z did not remove the opened schedule", state)
check(copy in state["title"], "the title shows the file Ctrl+S writes: %r" % state["title"], state)
check(len(json.load(open(copy))["steps"]) == steps_before, "the file still holds its steps", state)

# Delete every step by hand, then Ctrl+S: a question, and Cancel keeps the file.
removals = [{"action": "remove_step", "index": 1} for _ in range(steps_before)]
state, _ = run_script("empty_cancel", [
    {"action": "open_schedule", "path": copy},
    {"action": "wait"},
] + removals + [
    {"action": "wait"},
    {"action": "key", "keys": "ctrl+s"},
    {"action": "wait"},
    {"action": "sleep", "seconds": 0.3},
])
check(state["schedule"]["step_count"] == 0, "all steps removed", state)
check(state["modal"] == "Replace the file?", "Ctrl+S asks before emptying the file: modal %r" % state["modal"], state)
check(len(json.load(open(copy))["steps"]) == steps_before, "the file is unchanged while the question is open", state)
check(state["schedule"]["dirty"], "the empty schedule is still unsaved", state)

state, _ = run_script("empty_escape", [
    {"action": "open_schedule", "path": copy},
    {"action": "wait"},
] + removals + [
    {"action": "wait"},
    {"action": "key", "keys": "ctrl+s"},
    {"action": "wait"},
    {"action": "sleep", "seconds": 0.3},
    {"action": "key", "keys": "escape"},
    {"action": "sleep", "seconds": 0.3},
])
check(state["modal"] == "", "Esc closes the question: %r" % state["modal"], state)
check(len(json.load(open(copy))["steps"]) == steps_before, "Esc is Cancel: the file keeps its steps", state)

# The workbench command refuses too (what scripts and the quit prompt use), with the reason.
state, _ = run_script("empty_command", [
    {"action": "open_schedule", "path": copy},
    {"action": "wait"},
] + removals + [
    {"action": "wait"},
    {"action": "save_schedule"},
], expect_exit=1)
check("not saved: the schedule is empty and %s holds %d step(s)" % (copy, steps_before) in state["error"],
      "the refusal says why: %r" % state.get("error"), state)
check(len(json.load(open(copy))["steps"]) == steps_before, "the file keeps its steps", state)
print("ok")
