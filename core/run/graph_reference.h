// Running a graph that is more than one SDPA (an encoder layer, a model, attention with extra
// outputs): seeded data for every argument from the function signature, and the reference, which
// is the unscheduled graph itself evaluated in float64.
#pragma once

#include "backend/backend.h"
#include "check/metrics.h"
#include "check/tensor.h"
#include "graph/roles.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::run {

// The location and type of the first constant whose data was left out when the graph was printed
// (`dense_resource<__elided__>`, as `--mlir-elide-elementsattrs-if-larger` writes it); such a graph
// cannot run.
std::optional<std::string> elidedConstant(mlir::ModuleOp module);

// A copy of `module` with every float type (scalars, tensor elements, constants, function types)
// made f64 and the casts between float types removed. Null with `error` when the graph holds
// something that cannot be widened (a bitcast of floats, say).
// With `keepLowPrecisionRounding`, truncations to bf16 or f16 still round (to that type and back):
// the graph run op by op at its own precision, as PyTorch runs a bf16 model.
mlir::OwningOpRef<mlir::ModuleOp> widenToF64(mlir::ModuleOp module, std::string &error,
                                             bool keepLowPrecisionRounding = false);

// Whether the graph truncates floats to bf16 or f16 anywhere.
bool roundsToLowPrecision(mlir::ModuleOp module);

// A bf16/f16 result `c` (compared with `exact`, the graph in f64) that missed its dtype's rel-L2
// bound passes when its rel-L2 is at most twice that of `own` (the graph at its own precision,
// widenToF64 with keepLowPrecisionRounding) against `exact`; else the reason says how far `own` is.
void judgeAgainstOwnPrecision(check::Comparison &c, const check::HostTensor &own, const check::HostTensor &exact);

// A mask argument of any shape PyTorch broadcasts against the scores ([S_kv], [B, S_kv] padding
// vectors, [S_q, S_kv], [B, 1, 1, S_kv], [B, 1, S_q, S_kv], [B, H, S_q, S_kv]) filled by kind (see
// check::makeInputs): rows are the dim of extent S_q just before the keys, when there is one.
// Booleans and integers hold 1 where a key is attended; floats 0 there and -inf elsewhere. Empty
// with `error` when the kind needs a dimension the shape lacks (causal needs rows).
check::HostTensor maskOfShape(const check::HostTensor &like, const std::string &kind, int64_t seqQ, int64_t seqKV,
                              uint64_t seed, std::string &error);

// `tensor` broadcast to `shape` the way PyTorch does (missing leading dims and dims of extent 1
// repeat).
check::HostTensor broadcastTo(const check::HostTensor &tensor, const std::vector<int64_t> &shape);

// Seeded data for every argument of `func` (shapes and dtypes from `signature`): masks of the
// role report's blocks by `maskKind`; integer arguments an embedding gather reads are token ids in
// range of its table; weights (arguments a contraction reads) scaled by 1/sqrt(fan-in) so the
// activations stay O(1); 1-D arguments (biases, norm weights) in [0.5, 1.5); the rest N(0, 1).
std::vector<check::HostTensor> graphArguments(mlir::func::FuncOp func, const graph::RoleReport &roles,
                                              const backend::Signature &signature, const std::string &maskKind,
                                              uint64_t seed, std::string &error);

// `tensor` with its floats as f64 (the same values); integers and booleans unchanged.
check::HostTensor asF64(const check::HostTensor &tensor);

} // namespace lantern::run
