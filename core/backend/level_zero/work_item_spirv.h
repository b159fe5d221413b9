// SPIR-V for per-work-item kernels of the level_zero backend (f32 schedules, no XMX): each work-item
// keeps rows of a tile in LLVM vectors of any width, which SPIR-V cannot hold (2, 3, 4, 8 or 16
// elements), so they are scalarized between LLVM IR and LLVM's SPIR-V backend; bf16 values move
// through memory as 16-bit integers.
#pragma once

#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace lantern::backend {

// Whether SPIR-V holds a vector of `n` elements: 2, 3, 4, 8 or 16, and 1, which LLVM's SPIR-V
// backend writes as a scalar (a lane's share of a distributed vector).
inline bool spirvHoldsVectorOf(int64_t n) { return n == 1 || n == 2 || n == 3 || n == 4 || n == 8 || n == 16; }

// Turns the bf16 loads, stores and address computations of the gpu.modules' LLVM dialect into i16
// ones with bitcasts around them (canonicalization folds the bitcast pairs).
void moveBf16AsI16(mlir::ModuleOp module);

// Expands masked memory intrinsics and reductions, then scalarizes every vector operation. Returns ""
// or the first instruction whose vector type SPIR-V still cannot represent, printed; in that case
// every function body is dropped (LLVM's SPIR-V backend would stop the process on it).
std::string scalarizeWorkItemVectors(llvm::Module &module);

// Serializes each gpu.module (XeVM target) through scalarizeWorkItemVectors to a SPIR-V binary and
// replaces it with a gpu.binary, as gpu-module-to-binary{format=bin} does. The module's context
// needs the LLVM IR translations (registerLlvmTranslations, jit.h).
bool writeWorkItemSpirv(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics);

} // namespace lantern::backend
