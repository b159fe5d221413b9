"""A newcomer's own model: a whole Llama layer as torch-mlir imports it from transformers
(assets/models, also in File > Example graphs) opens, every step of flash-attention-cpu applies, and
the run passes against the graph itself: the projections, RoPE and norms around the attention are
left to loops, the attention becomes the flash loop."""
from guitest import check, run_script, statuses

graph = "assets/models/llama_layer_sdpa_f32.mlir"
state, _ = run_script("layer", [
    {"action": "open_graph", "path": graph},
    {"action": "open_schedule", "path": "schedules/flash-attention-cpu.json"},
    {"action": "wait"},
    {"action": "run", "backend": "cpu", "repeats": 1},
    {"action": "wait", "timeout_s": 500},
])
check(state["graph"] is not None and state["graph"]["path"].endswith(graph), "the layer is open", state)
check(all(s == "ok" for s in statuses(state)), "every step applies: %s" % statuses(state), state)
run = state["run"]
check(run is not None and run["ok"], "the run completed: %s" % (run or {}).get("diagnostics"), state)
check(run["verdict"] == "pass", "the layer keeps its numbers: %s" % run["reason"], state)

# More of the corpus in the app: a whole model with several blocks (T5 encoder-decoder, three blocks),
# a decoder layer with cross-attention, and a bf16 model under the tensor-core schedule (applied
# only: no GPU here). Every step applies.
for name, graph, schedule in [
        ("t5", "assets/models/t5_model_sdpa_f32.mlir", "schedules/flash-attention-cpu.json"),
        ("whisper", "assets/models/whisper_declayer_eager_f32.mlir", "schedules/flash-attention-cpu.json"),
        ("llama_bf16", "assets/models/llama_model_sdpa_bf16.mlir", "schedules/flash-attention-cuda.json")]:
    state, _ = run_script(name, [
        {"action": "open_graph", "path": graph},
        {"action": "open_schedule", "path": schedule},
        {"action": "wait"},
    ])
    check(state["graph"] is not None and state["graph"]["path"].endswith(graph), "%s is open" % graph, state)
    check(all(s == "ok" for s in statuses(state)), "%s: every step applies: %s" % (graph, statuses(state)), state)
print("ok")
