// distribute_to_mma_sync. Every vector of a warp's program is a tile of the warp's 16 query rows (or
// a K/V tile feeding a contraction); each lane keeps the elements that mma.sync m16n8k16 gives it,
// in the register layouts of mma_sync_layout.h. Layouts flow backwards from what needs them
// (contractions, reductions, writes, the loop's carried values) through elementwise ops, broadcasts
// and transposes to the reads, which load exactly the lane's elements. A value needed in a layout
// its producer does not make is taken from the lane's own elements when they hold it (a row value
// broadcast over columns), otherwise the rewrite is refused.
#include "transforms/distribute_to_mma_sync.h"

#include "transforms/apply_support.h"

#include "transforms/mma_sync_layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/raw_ostream.h"

namespace lantern::transforms {

namespace {

using namespace mlir;

using mma::Coord;
using mma::kRows;
using mma::kWarpSize;
using mma::Layout;
using mma::Point;
using mma::rowLayout;
using mma::tileLayout;
using mma::operandBLayout;
using mma::transposedSource;
using mma::projectedSource;

std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

// wgmma's B tiles: 128-byte swizzled rows of 64 16-bit elements; the swizzle repeats every 8 rows
// (an atom of 1024 bytes, on whose boundaries the tiles start): 16-byte chunk c of row r is stored
// at chunk c ^ (r % 8).
constexpr int64_t kSwizzleRow = 64;
constexpr int64_t kSwizzleAtomBytes = 1024;
// How long one try_wait on an mbarrier suspends the thread before it tries again (a hint, in ns).
constexpr int64_t kMbarrierWaitTicks = 10000000;
// What the producer warpgroup keeps with consumer_registers (setmaxnreg.dec): its loops need few.
// Less (down to setmaxnreg's least, 24) where the consumers' count leaves less of the register file.
constexpr int32_t kProducerRegisters = 40;
constexpr int32_t kLeastRegisters = 24;
constexpr int64_t kRegisterFile = 65536; // 32-bit registers per SM (sm_90)


bool hasVectorType(Value value) { return isa<VectorType>(value.getType()); }

bool touchesVectors(Operation *op) {
  return llvm::any_of(op->getOperands(), hasVectorType) || llvm::any_of(op->getResults(), hasVectorType);
}

bool isSelfCopy(Operation *op) {
  auto copy = dyn_cast<linalg::CopyOp>(op);
  return copy && copy.hasPureBufferSemantics() && copy.getInputs()[0] == copy.getOutputs()[0];
}

// The layout a loop carries, or a write stores, a value of `type` in.
std::optional<Layout> canonicalLayout(VectorType type) { return mma::canonicalLayout(type.getShape()); }

// Where m, n and k of a contraction C[m, n] += A·B (as expandContract accepted it) sit in its
// operands' vectors, and its n (the accumulator's columns) and k extents.
struct ContractDims {
  unsigned lhsM, lhsK, rhsN, rhsK;
  int64_t cols, depth;
};

ContractDims contractDims(vector::ContractionOp contract) {
  SmallVector<AffineMap> maps = contract.getIndexingMapsArray();
  unsigned m = cast<AffineDimExpr>(maps[2].getResult(0)).getPosition();
  unsigned n = cast<AffineDimExpr>(maps[2].getResult(1)).getPosition();
  unsigned k = 3 - m - n;
  auto position = [](AffineMap map, unsigned dim) {
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      if (map.getResult(i) == getAffineDimExpr(dim, map.getContext()))
        return i;
    return 0u;
  };
  ContractDims dims{position(maps[0], m), position(maps[0], k), position(maps[1], n), position(maps[1], k), 0, 0};
  dims.cols = cast<VectorType>(contract.getAccType()).getDimSize(1);
  dims.depth = contract.getLhsType().getDimSize(dims.lhsK);
  return dims;
}

// The K/V tile of a key loop that a contraction reads as B, read straight or through a transpose
// of it (torch-mlir's Q·Kᵀ reads K and transposes it), and which of the tile's dimensions is the
// contraction's k (`rhsK`: its position in the B operand).
std::optional<std::pair<vector::TransferReadOp, unsigned>> keyLoopTile(vector::ContractionOp contract, unsigned rhsK) {
  Value rhs = contract.getRhs();
  if (auto transpose = rhs.getDefiningOp<vector::TransposeOp>(); transpose && transpose->hasOneUse()) {
    rhsK = static_cast<unsigned>(transpose.getPermutation()[rhsK]);
    rhs = transpose.getVector();
  }
  auto read = rhs.getDefiningOp<vector::TransferReadOp>();
  if (!read || !isa_and_present<scf::ForOp>(read->getParentOp()))
    return std::nullopt;
  return std::make_pair(read, rhsK);
}

class Distribution {
public:
  Distribution(scf::ForallOp forall, const MmaSyncOptions &options)
      : forall(forall), sharedMemory(options.sharedMemory), stages(options.stages),
        shrinkStages(options.shrinkStages), sharedMemoryBytes(options.sharedMemoryBytes), wgmma(options.wgmma),
        tma(options.wgmma && options.tma), warpSpecialize(options.warpSpecialize), pingpong(options.pingpong),
        overlap(options.overlap), intraOverlap(options.intraOverlap), consumerRegisters(options.consumerRegisters) {}

  std::optional<Refusal> analyze();
  void rewrite(RewriterBase &rewriter);

private:
  int intern(const Layout &layout);
  std::optional<Refusal> demand(Value value, int layout);
  std::optional<Refusal> process(Value value, int layout);
  std::optional<Refusal> expandContract(vector::ContractionOp contract);
  std::optional<Refusal> planStaging();
  void assignSlots();
  void stageTiles(scf::ForOp loop, OpBuilder &b);
  void fenceForWgmma(OpBuilder &b, Location loc);
  void loadTilesByTma(scf::ForOp loop, Value keyIndex, Value slot, Value leader, OpBuilder &b);
  std::optional<Refusal> planWarpSpecialization();
  vector::ContractionOp freshProduct(scf::ForOp loop);
  std::optional<Refusal> planRotation(scf::ForOp loop);
  void rewriteRotatedLoop(scf::ForOp loop, OpBuilder &b, bool nested);
  void bindIterArgs(scf::ForOp loop, ValueRange fresh, OpBuilder &b, function_ref<bool(unsigned)> skip = {});
  void bindResults(scf::ForOp loop, ValueRange fresh, OpBuilder &b, bool nested);
  void bindLanes(Value original, int own, Value fresh, OpBuilder &b, Location loc);
  Value bindProduct(vector::ContractionOp contract, ArrayRef<Value> registers, OpBuilder &b);
  void releaseSlot(Location loc, Value slot, OpBuilder &b);
  void specializeWarps(OpBuilder &b);
  void buildProducer(OpBuilder &b);
  Value tileCount(OpBuilder &b, Location loc, scf::ForOp loop, Value iv);
  Value tensorMapFor(vector::TransferReadOp read);
  // The scf.forall that holds the warp loop and is in no other (the block loop, the host's side
  // of the launch).
  Operation *outermostLoop() const {
    Operation *outermost = forall;
    while (auto parent = outermost->getParentOfType<scf::ForallOp>())
      outermost = parent;
    return outermost;
  }
  // The synchronous staging of `loop`'s tiles, at the first of its staged reads.
  void stageOnce(scf::ForOp loop, OpBuilder &b) {
    if (stagedLoopsDone.insert(loop).second)
      stageTiles(loop, b);
  }
  void copyTiles(scf::ForOp loop, Value keyIndex, Value slot, OpBuilder &b);
  void startPipeline(scf::ForOp loop, OpBuilder &before);
  void advancePipeline(scf::ForOp loop, scf::ForOp rebuilt, OpBuilder &inner);
  Value lowerStagedRead(vector::TransferReadOp read, const Layout &layout, OpBuilder &b);
  Value laneFormValue(OpBuilder &b, Location loc, const mma::LaneForm &form, Value lane, Value lane8, Value quarter);
  std::optional<Refusal> checkTransfer(Operation *op, Value source, VectorType type, AffineMap map, bool hasMask,
                                       ArrayRef<bool> inBounds);
  Refusal refuse(Operation *op, std::string condition, std::string reason) {
    return Refusal{op ? op->getLoc() : forall.getLoc(), std::move(condition), std::move(reason)};
  }

  // Rewriting.
  void rewriteOps(ArrayRef<Operation *> ops, OpBuilder &b, bool nested);
  void rewriteOp(Operation *op, OpBuilder &b, bool nested);
  void rewriteLoop(scf::ForOp loop, OpBuilder &b, bool nested);
  void distributeOp(Operation *op, OpBuilder &b);
  Value materialize(Operation *op, OpResult result, int layout, OpBuilder &b);
  Value lowerContract(vector::ContractionOp contract, OpBuilder &b);
  Value lowerWgmma(vector::ContractionOp contract, vector::TransferReadOp tileRead, OpBuilder &b);
  SmallVector<Value> issueWgmma(vector::ContractionOp contract, vector::TransferReadOp tileRead, Value slot,
                                OpBuilder &b, bool ownTurn = true);
  Value issueAhead(scf::ForOp loop, Value tile, Value key, Value upper, Value fallback, OpBuilder &b);
  Value lowerReduction(vector::MultiDimReductionOp reduction, OpBuilder &b);
  Value lowerRead(vector::TransferReadOp read, const Layout &layout, OpBuilder &b);
  void lowerWrite(vector::TransferWriteOp write, OpBuilder &b);
  Value convert(Value value, int from, int to, OpBuilder &b, Location loc);
  Value get(Value value, int layout);
  Value scalar(Value value) { return scalars.lookupOrDefault(value); }
  Value coordValue(OpBuilder &b, Location loc, Coord coord);
  SmallVector<Value> elementIndices(OpBuilder &b, Location loc, ValueRange base, AffineMap map, const Point &point);
  Value index(OpBuilder &b, Location loc, int64_t value) { return arith::ConstantIndexOp::create(b, loc, value); }
  // pingpong: a turn's barrier counts the warpgroup that waits for it and the one that hands it over.
  Value turnThreads(OpBuilder &b, Location loc) {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), 2 * 4 * kWarpSize);
  }
  // pingpong: wait for this warpgroup's turn at the tensor cores; hand the turn to the next one.
  void takeTurn(OpBuilder &b, Location loc) {
    NVVM::BarrierOp::create(b, loc, TypeRange{}, ownTurn, turnThreads(b, loc), NVVM::BarrierReductionAttr(), Value());
  }
  void handTurnOn(OpBuilder &b, Location loc) { NVVM::BarrierArriveOp::create(b, loc, nextTurn, turnThreads(b, loc)); }
  // Waits on `group`'s barrier of `slot` until tile number `tile` of the ring has arrived (phase
  // tile / stages of the slot), or with `previous` until the slot's use before it completed.
  void waitForPhase(OpBuilder &b, Location loc, Value group, Value tile, Value slot, bool previous = false) {
    Value phase = arith::DivUIOp::create(b, loc, tile, index(b, loc, stages));
    if (previous)
      phase = arith::AddIOp::create(b, loc, phase, index(b, loc, 1));
    Value parity = arith::IndexCastUIOp::create(b, loc, b.getI1Type(),
                                                arith::RemUIOp::create(b, loc, phase, index(b, loc, 2)));
    nvgpu::MBarrierTryWaitParityOp::create(b, loc, group, parity, index(b, loc, kMbarrierWaitTicks), slot);
  }
  // Tile number `tile` of the ring sits in slot tile % stages.
  Value ringSlot(OpBuilder &b, Location loc, Value tile) {
    return arith::RemUIOp::create(b, loc, tile, index(b, loc, stages));
  }
  // The block's thread 0, which initializes the mbarriers and (without warp specialization) issues the copies.
  Value leaderOf(OpBuilder &b, Location loc) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, threadId, index(b, loc, 0));
  }
  VectorType laneType(int layout, Type element) {
    return VectorType::get({static_cast<int64_t>(layouts[layout].points.size())}, element);
  }

  scf::ForallOp forall;
  bool sharedMemory;
  int64_t stages; // 1: synchronous copies each iteration; more: cp.async that many tiles in flight
  bool shrinkStages;         // fewer stages where the slots would not fit in sharedMemoryBytes
  int64_t sharedMemoryBytes; // what the slots may take per block
  bool wgmma;                 // B operands of key-loop contractions through wgmma (MmaSyncOptions::wgmma)
  bool tma;                   // wgmma's tiles copied by TMA (MmaSyncOptions::tma); off below 2 stages
  bool warpSpecialize;        // a producer warp issues the TMA copies (MmaSyncOptions::warpSpecialize)
  bool pingpong;              // the consumer warpgroups take turns at the wgmma (MmaSyncOptions::pingpong)
  bool overlap;               // Q·Kᵀ issued one key tile ahead (MmaSyncOptions::overlap)
  bool intraOverlap;          // P·V issued one iteration late (MmaSyncOptions::intraOverlap)
  int64_t consumerRegisters;  // setmaxnreg for the consumers, 0: none (MmaSyncOptions::consumerRegisters)
  // The producer: one warp, or a whole warpgroup where the registers are moved between the roles
  // (setmaxnreg is an instruction of a warpgroup).
  int64_t producerWarps() const { return consumerRegisters ? 4 : 1; }
  // consumer_registers: the registers per thread the block is launched with (ptxas gives each of its
  // threads an equal share of the register file, in steps of 8), and what the producer warpgroup
  // keeps: 40, or less where the consumers take more. setmaxnreg.inc waits until the block's pool
  // (what it was launched with, less what setmaxnreg.dec gave back) has the registers, so the two
  // counts must fit the launch's share: at 384 threads (168 each), 40 beside two consumer
  // warpgroups of 232, 24 beside 240 (a consumer count beyond that hangs the block).
  int64_t launchRegisters() const {
    return std::min<int64_t>(255, kRegisterFile / ((warps + 4) * kWarpSize)) / 8 * 8;
  }
  int32_t producerRegisters() const {
    int64_t pool = launchRegisters() * (warps + 4) * kWarpSize;
    int64_t left = (pool - warps * kWarpSize * consumerRegisters) / (4 * kWarpSize) / 8 * 8;
    return static_cast<int32_t>(std::min<int64_t>(kProducerRegisters, left));
  }
  DenseMap<Value, Value> tensorMaps;      // a staged tile's global memref -> its TMA descriptor (host)
  DenseMap<Operation *, Value> barriers;  // a key loop -> its stages' mbarriers
  // wgmma: the K/V tile reads that contractions take as B from shared memory, and which of the
  // tile's dimensions is the contraction's k.
  llvm::MapVector<Operation *, unsigned> wgmmaOperands;
  std::vector<Layout> layouts;
  llvm::MapVector<Value, SmallVector<int, 2>> demands;
  DenseMap<Value, int> inherent; // values whose producer decides their layout
  DenseSet<Operation *> expanded;
  SmallVector<std::pair<Value, int>> worklist;
  DenseSet<Operation *> selfCopies;

  DenseMap<std::pair<Value, int>, Value> distributed;
  IRMapping scalars;
  Value laneId, laneGroup, laneThread; // the lane, g and t
  Value threadId;                      // in the block: warp * 32 + lane (shared-memory staging)
  int64_t warps = 0;
  // Shared-memory staging: each staged read of a key loop gets a workgroup buffer; the block copies
  // the loop's tiles in once per iteration, before the first of them is read.
  struct Staged {
    Value buffer;
    unsigned kDim;   // which tile dimension is the contraction's k
    unsigned rowDim; // the memref dimension the tile's rows step along (its columns: the innermost)
    bool edge;       // rows may pass the end of rowDim (read as zeros: cp.async fills them)
    int slot = -1;   // its buffer: an index into slotTypes
  };
  llvm::MapVector<Operation *, Staged> staged;
  // The workgroup buffers' tile types. Key loops that run one after the other (peel_edge_tile's
  // two) share them: each loop's staging starts with a barrier, so no warp still reads what an
  // earlier loop left when a later one overwrites it.
  SmallVector<VectorType> slotTypes;
  DenseMap<Operation *, SmallVector<vector::TransferReadOp>> stagedByLoop;
  DenseSet<Operation *> stagedLoopsDone;
  // stages > 1: the buffer slot each (rebuilt) key loop reads in its iteration, and the group token
  // of the last copies committed before it (the wait only uses its count of groups).
  DenseMap<Operation *, Value> slotOf;
  DenseMap<Operation *, Value> lastGroup;
  OpBuilder::InsertPoint prologue;
  SmallVector<Operation *> erased;
  // Warp specialization: the key loops in program order (direct children of the warp loop's body),
  // the scalar ops of that body their bounds and tile indices need (moved ahead of the split into
  // producer and consumers), the slots' full and empty mbarriers, each loop's first tile number in
  // the ring (the tiles of the loops before it), and the producer warp's branch.
  SmallVector<scf::ForOp> keyLoops;
  SmallVector<Operation *> producerSlice;
  Value fullBarriers, emptyBarriers;
  DenseMap<Operation *, Value> firstTile;
  Value ownTurn, nextTurn; // pingpong: the named barriers of this warpgroup's turn and the next one's
  // pingpong: each key loop's wgmma products in program order (see lowerWgmma for the turns).
  DenseMap<Operation *, SmallVector<Operation *, 2>> loopProducts;
  // overlap: each key loop's product issued one tile ahead (Q·Kᵀ), which the body no longer lowers.
  DenseMap<Operation *, vector::ContractionOp> ahead;
  DenseSet<Operation *> issuedAhead;
  // intra_warpgroup_overlap: per key loop, the product issued first in each iteration (Q·Kᵀ), the one
  // issued an iteration late (P·V), the iter_arg it is yielded as, and the ops on the way from that
  // iter_arg to its accumulator (run once it is waited for).
  struct Rotation {
    vector::ContractionOp first, delayed;
    unsigned carried = 0;
    DenseSet<Operation *> deferred;
  };
  DenseMap<Operation *, Rotation> rotations;
  // pingpong: whether a loop's warpgroup holds its turn across iterations (two products or more).
  bool holdsTurn(Operation *loop) const {
    auto it = loopProducts.find(loop);
    return pingpong && it != loopProducts.end() && it->second.size() >= 2 && !rotations.count(loop);
  }
  scf::IfOp roles;
};

