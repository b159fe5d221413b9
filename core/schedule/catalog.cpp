// The step kinds and the transform IR each emits. Every step matches its own targets from the
// payload root, so steps can be moved, toggled and removed freely.
#include "schedule/catalog.h"

#include "graph/roles.h"
#include "schedule/handles.h"
#include "transforms/annotate_fastmath.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <sstream>

namespace lantern::schedule {

namespace {

const char *kAnyOp = "!transform.any_op";

std::string intList(const nlohmann::json &v) {
  std::string out = "[";
  for (size_t i = 0; i < v.size(); ++i)
    out += (i ? ", " : "") + std::to_string(v[i].get<int64_t>());
  return out + "]";
}

size_t nonZero(const nlohmann::json &v) {
  size_t n = 0;
  for (const auto &e : v)
    n += e.get<int64_t>() != 0;
  return n;
}

std::string opTypes(size_t n) {
  std::string out;
  for (size_t i = 0; i < n; ++i)
    out += (i ? ", " : "") + std::string(kAnyOp);
  return out;
}

std::string quote(const std::string &s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out + "\"";
}

ParamSpec intList(std::string name, nlohmann::json def, std::string help, int64_t min = 0) {
  ParamSpec p{std::move(name), ParamType::IntList, std::move(def), std::move(help)};
  p.min = min;
  return p;
}
ParamSpec integer(std::string name, int64_t def, std::string help, int64_t min, int64_t max) {
  ParamSpec p{std::move(name), ParamType::Int, def, std::move(help)};
  p.min = min;
  p.max = max;
  return p;
}
ParamSpec boolean(std::string name, bool def, std::string help) {
  return ParamSpec{std::move(name), ParamType::Bool, def, std::move(help)};
}
ParamSpec choice(std::string name, std::string def, std::vector<std::string> choices, std::string help) {
  ParamSpec p{std::move(name), ParamType::Enum, std::move(def), std::move(help)};
  p.choices = std::move(choices);
  return p;
}
ParamSpec text(std::string name, ParamType type, nlohmann::json def, std::string help) {
  return ParamSpec{std::move(name), type, std::move(def), std::move(help)};
}

// Re-attaches the role of ops that a transform replaces by new ops (generalize, split reductions),
// so later steps can still target them by role.
void annotateRole(Emitter &e, const std::string &handle, const std::string &role, const std::string &base) {
  std::string param = e.fresh(base + "_role");
  e.line(param + " = transform.param.constant " + quote(role) + " -> !transform.any_param");
  e.line("transform.annotate " + handle + " " + quote(graph::kRoleAttrName) + " = " + param + " : " + kAnyOp +
         ", !transform.any_param");
}

// `%loop = transform.get_parent_op` of the ops `handle` holds: their enclosing scf.<kind> loop.
std::string emitParentLoop(Emitter &e, const std::string &handle, const std::string &kind,
                           const std::string &base = "loop") {
  std::string loop = e.fresh(base);
  e.line(loop + " = transform.get_parent_op " + handle + " {deduplicate, op_name = " + quote("scf." + kind) + "} : (" +
         kAnyOp + ") -> " + kAnyOp);
  return loop;
}

// The `if_present` flag of the lantern ops that may find nothing to do, as the step asks.
std::string ifPresent(const Step &s) { return s.params["if_present"].get<bool>() ? " if_present" : ""; }

std::string roleOf(const std::string &target) {
  return target.rfind("role:", 0) == 0 ? target.substr(5) : std::string();
}

// Emits `apply(handle) -> new handle` for the step's targets, keeping roles on the new ops.
void emitRolePreserving(const Step &step, Emitter &e,
                        const std::function<std::string(const std::string &, const std::string &)> &apply) {
  std::string role = roleOf(step.target);
  if (!role.empty()) {
    std::string h = e.match(step.target);
    annotateRole(e, apply(h, "result"), role, "result");
    return;
  }
  if (step.target.rfind("op:", 0) == 0) {
    // One match per role: the ops of each role are replaced and re-tagged, then the rest.
    std::string names = step.target.substr(3);
    for (const std::string &r : graph::allRoleNames()) {
      std::string h = e.fresh(r);
      std::string opsList;
      std::stringstream ss(names);
      std::string name;
      while (std::getline(ss, name, ','))
        opsList += (opsList.empty() ? "" : ", ") + quote(name);
      e.line(h + " = transform.structured.match ops{[" + opsList + "]} attributes{" +
             quote(graph::kRoleAttrName) + " = " + quote(r) + "} in " + e.rootHandle() + " : (" + kAnyOp +
             ") -> " + kAnyOp);
      annotateRole(e, apply(h, r + "_new"), r, r);
    }
  }
  std::string h = e.match(step.target, "rest");
  apply(h, "result");
}

std::vector<StepKind> buildCatalog() {
  std::vector<StepKind> kinds;

  kinds.push_back(StepKind{
      "tile",
      "Tile an op into a loop nest (scf.forall or scf.for) over tiles of its iteration space.",
      "Before: one linalg op over the whole tensor (e.g. P·V over all rows of Q). After: a loop whose body "
      "runs the same op on a tile (`tensor.extract_slice` in, `tensor.parallel_insert_slice` or "
      "`tensor.insert_slice` out). `sizes` has one entry per loop of the op, in its iteration order; 0 "
      "leaves a loop untiled. Why: a tile is the unit of work a core, a block or a thread takes, and it "
      "bounds how much data is live at once. `forall` loops are parallel (they can become threads or GPU "
      "blocks); `for` loops are sequential and accept an `interchange` to reorder the loops.",
      "",
      true,
      {intList("sizes", nullptr, "tile size per loop of the op; 0 = do not tile that loop"),
       choice("loop", "forall", {"forall", "for"}, "parallel scf.forall or sequential scf.for loops"),
       intList("interchange", nlohmann::json::array(), "loop order for `for` loops (a permutation)")},
      [](const Step &s) -> std::string {
        if (nonZero(s.params["sizes"]) == 0)
          return "field 'sizes' has no non-zero entry: nothing would be tiled";
        if (s.params["loop"] == "forall" && !s.params["interchange"].empty())
          return "field 'interchange' needs \"loop\": \"for\" (scf.forall tiling takes no interchange)";
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        const nlohmann::json &sizes = s.params["sizes"];
        if (s.params["loop"] == "forall") {
          e.line(e.fresh("tiled") + ", " + e.fresh("loop") + " = transform.structured.tile_using_forall " + t +
                 " tile_sizes " + intList(sizes) + " : (" + kAnyOp + ") -> (" + opTypes(2) + ")");
          return;
        }
        std::string interchange =
            s.params["interchange"].empty() ? "" : " interchange " + intList(s.params["interchange"]);
        size_t loops = nonZero(sizes);
        e.line(e.fresh("tiled") + ", " + e.fresh("loops") + (loops > 1 ? ":" + std::to_string(loops) : "") +
               " = transform.structured.tile_using_for " + t + " tile_sizes " + intList(sizes) + interchange +
               " : (" + kAnyOp + ") -> (" + opTypes(loops + 1) + ")");
      }});

  kinds.push_back(StepKind{
      "fuse",
      "Tile an op and greedily fuse every producer of its operands into the new loop.",
      "Before: a chain of linalg ops, each over whole tensors (for attention: the scale, Q·Kᵀ, the mask, "
      "the softmax reductions, P·V). After: one loop over tiles of the target op whose body computes, per "
      "tile, exactly the slices of each producer it needs; producers are followed through "
      "`tensor.collapse_shape`/`expand_shape` when `cleanup` is on (slice canonicalisation between "
      "fusions). Why: the intermediate tensors (the S×S score matrix among them) then exist only one tile "
      "at a time. Producers whose values every tile needs in full (the row max over all keys) are "
      "recomputed per tile, which is what the flash-attention steps later remove.",
      "",
      true,
      {intList("sizes", nullptr, "tile size per loop of the target op; 0 = do not tile that loop"),
       choice("loop", "forall", {"forall", "for"}, "parallel scf.forall or sequential scf.for loops"),
       intList("interchange", nlohmann::json::array(), "loop order (a permutation)"),
       boolean("cleanup", true, "canonicalise slices between fusions (needed to fuse through reshapes)")},
      [](const Step &s) -> std::string {
        if (nonZero(s.params["sizes"]) == 0)
          return "field 'sizes' has no non-zero entry: nothing would be tiled";
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        const nlohmann::json &sizes = s.params["sizes"];
        bool forall = s.params["loop"] == "forall";
        size_t loops = forall ? 1 : nonZero(sizes);
        std::string attrs;
        if (s.params["cleanup"].get<bool>())
          attrs += "apply_cleanup";
        if (forall)
          attrs += std::string(attrs.empty() ? "" : ", ") + "use_forall";
        std::string interchange =
            s.params["interchange"].empty() ? "" : " interchange " + intList(s.params["interchange"]);
        e.line(e.fresh("fused") + ", " + e.fresh("loops") + (loops > 1 ? ":" + std::to_string(loops) : "") +
               " = transform.structured.fuse " + t + " tile_sizes " + intList(sizes) + interchange +
               (attrs.empty() ? "" : " {" + attrs + "}") + " : (" + kAnyOp + ") -> (" + opTypes(loops + 1) + ")");
      }});

  kinds.push_back(StepKind{
      "fuse_into",
      "Fuse the ops named by `producers` into the loop that contains the target op.",
      "Before: a loop (from a tile step) whose body reads a whole tensor made by a producer outside it. "
      "After: the producer is tiled to the slice the loop body reads and computed inside the loop. If the "
      "producer cannot be tiled it is cloned into the loop whole. Why: finer control than `fuse`: fuse "
      "exactly the producers you name (e.g. `role:exp`, then `role:row_max`), in that order.",
      "",
      true,
      {text("producers", ParamType::String, nullptr,
            "target of the producers to fuse, e.g. \"role:exp\" or \"op:linalg.fill\""),
       choice("loop", "forall", {"forall", "for"}, "kind of the enclosing loop to fuse into")},
      [](const Step &s) -> std::string {
        std::string problem = checkTarget(s.params["producers"].get<std::string>());
        return problem.empty() ? "" : "field 'producers': " + problem;
      },
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target, "consumer"), s.params["loop"].get<std::string>());
        std::string producers = e.match(s.params["producers"].get<std::string>(), "producers");
        e.line(e.fresh("fused") + ", " + e.fresh("new_loop") + " = transform.structured.fuse_into_containing_op " +
               producers + " into " + loop + " : (" + opTypes(2) + ") -> (" + opTypes(2) + ")");
      }});

  kinds.push_back(StepKind{
      "tile_reduction",
      "Tile a reduction along its reduction dimension into an scf.for with a partial accumulator.",
      "Before: a reduction over a whole row (the row max over all keys). After: an `scf.for` over tiles of "
      "the reduction dimension that keeps a tile-wide partial result (the split op), then a combining "
      "reduction of the partials after the loop. Both keep the target's role. Why: this is the loop the "
      "flash-attention derivation starts from: the row max computed one key tile at a time.",
      "",
      true,
      {intList("sizes", nullptr, "tile size per loop; the non-zero entry must be on the reduction loop")},
      [](const Step &s) -> std::string {
        return nonZero(s.params["sizes"]) == 0 ? "field 'sizes' has no non-zero entry" : "";
      },
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        std::string split = e.fresh("split"), combine = e.fresh("combine");
        e.line(e.fresh("fill") + ", " + split + ", " + combine + ", " + e.fresh("loop") +
               " = transform.structured.tile_reduction_using_for " + t + " by tile_sizes = " +
               intList(s.params["sizes"]) + " : (" + kAnyOp + ") -> (" + opTypes(4) + ")");
        std::string role = roleOf(s.target);
        if (!role.empty()) {
          annotateRole(e, split, role, "split");
          annotateRole(e, combine, role, "combine");
        }
      }});

  kinds.push_back(StepKind{
      "decompose",
      "Decompose ops into simpler linalg ops (linalg.softmax into its reductions, named convolutions).",
      "`interface` applies each op's AggregatedOpInterface: `linalg.softmax` becomes max, sub+exp, sum and "
      "divide generics, the same chain torch-mlir emits for SDPA. `named` rewrites higher-dimensional "
      "named ops (e.g. 2-D convolutions) into lower-dimensional ones. Why: later steps (tiling, fusion, "
      "the flash derivation) reason about the individual reductions.",
      "",
      true,
      {choice("method", "interface", {"interface", "named"},
              "`interface`: decompose_interface (softmax and other aggregated ops); `named`: structured.decompose")},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        e.line(e.fresh("decomposed") + " = transform.structured." +
               (s.params["method"] == "interface" ? "decompose_interface " : "decompose ") + t + " : (" + kAnyOp +
               ") -> " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "generalize",
      "Rewrite named linalg ops (batch_matmul, transpose, fill...) as linalg.generic.",
      "Before: `linalg.batch_matmul ins(%q, %kt ...)`. After: a `linalg.generic` with explicit indexing maps "
      "and a mulf/addf body, keeping the op's `lantern.role`. Why: generic ops expose their loops and body to "
      "transforms that do not know named ops, and make reshapes and elementwise work fusable into them.",
      "",
      true,
      {},
      nullptr,
      [](const Step &s, Emitter &e) {
        emitRolePreserving(s, e, [&e](const std::string &h, const std::string &base) {
          std::string g = e.fresh(base);
          e.line(g + " = transform.structured.generalize " + h + " : (" + kAnyOp + ") -> " + kAnyOp);
          return g;
        });
      }});

  kinds.push_back(StepKind{
      "fold_unit_dims",
      "Drop loops and tensor dimensions of extent 1 (batch 1, a tile of one head).",
      "Before: ops on tensor<1x1x64x128xf32> with four loops, two of them trivial. After: ops on "
      "tensor<64x128xf32>, with `tensor.collapse_shape`/`expand_shape` (mode `reshapes`) or "
      "`extract_slice`/`insert_slice` (mode `slices`) at the boundary. Why: vectorisation and lowering "
      "produce simpler, lower-rank code (2-D vectors instead of 4-D ones). Mode `reshapes` runs through "
      "`transform.lantern.fold_unit_extent_dims`, which keeps each op's `lantern.role`, so later steps still "
      "target the chain by role; mode `slices` uses upstream's patterns and loses the roles.",
      "func",
      true,
      {choice("mode", "reshapes", {"reshapes", "slices"}, "how the dropped dimensions are restored at the boundary")},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string f = e.match(s.target);
        if (s.params["mode"] == "reshapes") {
          // Lantern's op runs the same patterns but keeps `lantern.role` on the rewritten ops.
          e.line("transform.lantern.fold_unit_extent_dims " + f + " : " + kAnyOp);
          return;
        }
        e.line("transform.apply_patterns to " + f + " {");
        e.line("  transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices");
        e.line("} : " + std::string(kAnyOp));
      }});

  kinds.push_back(StepKind{
      "vectorize",
      "Turn linalg ops (and their tensor plumbing) into vector ops.",
      "Mode `children` (target: a function) vectorises every linalg op inside it with static shapes and "
      "then applies the vector canonicalisation patterns: contractions become `vector.contract`, "
      "elementwise bodies become vector arithmetic, reductions `vector.multi_reduction`, reads and writes "
      "`vector.transfer_read`/`transfer_write`. Mode `op` vectorises the target ops, with `vector_sizes` "
      "for dynamic shapes. Mode `inside` vectorises the linalg ops nested in the targets (e.g. "
      "`op:scf.forall`: the tiles, not the whole-tensor casts and broadcasts around the loop), then applies "
      "the same vector patterns to their function. Why: vectors are what the CPU's SIMD units and the GPU's "
      "matrix instructions consume; tile first so the vectors are small.",
      "func",
      true,
      {choice("mode", "children", {"children", "op", "inside"},
              "`children`: everything under a function; `op`: the targets; `inside`: the linalg ops nested in the targets"),
       intList("vector_sizes", nlohmann::json::array(), "vector sizes for `op` mode with dynamic shapes"),
       boolean("vectorize_padding", false, "also vectorise tensor.pad"),
       boolean("fold_type_extensions", false, "fold arith.extf of contraction operands into vector.contract"),
       boolean("nd_extract", false, "vectorise tensor.extract as gathers")},
      [](const Step &s) -> std::string {
        if (s.params["mode"] != "op" && !s.params["vector_sizes"].empty())
          return "field 'vector_sizes' needs \"mode\": \"op\"";
        if (s.params["mode"] == "op" && (s.params["vectorize_padding"].get<bool>() ||
                                         s.params["fold_type_extensions"].get<bool>() || s.params["nd_extract"].get<bool>()))
          return "fields 'vectorize_padding', 'fold_type_extensions' and 'nd_extract' need \"mode\": \"children\" or \"inside\"";
        if (s.params["mode"] == "inside" && (s.params["vectorize_padding"].get<bool>() || s.params["nd_extract"].get<bool>()))
          return "fields 'vectorize_padding' and 'nd_extract' need \"mode\": \"children\"";
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        if (s.params["mode"] == "op") {
          std::string sizes = s.params["vector_sizes"].empty() ? "" : " vector_sizes " + intList(s.params["vector_sizes"]);
          e.line("transform.structured.vectorize " + t + sizes + " : " + kAnyOp);
          return;
        }
        if (s.params["mode"] == "inside") {
          // One target at a time (a match needs a single parent); ops in nested targets are vectorized
          // with the outermost, so the inner targets then find none left.
          std::string target = e.fresh("each_loop"), inner = e.fresh("inner");
          e.line("transform.foreach " + t + " : " + kAnyOp + " {");
          e.line("^bb0(" + target + ": " + kAnyOp + "):");
          e.line("  " + inner + " = transform.structured.match interface{LinalgOp} in " + target + " : (" + kAnyOp +
                 ") -> " + kAnyOp);
          e.line("  transform.structured.vectorize " + inner + " : " + kAnyOp);
          e.line("}");
          std::string func = e.fresh("func");
          e.line(func + " = transform.get_parent_op " + t + " {deduplicate, isolated_from_above} : (" + kAnyOp + ") -> " +
                 kAnyOp);
          e.line("transform.apply_patterns to " + func + " {");
          e.line("  transform.apply_patterns.vector.transfer_permutation_patterns");
          e.line("  transform.apply_patterns.vector.reduction_to_contract");
          e.line("  transform.apply_patterns.vector.sink_ops");
          e.line("  transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers");
          if (s.params["fold_type_extensions"].get<bool>())
            e.line("  transform.apply_patterns.vector.fold_arith_extension");
          e.line("  transform.apply_patterns.canonicalization");
          e.line("} : " + std::string(kAnyOp));
          return;
        }
        std::string attrs;
        auto flag = [&](const char *param, const char *attr) {
          if (s.params[param].get<bool>())
            attrs += std::string(attrs.empty() ? "" : ", ") + attr;
        };
        flag("vectorize_padding", "vectorize_padding");
        flag("fold_type_extensions", "fold_type_extensions_into_contract");
        flag("nd_extract", "vectorize_nd_extract");
        e.line(e.fresh("vectorized") + " = transform.structured.vectorize_children_and_apply_patterns " + t +
               (attrs.empty() ? "" : " {" + attrs + "}") + " : (" + kAnyOp + ") -> " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "carry_vectors_in_loop",
      "After vectorize: the key loop carries its running max, sum and output as vectors, not tensors.",
      "Before: each iteration reads the loop's small tensors (row max, row sum, the output tile) with "
      "`vector.transfer_read` and writes their new values with a `vector.transfer_write` that overwrites "
      "them whole, into the iter_arg or a fresh `tensor.empty`. After: the whole-tensor writes go into their "
      "iter_args, and each read/write pair is hoisted out of the loop (`transform.lantern.carry_vectors_in_loop`, "
      "upstream `hoistLoopInvariantSubsets`): the loop's iter_args are `vector<...>` values, read once before "
      "the loop and written once after. Why: bufferization then allocates nothing per iteration (no copy of "
      "the running max), and on a GPU the carried values stay in registers. The target names an op inside "
      "the loop (default: the key loop itself, `op:scf.for`).",
      "op:scf.for",
      true,
      {},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        e.line(e.fresh("carried") + " = transform.lantern.carry_vectors_in_loop " + t + " : (" + kAnyOp + ") -> " +
               kAnyOp);
      }});

  kinds.push_back(StepKind{
      "skip_masked_key_tiles",
      "Causal masks: end the key loop at the last key tile that any query row of the block can see.",
      "Before (vectorized): the key loop runs over all S keys; a causal mask sets the scores of keys after "
      "the row to -inf (`select(cmpi ule %keys, %rows), %s, -inf)`, keys = the loop's index + 0..31, rows = the "
      "block's and warp's row offsets + 0..15). After: the loop's upper bound is min(S, last row of the block "
      "+ 1) (`transform.lantern.skip_masked_key_tiles`). Why: a tile of -inf leaves the running max as it was "
      "and contributes exp(-inf) = 0 to the sum and to P·V, so those tiles are skipped, not computed: about "
      "half of the work of a causal graph. The last row is taken at the last warp (or thread) of the block, so "
      "all warps of a block run the same iterations. Graphs without such a mask are left unchanged with "
      "`if_present`.",
      "op:scf.for",
      true,
      {boolean("if_present", true, "leave graphs without a causal index mask unchanged instead of failing")},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        e.line("transform.lantern.skip_masked_key_tiles " + t +
               ifPresent(s) + " : " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "distribute_to_mma_sync",
      "Split a warp's tiles over its 32 lanes: tensor cores (mma.sync) for Q·Kᵀ and P·V, registers for the rest.",
      "Before (vectorized, bufferized): an `scf.forall` whose iterations are warps, each computing 16 query rows "
      "with whole-tile vectors (`vector<16x32xf32>` scores, `vector<16x128xf32>` output, `vector<32x128xbf16>` K "
      "and V tiles). After: each lane holds only its share, in the register layout of `mma.sync.m16n8k16` (rows g "
      "and g+8, columns 8j+2t and 8j+2t+1, g = lane/4, t = lane%4): a 16x32 score tile is 16 floats per lane. "
      "`vector.contract` becomes a chain of `nvvm.mma.sync` (bf16/f16 operands, f32 accumulator); a row max or sum "
      "reduces the lane's own columns, then exchanges with the 3 other lanes of its row group (`gpu.shuffle xor` 1 "
      "and 2); reads and writes touch only the lane's elements. The probabilities P leave the Q·Kᵀ accumulator in "
      "exactly the layout P·V's A operand needs, so no data moves between the two matrix products. Why: tensor "
      "cores multiply bf16 16x8x16 tiles per warp in one instruction, ~16x the f32 CUDA-core rate. Needs: "
      "`narrow_vector_contract_operands` first (bf16/f16 operands), 16 rows per warp, and `map_to_gpu` with "
      "`inner: warp`. With `shared_memory`, the K and V tiles are staged: each key tile is copied once by "
      "the whole block into shared memory (16 bytes per thread and copy, between two barriers) and each warp "
      "loads its mma operands from there with `ldmatrix` (4 8x8 blocks per instruction; `.trans` for V), "
      "instead of every warp reading them from global memory two elements at a time. The target names an op "
      "inside the warp loop (default: the key loop).",
      "op:scf.for",
      true,
      {boolean("shared_memory", false, "stage the K/V tiles in shared memory, load them with ldmatrix")},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target), "forall", "warp_loop");
        e.line(e.fresh("distributed") + " = transform.lantern.distribute_to_mma_sync " + loop +
               (s.params["shared_memory"].get<bool>() ? " {shared_memory}" : "") + " : (" + kAnyOp + ") -> " +
               kAnyOp);
      }});

  kinds.push_back(StepKind{
      "unroll_to_dpas_tiles",
      "Cut a subgroup's tiles into the 8x16 and 16x16 pieces that Intel's DPAS and 2D block loads work on.",
      "Before (vectorized, bufferized): an `scf.forall` whose iterations are Intel subgroups (16 lanes), each "
      "computing 16 query rows with whole-tile vectors (`vector<16x64xf32>` scores and output, `vector<64x64xbf16>` "
      "K and V tiles, `vector<16xf32>` running max and sum). After: every `vector.contract` is a set of 8x16x16 "
      "(m, n, k) contractions, one `xegpu.dpas` each once converted (bf16/f16 operands, f32 accumulator); the Kᵀ "
      "operand of Q·Kᵀ is a `vector.transpose` of the K read, moved above the scaling so XeGPU loads it "
      "transposed; B operands are 16x16 reads, score/output tiles 8x16, row vectors 8-element pieces, and the "
      "key loop carries each piece as its own iter_arg (`transform.lantern.unroll_to_dpas_tiles`). Index masks "
      "(causal, window, ALiBi): the row indices become constants, the key indices 16-wide `vector.step`s plus "
      "offsets, which XeGPU distributes as lane ids. Why: MLIR "
      "22.1's XeGPU distributes instruction-sized subgroup code over the 16 lanes (`gpu-lower-to-xevm-pipeline`, "
      "subgroup level), but its blocking pass cannot yet cut the online softmax's row reductions and row "
      "broadcasts into instruction tiles. Needs `narrow_vector_contract_operands` first and 8k query rows per "
      "subgroup. The target names an op inside the subgroup loop (default: the key loop).",
      "op:scf.for",
      true,
      {},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target), "forall", "subgroup_loop");
        e.line("transform.lantern.unroll_to_dpas_tiles " + loop + " : " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "prefetch_key_tiles",
      "Mark the key loop so the Intel GPU backend prefetches the next K and V tiles into the caches.",
      "Before: each iteration of the key loop loads its K and V tiles with 2D block loads and waits for them. "
      "After: the loop carries `lantern.prefetch = N` (upstream `transform.annotate`), and the level_zero "
      "backend, once the loads are XeGPU ops, issues for every block load of floats in the loop (the K and V "
      "tiles, an additive mask's tiles) an `xegpu.prefetch_nd` of the same tile N iterations ahead (clamped to "
      "the last iteration), at the top of each iteration, and the first iteration's before the loop: "
      "`intel_sub_group_2d_block_prefetch` in the SPIR-V. Why: the "
      "tiles of the next iteration are already in L1/L2 when its loads run, so the DPAS work of one iteration "
      "overlaps the memory latency of the next (lighthouse's attention pipeline prefetches K/V the same way). "
      "The mark is an attribute, so exported scripts run in stock mlir-opt; other backends ignore it. The "
      "`transform.xegpu.insert_prefetch` op of MLIR 22.1 is not used: on the unrolled loads it computes the "
      "prefetch offset before the loop from values made inside it (operand does not dominate).",
      "op:scf.for",
      true,
      {integer("distance", 1, "how many iterations ahead the tiles are prefetched", 1, 8)},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        std::string distance = e.fresh("distance");
        e.line(distance + " = transform.param.constant " + std::to_string(s.params["distance"].get<int64_t>()) +
               " : i64 -> !transform.param<i64>");
        e.line("transform.annotate " + t + " \"lantern.prefetch\" = " + distance + " : " + kAnyOp +
               ", !transform.param<i64>");
      }});

  kinds.push_back(StepKind{
      "fuse_consumers_into_loop",
      "Move the ops that consume a loop nest's results (the output cast) into the nest.",
      "Before: `scf.forall` loops (blocks, then threads inside) compute the attention output tile by tile; "
      "after them, an op over the whole output, e.g. the cast of a bf16 graph's f32 result to bf16. After: "
      "that op is tiled to each innermost tile and computed there, and the nest returns its result instead "
      "(`transform.lantern.fuse_consumers_into_loop`, upstream `scf::tileAndFuseConsumer`). The target "
      "names an op inside the innermost loop (default: P·V); its enclosing scf.forall loops are the nest. "
      "Why: `fuse` follows producers only; on the GPU every op must end up inside the loops mapped to blocks "
      "and threads, or it would run on the host. A graph with nothing after the loop is left unchanged.",
      "role:pv",
      true,
      {},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target), "forall");
        e.line("transform.lantern.fuse_consumers_into_loop " + loop + " : " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "map_to_gpu",
      "Map the loop of tiles to GPU blocks and the loop inside it to threads: one gpu.launch.",
      "Before (bufferized): `scf.forall` over tiles (e.g. (batch·head, 64 query rows)) around an `scf.forall` "
      "over the work of one tile (e.g. 2 rows each), around the target. After: `gpu.launch` whose grid is the "
      "outer loop's trip counts and whose block is `block_dims` threads; `gpu.block_id` and `gpu.thread_id` "
      "replace the induction variables, and a `gpu.barrier` follows the thread loop. Both loops are first "
      "normalized (from 0 by 1: `transform.lantern.normalize_forall`), then tagged with the mapping "
      "(`blocks`: the block dimension of each outer loop, in order; `threads`: likewise for the inner loop) "
      "and mapped by `transform.gpu.map_forall_to_blocks` and `map_nested_forall_to_threads`. Why: the CUDA "
      "backend compiles what runs inside `gpu.launch` for the GPU and the rest for the host; the host must "
      "not touch the buffers, so every op of the function should be inside the loops by now. The target is "
      "any op inside the thread loop: by default the key loop (`op:scf.for`), since vector ops carry no roles.",
      "op:scf.for",
      true,
      {intList("block_dims", nullptr, "threads per block (x, y, z)", 1),
       choice("blocks", "yx", {"x", "yx", "xy", "zyx", "xyz"}, "block dimension of each loop of the outer forall"),
       choice("threads", "x", {"x", "yx", "xy", "zyx", "xyz"}, "thread dimension of each loop of the inner forall"),
       choice("inner", "thread", {"thread", "warp", "subgroup"},
              "what one iteration of the inner forall runs on: a thread, a warp of 32 (distribute_to_mma_sync) or "
              "an Intel subgroup of 16 (unroll_to_dpas_tiles)")},
      [](const Step &s) -> std::string {
        if (s.params["block_dims"].empty() || s.params["block_dims"].size() > 3)
          return "field 'block_dims' needs 1 to 3 entries (x, y, z)";
        return "";
      },
      [](const Step &s, Emitter &e) {
        // The outer loop first: normalizing a loop invalidates the handles to the ops nested in it, so
        // the inner loop is found again afterwards.
        std::string outer = e.fresh("outer_loop");
        e.line(outer + " = transform.get_parent_op " + emitParentLoop(e, e.match(s.target), "forall") +
               " {deduplicate, op_name = \"scf.forall\"} : (" + kAnyOp + ") -> " + kAnyOp);
        auto mapping = [](const std::string &dims, const char *kind) {
          std::string list;
          for (char d : dims)
            list += std::string(list.empty() ? "" : ", ") + "#gpu." + kind + "<" + d + ">";
          return "[" + list + "]";
        };
        // A subgroup is a warp of 16 to the mapping: iteration i runs on threads 16i..16i+15.
        std::string innerKind = s.params["inner"].get<std::string>();
        bool subgroup = innerKind == "subgroup";
        if (subgroup)
          innerKind = "warp";
        // Each loop takes as many of its mapping names as it has dimensions (tiling drops the
        // dimensions of a single tile).
        std::string blocks = e.fresh("blocks");
        e.line(blocks + " = transform.lantern.normalize_forall " + outer + " {mapping = " +
               mapping(s.params["blocks"], "block") + "} : (" + kAnyOp + ") -> " + kAnyOp);
        std::string inner = emitParentLoop(e, e.match(s.target, "target_again"), "forall", "inner_loop");
        std::string threads = e.fresh("threads");
        e.line(threads + " = transform.lantern.normalize_forall " + inner + " {mapping = " +
               mapping(s.params["threads"], innerKind.c_str()) + "} : (" + kAnyOp + ") -> " + kAnyOp);
        std::string func = e.fresh("func"), launch = e.fresh("launch");
        e.line(func + " = transform.get_parent_op " + blocks + " {deduplicate, op_name = \"func.func\"} : (" + kAnyOp +
               ") -> " + kAnyOp);
        e.line(launch + " = transform.gpu.map_forall_to_blocks " + func + " generate_gpu_launch : (" + kAnyOp + ") -> " +
               kAnyOp);
        nlohmann::json dims = s.params["block_dims"];
        while (dims.size() < 3)
          dims.push_back(1);
        e.line(e.fresh("mapped") + " = transform.gpu.map_nested_forall_to_threads " + launch + " block_dims = " +
               intList(dims) + (subgroup ? " warp_size = 16" : "") + " : (" + kAnyOp + ") -> " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "bufferize",
      "One-shot bufferization: tensors become memrefs, in place where the analysis proves it safe.",
      "Before: value-semantics tensors (`tensor.empty`, `extract_slice`, `insert_slice`). After: buffers "
      "(`memref.alloc`, `memref.subview`, `memref.copy`) and vector transfers on memrefs; with function "
      "boundaries, the function takes and returns memrefs. `eliminate_empty_tensors` first lets results be "
      "written straight into their destination instead of a temporary. Why: code generation needs memory. "
      "The target is the whole module (the root); later steps see the bufferized IR.",
      "root",
      true,
      {boolean("function_boundaries", true, "bufferize function signatures too"),
       choice("layout", "identity", {"identity", "fully_dynamic", "infer"},
              "memref layout of function arguments and results"),
       boolean("eliminate_empty_tensors", true, "first rewrite tensor.empty ops anchored on a destination"),
       boolean("allow_return_allocs_from_loops", false, "allow loops to yield new buffers"),
       choice("memcpy_op", "memref.copy", {"memref.copy", "linalg.copy"}, "op used for buffer copies")},
      [](const Step &s) -> std::string {
        return s.target.empty() || s.target == "root" ? "" : "target must be \"root\": bufferization runs on the module";
      },
      [](const Step &s, Emitter &e) {
        std::string root = e.rootHandle();
        if (s.params["eliminate_empty_tensors"].get<bool>())
          e.line("transform.bufferization.eliminate_empty_tensors " + root + " : " + kAnyOp);
        std::string layout = s.params["layout"] == "identity"       ? "layout{IdentityLayoutMap} "
                             : s.params["layout"] == "fully_dynamic" ? "layout{FullyDynamicLayoutMap} "
                                                                     : "layout{InferLayoutMap} ";
        std::string attrs = "bufferize_function_boundaries = " +
                            std::string(s.params["function_boundaries"].get<bool>() ? "true" : "false");
        if (s.params["allow_return_allocs_from_loops"].get<bool>())
          attrs += ", allow_return_allocs_from_loops = true";
        if (s.params["memcpy_op"] != "memref.copy")
          attrs += ", memcpy_op = " + quote(s.params["memcpy_op"].get<std::string>());
        std::string result = e.fresh("bufferized");
        e.line(result + " = transform.bufferization.one_shot_bufferize " + layout + root + " {" + attrs + "} : (" +
               kAnyOp + ") -> " + kAnyOp);
        e.setRootHandle(result);
      }});

  kinds.push_back(StepKind{
      "cleanup",
      "Canonicalise, eliminate common subexpressions and hoist loop invariants.",
      "Canonicalisation folds what earlier steps left behind (slices of slices, constant index arithmetic, "
      "trivial loops); CSE merges identical ops (e.g. the same slice of K read twice after fusion); LICM "
      "moves loop-invariant code out of loops. Why: each transform leaves redundancy that hides the real "
      "structure of the IR and costs time at run time.",
      "func",
      true,
      {boolean("canonicalize", true, "apply the canonicalisation patterns"),
       boolean("cse", true, "common subexpression elimination"),
       boolean("licm", true, "loop-invariant code motion on every loop")},
      [](const Step &s) -> std::string {
        bool any = s.params["canonicalize"].get<bool>() || s.params["cse"].get<bool>() || s.params["licm"].get<bool>();
        return any ? "" : "every part (canonicalize, cse, licm) is off: the step would do nothing";
      },
      [](const Step &s, Emitter &e) {
        std::string f = e.match(s.target);
        if (s.params["canonicalize"].get<bool>()) {
          e.line("transform.apply_patterns to " + f + " {");
          e.line("  transform.apply_patterns.canonicalization");
          e.line("} : " + std::string(kAnyOp));
        }
        if (s.params["cse"].get<bool>())
          e.line("transform.apply_cse to " + f + " : " + kAnyOp);
        if (s.params["licm"].get<bool>()) {
          std::string loops = e.fresh("loops");
          e.line(loops + " = transform.structured.match interface{LoopLikeInterface} in " + f + " : (" + kAnyOp +
                 ") -> " + kAnyOp);
          e.line("transform.apply_licm to " + loops + " : " + kAnyOp);
        }
      }});

  kinds.push_back(StepKind{
      "pass",
      "Run a registered MLIR pass (as mlir-opt names it) on the target, with options.",
      "Any pass `mlir-opt` knows, e.g. `linalg-fuse-elementwise-ops`, `canonicalize` with "
      "`{\"max-iterations\": 3}`, `convert-linalg-to-loops`. The pass runs on each target op (a function, or "
      "the module with target \"root\"). Why: an escape hatch for everything the catalog does not wrap; "
      "the step stays in the schedule, traced and diffed like any other.",
      "root",
      true,
      {text("name", ParamType::String, nullptr, "the pass argument, e.g. \"canonicalize\""),
       ParamSpec{"options", ParamType::Options, nlohmann::json::object(),
                 "pass options as a JSON object, e.g. {\"top-down\": false}"}},
      [](const Step &s) -> std::string {
        if (s.params["name"].get<std::string>().empty())
          return "field 'name' must name a pass";
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        std::string options;
        const nlohmann::json &opts = s.params["options"];
        for (auto it = opts.begin(); it != opts.end(); ++it) {
          options += (options.empty() ? "" : ", ") + quote(it.key()) + " = ";
          if (it->is_string())
            options += quote(it->get<std::string>());
          else if (it->is_boolean())
            options += it->get<bool>() ? "true" : "false";
          else
            options += it->dump();
        }
        std::string result = e.fresh("after_pass");
        e.line(result + " = transform.apply_registered_pass " + quote(s.params["name"].get<std::string>()) +
               (options.empty() ? "" : " with options = {" + options + "}") + " to " + t + " : (" + kAnyOp +
               ") -> " + kAnyOp);
        if (t == e.rootHandle())
          e.setRootHandle(result);
      }});

  kinds.push_back(StepKind{
      "transform",
      "Raw transform-dialect IR, for anything else. `%root` is the payload module.",
      "The text is inserted into the schedule's `@__transform_main` as written; `%root` names the payload "
      "root and every other handle is private to the step. It must not consume `%root`. Use it for ops "
      "the catalog does not wrap (GPU mapping, packing, peeling), or import a whole hand-written script "
      "with `lantern-cli import-script`.",
      "",
      false,
      {text("text", ParamType::Text, nullptr, "transform IR; %root is the payload module")},
      [](const Step &s) -> std::string {
        const std::string &t = s.params["text"].get<std::string>();
        if (t.find("named_sequence") != std::string::npos)
          return "field 'text' holds a whole script (a named_sequence); give only the ops of its body, or use "
                 "`lantern-cli import-script`";
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string renamed = renameHandles(s.params["text"].get<std::string>(), e.namePrefix(), e.rootHandle());
        std::stringstream ss(renamed);
        std::string l;
        while (std::getline(ss, l)) {
          size_t first = l.find_first_not_of(" \t");
          if (first != std::string::npos)
            e.line(l.substr(first));
        }
      }});

  // transform.lantern.* (core/transforms). The clean-up steps run one pattern set over a function.
  auto functionTarget = [](const Step &s) -> std::string {
    if (s.target == "root" || s.target.rfind("role:", 0) == 0)
      return "target must be a function (\"func\", or an \"op:\"/\"ir:\" target that matches functions): the step "
             "rewrites a whole function body";
    return "";
  };
  auto emitLanternOp = [](const std::string &op) {
    return [op](const Step &s, Emitter &e) {
      std::string t = e.match(s.target);
      e.line("transform.lantern." + op + " " + t + " : " + kAnyOp);
    };
  };

  kinds.push_back(StepKind{
      "fold_scalar_or_splat_constant",
      "Fold scalar and splat constants that linalg.generic ops read as inputs into their bodies.",
      "Before: a `linalg.generic` reads a constant as an input, e.g. `ins(%s, %c : ...)` with `%c = arith.constant "
      "dense<0.125> : tensor<1x4x256x256xf32>`: a whole tensor of one value, read element by element. After: that "
      "input is gone and the body uses `arith.constant 0.125 : f32`. Only this rewrite runs, not the whole "
      "`linalg-fuse-elementwise-ops` pass, which would also fuse the mask into the P·V body and stop P·V from mapping "
      "to a matrix instruction. Why: fewer operands to tile, fuse and bufferize, no constant tensor in memory, and a "
      "body that vectorises to a broadcast. A constant that is the only operand giving a loop its extent stays (the "
      "loop bounds need it); a function with nothing to fold is left as it is.",
      "func",
      true,
      {},
      functionTarget,
      emitLanternOp("fold_scalar_or_splat_constant")});

  kinds.push_back(StepKind{
      "erase_unused_operands_and_results",
      "Drop duplicate and unread inputs and unused results of linalg.generic ops.",
      "Before: a `linalg.generic` with the same tensor as two inputs, inputs its body never reads, or results "
      "nobody uses (left by the importer and by earlier rewrites). After: each input once, only the inputs the "
      "body reads, only the results something uses. Only this pattern set runs (upstream's "
      "`populateEraseUnusedOperandsAndResultsPatterns`, part of `linalg-fuse-elementwise-ops` without its fusion). "
      "Why: every dead operand becomes a slice, a loop-carried value or a buffer after tiling and bufferisation.",
      "func",
      true,
      {},
      functionTarget,
      emitLanternOp("erase_unused_operands_and_results")});

  kinds.push_back(StepKind{
      "fold_reshape_ops_by_expansion",
      "Move reshapes past elementwise linalg ops by expanding their loops; never across a reduction.",
      "Before: `tensor.collapse_shape`/`expand_shape` between linalg ops (torch's 4-D <-> 3-D plumbing). After: an "
      "elementwise op next to a reshape runs on the expanded shape and the reshape moves past it "
      "(upstream's `populateFoldReshapeOpsByExpansionPatterns`), so elementwise chains meet without reshapes in "
      "between. The control refuses every fold that touches a linalg op with a reduction loop: the reductions of "
      "the attention chain (Q·Kᵀ, row max, row sum, P·V) keep the loops that later steps name by position (tile "
      "sizes, the key dimension of the flash derivation). When every candidate is such a fold the step fails and "
      "names the reshape and the reduction: on torch-mlir's plain SDPA graphs every reshape sits next to a batch "
      "matmul, so there it fails; with GQA it moves the head-broadcast reshapes through the casts and the scale. "
      "Why: reshapes between elementwise ops block fusion through them.",
      "func",
      true,
      {},
      functionTarget,
      emitLanternOp("fold_reshape_ops_by_expansion")});

  kinds.push_back(StepKind{
      "annotate_fastmath",
      "Add fast-math flags (default afn) to the arith, math and vector ops of the target.",
      "Before: `math.exp %x : vector<8x64xf32>`, `arith.mulf` and `vector.reduction` without flags. After: "
      "`math.exp %x fastmath<afn> : vector<8x64xf32>`: `flags` are added to the target and every op in it that "
      "carries fast-math flags (flags already there stay). Why: `afn` lets LLVM use a fast approximate exp, the "
      "main cost of the softmax; `contract` allows fused multiply-add. `fast` is unsafe here: it includes `ninf`, "
      "which lets LLVM assume no value is -inf and delete the `== -inf` tests that keep fully masked rows at 0 "
      "(they then give exp(-inf - -inf) = NaN), and `nnan`, which turns the NaN of a missing guard into poison "
      "the numeric check may never see. `ninf`, `nnan` and `fast` are refused unless `unsafe` is true (to show "
      "that failure on purpose).",
      "func",
      true,
      {text("flags", ParamType::String, "afn",
            "fast-math flags to add, comma-separated: reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"),
       boolean("unsafe", false, "allow ninf, nnan and fast, which let LLVM delete the -inf handling of masked rows")},
      [](const Step &s) -> std::string {
        const std::string &flags = s.params["flags"].get<std::string>();
        std::optional<mlir::arith::FastMathFlags> parsed = mlir::arith::symbolizeFastMathFlags(flags);
        if (!parsed || *parsed == mlir::arith::FastMathFlags::none)
          return "field 'flags' must be comma-separated fast-math flags (reassoc, nnan, ninf, nsz, arcp, contract, "
                 "afn, fast), got '" + flags + "'";
        std::string hazard = transforms::infinityAssumptionHazard(*parsed);
        if (!hazard.empty() && !s.params["unsafe"].get<bool>())
          return "field 'flags': " + hazard + "; set \"unsafe\": true to add them anyway";
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string t = e.match(s.target);
        mlir::arith::FastMathFlags flags = *mlir::arith::symbolizeFastMathFlags(s.params["flags"].get<std::string>());
        e.line("transform.lantern.annotate_fastmath " + t + " flags<" + mlir::arith::stringifyFastMathFlags(flags) +
               ">" + (s.params["unsafe"].get<bool>() ? " unsafe" : "") + " : " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "narrow_vector_contract_operands",
      "Give vector.contract ops their bf16/f16 operands back, accumulating in f32 (for matrix units).",
      "Before (a bf16 graph after vectorize): `vector.contract %p, %vw, %acc : vector<32x64xf32>, "
      "vector<64x64xf32> into vector<32x64xf32>` with `%vw = arith.extf %v : vector<64x64xbf16> to "
      "vector<64x64xf32>`. After: `vector.contract %pn, %v, %acc : vector<32x64xbf16>, vector<64x64xbf16> into "
      "vector<32x64xf32>` with `%pn = arith.truncf %p`; the accumulator stays f32. Why: matrix units (AMX, tensor "
      "cores, XMX) take bf16/f16 operands and an f32 accumulator; an f32 x f32 contract cannot use them. The "
      "contract still extends its operands to f32 before multiplying, so only the truncated operand (P) is "
      "rounded, within the bf16 verdict tolerance. Contracts with no narrow source (all of them in an f32 graph) "
      "are left alone, so one schedule serves f32 and bf16 graphs.",
      "func",
      true,
      {},
      nullptr,
      emitLanternOp("narrow_vector_contract_operands")});

  kinds.push_back(StepKind{
      "sink_normalization_past_contraction",
      "Move the softmax division (and the fully-masked-row select) from before P·V to after it.",
      "Before: `P = select(row_fully_masked, 0, E / rowsum)` then `O = P·V`: every probability is divided "
      "before the contraction. After: `O' = E·V` then `O = select(row_fully_masked, 0, O' / rowsum)`: one "
      "division per output element instead of per score, and P·V reads E directly. Valid because "
      "Σ_k (e_k / s) v_k = (Σ_k e_k v_k) / s when s does not depend on k (the op checks that on the indexing "
      "maps), and the select's condition is per row too. The select stays on the result: a fully masked row "
      "has E = 0 (or NaN) everywhere and rowsum = 0, so O'/rowsum is 0/0 = NaN, which the select turns into 0. "
      "Why: this is the flash order: the online loop derived next accumulates unnormalised E·V and divides "
      "once at the end.",
      "role:pv",
      true,
      {},
      nullptr,
      emitLanternOp("sink_normalization_past_contraction")});

  kinds.push_back(StepKind{
      "fuse_dependent_reductions",
      "Fuse E(x, R1) and a reduction R2 of it into R1's tiled loop as an online (rescaled) reduction.",
      "Before: an `scf.for` over key tiles computing the row max m (R1, from `tile` with loop `for`), then after "
      "the loop `E = exp(s - m)` over the whole row and `l = Σ E` (R2). After: the loop carries l too; each tile "
      "computes its new max m', evaluates E on the tile with m', and updates `l = l·exp(m - m') + Σ_tile E`. "
      "Applied again with P·V as R2 it carries the output accumulator `O = O·exp(m - m') + E_tile·V_tile`: "
      "that is the flash-attention loop, derived, not written. The factor exp(m - m') comes from E's body: the "
      "op proves E(x, m) = f(x)·g(m) (exp of a sum, products, selects of 0) and builds g(m')/g(m); E that reads "
      "m any other way is refused with the op that blocks it. Guards (`guard_infinities`, on by default): "
      "while a row has seen only -inf scores (masked keys), m' = -inf and exp(s - m') = exp(-inf + inf) = NaN; "
      "the tile uses m' = 0 there, so E = exp(-inf) = 0, and the factor is 0 when the old m is -inf (nothing "
      "accumulated; avoids 0·inf). Without them a NaN from a row's fully masked first tile stays in its sum for "
      "good: on flex_alibi_window_f32 (sliding window: the first key tiles of rows past the window are masked) "
      "the check then finds NaN in 644 rows that are not fully masked (tests/lit/flash/nan-teaching-proof.test). "
      "Why: the S×S scores, probabilities and row statistics never exist at once; "
      "each key tile is read once.",
      "role:row_max",
      true,
      {text("elementwise", ParamType::String, "role:exp", "target of E, the elementwise op reading R1's result"),
       text("reduction", ParamType::String, "role:row_sum", "target of R2, the reduction of E (role:row_sum, role:pv)"),
       boolean("guard_infinities", true,
               "guard exp(-inf - -inf): keep on; off only to show the NaN it prevents")},
      [](const Step &s) -> std::string {
        for (const char *field : {"elementwise", "reduction"}) {
          std::string problem = checkTarget(s.params[field].get<std::string>());
          if (!problem.empty())
            return std::string("field '") + field + "': " + problem;
        }
        return "";
      },
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target, "r1"), "for");
        std::string elementwise = e.match(s.params["elementwise"].get<std::string>(), "elementwise");
        std::string reduction = e.match(s.params["reduction"].get<std::string>(), "reduction");
        e.line("transform.lantern.fuse_dependent_reductions " + loop + ", " + elementwise + ", " + reduction +
               (s.params["guard_infinities"].get<bool>() ? "" : " {guard_infinities = false}") + " : " + kAnyOp +
               ", " + kAnyOp + ", " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "rewrite_attention_row_mask",
      "Replace the all(s == -inf) row reduction of the safe-softmax guard by max(s) == -inf on the loop's max.",
      "Before: after the key loop, `row_fully_masked = AND_k (s_k == -inf)` reads the whole score row again (an "
      "S-wide i1 tensor per row, and the scores kept alive for it). After: `row_fully_masked = (m == -inf)` on the "
      "loop's final row max m; the comparison and the AND reduction are gone. Valid because max over a row, "
      "starting at -inf, is -inf exactly when every score is -inf. Inside the loop the same test is what "
      "`fuse_dependent_reductions`' guards do on the running max (zero E while no finite score was seen). Why: "
      "without it the scores must exist in full after the loop, so the S×S matrix survives the derivation. "
      "It is not what keeps fully masked rows NaN-free: the graph's select(row_fully_masked, 0, ·) does that, "
      "with either test, even when the loop's -inf guards are off (O = NaN/NaN there, which the select "
      "discards; measured: PASS, 0 NaN on sdpa_bool_mask_f32 with padding). The NaN appears when the select is "
      "missing: the graph sdpa_bool_mask_no_guard_f32 (no safe-softmax guard) gives NaN in exactly its fully "
      "masked rows under every schedule, because that is its meaning (0/0); this step then has nothing to rewrite "
      "and fails, unless `if_present` is set. The failure the guards prevent is shown by "
      "`fuse_dependent_reductions` with `guard_infinities` off on a sliding-window graph.",
      "role:row_max",
      true,
      {boolean("if_present", false,
               "succeed without change on a graph that has no safe-softmax guard (so one schedule serves both)")},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target, "r1"), "for");
        e.line("transform.lantern.rewrite_attention_row_mask " + loop +
               ifPresent(s) + " : " + kAnyOp);
      }});

  kinds.push_back(StepKind{
      "fuse_producers_into_loop",
      "Tile and fuse into the loop around the target every producer the loop reads one slice of.",
      "Before: the key loop reads `extract_slice %scores[0, %k] [32, 32]` of scores computed for all keys "
      "before it (Q·Kᵀ, the scale, score mods, the mask). After: each of those producers is tiled to the slice "
      "and computed in the loop, one after the other back along the chain (the mask, then Q·Kᵀ and its zero "
      "init, then the transpose of K), and the whole-row versions are gone. Unlike `fuse_into` it needs no "
      "names, so one step serves graphs with or without a mask or score mods. Why: after this the S-wide score "
      "rows never exist; each key tile of Q·Kᵀ is computed, used and dropped. Slices of reshapes are moved above "
      "them first (a `collapse_shape` merging batch and heads, GQA's expand/broadcast/collapse of K and V), so "
      "with `loop: forall` right after the first `fuse` the K/V chain of batch > 1 and GQA graphs follows into "
      "the block loop too (`if_present`: graphs with nothing left outside are fine).",
      "role:row_max",
      true,
      {choice("loop", "for", {"for", "forall"}, "kind of the loop around the target to fuse into"),
       boolean("if_present", false, "succeed without change when the loop reads no producer by slice")},
      nullptr,
      [](const Step &s, Emitter &e) {
        std::string loop = emitParentLoop(e, e.match(s.target, "inner"), s.params["loop"].get<std::string>());
        e.line("transform.lantern.fuse_producers_into_loop " + loop +
               ifPresent(s) + " : " + kAnyOp);
      }});

  return kinds;
}

} // namespace

