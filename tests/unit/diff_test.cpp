// Specification of the IR line diff (core/diff): renumbering is not a change, real edits are
// counted exactly, and the unified output follows GNU diff.
#include "diff/ir_diff.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <string>
#include <vector>

namespace lantern::diff {
namespace {

// A softmax as torch-mlir + linalg prints it: values of the nested regions are numbered after
// the function's own (%9, %10), as MLIR's printer does.
constexpr const char* kSoftmax = R"(#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmax(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<64xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<64xf32>) -> tensor<64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<64x128xf32>) outs(%1 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.maximumf %in, %out : f32
      linalg.yield %9 : f32
    } -> tensor<64xf32>
    %3 = tensor.empty() : tensor<64x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<64x128xf32>, tensor<64xf32>) outs(%3 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %9 = arith.subf %in, %in_1 : f32
      %10 = math.exp %9 : f32
      linalg.yield %10 : f32
    } -> tensor<64x128xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64xf32>) -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<64x128xf32>) outs(%5 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.addf %in, %out : f32
      linalg.yield %9 : f32
    } -> tensor<64xf32>
    %7 = tensor.empty() : tensor<64x128xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<64x128xf32>, tensor<64xf32>) outs(%7 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %9 = arith.divf %in, %in_1 : f32
      linalg.yield %9 : f32
    } -> tensor<64x128xf32>
    return %8 : tensor<64x128xf32>
  }
}
)";

// Adds `by` to every purely numeric SSA name (`%7` -> `%8`), as inserting one op above them does.
std::string shiftSsaNumbers(std::string_view text, int by) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    size_t digits = i + 1;
    while (text[i] == '%' && digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])))
      ++digits;
    if (text[i] != '%' || digits == i + 1) {
      out += text[i++];
      continue;
    }
    out += '%' + std::to_string(std::stoi(std::string(text.substr(i + 1, digits - i - 1))) + by);
    i = digits;
  }
  return out;
}

// `text` with `line` inserted before its line `index` (0-based).
std::string insertLine(std::string_view text, int index, std::string_view line) {
  std::vector<std::string_view> lines = splitLines(text);
  std::string out;
  for (int i = 0; i <= static_cast<int>(lines.size()); ++i) {
    if (i == index) out.append(line).append("\n");
    if (i < static_cast<int>(lines.size())) out.append(lines[i]).append("\n");
  }
  return out;
}

