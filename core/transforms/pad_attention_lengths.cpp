#include "transforms/pad_attention_lengths.h"

#include "transforms/apply_support.h"
#include "transforms/linalg_helpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/IRMapping.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <map>

namespace lantern::transforms {

namespace {

constexpr const char *kRole = "lantern.role";
constexpr const char *kBlock = "lantern.block";

// What a tensor dimension of the chain stands for.
enum class Seq : uint8_t { None, Query, Key };
using Labels = llvm::SmallVector<Seq, 4>;

const char *seqName(Seq s) { return s == Seq::Query ? "query" : "key"; }

bool hasRole(mlir::Operation *op, llvm::StringRef role) {
  auto r = op->getAttrOfType<mlir::StringAttr>(kRole);
  return r && r.getValue() == role;
}

mlir::RankedTensorType tensorType(mlir::Value v) { return mlir::dyn_cast<mlir::RankedTensorType>(v.getType()); }

bool isReshape(mlir::Operation *op) { return mlir::isa<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>(op); }

// The ops of one block's chain, the sequence dimension each tensor dimension stands for, and the
// first thing that stops the padding.
class ChainAnalysis {
public:
  ChainAnalysis(llvm::ArrayRef<mlir::Operation *> ops, mlir::Operation *pv) : pv(pv) {
    chain.insert(ops.begin(), ops.end());
  }

  // Labels every tensor dimension of the chain; false with `problem` (at `problemOp`) when a
  // dimension would stand for both lengths, a length is merged with another dimension or indexed
  // other than by a loop, or an op is not one the rewrite can rebuild.
  bool run() { return label() && check() && seed() && settle(); }
  // The query and key lengths P·V says (after label() and seed()), 0 when unknown.
  std::pair<int64_t, int64_t> lengthsOfP();
  bool label();
  bool check();
  bool seed();
  bool settle();

  bool isChainValue(mlir::Value v) const {
    mlir::Operation *def = v.getDefiningOp();
    return def && chain.contains(def);
  }
  Labels &labelsOf(mlir::OpOperand &o) { return isChainValue(o.get()) ? values[o.get()] : sides[&o]; }

  llvm::SetVector<mlir::Operation *> chain;
  mlir::Operation *pv;
  llvm::DenseMap<mlir::Value, Labels> values;      // results of chain ops
  llvm::DenseMap<mlir::OpOperand *, Labels> sides; // tensors the chain reads from outside it
  // Unit dimensions a reshape adds beside a length (a keepdim row max or sum) that a consumer reads
  // through a loop over a length of 1, where a longer graph reads them as a broadcast: each stays 1
  // when padded, and its consumers read it as the broadcast (index 0).
  llvm::DenseSet<std::pair<mlir::Value, unsigned>> broadcasts;
  bool settled = false; // set for the last round, where nothing is left for a later one
  std::string problem;
  mlir::Operation *problemOp = nullptr;

private:
  bool fail(mlir::Operation *op, std::string what) {
    if (problem.empty()) {
      problem = std::move(what);
      problemOp = op;
    }
    return false;
  }
  // Merges `want` into `have`; false on a conflict.
  bool merge(mlir::Operation *op, Seq &have, Seq want, bool &changed) {
    if (want == Seq::None || have == want)
      return true;
    if (have != Seq::None)
      return fail(op, std::string("one dimension stands for both the ") + seqName(have) + " and the " +
                          seqName(want) + " length");
    have = want;
    changed = true;
    return true;
  }
  bool propagate(mlir::Operation *op, bool &changed);
  bool propagateLinalg(mlir::linalg::LinalgOp op, bool &changed);
  bool propagateReshape(mlir::Operation *op, bool &changed);
};

bool ChainAnalysis::seed() {
  auto contraction = mlir::dyn_cast<mlir::linalg::LinalgOp>(pv);
  if (!contraction || !mlir::linalg::isaContractionOpInterface(contraction) || contraction.getNumDpsInputs() != 2 ||
      contraction->getNumResults() != 1 || !contraction.hasPureTensorSemantics())
    return fail(pv, "the target " + describeOp(pv) + " is not a contraction of two tensors (P·V)");
  std::optional<unsigned> reduction = onlyReductionLoop(contraction);
  if (!reduction)
    return fail(pv, "the target has " + std::to_string(contraction.getNumReductionLoops()) +
                        " reduction loops, P·V has one (the keys)");
  mlir::OpOperand *p = contraction.getDpsInputOperand(0), *v = contraction.getDpsInputOperand(1);
  if (!isChainValue(p->get()))
    std::swap(p, v);
  if (!isChainValue(p->get()) || isChainValue(v->get()))
    return fail(pv, "the target's operands are not P (from the block's Q·Kᵀ) and V (from outside it)");
  mlir::AffineMap pMap = contraction.getMatchingIndexingMap(p), vMap = contraction.getMatchingIndexingMap(v),
                  outMap = contraction.getMatchingIndexingMap(contraction.getDpsInitOperand(0));
  std::optional<unsigned> query;
  for (unsigned d = 0; d < contraction.getNumLoops(); ++d) {
    if (d == *reduction || !pMap.isFunctionOfDim(d) || !outMap.isFunctionOfDim(d) || vMap.isFunctionOfDim(d))
      continue;
    if (query)
      return fail(pv, "P·V has more than one loop over P's rows and not V's");
    query = d;
  }
  if (!query)
    return fail(pv, "P·V has no loop over P's rows");
  Labels &labels = values[p->get()];
  for (unsigned i = 0; i < pMap.getNumResults(); ++i)
    if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(pMap.getResult(i))) {
      bool changed = false;
      Seq want = dim.getPosition() == *reduction ? Seq::Key : dim.getPosition() == *query ? Seq::Query : Seq::None;
      if (!merge(pv, labels[i], want, changed))
        return false;
    }
  return true;
}

bool ChainAnalysis::propagateLinalg(mlir::linalg::LinalgOp op, bool &changed) {
  Labels loops(op.getNumLoops(), Seq::None);
  auto gather = [&](mlir::Value value, mlir::AffineMap map, const Labels &labels) {
    for (unsigned i = 0; i < map.getNumResults(); ++i) {
      if (labels[i] == Seq::None || broadcasts.contains({value, i}))
        continue;
      auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(map.getResult(i));
      if (!dim)
        return fail(op, std::string("the ") + seqName(labels[i]) + " dimension is indexed by an expression, not a loop");
      if (!merge(op, loops[dim.getPosition()], labels[i], changed))
        return false;
    }
    return true;
  };
  auto scatter = [&](mlir::Value value, mlir::AffineMap map, Labels &labels) {
    for (unsigned i = 0; i < map.getNumResults(); ++i) {
      mlir::AffineExpr e = map.getResult(i);
      if (broadcasts.contains({value, i})) {
        if (!mlir::isa<mlir::linalg::GenericOp>(op))
          return fail(op, describeOp(op) + " reads a unit dimension beside a length of 1 as that length; only a "
                                           "linalg.generic can be made to read it as the broadcast it stands for");
        continue;
      }
      if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(e)) {
        if (!merge(op, labels[i], loops[dim.getPosition()], changed))
          return false;
        continue;
      }
      for (unsigned d = 0; d < loops.size(); ++d)
        if (loops[d] != Seq::None && e.isFunctionOfDim(d))
          return fail(op, std::string("the loop over the ") + seqName(loops[d]) +
                              " length indexes a tensor through an expression");
    }
    return true;
  };
  // Gathering only fills `loops`: what changes is what the scatter below writes.
  bool outer = changed;
  for (mlir::OpOperand &o : op->getOpOperands())
    if (tensorType(o.get()) && !gather(o.get(), op.getMatchingIndexingMap(&o), labelsOf(o)))
      return false;
  for (mlir::OpResult r : op->getResults())
    if (!gather(r, op.getIndexingMapMatchingResult(r), values[r]))
      return false;
  changed = outer;
  for (mlir::OpOperand &o : op->getOpOperands())
    if (tensorType(o.get()) && !scatter(o.get(), op.getMatchingIndexingMap(&o), labelsOf(o)))
      return false;
  for (mlir::OpResult r : op->getResults())
    if (!scatter(r, op.getIndexingMapMatchingResult(r), values[r]))
      return false;
  return true;
}

