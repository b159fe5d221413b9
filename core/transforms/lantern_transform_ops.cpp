// The transform.lantern extension: each op's apply unpacks its handle and calls the plain function
// of the same name (one file per transform); failures become silenceable diagnostics of the form
// "transform.lantern.<op>: <condition>; <why>", with notes at the payload ops concerned.
#include "transforms/lantern_transform_ops.h"

#include "transforms/annotate_fastmath.h"
#include "transforms/erase_unused_operands_and_results.h"
#include "transforms/extension.h"
#include "transforms/fold_reshape_ops_by_expansion.h"
#include "transforms/fold_scalar_or_splat_constant.h"
#include "transforms/narrow_vector_contract_operands.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#define GET_OP_CLASSES
#include "transforms/LanternTransformOps.cpp.inc"

namespace lantern::transforms {

namespace {

using mlir::DiagnosedSilenceableFailure;

DiagnosedSilenceableFailure refusalFailure(mlir::Operation *transformOp, const std::vector<Refusal> &refusals) {
  const Refusal &first = refusals.front();
  DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(transformOp)
                                     << transformOp->getName() << ": " << first.condition << "; " << first.reason;
  for (const Refusal &refusal : refusals)
    diag.attachNote(refusal.loc) << "left alone: " << refusal.condition;
  return diag;
}

using FunctionRewrite = RewriteOutcome (*)(mlir::Operation *, mlir::RewriterBase::Listener *);

// The apply of the ops that run one pattern set over a function body.
DiagnosedSilenceableFailure applyToFunction(mlir::Operation *transformOp, mlir::transform::TransformRewriter &rewriter,
                                            mlir::Operation *target, FunctionRewrite rewrite) {
  auto function = mlir::dyn_cast<mlir::FunctionOpInterface>(target);
  if (!function || function.isExternal()) {
    DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(transformOp) << transformOp->getName() << ": ";
    if (function)
      diag << "the target @" << function.getName() << " is a declaration; there is no body to rewrite";
    else
      diag << "the target is " << describeOp(target) << ", not a function; the op rewrites a whole function body";
    diag.attachNote(target->getLoc()) << "target";
    return diag;
  }
  RewriteOutcome outcome =
      rewrite(target, mlir::dyn_cast_if_present<mlir::RewriterBase::Listener>(rewriter.getListener()));
  if (!outcome.converged)
    return mlir::emitSilenceableFailure(transformOp)
           << transformOp->getName() << ": the rewrite of @" << function.getName()
           << " did not converge; a pattern keeps rewriting what another one made";
  if (outcome.rewrites == 0 && !outcome.refusals.empty())
    return refusalFailure(transformOp, outcome.refusals);
  return DiagnosedSilenceableFailure::success();
}

void readsTargetModifiesPayload(mlir::OpOperand &target,
                                llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  mlir::transform::onlyReadsHandle(target, effects);
  mlir::transform::modifiesPayload(effects);
}

class LanternTransformExtension
    : public mlir::transform::TransformDialectExtension<LanternTransformExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LanternTransformExtension)
  using Base::Base;

  void init() {
    // #arith.fastmath appears in the transform IR; the rest is what the ops create in the payload.
    declareDependentDialect<mlir::arith::ArithDialect>();
    declareGeneratedDialect<mlir::arith::ArithDialect>();
    declareGeneratedDialect<mlir::linalg::LinalgDialect>();
    declareGeneratedDialect<mlir::tensor::TensorDialect>();
    declareGeneratedDialect<mlir::vector::VectorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "transforms/LanternTransformOps.cpp.inc"
        >();
  }
};

} // namespace

void registerTransformExtension(mlir::DialectRegistry &registry) {
  registry.addExtensions<LanternTransformExtension>();
}

DiagnosedSilenceableFailure FoldScalarOrSplatConstantOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, foldScalarOrSplatConstants);
}

void FoldScalarOrSplatConstantOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure EraseUnusedOperandsAndResultsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                        mlir::Operation *target,
                                                                        mlir::transform::ApplyToEachResultList &,
                                                                        mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, eraseUnusedOperandsAndResults);
}

void EraseUnusedOperandsAndResultsOp::getEffects(
    llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure FoldReshapeOpsByExpansionOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, foldReshapeOpsByExpansion);
}

void FoldReshapeOpsByExpansionOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure AnnotateFastMathOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                           mlir::Operation *target,
                                                           mlir::transform::ApplyToEachResultList &,
                                                           mlir::transform::TransformState &) {
  if (!getUnsafe()) {
    std::string hazard = infinityAssumptionHazard(getFlags());
    if (!hazard.empty())
      return mlir::emitSilenceableFailure(getOperation())
             << getOperationName() << ": flags " << mlir::arith::stringifyFastMathFlags(getFlags())
             << " are unsafe for attention; " << hazard << "; add `unsafe` to set them anyway";
  }
  annotateFastMath(target, getFlags(), rewriter);
  return DiagnosedSilenceableFailure::success();
}

void AnnotateFastMathOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

llvm::LogicalResult AnnotateFastMathOp::verify() {
  if (getFlags() == mlir::arith::FastMathFlags::none)
    return emitOpError("flags must name at least one fast-math flag");
  return llvm::success();
}

DiagnosedSilenceableFailure NarrowVectorContractOperandsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                       mlir::Operation *target,
                                                                       mlir::transform::ApplyToEachResultList &,
                                                                       mlir::transform::TransformState &) {
  RewriteOutcome outcome = narrowVectorContractOperands(target, rewriter);
  if (outcome.rewrites == 0 && !outcome.refusals.empty())
    return refusalFailure(getOperation(), outcome.refusals);
  return DiagnosedSilenceableFailure::success();
}

void NarrowVectorContractOperandsOp::getEffects(
    llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

} // namespace lantern::transforms