std::string replaceOnce(std::string text, std::string_view from, std::string_view to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

// kSoftmax with one op inserted at the top of the function body, so every %N after it shifts.
std::string softmaxWithOpAtTop() {
  std::string shifted = shiftSsaNumbers(kSoftmax, 1);
  return insertLine(shifted, 4, "    %0 = tensor.empty() : tensor<64x128xf32>");
}

TEST(IrDiff, IdenticalInputsHaveNoHunksAndZeroStats) {
  IrDiff diff = diffIr(kSoftmax, kSoftmax);

  EXPECT_TRUE(diff.hunks.empty());
  EXPECT_TRUE(diff.changeStarts.empty());
  EXPECT_EQ(diff.stats.added, 0);
  EXPECT_EQ(diff.stats.removed, 0);
  EXPECT_EQ(diff.stats.changed, 0);
  EXPECT_EQ(diff.alignment.size(), splitLines(kSoftmax).size());
}

TEST(IrDiff, OpInsertedAtTopOfBodyIsOneAddedLineDespiteRenumbering) {
  std::string after = softmaxWithOpAtTop();

  IrDiff diff = diffIr(kSoftmax, after);

  EXPECT_EQ(diff.stats.added, 1);
  EXPECT_EQ(diff.stats.removed, 0);
  EXPECT_EQ(diff.stats.changed, 0);
  ASSERT_EQ(diff.hunks.size(), 1u);
  const Hunk& hunk = diff.hunks[0];
  ASSERT_EQ(hunk.lines.size(), 7u);  // 3 context, the added line, 3 context
  EXPECT_EQ(hunk.oldStart, 1);
  EXPECT_EQ(hunk.oldCount, 6);
  EXPECT_EQ(hunk.newStart, 1);
  EXPECT_EQ(hunk.newCount, 7);
  for (int r = 0; r < 7; ++r)
    EXPECT_EQ(hunk.lines[r].kind, r == 3 ? LineKind::Added : LineKind::Same) << "row " << r;
  EXPECT_EQ(hunk.lines[3].newIndex, 4);
  EXPECT_EQ(hunk.lines[3].oldIndex, -1);
}

TEST(IrDiff, OpRemovedFromTopOfBodyIsOneRemovedLineDespiteRenumbering) {
  IrDiff diff = diffIr(softmaxWithOpAtTop(), kSoftmax);

  EXPECT_EQ(diff.stats.removed, 1);
  EXPECT_EQ(diff.stats.added, 0);
  EXPECT_EQ(diff.stats.changed, 0);
  ASSERT_EQ(diff.changeStarts.size(), 1u);
  EXPECT_EQ(diff.alignment[diff.changeStarts[0]].oldIndex, 4);
}

// kSoftmax with a second `%0 = tensor.empty() : tensor<64xf32>` just above the first: the two
// lines differ only in numbering, so which one is "the new one" is decided by their uses.
std::string softmaxWithTwinEmpty() {
  return insertLine(shiftSsaNumbers(kSoftmax, 1), 6, "    %0 = tensor.empty() : tensor<64xf32>");
}

TEST(IrDiff, OpInsertedNextToAnIdenticalOpIsOneAddedLine) {
  // Aligning the old op with the inserted twin would make every later use of %0 look swapped.
  IrDiff diff = diffIr(kSoftmax, softmaxWithTwinEmpty());

  EXPECT_EQ(diff.stats.added, 1);
  EXPECT_EQ(diff.stats.removed, 0);
  EXPECT_EQ(diff.stats.changed, 0);
}

TEST(IrDiff, OpRemovedNextToAnIdenticalOpIsOneRemovedLine) {
  IrDiff diff = diffIr(softmaxWithTwinEmpty(), kSoftmax);

  EXPECT_EQ(diff.stats.removed, 1);
  EXPECT_EQ(diff.stats.added, 0);
  EXPECT_EQ(diff.stats.changed, 0);
}

TEST(IrDiff, SwappedOperandsAreOneChangedLine) {
  const char* before = R"(func.func @f(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.mulf %arg0, %arg1 : f32
  %1 = arith.negf %arg0 : f32
  %2 = arith.subf %0, %1 : f32
  return %2 : f32
}
)";
  std::string after = replaceOnce(before, "arith.subf %0, %1", "arith.subf %1, %0");

  IrDiff diff = diffIr(before, after);

  EXPECT_EQ(diff.stats.changed, 1);
  EXPECT_EQ(diff.stats.added, 0);
  EXPECT_EQ(diff.stats.removed, 0);
  ASSERT_EQ(diff.changeStarts.size(), 1u);
  const DiffLine& row = diff.alignment[diff.changeStarts[0]];
  EXPECT_EQ(row.kind, LineKind::Changed);
  EXPECT_EQ(row.oldIndex, 3);
  EXPECT_EQ(row.newIndex, 3);
}

TEST(IrDiff, RemovedLineIsOneRemovedLine) {
  const char* before = R"(func.func @f(%arg0: memref<8xf32>, %arg1: memref<8xf32>) {
  memref.copy %arg0, %arg1 : memref<8xf32> to memref<8xf32>
  "test.print"(%arg1) : (memref<8xf32>) -> ()
  return
}
)";
  std::string after = replaceOnce(before, "  \"test.print\"(%arg1) : (memref<8xf32>) -> ()\n", "");

  IrDiff diff = diffIr(before, after);

  EXPECT_EQ(diff.stats.removed, 1);
  EXPECT_EQ(diff.stats.added, 0);
  EXPECT_EQ(diff.stats.changed, 0);
  EXPECT_EQ(diff.alignment[diff.changeStarts.at(0)].oldIndex, 2);
}

TEST(IrDiff, EditedAttributeIsOneRemovedPlusOneAddedLine) {
  const char* before = R"(module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %tiled_linalg_op, %loops = transform.structured.tile_using_for %0 tile_sizes [1, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
)";
  std::string after = replaceOnce(before, "tile_sizes [1, 64]", "tile_sizes [1, 32]");

  IrDiff diff = diffIr(before, after);

  EXPECT_EQ(diff.stats.removed, 1);
  EXPECT_EQ(diff.stats.added, 1);
  EXPECT_EQ(diff.stats.changed, 0);
  ASSERT_EQ(diff.changeStarts.size(), 1u);
  const int start = diff.changeStarts[0];
  EXPECT_EQ(diff.alignment[start].kind, LineKind::Removed);
  EXPECT_EQ(diff.alignment[start + 1].kind, LineKind::Added);
}

