// Tiling and fusion, and the linalg rewrites that prepare them: the steps that make loops.
#include "schedule/catalog/builder.h"

#include "graph/roles.h"

namespace lantern::schedule {

namespace {

// The refusal of a tiling step whose sizes are all 0.
std::string nothingToTile(const Step &s) {
  return nonZero(s.integers("sizes")) == 0 ? "field 'sizes' has no non-zero entry: nothing would be tiled" : "";
}

// ` interchange [..]` when the step reorders its loops.
std::string interchangeClause(const Step &s) {
  std::vector<int64_t> order = s.integers("interchange");
  return order.empty() ? "" : " interchange " + formatList(order);
}

// The static part of the tiling rules (transform.lantern.check_tiling checks the rest on the IR):
// no negative size, and an interchange that is a permutation.
std::string badSizesOrInterchange(const Step &s) {
  std::vector<int64_t> sizes = s.integers("sizes");
  for (size_t i = 0; i < sizes.size(); ++i)
    if (sizes[i] < 0)
      return "field 'sizes' entry " + std::to_string(i) + " is " + std::to_string(sizes[i]) +
             ": a size is a number of iterations per tile, or 0 to leave the loop untiled";
  if (!s.params.contains("interchange"))
    return "";
  std::vector<int64_t> order = s.integers("interchange");
  std::vector<bool> seen(order.size(), false);
  for (int64_t v : order) {
    if (v < 0 || v >= static_cast<int64_t>(order.size()) || seen[static_cast<size_t>(v)])
      return "field 'interchange' " + formatList(order) + " is not a permutation of 0.." +
             std::to_string(static_cast<int64_t>(order.size()) - 1) + ": each loop appears exactly once";
    seen[static_cast<size_t>(v)] = true;
  }
  return "";
}

// The first line of every tiling step: transform.lantern.check_tiling, which only reads, refuses
// (changing nothing) sizes that would make tiles race or that are not what the step means. `mode`
// is check_tiling's unit attributes: "use_forall", "reduction", "fuses_producers", or "" (scf.for).
void emitCheckTiling(Emitter &e, const std::string &handle, const Step &s, const std::string &mode) {
  e.line("transform.lantern.check_tiling " + handle + " tile_sizes " + formatList(s.integers("sizes")) +
         (s.params.contains("interchange") ? interchangeClause(s) : "") + (mode.empty() ? "" : " {" + mode + "}") + " : " +
         kAnyOp);
}

} // namespace

void addTilingKinds(KindList &kinds) {
  kinds.add("tile")
      .summary("Tile an op into a loop nest (scf.forall or scf.for) over tiles of its iteration space.")
      .teaching("Before: one linalg op over the whole tensor (e.g. P·V over all rows of Q). After: a loop whose body "
                "runs the same op on a tile (`tensor.extract_slice` in, `tensor.parallel_insert_slice` or "
                "`tensor.insert_slice` out). `sizes` has one entry per loop of the op, in its iteration order; 0 "
                "leaves a loop untiled. Why: a tile is the unit of work a core, a block or a thread takes, and it "
                "bounds how much data is live at once. `forall` loops are parallel (they can become threads or GPU "
                "blocks); `for` loops are sequential and accept an `interchange` to reorder the loops. Every tiling step first runs "
                "`transform.lantern.check_tiling`, which refuses (changing nothing) a non-zero size on a reduction "
                "loop of a `forall`: its tiles would add into the same output elements at the same time.")
      .preconditions("a target of ops that implement TilingInterface: linalg ops (on tensors, or on buffers after "
                     "`bufferize`), not functions or loops; no size past its loop's extent, and with `forall` a size "
                     "of 0 on every reduction loop (parallel tiles of a reduction would race on its output)")
      .param(intList("sizes", nullptr, "tile size per loop of the op; 0 = do not tile that loop"))
      .param(choice("loop", "forall", {"forall", "for"}, "parallel scf.forall or sequential scf.for loops"))
      .param(intList("interchange", nlohmann::json::array(), "loop order for `for` loops (a permutation)"))
      .check([](const Step &s) -> std::string {
        if (std::string problem = nothingToTile(s); !problem.empty())
          return problem;
        if (std::string problem = badSizesOrInterchange(s); !problem.empty())
          return problem;
        if (s.text("loop") == "forall" && !s.integers("interchange").empty())
          return "field 'interchange' needs \"loop\": \"for\" (scf.forall tiling takes no interchange)";
        return "";
      })
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        std::vector<int64_t> sizes = s.integers("sizes");
        emitCheckTiling(e, t, s, s.text("loop") == "forall" ? "use_forall" : "");
        if (s.text("loop") == "forall") {
          e.line(e.fresh("tiled") + ", " + e.fresh("loop") + " = transform.structured.tile_using_forall " + t +
                 " tile_sizes " + formatList(sizes) + " : (" + kAnyOp + ") -> (" + opTypes(2) + ")");
          return;
        }
        // tile_using_for spells it `interchange = [...]`; fuse and check_tiling `interchange [...]`.
        std::vector<int64_t> order = s.integers("interchange");
        std::string interchange = order.empty() ? "" : " interchange = " + formatList(order);
        size_t loops = nonZero(sizes);
        e.line(e.fresh("tiled") + ", " + e.fresh("loops") + (loops > 1 ? ":" + std::to_string(loops) : "") +
               " = transform.structured.tile_using_for " + t + " tile_sizes " + formatList(sizes) + interchange +
               " : (" + kAnyOp + ") -> (" + opTypes(loops + 1) + ")");
      });

  kinds.add("fuse")
      .summary("Tile an op and fuse the producers of its operands into the new loop, up to its attention chain's end.")
      .teaching("Before: a chain of linalg ops, each over whole tensors (for attention: the scale, Q·Kᵀ, the mask, "
                "the softmax reductions, P·V). After: one loop over tiles of the target op whose body computes, per "
                "tile, exactly the slices of each producer it needs; producers are followed through "
                "`tensor.collapse_shape`/`expand_shape` when `cleanup` is on (slice canonicalisation between "
                "fusions). Why: the intermediate tensors (the S×S score matrix among them) then exist only one tile "
                "at a time. Producers whose values every tile needs in full (the row max over all keys) are "
                "recomputed per tile, which is what the flash-attention steps later remove. In a layer or a model "
                "(`scope: chain`, the default) fusion stops where the target's attention block ends: the Q/K/V "
                "projections, RoPE, norms, residuals and earlier layers are computed once, outside the loop, and the "
                "loop reads their results; fusing them would recompute a projection for every tile (and, layer "
                "after layer, every earlier layer: the IR would grow exponentially with depth). Masks built from "
                "the arguments and index ops (causal, padding, sliding window) do follow, so no S×S mask is stored.")
      .preconditions("a target of linalg ops (TilingInterface) still on tensors, before `bufferize`: producers are "
                     "followed through tensor values (a size past its loop's extent is clamped to it: one tile over "
                     "the whole loop, e.g. 32 query rows on 24 tokens; with `scope: all` and no `yield_shared`, "
                     "upstream's fuse, it is refused), and a size of 0 on every "
                     "reduction loop of the target whose accumulator a linalg.fill initialises (fusion would pull "
                     "the fill into the loop; with `forall` the tiles would also race)")
      .param(intList("sizes", nullptr, "tile size per loop of the target op; 0 = do not tile that loop"))
      .param(choice("loop", "forall", {"forall", "for"}, "parallel scf.forall or sequential scf.for loops"))
      .param(intList("interchange", nlohmann::json::array(), "loop order (a permutation)"))
      .param(boolean("cleanup", true, "canonicalise slices between fusions (needed to fuse through reshapes)"))
      .param(choice("scope", "chain", {"chain", "all"},
                    "in a graph with attention roles: `chain` fuses the target's attention chain only (its tagged ops, "
                    "their fills, masks built from arguments and constants), so projections, norms and other blocks "
                    "stay outside as operands; `all` fuses every producer, as transform.structured.fuse does"))
      .param(boolean("yield_shared", false,
                     "producers other ops also read (a log-sum-exp output reads the row max and sum) are yielded by "
                     "the loop when its tiles cover them, instead of computed a second time outside it "
                     "(transform.lantern.tile_and_fuse)"))
      .check([](const Step &s) -> std::string {
        if (std::string problem = nothingToTile(s); !problem.empty())
          return problem;
        return badSizesOrInterchange(s);
      })
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        std::vector<int64_t> sizes = s.integers("sizes");
        bool forall = s.text("loop") == "forall";
        // Upstream's fuse only when nothing of Lantern's is asked for: every producer, nothing yielded.
        bool wholeGraph = s.text("scope") == "all";
        bool upstream = wholeGraph && !s.flag("yield_shared");
        // Lantern's tile_and_fuse clamps a size past its loop's extent to it (upstream's fuse would
        // make a tile of dynamic size), so check_tiling lets such sizes through.
        emitCheckTiling(e, t, s,
                        std::string(forall ? "use_forall, " : "") + "fuses_producers" + (upstream ? "" : ", clamps"));
        size_t loops = forall ? 1 : nonZero(sizes);
        std::string attrs;
        if (s.flag("cleanup"))
          attrs += "apply_cleanup";
        if (forall)
          attrs += std::string(attrs.empty() ? "" : ", ") + "use_forall";
        if (!upstream) {
          if (s.flag("yield_shared"))
            attrs += std::string(attrs.empty() ? "" : ", ") + "yield_shared";
          if (wholeGraph)
            attrs += std::string(attrs.empty() ? "" : ", ") + "whole_graph";
        }
        const char *op = upstream ? "transform.structured.fuse" : "transform.lantern.tile_and_fuse";
        e.line(e.fresh("fused") + ", " + e.fresh("loops") + (loops > 1 ? ":" + std::to_string(loops) : "") + " = " +
               op + " " + t + " tile_sizes " + formatList(sizes) + interchangeClause(s) +
               (attrs.empty() ? "" : " {" + attrs + "}") + " : (" + kAnyOp + ") -> (" + opTypes(loops + 1) + ")");
      });

  kinds.add("fuse_into")
      .summary("Fuse the ops named by `producers` into the loop that contains the target op.")
      .teaching("Before: a loop (from a tile step) whose body reads a whole tensor made by a producer outside it. "
                "After: the producer is tiled to the slice the loop body reads and computed inside the loop. If the "
                "producer cannot be tiled it is cloned into the loop whole. Why: finer control than `fuse`: fuse "
                "exactly the producers you name (e.g. `role:exp`, then `role:row_max`), in that order.")
      .preconditions("the target already inside an scf.<loop> loop (a `tile` or `fuse` with that `loop` before it), "
                     "and `producers` outside that loop whose results its body reads; with `loop: for`, producers "
                     "no op after the loop reads (only an scf.forall can yield them)")
      .param(target("producers", nullptr, "target of the producers to fuse, e.g. \"role:exp\" or \"op:linalg.fill\""))
      .param(choice("loop", "forall", {"forall", "for"}, "kind of the enclosing loop to fuse into"))
      .emit([](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.resolvedTarget(), "consumer"), s.text("loop"));
        std::string producers = e.match(s.targetParam("producers"), "producers");
        e.line("transform.lantern.check_fuse_into " + producers + " into " + loop + " : " + kAnyOp + ", " + kAnyOp);
        e.line(e.fresh("fused") + ", " + e.fresh("new_loop") + " = transform.structured.fuse_into_containing_op " +
               producers + " into " + loop + " : (" + opTypes(2) + ") -> (" + opTypes(2) + ")");
      });

  kinds.add("tile_reduction")
      .summary("Tile a reduction along its reduction dimension into an scf.for with a partial accumulator.")
      .teaching("Before: a reduction over a whole row (the row max over all keys). After: an `scf.for` over tiles of "
                "the reduction dimension that keeps a tile-wide partial result (the split op), then a combining "
                "reduction of the partials after the loop. Both keep the target's role. Why: this is the loop the "
                "flash-attention derivation starts from: the row max computed one key tile at a time.")
      .preconditions("a linalg reduction on tensors (before `bufferize`) as the target, with the non-zero `sizes` "
                     "entries on its reduction loops only, none past its loop's extent")
      .param(intList("sizes", nullptr, "tile size per loop; the non-zero entry must be on the reduction loop"))
      .check([](const Step &s) -> std::string {
        if (nonZero(s.integers("sizes")) == 0)
          return "field 'sizes' has no non-zero entry";
        return badSizesOrInterchange(s);
      })
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        emitCheckTiling(e, t, s, "reduction");
        std::string split = e.fresh("split"), combine = e.fresh("combine");
        e.line(e.fresh("fill") + ", " + split + ", " + combine + ", " + e.fresh("loop") +
               " = transform.structured.tile_reduction_using_for " + t + " by tile_sizes = " +
               formatList(s.integers("sizes")) + " : (" + kAnyOp + ") -> (" + opTypes(4) + ")");
        std::string role = roleOf(s.resolvedTarget());
        if (!role.empty()) {
          annotateRole(e, split, role, "split");
          annotateRole(e, combine, role, "combine");
        }
      });

  kinds.add("decompose")
      .summary("Decompose ops into simpler linalg ops (linalg.softmax into its reductions, named convolutions).")
      .teaching("`interface` applies each op's AggregatedOpInterface: `linalg.softmax` becomes max, sub+exp, sum and "
                "divide generics, the same chain torch-mlir emits for SDPA. `named` rewrites higher-dimensional "
                "named ops (e.g. 2-D convolutions) into lower-dimensional ones. Why: later steps (tiling, fusion, "
                "the flash derivation) reason about the individual reductions.")
      .preconditions("for `method: interface`, targets that implement AggregatedOpInterface (linalg.softmax and other "
                     "aggregated named ops); for `named`, named ops upstream decomposes (higher-dimensional "
                     "convolutions and pooling); a matmul or a linalg.generic decomposes neither way")
      .param(choice("method", "interface", {"interface", "named"},
             "`interface`: decompose_interface (softmax and other aggregated ops); `named`: structured.decompose"))
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        e.line(e.fresh("decomposed") + " = transform.structured." +
               (s.text("method") == "interface" ? "decompose_interface " : "decompose ") + t + " : (" + kAnyOp +
               ") -> " + kAnyOp);
      });

  kinds.add("generalize")
      .summary("Rewrite named linalg ops (batch_matmul, transpose, fill...) as linalg.generic.")
      .teaching("Before: `linalg.batch_matmul ins(%q, %kt ...)`. After: a `linalg.generic` with explicit indexing maps "
                "and a mulf/addf body, keeping the op's `lantern.role`. Why: generic ops expose their loops and body to "
                "transforms that do not know named ops, and make reshapes and elementwise work fusable into them.")
      .preconditions("targets that are linalg ops (named ones are rewritten, a linalg.generic stays as it is); with "
                     "`if_present` the target may match nothing")
      .param(boolean("if_present", false,
                     "succeed without change when the target matches nothing (a graph written with generic ops only)"))
      .emit([](const Step &s, Emitter &e) {
        // Lantern's op is upstream's generalization that keeps `lantern.role` and `lantern.block`.
        std::string h = e.match(s.resolvedTarget());
        e.line(e.fresh("result") + " = transform.lantern.generalize " + h + " : (" + kAnyOp + ") -> " + kAnyOp);
      });

  kinds.add("fold_unit_dims")
      .summary("Drop loops and tensor dimensions of extent 1 (batch 1, a tile of one head).")
      .teaching("Before: ops on tensor<1x1x64x128xf32> with four loops, two of them trivial. After: ops on "
                "tensor<64x128xf32>, with `tensor.collapse_shape`/`expand_shape` (mode `reshapes`) or "
                "`extract_slice`/`insert_slice` (mode `slices`) at the boundary. Why: vectorisation and lowering "
                "produce simpler, lower-rank code (2-D vectors instead of 4-D ones). Mode `reshapes` runs through "
                "`transform.lantern.fold_unit_extent_dims`, which keeps each op's `lantern.role`, so later steps still "
                "target the chain by role; mode `slices` uses upstream's patterns and loses the roles.")
      .preconditions("a function with a body as the target (default \"func\"; mode `reshapes` refuses anything else)")
      .defaultTarget("func")
      .param(choice("mode", "reshapes", {"reshapes", "slices"}, "how the dropped dimensions are restored at the boundary"))
      .emit([](const Step &s, Emitter &e) {
        std::string f = e.match(s.resolvedTarget());
        if (s.text("mode") == "reshapes") {
          // Lantern's op runs the same patterns but keeps `lantern.role` on the rewritten ops.
          e.line("transform.lantern.fold_unit_extent_dims " + f + " : " + kAnyOp);
          return;
        }
        e.line("transform.apply_patterns to " + f + " {");
        e.line("  transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices");
        e.line("} : " + std::string(kAnyOp));
      });
}

} // namespace lantern::schedule
