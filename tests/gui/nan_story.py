"""The NaN story in three clicks (Help > The NaN story): the sliding-window graph with the flash
schedule passes with 0 NaN; with the loop's -inf guards off NaN rows appear (FAIL), in rows PyTorch
computes fine; with them on again they are gone (PASS). What the chapters' texts claim is what these
runs show."""
from guitest import check, run_script, work_path

story = [{"action": "nan_story", "chapter": "open"}, {"action": "wait", "timeout_s": 500}]
state, _ = run_script("open", story)
check(state["graph"]["path"].endswith("assets/flex_alibi_window_f32.mlir"), "the story's graph is open", state)
check(state["run"]["verdict"] == "pass" and state["run"]["nan"] == 0, "chapter 1: PASS, 0 NaN", state)

off = story + [{"action": "nan_story", "chapter": "guards_off"}, {"action": "wait", "timeout_s": 500}]
state, _ = run_script("off", off, screenshot=work_path("nan-story.png"))
guards = [s["params"].get("guard_infinities") for s in state["steps"] if s["step"] == "fuse_dependent_reductions"]
check(guards == [False, False], "both fuse_dependent_reductions steps have guard_infinities off: %s" % guards, state)
run = state["run"]
check(run["verdict"] == "fail" and run["nan"] > 0, "chapter 2: FAIL with NaN: %s" % run["reason"], state)
pytorch = [o for o in run["oracles"] if o["oracle"] == "pytorch"][0]
check(pytorch["available"], "checked against PyTorch semantics, which has no NaN there", state)
check(" rows" in run["reason"] and "the reference has none" in run["reason"],
      "the verdict names the NaN rows and that the reference has none: %r" % run["reason"], state)

state, _ = run_script("on", off + [{"action": "nan_story", "chapter": "guards_on"}, {"action": "wait", "timeout_s": 500}])
check(state["run"]["verdict"] == "pass" and state["run"]["nan"] == 0, "chapter 3: PASS, 0 NaN again", state)
check([r["verdict"] for r in state["history"]] == ["pass", "fail", "pass"], "the history tells the story", state)

state, _ = run_script("too_early", [{"action": "nan_story", "chapter": "guards_off"}], expect_exit=1)
check("open the story's graph and schedule first" in state["error"], "chapter 2 first says what to do", state)
print("ok")
