// Vectorization, and what keeps the vectorized key loop in registers.
#include "schedule/catalog/builder.h"

namespace lantern::schedule {

void addVectorizeKinds(KindList &kinds) {
  kinds.add("vectorize")
      .summary("Turn linalg ops (and their tensor plumbing) into vector ops.")
      .teaching("Mode `children` (target: a function) vectorises every linalg op inside it with static shapes and "
                "then applies the vector canonicalisation patterns: contractions become `vector.contract`, "
                "elementwise bodies become vector arithmetic, reductions `vector.multi_reduction`, reads and writes "
                "`vector.transfer_read`/`transfer_write`. Mode `op` vectorises the target ops, with `vector_sizes` "
                "for dynamic shapes. Mode `inside` vectorises the linalg ops nested in the targets (e.g. "
                "`op:scf.forall`: the tiles, not the whole-tensor casts and broadcasts around the loop), then applies "
                "the same vector patterns to their function. Why: vectors are what the CPU's SIMD units and the GPU's "
                "matrix instructions consume; tile first so the vectors are small.")
      .preconditions("for mode `children`, an isolated-from-above target such as a function (default \"func\"); for "
                     "`op`, linalg ops with static shapes (or `vector_sizes`); for `inside`, ops that hold linalg "
                     "ops, such as `op:scf.forall` after a forall `tile` or `fuse` (not the linalg ops themselves)")
      .defaultTarget("func")
      .param(choice("mode", "children", {"children", "op", "inside"},
             "`children`: everything under a function; `op`: the targets; `inside`: the linalg ops nested in the targets"))
      .param(intList("vector_sizes", nlohmann::json::array(), "vector sizes for `op` mode with dynamic shapes"))
      .param(boolean("vectorize_padding", false, "also vectorise tensor.pad"))
      .param(boolean("fold_type_extensions", false, "fold arith.extf of contraction operands into vector.contract"))
      .param(boolean("nd_extract", false,
                     "vectorise tensor.extract as gathers (or contiguous loads where the indices allow): a padding "
                     "mask that a model indexes inside the mask op, an embedding or position-bias table"))
      .check([](const Step &s) -> std::string {
        if (s.text("mode") != "op" && !s.integers("vector_sizes").empty())
          return "field 'vector_sizes' needs \"mode\": \"op\"";
        if (s.text("mode") == "op" && (s.flag("vectorize_padding") ||
                                         s.flag("fold_type_extensions") || s.flag("nd_extract")))
          return "fields 'vectorize_padding', 'fold_type_extensions' and 'nd_extract' need \"mode\": \"children\" or \"inside\"";
        if (s.text("mode") == "inside" && s.flag("vectorize_padding"))
          return "field 'vectorize_padding' needs \"mode\": \"children\"";
        return "";
      })
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        if (s.text("mode") == "op") {
          std::string sizes = s.integers("vector_sizes").empty() ? "" : " vector_sizes " + formatList(s.integers("vector_sizes"));
          e.line("transform.structured.vectorize " + t + sizes + " : " + kAnyOp);
          return;
        }
        if (s.text("mode") == "inside") {
          // One target at a time (a match needs a single parent); ops in nested targets are vectorized
          // with the outermost, so the inner targets then find none left.
          std::string target = e.fresh("each_loop"), inner = e.fresh("inner");
          e.line("transform.foreach " + t + " : " + kAnyOp + " {");
          e.line("^bb0(" + target + ": " + kAnyOp + "):");
          e.line("  " + inner + " = transform.structured.match interface{LinalgOp} in " + target + " : (" + kAnyOp +
                 ") -> " + kAnyOp);
          e.line("  transform.structured.vectorize " + inner + (s.flag("nd_extract") ? " {vectorize_nd_extract}" : "") +
                 " : " + kAnyOp);
          e.line("}");
          std::string func = e.fresh("func");
          e.line(func + " = transform.get_parent_op " + t + " {deduplicate, isolated_from_above} : (" + kAnyOp + ") -> " +
                 kAnyOp);
          e.line("transform.apply_patterns to " + func + " {");
          e.line("  transform.apply_patterns.vector.transfer_permutation_patterns");
          e.line("  transform.apply_patterns.vector.reduction_to_contract");
          e.line("  transform.apply_patterns.vector.sink_ops");
          e.line("  transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers");
          if (s.flag("fold_type_extensions"))
            e.line("  transform.apply_patterns.vector.fold_arith_extension");
          e.line("  transform.apply_patterns.canonicalization");
          e.line("} : " + std::string(kAnyOp));
          return;
        }
        std::string attrs;
        auto flag = [&](const char *param, const char *attr) {
          if (s.flag(param))
            attrs += std::string(attrs.empty() ? "" : ", ") + attr;
        };
        flag("vectorize_padding", "vectorize_padding");
        flag("fold_type_extensions", "fold_type_extensions_into_contract");
        flag("nd_extract", "vectorize_nd_extract");
        e.line(e.fresh("vectorized") + " = transform.structured.vectorize_children_and_apply_patterns " + t +
               (attrs.empty() ? "" : " {" + attrs + "}") + " : (" + kAnyOp + ") -> " + kAnyOp);
      });

  kinds.add("carry_vectors_in_loop")
      .summary("After vectorize: the key loop carries its running max, sum and output as vectors, not tensors.")
      .teaching("Before: each iteration reads the loop's small tensors (row max, row sum, the output tile) with "
                "`vector.transfer_read` and writes their new values with a `vector.transfer_write` that overwrites "
                "them whole, into the iter_arg or a fresh `tensor.empty`. After: the whole-tensor writes go into their "
                "iter_args, and each read/write pair is hoisted out of the loop (`transform.lantern.carry_vectors_in_loop`, "
                "upstream `hoistLoopInvariantSubsets`): the loop's iter_args are `vector<...>` values, read once before "
                "the loop and written once after. Why: bufferization then allocates nothing per iteration (no copy of "
                "the running max), and on a GPU the carried values stay in registers. The target names an op inside "
                "the loop (default: the key loop itself, `op:scf.for`). With `if_present`, a graph whose key loop has "
                "one tile (S_kv equal to the key tile: cleanup folds the loop away) passes the step unchanged.")
      .preconditions("the loop itself as the target (default `op:scf.for`, the key loop), with iter_args its body "
                     "reads with vector.transfer_read and rewrites whole with vector.transfer_write: `vectorize` "
                     "first, and a `cleanup` between (two identical reads of an iter_arg keep it from being carried)")
      .defaultTarget("op:scf.for")
      .param(boolean("if_present", false,
             "succeed without change when the target matches nothing (a one-tile key loop folded away)"))
      .emit(LanternOp("carry_vectors_in_loop").result("carried"));

  kinds.add("pack_key_tiles")
      .summary("After vectorize: transpose (and scale) each K tile once, into a packed tensor the key loop reads, "
               "instead of once per block of query rows.")
      .teaching("Before: inside the key loop, every block of 32 query rows reads its 32x64 K tile, transposes it to Kᵀ "
                "(`vector.transpose`) and scales it for Q·Kᵀ: at 1024 tokens each K tile is transposed 32 times, once "
                "per block of rows, and the CPU's rolled contraction stores each transposed tile to a stack buffer "
                "first. After: an `scf.forall` before the row loop computes each head's transposed, scaled tiles once "
                "into a packed tensor of whole tiles (`tensor<heads x key tiles x 64 x 32>`: each tile contiguous), and "
                "the key loop reads its tile from there, in bounds, in the layout the contraction reads "
                "(`transform.lantern.pack_key_tiles`). Valid because the packed tile is the same ops on the same "
                "elements; the read does not depend on the block of rows. A K tile that Q·Kᵀ reads through its indexing "
                "map ([keys, d], reduction last) is packed transposed and the map swapped. Why: the transposes leave the "
                "inner loop, and on the CPU the contraction reads Kᵀ in place. This is the packing of K that CPU "
                "attention kernels do once per head. Cost: one buffer of K's size per call.")
      .preconditions("the key loop (default `op:scf.for`) with static bounds, after `vectorize` and before "
                     "`skip_masked_key_tiles` (which makes the bound depend on the rows) and `bufferize`; a contraction "
                     "operand read and transposed in the loop the same way for every block of rows")
      .defaultTarget("op:scf.for")
      .param(boolean("if_present", false, "succeed without change when no key tile is re-laid out in the loop"))
      .emit(LanternOp("pack_key_tiles").ifPresent());

  kinds.add("fold_padding")
      .summary("After vectorize: read pad_lengths' padded operands and write its sliced result in place, out of bounds "
               "on the ragged edge, instead of through padded copies.")
      .teaching("Before: `pad_lengths` made Q, K, V, masks and the key bias `tensor.pad`s of the graph's tensors (197 "
                "tokens padded to 224) and sliced the padded rows off the result; bufferized so, each pad is a buffer "
                "allocated, filled and copied into on every call, and the kernel's result is copied out of a padded "
                "one. After: each `vector.transfer_read` of a pad reads the graph's own tensor with `in_bounds = "
                "false` on the padded dimension and the pad's value (0, or -inf for the key bias) as its padding, so "
                "a tile that crosses the ragged edge reads the real rows and the pad's value beyond them; each tile of "
                "the row loop writes straight into the result, `min(32, 197 - row)` rows long with `in_bounds = "
                "false` (`transform.lantern.fold_padding_into_transfers`); on the GPU a block's 64-row tile and each "
                "warp's 16-row tile inside it are cut the same way (a warp wholly past the edge stores nothing). "
                "Valid because an out-of-bounds element of a transfer_read is its padding value, exactly what the pad "
                "held there, and the rows the slice cut off are the ones no longer stored. The backends then read a "
                "row past the edge as the padding: the CPU through a padded copy of the one tile that crosses it, "
                "distribute_to_mma_sync by a cp.async of 0 source bytes (zeros) for K and V rows and a clamped load "
                "and a select for Q, the bias and masks. Why: at 1000 tokens (padded to 1024) the copies, their page "
                "faults and the result's copy cost the CPU 5.8 ms of 33.6 on one core, serial; on the GPU they were "
                "seven kernels around the flash kernel. Lengths already multiples of the tiles have no pads: nothing "
                "changes.")
      .preconditions("after `vectorize` and before `bufferize`, on the function or the root (default `func`): pads with "
                     "low padding 0 and a constant value read by in-bounds vector.transfer_reads that have the padded "
                     "dimension among the vector's; an scf.forall's single result sliced to a prefix, stored by "
                     "whole-tile transfer_writes or by a loop nested in it (through unit-dimension reshapes); "
                     "anything else is left as it is")
      .defaultTarget("func")
      .emit(LanternOp("fold_padding_into_transfers"));
}

} // namespace lantern::schedule
