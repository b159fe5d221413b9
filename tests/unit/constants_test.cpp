// Large constants in printed IR (ir/constants.h): elided with their type and a content hash, small
// ones and splats kept, the full text on request, and the way back from elided text by hash.
#include "ir/constants.h"
#include "ir/context.h"
#include "ir/module.h"
#include "run/graph_reference.h"
#include "session/session.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <regex>

using namespace lantern;

namespace {

// `@f` returning constants: a [n] f32 ramp starting at `first`, then whatever `more` adds.
std::string moduleWithRamp(int n, float first, const std::string &more = "") {
  std::string values;
  for (int i = 0; i < n; ++i)
    values += (i ? ", " : "") + std::to_string(first + static_cast<float>(i));
  return "func.func @f() -> tensor<" + std::to_string(n) + "xf32> {\n  %c = arith.constant dense<[" + values +
         "]> : tensor<" + std::to_string(n) + "xf32>\n" + more + "  return %c : tensor<" + std::to_string(n) +
         "xf32>\n}\n";
}

class ConstantsTest : public ::testing::Test {
protected:
  void SetUp() override { context = makeContext(); }
  mlir::OwningOpRef<mlir::ModuleOp> parse(const std::string &text) {
    ParseResult parsed = parseModule(*context, text, "test");
    EXPECT_TRUE(parsed) << formatAll(parsed.diagnostics);
    return std::move(parsed.module);
  }
  std::unique_ptr<mlir::MLIRContext> context;
  ConstantTable table;
};

const std::regex kElidedRamp(R"(arith\.constant dense_resource<__elided__[0-9a-f]{16}> : tensor<4096xf32>)");

} // namespace

TEST_F(ConstantsTest, ALargeConstantIsPrintedAsItsTypeAndAHash) {
  auto module = parse(moduleWithRamp(4096, 0));
  PrintedIr printed = printElided(*module, table);
  EXPECT_TRUE(std::regex_search(printed.text, kElidedRamp)) << printed.text;
  EXPECT_EQ(printed.text.find("4095.0"), std::string::npos);
  ASSERT_EQ(printed.elided.size(), 1u);
  EXPECT_NE(printed.text.find(std::string(kElidedPrefix) + hashText(printed.elided[0].hash)), std::string::npos);
  // The module itself still holds the data.
  EXPECT_NE(printOp(*module).find("00F07F45"), std::string::npos); // 4095.0f in the hex MLIR prints
}

TEST_F(ConstantsTest, SmallConstantsAndSplatsArePrintedInFull) {
  auto module = parse(moduleWithRamp(kElideElementsAbove, 0,
                                     "  %z = arith.constant dense<1.5> : tensor<4096x4096xf32>\n"));
  PrintedIr printed = printElided(*module, table);
  EXPECT_TRUE(printed.elided.empty());
  EXPECT_EQ(printed.text, printOp(*module));
  EXPECT_NE(printed.text.find("6.300000e+01"), std::string::npos);
  EXPECT_NE(printed.text.find("dense<1.500000e+00> : tensor<4096x4096xf32>"), std::string::npos);
}

TEST_F(ConstantsTest, TheSameDataHasTheSameHashAndOtherDataAnother) {
  auto a = parse(moduleWithRamp(100, 0)), b = parse(moduleWithRamp(100, 0)), c = parse(moduleWithRamp(100, 1));
  ConstantTable other; // another table (another snapshot, another process) hashes the same way
  PrintedIr pa = printElided(*a, table), pb = printElided(*b, other), pc = printElided(*c, table);
  ASSERT_EQ(pa.elided.size(), 1u);
  ASSERT_EQ(pc.elided.size(), 1u);
  EXPECT_EQ(pa.text, pb.text);
  EXPECT_EQ(pa.elided[0].hash, pb.elided[0].hash);
  EXPECT_NE(pa.elided[0].hash, pc.elided[0].hash);
  EXPECT_NE(pa.text, pc.text);
}