int Distribution::intern(const Layout &layout) {
  for (size_t i = 0; i < layouts.size(); ++i)
    if (layouts[i] == layout)
      return static_cast<int>(i);
  layouts.push_back(layout);
  return static_cast<int>(layouts.size() - 1);
}

std::optional<Refusal> Distribution::demand(Value value, int layout) {
  if (!hasVectorType(value))
    return std::nullopt;
  if (cast<VectorType>(value.getType()).getShape() != ArrayRef<int64_t>(layouts[layout].shape))
    return refuse(value.getDefiningOp(), "a value of type " + typeText(value.getType()) + " is needed as a tile of another shape",
                  "internal layout mismatch");
  SmallVector<int, 2> &list = demands[value];
  if (llvm::is_contained(list, layout))
    return std::nullopt;
  list.push_back(layout);
  worklist.push_back({value, layout});
  return std::nullopt;
}

std::optional<Refusal> Distribution::analyze() {
  Block &body = *forall.getBody();
  if (!forall.getOutputs().empty())
    return refuse(forall, "the loop has shared outputs (tensors)", "run it after bufferize: lanes share memrefs, not tensors");
  bool any = false;
  std::optional<Refusal> failure;
  body.walk<WalkOrder::PreOrder>([&](Operation *op) -> WalkResult {
    if (isSelfCopy(op)) {
      selfCopies.insert(op);
      return WalkResult::advance();
    }
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      for (auto [init, arg, yielded] : llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs(), loop.getYieldedValues())) {
        if (!hasVectorType(arg))
          continue;
        std::optional<Layout> layout = canonicalLayout(cast<VectorType>(arg.getType()));
        if (!layout) {
          failure = refuse(loop, "the loop carries " + typeText(arg.getType()),
                           "a warp carries [16] row vectors and [16, 8k] tiles of its 16 rows");
          return WalkResult::interrupt();
        }
        int id = intern(*layout);
        inherent[arg] = id;
        inherent[loop.getTiedLoopResult(arg)] = id;
        if ((failure = demand(init, id)) || (failure = demand(yielded, id)))
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    }
    if (op->getNumRegions() > 0) {
      bool vectors = false;
      op->walk([&](Operation *inner) { vectors |= touchesVectors(inner); });
      if (vectors) {
        failure = refuse(op, "an " + op->getName().getStringRef().str() + " holds vector code",
                         "only scf.for loops are distributed; the lanes of a warp cannot branch apart on tiles");
        return WalkResult::interrupt();
      }
      return WalkResult::skip();
    }
    if (isa<linalg::LinalgOp, memref::CopyOp>(op)) {
      failure = refuse(op, describeOp(op) + " is inside the warp's loop", "every lane would run all of it; vectorize it first");
      return WalkResult::interrupt();
    }
    if (!touchesVectors(op))
      return WalkResult::advance();
    any = true;
    if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
      if ((failure = checkTransfer(op, write.getBase(), write.getVectorType(), write.getPermutationMap(),
                                   static_cast<bool>(write.getMask()), write.getInBoundsValues())))
        return WalkResult::interrupt();
      std::optional<Layout> layout = canonicalLayout(write.getVectorType());
      if (!layout) {
        failure = refuse(op, "it writes " + typeText(write.getVectorType()),
                         "a warp writes [16] row vectors and [16, 8k] tiles of its 16 rows");
        return WalkResult::interrupt();
      }
      if ((failure = demand(write.getVector(), intern(*layout))))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (failure)
    return failure;
  if (!any)
    return refuse(forall, "its body has no vector code", "vectorize the warp's tiles first");
  while (!worklist.empty()) {
    auto [value, layout] = worklist.pop_back_val();
    if (std::optional<Refusal> refusal = process(value, layout))
      return refusal;
  }
  return sharedMemory ? planStaging() : std::nullopt;
}

// The memref dimension a 2-D tile read's rows step along, when its columns are the memref's
// innermost dimension (rows of contiguous elements, the 16-byte chunks the copy moves): a minor
// identity ([.., S, D] tiles) or a read that skips dimensions between them (a head's K or V read
// straight out of a [B, S, H, D] projection, rows S, the head fixed by its index).
std::optional<unsigned> tileRowDim(vector::TransferReadOp read) {
  AffineMap map = read.getPermutationMap();
  auto memref = cast<MemRefType>(read.getBase().getType());
  if (map.getNumResults() != 2 || !map.isProjectedPermutation() || !memref.isLastDimUnitStride())
    return std::nullopt;
  auto row = dyn_cast<AffineDimExpr>(map.getResult(0)), col = dyn_cast<AffineDimExpr>(map.getResult(1));
  if (!row || !col || col.getPosition() != memref.getRank() - 1 || row.getPosition() >= col.getPosition())
    return std::nullopt;
  // 16-byte chunks stay 16-byte aligned: every row starts a multiple of 8 elements further.
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(memref.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(ArrayRef(strides).drop_back(), [](int64_t s) { return ShapedType::isDynamic(s) || s % 8 != 0; }))
    return std::nullopt;
  return row.getPosition();
}

// The constant a read's padding is, or null.
Attribute getConstantAttr(Value value) {
  Attribute attr;
  return matchPattern(value, m_Constant(&attr)) ? attr : Attribute();
}

bool isZeroPadding(vector::TransferReadOp read) {
  Attribute padding = getConstantAttr(read.getPadding());
  if (auto f = dyn_cast_if_present<FloatAttr>(padding))
    return f.getValue().isPosZero();
  if (auto i = dyn_cast_if_present<IntegerAttr>(padding))
    return i.getValue().isZero();
  return false;
}

// Where a read may pass the end of memref dimension d at `indices` (+ `extent` - 1 along d): the
// condition that it does not, and the indices clamped into the memref (min(i, size - 1)), so the
// load itself never leaves it. `dims` are the dimensions to check.
Value clampToEdge(OpBuilder &b, Location loc, Value memref, SmallVector<Value> &indices, ArrayRef<unsigned> dims,
                  unsigned extentDim = ~0u, int64_t extent = 1, bool clamp = true) {
  Value valid;
  for (unsigned d : dims) {
    Value size = memref::DimOp::create(b, loc, memref, d);
    Value last = indices[d];
    if (d == extentDim && extent > 1)
      last = arith::AddIOp::create(b, loc, last, arith::ConstantIndexOp::create(b, loc, extent - 1));
    Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, last, size);
    valid = valid ? arith::AndIOp::create(b, loc, valid, inside).getResult() : inside;
    if (!clamp)
      continue;
    Value lastIndex =
        arith::SubIOp::create(b, loc, size, arith::ConstantIndexOp::create(b, loc, d == extentDim ? extent : 1));
    indices[d] = arith::MinUIOp::create(b, loc, indices[d], lastIndex);
  }
  return valid;
}

std::optional<Refusal> Distribution::planStaging() {
  std::optional<int64_t> lower = forall.getRank() == 1 ? getConstantIntValue(forall.getMixedLowerBound()[0]) : std::nullopt;
  std::optional<int64_t> upper = forall.getRank() == 1 ? getConstantIntValue(forall.getMixedUpperBound()[0]) : std::nullopt;
  std::optional<int64_t> step = forall.getRank() == 1 ? getConstantIntValue(forall.getMixedStep()[0]) : std::nullopt;
  if (!lower || !upper || !step || *step <= 0)
    return refuse(forall, "the warp loop is not one loop with a static trip count",
                  "staging in shared memory splits each tile's copy over the block's warps");
  warps = (*upper - *lower + *step - 1) / *step;
  if (!wgmmaOperands.empty() && warps % 4 != 0)
    return refuse(forall, "the block has " + std::to_string(warps) + " warps",
                  "wgmma is an instruction of a warpgroup: 4 warps of 16 rows (64 query rows), so a block is 4, 8, "
                  "... warps");
  // Stages `read` (a 2-D K/V tile read in a key loop; `kDim`: which of its dimensions is the
  // contraction's k) where it can be: its rows are 16-bit elements along the memref's innermost
  // dimension, read at the loop's index. A wgmma operand (`required`) must be.
  auto stage = [&](vector::TransferReadOp read, unsigned kDim, bool required) -> std::optional<Refusal> {
    auto loop = dyn_cast<scf::ForOp>(read->getParentOp());
    VectorType type = read.getVectorType();
    auto memref = cast<MemRefType>(read.getBase().getType());
    std::optional<unsigned> rowDim = tileRowDim(read);
    auto cannot = [&](std::string condition) -> std::optional<Refusal> {
      if (!required)
        return std::nullopt;
      return refuse(read, std::move(condition),
                    "wgmma reads B from a tile the block stages in shared memory: a 2-D tile of 16-bit elements "
                    "whose rows run along the memref's innermost dimension, in bounds along it");
    };
    if (!loop || type.getRank() != 2 || type.getElementTypeBitWidth() != 16 || memref.getMemorySpace() || !rowDim)
      return cannot("the tile " + typeText(type) + " of " + typeText(memref) + " cannot be staged");
    bool invariant = llvm::all_of(read.getIndices(), [&](Value index) {
      return index == loop.getInductionVar() || !loop->isAncestor(index.getParentBlock()->getParentOp());
    });
    if (!invariant)
      return refuse(read, "a K/V tile of " + typeText(type) + " is read at an index computed inside the key loop",
                    "the block copies each tile into shared memory at the start of an iteration, so its indices "
                    "may only be the loop's induction variable or values from outside the loop");
    // Both dimensions are a contraction's n or k, multiples of 8 (expandContract): the copy moves
    // rows as 16-byte chunks, ldmatrix reads them as 8x8 blocks, and any count of chunks splits
    // over the block's threads (stageTiles guards the last round).
    // A tile whose rows may pass the end of the key length (fold_padding at a ragged length) is
    // staged when only its rows may and its padding is 0: the copy of a row past the end reads
    // nothing and fills zeros. Others are read straight from global memory (lowerRead).
    SmallVector<bool> inBounds = read.getInBoundsValues();
    bool edge = !inBounds[0];
    if (!inBounds[1] || (edge && !isZeroPadding(read)))
      return cannot("the tile may pass the end of its columns, or of its rows with a padding other than 0");
    if (required) {
      // wgmma's 128-byte swizzle: rows of 64 elements (a wider tile is cut into 64-column boxes),
      // in groups of 8; an MN-major B (V) steps k by 16 rows.
      if (type.getDimSize(1) % 64 != 0 || type.getDimSize(0) % 16 != 0)
        return refuse(read, "the tile is " + typeText(type),
                      "wgmma's 128-byte-swizzled B tiles have rows of 64 16-bit elements (head dims 64, 128, 192, "
                      "256) and a multiple of 16 keys");
      if (demands.count(read.getResult()))
        return refuse(read, "the tile is also read into registers",
                      "a wgmma B tile lives only in shared memory, swizzled");
    }
    staged[read] = Staged{Value(), kDim, *rowDim, edge};
    stagedByLoop[loop].push_back(read);
    return std::nullopt;
  };
  // wgmma swizzles every staged tile; without it, the tiles the contractions read as B registers
  // are staged for ldmatrix.
  for (auto &[value, layoutIds] : demands) {
    auto read = value.getDefiningOp<vector::TransferReadOp>();
    if (wgmma || !read || !forall->isProperAncestor(read) || read.getVectorType().getRank() != 2)
      continue;
    VectorType type = read.getVectorType();
    // Only tiles that feed contractions as B operands (K and V), loaded with ldmatrix.
    std::optional<unsigned> kDim;
    for (int id : layoutIds) {
      unsigned k = layouts[id] == operandBLayout(type.getShape(), 0, 1) ? 1
                   : layouts[id] == operandBLayout(type.getShape(), 1, 0) ? 0 : 2;
      if (k == 2 || (kDim && *kDim != k)) {
        kDim = 2;
        break;
      }
      kDim = k;
    }
    if (!kDim || *kDim == 2)
      continue;
    if (std::optional<Refusal> refusal = stage(read, *kDim, /*required=*/false))
      return refusal;
  }
  for (auto [op, kDim] : wgmmaOperands)
    if (std::optional<Refusal> refusal = stage(cast<vector::TransferReadOp>(op), kDim, /*required=*/true))
      return refusal;
  if (staged.empty()) {
    // One key tile in all (the key length is the key tile: canonicalization folded the one-iteration
    // loop away): each warp reads K and V once, straight from global memory; nothing to stage.
    bool keyLoop = false;
    forall.walk([&](scf::ForOp) { keyLoop = true; });
    if (!keyLoop) {
      // Nothing to copy ahead either: no producer; the block's extra threads (map_to_gpu) idle.
      warpSpecialize = pingpong = overlap = intraOverlap = false;
      consumerRegisters = 0;
      return std::nullopt;
    }
    return refuse(forall, "no K/V tile is read inside a key loop", "there is nothing to stage in shared memory");
  }
  assignSlots();
  // The slots may take sharedMemoryBytes per block: up to 48 KiB they are static shared memory,
  // beyond it the CUDA backend makes them dynamic shared memory and opts in at launch.
  int64_t perStage = 0;
  for (VectorType type : slotTypes)
    perStage += type.getDimSize(0) * (wgmma ? type.getDimSize(1) : mma::stagedRowLength(type.getDimSize(1))) *
                type.getElementTypeBitWidth() / 8;
  if (shrinkStages && stages * perStage > sharedMemoryBytes)
    stages = std::max<int64_t>(1, sharedMemoryBytes / perStage);
  int64_t bytes = stages * perStage;
  if (bytes > sharedMemoryBytes)
    return refuse(forall, "the staged K/V tiles take " + std::to_string(bytes) + " bytes of shared memory (" +
                              std::to_string(stages) + " stage(s))",
                  "shared_memory_bytes allows " + std::to_string(sharedMemoryBytes) +
                      ": use fewer stages, smaller key tiles or a larger shared_memory_bytes (up to " +
                      std::to_string(kMaxSharedMemoryBytes) + ", sm_90's opt-in limit)");
  // TMA: a tile in flight while another computes, so 2 stages or more (one stage copies by cp.async);
  // the descriptor of each tile's global memref is built on the host, before the outermost loop.
  if (tma && stages < 2)
    tma = false;
  if (!tma) {
    if (warpSpecialize)
      return refuse(forall, "warp_specialize with " + std::to_string(stages) + " stage(s) of K/V tiles",
                    "the producer warp fills a ring of 2 slots or more by TMA: set tma, stages >= 2 and a "
                    "shared_memory_bytes that holds them");
    return std::nullopt;
  }
  Operation *outermost = outermostLoop();
  for (auto &[op, tile] : staged) {
    auto read = cast<vector::TransferReadOp>(op);
    Value base = read.getBase();
    auto memref = cast<MemRefType>(base.getType());
    if (outermost->isAncestor(base.getParentBlock()->getParentOp()))
      return refuse(read, "the tile is read from a memref made inside the loops",
                    "TMA descriptors are built on the host from memrefs defined outside the block loop (a function "
                    "argument, or a view of one made before the loop)");
    if (memref.getRank() > 5 || read.getVectorType().getDimSize(0) > 256)
      return refuse(read, "the tile is " + typeText(read.getVectorType()) + " of " + typeText(memref),
                    "a TMA box has at most 5 dimensions of at most 256 elements");
  }
  return warpSpecialize ? planWarpSpecialization() : std::nullopt;
}

