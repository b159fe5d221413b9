"""The Run panel says where a run's time went: wall time per stage (inputs, compile, warm-up, runs,
reference, compare, graph oracle, total) and the wall time from Run to the result. flash-attention-cpu
on sdpa_bool_mask_f32 with padding masks, as the issue's example. The test checks the stages are
there and add up; it does not judge the times (this machine is shared), it prints them."""
from guitest import check, open_default, run_script

state, _ = run_script("stages", open_default(schedule="schedules/flash-attention-cpu.json",
                                             graph="assets/sdpa_bool_mask_f32.mlir") + [
    {"action": "run", "backend": "cpu", "mask_kind": "padding"},
    {"action": "wait", "timeout_s": 500},
])
run = state["run"]
check(run is not None and run["ok"], "the run completed: %s" % (run or {}).get("diagnostics"), state)
check(run["verdict"] == "pass", "flash-attention-cpu keeps the numbers: %s" % run["reason"], state)
stages = run["stage_ms"]
keys = ["inputs", "compile", "warmup", "run", "reference", "compare", "graph_oracle", "total"]
check(sorted(stages) == sorted(keys), "every stage is reported: %s" % sorted(stages), state)
check(all(stages[k] >= 0 for k in keys), "no negative stage time: %s" % stages, state)
for k in ["compile", "warmup", "run", "reference", "graph_oracle"]:
    check(stages[k] > 0, "the %s stage ran and was timed: %s" % (k, stages), state)
parts = sum(stages[k] for k in keys if k != "total")
check(parts <= stages["total"] * 1.01 + 1, "the stages fit in the total (%.1f of %.1f ms)" % (parts, stages["total"]), state)
check(stages["total"] >= 0.5 * parts, "the total covers the stages (%.1f of %.1f ms)" % (parts, stages["total"]), state)
record = state["run_view"]["record"]
check(record is not None and record["wall_ms"] >= stages["total"],
      "the wall time from Run includes the runner's total: %s" % record, state)
print("stages (ms): %s; wall from Run %.0f ms" % (", ".join("%s %.1f" % (k, stages[k]) for k in keys), record["wall_ms"]))
print("ok")
