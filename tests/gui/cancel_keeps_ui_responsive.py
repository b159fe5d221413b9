"""Applying runs off the UI thread: frames stay fast while a step that takes seconds runs on a
24k-line IR, and a cancel stops the apply once the running step is done; the steps after it are
"not run" and the schedule says it was cancelled."""
import json

from guitest import check, run_script, statuses, work_path

# 4000 chained elementwise ops (24k lines); fusing them all is one long step.
graph = work_path("chain.mlir")
with open(graph, "w") as f:
    f.write("#map = affine_map<(d0, d1) -> (d0, d1)>\nmodule {\n")
    f.write("  func.func @main(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {\n")
    f.write("    %cst = arith.constant 1.000000e+00 : f32\n")
    previous = "%arg0"
    for i in range(4000):
        f.write("    %%e%d = tensor.empty() : tensor<64x64xf32>\n" % i)
        f.write('    %%v%d = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} '
                "ins(%s : tensor<64x64xf32>) outs(%%e%d : tensor<64x64xf32>) {\n" % (i, previous, i))
        f.write("    ^bb0(%in: f32, %out: f32):\n      %r = arith.addf %in, %cst : f32\n      linalg.yield %r : f32\n")
        f.write("    } -> tensor<64x64xf32>\n")
        previous = "%%v%d" % i
    f.write("    return %s : tensor<64x64xf32>\n  }\n}\n" % previous)
schedule = work_path("fuse-chain.json")
with open(schedule, "w") as f:
    json.dump({"lantern_schedule": 1, "name": "fuse-chain", "steps": [
        {"step": "cleanup"},
        {"step": "pass", "name": "linalg-fuse-elementwise-ops", "target": "func"},
        {"step": "cleanup"}]}, f)

state, _ = run_script("cancel", [
    {"action": "open_graph", "path": graph},
    {"action": "open_schedule", "path": schedule},
    {"action": "sleep", "seconds": 1.5},
    {"action": "cancel"},
    {"action": "wait"},
])
check(state["graph"]["lines"] > 20000, "the graph is big", state)
check(statuses(state)[0] == "ok" and statuses(state)[-1] == "not run",
      "the apply stopped before the last step, got %s" % statuses(state), state)
check(state["cancelled"] and not state["applying"], "the schedule says it was cancelled", state)
check(state["ui"]["max_frame_ms"] < 50,
      "the UI thread never waited on the apply: slowest frame %.1f ms" % state["ui"]["max_frame_ms"], state)
print("ok")
