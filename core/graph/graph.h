// A loaded attention graph: the parsed module with its ops tagged by role, and the role report.
#pragma once

#include "graph/roles.h"
#include "ir/diagnostics.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <optional>
#include <string>
#include <vector>

namespace lantern::graph {

struct Graph {
  std::string path;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  RoleReport roles;
};

// Parses and verifies `path`, then tags roles. A graph without attention still loads, with
// `roles.isAttention == false` and the reason in `roles.reason`.
std::optional<Graph> loadGraph(mlir::MLIRContext &context, const std::string &path,
                               std::vector<Diagnostic> &diagnostics);
// The same for IR text (a generated graph); `name` stands for the file in diagnostics.
std::optional<Graph> parseGraph(mlir::MLIRContext &context, const std::string &text, const std::string &name,
                                std::vector<Diagnostic> &diagnostics);

} // namespace lantern::graph
