// Bufferization: tensors become memrefs.
#include "schedule/catalog/builder.h"

namespace lantern::schedule {

void addBufferizeKinds(KindList &kinds) {
  kinds.add("bufferize")
      .summary("One-shot bufferization: tensors become memrefs, in place where the analysis proves it safe.")
      .teaching("Before: value-semantics tensors (`tensor.empty`, `extract_slice`, `insert_slice`). After: buffers "
                "(`memref.alloc`, `memref.subview`, `memref.copy`) and vector transfers on memrefs; with function "
                "boundaries, the function takes and returns memrefs. `eliminate_empty_tensors` first lets results be "
                "written straight into their destination instead of a temporary. Before that, "
                "`transform.lantern.unshare_destinations` gives each op that writes into a shared `tensor.empty` "
                "(or a fill of one, merged by the clean-ups' CSE) its own, so the analysis' alias sets stay the "
                "size of one layer and its cost grows linearly with the model's depth. Why: code generation needs memory. "
                "The target is the whole module (the root); later steps see the bufferized IR.")
      .preconditions("the root as the target, and loops that update their tensors in place: after the flash "
                     "derivation the key loop's running max, sum and output must be carried as vectors (`vectorize`, "
                     "`cleanup`, `carry_vectors_in_loop` before it) or `allow_return_allocs_from_loops` set")
      .defaultTarget("root")
      .param(boolean("function_boundaries", true, "bufferize function signatures too"))
      .param(choice("layout", "identity", {"identity", "fully_dynamic", "infer"},
             "memref layout of function arguments and results"))
      .param(boolean("eliminate_empty_tensors", true, "first rewrite tensor.empty ops anchored on a destination"))
      .param(boolean("allow_return_allocs_from_loops", false, "allow loops to yield new buffers"))
      .param(choice("memcpy_op", "memref.copy", {"memref.copy", "linalg.copy"}, "op used for buffer copies"))
      .check([](const Step &s) -> std::string {
        return s.resolvedTarget().kind == Target::Kind::Root ? ""
                                                              : "target must be \"root\": bufferization runs on the module";
      })
      .emit([](const Step &s, Emitter &e) {
        std::string root = e.rootHandle();
        e.line("transform.lantern.unshare_destinations " + root + " : " + kAnyOp);
        if (s.flag("eliminate_empty_tensors"))
          e.line("transform.bufferization.eliminate_empty_tensors " + root + " : " + kAnyOp);
        std::string layout = s.text("layout") == "identity"        ? "layout{IdentityLayoutMap} "
                             : s.text("layout") == "fully_dynamic" ? "layout{FullyDynamicLayoutMap} "
                                                                   : "layout{InferLayoutMap} ";
        std::string attrs = "bufferize_function_boundaries = " +
                            std::string(s.flag("function_boundaries") ? "true" : "false");
        if (s.flag("allow_return_allocs_from_loops"))
          attrs += ", allow_return_allocs_from_loops = true";
        if (s.text("memcpy_op") != "memref.copy")
          attrs += ", memcpy_op = " + quote(s.text("memcpy_op"));
        std::string result = e.fresh("bufferized");
        e.line(result + " = transform.bufferization.one_shot_bufferize " + layout + root + " {" + attrs + "} : (" +
               kAnyOp + ") -> " + kAnyOp);
        e.setRootHandle(result);
      });
}

} // namespace lantern::schedule