// Warp specialization runs each key loop twice: in the producer warp, which issues the copies, and
// in the consumer warps, which compute. Both must see the same loops with the same bounds and tile
// indices, so the loops are direct children of the warp loop's body and what their bounds and
// indices are computed from in that body is scalar code without memory effects that does not read
// the warp's index: it moves ahead of the split and both roles use it.
std::optional<Refusal> Distribution::planWarpSpecialization() {
  Block &body = *forall.getBody();
  if (pingpong && warps < 8)
    return refuse(forall, "pingpong with " + std::to_string(warps / 4) + " consumer warpgroup",
                  "the warpgroups take turns at the tensor cores: a block of 8, 12, ... consumer warps (128, "
                  "192, ... rows)");
  if (pingpong && warps / 4 > 15)
    return refuse(forall, "pingpong with " + std::to_string(warps / 4) + " consumer warpgroups",
                  "each warpgroup's turn is a named barrier, 1 to 15");
  if (consumerRegisters && producerRegisters() < kLeastRegisters)
    return refuse(forall, "consumer_registers = " + std::to_string(consumerRegisters) + " for " +
                              std::to_string(warps) + " consumer warps",
                  "setmaxnreg moves registers within what the block is launched with (" +
                      std::to_string(launchRegisters()) + " per thread for " + std::to_string(warps + 4) +
                      " warps): the consumers' and the producer warpgroup's (at least " +
                      std::to_string(kLeastRegisters) + " per thread) must fit it (at most " +
                      std::to_string((launchRegisters() * (warps + 4) - 4 * kLeastRegisters) / warps / 8 * 8) +
                      " here)");
  if (ShapedType::isDynamic(forall.getStaticUpperBound()[0]))
    return refuse(forall, "the warp loop's upper bound is a value",
                  "warp specialization adds the producer warp as one more iteration of the warp loop");
  SmallVector<Value> worklist;
  for (Operation &op : body) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (!loop || !stagedByLoop.count(loop))
      continue;
    keyLoops.push_back(loop);
    worklist.append({loop.getLowerBound(), loop.getUpperBound(), loop.getStep()});
    for (vector::TransferReadOp read : stagedByLoop.lookup(loop))
      for (Value index : read.getIndices())
        if (index != loop.getInductionVar())
          worklist.push_back(index);
  }
  if (keyLoops.size() != stagedByLoop.size())
    return refuse(forall, "a key loop that reads K/V tiles is nested in another loop or branch",
                  "the producer warp runs the key loops one after another, as the warp loop's body does");
  DenseSet<Operation *> slice;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (value == forall.getInductionVar(0))
      return refuse(forall, "a key loop's bounds or a K/V tile's index depend on the warp",
                    "the producer warp copies the tiles that every consumer warp reads: they must be the block's");
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != &body || !slice.insert(def).second)
      continue;
    if (def->getNumRegions() > 0 || !isMemoryEffectFree(def) || touchesVectors(def))
      return refuse(def, describeOp(def) + " computes a key loop's bound or a K/V tile's index",
                    "the producer warp computes them too: only scalar ops without memory effects can run in both "
                    "roles");
    worklist.append(def->operand_begin(), def->operand_end());
  }
  for (Operation &op : body)
    if (slice.contains(&op))
      producerSlice.push_back(&op);
  for (scf::ForOp loop : keyLoops)
    for (auto contract : loop.getBody()->getOps<vector::ContractionOp>())
      if (auto tile = keyLoopTile(contract, contractDims(contract).rhsK); tile && wgmmaOperands.count(tile->first))
        loopProducts[loop].push_back(contract);
  if (intraOverlap)
    for (scf::ForOp loop : keyLoops)
      if (std::optional<Refusal> refusal = planRotation(loop))
        return refusal;
  if (!overlap)
    return std::nullopt;
  // overlap: the product each key loop issues a tile ahead is its first one whose A comes from
  // outside the loop and whose accumulator is zero (Q·Kᵀ: it depends on nothing the iteration
  // computes), and whose result the loop does not carry.
  for (scf::ForOp loop : keyLoops) {
    if (vector::ContractionOp contract = freshProduct(loop)) {
      ahead[loop] = contract;
      issuedAhead.insert(contract);
    }
    if (!ahead.count(loop))
      return refuse(loop, "overlap, and the key loop has no product of an A from outside it and a zero accumulator",
                    "the product issued a tile ahead (Q·Kᵀ) may depend on nothing the iteration computes");
  }
  return std::nullopt;
}

// The first product of `loop` whose A comes from outside the loop and whose accumulator is zero
// (Q·Kᵀ: it depends on nothing the iteration computes) and whose result the loop does not carry.
vector::ContractionOp Distribution::freshProduct(scf::ForOp loop) {
  for (Operation *op : loopProducts.lookup(loop)) {
    auto contract = cast<vector::ContractionOp>(op);
    Value lhs = contract.getLhs();
    bool invariant = !loop->isAncestor(lhs.getParentBlock()->getParentOp());
    bool carried = llvm::any_of(contract->getUsers(), [](Operation *user) { return isa<scf::YieldOp>(user); });
    if (invariant && !carried && matchPattern(contract.getAcc(), m_AnyZeroFloat()))
      return contract;
  }
  return {};
}

// intra_warpgroup_overlap: the rotation of `loop`. The delayed product is the one whose result is
// only yielded (P·V into the carried output); the ops its carried value reaches (the forward slice
// of that iter_arg) must lead only into the product's accumulator, so that they can run after it
// is waited for, and the first product (Q·Kᵀ) must depend on nothing the iteration computes, so
// that it can be issued first.
std::optional<Refusal> Distribution::planRotation(scf::ForOp loop) {
  Rotation rotation;
  rotation.first = freshProduct(loop);
  if (!rotation.first)
    return refuse(loop, "intra_warpgroup_overlap, and the key loop has no product of an A from outside it and a "
                        "zero accumulator",
                  "the product issued at the top of each iteration (Q·Kᵀ) may depend on nothing the iteration "
                  "computes");
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (Operation *op : loopProducts.lookup(loop)) {
    auto contract = cast<vector::ContractionOp>(op);
    if (contract == rotation.first || !contract->hasOneUse() || *contract->getUsers().begin() != yield)
      continue;
    rotation.delayed = contract;
    rotation.carried = contract->getUses().begin()->getOperandNumber();
    break;
  }
  if (!rotation.delayed)
    return refuse(loop, "intra_warpgroup_overlap, and no product of the key loop is only its carried value",
                  "the product issued an iteration late (P·V) is what the loop carries, used by nothing else in "
                  "the iteration");
  Value carried = loop.getRegionIterArgs()[rotation.carried];
  SmallVector<Value> worklist{carried};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user == rotation.delayed && use.getOperandNumber() == 2)
        continue;
      if (user == yield)
        return refuse(value == carried ? loop.getOperation() : value.getDefiningOp(),
                      "the loop's carried " + typeText(carried.getType()) + " reaches another value the loop carries",
                      "with intra_warpgroup_overlap the carried output may only lead into the accumulator of the "
                      "product issued an iteration late, whose wait the code on that way follows");
      if (user == rotation.delayed || user->getBlock() != loop.getBody() ||
          user->getNumRegions() > 0 || !isMemoryEffectFree(user))
        return refuse(user, "the loop's carried " + typeText(carried.getType()) + " reaches " + describeOp(user),
                      "with intra_warpgroup_overlap the carried output may only lead, through side-effect-free "
                      "ops of the loop's body, into the accumulator of the product issued an iteration late");
      if (rotation.deferred.insert(user).second)
        worklist.append(user->result_begin(), user->result_end());
    }
  }
  Value acc = rotation.delayed.getAcc();
  if (acc != carried && !rotation.deferred.contains(acc.getDefiningOp()))
    return refuse(rotation.delayed, "its accumulator is not computed from the loop's carried value",
                  "the product issued an iteration late accumulates into the carried output");
  rotations[loop] = std::move(rotation);
  return std::nullopt;
}

void Distribution::assignSlots() {
  bool sequential = llvm::none_of(stagedByLoop, [&](auto &outer) {
    return llvm::any_of(stagedByLoop, [&](auto &inner) { return outer.first->isProperAncestor(inner.first); });
  });
  DenseMap<Operation *, DenseSet<int>> taken; // per loop, the slots its tiles already use
  for (auto &[op, tile] : staged) {
    VectorType type = cast<vector::TransferReadOp>(op).getVectorType();
    DenseSet<int> &used = taken[op->getParentOp()];
    tile.slot = -1;
    for (int s = 0; sequential && s < static_cast<int>(slotTypes.size()) && tile.slot < 0; ++s)
      if (slotTypes[s] == type && !used.contains(s))
        tile.slot = s;
    if (tile.slot < 0) {
      tile.slot = static_cast<int>(slotTypes.size());
      slotTypes.push_back(type);
    }
    used.insert(tile.slot);
  }
}

std::optional<Refusal> Distribution::checkTransfer(Operation *op, Value source, VectorType type, AffineMap map,
                                                   bool hasMask, ArrayRef<bool> inBounds) {
  if (!isa<MemRefType>(source.getType()))
    return refuse(op, "it accesses a " + typeText(source.getType()), "run the distribution after bufferize");
  if (hasMask)
    return refuse(op, "the transfer is masked", "tiles must divide the shapes, or reads pass the edge unmasked");
  // A read that may pass the end of a dimension (fold_padding's reads of a ragged length) loads from
  // a clamped index and takes the padding value where it is past the end (lowerRead, copyTiles); a
  // write stores only what lies inside (lowerWrite).
  auto read = dyn_cast<vector::TransferReadOp>(op);
  if (read && llvm::any_of(inBounds, [](bool b) { return !b; }) && !getConstantAttr(read.getPadding()))
    return refuse(op, "the read may go out of bounds and its padding is not a constant",
                  "reads pass the edge of a ragged length with the pad's value as their padding");
  if (type.getRank() > 2)
    return refuse(op, "it moves a " + typeText(type), "a warp's tiles are 1-D or 2-D");
  for (AffineExpr expr : map.getResults())
    if (!isa<AffineDimExpr>(expr) && !(isa<AffineConstantExpr>(expr) && cast<AffineConstantExpr>(expr).getValue() == 0))
      return refuse(op, "its permutation map is not a projected permutation", "unsupported transfer");
  return std::nullopt;
}

std::optional<Refusal> Distribution::expandContract(vector::ContractionOp contract) {
  auto lhsType = contract.getLhsType();
  auto rhsType = contract.getRhsType();
  auto accType = dyn_cast<VectorType>(contract.getAccType());
  Type a = lhsType.getElementType(), bElement = rhsType.getElementType();
  if (!accType || accType.getRank() != 2 || !accType.getElementType().isF32())
    return refuse(contract, "its accumulator is " + typeText(contract.getAccType()), "mma.sync accumulates a 2-D f32 tile here");
  if (!(a.isBF16() || a.isF16()) || a != bElement)
    return refuse(contract, "its operands are " + typeText(lhsType) + " and " + typeText(rhsType),
                  "mma.sync m16n8k16 multiplies bf16 or f16; narrow the operands first (narrow_vector_contract_operands)");
  if (contract.getKind() != vector::CombiningKind::ADD || contract.getIteratorTypesArray().size() != 3)
    return refuse(contract, "it is not a sum over one reduction dimension", "mma.sync computes C + A·B");
  SmallVector<AffineMap> maps = contract.getIndexingMapsArray();
  auto position = [](AffineMap map, unsigned dim) -> int {
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      if (map.getResult(i) == getAffineDimExpr(dim, map.getContext()))
        return static_cast<int>(i);
    return -1;
  };
  unsigned m = 3, n = 3, k = 3;
  for (unsigned d = 0; d < 3; ++d) {
    if (contract.getIteratorTypesArray()[d] == vector::IteratorType::reduction)
      k = d;
  }
  if (maps[2].getNumResults() != 2 || !isa<AffineDimExpr>(maps[2].getResult(0)) || !isa<AffineDimExpr>(maps[2].getResult(1)))
    return refuse(contract, "its accumulator map is not a 2-D permutation", "unsupported contraction");
  m = cast<AffineDimExpr>(maps[2].getResult(0)).getPosition();
  n = cast<AffineDimExpr>(maps[2].getResult(1)).getPosition();
  int lm = position(maps[0], m), lk = position(maps[0], k), rn = position(maps[1], n), rk = position(maps[1], k);
  if (k == 3 || m == k || n == k || lm < 0 || lk < 0 || rn < 0 || rk < 0 || maps[0].getNumResults() != 2 ||
      maps[1].getNumResults() != 2)
    return refuse(contract, "its indexing maps are not those of C[m,n] += A[m,k]·B[k,n] (or a transpose)",
                  "unsupported contraction");
  int64_t rows = accType.getDimSize(0), cols = accType.getDimSize(1), depth = lhsType.getDimSize(lk);
  if (rows != kRows || cols % 8 != 0 || depth % 8 != 0)
    return refuse(contract, "its tile is " + std::to_string(rows) + "x" + std::to_string(cols) + "x" + std::to_string(depth),
                  "a warp computes 16 rows, with n and k multiples of 8 (mma.sync m16n8k16, and m16n8k8 for the "
                  "last 8 of a k that is not a multiple of 16)");
  int accLayout = intern(tileLayout(cols));
  inherent[contract.getResult()] = accLayout;
  if (std::optional<Refusal> r = demand(contract.getAcc(), accLayout))
    return r;
  if (std::optional<Refusal> r = demand(contract.getLhs(), intern(tileLayout(depth, static_cast<unsigned>(lm)))))
    return r;
  // wgmma: a B operand read in a key loop stays in shared memory (planStaging stages it); a
  // contraction outside any key loop (one key tile in all) stays mma.sync.
  std::optional<std::pair<vector::TransferReadOp, unsigned>> tile =
      wgmma ? keyLoopTile(contract, static_cast<unsigned>(rk)) : std::nullopt;
  if (tile) {
    auto [tileRead, kDim] = *tile;
    if (depth % 16 != 0 || cols > 256)
      return refuse(contract, "its tile is 16x" + std::to_string(cols) + "x" + std::to_string(depth),
                    "wgmma m64nNk16 steps k by 16 and takes n up to 256");
    auto [it, inserted] = wgmmaOperands.try_emplace(tileRead, kDim);
    if (!inserted && it->second != kDim)
      return refuse(tileRead, "two contractions take the tile along different dimensions",
                    "wgmma reads one staged tile in one layout");
    return std::nullopt;
  }
  return demand(contract.getRhs(), intern(operandBLayout(rhsType.getShape(), rn, rk)));
}

