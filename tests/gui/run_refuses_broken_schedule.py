"""A run never compiles less than the schedule without saying so. Dragging `tile role:row_max` below
`rewrite_attention_row_mask` makes a later step fail; Run then refuses (as `lantern-cli run` does)
and names the step, instead of compiling the IR after the last step that ran and showing PASS.
"Run up to here" on the step before the failure runs that IR, and every place the result shows says
it stopped there. Any edit afterwards marks the result stale."""
from guitest import check, kinds, open_default, run_script, statuses

SCHEDULE = "schedules/flash-attention-cpu.json"
GRAPH = "assets/sdpa_bool_mask_f32.mlir"


def index_of(state, kind, target=None):
    for step in state["steps"]:
        if step["step"] == kind and (target is None or step["target"] == target):
            return step["index"]
    raise AssertionError("no %s step" % kind)


opened, _ = run_script("opened", open_default(schedule=SCHEDULE, graph=GRAPH))
tile = index_of(opened, "tile", "role:row_max")
rewrite = index_of(opened, "rewrite_attention_row_mask")
total = len(opened["steps"])
check(set(statuses(opened)) == {"ok"}, "the shipped schedule applies", opened)

move = [{"action": "move_step", "from": tile, "to": rewrite}, {"action": "wait"}]
state, _ = run_script("refused", open_default(schedule=SCHEDULE, graph=GRAPH) + move + [
    {"action": "run", "backend": "cpu", "repeats": 1},
    {"action": "wait", "timeout_s": 500},
])
failed = statuses(state).index("failed") + 1
check(failed == tile, "step %d (the first fuse_dependent_reductions) fails without its tile" % tile, state)
check(state["run"] is None, "nothing was run: no verdict to show", state)
error = state["run_view"]["error"]
check("step %d (" % failed in error and "failed" in error and "Nothing was compiled" in error,
      "the refusal names the failed step: %r" % error, state)
check("Run up to here' on step %d" % (failed - 1) in error, "and offers the step before it: %r" % error, state)
check(state["history"] == [], "a refused run is not in the history", state)
check(any("run refused" in line for line in state["log"]), "the log says the run was refused", state)

state, _ = run_script("up_to", open_default(schedule=SCHEDULE, graph=GRAPH) + move + [
    {"action": "run", "backend": "cpu", "repeats": 1, "up_to": failed - 1},
    {"action": "wait", "timeout_s": 500},
])
record = state["run_view"]["record"]
check(state["run"] is not None and record is not None, "Run up to here ran", state)
check(record["up_to"] and record["steps_compiled"] == failed - 1 and record["steps"] == total,
      "the record says which IR was compiled: %s" % record, state)
check(record["scope"] == "up to step %d of %d (Run up to here)" % (failed - 1, total), "scope: %s" % record["scope"],
      state)
check(any("up to step %d of %d" % (failed - 1, total) in line for line in state["log"]),
      "the log line of the run says it stopped early", state)
check(state["run_view"]["stale"] == "", "the result belongs to what is open", state)

state, _ = run_script("stale", open_default(schedule=SCHEDULE, graph=GRAPH) + [
    {"action": "run", "backend": "cpu", "repeats": 1},
    {"action": "wait", "timeout_s": 500},
    {"action": "toggle_step", "index": total},
    {"action": "wait"},
])
check(state["run"]["verdict"] == "pass", "the full schedule passes", state)
check(state["run_view"]["record"]["scope"] == "all %d steps" % total, "a full run says so", state)
check(state["run_view"]["stale"] == "the schedule changed since this run", "an edit marks the result stale: %r"
      % state["run_view"]["stale"], state)
print("ok")