TEST(IrDiff, LocationDifferencesAloneAreNoChange) {
  const char* before = R"(func.func @f(%arg0: f32) -> f32 {
  %0 = arith.mulf %arg0, %arg0 : f32 loc("model.py":12:8)
  %1 = arith.addf %0, %arg0 : f32 loc(callsite("attn"("model.py":20:4) at "model.py":31:2))
  return %1 : f32 loc(#loc3)
} loc(#loc1)
)";
  const char* after = R"(func.func @f(%arg0: f32) -> f32 {
  %0 = arith.mulf %arg0, %arg0 : f32 loc("model.py":13:8)
  %1 = arith.addf %0, %arg0 : f32 loc(fused["x.py":1:1, "(":2:2])
  return %1 : f32
}   loc(#loc7)
)";

  IrDiff diff = diffIr(before, after);

  EXPECT_EQ(diff.stats.total(), 0);
  EXPECT_TRUE(diff.hunks.empty());
}

TEST(IrDiff, AliasRenumberingAloneIsNoChange) {
  const char* before = R"(#map = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %out : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
)";
  std::string after = before;
  while (after.find("#map3") != std::string::npos) after = replaceOnce(after, "#map3", "#map1");

  IrDiff diff = diffIr(before, after);

  EXPECT_EQ(diff.stats.total(), 0);
}

TEST(IrDiff, RenumberingInOneFunctionDoesNotLeakIntoTheNext) {
  // Each function restarts at %0, so after the insertion @first maps %0 -> %1 while @second
  // keeps %0 -> %0; neither is a change.
  const char* functionBody = R"(  %0 = arith.mulf %arg0, %arg0 : f32
  %1 = arith.addf %0, %arg0 : f32
  return %1 : f32
}
)";
  std::string before = std::string("func.func @first(%arg0: f32) -> f32 {\n") + functionBody +
                       "func.func @second(%arg0: f32) -> f32 {\n" + functionBody;
  std::string after = std::string("func.func @first(%arg0: f32) -> f32 {\n") +
                      "  %0 = arith.negf %arg0 : f32\n" + shiftSsaNumbers(functionBody, 1) +
                      "func.func @second(%arg0: f32) -> f32 {\n" + functionBody;

  IrDiff diff = diffIr(before, after);

  EXPECT_EQ(diff.stats.added, 1);
  EXPECT_EQ(diff.stats.removed, 0);
  EXPECT_EQ(diff.stats.changed, 0);
}

TEST(IrDiff, EmptyBeforeMakesEveryLineAdded) {
  IrDiff diff = diffIr("", "a\nb\nc\n");

  EXPECT_EQ(diff.stats.added, 3);
  EXPECT_EQ(diff.stats.removed, 0);
  ASSERT_EQ(diff.hunks.size(), 1u);
  EXPECT_EQ(diff.hunks[0].oldStart, 0);
  EXPECT_EQ(diff.hunks[0].oldCount, 0);
  EXPECT_EQ(diff.hunks[0].newCount, 3);
}

TEST(IrDiff, EmptyAfterMakesEveryLineRemoved) {
  IrDiff diff = diffIr("a\nb\nc\n", "");

  EXPECT_EQ(diff.stats.removed, 3);
  EXPECT_EQ(diff.stats.added, 0);
  EXPECT_EQ(diff.changeStarts, std::vector<int>{0});
}

TEST(IrDiff, BothEmptyHaveNoRowsAndNoHunks) {
  IrDiff diff = diffIr("", "");

  EXPECT_TRUE(diff.alignment.empty());
  EXPECT_TRUE(diff.hunks.empty());
}

TEST(IrDiff, MissingTrailingNewlineStillCountsTheLastLine) {
  IrDiff diff = diffIr("a\nb", "a\nb\nc");

  EXPECT_EQ(diff.stats.added, 1);
  EXPECT_EQ(diff.stats.removed, 0);
  ASSERT_EQ(diff.alignment.size(), 3u);
  EXPECT_EQ(diff.alignment[2].kind, LineKind::Added);
  EXPECT_EQ(diff.alignment[2].newIndex, 2);
}