const char *toString(ParamType type) {
  switch (type) {
  case ParamType::Int:
    return "integer";
  case ParamType::IntList:
    return "list of integers";
  case ParamType::Bool:
    return "boolean";
  case ParamType::String:
    return "string";
  case ParamType::Enum:
    return "choice";
  case ParamType::Text:
    return "text";
  case ParamType::Options:
    return "object of options";
  }
  return "?";
}

const ParamSpec *StepKind::param(const std::string &name) const {
  for (const ParamSpec &p : params)
    if (p.name == name)
      return &p;
  return nullptr;
}

const std::vector<StepKind> &catalog() {
  static const std::vector<StepKind> kinds = buildCatalog();
  return kinds;
}

const StepKind *findKind(const std::string &name) {
  for (const StepKind &k : catalog())
    if (k.name == name)
      return &k;
  return nullptr;
}

std::vector<std::string> kindNames() {
  std::vector<std::string> names;
  for (const StepKind &k : catalog())
    names.push_back(k.name);
  return names;
}

std::string checkTarget(const std::string &target) {
  if (target == "root" || target == "func")
    return "";
  if (target.rfind("role:", 0) == 0) {
    std::string role = target.substr(5);
    if (graph::parseRole(role))
      return "";
    std::string known;
    for (const std::string &r : graph::allRoleNames())
      known += (known.empty() ? "" : ", ") + r;
    return "unknown role '" + role + "'; roles are: " + known;
  }
  if (target.rfind("op:", 0) == 0) {
    std::string names = target.substr(3);
    if (names.empty())
      return "\"op:\" needs an op name, e.g. \"op:linalg.generic\"";
    std::stringstream ss(names);
    std::string name;
    while (std::getline(ss, name, ','))
      if (name.find('.') == std::string::npos)
        return "'" + name + "' is not a full op name (dialect.op, e.g. linalg.generic)";
    return "";
  }
  if (target.rfind("ir:", 0) == 0) {
    if (target.find("%target") == std::string::npos)
      return "an \"ir:\" target must define %target from %root, e.g. \"ir:%target = transform.structured.match "
             "ops{[\\\"linalg.fill\\\"]} in %root : (!transform.any_op) -> !transform.any_op\"";
    return "";
  }
  return "expected \"role:<role>\", \"op:<dialect.op>\", \"func\", \"root\" or \"ir:<transform IR>\", got '" +
         target + "'";
}

