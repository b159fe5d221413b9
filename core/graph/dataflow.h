// The dataflow between the ops of a graph's function, laid out in layers: what the GUI's Graph
// panel draws and `lantern-cli roles --dataflow` prints.
#pragma once

#include "mlir/IR/BuiltinOps.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace lantern::graph {

struct DataflowNode {
  enum class Kind { Argument, Op, Result };
  Kind kind = Kind::Op;
  std::string label;    // the role ("qk"), the op name when untagged, "%arg0" or "return"
  std::string role;     // the `lantern.role` tag, "" when untagged
  std::string opName;   // "linalg.generic"; "" for arguments and the result
  std::string type;     // the first result's (or the argument's) type
  std::string location; // file:line:col, "" when unknown
  int layer = 0;        // longest path from an argument
  int row = 0;          // position within the layer, top to bottom
};

struct DataflowEdge {
  int from = 0; // node indices
  int to = 0;
};

struct Dataflow {
  std::vector<DataflowNode> nodes;
  std::vector<DataflowEdge> edges;
  int layers = 0;
  int rows = 0; // rows of the fullest layer
};

// Nodes are the function's arguments, its tagged or linalg ops (fills excepted: they only
// initialise outputs) and its return; edges follow operands back through the ops left out
// (tensor.empty, fills, constants). `function` names the function; "" takes the first public one.
Dataflow buildDataflow(mlir::ModuleOp module, const std::string &function);

const char *toString(DataflowNode::Kind kind); // "argument", "op" or "result"

// {"layers", "rows", "nodes": [{"id", "kind", "label", "role", "op", "type", "location", "layer",
// "row"}], "edges": [{"from", "to"}]}; a node's id is its index in "nodes".
nlohmann::ordered_json toJson(const Dataflow &flow);

// A line per node (id, layer and row, kind, label, op, type, location), then a line per edge.
std::string formatDataflow(const Dataflow &flow);

} // namespace lantern::graph
