// Lowering stages shared by the backends: from a schedule's final IR (tensors or buffers) to the
// kernel ABI (buffers in, results as out-parameters), each stage reported by name when it fails.
#pragma once

#include "backend/backend.h"
#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace mlir::func {
class FuncOp;
}

namespace lantern::backend {

// Runs a textual pass pipeline (the passes nested under builtin.module, without that anchor) on
// `module`; on failure appends MLIR's diagnostics and one error "compile: <stage>: ..." and returns
// false.
bool runStage(mlir::ModuleOp module, const std::string &stage, const std::string &pipeline,
              std::vector<Diagnostic> &diagnostics);

// The same on one op of another kind (a gpu.module, say): the pipeline's passes nest under it.
bool runStage(mlir::Operation *anchor, const std::string &stage, const std::string &pipeline,
              std::vector<Diagnostic> &diagnostics);

// Bufferizes when tensors remain (identity layouts at function boundaries), then turns results into
// out-parameters. Afterwards the function takes (inputs..., outputs...) and returns nothing.
bool lowerToBufferAbi(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics);

// The public function the kernel is (the first public function with a body), or null.
mlir::func::FuncOp kernelFunction(mlir::ModuleOp module);

// Shapes and dtypes of the kernel's inputs and results, read from a function's signature (tensor or
// memref types with static shapes). Returns false with a diagnostic for anything else.
bool readSignature(mlir::func::FuncOp func, Signature &signature, std::vector<Diagnostic> &diagnostics);

// Bools in memory take a byte each: that is how PyTorch stores them, how the runner passes masks, and
// how MLIR's scalar `memref.load`/`store` of i1 lower. LLVM stores a `<N x i1>` vector bit-packed
// instead, so a vectorized kernel reading a bool mask would read N bits where N bytes lie. On a module
// in the LLVM dialect this rewrites every load and store of an i1 vector (plain and masked) as a load
// or store of an i8 vector with a trunc or zext, so vector and scalar code agree. Returns false with a
// diagnostic for i1 vector memory accesses it does not rewrite (gathers, scatters, expand/compress).
bool widenBoolVectorMemory(mlir::ModuleOp module, std::vector<Diagnostic> &diagnostics);

} // namespace lantern::backend