TEST(IrDiff, WithinAChangeRunRemovedRowsComeBeforeAddedRows) {
  IrDiff diff = diffIr("a\nb\nc\nd\n", "a\nx\ny\nd\n");

  ASSERT_EQ(diff.alignment.size(), 6u);
  EXPECT_EQ(diff.alignment[1].kind, LineKind::Removed);
  EXPECT_EQ(diff.alignment[2].kind, LineKind::Removed);
  EXPECT_EQ(diff.alignment[3].kind, LineKind::Added);
  EXPECT_EQ(diff.alignment[4].kind, LineKind::Added);
  EXPECT_EQ(diff.stats.changed, 0);
}

TEST(IrDiff, ChangeStartsPointAtTheFirstRowOfEachChangeRun) {
  IrDiff diff = diffIr("a\nb\nc\nd\ne\n", "a\nB\nC\nd\ne\nf\n");

  // rows: a, -b, -c, +B, +C, d, e, +f
  EXPECT_EQ(diff.changeStarts, (std::vector<int>{1, 7}));
}

TEST(IrDiff, ChangesMoreThanTwiceTheContextApartGetSeparateHunks) {
  std::string before, after;
  for (int i = 0; i < 20; ++i) before += "line " + std::to_string(i) + "\n";
  after = replaceOnce(replaceOnce(before, "line 3\n", "edited 3\n"), "line 10\n", "edited 10\n");
  DiffOptions closeEnough{3};  // 6 Same rows between the changes: one hunk
  DiffOptions tooFar{2};

  EXPECT_EQ(diffIr(before, after, closeEnough).hunks.size(), 1u);
  EXPECT_EQ(diffIr(before, after, tooFar).hunks.size(), 2u);
}

TEST(FormatUnified, MatchesGnuDiffLayout) {
  const char* before = R"(func.func @f(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.mulf %arg0, %arg1 : f32
  %1 = arith.subf %0, %arg0 : f32
  %2 = arith.addf %1, %1 : f32
  %3 = arith.negf %2 : f32
  %4 = arith.mulf %3, %3 : f32
  %5 = arith.divf %4, %arg1 : f32
  "test.sink"(%5) : (f32) -> ()
  return %5 : f32
}
)";
  const char* after = R"(func.func @f(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.mulf %arg0, %arg1 : f32
  %1 = arith.subf %arg0, %0 : f32
  %2 = arith.addf %1, %1 : f32
  %3 = arith.negf %2 : f32
  %4 = arith.mulf %3, %3 : f32
  %5 = arith.divf %4, %arg1 : f32
  return %5 : f32
}
)";
  IrDiff diff = diffIr(before, after, DiffOptions{1});

  std::string text = formatUnified(diff, before, after, "a/before.mlir", "b/after.mlir");

  EXPECT_EQ(text, R"(--- a/before.mlir
+++ b/after.mlir
@@ -2,3 +2,3 @@
   %0 = arith.mulf %arg0, %arg1 : f32
-  %1 = arith.subf %0, %arg0 : f32
+  %1 = arith.subf %arg0, %0 : f32
   %2 = arith.addf %1, %1 : f32
@@ -7,3 +7,2 @@
   %5 = arith.divf %4, %arg1 : f32
-  "test.sink"(%5) : (f32) -> ()
   return %5 : f32
)");
}

TEST(FormatUnified, ContextShowsTheNewTextAndEmptyRangesUseTheLineBefore) {
  const char* before = "func.func @f(%arg0: f32) -> f32 {\n  %0 = arith.mulf %arg0, %arg0 : f32\n";
  const char* after =
      "func.func @f(%arg0: f32) -> f32 {\n  %0 = arith.negf %arg0 : f32\n  %1 = arith.mulf %arg0, %arg0 : f32\n";

  EXPECT_EQ(formatUnified(diffIr(before, after, DiffOptions{1}), before, after, "old", "new"),
            "--- old\n+++ new\n@@ -1,2 +1,3 @@\n func.func @f(%arg0: f32) -> f32 {\n"
            "+  %0 = arith.negf %arg0 : f32\n   %1 = arith.mulf %arg0, %arg0 : f32\n");
  EXPECT_EQ(formatUnified(diffIr(before, after, DiffOptions{0}), before, after, "old", "new"),
            "--- old\n+++ new\n@@ -1,0 +2 @@\n+  %0 = arith.negf %arg0 : f32\n");
}

