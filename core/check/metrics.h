// Compares a kernel's output with an oracle's reference: a NaN/Inf census over the whole output,
// error norms over the rows the reference evaluated, and the verdict with a one-line reason.
#pragma once

#include "check/attention.h"
#include "check/oracle.h"
#include "check/tensor.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lantern::check {

struct NonFinite {
  int64_t nanCount = 0;
  int64_t infCount = 0;
  int64_t rowCount = 0; // distinct rows (batch, head, query) holding a NaN or an Inf
  std::vector<std::array<int64_t, 4>> firstPositions; // (batch, head, row, column), at most 10
};

struct Comparison {
  NonFinite output;               // over every output element, whether the rows were sampled or not
  int64_t referenceNonFinite = 0; // NaN/Inf in the reference itself (excluded from the norms)
  // Output NaN/Inf where the reference is finite, or in a row it did not evaluate (the oracles
  // never produce NaN from finite inputs). Any of them fails the verdict.
  int64_t unexplainedNonFinite = 0;
  // Rows holding unexplained NaN/Inf that the reference knows to be fully masked: the typical
  // bug of an online softmax without the guard.
  int64_t unexplainedFullyMaskedRows = 0;

  // Over the reference's rows and the elements where the reference is finite. NaN-aware: a NaN in
  // the output makes maxAbs, maxRel and relL2 NaN (an Inf makes them Inf), never hides it.
  double maxAbs = 0;
  // max |out - ref| / max(|ref|, 1e-6): the floor keeps the exact zeros of fully masked rows from
  // dividing by zero.
  double maxRel = 0;
  // ‖out − ref‖₂ / ‖ref‖₂; when the reference is all zeros (every row fully masked), ‖out − ref‖₂.
  double relL2 = 0;
  double relL2FiniteRows = 0;   // the same over the rows whose output is all finite
  std::vector<int64_t> rows;    // flattened rows compared (the reference's)
  std::vector<double> rowError; // per compared row: max |out - ref|; NaN where the output has NaN

  double tolerance = 0; // rel-L2 bound for the output dtype
  bool pass = false;
  std::string reason; // one line, e.g. "pass: rel-L2 3.1e-07 <= 1e-05 (f32)"
};

// The verdict's rel-L2 bound: 1e-5 for f32 outputs, 1e-2 for bf16 and f16.
double relL2Tolerance(DType output);

// `output` is the kernel's result for `params` (numel = rowsOf(params) * headDim, any float dtype,
// either rank); `reference` an oracle's result for some or all rows. nullopt with a message when
// they do not fit together.
std::optional<Comparison> compare(const HostTensor &output, const Reference &reference,
                                  const AttentionParams &params, std::vector<std::string> &errors);

} // namespace lantern::check
