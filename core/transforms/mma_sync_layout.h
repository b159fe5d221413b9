// mma_sync_layout: the register layouts of mma.sync m16n8k16 as plain integers (PTX ISA, "Matrix
// Fragments for mma.m16n8k16" and "mma.m16n8k8"): which elements of a warp's tiles each lane holds
// and in which order, which of them form each operand register, and where ldmatrix points each
// lane. No IR here:
// distribute_to_mma_sync plans and rewrites with it, tests/unit/mma_sync_layout_test.cpp checks it
// against the ISA's tables.
//
// With g = lane / 4 and t = lane % 4:
//   - a [16, n] tile (the accumulator, and also the A operand: its registers hold the same elements
//     in the same order, so P goes from the Q·Kᵀ accumulator into the P·V mma without moving):
//     rows g and g+8, columns 8j + 2t + {0, 1} for each 8-column block j;
//   - a [16] row vector: rows g and g+8 (the same on the four lanes of a group);
//   - the B operand [n, k]: column n = 8j + g, depths k = 8h + 2t + {0, 1} for each 8-deep block h
//     (h = 2i + r: register r of the 16-deep block i; a depth that is 8 more than a multiple of 16
//     ends with one 8-deep block, the B register of an m16n8k8).
// A layout is the list of a lane's elements, each a coordinate per dimension that is an affine form
// of g and t.
#pragma once

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

