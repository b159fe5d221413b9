// The transform.lantern extension: each op's apply unpacks its handle and calls the plain function
// of the same name (one file per transform); failures become silenceable diagnostics of the form
// "transform.lantern.<op>: <condition>; <why>", with notes at the payload ops concerned.
#include "transforms/lantern_transform_ops.h"

#include "transforms/annotate_fastmath.h"
#include "transforms/erase_unused_operands_and_results.h"
#include "transforms/extension.h"
#include "transforms/fold_reshape_ops_by_expansion.h"
#include "transforms/fold_scalar_or_splat_constant.h"
#include "transforms/fold_unit_extent_dims.h"
#include "transforms/fuse_dependent_reductions.h"
#include "transforms/carry_vectors_in_loop.h"
#include "transforms/distribute_to_mma_sync.h"
#include "transforms/fuse_consumers_into_loop.h"
#include "transforms/fuse_producers_into_loop.h"
#include "transforms/rewrite_attention_row_mask.h"
#include "transforms/sink_normalization_past_contraction.h"
#include "transforms/skip_masked_key_tiles.h"
#include "transforms/unroll_to_dpas_tiles.h"
#include "transforms/narrow_vector_contract_operands.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
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

void consumesTargetProducesResults(mlir::OpOperand &target, mlir::Operation *transformOp,
                                   llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  mlir::transform::consumesHandle(target, effects);
  mlir::transform::producesHandle(transformOp->getOpResults(), effects);
  mlir::transform::modifiesPayload(effects);
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
    declareGeneratedDialect<mlir::gpu::GPUDialect>();
    declareGeneratedDialect<mlir::LLVM::LLVMDialect>();
    declareGeneratedDialect<mlir::memref::MemRefDialect>();
    declareGeneratedDialect<mlir::NVVM::NVVMDialect>();
    declareGeneratedDialect<mlir::nvgpu::NVGPUDialect>();
    declareGeneratedDialect<mlir::ub::UBDialect>();
    declareGeneratedDialect<mlir::linalg::LinalgDialect>();
    declareGeneratedDialect<mlir::math::MathDialect>();
    declareGeneratedDialect<mlir::scf::SCFDialect>();
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

DiagnosedSilenceableFailure FoldUnitExtentDimsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &,
                                                             mlir::transform::TransformState &) {
  return applyToFunction(*this, rewriter, target, foldUnitExtentDims);
}

void FoldUnitExtentDimsOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

namespace {

DiagnosedSilenceableFailure refused(mlir::Operation *transformOp, const Refusal &refusal) {
  DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(transformOp)
                                     << transformOp->getName() << ": " << refusal.condition << "; " << refusal.reason;
  diag.attachNote(refusal.loc) << "here";
  return diag;
}

} // namespace

DiagnosedSilenceableFailure SinkNormalizationPastContractionOp::applyToOne(
    mlir::transform::TransformRewriter &rewriter, mlir::Operation *target, mlir::transform::ApplyToEachResultList &,
    mlir::transform::TransformState &) {
  if (std::optional<Refusal> refusal = sinkNormalizationPastContraction(rewriter, target))
    return refused(*this, *refusal);
  return DiagnosedSilenceableFailure::success();
}

void SinkNormalizationPastContractionOp::getEffects(
    llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure FuseDependentReductionsOp::apply(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::transform::TransformResults &,
                                                             mlir::transform::TransformState &state) {
  auto loops = llvm::to_vector(state.getPayloadOps(getLoop()));
  if (loops.size() != 1 || !mlir::isa<mlir::scf::ForOp>(loops.front())) {
    DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(getOperation())
                                       << getOperationName() << ": the loop handle must hold exactly one scf.for, it holds "
                                       << loops.size() << " op(s)";
    for (mlir::Operation *op : loops)
      diag.attachNote(op->getLoc()) << describeOp(op);
    return diag;
  }
  auto elementwise = llvm::to_vector(state.getPayloadOps(getElementwise()));
  auto reduction = llvm::to_vector(state.getPayloadOps(getReduction()));
  if (std::optional<Refusal> refusal = fuseDependentReductions(rewriter, mlir::cast<mlir::scf::ForOp>(loops.front()),
                                                               elementwise, reduction, getGuardInfinities()))
    return refused(*this, *refusal);
  return DiagnosedSilenceableFailure::success();
}

void FuseDependentReductionsOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  mlir::transform::onlyReadsHandle(getLoopMutable(), effects);
  mlir::transform::onlyReadsHandle(getElementwiseMutable(), effects);
  mlir::transform::onlyReadsHandle(getReductionMutable(), effects);
  mlir::transform::modifiesPayload(effects);
}

DiagnosedSilenceableFailure RewriteAttentionRowMaskOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                  mlir::Operation *target,
                                                                  mlir::transform::ApplyToEachResultList &,
                                                                  mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::scf::ForOp>(target);
  if (!loop)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not an scf.for",
                                  "the row max to test is the accumulator of the key loop"});
  bool noGuard = false;
  if (std::optional<Refusal> refusal = rewriteAttentionRowMask(rewriter, loop, &noGuard)) {
    if (noGuard && getIfPresent())
      return DiagnosedSilenceableFailure::success();
    return refused(*this, *refusal);
  }
  return DiagnosedSilenceableFailure::success();
}

void RewriteAttentionRowMaskOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure FuseProducersIntoLoopOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                mlir::Operation *target,
                                                                mlir::transform::ApplyToEachResultList &,
                                                                mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::LoopLikeOpInterface>(target);
  if (!loop)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not a loop",
                                  "producers are fused into a loop"});
  unsigned fused = 0;
  if (std::optional<Refusal> refusal = fuseProducersIntoLoop(rewriter, loop, fused); refusal && !(getIfPresent() && fused == 0))
    return refused(*this, *refusal);
  return DiagnosedSilenceableFailure::success();
}

void FuseProducersIntoLoopOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure FuseConsumersIntoLoopOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                mlir::Operation *target,
                                                                mlir::transform::ApplyToEachResultList &,
                                                                mlir::transform::TransformState &) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not an scf.forall",
                                  "consumers are fused into scf.forall nests"});
  unsigned fused = 0;
  if (std::optional<Refusal> refusal = fuseConsumersIntoLoop(rewriter, forall, fused))
    return refused(*this, *refusal);
  return DiagnosedSilenceableFailure::success();
}

void FuseConsumersIntoLoopOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure CarryVectorsInLoopOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &results,
                                                             mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::LoopLikeOpInterface>(target);
  if (!loop)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not a loop",
                                  "only loops carry values"});
  mlir::LoopLikeOpInterface rewritten = loop;
  unsigned carried = 0;
  if (std::optional<Refusal> refusal = carryVectorsInLoop(rewriter, loop, rewritten, carried))
    return refused(*this, *refusal);
  results.push_back(rewritten);
  return DiagnosedSilenceableFailure::success();
}

void CarryVectorsInLoopOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  consumesTargetProducesResults(getTargetMutable(), getOperation(), effects);
}

DiagnosedSilenceableFailure DistributeToMmaSyncOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                              mlir::Operation *target,
                                                              mlir::transform::ApplyToEachResultList &results,
                                                              mlir::transform::TransformState &) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not an scf.forall",
                                  "the warp's program is one iteration of an scf.forall"});
  unsigned contracts = 0;
  if (std::optional<Refusal> refusal = distributeToMmaSync(rewriter, forall, getSharedMemory(), contracts))
    return refused(*this, *refusal);
  results.push_back(forall);
  return DiagnosedSilenceableFailure::success();
}

void DistributeToMmaSyncOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  consumesTargetProducesResults(getTargetMutable(), getOperation(), effects);
}

DiagnosedSilenceableFailure SkipMaskedKeyTilesOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                             mlir::Operation *target,
                                                             mlir::transform::ApplyToEachResultList &,
                                                             mlir::transform::TransformState &) {
  auto loop = mlir::dyn_cast<mlir::scf::ForOp>(target);
  if (!loop)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not an scf.for",
                                  "the key loop's upper bound is what changes"});
  if (std::optional<Refusal> refusal = skipMaskedKeyTiles(rewriter, loop); refusal && !getIfPresent())
    return refused(*this, *refusal);
  return DiagnosedSilenceableFailure::success();
}

void SkipMaskedKeyTilesOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

DiagnosedSilenceableFailure NormalizeForallOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                          mlir::Operation *target,
                                                          mlir::transform::ApplyToEachResultList &results,
                                                          mlir::transform::TransformState &) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(*this, Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not an scf.forall",
                                  "only scf.forall loops are normalized"});
  if (std::optional<mlir::ArrayAttr> mapping = getMapping()) {
    size_t rank = forall.getRank();
    if (rank > mapping->size())
      return refused(*this, Refusal{target->getLoc(),
                                    "the loop has " + std::to_string(rank) + " dimensions and the mapping " +
                                        std::to_string(mapping->size()) + " entries",
                                    "each dimension needs a block or thread dimension"});
    rewriter.modifyOpInPlace(forall, [&] {
      forall.setMappingAttr(mlir::ArrayAttr::get(getContext(), mapping->getValue().take_front(rank)));
    });
  }
  if (forall.isNormalized()) {
    results.push_back(forall);
    return DiagnosedSilenceableFailure::success();
  }
  rewriter.setInsertionPoint(forall);
  mlir::FailureOr<mlir::scf::ForallOp> normalized = mlir::normalizeForallOp(rewriter, forall);
  if (mlir::failed(normalized))
    return refused(*this, Refusal{target->getLoc(), "its bounds could not be normalized",
                                  "scf::normalizeForallOp failed"});
  results.push_back(*normalized);
  return DiagnosedSilenceableFailure::success();
}

void NormalizeForallOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  consumesTargetProducesResults(getTargetMutable(), getOperation(), effects);
}

DiagnosedSilenceableFailure UnrollToDpasTilesOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                            mlir::Operation *target,
                                                            mlir::transform::ApplyToEachResultList &,
                                                            mlir::transform::TransformState &) {
  if (std::optional<Refusal> refusal = unrollToDpasTiles(rewriter, target))
    return refused(*this, *refusal);
  return DiagnosedSilenceableFailure::success();
}

void UnrollToDpasTilesOp::getEffects(llvm::SmallVectorImpl<mlir::MemoryEffects::EffectInstance> &effects) {
  readsTargetModifiesPayload(getTargetMutable(), effects);
}

} // namespace lantern::transforms