std::optional<Refusal> Distribution::process(Value value, int layout) {
  auto convertible = [&](int from) -> std::optional<Refusal> {
    if (!mma::holdsAll(layouts[from], layouts[layout]))
      return refuse(value.getDefiningOp(), "a value is needed in a layout whose elements other lanes hold",
                    "moving data between lanes is not supported yet");
    return std::nullopt;
  };
  Operation *op = value.getDefiningOp();
  if (op && !expanded.contains(op)) {
    if (auto contract = dyn_cast<vector::ContractionOp>(op)) {
      expanded.insert(op);
      if (std::optional<Refusal> r = expandContract(contract))
        return r;
    } else if (auto reduction = dyn_cast<vector::MultiDimReductionOp>(op)) {
      expanded.insert(op);
      VectorType source = reduction.getSourceVectorType();
      if (source.getRank() != 2 || source.getDimSize(0) != kRows || source.getDimSize(1) % 8 != 0 ||
          reduction.getReductionDims() != ArrayRef<int64_t>{1} || !source.getElementType().isF32())
        return refuse(op, "it reduces " + typeText(source) + " along other than its columns",
                      "a warp reduces f32 [16, 8k] tiles along each row");
      inherent[reduction.getResult()] = intern(rowLayout());
      if (std::optional<Refusal> r = demand(reduction.getSource(), intern(tileLayout(source.getDimSize(1)))))
        return r;
      if (std::optional<Refusal> r = demand(reduction.getAcc(), intern(rowLayout())))
        return r;
    }
  }
  if (auto it = inherent.find(value); it != inherent.end())
    return it->second == layout ? std::nullopt : convertible(it->second);
  if (!op)
    return refuse(forall, "a vector block argument", "only the carried values of scf.for loops are distributed");
  if (!forall->isProperAncestor(op)) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op); constant && isa<SplatElementsAttr>(constant.getValue()))
      return std::nullopt;
    if (isa<ub::PoisonOp>(op))
      return std::nullopt;
    return refuse(op, describeOp(op) + " outside the warp's loop makes a vector it reads",
                  "only splat constants can be split over lanes from outside");
  }
  const Layout &l = layouts[layout];
  if (auto read = dyn_cast<vector::TransferReadOp>(op))
    return checkTransfer(op, read.getBase(), read.getVectorType(), read.getPermutationMap(),
                         static_cast<bool>(read.getMask()), read.getInBoundsValues());
  if (isa<vector::StepOp, ub::PoisonOp>(op))
    return std::nullopt;
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    if (isa<SplatElementsAttr>(constant.getValue()))
      return std::nullopt;
    return refuse(op, "a vector constant that is not a splat", "its elements would differ per lane");
  }
  if (auto broadcast = dyn_cast<vector::BroadcastOp>(op)) {
    auto source = dyn_cast<VectorType>(broadcast.getSourceType());
    return source ? demand(broadcast.getSource(), intern(projectedSource(l, source.getShape()))) : std::nullopt;
  }
  if (auto transpose = dyn_cast<vector::TransposeOp>(op))
    return demand(transpose.getVector(), intern(transposedSource(l, transpose.getPermutation())));
  // A gather (a padding mask indexed inside the mask op, vectorized with nd_extract) is elementwise
  // in its index, mask and pass-through vectors: each element is the base at its own 1-D offset.
  bool gather = isa<vector::GatherOp>(op);
  if ((op->hasTrait<OpTrait::Elementwise>() || gather) && op->getNumRegions() == 0) {
    for (Value operand : op->getOperands())
      if (hasVectorType(operand))
        if (std::optional<Refusal> r = demand(operand, layout))
          return r;
    return std::nullopt;
  }
  return refuse(op, describeOp(op) + " works on vectors", "distribute_to_mma_sync does not split this op over lanes");
}

// --- Rewriting -------------------------------------------------------------------------------

Value Distribution::coordValue(OpBuilder &b, Location loc, Coord coord) {
  Value sum;
  auto add = [&](Value term) { sum = sum ? arith::AddIOp::create(b, loc, sum, term).getResult() : term; };
  auto scaled = [&](Value v, int64_t factor) {
    return factor == 1 ? v : arith::MulIOp::create(b, loc, v, index(b, loc, factor)).getResult();
  };
  if (coord.g)
    add(scaled(laneGroup, coord.g));
  if (coord.t)
    add(scaled(laneThread, coord.t));
  if (coord.c || !sum)
    add(index(b, loc, coord.c));
  return sum;
}

Value Distribution::get(Value value, int layout) {
  if (auto it = distributed.find({value, layout}); it != distributed.end())
    return it->second;
  // A splat constant or poison from outside the warp's loop: made once at the start of the body.
  Operation *op = value.getDefiningOp();
  OpBuilder b(op->getContext());
  b.restoreInsertionPoint(prologue);
  Type element = cast<VectorType>(value.getType()).getElementType();
  Value made;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    made = arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(laneType(layout, element), cast<SplatElementsAttr>(constant.getValue()).getSplatValue<Attribute>()));
  else
    made = ub::PoisonOp::create(b, op->getLoc(), laneType(layout, element));
  prologue = b.saveInsertionPoint();
  distributed[{value, layout}] = made;
  return made;
}

Value Distribution::convert(Value value, int from, int to, OpBuilder &b, Location loc) {
  if (from == to)
    return value;
  return vector::ShuffleOp::create(b, loc, value, value, mma::shuffleMask(layouts[from], layouts[to]));
}

void Distribution::rewrite(RewriterBase &rewriter) {
  Block &body = *forall.getBody();
  SmallVector<Operation *> ops = llvm::map_to_vector(body.without_terminator(), [](Operation &op) { return &op; });
  OpBuilder b(forall.getContext());
  b.setInsertionPointToStart(&body);
  Location loc = forall.getLoc();
  laneId = gpu::LaneIdOp::create(b, loc, /*upper_bound=*/nullptr);
  laneGroup = arith::DivUIOp::create(b, loc, laneId, index(b, loc, 4));
  laneThread = arith::RemUIOp::create(b, loc, laneId, index(b, loc, 4));
  if (!staged.empty()) {
    // The warp's index from the loop's induction variable, then the thread's index in the block.
    Value warp = forall.getInductionVar(0);
    int64_t lower = *getConstantIntValue(forall.getMixedLowerBound()[0]);
    int64_t step = *getConstantIntValue(forall.getMixedStep()[0]);
    if (lower)
      warp = arith::SubIOp::create(b, loc, warp, index(b, loc, lower));
    if (step != 1)
      warp = arith::DivUIOp::create(b, loc, warp, index(b, loc, step));
    threadId = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, warp, index(b, loc, kWarpSize)), laneId);
    // One buffer per tile for the whole block, before the warp loop; rows padded so the 8 rows an
    // ldmatrix reads fall in different banks. wgmma: the tile as 64-column boxes one after the other,
    // rows of 128 bytes (swizzled by copyTiles), on a 1024-byte boundary.
    OpBuilder outside(forall);
    auto workgroup = gpu::AddressSpaceAttr::get(forall.getContext(), gpu::AddressSpace::Workgroup);
    SmallVector<Value> buffers;
    for (VectorType type : slotTypes) {
      SmallVector<int64_t, 3> shape{type.getDimSize(0), mma::stagedRowLength(type.getDimSize(1))};
      if (wgmma)
        shape = {type.getDimSize(0) * (type.getDimSize(1) / kSwizzleRow), kSwizzleRow};
      if (stages > 1)
        shape.insert(shape.begin(), stages); // one slot per tile in flight
      auto bufferType = MemRefType::get(shape, type.getElementType(), MemRefLayoutAttrInterface(), workgroup);
      buffers.push_back(memref::AllocOp::create(outside, forall.getLoc(), bufferType,
                                                outside.getI64IntegerAttr(wgmma ? kSwizzleAtomBytes : 16)));
    }
    for (auto &[op, tile] : staged)
      tile.buffer = buffers[tile.slot];
  }
  if (warpSpecialize)
    specializeWarps(b);
  prologue = b.saveInsertionPoint();
  rewriteOps(ops, b, /*nested=*/false);
  for (Operation *op : llvm::reverse(erased))
    rewriter.eraseOp(op);
  if (roles) {
    // The consumers' program: everything after the split.
    Operation *yield = roles.elseBlock()->getTerminator();
    for (Operation &op : llvm::make_early_inc_range(
             llvm::make_range(std::next(roles->getIterator()), body.getTerminator()->getIterator())))
      op.moveBefore(yield);
  }
}

void Distribution::rewriteOps(ArrayRef<Operation *> ops, OpBuilder &b, bool nested) {
  for (Operation *op : ops) {
    if (!nested)
      b.setInsertionPointAfter(op);
    rewriteOp(op, b, nested);
  }
}

void Distribution::rewriteOp(Operation *op, OpBuilder &b, bool nested) {
  if (issuedAhead.contains(op)) // its result is the loop's carried value (rewriteLoop)
    return;
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    bool vectors = false;
    loop->walk([&](Operation *inner) { vectors |= touchesVectors(inner); });
    if (vectors) {
      rewriteLoop(loop, b, nested);
      return;
    }
  }
  if (selfCopies.contains(op)) {
    if (!nested)
      erased.push_back(op);
    return;
  }
  if (touchesVectors(op)) {
    distributeOp(op, b);
    if (!nested)
      erased.push_back(op);
    return;
  }
  if (nested)
    b.clone(*op, scalars);
}

void Distribution::rewriteLoop(scf::ForOp loop, OpBuilder &b, bool nested) {
  if (rotations.count(loop)) {
    rewriteRotatedLoop(loop, b, nested);
    return;
  }
  Location loc = loop.getLoc();
  SmallVector<Value> inits;
  for (auto [init, arg] : llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs()))
    inits.push_back(hasVectorType(arg) ? get(init, inherent.at(arg)) : scalar(init));
  bool pipelined = stages > 1 && stagedByLoop.count(loop);
  if (pipelined && !warpSpecialize)
    startPipeline(loop, b);
  if (holdsTurn(loop)) // the first product's turn (see lowerWgmma)
    takeTurn(b, loc);
  vector::ContractionOp early = pipelined ? ahead.lookup(loop) : vector::ContractionOp();
  if (early) {
    // overlap: the first tile's product is issued before the loop (when the loop runs at all) and
    // carried in; each iteration issues the next one's.
    inits.push_back(issueAhead(loop, firstTile.lookup(loop), scalar(loop.getLowerBound()),
                               scalar(loop.getUpperBound()), Value(), b));
  }
  auto rebuilt = scf::ForOp::create(b, loc, scalar(loop.getLowerBound()), scalar(loop.getUpperBound()),
                                    scalar(loop.getStep()), inits);
  scalars.map(loop.getInductionVar(), rebuilt.getInductionVar());
  OpBuilder inner = OpBuilder::atBlockEnd(rebuilt.getBody());
  bindIterArgs(loop, rebuilt.getRegionIterArgs(), inner);
  if (pipelined)
    advancePipeline(loop, rebuilt, inner);
  Value issuedNext;
  if (early) {
    // Issue the next tile's product (this tile's slot again in the last iteration: there is no next
    // tile, and the result is not used), then wait until only it is in flight: this iteration's
    // product, issued one iteration earlier, is complete.
    Value iv = rebuilt.getInductionVar();
    Value next = arith::AddIOp::create(inner, loc, iv, rebuilt.getStep());
    Value tile = arith::AddIOp::create(inner, loc, tileCount(inner, loc, loop, iv), index(inner, loc, 1));
    issuedNext = issueAhead(loop, tile, next, rebuilt.getUpperBound(), slotOf.lookup(loop), inner);
    NVVM::WgmmaWaitGroupSyncOp::create(inner, loc, 1);
    OpResult result = early->getResult(0);
    bindLanes(result, inherent.at(result), rebuilt.getRegionIterArgs().back(), inner, loc);
  }
  rewriteOps(llvm::map_to_vector(loop.getBody()->without_terminator(), [](Operation &op) { return &op; }), inner,
             /*nested=*/true);
  if (pipelined && warpSpecialize) // the iteration is done with its slot
    releaseSlot(loc, slotOf.lookup(loop), inner);
  SmallVector<Value> yielded;
  for (auto [value, arg] : llvm::zip(loop.getYieldedValues(), loop.getRegionIterArgs()))
    yielded.push_back(hasVectorType(arg) ? get(value, inherent.at(arg)) : scalar(value));
  if (issuedNext)
    yielded.push_back(issuedNext);
  scf::YieldOp::create(inner, loc, yielded);
  b.setInsertionPointAfter(rebuilt);
  if (early) // the last iteration's product, issued for no tile
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, 0);
  if (holdsTurn(loop)) // the turn held since the last product
    handTurnOn(b, loc);
  bindResults(loop, rebuilt.getResults(), b, nested);
  if (!nested)
    erased.push_back(loop);
}

// The loop's iter_args stand for `fresh` (the rebuilt loop's, or the values one of its iterations
// starts from), in every layout they are needed in; `skip` leaves some out.
void Distribution::bindIterArgs(scf::ForOp loop, ValueRange fresh, OpBuilder &b, function_ref<bool(unsigned)> skip) {
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (skip && skip(i))
      continue;
    if (!hasVectorType(arg)) {
      scalars.map(arg, fresh[i]);
      continue;
    }
    bindLanes(arg, inherent.at(arg), fresh[i], b, loop.getLoc());
  }
}

// The loop's results stand for `fresh` after it.
void Distribution::bindResults(scf::ForOp loop, ValueRange fresh, OpBuilder &b, bool nested) {
  for (auto [old, value] : llvm::zip(loop.getResults(), fresh)) {
    if (!hasVectorType(old)) {
      if (nested)
        scalars.map(old, value);
      else
        old.replaceAllUsesWith(value);
      continue;
    }
    bindLanes(old, inherent.at(old), value, b, loop.getLoc());
  }
}

// A product issued earlier: its result is the accumulator's `registers` (complete: waited for) as
// the lane's vector, in every layout it is needed in.
Value Distribution::bindProduct(vector::ContractionOp contract, ArrayRef<Value> registers, OpBuilder &b) {
  Location loc = contract.getLoc();
  OpResult result = contract->getResult(0);
  int own = inherent.at(result);
  Value value = vector::FromElementsOp::create(b, loc, laneType(own, b.getF32Type()), registers);
  bindLanes(result, own, value, b, loc);
  return value;
}

// `original` stands for `fresh`, its lanes in layout `own`, and for the conversions of them into
// every other layout it is needed in.
void Distribution::bindLanes(Value original, int own, Value fresh, OpBuilder &b, Location loc) {
  distributed[{original, own}] = fresh;
  for (int layout : demands.lookup(original))
    distributed[{original, layout}] = convert(fresh, own, layout, b, loc);
}

// Warp specialization: the consumers are done with `slot` (every wgmma that read it was waited
// for): each warp's lane 0 tells the slot's empty barrier, which the producer waits on before
// refilling it.
void Distribution::releaseSlot(Location loc, Value slot, OpBuilder &b) {
  Value lane0 = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, laneId, index(b, loc, 0));
  OpBuilder then = scf::IfOp::create(b, loc, TypeRange{}, lane0, /*withElseRegion=*/false).getThenBodyBuilder();
  nvgpu::MBarrierArriveOp::create(then, loc, nvgpu::MBarrierTokenType::get(b.getContext()), emptyBarriers, slot);
}

