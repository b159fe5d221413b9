// The GPU steps: causal tile skipping, the warp/subgroup distributions onto matrix instructions, K/V
// prefetch, consumers moved into the loop nest, and the mapping of loops to blocks and threads.
#include "schedule/catalog/builder.h"

namespace lantern::schedule {

namespace {

// The K/V pipeline's fields that distribute_to_mma_sync and distribute_to_wgmma share.
ParamSpec stagesParam(int64_t def, const std::string &needs) {
  return integer("stages", def,
                 "K/V tiles in flight: 1 copies each tile synchronously, 2 or more copy the next tiles with "
                 "cp.async while this one computes" + needs,
                 1, 4);
}

ParamSpec shrinkStagesParam() {
  return boolean("shrink_stages", false,
                 "use fewer stages where that many buffer slots would pass shared_memory_bytes (large head dims) "
                 "instead of refusing");
}

} // namespace

void addGpuKinds(KindList &kinds) {
  kinds.add("skip_masked_key_tiles")
      .summary("Causal masks: end the key loop at the last key tile that any query row of the block can see.")
      .teaching("Before (vectorized): the key loop runs over all S keys; a causal mask sets the scores of keys after "
                "the row to -inf (`select(cmpi ule %keys, %rows), %s, -inf)`, keys = the loop's index + 0..31, rows = the "
                "block's and warp's row offsets + 0..15; or, as torch-mlir builds it, `%s + select(cmpi sle (%keys - "
                "%rows, 0), 0, -inf)` on i64 indices, that addition often Q·Kᵀ's accumulator once vectorized). After: the loop's upper bound is min(S, last row of the block "
                "+ 1) (`transform.lantern.skip_masked_key_tiles`). Why: a tile of -inf leaves the running max as it was "
                "and contributes exp(-inf) = 0 to the sum and to P·V, so those tiles are skipped, not computed: about "
                "half of the work of a causal graph. Each block (on the CPU: each tile of rows) ends at its own last row; "
                "inside a GPU block the last row is taken at the last warp (or thread), so all warps of a block run the "
                "same iterations. Exact for scores that are not NaN or +inf (a NaN in a skipped tile no longer reaches "
                "its row, as in FlashAttention's own causal skipping). Graphs without such a mask are left unchanged with "
                "`if_present`.")
      .preconditions("the vectorized key loop as the target (default `op:scf.for`: the flash derivation, then "
                     "`vectorize`), whose scores a causal index mask sets to -inf (`select(cmpi ule(keys, rows), s, "
                     "-inf)` or `s + select(cmpi sle(keys - rows, 0), 0, -inf)`, rows fixed in the loop); without such "
                     "a mask it fails unless `if_present` (on by "
                     "default)")
      .defaultTarget("op:scf.for")
      .param(boolean("if_present", true, "leave graphs without a causal index mask unchanged instead of failing"))
      .emit(LanternOp("skip_masked_key_tiles").ifPresent());

  kinds.add("peel_edge_tile")
      .summary("Ragged lengths: run the key tiles that lie inside the keys in one loop, read as at an aligned length, "
               "and the last tile, which crosses the end, in a second loop.")
      .teaching("Before: after `fold_padding`, every K, V and key-bias read of the key loop may pass the end of the keys "
                "(`in_bounds = [false, true]`): at 4000 keys in tiles of 64 only the 63rd tile (keys 3968..4031) "
                "crosses it, but every tile pays for the edge (clamped addresses and zero-filling copies for K and V, "
                "`s + bias[k]` with the bias -0.0 or -inf per key). After: the loop is split where the first tile would "
                "pass the end (`transform.lantern.peel_edge_iterations`): the first loop runs keys 0..3967 with those "
                "reads marked `in_bounds = true`, its bias read (-0.0 on every real key) becomes a constant and "
                "`s + -0.0` folds to `s`; a second loop, the same body, runs the last tile with the edge handling as "
                "it was. Valid because the iterations, their order and their values are the same; `in_bounds` is set "
                "only where the index (the loop's index plus a constant) and the static length prove it. Why: at "
                "4000 tokens on the GPU the edge's selects and the bias add cost every tile (0.86x of 4096's TF/s). "
                "Causal loops (a dynamic upper bound) end the first loop at min(bound, split). Lengths that the tiles "
                "divide have no such reads: nothing changes.")
      .preconditions("after `fold_padding` and `bufferize` (or before it, on tensors), on the function or the root "
                     "(default `func`): `scf.for` loops with a static lower bound and step whose unmasked transfers "
                     "read or write a static dimension at the loop's index plus a constant; anything else is left as "
                     "it is")
      .defaultTarget("func")
      .emit(LanternOp("peel_edge_iterations"));

  kinds.add("distribute_to_mma_sync")
      .summary("Split a warp's tiles over its 32 lanes: tensor cores (mma.sync) for Q·Kᵀ and P·V, registers for the rest.")
      .teaching("Before (vectorized, bufferized): an `scf.forall` whose iterations are warps, each computing 16 query rows "
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
                "instead of every warp reading them from global memory two elements at a time. With `stages` 2 or more, "
                "those copies are asynchronous (`cp.async`, 16 bytes each, past L1) into `stages` buffer slots: the tiles "
                "of the next `stages - 1` iterations are on their way while this one computes, and each iteration needs "
                "one barrier instead of two (wait for this tile's group, barrier, start the copy into the slot the last "
                "iteration read). Why: the tensor cores no longer wait for K and V to arrive. The target names an op "
                "inside the warp loop (default: the key loop).")
      .preconditions("a target inside an scf.forall whose iterations are warps of 16 query rows (a second `fuse "
                     "role:pv` of 16 rows inside the block loop), after `vectorize`, "
                     "`narrow_vector_contract_operands` (bf16/f16 contraction operands, f32 accumulator) and "
                     "`bufferize`; `map_to_gpu` with `inner: warp` comes after it")
      .defaultTarget("op:scf.for")
      .param(boolean("shared_memory", false, "stage the K/V tiles in shared memory, load them with ldmatrix"))
      .param(stagesParam(1, " (needs shared_memory)"))
      .param(shrinkStagesParam())
      .param(integer("shared_memory_bytes", 49152,
                     "what the K/V buffer slots may take per block; above 49152 (48 KiB of static shared memory) "
                     "they are dynamic shared memory and the kernel opts in at launch: sm_86/89 allow 101376, sm_80 "
                     "166912, sm_90 232448",
                     1024, 232448))
      .check([](const Step &s) -> std::string {
        if (s.integer("stages") > 1 && !s.flag("shared_memory"))
          return "field 'stages' above 1 pipelines the shared-memory copies: set 'shared_memory' to true";
        if (s.integer("shared_memory_bytes") != 49152 && !s.flag("shared_memory"))
          return "field 'shared_memory_bytes' is the budget of the shared-memory K/V slots: set 'shared_memory' to true";
        return "";
      })
      .emit(LanternOp("distribute_to_mma_sync")
                .inParentLoop("forall", "warp_loop")
                .suffix([](const Step &s) {
                  std::string attrs = s.flag("shared_memory") ? "shared_memory" : "";
                  if (s.integer("stages") > 1)
                    attrs += std::string(attrs.empty() ? "" : ", ") + "stages = " + std::to_string(s.integer("stages"));
                  if (s.flag("shrink_stages"))
                    attrs += std::string(attrs.empty() ? "" : ", ") + "shrink_stages";
                  if (s.integer("shared_memory_bytes") != 49152)
                    attrs += std::string(attrs.empty() ? "" : ", ") +
                             "shared_memory_bytes = " + std::to_string(s.integer("shared_memory_bytes"));
                  return attrs.empty() ? std::string() : " {" + attrs + "}";
                })
                .result("distributed"));

  kinds.add("distribute_to_wgmma")
      .summary("distribute_to_mma_sync for Hopper (sm_90a): Q·Kᵀ and P·V of the key loop as wgmma of the block's warpgroup.")
      .teaching("Before: as for `distribute_to_mma_sync` (a block of 4 or 8 warps, 16 query rows each: warpgroups of "
                "64 rows). After: the same per-lane code, but each contraction whose B operand is a K/V tile of the key "
                "loop is `wgmma.mma_async` m64nNk16, one instruction per 16 of k for the whole warpgroup (64 rows x up "
                "to 256 columns) instead of one mma.sync per 16x8 piece per warp. A comes from registers: the lane's "
                "part of Q, or of P straight from the scores, in the layout mma.sync's A already uses (wgmma's "
                "register A is the same per warp); B is read by the tensor cores from shared memory through a 64-bit "
                "matrix descriptor (address, strides, swizzle); the accumulator stays in mma.sync's C layout, so the "
                "online softmax between the products is unchanged. K is a K-major B (Q·Kᵀ), V an MN-major one "
                "(P·V, transposed). The staged tiles are kept in wgmma's 128-byte swizzle: 64-column boxes of "
                "128-byte rows, 16-byte chunk c of row r at c ^ (r % 8), so the 8 rows a step reads sit in different "
                "banks without padding; each thread fences its copies for the tensor cores' (async) proxy before "
                "the barrier. Each product is fence, k/16 wgmma, commit, wait (a zero accumulator is scaled by 0, "
                "not read). Why: mma.sync reaches about 75% of Hopper's tensor-core peak at best and every warp "
                "loads its own B fragments with ldmatrix; wgmma reads B once per warpgroup from shared memory. "
                "Contractions outside a key loop (one key tile in all) stay mma.sync. Needs an sm_90a GPU (H100, "
                "H200); head dims 64, 128, 192, 256.")
      .preconditions("as `distribute_to_mma_sync`: a target inside an scf.forall of 4, 8, ... warps of 16 query rows "
                     "(blocks of 64, 128, ... rows), after `vectorize`, `narrow_vector_contract_operands` and "
                     "`bufferize`; `map_to_gpu` with `inner: warp` and 32 threads per warp after it")
      .defaultTarget("op:scf.for")
      .param(stagesParam(2, " (or TMA, with tma)"))
      .param(shrinkStagesParam())
      .param(integer("shared_memory_bytes", 101376,
                     "what the K/V buffer slots may take per block; above 49152 they are dynamic shared memory (the "
                     "kernel opts in at launch); sm_90 allows 232448",
                     1024, 232448))
      .param(boolean("tma", false,
                     "copy the K/V tiles with the Tensor Memory Accelerator (one thread issues a bulk copy per "
                     "64-column box, completing on the stage's mbarrier; descriptors built on the host) instead of "
                     "every thread's cp.async; 2 stages or more"))
      .param(boolean("warp_specialize", false,
                     "with tma: one more warp per block, the producer, issues every K/V tile's copies into the "
                     "ring of stages slots while the other warps only compute; a full and an empty mbarrier per "
                     "slot replace the block's barrier per key tile (map_to_gpu: 32 more threads per block)"))
      .param(boolean("pingpong", false,
                     "with warp_specialize and two consumer warpgroups or more (128, 192, ... rows per block): "
                     "the warpgroups take turns issuing their wgmma (a named barrier each), so one's softmax "
                     "runs while another's products use the tensor cores; alone (each product waited for at once) it "
                     "measured slower on an H100; with intra_warpgroup_overlap a turn covers the Q·Kᵀ and P·V issued "
                     "together, and the two made flash-attention-hopper-ws version 2 (docs/gpu.md)"))
      .param(boolean("overlap", false,
                     "with warp_specialize: Q·Kᵀ of the next key tile is issued before this tile's softmax and "
                     "carried in registers, so the tensor cores compute it while the softmax runs; needs 3 stages "
                     "and measured no faster on an H100 (docs/gpu.md)"))
      .param(boolean("intra_warpgroup_overlap", false,
                     "with warp_specialize (FA3's intra-warpgroup overlap): P·V of each key tile is issued one "
                     "iteration late, right after the next tile's Q·Kᵀ, so the softmax of tile j runs while the "
                     "tensor cores compute P·V of tile j - 1; the loop carries P, and the output's rescale waits "
                     "for that product"))
      .param(integer("consumer_registers", 0,
                     "with warp_specialize: the producer becomes a whole warpgroup (map_to_gpu: 128 more threads "
                     "per block instead of 32) that keeps 40 registers per thread (setmaxnreg; 24 beside two "
                     "consumer warpgroups of 240), and the consumer warpgroups get this many (232 or 240 for two "
                     "consumer warpgroups); 0 leaves registers alone",
                     0, 256))
      .check([](const Step &s) -> std::string {
        if (s.flag("warp_specialize") && !s.flag("tma"))
          return "field 'warp_specialize' needs a producer of TMA copies: set 'tma' to true";
        if (s.flag("pingpong") && !s.flag("warp_specialize"))
          return "field 'pingpong' takes turns between consumer warpgroups: set 'warp_specialize' to true";
        if (s.integer("consumer_registers") && !s.flag("warp_specialize"))
          return "field 'consumer_registers' moves registers from the producer warpgroup: set 'warp_specialize' to true";
        if (s.integer("consumer_registers") % 8 != 0)
          return "field 'consumer_registers' is a multiple of 8 (setmaxnreg), or 0";
        if (s.flag("overlap") && !s.flag("warp_specialize"))
          return "field 'overlap' issues Q·Kᵀ a tile ahead in the producer's ring: set 'warp_specialize' to true";
        if (s.flag("overlap") && s.flag("pingpong"))
          return "fields 'overlap' and 'pingpong' do not combine yet: set one of them";
        if (s.flag("intra_warpgroup_overlap") && !s.flag("warp_specialize"))
          return "field 'intra_warpgroup_overlap' issues P·V an iteration late on the producer's ring: set "
                 "'warp_specialize' to true";
        if (s.flag("intra_warpgroup_overlap") && s.flag("overlap"))
          return "fields 'intra_warpgroup_overlap' and 'overlap' each overlap the softmax with a different product: "
                 "set one of them";
        return "";
      })
      .emit(LanternOp("distribute_to_wgmma")
                .inParentLoop("forall", "warp_loop")
                .suffix([](const Step &s) {
                  std::string attrs = "stages = " + std::to_string(s.integer("stages"));
                  if (s.flag("shrink_stages"))
                    attrs += ", shrink_stages";
                  attrs += ", shared_memory_bytes = " + std::to_string(s.integer("shared_memory_bytes"));
                  if (s.flag("tma"))
                    attrs += ", tma";
                  if (s.flag("warp_specialize"))
                    attrs += ", warp_specialize";
                  if (s.flag("pingpong"))
                    attrs += ", pingpong";
                  if (s.flag("overlap"))
                    attrs += ", overlap";
                  if (s.flag("intra_warpgroup_overlap"))
                    attrs += ", intra_warpgroup_overlap";
                  if (s.integer("consumer_registers"))
                    attrs += ", consumer_registers = " + std::to_string(s.integer("consumer_registers"));
                  return " {" + attrs + "}";
                })
                .result("distributed"));

  kinds.add("unroll_to_dpas_tiles")
      .summary("Cut a subgroup's tiles into the 8x16 and 16x16 pieces that Intel's DPAS and 2D block loads work on.")
      .teaching("Before (vectorized, bufferized): an `scf.forall` whose iterations are Intel subgroups (16 lanes), each "
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
                "subgroup. The target names an op inside the subgroup loop (default: the key loop).")
      .preconditions("a target inside an scf.forall whose iterations are subgroups of 8k query rows (a second `fuse "
                     "role:pv` inside the block loop), after `vectorize`, `narrow_vector_contract_operands` (bf16/f16 "
                     "contraction operands into f32, n and k multiples of 16) and `bufferize`; `map_to_gpu` with "
                     "`inner: subgroup` comes after it")
      .defaultTarget("op:scf.for")
      .emit(LanternOp("unroll_to_dpas_tiles").inParentLoop("forall", "subgroup_loop"));

  kinds.add("prefetch_key_tiles")
      .summary("Mark the key loop so the Intel GPU backend prefetches the next K and V tiles into the caches.")
      .teaching("Before: each iteration of the key loop loads its K and V tiles with 2D block loads and waits for them. "
                "After: the loop carries `lantern.prefetch = N` (upstream `transform.annotate`), and the level_zero "
                "backend, once the loads are XeGPU ops, issues for every block load of floats in the loop (the K and V "
                "tiles, an additive mask's tiles) an `xegpu.prefetch_nd` of the same tile N iterations ahead (clamped to "
                "the last iteration), at the top of each iteration, and the first iteration's before the loop: "
                "`intel_sub_group_2d_block_prefetch` in the SPIR-V. Why: the "
                "tiles of the next iteration are already in L1/L2 when its loads run, so the DPAS work of one iteration "
                "overlaps the memory latency of the next (lighthouse's attention pipeline prefetches K/V the same way). "
                "The mark is an attribute, so exported scripts run in stock mlir-opt; other backends ignore it. The "
                "`transform.xegpu.insert_prefetch` op of MLIR 22.1 is not used: on the unrolled loads it computes the "
                "prefetch offset before the loop from values made inside it (operand does not dominate).")
      .preconditions("the key loop as the target (default `op:scf.for`, made by `tile role:row_max loop=for`); only "
                     "the level_zero backend reads the mark, once the loop's loads are XeGPU block loads (after "
                     "`unroll_to_dpas_tiles`)")
      .defaultTarget("op:scf.for")
      .param(boolean("if_present", false,
                     "succeed without change when the target matches nothing (a key loop of one tile, folded away)"))
      .param(integer("distance", 1, "how many iterations ahead the tiles are prefetched", 1, 8))
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        std::string distance = e.fresh("distance");
        e.line(distance + " = transform.param.constant " + std::to_string(s.integer("distance")) +
               " : i64 -> !transform.param<i64>");
        e.line("transform.annotate " + t + " \"lantern.prefetch\" = " + distance + " : " + kAnyOp +
               ", !transform.param<i64>");
      });

  kinds.add("fuse_consumers_into_loop")
      .summary("Move the ops that consume a loop nest's results (the output cast) into the nest.")
      .teaching("Before: `scf.forall` loops (blocks, then threads inside) compute the attention output tile by tile; "
                "after them, an op over the whole output, e.g. the cast of a bf16 graph's f32 result to bf16. After: "
                "that op is tiled to each innermost tile and computed there, and the nest returns its result instead "
                "(`transform.lantern.fuse_consumers_into_loop`, upstream `scf::tileAndFuseConsumer`). The target "
                "names an op inside the innermost loop (default: P·V); its enclosing scf.forall loops are the nest. "
                "Why: `fuse` follows producers only; on the GPU every op must end up inside the loops mapped to blocks "
                "and threads, or it would run on the host. A graph with nothing after the loop is left unchanged.")
      .preconditions("a target inside a nest of scf.forall loops (a `fuse` or `tile` with `loop: forall` per level "
                     "before it), and ops after the nest that can be tiled to its tiles")
      .defaultTarget("role:pv")
      .emit(LanternOp("fuse_consumers_into_loop").inParentLoop("forall"));

  kinds.add("map_to_gpu")
      .summary("Map the loop of tiles to GPU blocks and the loop inside it to threads: one gpu.launch.")
      .teaching("Before (bufferized): `scf.forall` over tiles (e.g. (batch·head, 64 query rows)) around an `scf.forall` "
                "over the work of one tile (e.g. 2 rows each), around the target. After: `gpu.launch` whose grid is the "
                "outer loop's trip counts and whose block is `block_dims` threads; `gpu.block_id` and `gpu.thread_id` "
                "replace the induction variables, and a `gpu.barrier` follows the thread loop. Both loops are first "
                "normalized (from 0 by 1: `transform.lantern.normalize_forall`), then tagged with the mapping "
                "(`blocks`: the block dimension of each outer loop, in order; `threads`: likewise for the inner loop) "
                "and mapped by `transform.gpu.map_forall_to_blocks` and `map_nested_forall_to_threads`. Why: the CUDA "
                "backend compiles what runs inside `gpu.launch` for the GPU and the rest for the host; the host must "
                "not touch the buffers, so every op of the function should be inside the loops by now. The target is "
                "any op inside the thread loop: by default the key loop (`op:scf.for`), since vector ops carry no roles.")
      .preconditions("`bufferize` first, and a target (default `op:scf.for`) inside an scf.forall (threads, warps or "
                     "subgroups: the second `fuse role:pv`) nested in an scf.forall (blocks: the first `fuse "
                     "role:pv`); every other op of the function belongs inside the outer loop "
                     "(`fuse_consumers_into_loop`), and no buffer of the outer loop (outside workgroup memory) is "
                     "used both inside the inner loop and after it (`fuse_consumers_into_loop` after the second "
                     "`fuse`)")
      .defaultTarget("op:scf.for")
      .param(intList("block_dims", nullptr, "threads per block (x, y, z)", 1))
      .param(choice("blocks", "yx", {"x", "yx", "xy", "zyx", "xyz"}, "block dimension of each loop of the outer forall"))
      .param(choice("threads", "x", {"x", "yx", "xy", "zyx", "xyz"}, "thread dimension of each loop of the inner forall"))
      .param(choice("reverse_blocks", "none", {"none", "x", "y", "z", "xy", "yx"},
                    "block dimensions whose tiles run from last to first (x: a causal graph's longest row blocks "
                    "launch first, so the grid ends on short ones; the results are the same)"))
      .param(choice("inner", "thread", {"thread", "warp", "subgroup"},
             "what one iteration of the inner forall runs on: a thread, a warp of 32 (distribute_to_mma_sync) or "
             "an Intel subgroup of 16 (unroll_to_dpas_tiles)"))
      .check([](const Step &s) -> std::string {
        if (s.integers("block_dims").empty() || s.integers("block_dims").size() > 3)
          return "field 'block_dims' needs 1 to 3 entries (x, y, z)";
        for (char d : s.text("reverse_blocks") == "none" ? std::string() : s.text("reverse_blocks"))
          if (s.text("blocks").find(d) == std::string::npos)
            return std::string("field 'reverse_blocks' names block dimension ") + d + ", which 'blocks' (" +
                   s.text("blocks") + ") does not map";
        return "";
      })
      .emit([](const Step &s, Emitter &e) {
        // The outer loop first: normalizing a loop invalidates the handles to the ops nested in it, so
        // the inner loop is found again afterwards.
        std::string outer = e.fresh("outer_loop");
        e.line(outer + " = transform.get_parent_op " + emitParentLoop(e, e.match(s.resolvedTarget()), "forall") +
               " {deduplicate, op_name = \"scf.forall\"} : (" + kAnyOp + ") -> " + kAnyOp);
        // A block-level buffer that the thread loop and the code after it share would become
        // per-thread memory in the kernel: refused before anything is mapped.
        e.line("transform.lantern.check_block_buffers " + outer + " : " + kAnyOp);
        auto mapping = [](const std::string &dims, const char *kind) {
          std::string list;
          for (char d : dims)
            list += std::string(list.empty() ? "" : ", ") + "#gpu." + kind + "<" + d + ">";
          return "[" + list + "]";
        };
        // A subgroup is a warp of 16 to the mapping: iteration i runs on threads 16i..16i+15.
        std::string innerKind = s.text("inner");
        bool subgroup = innerKind == "subgroup";
        if (subgroup)
          innerKind = "warp";
        // Each loop takes as many of its mapping names as it has dimensions (tiling drops the
        // dimensions of a single tile).
        std::string blocks = e.fresh("blocks");
        std::string reverse = s.text("reverse_blocks") == "none"
                                  ? std::string()
                                  : ", reverse = " + mapping(s.text("reverse_blocks"), "block");
        e.line(blocks + " = transform.lantern.normalize_forall " + outer + " {mapping = " +
               mapping(s.text("blocks"), "block") + reverse + "} : (" + kAnyOp + ") -> " + kAnyOp);
        std::string inner = emitParentLoop(e, e.match(s.resolvedTarget(), "target_again"), "forall", "inner_loop");
        std::string threads = e.fresh("threads");
        e.line(threads + " = transform.lantern.normalize_forall " + inner + " {mapping = " +
               mapping(s.text("threads"), innerKind.c_str()) + "} : (" + kAnyOp + ") -> " + kAnyOp);
        // Each block loop is mapped on its own: a function with several attention blocks (a decoder
        // layer's self- and cross-attention) gets one launch per block.
        std::string launch = e.fresh("launch");
        e.line(launch + " = transform.gpu.map_forall_to_blocks " + blocks + " generate_gpu_launch : (" + kAnyOp +
               ") -> " + kAnyOp);
        std::vector<int64_t> dims = s.integers("block_dims");
        while (dims.size() < 3)
          dims.push_back(1);
        e.line(e.fresh("mapped") + " = transform.gpu.map_nested_forall_to_threads " + launch + " block_dims = " +
               formatList(dims) + (subgroup ? " warp_size = 16" : "") + " : (" + kAnyOp + ") -> " + kAnyOp);
      });

  kinds.add("map_remaining_to_gpu")
      .summary("Give every op the attention loops did not take a GPU kernel of its own: nothing stays on the host.")
      .teaching("Before (bufferized, after `map_to_gpu`): the attention is a `gpu.launch`, but a layer or a model "
                "has more: the Q/K/V and output projections (`linalg.matmul`/`batch_matmul` on the weights), RoPE's "
                "slices and concats, layer or RMS norms, residual adds, the mask built from `attention_mask`, an "
                "embedding gather. They are still linalg ops on the host, reading and writing buffers that live on "
                "the GPU. After: each is a `gpu.launch` of its own (`transform.lantern.map_remaining_to_gpu`): the "
                "points of its parallel loops are numbered with the last loop fastest (neighbouring threads write "
                "neighbouring elements), thread i of the grid computes point i, `threads` per block, and its "
                "reductions (a projection's hidden dimension, a norm's row) run as a loop in that thread. A copy "
                "between strided views (into a slice of a concatenation) becomes a copy kernel the same way. Why: "
                "the fused attention chain stops at its block (`fuse` with `scope: chain`), so what lies around "
                "it needs a lowering of its own; on the GPU that is a kernel, never the host. These kernels are "
                "simple (no tiling, no tensor cores): right for the small ops around attention; a model whose "
                "projections dominate deserves a matmul schedule of its own.")
      .preconditions("a bufferized function as the target (default \"func\"), after `map_to_gpu` (an attention "
                     "loop not yet mapped is refused); with `if_present` (on by default) a function with nothing "
                     "left on the host is unchanged")
      .defaultTarget("func")
      .param(integer("threads", 256, "threads per block of each kernel", 1, 1024))
      .param(boolean("if_present", true, "leave a function with nothing on the host unchanged instead of failing"))
      .emit(LanternOp("map_remaining_to_gpu").ifPresent().suffix([](const Step &s) {
        return s.integer("threads") == 256 ? std::string() : " {threads = " + std::to_string(s.integer("threads")) + "}";
      }));
}

} // namespace lantern::schedule