TEST_F(ConstantsTest, TheFullTextIsThereOnRequest) {
  auto module = parse(moduleWithRamp(4096, 0));
  session::SnapshotPtr snapshot = session::makeSnapshot(*module);
  ASSERT_EQ(snapshot->elided.size(), 1u);
  std::string hash = hashText(snapshot->elided[0].hash);
  std::optional<std::string> full = session::elidedConstantText(*snapshot, hash);
  ASSERT_TRUE(full);
  EXPECT_EQ(full->rfind("dense<", 0), 0u) << full->substr(0, 80);
  EXPECT_NE(full->find("00F07F45"), std::string::npos); // 4095.0f
  EXPECT_EQ(session::elidedConstantText(*snapshot, std::string(kElidedPrefix) + hash), full);
  EXPECT_FALSE(session::elidedConstantText(*snapshot, "0123456789abcdef"));
  EXPECT_FALSE(session::elidedConstantText(*snapshot, "not a hash"));
  EXPECT_EQ(session::snapshotText(*snapshot, /*fullConstants=*/true), printOp(*module));
  EXPECT_EQ(session::snapshotText(*snapshot, /*fullConstants=*/false), snapshot->ir);
}

TEST_F(ConstantsTest, ADenseResourceWithItsBlobIsElidedAndShownInFullWithItsBlob) {
  std::string text = "func.func @f() -> tensor<100xi8> {\n"
                     "  %c = arith.constant dense_resource<weights> : tensor<100xi8>\n"
                     "  return %c : tensor<100xi8>\n}\n"
                     "{-#\n  dialect_resources: {\n    builtin: {\n      weights: \"0x01000000" +
                     std::string(200, 'a') + "\"\n    }\n  }\n#-}\n";
  auto module = parse(text);
  PrintedIr printed = printElided(*module, table);
  ASSERT_EQ(printed.elided.size(), 1u);
  EXPECT_EQ(printed.text.find("dialect_resources"), std::string::npos) << printed.text;
  std::string full = constantText(printed.elided[0].value);
  EXPECT_NE(full.find("dense_resource<weights>"), std::string::npos);
  EXPECT_NE(full.find("\"0x01000000" + std::string(200, 'A') + "\""), std::string::npos) << full;
}

TEST_F(ConstantsTest, ElidedTextParsesBackAsAConstantWithNoDataThatARunRefuses) {
  auto module = parse(moduleWithRamp(4096, 0));
  PrintedIr printed = printElided(*module, table);
  auto reparsed = parse(printed.text);
  ASSERT_TRUE(reparsed);
  std::optional<std::string> refused = run::elidedConstant(*reparsed);
  ASSERT_TRUE(refused);
  EXPECT_NE(refused->find("with no data"), std::string::npos) << *refused;
}

TEST_F(ConstantsTest, RestoringByHashGivesTheModuleBack) {
  auto module = parse(moduleWithRamp(4096, 0, "  %d = arith.constant dense<[1, 2]> : tensor<2xi32>\n"));
  PrintedIr printed = printElided(*module, table, /*withLocations=*/true);
  auto reparsed = parse(printed.text);
  std::string error;
  ASSERT_TRUE(restoreConstants(*reparsed, table, error)) << error;
  EXPECT_EQ(printOp(*reparsed), printOp(*module));
  // The very attribute: a restored constant is not a copy.
  mlir::Attribute before, after;
  module->walk([&](mlir::arith::ConstantOp c) { before = before ? before : c.getValue(); });
  reparsed->walk([&](mlir::arith::ConstantOp c) { after = after ? after : c.getValue(); });
  EXPECT_EQ(before, after);
}