// intra_warpgroup_overlap (FA3's intra-warpgroup overlap): the key loop rotated so that its delayed
// product (P·V) is issued one iteration late. Under a guard that the loop runs at all: the first
// tile's iteration without that product; then a loop from the second tile whose iteration j waits
// for tile j, issues Q·K_jᵀ and P·V of tile j - 1 (the carried P and rescaled output, from slot
// j - 1) back to back (one pingpong turn for the pair), waits for Q·Kᵀ only, runs the rest of the
// iteration but the ops on the output's way into P·V, waits for P·V, runs those (the rescale), and
// releases tile j - 1's slot; after the loop, P·V of the last tile.
void Distribution::rewriteRotatedLoop(scf::ForOp loop, OpBuilder &b, bool nested) {
  Location loc = loop.getLoc();
  const Rotation &rotation = rotations.find(loop)->second;
  vector::ContractionOp first = rotation.first, delayed = rotation.delayed;
  unsigned carried = rotation.carried;
  ContractDims dims = contractDims(delayed);
  int pLayout = intern(tileLayout(dims.depth, dims.lhsM)), accLayout = intern(tileLayout(dims.cols));
  vector::TransferReadOp firstTileRead = keyLoopTile(first, contractDims(first).rhsK)->first;
  vector::TransferReadOp delayedTileRead = keyLoopTile(delayed, dims.rhsK)->first;
  Value output = loop.getRegionIterArgs()[carried];
  SmallVector<Value> inits;
  for (auto [init, arg] : llvm::zip(loop.getInitArgs(), loop.getRegionIterArgs()))
    inits.push_back(hasVectorType(arg) ? get(init, inherent.at(arg)) : scalar(init));
  SmallVector<Operation *> early, late; // the iteration but the delayed product: before its wait, after it
  for (Operation &op : loop.getBody()->without_terminator())
    if (&op != delayed)
      (rotation.deferred.contains(&op) ? late : early).push_back(&op);
  // What an iteration hands the next: the yielded values, the delayed product's accumulator in place
  // of its result, and its A (P).
  auto handed = [&] {
    SmallVector<Value> values;
    for (auto [i, value, arg] : llvm::enumerate(loop.getYieldedValues(), loop.getRegionIterArgs()))
      values.push_back(i == carried ? get(delayed.getAcc(), accLayout)
                                    : hasVectorType(arg) ? get(value, inherent.at(arg)) : scalar(value));
    values.push_back(get(delayed.getLhs(), pLayout));
    return values;
  };
  auto issueDelayed = [&](ValueRange from, Value slot, OpBuilder &at) {
    distributed[{delayed.getLhs(), pLayout}] = from.back();
    distributed[{delayed.getAcc(), accLayout}] = from[carried];
    return issueWgmma(delayed, delayedTileRead, slot, at, /*ownTurn=*/false);
  };
  // P·V's registers, complete, as the carried output's lanes.
  auto asOutput = [&](ArrayRef<Value> registers, OpBuilder &at) {
    Value lanes = vector::FromElementsOp::create(at, loc, laneType(accLayout, at.getF32Type()), registers);
    return convert(lanes, accLayout, inherent.at(output), at, loc);
  };
  Value lower = scalar(loop.getLowerBound()), upper = scalar(loop.getUpperBound()), step = scalar(loop.getStep());
  stagedLoopsDone.insert(loop); // the producer copies the tiles
  auto guard = scf::IfOp::create(b, loc, TypeRange(ValueRange(inits)),
                                 arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lower, upper),
                                 /*withElseRegion=*/true);
  OpBuilder otherwise = guard.getElseBodyBuilder();
  scf::YieldOp::create(otherwise, loc, inits);
  OpBuilder then = guard.getThenBodyBuilder();
  Value firstSlot = ringSlot(then, loc, firstTile.lookup(loop));
  waitForPhase(then, loc, fullBarriers, firstTile.lookup(loop), firstSlot);
  slotOf[loop] = firstSlot;
  scalars.map(loop.getInductionVar(), lower);
  bindIterArgs(loop, inits, then);
  rewriteOps(early, then, /*nested=*/true);
  rewriteOps(late, then, /*nested=*/true);
  auto rebuilt = scf::ForOp::create(then, loc, arith::AddIOp::create(then, loc, lower, step), upper, step, handed());
  scalars.map(loop.getInductionVar(), rebuilt.getInductionVar());
  OpBuilder inner = OpBuilder::atBlockEnd(rebuilt.getBody());
  ValueRange fresh = rebuilt.getRegionIterArgs();
  Value tile = tileCount(inner, loc, loop, rebuilt.getInductionVar());
  Value slot = ringSlot(inner, loc, tile);
  Value previous = ringSlot(inner, loc, arith::SubIOp::create(inner, loc, tile, index(inner, loc, 1)));
  waitForPhase(inner, loc, fullBarriers, tile, slot);
  slotOf[loop] = slot;
  if (pingpong)
    takeTurn(inner, loc);
  SmallVector<Value> scores = issueWgmma(first, firstTileRead, slot, inner, /*ownTurn=*/false);
  SmallVector<Value> sum = issueDelayed(fresh, previous, inner);
  if (pingpong)
    handTurnOn(inner, loc);
  NVVM::WgmmaWaitGroupSyncOp::create(inner, loc, 1);
  bindProduct(first, scores, inner);
  bindIterArgs(loop, fresh.drop_back(), inner, [&](unsigned i) { return i == carried; });
  rewriteOps(llvm::to_vector(llvm::make_filter_range(early, [&](Operation *op) { return op != first; })), inner,
             /*nested=*/true);
  NVVM::WgmmaWaitGroupSyncOp::create(inner, loc, 0);
  SmallVector<Value> outputs(fresh.drop_back());
  outputs[carried] = asOutput(sum, inner);
  bindIterArgs(loop, outputs, inner, [&](unsigned i) { return i != carried; });
  rewriteOps(late, inner, /*nested=*/true);
  releaseSlot(loc, previous, inner);
  scf::YieldOp::create(inner, loc, handed());
  // P·V of the last tile.
  Value trips = arith::CeilDivUIOp::create(then, loc, arith::SubIOp::create(then, loc, upper, lower), step);
  Value lastSlot = ringSlot(
      then, loc,
      arith::SubIOp::create(then, loc, arith::AddIOp::create(then, loc, firstTile.lookup(loop), trips),
                            index(then, loc, 1)));
  if (pingpong)
    takeTurn(then, loc);
  SmallVector<Value> last = issueDelayed(rebuilt.getResults(), lastSlot, then);
  if (pingpong)
    handTurnOn(then, loc);
  NVVM::WgmmaWaitGroupSyncOp::create(then, loc, 0);
  releaseSlot(loc, lastSlot, then);
  SmallVector<Value> results(rebuilt.getResults().drop_back());
  results[carried] = asOutput(last, then);
  scf::YieldOp::create(then, loc, results);
  b.setInsertionPointAfter(guard);
  bindResults(loop, guard.getResults(), b, nested);
  if (!nested)
    erased.push_back(loop);
}

void Distribution::distributeOp(Operation *op, OpBuilder &b) {
  if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
    lowerWrite(write, b);
    return;
  }
  for (OpResult result : op->getResults()) {
    auto it = demands.find(result);
    if (it == demands.end())
      continue;
    auto own = inherent.find(result);
    if (own != inherent.end()) {
      bindLanes(result, own->second, materialize(op, result, own->second, b), b, op->getLoc());
      continue;
    }
    for (int layout : it->second)
      distributed[{result, layout}] = materialize(op, result, layout, b);
  }
}

Value Distribution::materialize(Operation *op, OpResult result, int layout, OpBuilder &b) {
  Location loc = op->getLoc();
  const Layout &l = layouts[layout];
  auto type = cast<VectorType>(result.getType());
  VectorType lane = laneType(layout, type.getElementType());
  if (auto contract = dyn_cast<vector::ContractionOp>(op))
    return lowerContract(contract, b);
  if (auto reduction = dyn_cast<vector::MultiDimReductionOp>(op))
    return lowerReduction(reduction, b);
  if (auto read = dyn_cast<vector::TransferReadOp>(op))
    return staged.contains(read) ? lowerStagedRead(read, l, b) : lowerRead(read, l, b);
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(lane, cast<SplatElementsAttr>(constant.getValue()).getSplatValue<Attribute>()));
  if (isa<ub::PoisonOp>(op))
    return ub::PoisonOp::create(b, loc, lane);
  if (isa<vector::StepOp>(op)) {
    SmallVector<Value> elements;
    for (const Point &p : l.points)
      elements.push_back(coordValue(b, loc, p[0]));
    return vector::FromElementsOp::create(b, loc, lane, elements);
  }
  if (auto transpose = dyn_cast<vector::TransposeOp>(op))
    // The source was asked for in the transposed layout: the same elements in the same order.
    return get(transpose.getVector(), intern(transposedSource(l, transpose.getPermutation())));
  if (auto broadcast = dyn_cast<vector::BroadcastOp>(op)) {
    auto sourceType = dyn_cast<VectorType>(broadcast.getSourceType());
    if (!sourceType)
      return vector::BroadcastOp::create(b, loc, lane, scalar(broadcast.getSource()));
    int from = intern(projectedSource(l, sourceType.getShape()));
    SmallVector<int64_t> mask = mma::broadcastMask(layouts[from], l, sourceType.getShape());
    Value source = get(broadcast.getSource(), from);
    return vector::ShuffleOp::create(b, loc, source, source, mask);
  }
  // Elementwise: the same op on the lane's elements.
  IRMapping mapping;
  for (Value operand : op->getOperands())
    mapping.map(operand, hasVectorType(operand) ? get(operand, layout) : scalar(operand));
  Operation *clone = b.clone(*op, mapping);
  for (OpResult r : clone->getResults())
    r.setType(laneType(layout, cast<VectorType>(r.getType()).getElementType()));
  return clone->getResult(result.getResultNumber());
}

// Elements `first` and `first` + 1 of a lane's vector of 16-bit values as one 32-bit register:
// an i32 (`asWord`: bf16 pairs for NVVM, any pair for inline PTX) or a vector<2x...> (f16 pairs for
// NVVM's mma.sync).
Value packPair(OpBuilder &b, Location loc, Value v, int64_t first, bool asWord) {
  Value pair = vector::ShuffleOp::create(b, loc, v, v, ArrayRef<int64_t>{first, first + 1});
  if (!asWord)
    return pair;
  Value word = vector::BitCastOp::create(b, loc, VectorType::get({1}, b.getI32Type()), pair);
  return vector::ExtractOp::create(b, loc, word, ArrayRef<int64_t>{0});
}

Value Distribution::lowerContract(vector::ContractionOp contract, OpBuilder &b) {
  auto [lhsM, lhsK, rhsN, rhsK, cols, depth] = contractDims(contract);
  if (auto tile = keyLoopTile(contract, rhsK); tile && wgmmaOperands.count(tile->first))
    return lowerWgmma(contract, tile->first, b);
  Location loc = contract.getLoc();
  MLIRContext *context = contract.getContext();
  int accLayout = intern(tileLayout(cols));
  Value lhs = get(contract.getLhs(), intern(tileLayout(depth, lhsM)));
  Value rhs = get(contract.getRhs(), intern(operandBLayout(contract.getRhsType().getShape(), rhsN, rhsK)));
  Value acc = get(contract.getAcc(), accLayout);
  Type narrow = contract.getLhsType().getElementType();
  Type i32 = b.getI32Type(), f32 = b.getF32Type();
  // Two narrow elements per 32-bit register: NVVM takes f16 pairs as vector<2xf16>, bf16 pairs as i32.
  auto pack = [&](Value v, int64_t first) { return packPair(b, loc, v, first, !narrow.isF16()); };
  // k in 16-deep blocks (m16n8k16: four A registers, two B), and a last 8-deep one where depth is
  // 8 more than a multiple of 16 (m16n8k8: two A registers, one B).
  int64_t kSteps = (depth + 8) / 16;
  auto stepDepth = [&](int64_t i) -> int64_t { return 16 * (i + 1) <= depth ? 16 : 8; };
  SmallVector<SmallVector<Value, 4>> a(kSteps);
  for (int64_t i = 0; i < kSteps; ++i)
    for (int64_t r = 0; r < stepDepth(i) / 4; ++r)
      a[i].push_back(pack(lhs, mma::operandAFirst(i, r)));
  auto resultType = LLVM::LLVMStructType::getLiteral(context, {f32, f32, f32, f32});
  NVVM::MMATypes ptxType = narrow.isBF16() ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
  SmallVector<Value> out;
  for (int64_t j = 0; j < cols / 8; ++j) {
    SmallVector<Value, 4> c;
    for (int64_t e = 0; e < 4; ++e)
      c.push_back(vector::ExtractOp::create(b, loc, acc, ArrayRef<int64_t>{mma::accumulatorElement(j, e)}));
    for (int64_t i = 0; i < kSteps; ++i) {
      SmallVector<Value, 2> bRegs;
      for (int64_t r = 0; r < stepDepth(i) / 8; ++r)
        bRegs.push_back(pack(rhs, mma::operandBFirst(j, 2 * i + r, depth)));
      Value d = NVVM::MmaOp::create(b, loc, resultType, a[i], bRegs, c, ArrayRef<int64_t>{16, 8, stepDepth(i)},
                                    std::nullopt, std::nullopt, std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
                                    std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row, NVVM::MMALayout::col});
      for (int64_t e = 0; e < 4; ++e)
        c[e] = LLVM::ExtractValueOp::create(b, loc, d, ArrayRef<int64_t>{e});
    }
    out.append(c.begin(), c.end());
  }
  return vector::FromElementsOp::create(b, loc, laneType(accLayout, f32), out);
}

// C += A·B as wgmma m64nNk16 of each warpgroup of the block (warps 4i..4i+3; every warp runs the
// same key loop: skip_masked_key_tiles bounds it per block): A is this warp's 16 rows, from the lane's registers
// in mma.sync's A layout (wgmma's register A per warp is the same); B is the staged tile, read
// through a shared-memory matrix descriptor; C, per warp, is in mma.sync's accumulator layout
// (wgmma's D: rows g and g + 8, columns 8j + 2t + {0, 1}). One fence before the k steps, one commit
// group after them, and the wait for it (the result is used right away).
Value Distribution::lowerWgmma(vector::ContractionOp contract, vector::TransferReadOp tileRead, OpBuilder &b) {
  auto loop = cast<scf::ForOp>(tileRead->getParentOp());
  stageOnce(loop, b);
  SmallVector<Value> c = issueWgmma(contract, tileRead, slotOf.lookup(loop), b);
  NVVM::WgmmaWaitGroupSyncOp::create(b, contract.getLoc(), 0);
  return vector::FromElementsOp::create(b, contract.getLoc(),
                                        laneType(intern(tileLayout(contractDims(contract).cols)), b.getF32Type()), c);
}

// Inline PTX with side effects (kept in its place among the others), AT&T dialect; its one result.
Value inlinePtx(OpBuilder &b, Location loc, Type result, ValueRange operands, StringRef ptx, StringRef constraints) {
  return LLVM::InlineAsmOp::create(b, loc, result, operands, ptx, constraints, /*has_side_effects=*/true,
                                   /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                                   LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
                                   /*operand_attrs=*/ArrayAttr())
      .getResult(0);
}

// `value` (an i32 or f32 register) through an empty asm statement with side effects: the value is
// computed before this point of the program and not moved past it (CUTLASS's
// warpgroup_fence_operand does the same).
Value pinRegister(OpBuilder &b, Location loc, Value value) {
  return inlinePtx(b, loc, value.getType(), value, "", value.getType().isF32() ? "=f,0" : "=r,0");
}