namespace lantern::transforms::mma {

constexpr int64_t kRows = 16; // m of m16n8k16: the rows of one warp's tile
constexpr int64_t kWarpSize = 32;

// g·`g` + t·`t` + `c`, for the lane's group g = lane / 4 and thread-in-group t = lane % 4.
struct Coord {
  int64_t g = 0, t = 0, c = 0;
  int64_t at(int64_t lane) const { return g * (lane / 4) + t * (lane % 4) + c; }
  bool operator==(const Coord &other) const { return g == other.g && t == other.t && c == other.c; }
  bool operator!=(const Coord &other) const { return !(*this == other); }
};
using Point = llvm::SmallVector<Coord, 2>; // one coordinate per dimension of the tile

struct Layout {
  llvm::SmallVector<int64_t, 2> shape;
  llvm::SmallVector<Point> points; // the lane's elements in the order of its vector
  bool operator==(const Layout &other) const { return shape == other.shape && points == other.points; }
};

// A [16] row vector: rows g and g+8.
Layout rowLayout();
// A [16, cols] tile (rows in dimension `rowDim`): rows g, g+8 x columns 8j + 2t + {0, 1}, ordered
// by column block j, then row half, then column.
Layout tileLayout(int64_t cols, unsigned rowDim = 0);
// The B operand over a tile whose dimension `nDim` is n and `kDim` is k (a multiple of 8), ordered
// by n block j, then 8-deep block h, then element.
Layout operandBLayout(llvm::ArrayRef<int64_t> shape, unsigned nDim, unsigned kDim);
// The layout a loop carries, or a write stores, a vector of `shape` in: [16] rows or [16, 8k] tiles.
std::optional<Layout> canonicalLayout(llvm::ArrayRef<int64_t> shape);

// The layout a transpose's source must have so that transposing it by `perm` gives `result`.
Layout transposedSource(const Layout &result, llvm::ArrayRef<int64_t> perm);
// A broadcast result's element `p` read from its source of `sourceShape` (leading dimensions
// dropped, stretched unit dimensions at 0).
Point projectToSource(const Point &p, llvm::ArrayRef<int64_t> sourceShape);
// The source elements a broadcast's lane needs, each once.
Layout projectedSource(const Layout &result, llvm::ArrayRef<int64_t> sourceShape);

// Whether a lane holding `from` has every element of `to` (no data from other lanes needed).
bool holdsAll(const Layout &from, const Layout &to);
// The positions in `from` of the elements of `to`: the mask of a shuffle within the lane.
llvm::SmallVector<int64_t> shuffleMask(const Layout &from, const Layout &to);
// The positions in `source` (a projectedSource of `result`) of each element of `result`.
llvm::SmallVector<int64_t> broadcastMask(const Layout &source, const Layout &result,
                                         llvm::ArrayRef<int64_t> sourceShape);

// Positions in the lane's vector of the elements that make the mma operands' registers.
// Element `c` of column block `colBlock` in row half `half` (rows g + 8·half) of a tileLayout.
int64_t tileElement(int64_t colBlock, int64_t half, int64_t c);
// The first of the two elements of A register `reg` (a0..a3) of 16-deep block `kBlock` (a0, a1 of
// an m16n8k8 on the 8 columns after the last 16-deep block: kBlock = depth / 16).
int64_t operandAFirst(int64_t kBlock, int64_t reg);
// The first of the two elements of the B register of n block `nBlock` and 8-deep block `kEighth`
// (b`kEighth % 2` of 16-deep block kEighth / 2) in a B operand `depth` deep.
int64_t operandBFirst(int64_t nBlock, int64_t kEighth, int64_t depth);
// Accumulator element c`e` (c0..c3) of 8-column block `nBlock`.
int64_t accumulatorElement(int64_t nBlock, int64_t e);

// Runs (first, count) of a lane's elements that are consecutive along dimension `innerDim` (up to
// 8 long); every element alone when `innerDim` is negative.
llvm::SmallVector<std::pair<size_t, size_t>> contiguousRuns(const Layout &layout, int innerDim);

// The row length, in elements, of a K/V tile of 16-bit elements with `cols` (a multiple of 8) a
// row, staged in shared memory: rows start an odd number of 16-byte units apart (8 elements of
// padding when cols / 8 is even), so the eight rows an ldmatrix reads fall in eight different
// groups of four banks.
int64_t stagedRowLength(int64_t cols);

// ldmatrix (.x1, .x2, .x4) from a staged K/V tile: lanes 8q..8q+7 give the addresses of the eight
// rows of matrix q, each row 8 elements along the tile's inner dimension. The instruction ignores
// the addresses of the lanes past its last matrix; they repeat those of the first lanes
// (LdmatrixLoad::addressLane), so that no lane points outside the tile.
enum class LaneTerm { None, Lane, LaneMod8, LaneDiv8 };
// `scale`·term + `offset`.
struct LaneForm {
  LaneTerm term = LaneTerm::None;
  int64_t scale = 1, offset = 0;
  int64_t at(int64_t lane) const;
};
struct LdmatrixAddress {
  LaneForm row, col; // the lane's row address in the staged tile
  bool transpose = false;
};
// The addresses for the B registers of n block `nBlock` and 8-deep blocks kEighth, kEighth + 1, ...
// (matrix q holds block kEighth + q; the result's elements are operandBFirst(nBlock, kEighth, ·)
// onwards). K is stored [n, k] (kDim 1: plain ldmatrix), V [k, n] (kDim 0: ldmatrix.trans).
LdmatrixAddress ldmatrixAddress(unsigned kDim, int64_t nBlock, int64_t kEighth);
// One ldmatrix along k: `matrices` (4, 2 or 1) 8-deep blocks from `firstEighth` on.
struct LdmatrixLoad {
  int64_t firstEighth = 0, matrices = 4;
  // The lane whose address form `lane` evaluates (the lane itself for .x4).
  int64_t addressLane(int64_t lane) const { return lane % (8 * matrices); }
  bool operator==(const LdmatrixLoad &other) const {
    return firstEighth == other.firstEighth && matrices == other.matrices;
  }
};
// The loads that cover a B operand `depth` deep (a multiple of 8): .x4 while four blocks remain,
// then .x2 and .x1 for the rest (80 = 4 + 4 + 2 blocks, 40 = 4 + 1).
llvm::SmallVector<LdmatrixLoad> ldmatrixLoads(int64_t depth);

} // namespace lantern::transforms::mma
