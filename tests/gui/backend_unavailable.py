"""A backend whose driver is missing is listed greyed out with the reason (the run panel's backend
list disables it and shows "(reason)" beside it), and a run asked of it anyway stops with that reason
instead of compiling. Here the Intel GPU backend, with its Level Zero loader pointed nowhere, so the
test behaves the same on a machine that has one."""
import os

from guitest import check, open_default, run_script

os.environ["LANTERN_LEVEL_ZERO_LOADER"] = "/nonexistent/libze_loader.so.1"

state, _ = run_script("unavailable", open_default(schedule="schedules/flash-attention-xegpu.json",
                                                  graph="assets/sdpa_bf16.mlir") + [
    {"action": "run", "backend": "level_zero", "repeats": 1},
    {"action": "wait", "timeout_s": 300},
])
backends = {b["name"]: b for b in state["backends"]}
check("level_zero" in backends, "the Intel GPU backend is listed: %s" % sorted(backends), state)
level_zero = backends["level_zero"]
check(not level_zero["available"], "level_zero is greyed out", state)
check(level_zero["reason"].startswith("no Level Zero driver (/nonexistent/libze_loader.so.1"),
      "with the reason: %s" % level_zero["reason"], state)
check(backends["cpu"]["available"], "the cpu backend stays available", state)
run = state["run"]
check(run is not None and not run["ok"], "the run did not go ahead", state)
text = " ".join(str(d) for d in run["diagnostics"])
check("level_zero not available: no Level Zero driver" in text, "and says why: %s" % text, state)
print("ok")
