"""The Code view lowers the IR after the last step through every stage of the chosen backend, with
no GPU needed: LLVM dialect and LLVM IR for the CPU; LLVM dialect, LLVM IR, PTX, SASS and the ptxas
resources for CUDA (the last two only when the toolkit's tools are found, else the reason). Search
finds lines in a stage. An edit makes the shown code stale until it is generated again."""
import shutil

from guitest import check, open_default, run_script, work_path

state, _ = run_script("cpu", open_default(schedule="schedules/flash-attention-cpu.json",
                                          graph="assets/sdpa_bool_mask_f32.mlir") + [
    {"action": "code", "backend": "cpu", "stage": "llvm", "search": "fmul"},
    {"action": "wait", "timeout_s": 300},
    {"action": "sleep", "seconds": 0.3},
])
code = state["code"]
check(code is not None and code["backend"] == "cpu" and code["current"], "CPU code generated", state)
check([s["kind"] for s in code["stages"]] == ["mlir", "llvm"], "two CPU stages: %s" % code["stages"], state)
check(all(s["ok"] and s["lines"] > 100 for s in code["stages"]), "both lowered: %s" % code["stages"], state)
check(code["shown"]["stage"] == "llvm" and code["shown"]["matches"] > 0,
      "the LLVM IR stage shows and search finds fmul: %s" % code["shown"], state)

has_ptxas = shutil.which("ptxas") or shutil.os.path.exists("/usr/local/cuda/bin/ptxas")
state, _ = run_script("cuda", open_default(schedule="schedules/flash-attention-cuda.json",
                                           graph="assets/sdpa_bf16.mlir") + [
    {"action": "code", "backend": "cuda", "stage": "ptx", "search": "mma.sync"},
    {"action": "wait", "timeout_s": 300},
    {"action": "sleep", "seconds": 0.3},
], screenshot=work_path("code-view.png"))
code = state["code"]
kinds = [s["kind"] for s in code["stages"]]
check(kinds == ["mlir", "llvm", "ptx", "asm"], "CUDA stages without binaries: %s" % kinds, state)
ok = {s["kind"]: s["ok"] for s in code["stages"]}
check(ok["mlir"] and ok["llvm"] and ok["ptx"], "lowered to PTX without a GPU: %s" % code["stages"], state)
check(code["shown"]["stage"] == "ptx" and code["shown"]["matches"] > 0,
      "PTX shows mma.sync (tensor cores): %s" % code["shown"], state)
if has_ptxas:
    check(code["kernels"] and all(k["registers"] > 0 for k in code["kernels"]), "ptxas reports registers", state)
    check(all(k["spill_stores"] == 0 for k in code["kernels"]), "the shipped kernel does not spill", state)
    check(all(0 < k["occupancy"] <= 100 for k in code["kernels"]), "an occupancy estimate", state)
else:
    check("ptxas not found" in code["resources_reason"], "the reason without ptxas", state)

state, _ = run_script("stale", open_default(schedule="schedules/flash-attention-cpu.json",
                                            graph="assets/sdpa_bool_mask_f32.mlir") + [
    {"action": "code", "backend": "cpu"},
    {"action": "wait", "timeout_s": 300},
    {"action": "show", "panel": "run"},
    {"action": "toggle_step", "index": 1},
    {"action": "wait"},
])
check(state["code"] is not None and not state["code"]["current"], "an edit makes the code stale", state)
print("ok")