TEST(FormatUnified, MarksAMissingFinalNewlineLikeGnuDiff) {
  IrDiff diff = diffIr("a\nb", "a\nc");

  EXPECT_EQ(formatUnified(diff, "a\nb", "a\nc", "old", "new"),
            "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n"
            "+c\n\\ No newline at end of file\n");
}

TEST(FormatUnified, IdenticalInputsPrintNothing) {
  EXPECT_EQ(formatUnified(diffIr(kSoftmax, kSoftmax), kSoftmax, kSoftmax, "old", "new"), "");
}

TEST(NormalizeLine, DropsLocationsTrailingSpaceAndDigitsOfNames) {
  EXPECT_EQ(normalizeLine("  %c0_i32_3 = arith.constant 0 : i32 loc(#loc12)  "),
            "  %ci = arith.constant 0 : i32");
  EXPECT_EQ(normalizeLine("    %extracted_slice_12 = tensor.extract_slice %arg3[0, %arg5] [1, 64] [1, 1]"),
            "    %extractedslice = tensor.extract_slice %arg[0, %arg] [1, 64] [1, 1]");
  EXPECT_EQ(normalizeLine("^bb2(%7: index):  // pred: ^bb1"), "^bb(%: index):  // pred: ^bb");
  EXPECT_EQ(normalizeLine("%0 = linalg.generic {indexing_maps = [#map3, #map]} loc(callsite(\"f\"(\"a\":1:2) at \"b\":3:4))"),
            "% = linalg.generic {indexing_maps = [#map, #map]}");
}

TEST(NormalizeLine, KeepsStringLiteralsResultIndicesAndShapes) {
  EXPECT_EQ(normalizeLine("%2:2 = \"test.op\"(%0#1) {note = \"%5 #map2\"} : (tensor<4x64xf32>) -> (i1, i2)"),
            "%:2 = \"test.op\"(%#1) {note = \"%5 #map2\"} : (tensor<4x64xf32>) -> (i1, i2)");
  EXPECT_EQ(normalizeLine("return %1 : f32 loc(\"unbalanced (\":1:1) trailing"),
            "return % : f32 loc(\"unbalanced (\":1:1) trailing");
}

TEST(SplitLines, KeepsALastLineWithoutNewlineAndEmptyLinesInside) {
  EXPECT_EQ(splitLines("a\n\nb"), (std::vector<std::string_view>{"a", "", "b"}));
  EXPECT_EQ(splitLines("a\n"), (std::vector<std::string_view>{"a"}));
  EXPECT_TRUE(splitLines("").empty());
}

// Rows with an old line, in order, must be exactly the old lines, and likewise for new ones.
void expectCoversBothSides(const IrDiff& diff, size_t oldSize, size_t newSize) {
  std::vector<int> oldSeen, newSeen;
  for (const DiffLine& row : diff.alignment) {
    if (row.oldIndex >= 0) oldSeen.push_back(row.oldIndex);
    if (row.newIndex >= 0) newSeen.push_back(row.newIndex);
    EXPECT_EQ(row.oldIndex < 0, row.kind == LineKind::Added);
    EXPECT_EQ(row.newIndex < 0, row.kind == LineKind::Removed);
  }
  ASSERT_EQ(oldSeen.size(), oldSize);
  ASSERT_EQ(newSeen.size(), newSize);
  for (size_t i = 0; i < oldSize; ++i) ASSERT_EQ(oldSeen[i], static_cast<int>(i));
  for (size_t i = 0; i < newSize; ++i) ASSERT_EQ(newSeen[i], static_cast<int>(i));
}

