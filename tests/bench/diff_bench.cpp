// Times the IR line diff (core/diff) on generated 20k-line linalg IR, with dtl's O(NP) diff on the
// same raw lines as the peer. Prints a table; never fails on time.
#include "diff/ir_diff.h"

#include <dtl/dtl.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace {

using lantern::diff::diffIr;
using lantern::diff::IrDiff;

// One op of the generated function. Operands name other ops by `id` (stable across edits) or a
// function argument by -1 - index, so inserting or deleting ops renumbers the printed IR the way
// MLIR's printer would.
struct Op {
  enum Kind { Empty, Fill, Elementwise, Reduction, Matmul, Slice, TiledMatmul } kind;
  int id;
  std::vector<int> operands;
  int shape;    // index into kShapes
  int variant;  // arithmetic op or slice size, depending on kind
  int map;      // indexing map alias of generics
};

const char* const kShapes[] = {"64x128xf32", "128x64xf32", "64x64xf32", "128x128xf32", "32x256xf32"};
const char* const kArith[] = {"addf", "mulf", "subf", "maximumf", "divf"};
constexpr int kMapCount = 12;
constexpr int kArgumentCount = 4;

struct Program {
  std::vector<Op> ops;
  int nextId = 0;
};

class Generator {
 public:
  explicit Generator(unsigned seed) : random_(seed) {}

  Program program(int targetLines) {
    Program program;
    int lines = 0;
    while (lines < targetLines) {
      Op op = randomOp(program, program.ops.size());
      lines += lineCount(op);
      program.ops.push_back(op);
    }
    return program;
  }

  // An op that may be placed at `position`, using only values defined before it.
  Op randomOp(Program& program, size_t position) {
    auto operand = [&] {
      if (position == 0 || random_() % 8 == 0) return -1 - static_cast<int>(random_() % kArgumentCount);
      size_t back = 1 + random_() % std::min<size_t>(position, 24);
      return program.ops[position - back].id;
    };
    Op op;
    op.kind = static_cast<Op::Kind>(random_() % 7);
    op.id = program.nextId++;
    op.operands = {operand(), operand(), operand()};
    op.shape = random_() % 5;
    op.variant = random_() % 5;
    op.map = random_() % kMapCount;
    return op;
  }

  std::mt19937& random() { return random_; }

  static int lineCount(const Op& op) {
    switch (op.kind) {
      case Op::Elementwise:
      case Op::Reduction: return 5;
      case Op::TiledMatmul: return 7;
      default: return 1;
    }
  }

 private:
  std::mt19937 random_;
};

// Prints `program` as MLIR's printer would: results numbered in order, values inside regions
// numbered after all of the function's own, `extracted_slice` results uniqued with `_N`.
std::string render(const Program& program) {
  std::vector<std::string> names(program.nextId);
  int numbered = 0, slices = 0;
  for (const Op& op : program.ops) {
    if (op.kind == Op::Slice)
      names[op.id] = slices++ == 0 ? "%extracted_slice" : "%extracted_slice_" + std::to_string(slices - 2);
    else
      names[op.id] = "%" + std::to_string(numbered++);
  }
  auto value = [&](int ref) { return ref < 0 ? "%arg" + std::to_string(-1 - ref) : names[ref]; };
  const std::string inner = "%" + std::to_string(numbered);

  std::string out;
  for (int m = 0; m < kMapCount; ++m)
    out += (m == 0 ? std::string("#map") : "#map" + std::to_string(m)) + " = affine_map<(d0, d1) -> (" +
           (m % 3 == 0 ? "d0, d1" : m % 3 == 1 ? "d1, d0" : "d0") + ")>\n";
  out += "module {\n  func.func @forward(%arg0: tensor<64x128xf32>, %arg1: tensor<128x64xf32>, "
         "%arg2: tensor<64x64xf32>, %arg3: tensor<128x128xf32>) -> tensor<64x64xf32> {\n";
  out += "    %cst = arith.constant 0.000000e+00 : f32\n    %c0 = arith.constant 0 : index\n";
  for (const Op& op : program.ops) {
    const std::string type = std::string("tensor<") + kShapes[op.shape] + ">";
    const std::string map = op.map == 0 ? "#map" : "#map" + std::to_string(op.map);
    const std::string& result = names[op.id];
    const std::string a = value(op.operands[0]), b = value(op.operands[1]), c = value(op.operands[2]);
    switch (op.kind) {
      case Op::Empty:
        out += "    " + result + " = tensor.empty() : " + type + "\n";
        break;
      case Op::Fill:
        out += "    " + result + " = linalg.fill ins(%cst : f32) outs(" + a + " : " + type + ") -> " + type + "\n";
        break;
      case Op::Elementwise:
        out += "    " + result + " = linalg.generic {indexing_maps = [" + map + ", " + map + ", #map], " +
               "iterator_types = [\"parallel\", \"parallel\"]} ins(" + a + ", " + b + " : " + type + ", " + type +
               ") outs(" + c + " : " + type + ") {\n";
        out += "    ^bb0(%in: f32, %in_0: f32, %out: f32):\n";
        out += "      " + inner + " = arith." + kArith[op.variant] + " %in, %in_0 : f32\n";
        out += "      linalg.yield " + inner + " : f32\n    } -> " + type + "\n";
        break;
      case Op::Reduction:
        out += "    " + result + " = linalg.generic {indexing_maps = [#map, " + map + "], " +
               "iterator_types = [\"parallel\", \"reduction\"]} ins(" + a + " : " + type + ") outs(" + b +
               " : tensor<64xf32>) {\n";
        out += "    ^bb0(%in: f32, %out: f32):\n";
        out += "      " + inner + " = arith." + kArith[op.variant] + " %in, %out : f32\n";
        out += "      linalg.yield " + inner + " : f32\n    } -> tensor<64xf32>\n";
        break;
      case Op::Matmul:
        out += "    " + result + " = linalg.matmul ins(" + a + ", " + b + " : " + type + ", " + type + ") outs(" + c +
               " : " + type + ") -> " + type + "\n";
        break;
      case Op::Slice:
        out += "    " + result + " = tensor.extract_slice " + a + "[0, %c0] [" + std::to_string(16 << op.variant) +
               ", 64] [1, 1] : " + type + " to tensor<" + std::to_string(16 << op.variant) + "x64xf32>\n";
        break;
      case Op::TiledMatmul:
        out += "    " + result + " = scf.forall (%arg4, %arg5) in (4, 8) shared_outs(%arg6 = " + c + ") -> (" +
               type + ") {\n";
        out += "      %extracted_slice = tensor.extract_slice %arg6[%arg4, %arg5] [16, 16] [1, 1] : " + type +
               " to tensor<16x16xf32>\n";
        out += "      " + inner + " = linalg.matmul ins(" + a + ", " + b + " : " + type + ", " + type +
               ") outs(%extracted_slice : tensor<16x16xf32>) -> tensor<16x16xf32>\n";
        out += "      scf.forall.in_parallel {\n        tensor.parallel_insert_slice " + inner +
               " into %arg6[%arg4, %arg5] [16, 16] [1, 1] : tensor<16x16xf32> into " + type + "\n      }\n";
        out += "    }\n";
        break;
    }
  }
  out += "    return " + (program.ops.empty() ? std::string("%arg2") : names[program.ops.back().id]) +
         " : tensor<64x64xf32>\n  }\n}\n";
  return out;
}

