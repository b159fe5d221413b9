// The mma.sync m16n8k16 layouts of transforms/mma_sync_layout.h against the PTX ISA's tables
// ("Matrix Fragments for mma.m16n8k16 with floating point type", "Warp-level matrix load
// instruction: ldmatrix"), written out here from the ISA, independently of the code under test.
#include "transforms/mma_sync_layout.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <utility>

using namespace lantern::transforms::mma;

namespace {

using Element = std::pair<int64_t, int64_t>; // (row, column) of a 2-D tile

Element elementAt(const Layout &layout, size_t position, int64_t lane) {
  const Point &p = layout.points[position];
  return {p[0].at(lane), p[1].at(lane)};
}

int64_t groupOf(int64_t lane) { return lane / 4; }
int64_t threadInGroup(int64_t lane) { return lane % 4; }

// PTX: a_i (i < 8) of a 16x16 A fragment: row groupID (+8 for a2, a3, a6, a7), column
// threadID_in_group·2 + (i & 1) (+8 for i >= 4).
Element ptxA(int64_t lane, int64_t i) {
  int64_t row = groupOf(lane) + ((i % 4) >= 2 ? 8 : 0);
  int64_t col = threadInGroup(lane) * 2 + (i & 1) + (i >= 4 ? 8 : 0);
  return {row, col};
}

// PTX: b_i (i < 4) of a 16x8 B fragment: row (k) threadID_in_group·2 + (i & 1) (+8 for i >= 2),
// column (n) groupID.
Element ptxB(int64_t lane, int64_t i) {
  return {threadInGroup(lane) * 2 + (i & 1) + (i >= 2 ? 8 : 0), groupOf(lane)};
}

// PTX m16n8k8 (.bf16/.f16): a_i (i < 4) of a 16x8 A fragment: row groupID (+8 for a2, a3), column
// threadID_in_group·2 + (i & 1); b_i (i < 2) of an 8x8 B fragment: row (k) threadID_in_group·2 +
// i, column (n) groupID.
Element ptxA8(int64_t lane, int64_t i) { return {groupOf(lane) + (i >= 2 ? 8 : 0), threadInGroup(lane) * 2 + (i & 1)}; }
Element ptxB8(int64_t lane, int64_t i) { return {threadInGroup(lane) * 2 + i, groupOf(lane)}; }

// PTX: c_i (i < 4) of a 16x8 C fragment: row groupID (+8 for c2, c3), column
// threadID_in_group·2 + (i & 1).
Element ptxC(int64_t lane, int64_t i) { return {groupOf(lane) + (i >= 2 ? 8 : 0), threadInGroup(lane) * 2 + (i & 1)}; }

// How many (lane, position) pairs hold each element of a 2-D layout.
std::map<Element, int> holders(const Layout &layout) {
  std::map<Element, int> count;
  for (int64_t lane = 0; lane < kWarpSize; ++lane)
    for (size_t e = 0; e < layout.points.size(); ++e)
      ++count[elementAt(layout, e, lane)];
  return count;
}

void expectEachElementOnce(const Layout &layout) {
  std::map<Element, int> count = holders(layout);
  EXPECT_EQ(static_cast<int64_t>(count.size()), layout.shape[0] * layout.shape[1]);
  for (const auto &[element, n] : count) {
    EXPECT_EQ(n, 1) << "(" << element.first << ", " << element.second << ")";
    EXPECT_GE(element.first, 0);
    EXPECT_LT(element.first, layout.shape[0]);
    EXPECT_GE(element.second, 0);
    EXPECT_LT(element.second, layout.shape[1]);
  }
}

TEST(MmaSyncLayout, EveryElementOfATileIsHeldByExactlyOneLaneAndPosition) {
  expectEachElementOnce(tileLayout(16));
  expectEachElementOnce(tileLayout(8));
  expectEachElementOnce(tileLayout(64));
  expectEachElementOnce(tileLayout(32, /*rowDim=*/1));
  expectEachElementOnce(operandBLayout({8, 16}, 0, 1));
  expectEachElementOnce(operandBLayout({32, 64}, 0, 1));
  expectEachElementOnce(operandBLayout({64, 32}, 1, 0));
  expectEachElementOnce(operandBLayout({32, 80}, 0, 1));
  expectEachElementOnce(operandBLayout({32, 40}, 0, 1));
  expectEachElementOnce(operandBLayout({40, 32}, 1, 0));
}

TEST(MmaSyncLayout, OperandARegistersHoldThePtxFragment) {
  Layout a = tileLayout(32); // two 16-deep blocks
  for (int64_t lane = 0; lane < kWarpSize; ++lane)
    for (int64_t kBlock = 0; kBlock < 2; ++kBlock)
      for (int64_t reg = 0; reg < 4; ++reg)
        for (int64_t c = 0; c < 2; ++c) {
          Element expected = ptxA(lane, 2 * reg + c);
          expected.second += 16 * kBlock;
          EXPECT_EQ(elementAt(a, operandAFirst(kBlock, reg) + c, lane), expected)
              << "lane " << lane << " block " << kBlock << " a" << 2 * reg + c;
        }
}

TEST(MmaSyncLayout, OperandBRegistersHoldThePtxFragment) {
  // Stored [n, k] as K is, then [k, n] as V is: the same fragment either way.
  for (unsigned kDim : {1u, 0u}) {
    unsigned nDim = 1 - kDim;
    llvm::SmallVector<int64_t, 2> shape(2);
    shape[nDim] = 16;
    shape[kDim] = 32;
    Layout b = operandBLayout(shape, nDim, kDim);
    for (int64_t lane = 0; lane < kWarpSize; ++lane)
      for (int64_t nBlock = 0; nBlock < 2; ++nBlock)
        for (int64_t kBlock = 0; kBlock < 2; ++kBlock)
          for (int64_t reg = 0; reg < 2; ++reg)
            for (int64_t c = 0; c < 2; ++c) {
              const Point &p = b.points[operandBFirst(nBlock, 2 * kBlock + reg, 32) + c];
              auto [k, n] = ptxB(lane, 2 * reg + c);
              EXPECT_EQ(p[kDim].at(lane), k + 16 * kBlock) << "lane " << lane << " kDim " << kDim;
              EXPECT_EQ(p[nDim].at(lane), n + 8 * nBlock) << "lane " << lane << " kDim " << kDim;
            }
  }
}

TEST(MmaSyncLayout, ADepthOf8MoreThanAMultipleOf16EndsWithTheM16n8k8Fragments) {
  // k = 40: two 16-deep blocks, then the A registers a0, a1 and the B register of an m16n8k8.
  Layout a = tileLayout(40);
  for (int64_t lane = 0; lane < kWarpSize; ++lane)
    for (int64_t reg = 0; reg < 2; ++reg)
      for (int64_t c = 0; c < 2; ++c) {
        Element expected = ptxA8(lane, 2 * reg + c);
        expected.second += 32;
        EXPECT_EQ(elementAt(a, operandAFirst(2, reg) + c, lane), expected) << "lane " << lane << " a" << 2 * reg + c;
      }
  for (unsigned kDim : {1u, 0u}) {
    unsigned nDim = 1 - kDim;
    llvm::SmallVector<int64_t, 2> shape(2);
    shape[nDim] = 16;
    shape[kDim] = 40;
    Layout b = operandBLayout(shape, nDim, kDim);
    for (int64_t lane = 0; lane < kWarpSize; ++lane)
      for (int64_t nBlock = 0; nBlock < 2; ++nBlock)
        for (int64_t c = 0; c < 2; ++c) {
          const Point &p = b.points[operandBFirst(nBlock, 4, 40) + c];
          auto [k, n] = ptxB8(lane, c);
          EXPECT_EQ(p[kDim].at(lane), k + 32) << "lane " << lane << " kDim " << kDim;
          EXPECT_EQ(p[nDim].at(lane), n + 8 * nBlock) << "lane " << lane << " kDim " << kDim;
        }
  }
}

TEST(MmaSyncLayout, AccumulatorHoldsRowsGAndGPlus8ColumnsTwoTAndTwoTPlus1) {
  Layout acc = tileLayout(24);
  for (int64_t lane = 0; lane < kWarpSize; ++lane)
    for (int64_t nBlock = 0; nBlock < 3; ++nBlock)
      for (int64_t e = 0; e < 4; ++e) {
        Element expected = ptxC(lane, e);
        expected.second += 8 * nBlock;
        EXPECT_EQ(elementAt(acc, accumulatorElement(nBlock, e), lane), expected) << "lane " << lane << " c" << e;
      }
}

TEST(MmaSyncLayout, AccumulatorIsTheOperandAOfTheNextProduct) {
  // P leaves Q·Kᵀ as accumulators of 8-column blocks and enters P·V as A registers: same elements.
  Layout p = tileLayout(32);
  for (int64_t kBlock = 0; kBlock < 2; ++kBlock)
    for (int64_t reg = 0; reg < 4; ++reg)
      EXPECT_EQ(operandAFirst(kBlock, reg), accumulatorElement(2 * kBlock + reg / 2, 2 * (reg % 2)));
  EXPECT_EQ(p, canonicalLayout({16, 32}));
}

TEST(MmaSyncLayout, TileElementNamesRowHalfAndColumn) {
  Layout tile = tileLayout(16);
  for (int64_t lane = 0; lane < kWarpSize; ++lane)
    for (int64_t block = 0; block < 2; ++block)
      for (int64_t half = 0; half < 2; ++half)
        for (int64_t c = 0; c < 2; ++c)
          EXPECT_EQ(elementAt(tile, tileElement(block, half, c), lane),
                    Element(groupOf(lane) + 8 * half, 8 * block + 2 * threadInGroup(lane) + c));
}

TEST(MmaSyncLayout, RowVectorHoldsRowsGAndGPlus8OnEveryLaneOfAGroup) {
  Layout rows = rowLayout();
  ASSERT_EQ(rows.points.size(), 2u);
  for (int64_t lane = 0; lane < kWarpSize; ++lane) {
    EXPECT_EQ(rows.points[0][0].at(lane), groupOf(lane));
    EXPECT_EQ(rows.points[1][0].at(lane), groupOf(lane) + 8);
  }
}

TEST(MmaSyncLayout, CanonicalLayoutsAreRowsAndSixteenRowTiles) {
  EXPECT_EQ(canonicalLayout({16}), rowLayout());
  EXPECT_EQ(canonicalLayout({16, 24}), tileLayout(24));
  EXPECT_FALSE(canonicalLayout({8}));
  EXPECT_FALSE(canonicalLayout({32, 16}));
  EXPECT_FALSE(canonicalLayout({16, 12}));
  EXPECT_FALSE(canonicalLayout({16, 8, 8}));
}

TEST(MmaSyncLayout, TransposedSourceSwapsCoordinatesInTheSameOrder) {
  Layout result = tileLayout(16);
  Layout source = transposedSource(result, {1, 0});
  EXPECT_EQ(source, tileLayout(16, /*rowDim=*/1));
  EXPECT_EQ(transposedSource(source, {1, 0}), result);
}

TEST(MmaSyncLayout, BroadcastOfARowOverColumnsReadsEachRowOnce) {
  // vector<16x1> broadcast to vector<16x16>: the lane needs rows g and g+8 at column 0.
  Layout result = tileLayout(16);
  Layout source = projectedSource(result, {16, 1});
  ASSERT_EQ(source.points.size(), 2u);
  EXPECT_EQ(source.points[0], (Point{Coord{1, 0, 0}, Coord{}}));
  EXPECT_EQ(source.points[1], (Point{Coord{1, 0, 8}, Coord{}}));
  EXPECT_EQ(broadcastMask(source, result, {16, 1}), (llvm::SmallVector<int64_t>{0, 0, 1, 1, 0, 0, 1, 1}));
  // vector<16> broadcast to vector<4x16>: leading dimensions dropped.
  EXPECT_EQ(projectToSource(Point{Coord{0, 0, 3}, Coord{1, 0, 8}}, {16}), (Point{Coord{1, 0, 8}}));
}

TEST(MmaSyncLayout, ShuffleMaskFindsEachElementOfTheTargetLayout) {
  Layout tile = tileLayout(8);
  EXPECT_EQ(shuffleMask(tile, tile), (llvm::SmallVector<int64_t>{0, 1, 2, 3}));
  Layout swapped = tile;
  std::swap(swapped.points[0], swapped.points[3]);
  EXPECT_EQ(shuffleMask(tile, swapped), (llvm::SmallVector<int64_t>{3, 1, 2, 0}));
  EXPECT_TRUE(holdsAll(tile, swapped));
  EXPECT_FALSE(holdsAll(tileLayout(8), tileLayout(16)));
}

TEST(MmaSyncLayout, ContiguousRunsFollowTheInnerDimension) {
  using Runs = llvm::SmallVector<std::pair<size_t, size_t>>;
  // Columns 2t, 2t+1 are adjacent; the next pair is another row.
  EXPECT_EQ(contiguousRuns(tileLayout(8), 1), (Runs{{0, 2}, {2, 2}}));
  EXPECT_EQ(contiguousRuns(tileLayout(8), 0), (Runs{{0, 1}, {1, 1}, {2, 1}, {3, 1}}));
  EXPECT_EQ(contiguousRuns(tileLayout(8), -1), (Runs{{0, 1}, {1, 1}, {2, 1}, {3, 1}}));
  // B over [n, k]: depths 2t, 2t+1, then 2t+8: runs of two.
  EXPECT_EQ(contiguousRuns(operandBLayout({8, 16}, 0, 1), 1), (Runs{{0, 2}, {2, 2}}));
}

// PTX ldmatrix .x4 (.b16): lanes 8q..8q+7 give the row addresses of matrix q. Without .trans the
// lane receives, from each matrix q, its row groupID, columns threadID_in_group·2 + {0, 1}; with
// .trans, column groupID of its rows threadID_in_group·2 + {0, 1}. Returns the stored (row, column)
// of element 2q + c of the lane's result.
Element ldmatrixElement(const LdmatrixAddress &address, int64_t lane, int64_t q, int64_t c) {
  if (!address.transpose) {
    int64_t addressLane = 8 * q + groupOf(lane);
    return {address.row.at(addressLane), address.col.at(addressLane) + 2 * threadInGroup(lane) + c};
  }
  int64_t addressLane = 8 * q + 2 * threadInGroup(lane) + c;
  return {address.row.at(addressLane), address.col.at(addressLane) + groupOf(lane)};
}

TEST(MmaSyncLayout, LdmatrixGivesEachLaneItsOperandBRegisters) {
  // Depths of 64 (.x4 only), 80 (.x4, .x4, .x2) and 40 (.x4, .x1), the K/V tiles of head dims 64,
  // 80 and 40.
  for (int64_t depth : {64, 80, 40})
    for (unsigned kDim : {1u, 0u}) { // K stored [n, k]; V stored [k, n]
      unsigned nDim = 1 - kDim;
      llvm::SmallVector<int64_t, 2> shape(2);
      shape[nDim] = 16;
      shape[kDim] = depth;
      Layout b = operandBLayout(shape, nDim, kDim);
      for (int64_t nBlock = 0; nBlock < 2; ++nBlock)
        for (LdmatrixLoad load : ldmatrixLoads(depth)) {
          LdmatrixAddress address = ldmatrixAddress(kDim, nBlock, load.firstEighth);
          EXPECT_EQ(address.transpose, kDim == 0);
          for (int64_t lane = 0; lane < kWarpSize; ++lane)
            for (int64_t q = 0; q < load.matrices; ++q)
              for (int64_t c = 0; c < 2; ++c) {
                const Point &p = b.points[operandBFirst(nBlock, load.firstEighth, depth) + 2 * q + c];
                Element stored = ldmatrixElement(address, lane, q, c);
                EXPECT_EQ(kDim == 1 ? stored : Element(stored.second, stored.first),
                          Element(p[nDim].at(lane), p[kDim].at(lane)))
                    << "depth " << depth << " kDim " << kDim << " lane " << lane << " matrix " << q;
              }
        }
    }
}

TEST(MmaSyncLayout, EveryLaneOfAnLdmatrixAddressesARowInsideTheTile) {
  // Also the lanes whose addresses .x2 and .x1 ignore: a 32 x depth tile (K: [n, k]; V: [k, n]).
  for (int64_t depth : {80, 40, 8})
    for (unsigned kDim : {1u, 0u}) {
      int64_t rows = kDim == 1 ? 32 : depth, cols = kDim == 1 ? depth : 32;
      for (int64_t nBlock = 0; nBlock < 4; ++nBlock)
        for (LdmatrixLoad load : ldmatrixLoads(depth)) {
          LdmatrixAddress address = ldmatrixAddress(kDim, nBlock, load.firstEighth);
          for (int64_t lane = 0; lane < kWarpSize; ++lane) {
            int64_t at = load.addressLane(lane);
            EXPECT_EQ(at, load.matrices == 4 ? lane : lane % (8 * load.matrices));
            EXPECT_LT(address.row.at(at), rows) << "depth " << depth << " kDim " << kDim << " lane " << lane;
            EXPECT_LE(address.col.at(at) + 8, cols) << "depth " << depth << " kDim " << kDim << " lane " << lane;
          }
        }
    }
}

TEST(MmaSyncLayout, LdmatrixLoadsCoverEachEightDeepBlockOnceWidestFirst) {
  using Loads = llvm::SmallVector<LdmatrixLoad>;
  EXPECT_EQ(ldmatrixLoads(32), (Loads{{0, 4}}));
  EXPECT_EQ(ldmatrixLoads(64), (Loads{{0, 4}, {4, 4}}));
  EXPECT_EQ(ldmatrixLoads(80), (Loads{{0, 4}, {4, 4}, {8, 2}}));
  EXPECT_EQ(ldmatrixLoads(40), (Loads{{0, 4}, {4, 1}}));
  EXPECT_EQ(ldmatrixLoads(56), (Loads{{0, 4}, {4, 2}, {6, 1}}));
  EXPECT_EQ(ldmatrixLoads(8), (Loads{{0, 1}}));
  for (int64_t depth = 8; depth <= 256; depth += 8) {
    int64_t next = 0;
    for (LdmatrixLoad load : ldmatrixLoads(depth)) {
      EXPECT_EQ(load.firstEighth, next) << "depth " << depth;
      EXPECT_TRUE(load.matrices == 4 || load.matrices == 2 || load.matrices == 1) << "depth " << depth;
      next += load.matrices;
    }
    EXPECT_EQ(next, depth / 8) << "depth " << depth;
  }
}

TEST(MmaSyncLayout, StagedRowsPutTheEightRowsOfAnLdmatrixInDifferentBanks) {
  // Shared memory has 32 banks of 4 bytes; a 16-byte row of an 8x8 block covers four of them.
  for (int64_t cols = 8; cols <= 256; cols += 8) {
    int64_t length = stagedRowLength(cols);
    EXPECT_GE(length, cols);
    EXPECT_LE(length, cols + 8);
    EXPECT_EQ(length % 8, 0) << "rows start on 16-byte boundaries";
    std::set<int64_t> bankGroups;
    for (int64_t row = 0; row < 8; ++row)
      bankGroups.insert((row * length * 2 / 16) % 8);
    EXPECT_EQ(bankGroups.size(), 8u) << "cols " << cols;
  }
  EXPECT_EQ(stagedRowLength(64), 72);
  EXPECT_EQ(stagedRowLength(80), 88);
  EXPECT_EQ(stagedRowLength(40), 40);
}

TEST(MmaSyncLayout, LdmatrixRowAddressesAreEightByEightBlocksOfTheTile) {
  // Without .trans: lane 8q + r addresses row n = 8j + r, depth k = 8h + 8q.
  LdmatrixAddress k = ldmatrixAddress(1, 1, 4);
  EXPECT_EQ(k.row.at(13), 8 + 5);
  EXPECT_EQ(k.col.at(13), 32 + 8);
  // With .trans: lane l addresses depth row k = 8h + l at column n = 8j.
  LdmatrixAddress v = ldmatrixAddress(0, 1, 4);
  EXPECT_EQ(v.row.at(13), 32 + 13);
  EXPECT_EQ(v.col.at(13), 8);
}

} // namespace