std::string Emitter::match(const std::string &target, const std::string &base) {
  if (target == "root" || target.empty())
    return root;
  std::string handle = fresh(base);
  std::string what;
  if (target == "func") {
    what = "ops{[\"func.func\"]}";
  } else if (target.rfind("role:", 0) == 0) {
    what = "attributes{\"" + std::string(graph::kRoleAttrName) + "\" = \"" + target.substr(5) + "\"}";
  } else if (target.rfind("op:", 0) == 0) {
    std::string list;
    std::stringstream ss(target.substr(3));
    std::string name;
    while (std::getline(ss, name, ','))
      list += (list.empty() ? "" : ", ") + quote(name);
    what = "ops{[" + list + "]}";
  } else if (target.rfind("ir:", 0) == 0) {
    // The user's IR defines %target; give it (and its other handles) this step's names.
    std::string renamed = renameHandles(target.substr(3), prefix + base + "_", root);
    std::stringstream ss(renamed);
    std::string l;
    while (std::getline(ss, l)) {
      size_t first = l.find_first_not_of(" \t");
      if (first != std::string::npos)
        line(l.substr(first));
    }
    return "%" + prefix + base + "_target";
  }
  line(handle + " = transform.structured.match " + what + " in " + root + " : (" + kAnyOp + ") -> " + kAnyOp);
  return handle;
}

} // namespace lantern::schedule
