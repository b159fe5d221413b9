// The op line index (session/op_lines.h): from a source location to the line its op is printed at.
#include "session/op_lines.h"
#include "ir/context.h"
#include "ir/module.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace lantern;
using namespace lantern::session;

namespace {

// The two ops at src/x.mlir:9:3 stand for a tiled op and the slice a transform gave its location.
constexpr const char *kModule = R"(
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.exp ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32> loc("src/x.mlir":9:3)
  %y = linalg.negf {lantern.role = "exp"} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32> loc("src/x.mlir":9:3)
  return %y : tensor<4xf32>
}
)";

// The 0-based line of printOp's output that holds `needle`; -1 when none does.
int printedLine(mlir::ModuleOp module, const std::string &needle) {
  std::istringstream in(printOp(module));
  std::string line;
  for (int n = 0; std::getline(in, line); ++n)
    if (line.find(needle) != std::string::npos)
      return n;
  return -1;
}

class OpLineIndexTest : public ::testing::Test {
protected:
  void SetUp() override {
    context = makeContext();
    parsed = parseModule(*context, kModule, "dir/lines.mlir");
    ASSERT_TRUE(parsed);
  }
  std::unique_ptr<mlir::MLIRContext> context;
  ParseResult parsed;
};

} // namespace

TEST_F(OpLineIndexTest, FindsTheLineAnOpIsPrintedAtByItsLocation) {
  OpLineIndex index(*parsed.module);
  int exp = printedLine(*parsed.module, "linalg.exp");
  ASSERT_GE(exp, 0);
  EXPECT_EQ(index.find("dir/lines.mlir", 4, 8), exp);
}

TEST_F(OpLineIndexTest, AnotherColumnFallsBackToTheOpOnThatLine) {
  OpLineIndex index(*parsed.module);
  EXPECT_EQ(index.find("dir/lines.mlir", 4, 1), printedLine(*parsed.module, "linalg.exp"));
}

TEST_F(OpLineIndexTest, AnotherPathToTheSameNameMatchesByItsLastComponent) {
  OpLineIndex index(*parsed.module);
  int exp = printedLine(*parsed.module, "linalg.exp");
  EXPECT_EQ(index.find("lines.mlir", 4, 8), exp);
  EXPECT_EQ(index.find("/elsewhere/lines.mlir", 4, 8), exp);
}

TEST_F(OpLineIndexTest, ARoleTaggedOpWinsOverOthersAtItsLocation) {
  OpLineIndex index(*parsed.module);
  EXPECT_EQ(index.find("src/x.mlir", 9, 3), printedLine(*parsed.module, "linalg.negf"));
}

TEST_F(OpLineIndexTest, NoOpFromThereGivesMinusOne) {
  OpLineIndex index(*parsed.module);
  EXPECT_EQ(index.find("dir/lines.mlir", 40, 1), -1);
  EXPECT_EQ(index.find("other.mlir", 4, 8), -1);
}
