// The graph loader and the role finder on any bytes: parse + verify, tag roles, build the dataflow
// the Graph panel draws. Nothing may crash; a graph that loads has a role report that says either
// what it found or why not.
#include "fuzz_support.h"
#include "graph/dataflow.h"
#include "graph/graph.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  std::vector<lantern::Diagnostic> diagnostics;
  auto graph = lantern::graph::parseGraph(lantern::fuzz::context(), text, "fuzz.mlir", diagnostics);
  if (!graph) {
    if (diagnostics.empty())
      lantern::fuzz::invariant("a graph that does not load says why");
    return 0;
  }
  if (!graph->roles.isAttention && graph->roles.reason.empty())
    lantern::fuzz::invariant("a graph without attention says why");
  graph->module->walk([&](mlir::func::FuncOp f) {
    if (!f.isExternal())
      (void)lantern::graph::formatDataflow(lantern::graph::buildDataflow(*graph->module, f.getSymName().str()));
  });
  return 0;
}
