// The pieces of runAndCheck that other checks share: the seeded inputs of a graph, the unscheduled
// graph compiled as an oracle, and its output seen as a reference. Defined in runner.cpp.
#pragma once

#include "backend/backend.h"
#include "check/attention.h"
#include "check/oracle.h"
#include "check/tensor.h"
#include "graph/roles.h"
#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lantern::run {

// The seeded data of one run of a graph. A function that is exactly SDPA is described by its
// attention params; any other graph by its main result seen as rows of its last dimension.
struct RunInputs {
  backend::Signature signature;
  std::string function;                      // the graph function's name
  bool sdpa = false;                         // checked against PyTorch's semantics
  check::AttentionParams params;             // of the SDPA, or the rows view of the main result
  std::vector<check::HostTensor> args;       // in the function's argument order
  std::vector<check::HostTensor> oracleArgs; // the same, with a broadcast mask expanded for an oracle
  std::vector<check::HostTensor> outputs;    // every result of the function, allocated
  size_t mainResult = 0;                     // the one a verdict's metrics describe
};

// The inputs runAndCheck generates for `graph` with `maskKind` and `seed`. nullopt with `error`
// (and the signature reader's diagnostics) when the graph cannot be run.
std::optional<RunInputs> makeRunInputs(mlir::ModuleOp graph, const graph::RoleReport &roles,
                                       const std::string &maskKind, uint64_t seed,
                                       std::vector<Diagnostic> &diagnostics, std::string &error);

// The unscheduled graph compiled for the CPU as an oracle (at -O0: its code runs once).
std::unique_ptr<backend::Executable> compileGraphOracle(mlir::ModuleOp module, const std::string &function,
                                                        std::vector<Diagnostic> &diagnostics);

// A result of a graph that is not one SDPA, seen by the comparison as rows of its last dimension.
check::AttentionParams rowsView(const check::HostTensor &result);

// The unscheduled graph's `output` as a reference over every row; fully masked rows from
// `pytorch` when it covers every row.
check::Reference graphOutputReference(const check::HostTensor &output, int64_t headDim,
                                      const check::Reference *pytorch = nullptr);

} // namespace lantern::run
