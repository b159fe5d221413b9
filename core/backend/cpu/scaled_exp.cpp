// f32 math.exp on AVX-512 as a polynomial and vscalefps (see scaled_exp.h).
#include "backend/cpu/scaled_exp.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include "llvm/ADT/SmallVector.h"

namespace lantern::backend {

using namespace mlir;

namespace {

constexpr int64_t kScalefLanes = 16; // llvm.x86.avx512.mask.scalef.ps.512 takes <16 x float>

bool expandable(math::ExpOp exp) {
  auto type = dyn_cast<VectorType>(exp.getType());
  return type && type.getElementType().isF32() && !type.isScalable() && type.hasStaticShape() &&
         (type.getRank() == 1 || type.getRank() == 2) && type.getShape().back() % kScalefLanes == 0;
}

Value splat(OpBuilder &b, Location loc, VectorType type, float value) {
  return arith::ConstantOp::create(b, loc, type, DenseElementsAttr::get(type, APFloat(value)));
}

// p · 2^n (n a whole number as f32), 16 lanes at a time.
Value scalef(OpBuilder &b, Location loc, Value p, Value n) {
  auto type = cast<VectorType>(p.getType());
  auto chunkType = VectorType::get({kScalefLanes}, b.getF32Type());
  StringAttr intrinsic = b.getStringAttr("llvm.x86.avx512.mask.scalef.ps.512");
  Value allLanes = arith::ConstantIntOp::create(b, loc, b.getI16Type(), -1);
  Value currentRounding = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 4); // _MM_FROUND_CUR_DIRECTION
  auto scaleRow = [&](Value pRow, Value nRow) {
    Value result = pRow;
    int64_t width = cast<VectorType>(pRow.getType()).getDimSize(0);
    for (int64_t at = 0; at < width; at += kScalefLanes) {
      auto slice = [&](Value row) {
        return vector::ExtractStridedSliceOp::create(b, loc, row, ArrayRef<int64_t>{at},
                                                     ArrayRef<int64_t>{kScalefLanes}, ArrayRef<int64_t>{1});
      };
      Value pChunk = slice(pRow);
      auto call = LLVM::CallIntrinsicOp::create(b, loc, chunkType, intrinsic,
                                                ValueRange{pChunk, slice(nRow), pChunk, allLanes, currentRounding});
      result = vector::InsertStridedSliceOp::create(b, loc, call.getResult(0), result, ArrayRef<int64_t>{at},
                                                    ArrayRef<int64_t>{1});
    }
    return result;
  };
  if (type.getRank() == 1)
    return scaleRow(p, n);
  Value result = p;
  for (int64_t row = 0; row < type.getDimSize(0); ++row) {
    Value pRow = vector::ExtractOp::create(b, loc, p, ArrayRef<int64_t>{row});
    Value nRow = vector::ExtractOp::create(b, loc, n, ArrayRef<int64_t>{row});
    result = vector::InsertOp::create(b, loc, scaleRow(pRow, nRow), result, ArrayRef<int64_t>{row});
  }
  return result;
}

Value scaledExp(OpBuilder &b, Location loc, Value x) {
  auto type = cast<VectorType>(x.getType());
  auto constant = [&](float value) { return splat(b, loc, type, value); };
  auto fma = [&](Value a, Value m, Value c) { return math::FmaOp::create(b, loc, a, m, c).getResult(); };
  // Clamped by compare and select: a NaN compares false and passes through unchanged.
  Value low = constant(-104.0f), high = constant(88.8f);
  Value below = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, low);
  Value clamped = arith::SelectOp::create(b, loc, below, low, x);
  Value above = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, clamped, high);
  clamped = arith::SelectOp::create(b, loc, above, high, clamped);
  // n = x · log2 e rounded to the nearest whole number (ties to even): adding 1.5·2^23 leaves no
  // fraction bits, subtracting it again is exact (|n| ≤ 151).
  Value magic = constant(12582912.0f);
  Value shifted = fma(clamped, constant(1.44269504088896341f), magic);
  Value n = arith::SubFOp::create(b, loc, shifted, magic);
  // r = x - n · ln 2, with ln 2 as its f32 value plus the remainder.
  constexpr float kLn2 = 0.693147182464599609375f;
  constexpr float kLn2Rest = -1.904654299957768e-09f;
  Value r = fma(n, constant(-kLn2), clamped);
  r = fma(n, constant(-kLn2Rest), r);
  // e^r = Σ_{k=0..7} r^k / k!, Horner from r^7.
  const float terms[] = {1.0f / 5040, 1.0f / 720, 1.0f / 120, 1.0f / 24, 1.0f / 6, 0.5f, 1.0f, 1.0f};
  Value p = constant(terms[0]);
  for (size_t k = 1; k < std::size(terms); ++k)
    p = fma(p, r, constant(terms[k]));
  return scalef(b, loc, p, n);
}

} // namespace

int lowerExpWithScalef(ModuleOp module) {
  module.getContext()->getOrLoadDialect<LLVM::LLVMDialect>();
  SmallVector<math::ExpOp> exps;
  module.walk([&](math::ExpOp exp) {
    if (expandable(exp))
      exps.push_back(exp);
  });
  for (math::ExpOp exp : exps) {
    OpBuilder b(exp);
    exp.getResult().replaceAllUsesWith(scaledExp(b, exp.getLoc(), exp.getOperand()));
    exp.erase();
  }
  return static_cast<int>(exps.size());
}

} // namespace lantern::backend
