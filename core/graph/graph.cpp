// Graph loading.
#include "graph/graph.h"

#include "ir/module.h"

namespace lantern::graph {

namespace {

std::optional<Graph> graphOf(ParseResult parsed, const std::string &path, std::vector<Diagnostic> &diagnostics) {
  diagnostics.insert(diagnostics.end(), parsed.diagnostics.begin(), parsed.diagnostics.end());
  if (!parsed)
    return std::nullopt;
  Graph graph;
  graph.path = path;
  graph.module = std::move(parsed.module);
  graph.roles = findRoles(*graph.module);
  return graph;
}

} // namespace

std::optional<Graph> loadGraph(mlir::MLIRContext &context, const std::string &path,
                               std::vector<Diagnostic> &diagnostics) {
  return graphOf(parseModuleFile(context, path), path, diagnostics);
}

std::optional<Graph> parseGraph(mlir::MLIRContext &context, const std::string &text, const std::string &name,
                                std::vector<Diagnostic> &diagnostics) {
  return graphOf(parseModule(context, text, name), name, diagnostics);
}

} // namespace lantern::graph
