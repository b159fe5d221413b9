// transform.lantern.*: the transform ops Lantern adds to MLIR's for attention schedules
// (shared/TRANSFORMS.md says what each must do). Each op's apply unpacks handles and calls
// the plain function of the same name in this directory.

#ifndef LANTERN_TRANSFORM_OPS
#define LANTERN_TRANSFORM_OPS

include "mlir/Dialect/Arith/IR/ArithBase.td"
include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

// Effects are declared by trait, not written per op. An op that rewrites the payload through handles
// it only reads leaves every handle valid for later steps (ReadsHandlesModifiesPayload); an op that
// replaces its target consumes that handle and returns the new op (FunctionalStyleTransformOpTrait).
def ReadsHandlesModifiesPayload : NativeOpTrait<"ReadsHandlesModifiesPayload"> {
  let cppNamespace = "::lantern::transforms";
}

class LanternTransformOpBase<string mnemonic, Trait effects, list<Trait> traits>
    : Op<Transform_Dialect, "lantern." # mnemonic,
         !listconcat([TransformOpInterface, TransformEachOpTrait, MemoryEffectsOpInterface, effects],
                     traits)> {
  let cppNamespace = "::lantern::transforms";
  let results = (outs);
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

// Rewrites the payload in place; its target handle stays valid.
class LanternTransformOp<string mnemonic, list<Trait> traits = []>
    : LanternTransformOpBase<mnemonic, ReadsHandlesModifiesPayload, traits>;

// Replaces its target: consumes the handle and returns one to the new op.
class LanternReplacingTransformOp<string mnemonic, list<Trait> traits = []>
    : LanternTransformOpBase<mnemonic, FunctionalStyleTransformOpTrait, traits>;

// The clean-up ops: one upstream pattern set each, run alone over a function.
class LanternFunctionPatternsOp<string mnemonic>
    : LanternTransformOp<mnemonic, [ReportTrackingListenerFailuresOpTrait]> {
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def FoldScalarOrSplatConstantOp
    : LanternFunctionPatternsOp<"fold_scalar_or_splat_constant"> {
  let summary = "Folds scalar and splat constants read by linalg.generic ops into their bodies";
  let description = [{
    For every `linalg.generic` on tensors in the target function that reads an input defined by a
    scalar constant or a splat tensor constant (`arith.constant dense<2.0> : tensor<4x8xf32>`),
    drops that input and uses the scalar constant inside the body instead. No other pattern runs:
    elementwise ops are not fused, unlike `linalg-fuse-elementwise-ops` (which would fuse the mask
    into the P·V body and stop P·V from mapping to a matrix instruction). MLIR 22.1 keeps its
    `FoldScalarOrSplatConstant` pattern private, so Lantern has its own.

    Discardable attributes of a rewritten op (`lantern.role`) move to its replacement.

    #### Return modes

    Only reads the target handle and modifies the payload; handles to rewritten ops are updated.
    Fails silenceably when a target is not a function with a body, when every constant input it
    found is the only operand that gives some loop its extent (dropping it would leave the loop
    bounds unknown; the ops are named in notes), and when the rewrite does not converge. A function
    with nothing to fold is left unchanged and the op succeeds, so a schedule can run it on any graph.
  }];
}

def EraseUnusedOperandsAndResultsOp
    : LanternFunctionPatternsOp<"erase_unused_operands_and_results"> {
  let summary = "Drops unused and duplicate operands and dead results of linalg.generic ops";
  let description = [{
    Applies `linalg::populateEraseUnusedOperandsAndResultsPatterns` alone to the target function:
    duplicate inputs are merged, inputs the body does not read and results nobody uses are removed,
    and results that only feed back into their own init are dropped. Nothing else runs (no
    elementwise fusion, no folding).

    Discardable attributes of a rewritten op (`lantern.role`) move to its replacement.

    #### Return modes

    Only reads the target handle and modifies the payload; handles to rewritten ops are updated.
    Fails silenceably when a target is not a function with a body, and when the rewrite does not
    converge. A function with nothing to erase is left unchanged and the op succeeds.
  }];
}

def NormalizeReductionsOp
    : LanternFunctionPatternsOp<"normalize_reductions"> {
  let summary = "Puts an imported graph's reductions in the form tiling takes (no dead argmax, no keepdim map)";
  let description = [{
    Rewrites of `linalg.generic` reductions, as torch-mlir and other front ends write them:

    - A result nobody reads, whose yielded value only its own accumulator and the inputs compute
      (the argmax of `aten.max.dim` next to the max softmax reads), is dropped with its init.
    - A keepdim reduction writes `tensor<BxHxSx1>` through the output map
      `(d0, d1, d2, d3) -> (d0, d1, d2, 0)`; such an output is not a projected permutation of the
      loops, which tiling refuses. It becomes the same reduction into `tensor<BxHxS>` through
      `(d0, d1, d2)`, its init collapsed and its result expanded back (`tensor.collapse_shape` /
      `tensor.expand_shape`).
    - A row max (`lantern.role = "row_max"`) written `select(cmpf ogt(x, acc), x, acc)` (oge, or
      olt/ole mirrored) from a non-NaN init becomes `arith.maxnumf(x, acc)`, which vectorizes as a
      reduction: both skip a NaN x and keep the larger value; they differ only in which zero a tie
      of +0 and -0 keeps, which attention's reads of the max (s - m, m == -inf) do not see.

    Otherwise the values and the bodies are unchanged. Discardable attributes of a rewritten op
    (`lantern.role`) move to its replacement.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when a target is not a
    function with a body, and when the rewrite does not converge. A function with nothing to
    rewrite is left unchanged and the op succeeds.
  }];
}

def FuseSameRoleElementwiseOp
    : LanternFunctionPatternsOp<"fuse_same_role_elementwise"> {
  let summary = "Fuses chains of elementwise ops that carry the same lantern.role into one op";
  let description = [{
    Applies upstream's elementwise fusion (`linalg::populateElementwiseOpsFusionPatterns`) with a
    control that allows it only between a producer with one use and a consumer that have the same
    `lantern.role` (and `lantern.block`). torch-mlir writes the softmax's exponential as two
    generics, `s - m` and `exp`; after this they are one `exp(s - m)`, the form the flash derivation
    factors. Ops of different roles (the mask, the scale, the normalisation, P·V) are not fused.

    Discardable attributes of a rewritten op (`lantern.role`) move to its replacement.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when a target is not a
    function with a body, and when the rewrite does not converge. A function with nothing to fuse
    is left unchanged and the op succeeds.
  }];
}

def FoldReshapeOpsByExpansionOp
    : LanternFunctionPatternsOp<"fold_reshape_ops_by_expansion"> {
  let summary = "Folds reshapes into elementwise linalg ops by expanding their loops";
  let description = [{
    Applies `linalg::populateFoldReshapeOpsByExpansionPatterns` alone to the target function: a
    `tensor.collapse_shape` feeding a linalg op, or a `tensor.expand_shape` of a linalg op's result,
    disappears into a linalg op with more loops. The control function refuses every fold that
    involves a linalg op with a reduction loop: the reductions of the attention chain (Q·Kᵀ, the row
    max and sum, P·V) keep the loops that later steps (tile sizes, the reduction dimension of
    `fuse_dependent_reductions`) refer to by position.

    Discardable attributes of a rewritten op (`lantern.role`) move to its replacement.

    #### Return modes

    Only reads the target handle and modifies the payload; handles to rewritten ops are updated.
    Fails silenceably when a target is not a function with a body, when nothing was folded because
    every candidate fold crossed a reduction (the first refusal is the message, every refused fold
    a note at its reshape), and when the rewrite does not converge. A function with no candidate
    fold is left unchanged and the op succeeds.
  }];
}

def AnnotateFastMathOp : LanternTransformOp<"annotate_fastmath"> {
  let summary = "Adds fast-math flags to the arith, math and vector ops in the target";
  let description = [{
    Adds `flags` (default `afn`: approximate `math.exp` and friends) to the fast-math flags of the
    target and of every op nested in it that has them (arith and math float ops, `arith.cmpf`,
    `vector.reduction`, ...). Flags an op already has are kept.

    `ninf`, `nnan` and `fast` (which includes both) are refused unless the `unsafe` unit attribute is
    set: with `ninf` LLVM may assume no value is -inf and delete the `== -inf` tests that keep
    fully masked rows at 0; with `nnan` the NaN such a row would produce becomes poison instead of a
    NaN the numeric check can see.

    #### Return modes

    Only reads the target handle and modifies the payload in place. Fails silenceably, changing
    nothing, when `flags` include `ninf` or `nnan` without `unsafe`. A target without ops that carry
    fast-math flags is left unchanged and the op succeeds. `flags` must name at least one flag
    (verified).
  }];
  let arguments = (ins
    TransformHandleTypeInterface:$target,
    DefaultValuedAttr<Arith_FastMathAttr, "::mlir::arith::FastMathFlags::afn">:$flags,
    UnitAttr:$unsafe);
  let assemblyFormat =
      "$target (`flags` `` $flags^)? (`unsafe` $unsafe^)? attr-dict `:` type($target)";
  let hasVerifier = 1;
}

def NarrowVectorContractOperandsOp : LanternTransformOp<"narrow_vector_contract_operands"> {
  let summary = "Makes f32 vector.contract operands narrow again (bf16/f16) with an f32 accumulator";
  let description = [{
    Matrix units take (bf16|f16, bf16|f16) -> f32. For each `vector.contract` with f32 operands
    (the target itself, or every one nested in it): an operand that is an `arith.extf` from bf16 or
    f16 is replaced by the extension's source, and the other operand, when still f32, is
    `arith.truncf`-ed to the same narrow type. The accumulator and the result stay f32; the
    contraction still extends its operands to f32 before multiplying, so only the truncated operand
    (typically the probabilities P) loses precision.

    Contracts with no narrow source are left alone when they are found inside the target; a
    `vector.contract` given as the target itself must be narrowable.

    With `scales_to_result`, a contract whose operands are both such widenings, transposed
    and multiplied or divided by scalars on the way (torch-mlir scales q and k by sqrt(scale) each),
    takes the narrow values themselves (transposed the same way) with a zero accumulator, and the
    scales are applied to its result, then the old accumulator is added: (x·s)·(y·t) = s·t·(x·y).
    The narrow products are exact in f32, so this rounds less than truncating the scaled operands,
    and the scaling runs once per result element instead of once per operand element.

    #### Return modes

    Only reads the target handle and modifies the payload in place (the contracts stay the same
    ops). Fails silenceably, changing nothing for that target, when a targeted `vector.contract`
    cannot be narrowed, or when inside another target every contract with a narrow source is
    blocked (its operands widened from two different narrow types, or an accumulator that is not
    f32); the message says which condition and why, notes point at the contracts. A target with no
    contract that has a narrow source is left unchanged and the op succeeds.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$scales_to_result);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def FoldUnitExtentDimsOp
    : LanternFunctionPatternsOp<"fold_unit_extent_dims"> {
  let summary = "Drops unit-extent loops and dimensions of linalg ops, keeping their roles";
  let description = [{
    Applies `linalg::populateFoldUnitExtentDimsPatterns` (reassociative reshapes at the boundary)
    and their canonicalization patterns to the target function, like
    `transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes`, but through Lantern's
    driver: the discardable attributes of a rewritten op (`lantern.role`) move to the op that
    replaces it, so later steps still find the attention chain by role.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when a target is not a
    function with a body, and when the rewrite does not converge.
  }];
}

// The flash-attention derivation. These ops take the attention chain apart and put it back as an
// online loop; each checks the algebra it relies on and says which condition failed.

def SinkNormalizationPastContractionOp
    : LanternTransformOp<"sink_normalization_past_contraction", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Rewrites contract(A / s, B) into contract(A, B) / s";
  let description = [{
    The target is a contraction (`linalg.generic` or named op with one reduction loop and a
    multiply-add body), typically P·V. When its operand is made by an elementwise op that divides
    (or multiplies) by `s`, and `s` does not vary along the contraction's reduction loop, the
    contraction reads the numerator instead and one elementwise op after it applies `s` to the
    result: "normalise, then P·V" becomes "P·V, then normalise once per row". An elementwise
    `select(c, 0, ·)` between the divide and the contraction (the safe-softmax guard that zeroes
    fully masked rows) is seen through and applied to the result as well, so such a row still
    yields 0; `c` must not vary along the reduction loop either. `s` is widened to the
    accumulator's type when narrower.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably, changing nothing, when
    the target is not a contraction with one reduction loop, when neither operand is a divide or
    multiply by a value, when `s` or the select's condition varies along the reduction loop, or when
    an indexing map is not a projected permutation; the message names the condition.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def FuseDependentReductionsOp
    : Op<Transform_Dialect, "lantern.fuse_dependent_reductions",
         [TransformOpInterface, MemoryEffectsOpInterface, ReadsHandlesModifiesPayload,
          ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Fuses E(x, R1) and a reduction R2 of it into R1's loop as an online reduction";
  let description = [{
    `loop` is an `scf.for` over tiles of a reduction R1's reduction loop (from `tile_using_for`),
    carrying R1's accumulator. `elementwise` (E) reads R1's final value; `reduction` (R2) reduces
    E's result along the same loop. Of the ops in each handle, the one outside the loop that reads
    the loop's result (for E) or E's result (for R2) is used, so role matches that also name
    earlier tiled copies are fine.

    In the loop, each tile now also evaluates E on the tile with R1's new value and updates a new
    accumulator: `acc = R2(E_tile, acc * E(x, R1_new) / E(x, R1_old))`. The rescale factor is
    derived from E's body: E must factor as f(x) · g(R1) (`exp(s - m) = exp(s) · exp(-m)`: exp
    and exp2 of a sum, products and quotients, selects of 0), which is proved by walking the body,
    and g(R1_new)/g(R1_old) is built from the part that reads R1, in f32 when R1 is narrower. R2
    must add terms that are linear in E (a sum, a multiply-add). Elementwise ops between E and R2
    that are linear in E (casts, products, selects of 0) move into the loop with E.

    With `guard_infinities` (the default), two guards keep -inf out of the arithmetic: E is
    evaluated with R1_new replaced by 0 where R1_new == -inf (every score so far is -inf, so E is 0
    instead of exp(-inf + inf) = NaN), and the rescale factor is 0 where R1_old == -inf.

    R2's result is replaced by the loop's new result; R2 and E are erased when nothing else reads
    them. The loop's step must divide its trip (static bounds).

    #### Return modes

    Only reads the handles and modifies the payload; the loop is replaced by one with one more
    result. Fails silenceably, changing nothing, when a handle does not hold the ops described, when
    E is not multiplicatively separable in R1 (naming the op that reads R1), when R2 is not a sum
    linear in E, when the loop's bounds are not static or the step does not divide the extent, or
    when the indexing maps do not line up.
  }];
  let arguments = (ins TransformHandleTypeInterface:$loop,
                       TransformHandleTypeInterface:$elementwise,
                       TransformHandleTypeInterface:$reduction,
                       DefaultValuedAttr<BoolAttr, "true">:$guard_infinities);
  let assemblyFormat =
      "$loop `,` $elementwise `,` $reduction attr-dict `:` type($loop) `,` type($elementwise) `,` type($reduction)";
  let cppNamespace = "::lantern::transforms";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure apply(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::transform::TransformResults &results,
        ::mlir::transform::TransformState &state);
  }];
}

def RewriteAttentionRowMaskOp
    : LanternTransformOp<"rewrite_attention_row_mask", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Replaces the all(s == -inf) row reduction by a test of the loop's row max";
  let description = [{
    The target is the key loop whose accumulator is the row max of the scores `s` (an `scf.for` from
    tiling a max reduction initialised to -inf). The safe-softmax guard of the imported graph
    computes "this row is fully masked" as an AND reduction of `s == -inf` over the whole row, which
    reads every score again after the loop. Since all(s == -inf) ⇔ max(s) == -inf, the AND
    reduction is replaced by `m == -inf` on the loop's final max: the reduction and the comparison
    disappear, and nothing after the loop reads the scores any more.

    With `if_present`, a graph without such a guard is left unchanged and the op succeeds, so one
    schedule serves graphs with and without the safe-softmax guard.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably, changing nothing, when
    the target is not an `scf.for` carrying a max reduction initialised to -inf, or when no AND
    reduction of `s == -inf` over the scores the loop reduces exists (e.g. the graph has no
    safe-softmax guard) and `if_present` is not set.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}

def FuseProducersIntoLoopOp
    : LanternTransformOp<"fuse_producers_into_loop", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Tiles and fuses into a loop every producer the loop reads one slice of";
  let description = [{
    The target is a loop (`scf.for`, `scf.forall`). While its body reads a `tensor.extract_slice`
    whose offsets change with the loop, of a result of a tileable op (TilingInterface) defined
    outside the loop, that producer is tiled to the slice and computed inside the loop
    (`scf::tileAndFuseProducerOfSlice`), and erased outside when nothing else reads it. The
    tiles' own operands are slices again, so a whole chain moves in: in the flash loop the mask,
    the score mods, Q·Kᵀ, its zero init and the transpose of K, whatever the graph has, without
    naming them. Slices that are the same on every iteration are left alone (fusing their
    producer would only recompute it each time). Identical slices are merged (CSE) first, and
    slices of `tensor.empty` destinations become tile-sized `tensor.empty` ops afterwards.
    Slices of reshapes are first moved above them (`collapse_shape` merging batch and heads, GQA's
    expand/broadcast/collapse of K and V) when each reassociation group is sliced whole or to one
    element, so the producers behind the reshapes are fused too.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when no producer could
    be fused (none is read by slice, or the first cannot be tiled to its slice), unless
    `if_present` is set and nothing was fused: then the loop is left as it is.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}


// GPU mapping support.

def GeneralizeOp
    : LanternReplacingTransformOp<"generalize", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Rewrites named linalg ops as linalg.generic, keeping their lantern tags";
  let description = [{
    `linalg.batch_matmul` (any named linalg op) becomes the `linalg.generic` with the same indexing
    maps, iterator types and body (upstream `linalg::generalizeNamedOp`, as
    `transform.structured.generalize`), and the op's discardable attributes (`lantern.role`,
    `lantern.block`) move to it; upstream's op drops them. A `linalg.generic` is returned as it is.

    #### Return modes

    Consumes the target handle and returns a handle to the generic ops. Fails silenceably when a
    target is not a linalg op, or upstream cannot generalize it.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$transformed);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def NormalizeForallOp
    : LanternReplacingTransformOp<"normalize_forall", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Rewrites an scf.forall to loops from 0 by 1, keeping its mapping";
  let description = [{
    `scf.forall (%i) = (0) to (256) step (32)` becomes `scf.forall (%j) in (8)` with
    `%i = %j * 32` computed in the body. `transform.gpu.map_forall_to_blocks` and
    `map_nested_forall_to_threads` only map normalized loops, and tiling makes loops with steps;
    MLIR 22.1 has `scf::normalizeForallOp` but no transform op for it. The `mapping` attribute
    (blocks or threads) is kept. A loop that is already normalized is left as it is.

    With `mapping`, the loop is given the first n entries of that list as its mapping, n being
    its number of dimensions: tiling drops the dimensions of one iteration (a sequence of 128 rows
    in blocks of 128), so the loop may have fewer dimensions than the schedule has names for.

    With `reverse` (entries of `mapping`), the dimensions mapped to those names run from last to
    first: the body reads `n - 1 - %j` where it read `%j`. The iterations of an scf.forall are
    independent, so only their order changes: a causal attention's last row blocks, which have the
    longest key loops, are launched first instead of last, and the grid's tail is short blocks.
    A name the loop has no dimension for (fewer dimensions than names) reverses nothing.

    #### Return modes

    Consumes the target handle and returns a handle to the normalized loops. Fails silenceably when
    a target is not an `scf.forall`, or has more dimensions than `mapping` has entries, or when
    `reverse` names an entry `mapping` does not have (or comes without `mapping`).
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, OptionalAttr<ArrayAttr>:$mapping,
                       OptionalAttr<ArrayAttr>:$reverse);
  let results = (outs TransformHandleTypeInterface:$transformed);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

// Changes nothing: reads its target handle and the payload.
class LanternCheckOp<string mnemonic, list<Trait> traits = []>
    : LanternTransformOpBase<mnemonic, NavigationTransformOpTrait, traits>;

def CheckTilingOp : LanternCheckOp<"check_tiling"> {
  let summary = "Refuses tile sizes that would change what the target computes";
  let description = [{
    Runs before a tiling op (`tile_using_forall`, `tile_using_for`, `fuse`, `tile_and_fuse`,
    `tile_reduction_using_for`) with the same sizes and checks, per payload op, that the tiling keeps
    the op's meaning and is what the schedule asked for:

    - the target implements TilingInterface, with at least as many loops as there are sizes;
    - no size is negative, and none exceeds its loop's static extent, unless `clamps` says the
      tiling op after it (`tile_and_fuse`) clamps such a size to the extent: the loop then has one
      tile, the whole extent (a 64-row tile on a 24-token sequence);
    - with `use_forall`, every tiled loop indexes every output: a reduction loop (or any loop an
      output does not depend on) tiled by a parallel `scf.forall` makes its tiles write the same
      output elements at once, a race;
    - with `fuses_producers` (for `fuse` and `tile_and_fuse`) and `scf.for` loops, no reduction loop
      is tiled while the target's accumulator is initialised by a tileable op (a `linalg.fill`):
      fusion pulls that initialisation into the loop over the reduction, so every tile would start
      from it again;
    - with `reduction` (for `tile_reduction_using_for`), the non-zero sizes are on reduction loops
      only, and there is one;
    - `interchange` is a permutation of the first loops.

    #### Return modes

    Only reads the handle and the payload. Fails silenceably, naming the op, the loop and the rule,
    when a payload op breaks one; the payload is then unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DenseI64ArrayAttr:$tile_sizes,
                       DefaultValuedOptionalAttr<DenseI64ArrayAttr, "{}">:$tile_interchange,
                       UnitAttr:$use_forall,
                       UnitAttr:$reduction,
                       UnitAttr:$fuses_producers,
                       UnitAttr:$clamps);
  let assemblyFormat = [{
    $target `tile_sizes` $tile_sizes (`interchange` $tile_interchange^)? attr-dict `:` type($target)
  }];
}

def CheckBlockBuffersOp : LanternCheckOp<"check_block_buffers"> {
  let summary = "Refuses a block loop with a buffer its threads would each get a private copy of";
  let description = [{
    Runs on the block-level `scf.forall` before `map_to_gpu` maps it. A `memref.alloc` (not in
    workgroup memory) whose nearest enclosing `scf.forall` is the block loop is one buffer per
    block in the loop program, but inside a kernel it becomes per-thread memory (`memref.alloca`).
    When that buffer is read or written both inside the nested thread (or warp) loop and outside
    it (the output cast left between the two loops when `fuse_consumers_into_loop` did not run),
    each thread would read values other threads wrote into their own copies: wrong numbers with
    every step "ok". Such a buffer is refused, naming it and both of its uses.

    #### Return modes

    Only reads the handle and the payload. Fails silenceably on a target that is not an
    `scf.forall`, or in the case above; the payload is then unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def CheckFuseIntoOp
    : Op<Transform_Dialect, "lantern.check_fuse_into",
         [DeclareOpInterfaceMethods<TransformOpInterface>, MemoryEffectsOpInterface, NavigationTransformOpTrait]> {
  let summary = "Refuses a fuse_into_containing_op that MLIR 22 cannot do for its loop";
  let description = [{
    Runs before `transform.structured.fuse_into_containing_op` with the same handles. When the
    containing loop is not an `scf.forall` and a producer also has readers after the loop (inside
    its block or below), upstream tries to yield the fused producer from the loop with a rewrite
    that only exists for `scf.forall`: in a build without assertions (Debian's) it casts the
    `scf.for` to `scf.forall` and the process aborts. This op refuses that case instead, naming
    the reader.

    #### Return modes

    Only reads the handles and the payload. Fails silenceably when the loop handle is not one op,
    or in the case above; the payload is then unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$producers, TransformHandleTypeInterface:$loop);
  let results = (outs);
  let assemblyFormat = "$producers `into` $loop attr-dict `:` type($producers) `,` type($loop)";
  let cppNamespace = "::lantern::transforms";
}

def TileAndFuseOp
    : LanternReplacingTransformOp<"tile_and_fuse", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Tiles an op and fuses its producers up to the end of its attention chain";
  let description = [{
    Upstream `transform.structured.fuse` (`scf::tileConsumerAndFuseProducersUsingSCF`) with two
    controls.

    Where fusion stops: in a function the role finder tagged, only the target's attention chain
    follows into the loop: the tagged ops of its `lantern.block`, the fills they write into, and
    untagged values computed from arguments and constants without a reduction (a causal or padding
    mask, a gathered position bias). A projection, a norm, RoPE on a projection, a residual and
    other blocks are computed once outside and read by the loop. With `whole_graph`, every producer
    is fused, as upstream does. In an untagged function both are the same.

    With `yield_shared`, producers whose results are also read outside the fused chain (the
    target and its backward slice: a log-sum-exp output reads the row max and the row sum) are
    yielded by the loop (`yieldProducerReplacement`) when the tiles partition the producer's result:
    the slice times the loops' trip count is the whole tensor. Upstream leaves such a producer
    outside the loop as well, computed a second time in full. A producer every tile needs in full (K
    and V) is never yielded, nor one outside the target's attention block.

    `tile_sizes`, `tile_interchange`, `apply_cleanup` and `use_forall` mean what they mean for
    `transform.structured.fuse`, except that a size past its loop's static extent is clamped to the
    extent (one tile over the whole loop, of static size) where upstream makes a tile of dynamic
    size; `check_tiling {clamps}` before it lets such sizes through.

    #### Return modes

    Consumes the target handle and returns the tiled op and the loops (one with `use_forall`, else
    one per non-zero tile size). Fails silenceably when a target does not implement TilingInterface,
    or when upstream's tiling fails (the payload is then unchanged).
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DenseI64ArrayAttr:$tile_sizes,
                       DefaultValuedOptionalAttr<DenseI64ArrayAttr, "{}">:$tile_interchange,
                       UnitAttr:$apply_cleanup,
                       UnitAttr:$use_forall,
                       UnitAttr:$yield_shared,
                       UnitAttr:$whole_graph);
  let results = (outs TransformHandleTypeInterface:$transformed,
                      Variadic<TransformHandleTypeInterface>:$loops);
  let assemblyFormat = [{
    $target `tile_sizes` $tile_sizes (`interchange` $tile_interchange^)? attr-dict `:`
    functional-type(operands, results)
  }];
}

def FuseConsumersIntoLoopOp
    : LanternTransformOp<"fuse_consumers_into_loop", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Tiles and fuses into a nest of scf.forall loops the ops that consume its results";
  let description = [{
    The target is an `scf.forall`; it and every `scf.forall` around it form a nest (as two `fuse`
    steps make: blocks, then threads). Every op implementing TilingInterface that reads a result of
    the outermost loop (the output cast of a bf16 graph) is tiled to the tile each innermost
    iteration writes and computed there, with `scf::tileAndFuseConsumer`, repeatedly until none is
    left. Upstream `transform.structured.fuse` follows producers only. For the GPU this is what
    puts the last ops of the function inside the loops mapped to blocks and threads.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when a target is not an
    `scf.forall`, and when a consumer cannot be tiled to the loop's tiles (ops fused before it stay
    fused). A nest whose results only reshapes and the return read is left unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def MapRemainingToGpuOp
    : LanternTransformOp<"map_remaining_to_gpu", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Makes a kernel of every linalg op the GPU mapping left on the host";
  let description = [{
    The target is a bufferized function whose attention loops are already `gpu.launch`es
    (`map_to_gpu`). Every linalg op still outside a launch (a layer's projections, norms, RoPE,
    residuals, an embedding gather, the copies of a concat) becomes a `gpu.launch` of its own: the
    points of its parallel loops are numbered with the last loop fastest, thread `i` of the grid
    (`threads` per block) computes point `i`, and the reduction loops run inside that thread. A
    `memref.copy` between strided views becomes a `linalg.copy` kernel the same way; copies of whole
    contiguous buffers stay (the backend makes them device copies).

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably, changing nothing, on a
    target that is not a function with a body, when a linalg op still works on tensors, when an op
    left on the host touches buffers without a kernel lowering of its own (an unmapped `scf.forall`,
    `memref.load`/`store`, vector ops), and when nothing is left on the host unless `if_present`.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedAttr<I64Attr, "256">:$threads,
                       UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}

def CarryVectorsInLoopOp
    : LanternReplacingTransformOp<"carry_vectors_in_loop", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Makes a loop carry vectors instead of small tensors it rewrites whole each iteration";
  let description = [{
    After vectorization, the flash loop carries its running max, sum and output as tensors: each
    iteration reads them with `vector.transfer_read` and writes the new value with a
    `vector.transfer_write` that overwrites the whole tensor (often into a fresh `tensor.empty`).
    Such a write may write into the iter_arg itself, since it overwrites all of it; then every
    read/write pair on an iter_arg is hoisted out of the loop (`mlir::hoistLoopInvariantSubsets`):
    the loop carries `vector<...>` values, the tensor is read once before and written once after.
    Bufferization then allocates nothing inside the loop, and on the GPU the carried values live
    in registers.

    #### Return modes

    Consumes the target handle and returns the rewritten loop. Fails silenceably when the target is
    not a loop with iter_args, and when no iter_arg could be carried as a vector; whole-tensor writes
    may then already write into their iter_args, which computes the same values. Run CSE first:
    two identical reads of an iter_arg keep it from being carried.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let results = (outs TransformHandleTypeInterface:$transformed);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def DistributeToMmaSyncOp
    : LanternReplacingTransformOp<"distribute_to_mma_sync", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Splits a warp's tile program over its 32 lanes, with mma.sync for the contractions";
  let description = [{
    The target is an `scf.forall` (bufferized, vectorized) whose iterations will each run on one
    warp (`map_nested_forall_to_threads` with `#gpu.warp` mapping) and whose vectors are tiles of
    the warp's 16 rows: [16] row vectors, [16, n] tiles, and the K/V tiles its contractions read.
    Each lane keeps the elements that `mma.sync.m16n8k16` gives it (rows g and g+8, columns
    8j + 2t + {0,1}; g = lane / 4, t = lane % 4), so the probabilities P computed from the Q·Kᵀ
    accumulator are already the A operand of P·V. Contractions become chains of `nvvm.mma.sync`
    (bf16 or f16 operands, f32 accumulator), row reductions finish with two `gpu.shuffle xor`,
    reads and writes load and store only the lane's elements (two adjacent ones at a time where
    memory allows), and `scf.for` loops carry the lane's part of their vectors.

    With `shared_memory`, the K/V tiles that key loops read as B operands are staged: a workgroup
    buffer per tile (rows padded to an odd number of 16-byte units against bank conflicts) is
    filled by the whole block each iteration (16-byte copies, each thread taking every
    threads-th chunk, the last round guarded where the chunks do not split evenly; between two
    `gpu.barrier`), and each warp loads its fragments from it with `nvgpu.ldmatrix` (`.trans` for
    V): `.x4` while 32 of k remain, then `.x2` and `.x1` for a remainder of 16 or 8. A k that is a
    multiple of 8 but not of 16 (head dim 40, 72) ends with an `mma.sync.m16n8k8`.

    `stages` (1 to 4, default 1; above 1 needs `shared_memory`) pipelines those copies: each buffer
    gets `stages` slots, the tiles of the first `stages - 1` iterations are copied before the loop
    with `nvgpu.device_async_copy` (`cp.async`, 16 bytes, L1 bypassed), one commit group each, and
    each iteration i waits until at most `stages - 2` groups are pending, passes one barrier, starts
    the copies of tile i + stages - 1 into the slot that iteration i - 1 read, commits, and computes
    from slot i % stages. `shared_memory_bytes` (default 49152, at most 232448) is what the slots
    may take per block: up to 48 KiB they are static shared memory; above it the CUDA backend
    places them in dynamic shared memory and opts the kernel in at launch (a chip with less per
    block, e.g. sm_86's 99 KiB, refuses the launch with its limit). Refused when the slots would
    exceed it, unless `shrink_stages` is set: then the most stages up to `stages` that fit are used
    (1 at head dim 192 and above with 32-key tiles in 48 KiB), so one schedule serves every head dim.

    #### Return modes

    Consumes the target handle and returns the loop. Fails silenceably, changing nothing, when the
    body holds an op it cannot split (named in the message), a contraction that is not 16 x 8k x 8k
    in bf16/f16 with an f32 accumulator, or a value needed in a layout whose elements other lanes
    hold.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$shared_memory,
                       DefaultValuedAttr<I64Attr, "1">:$stages, UnitAttr:$shrink_stages,
                       DefaultValuedAttr<I64Attr, "49152">:$shared_memory_bytes);
  let results = (outs TransformHandleTypeInterface:$transformed);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def DistributeToWgmmaOp
    : LanternReplacingTransformOp<"distribute_to_wgmma", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "distribute_to_mma_sync for Hopper: the key loop's contractions as wgmma of the block's warpgroup";
  let description = [{
    The same target and the same split of a warp's tiles over its lanes as
    `distribute_to_mma_sync` with `shared_memory` (a block of 4, 8, ... warps of 16 rows: warpgroups
    of 64 rows), but a contraction whose B operand is a K/V tile read in a key loop becomes
    `wgmma.mma_async` m64nNk16 of each warpgroup (sm_90a; bf16/f16 operands, f32 accumulator, k a
    multiple of 16, n up to 256): A from the warp's registers (the lane's part of Q, or of P, in
    mma.sync's A layout, which is wgmma's register-A layout per warp), B from the staged tile through
    a shared-memory matrix descriptor, the accumulator in the registers of mma.sync's C layout (which
    is wgmma's D per warp), so the softmax code between the two products is unchanged. K tiles are
    K-major B (Q·Kᵀ), V tiles MN-major (P·V, transposed B).

    The staged tiles are kept in wgmma's 128-byte-swizzled layout: 64-column boxes of 128-byte rows
    one after the other (head dims 64, 128, 192, 256), 16-byte chunk c of row r at c ^ (r % 8), on
    1024-byte boundaries; the copies are those of `distribute_to_mma_sync` (`stages`, `cp.async`),
    each thread fences its copies for the async proxy (`fence.proxy.async.shared::cta`) before the
    barrier that precedes the wgmma. Each contraction is one `wgmma.fence`, its k/16 `wgmma.mma_async`
    (a fresh zero accumulator is scaled by 0, not read), one commit group and a wait for it.
    Contractions outside a key loop (one key tile in all) stay `mma.sync`.

    `stages` (1 to 4, default 2), `shrink_stages` and `shared_memory_bytes` (default 101376, at most
    232448) as in `distribute_to_mma_sync`; the slots take 2·rows·cols bytes per tile (no padding).

    With `tma` (and 2 stages or more), the tiles are copied by the Tensor Memory Accelerator instead:
    a descriptor per global K/V memref is built on the host before the outermost loop
    (`nvgpu.tma.create.descriptor`: box of the tile's rows by 64 columns, 128-byte swizzle, rows past
    the end filled with zeros), each key loop gets one `mbarrier` per stage (initialized by thread
    0, fenced), thread 0 tells the stage's barrier to expect the tiles' bytes and issues one
    `nvgpu.tma.async.load` per 64-column box, and every thread waits on the barrier's phase parity
    before the iteration's barrier. Refused when a tile's memref is made inside the loops (the
    descriptor must be built on the host).

    With `warp_specialize` (needs `tma`), the block gets one more warp, the producer: the warp
    loop runs one more iteration, whose body is only the key loops' copies (each loop again, with
    the same bounds, issuing tile n's TMA copies from lane 0 once the consumers released the slot's
    previous tile), while the other warps (the consumers) run the program without issuing any. Tile
    n of the ring (numbered across the key loops, e.g. peel_edge_tile's two) goes into slot
    n % stages; each slot has a full mbarrier (the producer's expect_tx and the bytes) and an empty
    one (lane 0 of every consumer warp arrives once the iteration's wgmma that read the slot are
    waited for). No barrier of the whole block is left inside the key loops: one after the
    mbarriers' initialization, before the split. The scalar code the loops' bounds and tile indices
    are computed from moves ahead of the split; refused when it reads the warp's index or memory, or
    when a key loop is nested in another loop. `map_to_gpu` then needs 32 more threads per block
    (160 for 4 consumer warps, 288 for 8).

    With `pingpong` (needs `warp_specialize` and 8, 12, ... consumer warps: two warpgroups or
    more), the consumer warpgroups take turns issuing their wgmma: before each product warpgroup g
    waits on named barrier 1 + g (256 threads: its own 128 and the previous warpgroup's), after
    issuing and committing it arrives on the next warpgroup's barrier, and the last warpgroup hands
    the first turn to warpgroup 0 at the start. The products of the warpgroups alternate on the
    tensor cores, so one's softmax runs while another's products do.

    With `overlap` (needs `warp_specialize`; not with `pingpong` yet), each key loop's product of an
    A from outside the loop and a zero accumulator (Q·Kᵀ) is issued one tile ahead: before the loop
    for the first tile (when the loop runs), and in each iteration for the next tile (after waiting
    for its full barrier; in the last iteration on the iteration's own slot, result unused), carried
    into the next iteration in registers; the iteration waits until only that newer product is in
    flight (`wgmma.wait_group 1`) and its softmax runs while the tensor cores compute the next
    tile's Q·Kᵀ. Refused when a key loop has no such product.

    With `intra_warpgroup_overlap` (needs `warp_specialize`; not with `overlap`), each key loop is
    rotated (FA3's intra-warpgroup overlap): the product whose result the loop carries (P·V into the
    output tile) is issued one iteration late. The first tile's iteration runs before the loop without
    that product; iteration j then waits for tile j, issues Q·K_jᵀ and P·V of tile j - 1 back to back,
    waits for Q·Kᵀ only (`wgmma.wait_group 1`), runs the softmax of tile j while the tensor cores
    compute P·V, waits for it, runs the code between the carried output and P·V's accumulator (the
    rescale) and releases tile j - 1's slot; P·V of the last tile follows the loop. The loop carries
    P and the rescaled output; the whole is guarded by the loop running at all. Refused when a key
    loop has no product of an A from outside it and a zero accumulator (Q·Kᵀ), none whose result is
    the loop's carried value (P·V), or when the carried value reaches anything but that product's
    accumulator through side-effect-free ops.

    `consumer_registers` (with `warp_specialize`; 0, the default, leaves registers alone): the
    producer is a whole warpgroup (4 more warps; the first issues the copies, `map_to_gpu` needs 128
    more threads) that gives registers back with `setmaxnreg.dec` to 40 per thread (less, down to
    24, where the consumers' count leaves less: 24 beside two warpgroups of 240), and the consumer
    warpgroups take them with `setmaxnreg.inc` to this many (a multiple of 8 from 24 to 256): ptxas
    compiles the kernel for the block's share of the register file (168 at 384 threads) and the
    consumers' code for this count. Refused when 128·24 plus the consumers' count passes 65536.

    #### Return modes

    Consumes the target handle and returns the loop. Fails silenceably, changing nothing, where
    `distribute_to_mma_sync` would, and when the block is not a multiple of 4 warps, or a key loop's B tile cannot
    be staged swizzled (not 16-bit, columns not a multiple of 64, read past its columns).
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, DefaultValuedAttr<I64Attr, "2">:$stages,
                       UnitAttr:$shrink_stages, DefaultValuedAttr<I64Attr, "101376">:$shared_memory_bytes,
                       UnitAttr:$tma, UnitAttr:$warp_specialize, UnitAttr:$pingpong,
                       UnitAttr:$overlap, UnitAttr:$intra_warpgroup_overlap,
                       DefaultValuedAttr<I64Attr, "0">:$consumer_registers);
  let results = (outs TransformHandleTypeInterface:$transformed);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
}

def UnshareDestinationsOp : LanternTransformOp<"unshare_destinations"> {
  let summary = "Gives every op that writes into a tensor.empty or a fill of one its own";
  let description = [{
    Runs before one-shot bufferization. The clean-ups (CSE) merge identical `tensor.empty` and
    `linalg.fill` ops, so in a graph of many layers hundreds of destination-passing ops write into
    one destination value. One-shot bufferization keeps the values that may share a buffer in one
    alias set and checks each read against each write in it: quadratic in the set's size, which
    grows with the depth of the model. This op clones, right after the original, a `tensor.empty`
    for each of its uses but the first, and a `linalg.fill` of a `tensor.empty` for each use as a
    destination (a DPS init) when it has several uses; readers of a fill keep the original. Values
    do not change: an empty tensor has no contents, each fill computes the same tensor, and the
    shared destination was bufferized out of place anyway (one allocation per writer).

    #### Return modes

    Only reads the target handle and modifies the payload under the target (any op: the module,
    a function). Never fails; a payload without shared destinations is left unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def PadAttentionLengthsOp
    : LanternTransformOp<"pad_attention_lengths", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Pads an attention block's query and key lengths to multiples of its tiles";
  let description = [{
    The target is a block's P·V contraction (`lantern.role = "pv"`, the block's Q·Kᵀ tagged "qk"
    among its producers, all in one block of ops: before the tiling steps). Every op from Q·Kᵀ to
    P·V, and the block's tagged elementwise ops and reshapes after P·V, is rebuilt with the query
    length rounded up to a multiple of `query_multiple` and the key length to one of `key_multiple`.
    Which tensor dimension is the query or the key length is found from P·V (its reduction loop is
    the keys; the loop over P's rows and not V's is the queries) and followed through the indexing
    maps and reshapes of the chain. What the chain reads from outside it is padded with zeros
    (`tensor.pad`: Q, K, V, masks, biases), its `tensor.empty` and `linalg.fill` inits are made at
    the padded shape, and one elementwise op adds to the row max's input a bias over the keys that
    is 0 on the real keys and -inf on the padded ones (`s + bias[k]`, tagged as a mask; the bias is
    a `tensor.pad` of zeros with -inf, made once outside the loops and read per key tile as a
    padding mask is, so no index arithmetic reaches the kernels). What leaves the chain is sliced back
    (`tensor.extract_slice`). A real row's max, sum and P·V gain only -inf and zero terms; a
    fully masked real row stays fully masked; padded rows are computed and never read.

    #### Return modes

    Only reads the target handle and modifies the payload. Lengths that are already multiples
    leave the payload unchanged (success). Fails silenceably, changing nothing, when the block's
    Q·Kᵀ is not found, when a dimension would stand for both lengths, when a reshape merges a
    length with another non-unit dimension, when an op of the chain is not a linalg op or a
    reshape, when something reduces over the query rows, or over the keys before the row max's
    input, or reads the scores from before it; the message names the op.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedAttr<I64Attr, "64">:$query_multiple,
                       DefaultValuedAttr<I64Attr, "64">:$key_multiple);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def FoldPaddingIntoTransfersOp : LanternTransformOp<"fold_padding_into_transfers"> {
  let summary = "Reads padded operands and writes a sliced result in place through out-of-bounds vector transfers";
  let description = [{
    Runs after `vectorize`, before bufferization, on what `pad_attention_lengths` left: a
    `vector.transfer_read` (in bounds, unmasked) of a `tensor.pad` (low padding 0, a constant pad
    value), directly or through a `tensor.expand_shape` that keeps each padded dimension a group of
    its own, reads the pad's source instead, with `in_bounds = false` on the padded dimensions and
    the pad value as its padding: every element read is the one the pad held. An `scf.forall` whose
    single result (shared out a `tensor.empty`) is only sliced to a prefix (directly or through such
    an expand_shape) computes into the slice's shape: each `parallel_insert_slice` of a whole-tile
    `vector.transfer_write` writes into the output at the same offsets, `min(tile, extent - offset)`
    long on the cut dimensions, out of bounds allowed there. Pads and reshapes left without uses are
    erased; bufferization then allocates no padded copy and no padded result.

    #### Return modes

    Only reads the target handle (any op: the module, a function) and modifies the payload under
    it. Never fails; accesses of any other form (scalar loops, slices, masked transfers), a grown
    dimension that is not a dimension of the vector, and a loop with other results are left as
    they are, and a payload without pads is unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def PeelEdgeIterationsOp : LanternTransformOp<"peel_edge_iterations", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Splits off the last iterations of a loop, in which its vector transfers may pass the end";
  let description = [{
    For each `scf.for` under the target (static lower bound and step): its unmasked vector
    transfers that may pass the end of a static dimension (`in_bounds = false` there) at an index
    that is the induction variable plus a constant tell in which iterations they stay inside. The
    loop is split before the first iteration in which one of them would pass the end (its upper
    bound `min(ub, split)` when `ub` is dynamic; the second loop starts there and takes the first's
    results as its initial values), and in the first loop those transfers are marked in bounds.
    There, a read wholly inside a splat constant (an `arith.constant` tensor or a constant
    `memref.global`) becomes the splat vector and the first loop's body is folded. A loop whose
    every iteration keeps its transfers inside is only marked. The iterations, their order and
    their values are unchanged; only what the bounds prove is marked.

    #### Return modes

    Only reads the target handle (any op: the module, a function) and modifies the payload under
    it. Never fails; loops with dynamic lower bounds or steps, and transfers of any other form
    (masked, dynamic dimensions, other indices), are left as they are.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

def PackKeyTilesOp : LanternTransformOp<"pack_key_tiles", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Computes a key tile's transposed (and scaled) form once per tile, not once per block of rows";
  let description = [{
    The target is a key loop (`scf.for`, static bounds) inside a row loop (`scf.forall`, static
    bounds), vectorized. For each operand of a `vector.contract` in the loop's body that comes from a
    `vector.transfer_read` (unmasked, of a tensor from outside the row loop, at indices made of the
    key loop's induction variable, some of the row loop's and values from outside it) through
    single-use `vector.transpose` and elementwise ops whose other operands come from outside the row
    loop, with at least one transpose (or, without one, read by the contraction with the reduction
    dimension last: that tile is packed transposed and the contraction's indexing map of it swapped),
    and whose read does not use every induction variable of the
    row loop: a new `scf.forall` before the row loop computes that chain once per tile, over the row
    loop's induction variables the read uses and the key loop's iterations, into a tensor of whole
    tiles (`[used trip counts] x [key tiles] x [tile]`), and the key loop reads its tile from there
    (`vector.transfer_read`, in bounds). The values are the same ops on the same elements.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably, changing nothing, when
    no operand has such a chain or a bound is dynamic (run it before `skip_masked_key_tiles`, which
    makes the key loop's bound depend on the rows), unless `if_present` is set.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}

def SkipMaskedKeyTilesOp
    : LanternTransformOp<"skip_masked_key_tiles", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Stops a causal key loop after the last key tile any row of the block sees";
  let description = [{
    The target is a vectorized key loop (`scf.for`) whose scores are set to -inf by comparing
    key indices (the induction variable plus offsets) with row indices that do not change in the
    loop (`select(cmpi ule %keys, %rows), %s, -inf`: a causal mask), and whose masked scores feed
    only the row max and exp(s - m). A tile whose smallest key exceeds the largest row is -inf
    everywhere: the running max keeps its value and exp gives 0, so the sum and P·V keep theirs.
    The loop's upper bound becomes min(ub, largest row + 1); the largest row takes the enclosing
    scf.forall's (warp or thread loop's) induction variables at their last iteration, so all
    iterations of that loop run the same number of key tiles.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when no such mask is
    found (a graph without a causal mask), unless `if_present` is set: then nothing changes.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}

def FoldScaleIntoExp2Op
    : LanternTransformOp<"fold_scale_into_exp2", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Computes the softmax's exponentials of a tile as exp2 of one FMA per element";
  let description = [{
    For each `math.exp` in the target whose operand is `arith.subf %x, %t`, with f32 vector
    tiles and `%t` a row value spread over the tile (`vector.broadcast`, `vector.transpose` and
    `vector.shape_cast` of a value with fewer elements: the running max) or a splat constant: the
    exponential becomes `math.exp2(math.fma(%x, log2 e, %t'))` where `%t'` is the row value times
    -log2 e, computed on the rows and spread the same way. Where `%x` is `%s` multiplied or divided by
    positive finite constants (with `arith.select`s to -inf between them: masks), the FMA takes the
    masked `%s` itself and the product of the constants and log2 e (rounded once, from double), and
    each `vector.multi_reduction <maximumf>` (or `<maxnumf>`) of `%x` becomes the reduction of the
    masked `%s` from -inf, scaled by the same constants in the same order, combined with the old
    accumulator: the same row max bit for bit (a rounded product by a positive constant is a
    non-decreasing function of its operand, and keeps -inf).

    A rounding change: the exponent, before fl(fl(x - m)·log2 e) with x rounded after each
    constant, is fl(s·K - fl(m·log2 e)); both are within a few units of 2^-24·(|x| + |m|) of the
    exact value, so each probability changes by about 2^-22·(|x| + |m|) relative at most (2.4e-5
    for scores of magnitude 50; bf16's unit is 3.9e-3). NaN and infinities give what they gave
    before (exp2(-inf) = 0; an unguarded row of -inf is NaN both ways).

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when the target holds
    no such exponential, unless `if_present` is set: then nothing changes. The subtractions and
    scaled scores left unused are erased.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}

def MultiplyByRowReciprocalOp
    : LanternTransformOp<"multiply_by_row_reciprocal", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Divides a tile by a per-row value as one reciprocal per row and a multiply per element";
  let description = [{
    For each `arith.divf %x, %t` in the target on f32 vector tiles where `%t` is a row value spread
    over the tile (`vector.broadcast`, `vector.transpose` and `vector.shape_cast` of a value with
    fewer elements: the flash loop's final division by the row sum): the division becomes
    `arith.mulf %x, %t'` where `%t'` is `1 / row`, computed on the row and spread the same way. Fast-math
    flags carry over.

    A rounding change: x·fl(1/l) is within 2^-23 of x/l relative (two roundings instead of one);
    where 1/l overflows (|l| < 2^-126) the product is x·inf instead of a finite quotient. A flash
    loop's row sum is at least 1 where the row has a finite score and 0 for a row of -inf, where
    0·inf is NaN as 0/0 was.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably when the target holds
    no such division, unless `if_present` is set: then nothing changes.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target, UnitAttr:$if_present);
  let assemblyFormat = "$target (`if_present` $if_present^)? attr-dict `:` type($target)";
}

def UnrollToDpasTilesOp
    : LanternTransformOp<"unroll_to_dpas_tiles", [ReportTrackingListenerFailuresOpTrait]> {
  let summary = "Cuts a subgroup's vector program into the tiles of Xe's DPAS and block loads";
  let description = [{
    The target holds the vectorized, bufferized program of one Intel subgroup (16 lanes): its
    rows of Q, scores and output ([r, n] with r a multiple of 8), its row vectors ([r]) and the
    K/V tiles its contractions read. Contractions (bf16/f16 operands, f32 accumulator) are cut
    into 8x16x16 (m, n, k) pieces, the tiles of one `xegpu.dpas`; a B operand read as Kᵀ
    ((n, k) indexing) becomes `vector.transpose` of the read, moved above the elementwise ops
    between them so that XeGPU can load it transposed. B operands are cut into 16x16 tiles, row
    vectors into 8-element pieces, row broadcasts into 16x8 (transposed to 8x16), everything
    else into 8x16. Then `convert-vector-to-xegpu` maps reads, writes and contractions one to
    one onto `xegpu.load_nd`, `store_nd` and `dpas`, and XeGPU's lane distribution (MLIR 22.1)
    can take the rest; its own blocking pass does not cut row reductions yet.

    #### Return modes

    Only reads the target handle and modifies the payload. Fails silenceably, changing nothing,
    when the target has no contraction, a contraction is not a 2-D product of bf16/f16 operands
    into f32 with m a multiple of 8 and n, k multiples of 16, or a vector shape is not a whole
    number of tiles.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

#endif // LANTERN_TRANSFORM_OPS