TEST_F(ConstantsTest, BytecodeWithElidedConstantsReadsBackWithItsLocationsAndRestores) {
  // A large dense constant and a dense_resource with its blob: both stand-ins in the bytecode.
  std::string text = moduleWithRamp(4096, 0, "  %w = arith.constant dense_resource<weights> : tensor<100xi8>\n") +
                     "{-#\n  dialect_resources: {\n    builtin: {\n      weights: \"0x01000000" +
                     std::string(200, 'a') + "\"\n    }\n  }\n#-}\n";
  auto module = parse(text);
  WrittenIr written = writeElided(*module, table, Elide::LargeAndResources);
  ASSERT_EQ(written.elided.size(), 2u);
  // The weights are not in the bytes: the ramp alone is 16 KiB.
  EXPECT_LT(written.bytecode.size(), 2048u);
  ParseResult read = readBytecode(*context, written.bytecode, "bytecode");
  ASSERT_TRUE(read) << formatAll(read.diagnostics);
  EXPECT_TRUE(run::elidedConstant(*read.module)); // stand-ins until restored
  std::string error;
  ASSERT_TRUE(restoreConstants(*read.module, table, error)) << error;
  EXPECT_EQ(printElided(*read.module, table, /*withLocations=*/true).text,
            printElided(*module, table, /*withLocations=*/true).text);
}

TEST_F(ConstantsTest, BytesThatAreNotBytecodeAreAnErrorNotACrash) {
  std::string textual = printOp(*parse(moduleWithRamp(4, 0)));
  for (std::string bad : {std::string(), std::string("MLi"), std::string("ML\xefR garbage"), textual}) {
    ParseResult read = readBytecode(*context, bad, "bad");
    EXPECT_FALSE(read);
    EXPECT_TRUE(hasErrors(read.diagnostics));
  }
  // Truncated bytecode.
  WrittenIr written = writeElided(*parse(moduleWithRamp(4096, 0)), table);
  std::string_view half = std::string_view(written.bytecode).substr(0, written.bytecode.size() / 2);
  ParseResult read = readBytecode(*context, half, "cut");
  EXPECT_FALSE(read);
}

TEST_F(ConstantsTest, RestoringAnUnknownHashSaysWhichAndChangesNothing) {
  auto module = parse(moduleWithRamp(4096, 0));
  PrintedIr printed = printElided(*module, table);
  auto reparsed = parse(printed.text);
  std::string elidedBefore = printOp(*reparsed);
  ConstantTable empty;
  std::string error;
  EXPECT_FALSE(restoreConstants(*reparsed, empty, error));
  EXPECT_NE(error.find("no constant with hash " + hashText(printed.elided[0].hash)), std::string::npos) << error;
  EXPECT_EQ(printOp(*reparsed), elidedBefore);
}

TEST(ElidedHash, ReadsTheKeysThisFileWritesAndNoOthers) {
  EXPECT_EQ(elidedHash("__elided__00000000000000ff"), 255u);
  EXPECT_EQ(elidedHash("__elided__00000000000000ff_3"), 255u); // renamed by the parser
  EXPECT_FALSE(elidedHash("__elided__"));                     // MLIR's own: no hash
  EXPECT_FALSE(elidedHash("__elided__00000000000000fg"));
  EXPECT_FALSE(elidedHash("__elided__00000000000000ff0"));
  EXPECT_FALSE(elidedHash("weights"));
}

TEST_F(ConstantsTest, ASessionsSnapshotsElideAndHashEachConstantOnce) {
  auto module = parse(moduleWithRamp(4096, 0));
  session::Session s(*context);
  s.setGraph(module->clone());
  const session::Trace &trace = s.apply();
  EXPECT_TRUE(std::regex_search(trace.initial->ir, kElidedRamp)) << trace.initial->ir;
  ASSERT_EQ(trace.initial->elided.size(), 1u);
  EXPECT_EQ(s.constants().size(), 1u);
  EXPECT_EQ(s.constants().find(trace.initial->elided[0].hash), trace.initial->elided[0].value);
}

TEST_F(ConstantsTest, TextPrintedElsewhereGetsItsConstantsElidedAndBadTextAnError) {
  std::string text = moduleWithRamp(4096, 0);
  std::string error;
  ASSERT_TRUE(elideConstantsInText(*context, text, error)) << error;
  EXPECT_TRUE(std::regex_search(text, kElidedRamp)) << text;
  std::string bad = "func.func @f( {";
  EXPECT_FALSE(elideConstantsInText(*context, bad, error));
  EXPECT_NE(error.find("does not parse"), std::string::npos) << error;
  EXPECT_EQ(bad, "func.func @f( {");
}
