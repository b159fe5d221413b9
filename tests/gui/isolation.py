"""Nothing a schedule does takes the app down. Steps apply in an engine process and runs run in a
child process of their own; LANTERN_TEST_FAULT (test builds only) makes one of them crash, hang or
allocate without bound, once (LANTERN_TEST_FAULT_ONCE names a file the fault removes when it fires).
Each time the app lives on (it exits 0 and dumps its state), says what happened and where, keeps
every edit, and the next action works."""
import os

from guitest import check, open_default, run_script, work_path


def once(name):
    """A token file: the fault fires while it exists, and removes it."""
    path = work_path(name + ".token")
    open(path, "w").close()
    return path


def step(state, index):
    return state["steps"][index - 1]


# A step whose engine crashes: that step is "crashed (signal 11)" with the engine's last words, the
# steps after it wait, and after an edit of the step a fresh engine applies it and the rest.
token = once("engine-crash")
state, _ = run_script("engine-crash", open_default() + [
    {"action": "dump_state", "path": work_path("engine-crash.before.json")},
    {"action": "set_param", "index": 1, "name": "sizes", "value": [1, 16, 0, 0]},
    {"action": "wait"},
], env={"LANTERN_TEST_FAULT": "apply.1:crash", "LANTERN_TEST_FAULT_ONCE": token})
import json
before = json.load(open(work_path("engine-crash.before.json")))
check(step(before, 1)["status"] == "failed" and step(before, 1)["crashed"] == "crashed (signal 11)",
      "step 1 is marked crashed (signal 11): %s" % step(before, 1), before)
messages = " ".join(step(before, 1)["diagnostics"])
check("the engine process crashed (SIGSEGV, signal 11) while applying this step" in messages,
      "the step says the engine crashed: %s" % messages, before)
check("test fault at apply.1: crash" in messages, "with the engine's last words: %s" % messages, before)
check(all(s["status"] == "not run" for s in before["steps"][1:]), "the steps after it did not run", before)
check(not os.path.exists(token), "the fault fired once", state)
check(all(s["status"] in ("ok", "disabled") for s in state["steps"]),
      "after the edit a fresh engine applied every step: %s" % [s["status"] for s in state["steps"]], state)
check(step(state, 1)["params"]["sizes"] == [1, 16, 0, 0], "the edit is kept", state)
check(step(state, 1)["crashed"] == "", "step 1 is no longer marked crashed", state)

# A step that hangs is stopped at the step time limit and marked "timed out"; undo brings the
# schedule back and the steps apply again.
token = once("engine-hang")
state, _ = run_script("engine-hang", open_default() + [
    {"action": "dump_state", "path": work_path("engine-hang.before.json")},
    {"action": "toggle_step", "index": 3},
    {"action": "wait"},
], env={"LANTERN_TEST_FAULT": "apply.2:hang", "LANTERN_TEST_FAULT_ONCE": token},
    extra_args=["--step-time-limit", "3"])
before = json.load(open(work_path("engine-hang.before.json")))
check(step(before, 1)["status"] == "ok", "step 1 applied", before)
check(step(before, 2)["crashed"] == "timed out", "step 2 is marked timed out: %s" % step(before, 2), before)
check(any("timed out (no result after 3 s" in d for d in step(before, 2)["diagnostics"]),
      "and says after how long: %s" % step(before, 2)["diagnostics"], before)
check(step(state, 2)["status"] == "ok" and step(state, 3)["status"] == "disabled",
      "the next edit re-applied step 2 in a fresh engine: %s" % [s["status"] for s in state["steps"]], state)