bool ChainAnalysis::propagateReshape(mlir::Operation *op, bool &changed) {
  // `fine` is the side with more dimensions; each of `coarse`'s is a group of them.
  mlir::OpOperand &source = op->getOpOperand(0);
  mlir::Value result = op->getResult(0);
  bool expand = mlir::isa<mlir::tensor::ExpandShapeOp>(op);
  llvm::SmallVector<mlir::ReassociationIndices> groups =
      expand ? mlir::cast<mlir::tensor::ExpandShapeOp>(op).getReassociationIndices()
             : mlir::cast<mlir::tensor::CollapseShapeOp>(op).getReassociationIndices();
  Labels &fine = expand ? values[result] : labelsOf(source);
  Labels &coarse = expand ? labelsOf(source) : values[result];
  mlir::RankedTensorType fineType = tensorType(expand ? result : source.get());
  for (auto [k, group] : llvm::enumerate(groups)) {
    std::optional<int64_t> carrier;
    llvm::SmallVector<int64_t> labelled;
    for (int64_t d : group)
      if (fine[d] != Seq::None)
        labelled.push_back(d);
    if (labelled.size() > 1) {
      // A length of 1 beside a unit dimension the reshape adds (torch-mlir's keepdim of a row max
      // over one key, read by an elementwise op with the scores' identity map): the group's length
      // is the one the coarse side has; the other dimension is a broadcast.
      bool units = llvm::all_of(group, [&](int64_t d) { return fineType.getDimSize(d) == 1; });
      auto same = llvm::make_filter_range(labelled, [&](int64_t d) { return fine[d] == coarse[k]; });
      if (expand && units && coarse[k] == Seq::None && !settled)
        continue; // the coarse side may learn its length in a later round
      if (!expand || !units || std::distance(same.begin(), same.end()) != 1)
        return fail(op, "the reshape merges the sequence dimensions");
      carrier = *same.begin();
      for (int64_t d : labelled)
        if (d != *carrier) {
          broadcasts.insert({result, static_cast<unsigned>(d)});
          fine[d] = Seq::None;
          changed = true;
        }
    } else if (!labelled.empty()) {
      carrier = labelled.front();
    }
    if (!carrier && coarse[k] == Seq::None)
      continue;
    if (!carrier) {
      if (group.size() == 1)
        carrier = group[0];
      for (int64_t d : group)
        if (group.size() > 1 && fineType.getDimSize(d) != 1) {
          if (carrier)
            return fail(op, std::string("the reshape merges the ") + seqName(coarse[k]) +
                                " dimension with another (a padded length would change the other's stride)");
          carrier = d;
        }
      if (!carrier)
        return fail(op, std::string("the reshape's ") + seqName(coarse[k]) + " dimension has no unique source");
    }
    for (int64_t d : group)
      if (d != *carrier && fineType.getDimSize(d) != 1)
        return fail(op, std::string("the reshape merges the ") + seqName(fine[*carrier] != Seq::None ? fine[*carrier]
                                                                                                     : coarse[k]) +
                            " dimension with another (a padded length would change the other's stride)");
    if (!merge(op, fine[*carrier], coarse[k], changed) || !merge(op, coarse[k], fine[*carrier], changed))
      return false;
  }
  return true;
}

