// The transform.lantern extension: registers the ops (each op's apply lives at the end of its
// transform's file, next to the plain function it calls) and the support those applies share:
// failures become silenceable diagnostics of the form "transform.lantern.<op>: <condition>; <why>",
// with notes at the payload ops concerned.
#include "transforms/lantern_transform_ops.h"

#include "transforms/apply_support.h"
#include "transforms/extension.h"

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

using mlir::DiagnosedSilenceableFailure;

namespace {

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

DiagnosedSilenceableFailure refusalFailure(mlir::Operation *transformOp, const std::vector<Refusal> &refusals) {
  const Refusal &first = refusals.front();
  DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(transformOp)
                                     << transformOp->getName() << ": " << first.condition << "; " << first.reason;
  for (const Refusal &refusal : refusals)
    diag.attachNote(refusal.loc) << "left alone: " << refusal.condition;
  return diag;
}

Refusal wrongTarget(mlir::Operation *target, const std::string &expected, std::string why) {
  return Refusal{target->getLoc(), "the target is " + describeOp(target) + ", not " + expected, std::move(why)};
}

DiagnosedSilenceableFailure refused(mlir::Operation *transformOp, const Refusal &refusal) {
  DiagnosedSilenceableFailure diag = mlir::emitSilenceableFailure(transformOp)
                                     << transformOp->getName() << ": " << refusal.condition << "; " << refusal.reason;
  diag.attachNote(refusal.loc) << "here";
  return diag;
}

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

} // namespace lantern::transforms