std::string joinLines(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

TEST(IrDiff, TotallyDifferentLargeTextsFinishWithEveryLineRemovedAndAdded) {
  std::vector<std::string> before, after;
  for (int i = 0; i < 20000; ++i) {
    before.push_back("  %" + std::to_string(i) + " = arith.addf %a" + std::to_string(i) + " : f32");
    after.push_back("  \"test.op\"() {value = " + std::to_string(i) + "} : () -> ()");
  }

  IrDiff diff = diffIr(joinLines(before), joinLines(after));

  EXPECT_EQ(diff.stats.removed, 20000);
  EXPECT_EQ(diff.stats.added, 20000);
  EXPECT_EQ(diff.stats.changed, 0);
  expectCoversBothSides(diff, before.size(), after.size());
}

TEST(IrDiff, ShuffledLargeTextsFinishWithConsistentCounts) {
  // Every line matches exactly one line on the other side, but in a random order: the worst case
  // for the edit search, which must fall back to its heuristic instead of going quadratic.
  std::vector<std::string> before;
  for (int i = 0; i < 20000; ++i) before.push_back("  \"test.op\"() {value = " + std::to_string(i) + "} : () -> ()");
  std::vector<std::string> after = before;
  std::shuffle(after.begin(), after.end(), std::mt19937(7));

  IrDiff diff = diffIr(joinLines(before), joinLines(after));

  EXPECT_EQ(diff.stats.added, diff.stats.removed);
  EXPECT_EQ(diff.stats.changed, 0);
  expectCoversBothSides(diff, before.size(), after.size());
}

// Longest common subsequence length of the normalised lines, by dynamic programming.
int commonSubsequenceLength(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::vector<int>> length(a.size() + 1, std::vector<int>(b.size() + 1, 0));
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j)
      length[i][j] = normalizeLine(a[i - 1]) == normalizeLine(b[j - 1])
                         ? length[i - 1][j - 1] + 1
                         : std::max(length[i - 1][j], length[i][j - 1]);
  return length[a.size()][b.size()];
}

TEST(IrDiff, RandomEditScriptsAreReconstructedFromTheAlignment) {
  // Few distinct shapes, so lines repeat and many alignments tie; numbers vary so normalisation
  // and the renaming check are exercised too.
  const std::vector<std::string> shapes = {
      "  %N = arith.addf %N, %N : f32", "  %N = arith.mulf %N, %N : f32", "  linalg.yield %N : f32",
      "  }", "  ^bbN(%in: f32, %out: f32):", "  %N = tensor.empty() : tensor<64xf32>",
      "  return %N : f32"};
  std::mt19937 random(20240611);
  auto randomLine = [&] {
    std::string line = shapes[random() % shapes.size()];
    for (size_t at = line.find('N'); at != std::string::npos; at = line.find('N'))
      line.replace(at, 1, std::to_string(random() % 4));
    return line;
  };

  for (int round = 0; round < 400; ++round) {
    std::vector<std::string> before(random() % 40);
    for (std::string& line : before) line = randomLine();
    std::vector<std::string> after = before;
    int insertions = 0, deletions = 0;
    for (int edits = random() % 8; edits > 0; --edits) {
      size_t at = after.empty() ? 0 : random() % (after.size() + 1);
      switch (random() % 3) {
        case 0:
          after.insert(after.begin() + at, randomLine());
          ++insertions;
          break;
        case 1:
          if (at < after.size()) after.erase(after.begin() + at), ++deletions;
          break;
        default:
          if (at < after.size()) after[at] = randomLine(), ++insertions, ++deletions;
          break;
      }
    }
    const std::string oldText = joinLines(before), newText = joinLines(after);

    IrDiff diff = diffIr(oldText, newText);

    SCOPED_TRACE("round " + std::to_string(round));
    expectCoversBothSides(diff, before.size(), after.size());
    std::vector<std::string> rebuilt;
    int paired = 0;
    for (const DiffLine& row : diff.alignment) {
      if (row.kind == LineKind::Removed) continue;
      rebuilt.push_back(after[row.newIndex]);
      if (row.kind == LineKind::Added) continue;
      ++paired;
      EXPECT_EQ(normalizeLine(before[row.oldIndex]), normalizeLine(after[row.newIndex]));
    }
    EXPECT_EQ(rebuilt, after);
    EXPECT_EQ(diff.stats.added + paired, static_cast<int>(after.size()));
    EXPECT_EQ(diff.stats.removed + paired, static_cast<int>(before.size()));
    EXPECT_LE(diff.stats.added + diff.stats.removed, insertions + deletions);
    EXPECT_EQ(paired, commonSubsequenceLength(before, after));
  }
}

}  // namespace
}  // namespace lantern::diff