bool ChainAnalysis::propagate(mlir::Operation *op, bool &changed) {
  if (auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(op))
    return propagateLinalg(linalgOp, changed);
  if (isReshape(op))
    return propagateReshape(op, changed);
  return fail(op, describeOp(op) + " is not a linalg op or a reshape, which the padding rebuilds");
}

bool ChainAnalysis::label() {
  // Every tensor of the chain starts unlabelled, so that no later insertion moves a reference.
  for (mlir::Operation *op : chain) {
    for (mlir::OpResult r : op->getResults())
      if (mlir::RankedTensorType type = tensorType(r))
        values[r] = Labels(type.getRank(), Seq::None);
    for (mlir::OpOperand &o : op->getOpOperands())
      if (mlir::RankedTensorType type = tensorType(o.get()); type && !isChainValue(o.get()))
        sides[&o] = Labels(type.getRank(), Seq::None);
  }
  return true;
}

bool ChainAnalysis::check() {
  for (mlir::Operation *op : chain) {
    if (!mlir::isa<mlir::linalg::LinalgOp>(op) && !isReshape(op))
      return fail(op, describeOp(op) + " is not a linalg op or a reshape, which the padding rebuilds");
    if (auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(op); linalgOp && !linalgOp.hasPureTensorSemantics())
      return fail(op, describeOp(op) + " works on buffers; the padding runs on tensors, before bufferize");
    for (mlir::OpResult r : op->getResults())
      if (!tensorType(r) || !tensorType(r).hasStaticShape())
        return fail(op, describeOp(op) + " has a result that is not a tensor of static shape");
    for (mlir::Value v : op->getOperands())
      if (tensorType(v) && !tensorType(v).hasStaticShape())
        return fail(op, describeOp(op) + " reads a tensor of dynamic shape");
    bool captures = false;
    op->walk([&](mlir::Operation *inner) {
      for (mlir::Value v : inner->getOperands())
        captures |= inner != op && tensorType(v) && !op->isAncestor(v.getParentRegion()->getParentOp());
    });
    // A table read at computed indices (T5's relative-position bias): the padded rows and keys
    // would read it at indices nobody checked.
    if (captures)
      return fail(op, describeOp(op) + " reads a tensor inside its body, which the padding would not pad");
  }
  return true;
}

std::pair<int64_t, int64_t> ChainAnalysis::lengthsOfP() {
  int64_t query = 0, key = 0;
  for (mlir::Value p : pv->getOperands()) {
    if (!isChainValue(p))
      continue;
    for (auto [i, label] : llvm::enumerate(values[p])) {
      if (label == Seq::Query)
        query = tensorType(p).getDimSize(i);
      if (label == Seq::Key)
        key = tensorType(p).getDimSize(i);
    }
  }
  return {query, key};
}

bool ChainAnalysis::settle() {
  for (size_t round = 0, limit = 2 * chain.size() + 2;; ++round) {
    if (round == limit)
      return fail(pv, "the sequence dimensions did not settle");
    bool changed = false;
    for (mlir::Operation *op : chain)
      if (!propagate(op, changed))
        return false;
    if (!changed) {
      settled = true;
      for (mlir::Operation *op : chain)
        if (!propagate(op, changed))
          return false;
      return true;
    }
  }
}

// The block's Q·Kᵀ through P·V in program order (every op between them, and the block's tagged
// elementwise ops and reshapes after P·V), or a refusal.
struct ChainOps {
  mlir::Operation *qk = nullptr;
  std::vector<mlir::Operation *> core, tail;
};

