// Graph loading.
#include "graph/graph.h"

#include "ir/module.h"

namespace lantern::graph {

std::optional<Graph> loadGraph(mlir::MLIRContext &context, const std::string &path,
                               std::vector<Diagnostic> &diagnostics) {
  ParseResult parsed = parseModuleFile(context, path);
  diagnostics.insert(diagnostics.end(), parsed.diagnostics.begin(), parsed.diagnostics.end());
  if (!parsed)
    return std::nullopt;
  Graph graph;
  graph.path = path;
  graph.module = std::move(parsed.module);
  graph.roles = findRoles(*graph.module);
  return graph;
}

} // namespace lantern::graph
