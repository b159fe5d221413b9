// The greedy driver behind Lantern's clean-up ops, and the bookkeeping of refused candidates.
#include "transforms/pattern_driver.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Operation.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/raw_ostream.h"

namespace lantern::transforms {

void RefusalLog::add(mlir::Location loc, std::string condition, std::string reason) {
  for (const Refusal &r : refusals)
    if (r.loc == loc && r.condition == condition)
      return;
  refusals.push_back(Refusal{loc, std::move(condition), std::move(reason)});
}

std::string describeOp(mlir::Operation *op) {
  // graph::kRoleAttrName, spelled out: the plugin does not link the graph module.
  std::string text = op->getName().getStringRef().str();
  if (auto role = op->getAttrOfType<mlir::StringAttr>("lantern.role"))
    text += " {lantern.role = \"" + role.getValue().str() + "\"}";
  return text;
}

namespace {

// The op that now computes what `values` replaced: their common defining op, looking through the
// reshapes that patterns wrap around an expanded op. Null when there is none.
mlir::Operation *replacementOf(mlir::ValueRange values) {
  mlir::Operation *common = nullptr;
  for (mlir::Value v : values) {
    if (!v)
      continue;
    mlir::Operation *def = v.getDefiningOp();
    while (def && mlir::isa<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp>(def))
      def = def->getOperand(0).getDefiningOp();
    if (!def || (common && common != def))
      return nullptr;
    common = def;
  }
  return common;
}

// Counts successful pattern applications and moves discardable attributes from replaced ops to
// their replacements of the same kind, so roles survive the rewrite; forwards everything.
class RewriteObserver : public mlir::RewriterBase::ForwardingListener {
public:
  using ForwardingListener::ForwardingListener;

  unsigned successes = 0;

  void notifyPatternEnd(const mlir::Pattern &pattern, mlir::LogicalResult status) override {
    if (mlir::succeeded(status))
      ++successes;
    ForwardingListener::notifyPatternEnd(pattern, status);
  }
  void notifyOperationReplaced(mlir::Operation *op, mlir::Operation *newOp) override {
    carryAttributes(op, newOp);
    ForwardingListener::notifyOperationReplaced(op, newOp);
  }
  void notifyOperationReplaced(mlir::Operation *op, mlir::ValueRange replacement) override {
    carryAttributes(op, replacementOf(replacement));
    ForwardingListener::notifyOperationReplaced(op, replacement);
  }

private:
  static void carryAttributes(mlir::Operation *from, mlir::Operation *to) {
    if (!to || to == from || to->getName() != from->getName())
      return;
    for (mlir::NamedAttribute attr : from->getDiscardableAttrs())
      if (!to->getDiscardableAttr(attr.getName()))
        to->setDiscardableAttr(attr.getName(), attr.getValue());
  }
};

} // namespace

RewriteOutcome applyPatternsAlone(mlir::Operation *scope, const mlir::FrozenRewritePatternSet &patterns,
                                  mlir::RewriterBase::Listener *listener) {
  RewriteObserver observer(listener);
  mlir::GreedyRewriteConfig config;
  config.setListener(&observer)
      .enableFolding(false)
      .enableConstantCSE(false)
      .setRegionSimplificationLevel(mlir::GreedySimplifyRegionLevel::Disabled);
  RewriteOutcome outcome;
  outcome.converged = mlir::succeeded(mlir::applyPatternsGreedily(scope, patterns, config));
  outcome.rewrites = observer.successes;
  return outcome;
}

} // namespace lantern::transforms