std::optional<Refusal> findChain(mlir::Operation *pv, ChainOps &found) {
  auto refuse = [&](std::string condition, std::string reason) {
    return Refusal{pv->getLoc(), std::move(condition), std::move(reason)};
  };
  mlir::Block *block = pv->getBlock();
  mlir::Attribute blockId = pv->getDiscardableAttr(kBlock);
  auto sameBlock = [&](mlir::Operation *op) { return !blockId || op->getDiscardableAttr(kBlock) == blockId; };
  llvm::DenseSet<mlir::Operation *> backward{pv};
  llvm::SmallVector<mlir::Operation *> work{pv};
  while (!work.empty())
    for (mlir::Value v : work.pop_back_val()->getOperands())
      if (mlir::Operation *def = v.getDefiningOp(); def && def->getBlock() == block && backward.insert(def).second)
        work.push_back(def);
  for (mlir::Operation *op : backward)
    if (hasRole(op, "qk") && sameBlock(op)) {
      if (found.qk)
        return refuse("two Q·Kᵀ (role qk) of one block feed the target", "the padding follows one chain");
      found.qk = op;
    }
  if (!found.qk)
    return refuse("no Q·Kᵀ (lantern.role = \"qk\") of the target's block feeds it",
                  "the chain is found by the role finder's tags; run the step on a tagged graph, before the "
                  "tiling steps (Q·Kᵀ and P·V in one block of ops)");
  llvm::DenseSet<mlir::Operation *> forward{found.qk};
  work.assign({found.qk});
  while (!work.empty())
    for (mlir::Operation *user : work.pop_back_val()->getUsers())
      if (mlir::Operation *op = block->findAncestorOpInBlock(*user); op && forward.insert(op).second)
        work.push_back(op);
  if (!forward.count(pv))
    return refuse("the target does not read the block's Q·Kᵀ", "P·V reads the probabilities computed from it");
  llvm::DenseSet<mlir::Operation *> inChain;
  bool afterPv = false;
  for (mlir::Operation &op : *block) {
    if (!forward.count(&op))
      continue;
    if (!afterPv && backward.count(&op)) {
      found.core.push_back(&op);
      inChain.insert(&op);
    } else if (afterPv && op.hasAttr(kRole) && sameBlock(&op)) {
      auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(&op);
      bool elementwise = linalgOp && linalgOp.getNumReductionLoops() == 0 && linalgOp.getNumDpsInits() == 1;
      bool fed = llvm::all_of(op.getOperands(), [&](mlir::Value v) {
        mlir::Operation *def = v.getDefiningOp();
        return !def || !forward.count(block->findAncestorOpInBlock(*def)) || inChain.count(def);
      });
      if ((elementwise || isReshape(&op)) && fed) {
        found.tail.push_back(&op);
        inChain.insert(&op);
      }
    }
    afterPv |= &op == pv;
  }
  return std::nullopt;
}

mlir::RankedTensorType paddedType(mlir::RankedTensorType type, const Labels &labels, int64_t queryLength,
                                  int64_t keyLength) {
  llvm::SmallVector<int64_t> shape(type.getShape());
  for (auto [i, label] : llvm::enumerate(labels))
    if (label != Seq::None)
      shape[i] = label == Seq::Query ? queryLength : keyLength;
  return mlir::RankedTensorType::get(shape, type.getElementType(), type.getEncoding());
}

// `v == 0` of v's element type (false for i1), or null for an element type without one.
mlir::Value zeroOf(mlir::OpBuilder &b, mlir::Location loc, mlir::Type element) {
  if (auto f = mlir::dyn_cast<mlir::FloatType>(element))
    return mlir::arith::ConstantOp::create(b, loc, b.getFloatAttr(f, 0.0));
  if (auto i = mlir::dyn_cast<mlir::IntegerType>(element))
    return mlir::arith::ConstantOp::create(b, loc, b.getIntegerAttr(i, 0));
  if (element.isIndex())
    return mlir::arith::ConstantIndexOp::create(b, loc, 0);
  return {};
}

// Pads what the chain reads from outside it, at the rewriter's insertion point. Inits (an empty
// tensor, a fill of one) are made again at the padded shape. A tensor the block's own elementwise
// ops or reshapes make (the casts of Q, K and V to the accumulator type, the scale, Kᵀ, the GQA
// broadcast) is made again at the padded shape from padded operands: the pads then sit on the
// graph's own tensors (a bf16 K stays bf16 up to the cast that narrow_vector_contract_operands
// later removes), and those ops still fuse into the block's loops as they did. Anything else
// (a projection, RoPE, a mask argument) gets a tensor.pad with zeros.
class SidePadder {
public:
  SidePadder(mlir::RewriterBase &rewriter, mlir::Attribute blockId, int64_t paddedQuery, int64_t paddedKey)
      : rewriter(rewriter), blockId(blockId), paddedQuery(paddedQuery), paddedKey(paddedKey) {}

  // `v` padded where `labels` says; null when its element type has no zero.
  mlir::Value pad(mlir::Value v, const Labels &labels, mlir::Location loc) {
    mlir::RankedTensorType type = tensorType(v);
    mlir::RankedTensorType to = paddedType(type, labels, paddedQuery, paddedKey);
    if (to == type)
      return v;
    mlir::Value &slot = cache[{v.getAsOpaquePointer(), to.getAsOpaquePointer()}];
    if (slot)
      return slot;
    mlir::Operation *def = v.getDefiningOp();
    while (def && isReshape(def))
      def = def->getOperand(0).getDefiningOp();
    mlir::Value made;
    if (mlir::isa_and_nonnull<mlir::tensor::EmptyOp>(def)) {
      made = mlir::tensor::EmptyOp::create(rewriter, loc, to.getShape(), to.getElementType());
    } else if (auto fill = mlir::dyn_cast_or_null<mlir::linalg::FillOp>(def);
               fill && fill.hasPureTensorSemantics() && fill.getOutputs()[0].getDefiningOp<mlir::tensor::EmptyOp>()) {
      mlir::Value empty = mlir::tensor::EmptyOp::create(rewriter, loc, to.getShape(), to.getElementType());
      made = mlir::linalg::FillOp::create(rewriter, loc, fill.getInputs()[0], empty).getResult(0);
    } else if (!(made = rebuild(v, labels, to, loc))) {
      mlir::Value zero = zeroOf(rewriter, loc, type.getElementType());
      if (zero)
        made = mlir::tensor::createPadHighOp(to, v, zero, /*nofold=*/false, loc, rewriter);
    }
    // A new reference: `slot` may have moved while the operands were padded.
    cache[{v.getAsOpaquePointer(), to.getAsOpaquePointer()}] = made;
    return made;
  }

private:
  bool ours(mlir::Operation *op) const {
    return op->hasAttr(kRole) && (!blockId || op->getDiscardableAttr(kBlock) == blockId);
  }

