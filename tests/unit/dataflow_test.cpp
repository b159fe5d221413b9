// The dataflow view of a graph's function (graph/dataflow.h): which nodes, edges, layers and rows
// it finds, and its JSON and text forms.
#include "graph/dataflow.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace lantern;
using namespace lantern::graph;

namespace {

// %b feeds the first op and %a the second, so the barycentre sweep swaps their rows; the fill
// only initialises the reduction's output and is left out.
constexpr const char *kFunction = R"(
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.exp ins(%b : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %y = linalg.negf ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.add {lantern.role = "qk"} ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %i = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%c0 : f32) outs(%i : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%s : tensor<4xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  return %r : tensor<f32>
}
)";

class DataflowTest : public ::testing::Test {
protected:
  void SetUp() override {
    context = makeContext();
    parsed = parseModule(*context, kFunction, "flow.mlir");
    ASSERT_TRUE(parsed);
    flow = buildDataflow(*parsed.module, "");
  }
  std::unique_ptr<mlir::MLIRContext> context;
  ParseResult parsed;
  Dataflow flow;
};

bool hasEdge(const Dataflow &flow, int from, int to) {
  for (const DataflowEdge &edge : flow.edges)
    if (edge.from == from && edge.to == to)
      return true;
  return false;
}

} // namespace

TEST_F(DataflowTest, NodesAreArgumentsLinalgOpsAndTheReturnButNoFill) {
  ASSERT_EQ(flow.nodes.size(), 7u);
  std::vector<std::string> labels;
  for (const DataflowNode &node : flow.nodes)
    labels.push_back(node.label);
  EXPECT_EQ(labels, (std::vector<std::string>{"%arg0", "%arg1", "linalg.exp", "linalg.negf", "qk", "linalg.reduce",
                                              "return"}));
  EXPECT_EQ(flow.nodes[0].kind, DataflowNode::Kind::Argument);
  EXPECT_EQ(flow.nodes[0].type, "tensor<4xf32>");
  EXPECT_EQ(flow.nodes[4].kind, DataflowNode::Kind::Op);
  EXPECT_EQ(flow.nodes[4].role, "qk");
  EXPECT_EQ(flow.nodes[4].opName, "linalg.add");
  EXPECT_EQ(flow.nodes[4].location, "flow.mlir:6:8");
  EXPECT_EQ(flow.nodes[6].kind, DataflowNode::Kind::Result);
  EXPECT_EQ(flow.nodes[6].type, "tensor<f32>");
}

TEST_F(DataflowTest, EdgesFollowOperandsAndSkipWhatIsLeftOut) {
  EXPECT_EQ(flow.edges.size(), 6u);
  EXPECT_TRUE(hasEdge(flow, 1, 2)); // %b -> exp
  EXPECT_TRUE(hasEdge(flow, 0, 3)); // %a -> negf
  EXPECT_TRUE(hasEdge(flow, 2, 4));
  EXPECT_TRUE(hasEdge(flow, 3, 4));
  EXPECT_TRUE(hasEdge(flow, 4, 5)); // the fill adds no edge into the reduction
  EXPECT_TRUE(hasEdge(flow, 5, 6));
}

TEST_F(DataflowTest, LayersAreLongestPathsAndRowsFollowProducers) {
  EXPECT_EQ(flow.layers, 5);
  EXPECT_EQ(flow.rows, 2);
  EXPECT_EQ(flow.nodes[4].layer, 2);
  EXPECT_EQ(flow.nodes[6].layer, 4);
  EXPECT_EQ(flow.nodes[2].row, 1); // fed by %b, the second argument
  EXPECT_EQ(flow.nodes[3].row, 0);
}

TEST_F(DataflowTest, AnUnknownFunctionGivesAnEmptyDataflow) {
  Dataflow none = buildDataflow(*parsed.module, "g");
  EXPECT_TRUE(none.nodes.empty());
  EXPECT_EQ(none.layers, 0);
  EXPECT_EQ(buildDataflow(*parsed.module, "f").nodes.size(), flow.nodes.size());
}

TEST_F(DataflowTest, JsonHasEveryNodeFieldAndTheEdges) {
  nlohmann::ordered_json json = toJson(flow);
  EXPECT_EQ(json["layers"], 5);
  EXPECT_EQ(json["rows"], 2);
  ASSERT_EQ(json["nodes"].size(), 7u);
  const auto &qk = json["nodes"][4];
  EXPECT_EQ(qk["id"], 4);
  EXPECT_EQ(qk["kind"], "op");
  EXPECT_EQ(qk["label"], "qk");
  EXPECT_EQ(qk["op"], "linalg.add");
  EXPECT_EQ(qk["type"], "tensor<4xf32>");
  EXPECT_EQ(qk["location"], "flow.mlir:6:8");
  EXPECT_EQ(qk["layer"], 2);
  EXPECT_EQ(json["nodes"][0]["kind"], "argument");
  EXPECT_EQ(json["nodes"][6]["kind"], "result");
  ASSERT_EQ(json["edges"].size(), 6u);
  EXPECT_EQ(json["edges"][0], (nlohmann::ordered_json{{"from", 1}, {"to", 2}}));
}

TEST_F(DataflowTest, TextHasALinePerNodeThenPerEdge) {
  std::string text = formatDataflow(flow);
  EXPECT_EQ(text.rfind("7 nodes, 6 edges in 5 layers of at most 2 rows\n", 0), 0u);
  EXPECT_NE(text.find("\nn0    0:0    argument  %arg0                                 tensor<4xf32>\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\nn4    2:0    op        qk           linalg.add               tensor<4xf32> flow.mlir:6:8\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\nn5 -> n6\n"), std::string::npos);
}
