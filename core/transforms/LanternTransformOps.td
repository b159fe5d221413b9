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

class LanternTransformOp<string mnemonic, list<Trait> traits = []>
    : Op<Transform_Dialect, "lantern." # mnemonic,
         !listconcat([TransformOpInterface, TransformEachOpTrait,
                      DeclareOpInterfaceMethods<MemoryEffectsOpInterface>],
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

    #### Return modes

    Only reads the target handle and modifies the payload in place (the contracts stay the same
    ops). Fails silenceably, changing nothing for that target, when a targeted `vector.contract`
    cannot be narrowed, or when inside another target every contract with a narrow source is
    blocked (its operands widened from two different narrow types, or an accumulator that is not
    f32); the message says which condition and why, notes point at the contracts. A target with no
    contract that has a narrow source is left unchanged and the op succeeds.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target);
  let assemblyFormat = "$target attr-dict `:` type($target)";
}

#endif // LANTERN_TRANSFORM_OPS