  // `v`'s op again at the padded shape `to`, on padded operands; null when it is not one of the
  // block's elementwise ops or a reshape, or a length is indexed other than by a loop.
  mlir::Value rebuild(mlir::Value v, const Labels &labels, mlir::RankedTensorType to, mlir::Location loc) {
    mlir::Operation *def = v.getDefiningOp();
    if (!def)
      return {};
    if (isReshape(def)) {
      bool expand = mlir::isa<mlir::tensor::ExpandShapeOp>(def);
      llvm::SmallVector<mlir::ReassociationIndices> groups =
          expand ? mlir::cast<mlir::tensor::ExpandShapeOp>(def).getReassociationIndices()
                 : mlir::cast<mlir::tensor::CollapseShapeOp>(def).getReassociationIndices();
      mlir::Value source = def->getOperand(0);
      mlir::RankedTensorType fineType = tensorType(expand ? v : source);
      Labels sourceLabels(tensorType(source).getRank(), Seq::None);
      for (auto [k, group] : llvm::enumerate(groups)) {
        std::optional<int64_t> carrier;
        Seq label = Seq::None;
        for (int64_t d : group) {
          Seq fine = expand ? labels[d] : Seq::None;
          if (fine == Seq::None)
            continue;
          if (carrier)
            return {}; // both lengths in one group (a [1, keys] row of one query): pad the result itself
          carrier = d, label = fine;
        }
        if (!expand && labels[k] != Seq::None) {
          label = labels[k];
          for (int64_t d : group)
            if (group.size() == 1 || fineType.getDimSize(d) != 1)
              carrier = carrier ? std::optional<int64_t>(-1) : std::optional<int64_t>(d);
          if (!carrier || *carrier < 0)
            return {};
        }
        if (label == Seq::None)
          continue;
        for (int64_t d : group)
          if (d != *carrier && fineType.getDimSize(d) != 1)
            return {};
        if (expand)
          sourceLabels[k] = label;
        else
          sourceLabels[*carrier] = label;
      }
      mlir::Value padded = pad(source, sourceLabels, loc);
      if (!padded)
        return {};
      mlir::Operation *made =
          expand ? mlir::tensor::ExpandShapeOp::create(rewriter, loc, to, padded, groups).getOperation()
                 : mlir::tensor::CollapseShapeOp::create(rewriter, loc, to, padded, groups).getOperation();
      made->setDiscardableAttrs(def->getDiscardableAttrDictionary());
      return made->getResult(0);
    }
    auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(def);
    if (!linalgOp || !ours(def) || !linalgOp.hasPureTensorSemantics() || linalgOp.getNumReductionLoops() != 0 ||
        !mlir::isMemoryEffectFree(def))
      return {};
    Labels loops(linalgOp.getNumLoops(), Seq::None);
    mlir::AffineMap resultMap = linalgOp.getIndexingMapMatchingResult(mlir::cast<mlir::OpResult>(v));
    for (unsigned i = 0; i < resultMap.getNumResults(); ++i)
      if (labels[i] != Seq::None) {
        auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(resultMap.getResult(i));
        if (!dim)
          return {};
        loops[dim.getPosition()] = labels[i];
      }
    auto labelsThrough = [&](mlir::AffineMap map) -> std::optional<Labels> {
      Labels out(map.getNumResults(), Seq::None);
      for (unsigned i = 0; i < map.getNumResults(); ++i) {
        if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(map.getResult(i))) {
          out[i] = loops[dim.getPosition()];
          continue;
        }
        for (unsigned d = 0; d < loops.size(); ++d)
          if (loops[d] != Seq::None && map.getResult(i).isFunctionOfDim(d))
            return std::nullopt;
      }
      return out;
    };
    llvm::SmallVector<mlir::Value> operands;
    for (mlir::OpOperand &o : def->getOpOperands()) {
      if (!tensorType(o.get())) {
        operands.push_back(o.get());
        continue;
      }
      std::optional<Labels> operandLabels = labelsThrough(linalgOp.getMatchingIndexingMap(&o));
      mlir::Value padded = operandLabels ? pad(o.get(), *operandLabels, loc) : mlir::Value();
      if (!padded)
        return {};
      operands.push_back(padded);
    }
    llvm::SmallVector<mlir::Type> types;
    for (mlir::OpResult r : def->getResults()) {
      std::optional<Labels> resultLabels = labelsThrough(linalgOp.getIndexingMapMatchingResult(r));
      if (!resultLabels)
        return {};
      types.push_back(paddedType(tensorType(r), *resultLabels, paddedQuery, paddedKey));
    }
    mlir::Operation *made = mlir::clone(rewriter, def, types, operands);
    return made->getResult(mlir::cast<mlir::OpResult>(v).getResultNumber());
  }

  mlir::RewriterBase &rewriter;
  mlir::Attribute blockId;
  int64_t paddedQuery, paddedKey;
  std::map<std::pair<const void *, const void *>, mlir::Value> cache; // (value, padded type) -> padded
};

