"""The numbers column (issue 21): "Find the first bad step" on a schedule whose second step tiles P·V's
reduction with scf.forall (the legality check bypassed through a raw transform step) names that step,
with NaN-free but wrong numbers; "Check every step" on flash-attention-cpu marks every step that ran
as keeping the graph's numbers (or not checkable here, with the reason), and a changed step is never
shown for it."""
from guitest import check, open_default, run_script

state, _ = run_script("bisect", open_default(schedule="tests/lit/Inputs/racy-pv-forall.json",
                                             graph="assets/sdpa_bool_mask_f32.mlir") + [
    {"action": "check_steps", "mask_kind": "padding", "bisect": True},
    {"action": "wait", "timeout_s": 500},
])
steps = state["steps"]
bad = [s for s in steps if s["numbers"] and s["numbers"]["first_bad"]]
check(len(bad) == 1, "exactly one step is named the first bad one: %s" % [s["numbers"] for s in steps], state)
check(bad[0]["index"] == 2 and bad[0]["step"] == "transform", "it is the racy transform step: %s" % bad[0], state)
check(bad[0]["numbers"]["verdict"] == "changed", "its numbers changed: %s" % bad[0]["numbers"], state)
check("first step that changes the numbers: step 2 (transform)" in state["numbers"]["bisect"],
      "the panel says so: %s" % state["numbers"]["bisect"], state)
checked = [s for s in steps if s["numbers"]]
check(len(checked) < len([s for s in steps if s["enabled"]]), "a bisection, not a check of every step: %d checked" % len(checked), state)

state, _ = run_script("every", open_default(schedule="schedules/flash-attention-cpu.json",
                                            graph="assets/sdpa_bool_mask_f32.mlir") + [
    {"action": "check_steps", "mask_kind": "padding"},
    {"action": "wait", "timeout_s": 900},
])
steps = state["steps"]
for s in steps:
    check(s["numbers"] is not None, "step %d was checked" % s["index"], state)
    check(s["numbers"]["verdict"] in ("ok", "not checkable here"), "step %d keeps the numbers: %s" % (s["index"], s["numbers"]), state)
    if s["numbers"]["verdict"] != "ok":
        check(s["numbers"]["reason"], "step %d says why it cannot be checked" % s["index"], state)
ok = [s for s in steps if s["numbers"]["verdict"] == "ok"]
check(len(ok) >= len(steps) - 2, "nearly every step of the CPU schedule is checkable on the CPU: %d of %d" % (len(ok), len(steps)), state)
print("ok: %d of %d steps checked the same" % (len(ok), len(steps)))