// The wgmma of `contract` with B from buffer slot `slot` of its staged tile (null: the buffer has
// one slot): fence, the k/16 steps, commit. Returns the accumulator's registers, which stay in
// flight until a wait for the group.
SmallVector<Value> Distribution::issueWgmma(vector::ContractionOp contract, vector::TransferReadOp tileRead, Value slot,
                                            OpBuilder &b, bool ownTurn) {
  Location loc = contract.getLoc();
  MLIRContext *context = contract.getContext();
  ContractDims dims = contractDims(contract);
  int64_t cols = dims.cols, depth = dims.depth;
  int accLayout = intern(tileLayout(cols));
  Value lhs = get(contract.getLhs(), intern(tileLayout(depth, dims.lhsM)));
  Type narrow = contract.getLhsType().getElementType();
  Type i32 = b.getI32Type(), i64 = b.getI64Type(), f32 = b.getF32Type();
  auto loop = cast<scf::ForOp>(tileRead->getParentOp());
  const Staged &tile = staged.find(tileRead)->second;
  VectorType tileType = tileRead.getVectorType();
  int64_t tileRows = tileType.getDimSize(0), boxBytes = tileRows * kSwizzleRow * 2;
  int64_t slotBytes = boxBytes * (tileType.getDimSize(1) / kSwizzleRow);
  // K (Q·Kᵀ) is K-major: B's n along the tile's rows, k along its 128-byte rows; a k step of 16 is
  // 32 bytes further into the swizzled rows (the next box every 4 steps). V (P·V) is MN-major: k
  // along the tile's rows (a step is 16 rows, 2048 bytes), n along a row and across the boxes
  // (leading byte offset: one box).
  bool kMajor = tile.kDim == 1;
  auto constant64 = [&](int64_t v) -> Value { return arith::ConstantIntOp::create(b, loc, i64, v); };
  auto pointer = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, tile.buffer);
  pointer->setAttr(kWgmmaTileAttr, b.getUnitAttr());
  Value address = arith::IndexCastUIOp::create(b, loc, i64, pointer);
  if (slot)
    address = arith::AddIOp::create(
        b, loc, address,
        arith::MulIOp::create(b, loc, arith::IndexCastUIOp::create(b, loc, i64, slot), constant64(slotBytes)));
  // The descriptor (sm_90 shared-memory matrix descriptor): start address >> 4 in bits 0-13, leading
  // byte offset >> 4 in 16-29, stride byte offset >> 4 (8 rows of 128 bytes) in 32-45, base offset 0,
  // layout 1 (128-byte swizzle) in 62-63.
  uint64_t fixed = (static_cast<uint64_t>(kMajor ? 1 : boxBytes >> 4) << 16) |
                   (static_cast<uint64_t>(kSwizzleAtomBytes >> 4) << 32) | (uint64_t{1} << 62);
  Value start = arith::ShRUIOp::create(b, loc, arith::AndIOp::create(b, loc, address, constant64(0x3FFFF)),
                                       constant64(4));
  Value base = arith::OrIOp::create(b, loc, start, constant64(static_cast<int64_t>(fixed)));

  // A fresh accumulator (Q·Kᵀ's zeros) is not read: the first step scales it by 0.
  bool fresh = matchPattern(contract.getAcc(), m_AnyZeroFloat());
  int64_t regs = cols / 2;
  SmallVector<Value> c(regs);
  if (!fresh) {
    Value acc = get(contract.getAcc(), accLayout);
    for (int64_t e = 0; e < regs; ++e)
      c[e] = vector::ExtractOp::create(b, loc, acc, ArrayRef<int64_t>{e});
  }
  std::string shape = "m64n" + std::to_string(cols) + "k16";
  std::string type = narrow.isBF16() ? "bf16" : "f16";
  std::string dList;
  for (int64_t e = 0; e < regs; ++e)
    dList += (e ? ", $" : "$") + std::to_string(e);
  auto operand = [&](int64_t i) { return "$" + std::to_string(regs + i); };
  std::string ptx = "{\n.reg .pred p;\nsetp.ne.b32 p, " + operand(5) + ", 0;\nwgmma.mma_async.sync.aligned." + shape +
                    ".f32." + type + "." + type + " {" + dList + "}, {" + operand(0) + ", " + operand(1) + ", " +
                    operand(2) + ", " + operand(3) + "}, " + operand(4) + ", p, 1, 1, " + (kMajor ? "0" : "1") +
                    ";\n}";
  // The accumulators are outputs ("=f"), after them A's four registers, B's descriptor and scale-d;
  // a step that accumulates also reads them, tied to the outputs.
  std::string writes, reads;
  for (int64_t e = 0; e < regs; ++e) {
    writes += "=f,";
    reads += "," + std::to_string(e);
  }
  writes += "r,r,r,r,l,r";
  const std::string overwriting = writes + ",~{memory}", accumulating = writes + reads + ",~{memory}";
  auto resultType = LLVM::LLVMStructType::getLiteral(context, SmallVector<Type>(regs, f32));
  // pingpong: a warpgroup takes its turn at the tensor cores before a product and hands it on once
  // the product is issued. In a loop of several products (Q·Kᵀ, then P·V) the turn is taken
  // before each product but the first and handed on after each but the last: the warpgroup holds
  // it from P·V of one iteration through Q·Kᵀ of the next (no softmax between them), and
  // rewriteLoop takes it before the loop and hands it on after.
  // A rotated loop (intra_warpgroup_overlap) takes one turn per product, or its caller one for a pair.
  bool acquire = false, release = false;
  if (pingpong && rotations.count(loop)) {
    acquire = release = ownTurn;
  } else if (pingpong) {
    const SmallVector<Operation *, 2> &products = loopProducts.lookup(loop);
    auto position = llvm::find(products, contract.getOperation()) - products.begin();
    bool held = holdsTurn(loop);
    acquire = !held || position > 0;
    release = !held || position + 1 < static_cast<int64_t>(products.size());
  }
  // Every register the steps read (A's words, the accumulator) is final before the fence: ptxas
  // requires that no wgmma operand is written between wgmma.fence and the wgmma, and inserts a
  // warpgroup.arrive of its own where one is (C7519), which serializes the kernel's wgmmas when it
  // falls in a branch (C7520). LLVM would otherwise sink the packing of A (the clamped Q of a ragged
  // block) or the rescale of the accumulator past the fence.
  SmallVector<Value> words;
  for (int64_t i = 0; i < depth / 16; ++i)
    for (int64_t r = 0; r < 4; ++r)
      words.push_back(pinRegister(b, loc, packPair(b, loc, lhs, mma::operandAFirst(i, r), /*asWord=*/true)));
  if (!fresh)
    for (Value &e : c)
      e = pinRegister(b, loc, e);
  if (acquire)
    takeTurn(b, loc);
  NVVM::WgmmaFenceAlignedOp::create(b, loc);
  for (int64_t i = 0; i < depth / 16; ++i) {
    int64_t offset = kMajor ? (16 * i / kSwizzleRow) * boxBytes + 32 * (i % 4) : i * 16 * kSwizzleRow * 2;
    Value descriptor = arith::AddIOp::create(b, loc, base, constant64(offset >> 4));
    bool accumulate = !fresh || i > 0;
    SmallVector<Value> operands(words.begin() + 4 * i, words.begin() + 4 * i + 4);
    operands.push_back(descriptor);
    operands.push_back(arith::ConstantIntOp::create(b, loc, i32, accumulate ? 1 : 0));
    if (accumulate)
      operands.append(c.begin(), c.end());
    Value d = inlinePtx(b, loc, resultType, operands, ptx, accumulate ? accumulating : overwriting);
    for (int64_t e = 0; e < regs; ++e)
      c[e] = LLVM::ExtractValueOp::create(b, loc, d, ArrayRef<int64_t>{e});
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  if (release)
    handTurnOn(b, loc);
  return c;
}

Value Distribution::lowerReduction(vector::MultiDimReductionOp reduction, OpBuilder &b) {
  Location loc = reduction.getLoc();
  int64_t cols = reduction.getSourceVectorType().getDimSize(1);
  Value source = get(reduction.getSource(), intern(tileLayout(cols)));
  int rows = intern(rowLayout());
  Value acc = get(reduction.getAcc(), rows);
  vector::CombiningKind kind = reduction.getKind();
  SmallVector<Value, 2> results;
  for (int64_t h = 0; h < 2; ++h) {
    // The lane's own columns of row g + 8h, then the three other lanes of its group (xor 1, xor 2).
    Value partial;
    for (int64_t j = 0; j < cols / 8; ++j)
      for (int64_t c = 0; c < 2; ++c) {
        Value element = vector::ExtractOp::create(b, loc, source, ArrayRef<int64_t>{mma::tileElement(j, h, c)});
        partial = partial ? vector::makeArithReduction(b, loc, kind, partial, element) : element;
      }
    for (int32_t offset : {1, 2}) {
      Value other = gpu::ShuffleOp::create(b, loc, partial, offset, kWarpSize, gpu::ShuffleMode::XOR).getShuffleResult();
      partial = vector::makeArithReduction(b, loc, kind, partial, other);
    }
    Value initial = vector::ExtractOp::create(b, loc, acc, ArrayRef<int64_t>{h});
    results.push_back(vector::makeArithReduction(b, loc, kind, partial, initial));
  }
  return vector::FromElementsOp::create(b, loc, laneType(rows, b.getF32Type()), results);
}

// Runs of elements that are consecutive in memory: same coordinates but +1 along the vector
// dimension that indexes the memref's unit-stride innermost dimension.
SmallVector<std::pair<size_t, size_t>> contiguousRuns(const Layout &layout, AffineMap map, MemRefType memref) {
  int inner = -1;
  if (memref.isLastDimUnitStride() && memref.getElementTypeBitWidth() >= 8)
    for (unsigned i = 0; i < map.getNumResults(); ++i)
      if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(i)); dim && dim.getPosition() == memref.getRank() - 1)
        inner = static_cast<int>(i);
  return mma::contiguousRuns(layout, inner);
}

// The memref dimensions a transfer may pass the end of (fold_padding at a ragged length): those its
// vector dimensions that are not in bounds index.
SmallVector<unsigned> edgeDimensions(AffineMap map, ArrayRef<bool> inBounds) {
  SmallVector<unsigned> dims;
  for (auto [v, in] : llvm::enumerate(inBounds))
    if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(v)); !in && dim)
      dims.push_back(dim.getPosition());
  return dims;
}

// Calls `access(first, count)` for each run of the layout's elements consecutive in memory; a run
// along an innermost dimension that may pass the end splits into single elements, each checked
// against the edge on its own.
template <typename Access>
void forEachRun(const Layout &layout, AffineMap map, MemRefType memref, ArrayRef<unsigned> edgeDims,
                Access &&access) {
  bool innerAtEdge = llvm::is_contained(edgeDims, memref.getRank() - 1);
  for (auto [first, count] : contiguousRuns(layout, map, memref)) {
    if (count > 1 && innerAtEdge) {
      for (size_t e = first; e < first + count; ++e)
        access(e, size_t{1});
      continue;
    }
    access(first, count);
  }
}

// barrier; the block copies every staged tile of `loop` into its buffer in 16-byte chunks, chunk
// c = thread + r·threads in round r (consecutive threads on consecutive bytes), the last round
// guarded where the chunks do not split evenly over the threads; barrier. The first barrier keeps
// a warp from overwriting a tile that another warp still reads from the previous iteration.
void Distribution::stageTiles(scf::ForOp loop, OpBuilder &b) {
  gpu::BarrierOp::create(b, loop.getLoc());
  copyTiles(loop, scalar(loop.getInductionVar()), Value(), b);
  fenceForWgmma(b, loop.getLoc());
  gpu::BarrierOp::create(b, loop.getLoc());
}

// wgmma reads shared memory through the async proxy: each thread's own writes of the tiles (plain
// stores, or cp.async once waited for) are ordered before it by a proxy fence, the other threads'
// by the barrier that follows. TMA writes through the async proxy itself: no fence.
void Distribution::fenceForWgmma(OpBuilder &b, Location loc) {
  if (wgmma && !tma)
    NVVM::FenceProxyOp::create(b, loc, NVVM::ProxyKindAttr::get(b.getContext(), NVVM::ProxyKind::async_shared),
                               NVVM::SharedSpaceAttr::get(b.getContext(), NVVM::SharedSpace::shared_cta));
}

// The block copies every staged tile of `loop` at key index `keyIndex` (the value the loop's
// induction variable has in the iteration that reads it) into its buffer: synchronous 16-byte
// loads and stores when `slot` is null, else `cp.async` (16 bytes, bypassing L1) into buffer slot
// `slot`. Chunk c = thread + r·threads in round r (consecutive threads on consecutive bytes), the
// last round guarded where the chunks do not split evenly over the threads.
void Distribution::copyTiles(scf::ForOp loop, Value keyIndex, Value slot, OpBuilder &b) {
  Location loc = loop.getLoc();
  int64_t threads = warps * kWarpSize;
  for (vector::TransferReadOp read : stagedByLoop.lookup(loop)) {
    VectorType type = read.getVectorType();
    Value buffer = staged.lookup(read).buffer;
    auto memref = cast<MemRefType>(read.getBase().getType());
    int64_t chunksPerRow = type.getDimSize(1) / 8, chunks = type.getDimSize(0) * chunksPerRow;
    VectorType chunk = VectorType::get({8}, type.getElementType());
    auto copyChunk = [&](OpBuilder &at, Value c) {
      Value row = arith::DivUIOp::create(at, loc, c, index(at, loc, chunksPerRow));
      Value col = arith::MulIOp::create(at, loc, arith::RemUIOp::create(at, loc, c, index(at, loc, chunksPerRow)),
                                        index(at, loc, 8));
      // Where the chunk goes in the buffer: the same place, or (wgmma) row `row` of the tile's
      // 64-column box col / 64, at chunk (col % 64 / 8) ^ (row % 8).
      Value toRow = row, toCol = col;
      if (wgmma) {
        Value box = arith::DivUIOp::create(at, loc, col, index(at, loc, kSwizzleRow));
        toRow = arith::AddIOp::create(at, loc, arith::MulIOp::create(at, loc, box, index(at, loc, type.getDimSize(0))),
                                      row);
        Value chunkInRow = arith::DivUIOp::create(
            at, loc, arith::RemUIOp::create(at, loc, col, index(at, loc, kSwizzleRow)), index(at, loc, 8));
        Value swizzled =
            arith::XOrIOp::create(at, loc, chunkInRow, arith::RemUIOp::create(at, loc, row, index(at, loc, 8)));
        toCol = arith::MulIOp::create(at, loc, swizzled, index(at, loc, 8));
      }
      SmallVector<Value> indices = llvm::map_to_vector(
          read.getIndices(), [&](Value i) { return i == loop.getInductionVar() ? keyIndex : scalar(i); });
      int64_t rank = memref.getRank();
      unsigned rowDim = staged.lookup(read).rowDim;
      indices[rowDim] = arith::AddIOp::create(at, loc, indices[rowDim], row);
      indices[rank - 1] = arith::AddIOp::create(at, loc, indices[rank - 1], col);
      // A row past the end of a ragged length: the copy reads row size - 1 (inside the buffer) and
      // fills zeros (cp.async with a source size of 0 bytes; a select on the synchronous path).
      Value inside = staged.lookup(read).edge ? clampToEdge(at, loc, scalar(read.getBase()), indices, {rowDim}) : Value();
      if (slot) {
        Value sourceElements =
            inside ? arith::SelectOp::create(at, loc, inside, index(at, loc, 8), index(at, loc, 0)).getResult() : Value();
        nvgpu::DeviceAsyncCopyOp::create(at, loc, nvgpu::DeviceAsyncTokenType::get(at.getContext()), buffer,
                                         ValueRange{slot, toRow, toCol}, scalar(read.getBase()), indices,
                                         at.getIndexAttr(8), sourceElements, at.getUnitAttr());
        return;
      }
      Value data = vector::LoadOp::create(at, loc, chunk, scalar(read.getBase()), indices, /*nontemporal=*/false,
                                          llvm::MaybeAlign(16));
      if (inside)
        data = arith::SelectOp::create(
            at, loc, inside, data,
            arith::ConstantOp::create(at, loc, DenseElementsAttr::get(chunk, at.getZeroAttr(chunk.getElementType()))));
      vector::StoreOp::create(at, loc, data, buffer, ValueRange{toRow, toCol}, /*nontemporal=*/false,
                              llvm::MaybeAlign(16));
    };
    for (int64_t first = 0; first < chunks; first += threads) {
      Value c = arith::AddIOp::create(b, loc, threadId, index(b, loc, first));
      if (first + threads <= chunks) {
        copyChunk(b, c);
        continue;
      }
      Value inTile = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, c, index(b, loc, chunks));
      auto guarded = scf::IfOp::create(b, loc, TypeRange{}, inTile, /*withElseRegion=*/false);
      OpBuilder then = guarded.getThenBodyBuilder();
      copyChunk(then, c);
    }
  }
}