// Makes `rebuilt` (the padded copy of `original`) read each of the chain's broadcast unit dimensions
// (ChainAnalysis::broadcasts) at index 0, as a graph at a longer length reads them.
void readBroadcasts(mlir::RewriterBase &rewriter, mlir::Operation *original, mlir::linalg::GenericOp rebuilt,
                    const llvm::DenseSet<std::pair<mlir::Value, unsigned>> &broadcasts) {
  if (broadcasts.empty())
    return;
  llvm::SmallVector<mlir::AffineMap> maps = rebuilt.getIndexingMapsArray();
  bool rewritten = false;
  for (mlir::OpOperand &o : original->getOpOperands()) {
    mlir::AffineMap &map = maps[o.getOperandNumber()];
    llvm::SmallVector<mlir::AffineExpr> results(map.getResults());
    for (unsigned i = 0; i < results.size(); ++i)
      if (broadcasts.contains({o.get(), i})) {
        results[i] = rewriter.getAffineConstantExpr(0);
        rewritten = true;
      }
    map = mlir::AffineMap::get(map.getNumDims(), map.getNumSymbols(), results, rewriter.getContext());
  }
  if (rewritten)
    rewriter.modifyOpInPlace(rebuilt, [&] { rebuilt.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps)); });
}

} // namespace

