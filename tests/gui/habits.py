"""Habits of a desktop tool: Ctrl+F puts the keyboard in the IR search and the search finds lines;
Esc closes dialogs; the app opens the last session (graph and schedule) when started without
arguments; File > New graph generates a graph and opens it; the built-in schedule picker lists every
shipped schedule with its target and description."""
import json
import os
import subprocess

from guitest import args, check, lantern_command, open_default, run_script, work_path

state, _ = run_script("search", open_default() + [
    {"action": "key", "keys": "ctrl+f"},
    {"action": "sleep", "seconds": 0.2},
])
check(state["ir_search"]["focused"], "Ctrl+F focuses the IR search: %s" % state["ir_search"], state)

state, _ = run_script("search_text", open_default() + [
    {"action": "search", "text": "linalg.batch_matmul"},
    {"action": "sleep", "seconds": 0.2},
])
check(state["ir_search"]["matches"] >= 2 and state["ir_search"]["current"] == 1,
      "the search finds both contractions and goes to the first: %s" % state["ir_search"], state)

for dialog, title in [("add_step", "Add step"), ("new_graph", "New graph"), ("open_schedule", "Open schedule")]:
    state, _ = run_script("escape_" + dialog, open_default() + [
        {"action": "open_dialog", "name": dialog},
        {"action": "sleep", "seconds": 0.2},
    ])
    check(state["modal"] == title, "%s opens: %r" % (dialog, state["modal"]), state)
    state, _ = run_script("escape_" + dialog + "_closed", open_default() + [
        {"action": "open_dialog", "name": dialog},
        {"action": "sleep", "seconds": 0.2},
        {"action": "key", "keys": "escape"},
        {"action": "sleep", "seconds": 0.2},
    ])
    check(state["modal"] == "", "Esc closes %s: %r" % (dialog, state["modal"]), state)

# The last session: opened in one run, back in the next without arguments.
state_dir = work_path("state")
run_script("first", [{"action": "open_graph", "path": "assets/sdpa_causal_f32.mlir"},
                     {"action": "open_schedule", "path": "schedules/flash-attention-cpu.json"},
                     {"action": "wait"}], state_dir=state_dir)
script = work_path("second.json")
with open(script, "w") as f:
    json.dump([{"action": "wait"}], f)
second_state = work_path("second.state.json")
command = lantern_command(script, second_state, state_dir=state_dir) + ["--last-session"]
process = subprocess.run(command, capture_output=True, text=True, timeout=600)
check(process.returncode == 0, "the second start works: %s" % process.stderr)
second = json.load(open(second_state))
check(second["graph"] and second["graph"]["path"].endswith("assets/sdpa_causal_f32.mlir"),
      "the last graph is open again: %s" % second["graph"], second)
check(second["schedule"]["path"].endswith("schedules/flash-attention-cpu.json"), "and the last schedule", second)

state, _ = run_script("new_graph", [
    {"action": "new_graph", "batch": 1, "heads": 2, "seq": 64, "dim": 32, "dtype": "bf16", "mask": "causal"},
    {"action": "wait"},
], state_dir=work_path("state_new"))
graph = state["graph"]
check(graph and "sdpa_1x2x64x32_bf16_causal" in graph["path"] and graph["attention"],
      "New graph writes the generated graph and opens it, roles found: %s" % graph, state)
check(os.path.exists(graph["path"]), "the graph file exists", state)
state, _ = run_script("new_graph_bad", [{"action": "new_graph", "seq": 0}], expect_exit=1)
check("seq" in state["error"], "a bad shape is refused with the field named: %r" % state["error"], state)

builtins = {b["name"]: b for b in state["builtin_schedules"]}
shipped = [f for f in os.listdir("schedules") if f.endswith(".json")]
check(len(builtins) == len(shipped), "every shipped schedule is in the picker: %s" % sorted(builtins), state)
check(all(b["description"] and b["target"] for b in builtins.values()), "each with a description and target", state)
print("ok")