// stages > 1, before the key loop: a barrier (no warp still reads a slot from an earlier run of the
// loop), then the copies of the first stages - 1 tiles into slots 0 .. stages - 2, one commit group
// each (committed also when the tile is past the loop's end, so every thread counts the same groups).
void Distribution::startPipeline(scf::ForOp loop, OpBuilder &before) {
  Location loc = loop.getLoc();
  gpu::BarrierOp::create(before, loc);
  Value lower = scalar(loop.getLowerBound()), upper = scalar(loop.getUpperBound()), step = scalar(loop.getStep());
  auto token = nvgpu::DeviceAsyncTokenType::get(loop.getContext());
  if (tma) {
    // One mbarrier per stage, expecting one arrival (the leader's expect_tx) and the tiles' bytes;
    // the initialization is fenced and seen by every thread before any copy completes on it.
    auto workgroup = gpu::AddressSpaceAttr::get(loop.getContext(), gpu::AddressSpace::Workgroup);
    Value group = nvgpu::MBarrierCreateOp::create(
        before, loc, nvgpu::MBarrierGroupType::get(loop.getContext(), workgroup, static_cast<unsigned>(stages)));
    barriers[loop] = group;
    Value leader = arith::CmpIOp::create(before, loc, arith::CmpIPredicate::eq, threadId, index(before, loc, 0));
    for (int64_t s = 0; s < stages; ++s)
      nvgpu::MBarrierInitOp::create(before, loc, group, index(before, loc, 1), index(before, loc, s), leader);
    NVVM::FenceMbarrierInitOp::create(before, loc);
    gpu::BarrierOp::create(before, loc);
  }
  Value group;
  for (int64_t s = 0; s + 1 < stages; ++s) {
    Value key = s == 0 ? lower
                       : arith::AddIOp::create(before, loc, lower,
                                               arith::MulIOp::create(before, loc, step, index(before, loc, s)))
                             .getResult();
    Value inLoop = arith::CmpIOp::create(before, loc, arith::CmpIPredicate::slt, key, upper);
    auto guarded = scf::IfOp::create(before, loc, TypeRange{}, inLoop, /*withElseRegion=*/false);
    OpBuilder then = guarded.getThenBodyBuilder();
    if (tma) {
      loadTilesByTma(loop, key, index(then, loc, s), leaderOf(then, loc), then);
      continue;
    }
    copyTiles(loop, key, index(then, loc, s), then);
    group = nvgpu::DeviceAsyncCreateGroupOp::create(before, loc, token, ValueRange{});
  }
  lastGroup[loop] = group;
}

// stages > 1, at the top of each iteration i (slot i % stages): wait until at most stages - 2 groups
// are pending (tile i has arrived: this thread's part), one barrier (every thread's part has, and no
// warp still reads the slot of iteration i - 1, which tile i + stages - 1 reuses), then that tile's
// copies into its slot and a commit. One barrier per tile; the copies run while the tile computes.
void Distribution::advancePipeline(scf::ForOp loop, scf::ForOp rebuilt, OpBuilder &inner) {
  Location loc = loop.getLoc();
  Value lower = rebuilt.getLowerBound(), upper = rebuilt.getUpperBound(), step = rebuilt.getStep();
  Value iv = rebuilt.getInductionVar();
  Value iteration, slot;
  if (warpSpecialize) {
    // Tile number n of the ring (counted over the key loops) is in slot n % stages and completes
    // phase n / stages of the slot's full barrier; the producer issued it.
    Value tile = tileCount(inner, loc, loop, iv);
    slot = ringSlot(inner, loc, tile);
    waitForPhase(inner, loc, fullBarriers, tile, slot);
    slotOf[loop] = slot;
    stagedLoopsDone.insert(loop);
    return;
  }
  auto iterationAndSlot = [&] {
    iteration = arith::DivUIOp::create(inner, loc, arith::SubIOp::create(inner, loc, iv, lower), step);
    slot = ringSlot(inner, loc, iteration);
  };
  if (tma) {
    // Tile i completes phase i / stages of its slot's mbarrier: wait for that phase's parity.
    iterationAndSlot();
    waitForPhase(inner, loc, barriers.lookup(loop), iteration, slot);
    gpu::BarrierOp::create(inner, loc);
  } else {
    nvgpu::DeviceAsyncWaitOp::create(inner, loc, lastGroup.lookup(loop), inner.getI32IntegerAttr(stages - 2));
    fenceForWgmma(inner, loc);
    gpu::BarrierOp::create(inner, loc);
    iterationAndSlot();
  }
  Value ahead = arith::AddIOp::create(inner, loc, iv, arith::MulIOp::create(inner, loc, step, index(inner, loc, stages - 1)));
  Value aheadSlot = arith::RemUIOp::create(
      inner, loc, arith::AddIOp::create(inner, loc, iteration, index(inner, loc, stages - 1)), index(inner, loc, stages));
  Value inLoop = arith::CmpIOp::create(inner, loc, arith::CmpIPredicate::slt, ahead, upper);
  auto guarded = scf::IfOp::create(inner, loc, TypeRange{}, inLoop, /*withElseRegion=*/false);
  OpBuilder then = guarded.getThenBodyBuilder();
  if (tma) {
    loadTilesByTma(loop, ahead, aheadSlot, leaderOf(then, loc), then);
  } else {
    copyTiles(loop, ahead, aheadSlot, then);
    nvgpu::DeviceAsyncCreateGroupOp::create(inner, loc, nvgpu::DeviceAsyncTokenType::get(loop.getContext()),
                                            ValueRange{});
  }
  slotOf[loop] = slot;
  stagedLoopsDone.insert(loop);
}

// The TMA descriptor of the global memref a staged tile is read from, made once on the host (before
// the outermost loop): the memref as unranked, a box of the tile's rows by 64 columns (1 along
// every other dimension), 128-byte swizzle (the layout wgmma reads), rows past the end filled
// with zeros.
Value Distribution::tensorMapFor(vector::TransferReadOp read) {
  Value base = read.getBase();
  if (Value map = tensorMaps.lookup(base))
    return map;
  OpBuilder host(outermostLoop());
  Location loc = read.getLoc();
  auto memref = cast<MemRefType>(base.getType());
  const Staged &tile = staged.find(read)->second;
  SmallVector<int64_t> box(memref.getRank(), 1);
  box[tile.rowDim] = read.getVectorType().getDimSize(0);
  box.back() = kSwizzleRow;
  Value unranked = memref::CastOp::create(host, loc, UnrankedMemRefType::get(memref.getElementType(), Attribute()), base);
  SmallVector<Value> boxSizes = llvm::map_to_vector(box, [&](int64_t n) -> Value { return index(host, loc, n); });
  auto boxType = MemRefType::get(box, memref.getElementType(), MemRefLayoutAttrInterface(),
                                 host.getI64IntegerAttr(static_cast<int64_t>(NVVM::NVVMMemorySpace::Shared)));
  auto mapType = nvgpu::TensorMapDescriptorType::get(
      read.getContext(), boxType, nvgpu::TensorMapSwizzleKind::SWIZZLE_128B, nvgpu::TensorMapL2PromoKind::L2PROMO_NONE,
      nvgpu::TensorMapOOBKind::OOB_ZERO, nvgpu::TensorMapInterleaveKind::INTERLEAVE_NONE);
  Value map = nvgpu::TmaCreateDescriptorOp::create(host, loc, mapType, unranked, boxSizes);
  tensorMaps[base] = map;
  return map;
}

// The thread that issues copies (`leader`: the block's thread 0, or the producer warp's lane 0)
// starts the copies of every staged tile of `loop` at key index `keyIndex` into buffer slot `slot` by TMA: one bulk tensor copy per 64-column box, at the tile's
// coordinates (innermost first, as PTX takes them), completing on the slot's mbarrier, which it
// first tells to expect all their bytes.
void Distribution::loadTilesByTma(scf::ForOp loop, Value keyIndex, Value slot, Value leader, OpBuilder &b) {
  Location loc = loop.getLoc();
  Value group = barriers.lookup(loop);
  OpBuilder then = scf::IfOp::create(b, loc, TypeRange{}, leader, /*withElseRegion=*/false).getThenBodyBuilder();
  int64_t bytes = 0;
  for (vector::TransferReadOp read : stagedByLoop.lookup(loop))
    bytes += read.getVectorType().getNumElements() * read.getVectorType().getElementTypeBitWidth() / 8;
  nvgpu::MBarrierArriveExpectTxOp::create(then, loc, group, index(then, loc, bytes), slot, Value());
  for (vector::TransferReadOp read : stagedByLoop.lookup(loop)) {
    const Staged &tile = staged.find(read)->second;
    VectorType type = read.getVectorType();
    int64_t rows = type.getDimSize(0), rank = cast<MemRefType>(read.getBase().getType()).getRank();
    Value map = tensorMapFor(read);
    auto bufferType = cast<MemRefType>(tile.buffer.getType());
    auto boxShape = cast<nvgpu::TensorMapDescriptorType>(map.getType()).getTensor().getShape();
    SmallVector<Value> memrefIndices = llvm::map_to_vector(
        read.getIndices(), [&](Value i) { return i == loop.getInductionVar() ? keyIndex : scalar(i); });
    for (int64_t box = 0; box < type.getDimSize(1) / kSwizzleRow; ++box) {
      // The box's rows of the slot, as the box's shape (unit dimensions around the rows).
      SmallVector<OpFoldResult> offsets{slot, then.getIndexAttr(box * rows), then.getIndexAttr(0)};
      SmallVector<OpFoldResult> sizes{then.getIndexAttr(1), then.getIndexAttr(rows), then.getIndexAttr(kSwizzleRow)};
      SmallVector<OpFoldResult> strides(3, then.getIndexAttr(1));
      auto viewType = cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
          {rows, kSwizzleRow}, bufferType, offsets, sizes, strides));
      Value view = memref::SubViewOp::create(then, loc, viewType, tile.buffer, offsets, sizes, strides);
      SmallVector<ReassociationIndices> groups{llvm::to_vector(llvm::seq<int64_t>(0, rank - 1)), {rank - 1}};
      Value destination = memref::ExpandShapeOp::create(then, loc, boxShape, view, groups);
      SmallVector<Value> coordinates;
      for (int64_t d = rank - 1; d >= 0; --d) {
        Value at = memrefIndices[d];
        if (d == rank - 1 && box > 0)
          at = arith::AddIOp::create(then, loc, at, index(then, loc, box * kSwizzleRow));
        coordinates.push_back(at);
      }
      nvgpu::TmaAsyncLoadOp::create(then, loc, destination, group, map, coordinates, slot, Value(), Value());
    }
  }
}

// Warp specialization, at the start of the warp loop's body: the scalar code both roles need moves
// ahead (planWarpSpecialization), thread 0 initializes a full barrier (one arrival: the producer's
// expect_tx, plus the tiles' bytes) and an empty barrier (one arrival per consumer warp) per slot,
// the whole block passes one barrier, and the body splits: the warp after the consumers' (one more
// iteration of the warp loop, so map_to_gpu's block has 32 more threads) runs the producer, the
// others everything that follows (moved into the else branch once rewritten).
void Distribution::specializeWarps(OpBuilder &b) {
  Location loc = forall.getLoc();
  Block &body = *forall.getBody();
  for (Operation *op : producerSlice) {
    if (&*b.getInsertionPoint() == op) {
      b.setInsertionPointAfter(op);
      continue;
    }
    op->moveBefore(&body, b.getInsertionPoint());
  }
  MLIRContext *context = forall.getContext();
  auto workgroup = gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup);
  auto groupType = nvgpu::MBarrierGroupType::get(context, workgroup, static_cast<unsigned>(stages));
  fullBarriers = nvgpu::MBarrierCreateOp::create(b, loc, groupType);
  emptyBarriers = nvgpu::MBarrierCreateOp::create(b, loc, groupType);
  Value leader = leaderOf(b, loc);
  for (int64_t s = 0; s < stages; ++s) {
    nvgpu::MBarrierInitOp::create(b, loc, fullBarriers, index(b, loc, 1), index(b, loc, s), leader);
    nvgpu::MBarrierInitOp::create(b, loc, emptyBarriers, index(b, loc, warps), index(b, loc, s), leader);
  }
  NVVM::FenceMbarrierInitOp::create(b, loc);
  gpu::BarrierOp::create(b, loc);
  // Each key loop's first tile number: the trip counts of the loops before it.
  Value first = index(b, loc, 0);
  for (scf::ForOp loop : keyLoops) {
    barriers[loop] = fullBarriers;
    firstTile[loop] = first;
    if (loop == keyLoops.back())
      break;
    Value span = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, loop.getUpperBound(), loop.getLowerBound()), index(b, loc, 0));
    Value trips = arith::CeilDivUIOp::create(b, loc, span, loop.getStep());
    first = arith::AddIOp::create(b, loc, first, trips);
  }
  Value producer = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, threadId, index(b, loc, warps * kWarpSize));
  int64_t groups = warps / 4;
  if (pingpong) {
    // Warpgroup g's turn is named barrier 1 + g (0 is the block's); the next warpgroup's is
    // 1 + (g + 1) % groups.
    Value group = arith::DivUIOp::create(b, loc, threadId, index(b, loc, 4 * kWarpSize));
    Value next = arith::RemUIOp::create(b, loc, arith::AddIOp::create(b, loc, group, index(b, loc, 1)),
                                        index(b, loc, groups));
    auto barrierId = [&](Value g) -> Value {
      return arith::IndexCastUIOp::create(b, loc, b.getI32Type(),
                                          arith::AddIOp::create(b, loc, g, index(b, loc, 1)));
    };
    ownTurn = barrierId(group);
    nextTurn = barrierId(next);
  }
  roles = scf::IfOp::create(b, loc, TypeRange{}, producer, /*withElseRegion=*/true);
  OpBuilder then = roles.getThenBodyBuilder();
  if (consumerRegisters) {
    // The producer warpgroup gives registers back (the consumers take them below); its first warp
    // issues the copies, the other three have nothing to do.
    NVVM::SetMaxRegisterOp::create(then, loc, producerRegisters(), NVVM::SetMaxRegisterAction::decrease);
    Value issuer = arith::CmpIOp::create(then, loc, arith::CmpIPredicate::ult, threadId,
                                         index(then, loc, (warps + 1) * kWarpSize));
    then = scf::IfOp::create(then, loc, TypeRange{}, issuer, /*withElseRegion=*/false).getThenBodyBuilder();
    OpBuilder consumers(roles.elseBlock()->getTerminator());
    NVVM::SetMaxRegisterOp::create(consumers, loc, static_cast<int32_t>(consumerRegisters),
                                   NVVM::SetMaxRegisterAction::increase);
  }
  buildProducer(then);
  if (pingpong) {
    // The last warpgroup hands the first turn to warpgroup 0.
    OpBuilder consumers(roles.elseBlock()->getTerminator());
    Value last = arith::CmpIOp::create(consumers, loc, arith::CmpIPredicate::eq, ownTurn,
                                       arith::ConstantIntOp::create(consumers, loc, consumers.getI32Type(), groups));
    OpBuilder start = scf::IfOp::create(consumers, loc, TypeRange{}, last, /*withElseRegion=*/false).getThenBodyBuilder();
    handTurnOn(start, loc);
  }
  b.setInsertionPointAfter(roles);
  int64_t lower = forall.getStaticLowerBound()[0], step = forall.getStaticStep()[0];
  forall.setStaticUpperBound({lower + (warps + producerWarps()) * step});
}

// The producer warp: each key loop again, without its computation; tile n waits until the consumers
// have released its slot's previous tile (n - stages, phase n / stages - 1 of the empty barrier),
// then lane 0 issues its TMA copies onto the slot's full barrier.
void Distribution::buildProducer(OpBuilder &b) {
  Location loc = forall.getLoc();
  Value lane0 = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, laneId, index(b, loc, 0));
  for (scf::ForOp loop : keyLoops) {
    auto copies = scf::ForOp::create(b, loop.getLoc(), loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    OpBuilder inner = OpBuilder::atBlockTerminator(copies.getBody());
    Value tile = tileCount(inner, loc, loop, copies.getInductionVar());
    Value slot = ringSlot(inner, loc, tile);
    Value refill = arith::CmpIOp::create(inner, loc, arith::CmpIPredicate::uge, tile, index(inner, loc, stages));
    OpBuilder wait = scf::IfOp::create(inner, loc, TypeRange{}, refill, /*withElseRegion=*/false).getThenBodyBuilder();
    waitForPhase(wait, loc, emptyBarriers, tile, slot, /*previous=*/true);
    loadTilesByTma(loop, copies.getInductionVar(), slot, lane0, inner);
  }
}