std::optional<Refusal> padAttentionLengths(mlir::RewriterBase &rewriter, mlir::Operation *pv, int64_t queryMultiple,
                                           int64_t keyMultiple, bool &changed) {
  changed = false;
  auto refuseAt = [&](mlir::Operation *op, std::string condition, std::string reason) {
    return Refusal{(op ? op : pv)->getLoc(), std::move(condition), std::move(reason)};
  };
  if (queryMultiple < 1 || keyMultiple < 1)
    return refuseAt(pv, "query_multiple and key_multiple must be at least 1", "they are the tile sizes to pad to");
  ChainOps ops;
  if (std::optional<Refusal> refusal = findChain(pv, ops))
    return refusal;

  // Lengths that are multiples already: nothing to do, whatever the rest of the chain holds.
  {
    ChainAnalysis probe(ops.core, pv);
    if (probe.label() && probe.seed()) {
      auto [query, key] = probe.lengthsOfP();
      if (query % queryMultiple == 0 && key % keyMultiple == 0)
        return std::nullopt;
    }
  }
  // The tail after P·V is the block's own (its output reshape and cast): an op of it that the
  // padding cannot go through (a reshape merging rows with heads) ends the padded part there.
  std::optional<ChainAnalysis> analysis;
  for (;;) {
    std::vector<mlir::Operation *> all = ops.core;
    all.insert(all.end(), ops.tail.begin(), ops.tail.end());
    analysis.emplace(all, pv);
    if (analysis->run())
      break;
    auto inTail = llvm::find(ops.tail, analysis->problemOp);
    if (inTail == ops.tail.end())
      return refuseAt(analysis->problemOp, analysis->problem,
                      "the chain from Q·Kᵀ to P·V is rebuilt at the padded lengths, and this op does not allow it");
    ops.tail.erase(inTail, ops.tail.end());
  }
  ChainAnalysis &chain = *analysis;

  // The lengths, from P (rows by keys).
  int64_t queryLength = 0, keyLength = 0;
  for (auto &[value, labels] : chain.values)
    for (auto [i, label] : llvm::enumerate(labels)) {
      int64_t size = tensorType(value).getDimSize(i);
      int64_t &length = label == Seq::Query ? queryLength : keyLength;
      if (label == Seq::None)
        continue;
      if (length && length != size)
        return refuseAt(value.getDefiningOp(), std::string("the ") + seqName(label) + " length is both " +
                                                   std::to_string(length) + " and " + std::to_string(size),
                        "one block has one query and one key length");
      length = size;
    }
  if (!queryLength || !keyLength)
    return refuseAt(ops.qk, "the scores have no query or no key dimension", "Q·Kᵀ makes rows by keys");
  int64_t paddedQuery = llvm::divideCeil(queryLength, queryMultiple) * queryMultiple;
  int64_t paddedKey = llvm::divideCeil(keyLength, keyMultiple) * keyMultiple;
  if (paddedQuery == queryLength && paddedKey == keyLength)
    return std::nullopt;

  // The softmax's input: what the padded keys are masked in, before the row max reads it.
  mlir::Value scores;
  mlir::Operation *rowMax = nullptr;
  for (mlir::Operation *op : chain.chain)
    if (hasRole(op, "row_max"))
      rowMax = op;
  if (paddedKey != keyLength) {
    if (!rowMax)
      return refuseAt(pv, "the block has no row max (lantern.role = \"row_max\") in its chain",
                      "the padded keys are set to -inf in the row max's input, so that the softmax weighs them 0");
    for (mlir::OpOperand *in : mlir::cast<mlir::linalg::LinalgOp>(rowMax).getDpsInputOperands())
      if (chain.isChainValue(in->get()) && llvm::is_contained(chain.values[in->get()], Seq::Key))
        scores = in->get();
    if (!scores || !mlir::isa<mlir::FloatType>(tensorType(scores).getElementType()))
      return refuseAt(rowMax, "the row max reads no float scores over the keys", "the padded keys are set to -inf");
  }
  // What is computed before the scores are masked must not be read past them, or reduced over the
  // keys; nothing may be reduced over the query rows (the padded rows would join real ones).
  llvm::DenseSet<mlir::Operation *> beforeMask;
  if (scores) {
    llvm::SmallVector<mlir::Operation *> work{scores.getDefiningOp()};
    while (!work.empty()) {
      mlir::Operation *op = work.pop_back_val();
      if (!chain.chain.contains(op) || !beforeMask.insert(op).second)
        continue;
      for (mlir::Value v : op->getOperands())
        if (mlir::Operation *def = v.getDefiningOp())
          work.push_back(def);
    }
  }
  for (mlir::Operation *op : chain.chain) {
    if (auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(op)) {
      Labels loops(linalgOp.getNumLoops(), Seq::None);
      for (mlir::OpOperand &o : op->getOpOperands())
        if (tensorType(o.get())) {
          mlir::AffineMap map = linalgOp.getMatchingIndexingMap(&o);
          for (unsigned i = 0; i < map.getNumResults(); ++i)
            if (auto dim = mlir::dyn_cast<mlir::AffineDimExpr>(map.getResult(i)))
              loops[dim.getPosition()] = std::max(loops[dim.getPosition()], chain.labelsOf(o)[i]);
        }
      llvm::SmallVector<mlir::utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
      for (auto [d, label] : llvm::enumerate(loops)) {
        if (iterators[d] != mlir::utils::IteratorType::reduction || label == Seq::None)
          continue;
        if (label == Seq::Query && paddedQuery != queryLength)
          return refuseAt(op, describeOp(op) + " reduces over the query rows",
                          "padded rows would be summed with the real ones");
        if (label == Seq::Key && paddedKey != keyLength && beforeMask.count(op))
          return refuseAt(op, describeOp(op) + " reduces over the keys before the row max's input",
                          "the padded keys are masked in the row max's input; before it they hold zeros");
      }
    }
    if (beforeMask.count(op))
      continue;
    for (mlir::Value v : op->getOperands())
      if (chain.isChainValue(v) && v != scores && beforeMask.count(v.getDefiningOp()) &&
          llvm::is_contained(chain.values[v], Seq::Key) && paddedKey != keyLength)
        return refuseAt(op, describeOp(op) + " reads the scores from before the row max's input",
                        "the padded keys are masked (set to -inf) in the row max's input only");
  }

  // A tensor read from outside with keys in it (a mask, a bias) is read before the masking: after
  // it, only V (zero rows, times probabilities that are 0) and inits may have padded keys.
  for (auto &[operand, labels] : chain.sides) {
    mlir::Operation *reader = operand->getOwner();
    if (paddedKey == keyLength || !llvm::is_contained(labels, Seq::Key) || beforeMask.count(reader))
      continue;
    auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(reader);
    bool init = linalgOp && linalgOp.isDpsInit(operand);
    bool values = reader == pv && llvm::none_of(labels, [](Seq s) { return s == Seq::Query; });
    if (!init && !values)
      return refuseAt(reader, describeOp(reader) + " reads a tensor over the keys after the row max's input",
                      "its padded keys would join the softmax after they were masked");
  }
  // Every tensor to pad has a zero to pad with (checked first: a refusal changes nothing).
  for (auto &[operand, labels] : chain.sides) {
    mlir::RankedTensorType type = tensorType(operand->get());
    mlir::Type element = type.getElementType();
    bool zeroable = mlir::isa<mlir::FloatType, mlir::IntegerType, mlir::IndexType>(element);
    if (!zeroable && paddedType(type, labels, paddedQuery, paddedKey) != type)
      return refuseAt(operand->getOwner(), "a tensor of " + describeOp(operand->getOwner()) + " has no zero to pad with",
                      "the padding fills with the element type's zero");
  }

  // The rewrite: each chain op again at the padded lengths, in program order, right before it.
  mlir::IRMapping mapping;
  SidePadder sides(rewriter, pv->getDiscardableAttr(kBlock), paddedQuery, paddedKey);
  for (mlir::Operation *op : chain.chain) {
    rewriter.setInsertionPoint(op);
    llvm::SmallVector<mlir::Value> operands;
    for (mlir::OpOperand &o : op->getOpOperands()) {
      mlir::Value v = o.get();
      if (chain.isChainValue(v))
        operands.push_back(mapping.lookup(v));
      else if (tensorType(v))
        operands.push_back(sides.pad(v, chain.labelsOf(o), op->getLoc()));
      else
        operands.push_back(v);
    }
    llvm::SmallVector<mlir::Type> types;
    for (mlir::OpResult r : op->getResults())
      types.push_back(paddedType(tensorType(r), chain.values[r], paddedQuery, paddedKey));
    mlir::Operation *rebuilt;
    if (mlir::isa<mlir::linalg::LinalgOp>(op)) {
      rebuilt = mlir::clone(rewriter, op, types, operands);
      if (auto generic = mlir::dyn_cast<mlir::linalg::GenericOp>(rebuilt))
        readBroadcasts(rewriter, op, generic, chain.broadcasts);
    } else if (auto expand = mlir::dyn_cast<mlir::tensor::ExpandShapeOp>(op)) {
      rebuilt = mlir::tensor::ExpandShapeOp::create(rewriter, op->getLoc(), types[0], operands[0],
                                                    expand.getReassociationIndices());
      rebuilt->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    } else {
      rebuilt = mlir::tensor::CollapseShapeOp::create(rewriter, op->getLoc(), types[0], operands[0],
                                                      mlir::cast<mlir::tensor::CollapseShapeOp>(op).getReassociationIndices());
      rebuilt->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    }
    mapping.map(op->getResults(), rebuilt->getResults());
    for (mlir::OpResult r : op->getResults()) {
      if (r != scores)
        continue;
      // s[.., k] + bias[k], bias -0.0 on the real keys and -inf on the padded ones: the padded keys
      // weigh exp(-inf - m) = 0, and s + -0.0 is s for every s (+0.0 would turn a -0 score into +0),
      // so where a key tile is known to hold only real keys the addition folds away. The bias is a tensor.pad of zeros, made once outside the loops
      // (a pad is never fused into them) and read per key tile as a padding mask is: no index
      // arithmetic in the kernels.
      mlir::Value after = rebuilt->getResult(r.getResultNumber());
      mlir::RankedTensorType type = tensorType(after);
      unsigned keyDim = llvm::find(chain.values[r], Seq::Key) - chain.values[r].begin();
      mlir::Location loc = op->getLoc();
      auto element = mlir::cast<mlir::FloatType>(type.getElementType());
      auto realKeys = mlir::RankedTensorType::get({keyLength}, element);
      mlir::Value zeros = mlir::arith::ConstantOp::create(
          rewriter, loc, mlir::DenseElementsAttr::get(realKeys, rewriter.getFloatAttr(element, -0.0)));
      mlir::Value negInf = mlir::arith::ConstantOp::create(
          rewriter, loc,
          rewriter.getFloatAttr(element, llvm::APFloat::getInf(element.getFloatSemantics(), /*Negative=*/true)));
      mlir::Value bias = mlir::tensor::createPadHighOp(mlir::RankedTensorType::get({paddedKey}, element), zeros,
                                                       negInf, /*nofold=*/true, loc, rewriter);
      mlir::Value init = mlir::tensor::EmptyOp::create(rewriter, loc, type.getShape(), type.getElementType());
      mlir::AffineMap keysOnly =
          mlir::AffineMap::get(type.getRank(), 0, rewriter.getAffineDimExpr(keyDim), rewriter.getContext());
      mlir::Value masked = buildElementwise(
          rewriter, loc, {after, bias}, {rewriter.getMultiDimIdentityMap(type.getRank()), keysOnly}, init,
          [&](mlir::OpBuilder &b, mlir::Location l, mlir::ValueRange args) -> mlir::Value {
            return mlir::arith::AddFOp::create(b, l, args[0], args[1]);
          });
      masked.getDefiningOp()->setDiscardableAttr(kRole, rewriter.getStringAttr("mask"));
      if (mlir::Attribute blockId = pv->getDiscardableAttr(kBlock))
        masked.getDefiningOp()->setDiscardableAttr(kBlock, blockId);
      mapping.map(r, masked);
    }
  }
  // What leaves the chain is sliced back to the real rows and keys.
  for (mlir::Operation *op : chain.chain)
    for (mlir::OpResult r : op->getResults()) {
      bool usedOutside = llvm::any_of(r.getUsers(), [&](mlir::Operation *u) { return !chain.chain.contains(u); });
      if (!usedOutside)
        continue;
      mlir::Value now = mapping.lookup(r);
      if (now.getType() != r.getType()) {
        rewriter.setInsertionPointAfterValue(now);
        mlir::RankedTensorType type = tensorType(r);
        llvm::SmallVector<mlir::OpFoldResult> offsets(type.getRank(), rewriter.getIndexAttr(0));
        llvm::SmallVector<mlir::OpFoldResult> sizes, strides(type.getRank(), rewriter.getIndexAttr(1));
        for (int64_t size : type.getShape())
          sizes.push_back(rewriter.getIndexAttr(size));
        now = mlir::tensor::ExtractSliceOp::create(rewriter, op->getLoc(), type, now, offsets, sizes, strides);
      }
      rewriter.replaceUsesWithIf(r, now, [&](mlir::OpOperand &use) { return !chain.chain.contains(use.getOwner()); });
    }
  for (mlir::Operation *op : llvm::reverse(chain.chain))
    rewriter.eraseOp(op);
  changed = true;
  return std::nullopt;
}

mlir::DiagnosedSilenceableFailure PadAttentionLengthsOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &,
                                                                    mlir::transform::TransformState &) {
  bool changed = false;
  if (std::optional<Refusal> refusal =
          padAttentionLengths(rewriter, target, getQueryMultiple(), getKeyMultiple(), changed))
    return refused(*this, *refusal);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace lantern::transforms
