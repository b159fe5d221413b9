// The mma.sync m16n8k16 register layouts and index maps; see mma_sync_layout.h.
#include "transforms/mma_sync_layout.h"

#include "llvm/ADT/STLExtras.h"

namespace lantern::transforms::mma {

Layout rowLayout() { return {{kRows}, {{Coord{1, 0, 0}}, {Coord{1, 0, 8}}}}; }

Layout tileLayout(int64_t cols, unsigned rowDim) {
  Layout layout;
  layout.shape = rowDim == 0 ? llvm::SmallVector<int64_t, 2>{kRows, cols} : llvm::SmallVector<int64_t, 2>{cols, kRows};
  for (int64_t j = 0; j < cols / 8; ++j)
    for (int64_t h = 0; h < 2; ++h)
      for (int64_t c = 0; c < 2; ++c) {
        Point p(2);
        p[rowDim] = Coord{1, 0, 8 * h};
        p[1 - rowDim] = Coord{0, 2, 8 * j + c};
        layout.points.push_back(p);
      }
  return layout;
}

Layout operandBLayout(llvm::ArrayRef<int64_t> shape, unsigned nDim, unsigned kDim) {
  Layout layout;
  layout.shape.assign(shape.begin(), shape.end());
  for (int64_t j = 0; j < shape[nDim] / 8; ++j)
    for (int64_t h = 0; h < shape[kDim] / 8; ++h)
      for (int64_t c = 0; c < 2; ++c) {
        Point p(2);
        p[nDim] = Coord{1, 0, 8 * j};
        p[kDim] = Coord{0, 2, 8 * h + c};
        layout.points.push_back(p);
      }
  return layout;
}

std::optional<Layout> canonicalLayout(llvm::ArrayRef<int64_t> shape) {
  if (shape.size() == 1 && shape[0] == kRows)
    return rowLayout();
  if (shape.size() == 2 && shape[0] == kRows && shape[1] % 8 == 0)
    return tileLayout(shape[1]);
  return std::nullopt;
}

Layout transposedSource(const Layout &result, llvm::ArrayRef<int64_t> perm) {
  Layout source;
  source.shape.resize(perm.size());
  for (size_t i = 0; i < perm.size(); ++i)
    source.shape[perm[i]] = result.shape[i];
  for (const Point &p : result.points) {
    Point q(p.size());
    for (size_t i = 0; i < perm.size(); ++i)
      q[perm[i]] = p[i];
    source.points.push_back(q);
  }
  return source;
}

Point projectToSource(const Point &p, llvm::ArrayRef<int64_t> sourceShape) {
  int64_t rank = static_cast<int64_t>(sourceShape.size());
  int64_t lead = static_cast<int64_t>(p.size()) - rank;
  Point q;
  for (int64_t d = 0; d < rank; ++d)
    q.push_back(sourceShape[d] == 1 ? Coord{} : p[lead + d]);
  return q;
}

Layout projectedSource(const Layout &result, llvm::ArrayRef<int64_t> sourceShape) {
  Layout projected;
  projected.shape.assign(sourceShape.begin(), sourceShape.end());
  for (const Point &p : result.points) {
    Point q = projectToSource(p, sourceShape);
    if (!llvm::is_contained(projected.points, q))
      projected.points.push_back(q);
  }
  return projected;
}

namespace {

int64_t positionOf(const Layout &layout, const Point &p) {
  return std::distance(layout.points.begin(), llvm::find(layout.points, p));
}

} // namespace

bool holdsAll(const Layout &from, const Layout &to) {
  return llvm::all_of(to.points, [&](const Point &p) { return llvm::is_contained(from.points, p); });
}

llvm::SmallVector<int64_t> shuffleMask(const Layout &from, const Layout &to) {
  llvm::SmallVector<int64_t> mask;
  for (const Point &p : to.points)
    mask.push_back(positionOf(from, p));
  return mask;
}

llvm::SmallVector<int64_t> broadcastMask(const Layout &source, const Layout &result,
                                         llvm::ArrayRef<int64_t> sourceShape) {
  llvm::SmallVector<int64_t> mask;
  for (const Point &p : result.points)
    mask.push_back(positionOf(source, projectToSource(p, sourceShape)));
  return mask;
}

int64_t tileElement(int64_t colBlock, int64_t half, int64_t c) { return (colBlock * 2 + half) * 2 + c; }

// a0..a7 of a 16-deep block are the tile's column blocks 2·kBlock and 2·kBlock + 1, two rows each.
int64_t operandAFirst(int64_t kBlock, int64_t reg) { return (kBlock * 4 + reg) * 2; }

int64_t operandBFirst(int64_t nBlock, int64_t kEighth, int64_t depth) { return (nBlock * (depth / 8) + kEighth) * 2; }

int64_t accumulatorElement(int64_t nBlock, int64_t e) { return nBlock * 4 + e; }

llvm::SmallVector<std::pair<size_t, size_t>> contiguousRuns(const Layout &layout, int innerDim) {
  llvm::SmallVector<std::pair<size_t, size_t>> runs;
  for (size_t e = 0; e < layout.points.size();) {
    size_t end = e + 1;
    while (innerDim >= 0 && end < layout.points.size() && end - e < 8) {
      Point expected = layout.points[end - 1];
      expected[innerDim].c += 1;
      if (layout.points[end] != expected)
        break;
      ++end;
    }
    runs.push_back({e, end - e});
    e = end;
  }
  return runs;
}

int64_t stagedRowLength(int64_t cols) { return (cols / 8) % 2 == 1 ? cols : cols + 8; }

int64_t LaneForm::at(int64_t lane) const {
  switch (term) {
  case LaneTerm::None:
    return offset;
  case LaneTerm::Lane:
    return scale * lane + offset;
  case LaneTerm::LaneMod8:
    return scale * (lane % 8) + offset;
  case LaneTerm::LaneDiv8:
    return scale * (lane / 8) + offset;
  }
  return offset;
}

LdmatrixAddress ldmatrixAddress(unsigned kDim, int64_t nBlock, int64_t kEighth) {
  if (kDim == 1) // lanes 8q..8q+7 address rows n = 8j + lane % 8 of matrix q: k = 8·kEighth + 8q
    return {{LaneTerm::LaneMod8, 1, 8 * nBlock}, {LaneTerm::LaneDiv8, 8, 8 * kEighth}, false};
  // rows k = 8·kEighth + lane, columns n = 8j
  return {{LaneTerm::Lane, 1, 8 * kEighth}, {LaneTerm::None, 1, 8 * nBlock}, true};
}

llvm::SmallVector<LdmatrixLoad> ldmatrixLoads(int64_t depth) {
  llvm::SmallVector<LdmatrixLoad> loads;
  for (int64_t first = 0, left = depth / 8; left > 0;) {
    int64_t matrices = left >= 4 ? 4 : left >= 2 ? 2 : 1;
    loads.push_back({first, matrices});
    first += matrices;
    left -= matrices;
  }
  return loads;
}

} // namespace lantern::transforms::mma
