// Dataflow of a graph's function: which tagged or linalg op feeds which, in layers.
#include "graph/dataflow.h"

#include "graph/roles.h"
#include "ir/module.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace lantern::graph {

namespace {

bool isNode(mlir::Operation *op) {
  if (op->hasAttr(kRoleAttrName))
    return true;
  // A fill only initialises an output; drawing it would double every reduction's inputs.
  return op->getDialect() && op->getDialect()->getNamespace() == "linalg" && !mlir::isa<mlir::linalg::FillOp>(op);
}

mlir::func::FuncOp findFunction(mlir::ModuleOp module, const std::string &name) {
  for (auto func : module.getOps<mlir::func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (name.empty() ? func.isPublic() : func.getName() == name)
      return func;
  }
  return nullptr;
}

// Rows within each layer by the mean row of the node's producers (one barycentre sweep), so
// edges mostly run straight; ties keep program order.
void assignRows(Dataflow &flow, const std::vector<std::vector<int>> &preds) {
  std::vector<std::vector<int>> byLayer(static_cast<size_t>(flow.layers));
  for (size_t i = 0; i < flow.nodes.size(); ++i)
    byLayer[static_cast<size_t>(flow.nodes[i].layer)].push_back(static_cast<int>(i));
  for (auto &layer : byLayer) {
    std::vector<double> key(layer.size());
    for (size_t j = 0; j < layer.size(); ++j) {
      const std::vector<int> &p = preds[static_cast<size_t>(layer[j])];
      if (p.empty()) {
        key[j] = static_cast<double>(j);
        continue;
      }
      double sum = 0;
      for (int from : p)
        sum += flow.nodes[static_cast<size_t>(from)].row;
      key[j] = sum / static_cast<double>(p.size());
    }
    std::vector<size_t> order(layer.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key[a] < key[b]; });
    for (size_t r = 0; r < order.size(); ++r)
      flow.nodes[static_cast<size_t>(layer[order[r]])].row = static_cast<int>(r);
    flow.rows = std::max(flow.rows, static_cast<int>(layer.size()));
  }
}

} // namespace

Dataflow buildDataflow(mlir::ModuleOp module, const std::string &function) {
  Dataflow flow;
  mlir::func::FuncOp func = findFunction(module, function);
  if (!func || func.getBody().empty())
    return flow;

  std::vector<std::vector<int>> preds;
  llvm::DenseMap<mlir::Value, std::vector<int>> producers; // value -> the nodes it comes from

  auto addNode = [&](DataflowNode node) {
    flow.nodes.push_back(std::move(node));
    preds.emplace_back();
    return static_cast<int>(flow.nodes.size() - 1);
  };
  auto sourcesOf = [&](mlir::Operation *op) {
    std::vector<int> sources;
    for (mlir::Value operand : op->getOperands()) {
      auto it = producers.find(operand);
      if (it == producers.end())
        continue;
      for (int n : it->second)
        if (std::find(sources.begin(), sources.end(), n) == sources.end())
          sources.push_back(n);
    }
    return sources;
  };

  mlir::Block &body = func.getBody().front();
  for (mlir::BlockArgument arg : body.getArguments()) {
    DataflowNode node;
    node.kind = DataflowNode::Kind::Argument;
    node.label = "%arg" + std::to_string(arg.getArgNumber());
    node.type = printType(arg.getType());
    producers[arg] = {addNode(std::move(node))};
  }

  for (mlir::Operation &op : body) {
    std::vector<int> sources = sourcesOf(&op);
    bool result = op.hasTrait<mlir::OpTrait::IsTerminator>();
    if (!result && !isNode(&op)) {
      for (mlir::Value value : op.getResults())
        producers[value] = sources;
      continue;
    }
    DataflowNode node;
    node.kind = result ? DataflowNode::Kind::Result : DataflowNode::Kind::Op;
    node.opName = op.getName().getStringRef().str();
    if (auto role = op.getAttrOfType<mlir::StringAttr>(kRoleAttrName))
      node.role = role.getValue().str();
    node.label = result ? "return" : (node.role.empty() ? node.opName : node.role);
    if (op.getNumResults() > 0)
      node.type = printType(op.getResult(0).getType());
    else if (result && op.getNumOperands() > 0)
      node.type = printType(op.getOperand(0).getType());
    node.location = fileLocation(op.getLoc());
    int layer = 0;
    for (int from : sources)
      layer = std::max(layer, flow.nodes[static_cast<size_t>(from)].layer + 1);
    node.layer = layer;
    int id = addNode(std::move(node));
    preds[static_cast<size_t>(id)] = sources;
    for (int from : sources)
      flow.edges.push_back({from, id});
    for (mlir::Value value : op.getResults())
      producers[value] = {id};
  }

  for (const DataflowNode &node : flow.nodes)
    flow.layers = std::max(flow.layers, node.layer + 1);
  assignRows(flow, preds);
  return flow;
}

const char *toString(DataflowNode::Kind kind) {
  switch (kind) {
  case DataflowNode::Kind::Argument:
    return "argument";
  case DataflowNode::Kind::Op:
    return "op";
  case DataflowNode::Kind::Result:
    return "result";
  }
  return "op";
}

nlohmann::ordered_json toJson(const Dataflow &flow) {
  nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
  for (size_t i = 0; i < flow.nodes.size(); ++i) {
    const DataflowNode &node = flow.nodes[i];
    nodes.push_back({{"id", i},
                     {"kind", toString(node.kind)},
                     {"label", node.label},
                     {"role", node.role},
                     {"op", node.opName},
                     {"type", node.type},
                     {"location", node.location},
                     {"layer", node.layer},
                     {"row", node.row}});
  }
  nlohmann::ordered_json edges = nlohmann::ordered_json::array();
  for (const DataflowEdge &edge : flow.edges)
    edges.push_back({{"from", edge.from}, {"to", edge.to}});
  return {{"layers", flow.layers}, {"rows", flow.rows}, {"nodes", nodes}, {"edges", edges}};
}

std::string formatDataflow(const Dataflow &flow) {
  std::string text = std::to_string(flow.nodes.size()) + " nodes, " + std::to_string(flow.edges.size()) +
                     " edges in " + std::to_string(flow.layers) + " layers of at most " +
                     std::to_string(flow.rows) + " rows\n";
  char line[512];
  for (size_t i = 0; i < flow.nodes.size(); ++i) {
    const DataflowNode &node = flow.nodes[i];
    std::string id = "n" + std::to_string(i);
    std::string at = std::to_string(node.layer) + ":" + std::to_string(node.row);
    std::snprintf(line, sizeof line, "%-5s %-6s %-9s %-12s %-24s %s %s", id.c_str(), at.c_str(),
                  toString(node.kind), node.label.c_str(), node.opName.c_str(), node.type.c_str(),
                  node.location.c_str());
    std::string row = line;
    row.erase(row.find_last_not_of(' ') + 1);
    text += row + "\n";
  }
  for (const DataflowEdge &edge : flow.edges)
    text += "n" + std::to_string(edge.from) + " -> n" + std::to_string(edge.to) + "\n";
  return text;
}

} // namespace lantern::graph