# Runs: a crash in the compile stage, a hang in the kernel, a runaway allocation. Each is a failed run
# that says what happened and the stage; the run after it passes.
for name, fault, extra, expected in [
        ("run-crash", "compile:crash", [], "the run crashed (SIGSEGV, signal 11) in the compile stage"),
        ("run-hang", "run:hang", ["--time-limit", "4"], "the run timed out (no result after 4 s"),
        ("run-oom", "inputs:alloc", ["--memory-limit", "700M"],
         "the run ran out of memory (over 700 MiB resident; the limit is settable) in the inputs stage")]:
    token = once(name)
    state, _ = run_script(name, open_default(schedule="schedules/tile-and-fuse.json") + [
        {"action": "run", "backend": "cpu", "repeats": 1},
        {"action": "wait", "timeout_s": 300},
        {"action": "dump_state", "path": work_path(name + ".first.json")},
        {"action": "run", "backend": "cpu", "repeats": 1},
        {"action": "wait", "timeout_s": 300},
    ], env={"LANTERN_TEST_FAULT": fault, "LANTERN_TEST_FAULT_ONCE": token}, extra_args=extra)
    first = json.load(open(work_path(name + ".first.json")))["run"]
    check(first is not None and not first["ok"] and first["verdict"] == "fail", "%s: a failed run" % name, first)
    check(expected in first["reason"], "%s: says what happened: %s" % (name, first["reason"]), first)
    check(any("it ran in a child process" in d for d in first["diagnostics"]),
          "%s: and that the app is not affected: %s" % (name, first["diagnostics"]), first)
    run = state["run"]
    check(run["ok"] and run["verdict"] == "pass", "%s: the next run passes: %s" % (name, run["reason"]), state)
    check(len(state["history"]) == 2, "%s: both runs are in the history" % name, state)
# Step numerics: "Check every step" compiles and runs each step's IR in a child that holds the
# graph's oracle. A check that crashes is "not checkable" with how and where; the next one works.
token = once("check-crash")
state, _ = run_script("check-crash", open_default(schedule="schedules/tile-and-fuse.json") + [
    {"action": "check_steps", "mask_kind": "none"},
    {"action": "wait", "timeout_s": 300},
], env={"LANTERN_TEST_FAULT": "check:crash", "LANTERN_TEST_FAULT_ONCE": token})
numbers = [s["numbers"] for s in state["steps"] if s["numbers"]]
crashed = [n for n in numbers if "the check crashed (SIGSEGV, signal 11) in the check stage" in n["reason"]]
check(len(crashed) == 1, "one check crashed and says so: %s" % numbers, state)
check(crashed[0]["verdict"] == "not checkable here", "it is not a verdict on the numbers: %s" % crashed[0], state)
check(sum(1 for n in numbers if n["verdict"] == "ok") >= 3,
      "the checks after it ran in a fresh child: %s" % numbers, state)

# The Code view lowers in a child: LLVM aborting in a stage (as its SPIR-V backend does on bf16
# arithmetic) is that stage's error; regenerating works.
token = once("emit-abort")
state, _ = run_script("emit-abort", open_default(schedule="schedules/tile-and-fuse.json") + [
    {"action": "code", "backend": "cpu", "stage": "llvm"},
    {"action": "wait", "timeout_s": 300},
    {"action": "dump_state", "path": work_path("emit-abort.first.json")},
    {"action": "code", "backend": "cpu", "stage": "llvm", "force": True},
    {"action": "wait", "timeout_s": 300},
], env={"LANTERN_TEST_FAULT": "emit:abort", "LANTERN_TEST_FAULT_ONCE": token})
first = json.load(open(work_path("emit-abort.first.json")))["code"]
check(not first["stages"][0]["ok"], "the first stage failed: %s" % first["stages"], first)
check(all(s["ok"] for s in state["code"]["stages"]), "regenerated, every stage is there: %s" % state["code"]["stages"],
      state)
# Opening a graph: MLIR's parser crashes on some malformed files instead of reporting them; the app
# reads a file in a child first and refuses it when that child dies. Opening it again works.
token = once("parse-crash")
state, _ = run_script("parse-crash", [
    {"action": "open_graph", "path": "assets/sdpa_f32.mlir", "expect_error": True},
    {"action": "wait"},
    {"action": "dump_state", "path": work_path("parse-crash.first.json")},
    {"action": "open_graph", "path": "assets/sdpa_f32.mlir"},
    {"action": "wait"},
], env={"LANTERN_TEST_FAULT": "parse:crash", "LANTERN_TEST_FAULT_ONCE": token})
first = json.load(open(work_path("parse-crash.first.json")))
check(first["graph"] is None, "the graph was not opened: %s" % first["graph"], first)
log = " ".join(first.get("log", []))
check("reading it crashed (SIGSEGV, signal 11) (in a child process; the app is not affected)" in log,
      "and the app says why: %s" % log[-400:], first)
check(state["graph"] is not None, "opening it again works", state)
print("ok")