// Roughly `count` edits spread over the function: a third change an op in place, a third insert
// a new op (renumbering everything after it), a third delete one (its users take its operand).
Program scatterEdits(Program program, Generator& generator, int count) {
  std::mt19937& random = generator.random();
  for (int e = 0; e < count; ++e) {
    size_t at = random() % program.ops.size();
    switch (e % 3) {
      case 0:
        program.ops[at].variant = (program.ops[at].variant + 1) % 5;
        break;
      case 1:
        program.ops.insert(program.ops.begin() + at, generator.randomOp(program, at));
        break;
      default: {
        const Op removed = program.ops[at];
        program.ops.erase(program.ops.begin() + at);
        for (Op& op : program.ops)
          for (int& ref : op.operands)
            if (ref == removed.id) ref = removed.operands[0];
        break;
      }
    }
  }
  return program;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  for (std::string_view line : lantern::diff::splitLines(text)) out.emplace_back(line);
  return out;
}

struct Timing {
  double medianMs;
  int runs;
};

// Median of `runs` timed calls after one warm-up call; a peer slower than a second per call gets
// 3 runs so the whole table stays within minutes.
Timing measure(const std::function<void()>& call, int runs) {
  auto start = std::chrono::steady_clock::now();
  call();
  double warmUpMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (warmUpMs > 1000) runs = 3;
  std::vector<double> times;
  for (int r = 0; r < runs; ++r) {
    start = std::chrono::steady_clock::now();
    call();
    times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  return {times[times.size() / 2], runs};
}

}  // namespace

int main() {
  constexpr int kLines = 20000;
  constexpr int kRuns = 15;
  Generator generator(42);
  const Program base = generator.program(kLines);
  Program shifted = base;
  shifted.ops.insert(shifted.ops.begin(), Op{Op::Empty, shifted.nextId++, {-1, -1, -1}, 0, 0, 0});
  const Program edited = scatterEdits(base, generator, 200);
  const Program unrelated = Generator(7).program(kLines);

  const std::string before = render(base);
  struct Case {
    const char* name;
    std::string after;
  };
  const Case cases[] = {{"(a) op inserted at top", render(shifted)},
                        {"(b) 200 scattered edits", render(edited)},
                        {"(c) everything different", render(unrelated)}};

  std::printf("%-26s %13s %10s %10s %7s   %-22s %s\n", "case", "lines", "lantern ms", "dtl ms", "ratio",
              "lantern +/-/~", "dtl edit distance");
  const std::vector<std::string> oldLines = lines(before);
  long long sink = 0;
  for (const Case& c : cases) {
    const std::vector<std::string> newLines = lines(c.after);
    IrDiff result;
    Timing lantern = measure([&] { result = diffIr(before, c.after); }, kRuns);
    long long editDistance = 0;
    Timing dtlTime = measure(
        [&] {
          dtl::Diff<std::string, std::vector<std::string>> diff(oldLines, newLines);
          diff.compose();
          editDistance = diff.getEditDistance();
        },
        kRuns);
    sink += result.stats.total() + editDistance;
    char lineCounts[32], stats[48], dtlMs[32];
    std::snprintf(lineCounts, sizeof lineCounts, "%zu/%zu", oldLines.size(), newLines.size());
    std::snprintf(stats, sizeof stats, "%d/%d/%d", result.stats.added, result.stats.removed, result.stats.changed);
    std::snprintf(dtlMs, sizeof dtlMs, dtlTime.runs == kRuns ? "%.2f" : "%.2f*", dtlTime.medianMs);
    std::printf("%-26s %13s %10.2f %10s %6.1fx   %-22s %lld\n", c.name, lineCounts, lantern.medianMs, dtlMs,
                dtlTime.medianMs / lantern.medianMs, stats, editDistance);
  }
  std::printf("median of %d runs after one warm-up; * = median of 3 (a run took over 1 s)\n", kRuns);
  return sink < 0;
}