// overlap: the product `loop` issues ahead, for ring tile `tile` at key index `key`. Where the tile
// exists (`key` < `upper`) it waits for the tile's full barrier and issues the product on its slot;
// where it does not, the product reads `fallback` (a slot this warpgroup still holds; the result is
// not used) or, without one (before the loop: the loop does not run), nothing is issued and the
// result is poison. Returns the accumulator's registers as the lane's vector, in flight.
Value Distribution::issueAhead(scf::ForOp loop, Value tile, Value key, Value upper, Value fallback, OpBuilder &b) {
  Location loc = loop.getLoc();
  vector::ContractionOp contract = ahead.lookup(loop);
  ContractDims dims = contractDims(contract);
  vector::TransferReadOp tileRead = keyLoopTile(contract, dims.rhsK)->first;
  VectorType type = laneType(intern(tileLayout(dims.cols)), b.getF32Type());
  Value exists = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, key, upper);
  Value slot = ringSlot(b, loc, tile);
  if (!fallback) {
    auto branch = scf::IfOp::create(b, loc, TypeRange{type}, exists, /*withElseRegion=*/true);
    OpBuilder then = branch.getThenBodyBuilder();
    waitForPhase(then, loc, fullBarriers, tile, slot);
    SmallVector<Value> c = issueWgmma(contract, tileRead, slot, then);
    scf::YieldOp::create(then, loc, ValueRange{vector::FromElementsOp::create(then, loc, type, c)});
    OpBuilder otherwise = branch.getElseBodyBuilder();
    scf::YieldOp::create(otherwise, loc, ValueRange{ub::PoisonOp::create(otherwise, loc, type)});
    return branch.getResult(0);
  }
  OpBuilder wait = scf::IfOp::create(b, loc, TypeRange{}, exists, /*withElseRegion=*/false).getThenBodyBuilder();
  waitForPhase(wait, loc, fullBarriers, tile, slot);
  Value from = arith::SelectOp::create(b, loc, exists, slot, fallback);
  return vector::FromElementsOp::create(b, loc, type, issueWgmma(contract, tileRead, from, b));
}

// The ring's tile number of key loop `loop`'s iteration at `iv`: the loop's first tile number plus
// the iteration's index.
Value Distribution::tileCount(OpBuilder &b, Location loc, scf::ForOp loop, Value iv) {
  Value iteration = arith::DivUIOp::create(b, loc, arith::SubIOp::create(b, loc, iv, loop.getLowerBound()),
                                           loop.getStep());
  return arith::AddIOp::create(b, loc, firstTile.lookup(loop), iteration);
}

// The value of `form` for address lane `lane`, with lane % 8 (`lane8`) and lane / 8 (`quarter`).
Value Distribution::laneFormValue(OpBuilder &b, Location loc, const mma::LaneForm &form, Value lane, Value lane8,
                                  Value quarter) {
  if (form.term == mma::LaneTerm::None)
    return index(b, loc, form.offset);
  Value offset = index(b, loc, form.offset);
  Value term = form.term == mma::LaneTerm::Lane ? lane : form.term == mma::LaneTerm::LaneMod8 ? lane8 : quarter;
  if (form.scale != 1)
    term = arith::MulIOp::create(b, loc, term, index(b, loc, form.scale));
  return arith::AddIOp::create(b, loc, term, offset);
}

// A staged K/V tile as B operands: along k, ldmatrix.x4 gives a lane the registers of two 16-deep
// B fragments (four 8x8 blocks), .x2 of one and .x1 of the 8-deep block of an m16n8k8, in the
// order of the B layout (addresses from mma::ldmatrixAddress, loads from mma::ldmatrixLoads).
Value Distribution::lowerStagedRead(vector::TransferReadOp read, const Layout &layout, OpBuilder &b) {
  Location loc = read.getLoc();
  auto loop = cast<scf::ForOp>(read->getParentOp());
  stageOnce(loop, b);
  Staged tile = staged.lookup(read);
  VectorType type = read.getVectorType();
  unsigned nDim = 1 - tile.kDim;
  int64_t nBlocks = type.getDimSize(nDim) / 8, depth = type.getDimSize(tile.kDim);
  Type element = type.getElementType();
  Value lane8 = arith::RemUIOp::create(b, loc, laneId, index(b, loc, 8));
  // The address lane of each load width (mma::LdmatrixLoad::addressLane) and its lane / 8.
  DenseMap<int64_t, std::pair<Value, Value>> addressLanes;
  auto addressLane = [&](int64_t matrices) {
    auto [it, inserted] = addressLanes.try_emplace(matrices);
    if (inserted) {
      Value lane = matrices == 4 ? laneId : arith::RemUIOp::create(b, loc, laneId, index(b, loc, 8 * matrices));
      it->second = {lane, arith::DivUIOp::create(b, loc, lane, index(b, loc, 8))};
    }
    return it->second;
  };
  SmallVector<Value> elements;
  for (int64_t j = 0; j < nBlocks; ++j)
    for (mma::LdmatrixLoad load : mma::ldmatrixLoads(depth)) {
      mma::LdmatrixAddress address = mma::ldmatrixAddress(tile.kDim, j, load.firstEighth);
      auto [lane, quarter] = addressLane(load.matrices);
      Value row = laneFormValue(b, loc, address.row, lane, lane8, quarter);
      Value col = laneFormValue(b, loc, address.col, lane, lane8, quarter);
      SmallVector<Value, 3> at{row, col};
      if (Value slot = slotOf.lookup(loop))
        at.insert(at.begin(), slot);
      Value blocks = nvgpu::LdMatrixOp::create(b, loc, VectorType::get({load.matrices, 2}, element), tile.buffer,
                                               at, address.transpose, load.matrices);
      Value flat = vector::ShapeCastOp::create(b, loc, VectorType::get({2 * load.matrices}, element), blocks);
      for (int64_t e = 0; e < 2 * load.matrices; ++e)
        elements.push_back(vector::ExtractOp::create(b, loc, flat, ArrayRef<int64_t>{e}));
    }
  assert(static_cast<int64_t>(elements.size()) == static_cast<int64_t>(layout.points.size()));
  return vector::FromElementsOp::create(b, loc, VectorType::get({static_cast<int64_t>(elements.size())}, element),
                                        elements);
}

// The memref indices of the lane's element at `point` of a transfer at `base` with `map`.
SmallVector<Value> Distribution::elementIndices(OpBuilder &b, Location loc, ValueRange base, AffineMap map,
                                                const Point &point) {
  SmallVector<Value> indices = llvm::map_to_vector(base, [&](Value i) { return scalar(i); });
  for (unsigned v = 0; v < map.getNumResults(); ++v)
    if (auto dim = dyn_cast<AffineDimExpr>(map.getResult(v)))
      indices[dim.getPosition()] = arith::AddIOp::create(b, loc, indices[dim.getPosition()], coordValue(b, loc, point[v]));
  return indices;
}

// A read that may pass the end of some dimensions (fold_padding at a ragged length) loads each run
// of the lane's elements at indices clamped into the memref and selects the padding where the run
// is past the end; a run along such a dimension (the key bias along the keys) splits into elements.
Value Distribution::lowerRead(vector::TransferReadOp read, const Layout &layout, OpBuilder &b) {
  Location loc = read.getLoc();
  auto memref = cast<MemRefType>(read.getBase().getType());
  AffineMap map = read.getPermutationMap();
  Value base = scalar(read.getBase());
  unsigned inner = memref.getRank() - 1;
  SmallVector<unsigned> edgeDims = edgeDimensions(map, read.getInBoundsValues());
  Value padding = scalar(read.getPadding());
  SmallVector<Value> elements;
  auto load = [&](size_t first, size_t count) {
    SmallVector<Value> indices = elementIndices(b, loc, read.getIndices(), map, layout.points[first]);
    Value inside = edgeDims.empty() ? Value() : clampToEdge(b, loc, base, indices, edgeDims, inner, count);
    if (count == 1) {
      Value element = memref::LoadOp::create(b, loc, base, indices);
      elements.push_back(inside ? arith::SelectOp::create(b, loc, inside, element, padding).getResult() : element);
      return;
    }
    VectorType runType = VectorType::get({static_cast<int64_t>(count)}, memref.getElementType());
    Value run = vector::LoadOp::create(b, loc, runType, base, indices);
    if (inside)
      run = arith::SelectOp::create(b, loc, inside, run, vector::BroadcastOp::create(b, loc, runType, padding));
    for (size_t e = 0; e < count; ++e)
      elements.push_back(vector::ExtractOp::create(b, loc, run, ArrayRef<int64_t>{static_cast<int64_t>(e)}));
  };
  forEachRun(layout, map, memref, edgeDims, load);
  return vector::FromElementsOp::create(
      b, loc, VectorType::get({static_cast<int64_t>(elements.size())}, memref.getElementType()), elements);
}

void Distribution::lowerWrite(vector::TransferWriteOp write, OpBuilder &b) {
  Location loc = write.getLoc();
  auto memref = cast<MemRefType>(write.getBase().getType());
  AffineMap map = write.getPermutationMap();
  int layout = intern(*canonicalLayout(write.getVectorType()));
  const Layout &l = layouts[layout];
  Value value = get(write.getVector(), layout), base = scalar(write.getBase());
  // A write that may pass the end (fold_padding's output at a ragged length, into a tile cut short)
  // stores a run only where it lies inside.
  unsigned inner = memref.getRank() - 1;
  SmallVector<unsigned> edgeDims = edgeDimensions(map, write.getInBoundsValues());
  auto store = [&](size_t first, size_t count) {
    SmallVector<Value> indices = elementIndices(b, loc, write.getIndices(), map, l.points[first]);
    SmallVector<Value> elements;
    for (size_t e = first; e < first + count; ++e)
      elements.push_back(vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{static_cast<int64_t>(e)}));
    Value run = count == 1 ? elements[0]
                           : vector::FromElementsOp::create(
                                 b, loc, VectorType::get({static_cast<int64_t>(count)}, memref.getElementType()),
                                 elements)
                                 .getResult();
    OpBuilder at = b;
    if (!edgeDims.empty()) {
      Value inside = clampToEdge(b, loc, base, indices, edgeDims, inner, count, /*clamp=*/false);
      at = scf::IfOp::create(b, loc, TypeRange{}, inside, /*withElseRegion=*/false).getThenBodyBuilder();
    }
    if (count == 1)
      memref::StoreOp::create(at, loc, run, base, indices);
    else
      vector::StoreOp::create(at, loc, run, base, indices);
  };
  forEachRun(l, map, memref, edgeDims, store);
}

} // namespace

std::optional<Refusal> distributeToMmaSync(RewriterBase &rewriter, scf::ForallOp forall,
                                           const MmaSyncOptions &options) {
  Distribution distribution(forall, options);
  if (std::optional<Refusal> refusal = distribution.analyze())
    return refusal;
  distribution.rewrite(rewriter);
  return std::nullopt;
}

namespace {

// What both transform ops check of their options before the rewrite.
std::optional<Refusal> checkOptions(mlir::scf::ForallOp forall, const MmaSyncOptions &options) {
  if (options.stages < 1 || options.stages > 4)
    return Refusal{forall.getLoc(), "stages = " + std::to_string(options.stages),
                   "the number of K/V tiles in flight is 1 (synchronous copies) to 4"};
  if (options.stages > 1 && !options.sharedMemory)
    return Refusal{forall.getLoc(), "stages = " + std::to_string(options.stages) + " without shared_memory",
                   "stages pipeline the copies of K/V tiles into shared memory: set shared_memory"};
  if (options.sharedMemoryBytes < 1024 || options.sharedMemoryBytes > kMaxSharedMemoryBytes)
    return Refusal{forall.getLoc(), "shared_memory_bytes = " + std::to_string(options.sharedMemoryBytes),
                   "a block's shared memory budget is 1024 to " + std::to_string(kMaxSharedMemoryBytes) +
                       " bytes (sm_90's opt-in limit)"};
  if (options.warpSpecialize && !(options.wgmma && options.tma))
    return Refusal{forall.getLoc(), "warp_specialize without tma",
                   "the producer warp issues TMA copies: set tma (and 2 stages or more)"};
  if (options.consumerRegisters && !options.warpSpecialize)
    return Refusal{forall.getLoc(), "consumer_registers without warp_specialize",
                   "setmaxnreg moves registers from the producer warpgroup to the consumers: set warp_specialize"};
  if (options.consumerRegisters && (options.consumerRegisters < 24 || options.consumerRegisters > 256 ||
                                    options.consumerRegisters % 8 != 0))
    return Refusal{forall.getLoc(), "consumer_registers = " + std::to_string(options.consumerRegisters),
                   "setmaxnreg takes a multiple of 8 from 24 to 256"};
  if (options.overlap && !options.warpSpecialize)
    return Refusal{forall.getLoc(), "overlap without warp_specialize",
                   "Q·Kᵀ is issued a tile ahead into the producer's ring: set warp_specialize"};
  if (options.overlap && options.pingpong)
    return Refusal{forall.getLoc(), "overlap with pingpong",
                   "the two do not combine yet: turns would have to cover the product issued ahead"};
  if (options.intraOverlap && !options.warpSpecialize)
    return Refusal{forall.getLoc(), "intra_warpgroup_overlap without warp_specialize",
                   "P·V is issued an iteration late, on a slot the producer's ring keeps: set warp_specialize"};
  if (options.intraOverlap && options.overlap)
    return Refusal{forall.getLoc(), "intra_warpgroup_overlap with overlap",
                   "each overlaps the softmax with a different product: set one of them"};
  if (options.pingpong && !options.warpSpecialize)
    return Refusal{forall.getLoc(), "pingpong without warp_specialize",
                   "the consumer warpgroups take turns while a producer warp copies: set warp_specialize"};
  return std::nullopt;
}

template <typename TransformOp>
mlir::DiagnosedSilenceableFailure applyDistribution(TransformOp op, mlir::transform::TransformRewriter &rewriter,
                                                    mlir::Operation *target,
                                                    mlir::transform::ApplyToEachResultList &results,
                                                    const MmaSyncOptions &options) {
  auto forall = mlir::dyn_cast<mlir::scf::ForallOp>(target);
  if (!forall)
    return refused(op, wrongTarget(target, "an scf.forall", "the warp's program is one iteration of an scf.forall"));
  if (std::optional<Refusal> refusal = checkOptions(forall, options))
    return refused(op, *refusal);
  if (std::optional<Refusal> refusal = distributeToMmaSync(rewriter, forall, options))
    return refused(op, *refusal);
  results.push_back(forall);
  return mlir::DiagnosedSilenceableFailure::success();
}

} // namespace

// The transform ops: unpack their attributes and call the rewrite above.
mlir::DiagnosedSilenceableFailure DistributeToMmaSyncOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                    mlir::Operation *target,
                                                                    mlir::transform::ApplyToEachResultList &results,
                                                                    mlir::transform::TransformState &) {
  MmaSyncOptions options{getSharedMemory(), static_cast<int64_t>(getStages()), getShrinkStages(),
                         static_cast<int64_t>(getSharedMemoryBytes())};
  return applyDistribution(*this, rewriter, target, results, options);
}

mlir::DiagnosedSilenceableFailure DistributeToWgmmaOp::applyToOne(mlir::transform::TransformRewriter &rewriter,
                                                                  mlir::Operation *target,
                                                                  mlir::transform::ApplyToEachResultList &results,
                                                                  mlir::transform::TransformState &) {
  MmaSyncOptions options{/*sharedMemory=*/true, static_cast<int64_t>(getStages()), getShrinkStages(),
                         static_cast<int64_t>(getSharedMemoryBytes()), /*wgmma=*/true, getTma(), getWarpSpecialize(),
                         getPingpong(), getOverlap(), getIntraWarpgroupOverlap(),
                         static_cast<int64_t>(getConsumerRegisters())};
  return applyDistribution(*this, rewriter, target, results, options);
}

} // namespace lantern::transforms
