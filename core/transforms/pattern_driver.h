// What Lantern's rewrites report back (how many rewrites, which candidates they refused and why),
// and the greedy driver that runs one pattern set alone, keeping discardable attributes
// (`lantern.role`) on the ops that replace rewritten ones.
#pragma once

#include "mlir/IR/Location.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

#include <string>
#include <vector>

namespace lantern::transforms {

// A candidate a rewrite left alone: where, the condition that blocked it, and why that condition
// blocks it.
struct Refusal {
  mlir::Location loc;
  std::string condition;
  std::string reason;
};

// Refusals seen during one rewrite, each recorded once however often a pattern retries it.
class RefusalLog {
public:
  void add(mlir::Location loc, std::string condition, std::string reason);
  const std::vector<Refusal> &entries() const { return refusals; }

private:
  std::vector<Refusal> refusals;
};

struct RewriteOutcome {
  unsigned rewrites = 0;  // successful pattern applications or rewritten ops
  bool converged = true;  // false: the greedy driver hit its iteration limit
  std::vector<Refusal> refusals;
};

// `linalg.generic {lantern.role = "row_max"}`-style name of an op for messages.
std::string describeOp(mlir::Operation *op);

// Applies `patterns` greedily to the regions of `scope` and nothing else: no folding, no constant
// CSE, no region simplification (ops left dead are still erased). `listener` (may be null) is told
// of every change, e.g. the transform interpreter's handle tracker.
RewriteOutcome applyPatternsAlone(mlir::Operation *scope, const mlir::FrozenRewritePatternSet &patterns,
                                  mlir::RewriterBase::Listener *listener);

} // namespace lantern::transforms
