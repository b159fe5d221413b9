// What the transform.lantern ops' applies share (defined in lantern_transform_ops.cpp): a refusal
// becomes a silenceable failure "transform.lantern.<op>: <condition>; <why>" with notes at the payload
// ops, and the ops that run one pattern set over a function body share one apply.
#pragma once

#include "transforms/lantern_transform_ops.h"
#include "transforms/pattern_driver.h"

#include <string>
#include <vector>

namespace lantern::transforms {

// The first refusal is the message; every refusal is a note ("left alone: ...") at its op.
mlir::DiagnosedSilenceableFailure refusalFailure(mlir::Operation *transformOp, const std::vector<Refusal> &refusals);
// The refusal of a target that is not what the op applies to: "the target is <op>, not <expected>".
Refusal wrongTarget(mlir::Operation *target, const std::string &expected, std::string why);
// One refusal: the message, and a note at its op.
mlir::DiagnosedSilenceableFailure refused(mlir::Operation *transformOp, const Refusal &refusal);

using FunctionRewrite = RewriteOutcome (*)(mlir::Operation *, mlir::RewriterBase::Listener *);

// The apply of the ops that run one pattern set over a function body: refuses targets that are not
// functions with a body, a rewrite that does not converge, and one that only refused.
mlir::DiagnosedSilenceableFailure applyToFunction(mlir::Operation *transformOp,
                                                  mlir::transform::TransformRewriter &rewriter,
                                                  mlir::Operation *target, FunctionRewrite rewrite);

} // namespace lantern::transforms
