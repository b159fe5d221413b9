// Metrics and verdict. The census covers every output element even when the reference covers a
// sample of rows, because a NaN anywhere is a bug whatever the error norms say.
#include "check/metrics.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace lantern::check {
namespace {

constexpr size_t kMaxPositions = 10;

// std::max drops a NaN in one argument order and keeps it in the other; here NaN always wins.
double nanMax(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  return a > b ? a : b;
}

// Scientific notation always, so that a reason reads the same at 3e-01 and at 3e-07.
std::string scientific(double value, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*e", digits, value);
  return text;
}

std::string plural(int64_t count, const char *noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string nonFiniteReason(const Comparison &comparison) {
  const NonFinite &output = comparison.output;
  std::string what;
  if (output.nanCount > 0) what = std::to_string(output.nanCount) + " NaN";
  if (output.infCount > 0)
    what += (what.empty() ? "" : " and ") + std::to_string(output.infCount) + " Inf";

  const int64_t masked = comparison.unexplainedFullyMaskedRows;
  std::string where;
  if (masked == output.rowCount) {
    where = std::to_string(masked) + " fully masked " + (masked == 1 ? "row" : "rows");
  } else if (masked == 0) {
    where = plural(output.rowCount, "row");
  } else {
    where =
        plural(output.rowCount, "row") + ", " + std::to_string(masked) + " of them fully masked";
  }

  std::string first;
  if (!output.firstPositions.empty()) {
    const auto &p = output.firstPositions.front();
    first = " (first at (" + std::to_string(p[0]) + ", " + std::to_string(p[1]) + ", " +
            std::to_string(p[2]) + ", " + std::to_string(p[3]) + "))";
  }
  const std::string reference =
      comparison.referenceNonFinite == 0
          ? "the reference has none"
          : "the reference has " + std::to_string(comparison.referenceNonFinite);
  return "fail: " + what + " in " + where + first + "; " + reference;
}

} // namespace

double relL2Tolerance(DType output) { return output == DType::F32 || output == DType::F64 ? 1e-5 : 1e-2; }

std::optional<Comparison> compare(const HostTensor &output, const Reference &reference,
                                  const AttentionParams &params, std::vector<std::string> &errors) {
  if (auto problem = validate(params)) {
    errors.push_back("compare: " + *problem);
    return std::nullopt;
  }
  const int64_t D = params.headDim, totalRows = rowsOf(params);
  if (output.dtype == DType::I1 || output.numel() != totalRows * D ||
      output.data.size() != static_cast<size_t>(output.numel()) * byteSize(output.dtype)) {
    errors.push_back(std::string("compare: the output is ") + toString(output.dtype) + " with " +
                     std::to_string(output.numel()) + " elements, expected a float tensor of " +
                     std::to_string(totalRows * D) + " (batch x heads x seqQ x headDim)");
    return std::nullopt;
  }
  const size_t compared = reference.rows.size();
  if (reference.headDim != D || reference.values.size() != compared * D ||
      reference.fullyMasked.size() != compared || compared == 0) {
    errors.push_back("compare: the reference does not hold " + std::to_string(D) +
                     " values per row for a non-empty set of rows");
    return std::nullopt;
  }
  // Where each row's reference values are, -1 for rows the reference did not evaluate.
  std::vector<int64_t> slotOf(static_cast<size_t>(totalRows), -1);
  for (size_t i = 0; i < compared; ++i) {
    const int64_t row = reference.rows[i];
    if (row < 0 || row >= totalRows) {
      errors.push_back("compare: reference row " + std::to_string(row) + " is out of range [0, " +
                       std::to_string(totalRows) + ")");
      return std::nullopt;
    }
    slotOf[row] = static_cast<int64_t>(i);
  }

  Comparison comparison;
  comparison.rows = reference.rows;
  comparison.tolerance = relL2Tolerance(output.dtype);

  // Census over every element, row by row so that rows are counted once.
  for (int64_t row = 0; row < totalRows; ++row) {
    bool rowHasNonFinite = false, rowUnexplained = false;
    const int64_t slot = slotOf[row];
    for (int64_t d = 0; d < D; ++d) {
      const double value = output.get(row * D + d);
      if (std::isfinite(value)) continue;
      (std::isnan(value) ? comparison.output.nanCount : comparison.output.infCount) += 1;
      rowHasNonFinite = true;
      if (comparison.output.firstPositions.size() < kMaxPositions) {
        const int64_t headIndex = row / params.seqQ;
        comparison.output.firstPositions.push_back(
            {headIndex / params.heads, headIndex % params.heads, row % params.seqQ, d});
      }
      const double expected = slot < 0 ? 0.0 : reference.values[slot * D + d];
      const bool explained = (std::isnan(value) && std::isnan(expected)) || value == expected;
      if (!explained) {
        ++comparison.unexplainedNonFinite;
        rowUnexplained = true;
      }
    }
    if (rowHasNonFinite) ++comparison.output.rowCount;
    if (rowUnexplained && slot >= 0 && reference.fullyMasked[slot] != 0)
      ++comparison.unexplainedFullyMaskedRows;
  }

  double errorSquares = 0, referenceSquares = 0;
  double finiteErrorSquares = 0, finiteReferenceSquares = 0;
  comparison.rowError.assign(compared, 0.0);
  for (size_t i = 0; i < compared; ++i) {
    const int64_t row = reference.rows[i];
    double rowMax = 0, rowErrorSquares = 0, rowReferenceSquares = 0;
    bool rowFinite = true;
    for (int64_t d = 0; d < D; ++d) {
      const double expected = reference.values[i * D + d];
      if (!std::isfinite(expected)) {
        ++comparison.referenceNonFinite;
        continue;
      }
      const double value = output.get(row * D + d);
      rowFinite = rowFinite && std::isfinite(value);
      const double error = std::fabs(value - expected);
      rowMax = nanMax(rowMax, error);
      comparison.maxRel = nanMax(comparison.maxRel, error / std::max(std::fabs(expected), 1e-6));
      rowErrorSquares += error * error;
      rowReferenceSquares += expected * expected;
    }
    comparison.rowError[i] = rowMax;
    comparison.maxAbs = nanMax(comparison.maxAbs, rowMax);
    errorSquares += rowErrorSquares;
    referenceSquares += rowReferenceSquares;
    if (rowFinite) {
      finiteErrorSquares += rowErrorSquares;
      finiteReferenceSquares += rowReferenceSquares;
    }
  }
  auto relativeNorm = [](double squaredError, double squaredReference) {
    return squaredReference > 0 ? std::sqrt(squaredError) / std::sqrt(squaredReference)
                                : std::sqrt(squaredError);
  };
  comparison.relL2 = relativeNorm(errorSquares, referenceSquares);
  comparison.relL2FiniteRows = relativeNorm(finiteErrorSquares, finiteReferenceSquares);

  const std::string bound = scientific(comparison.relL2, 1) + " " +
                            (comparison.relL2 <= comparison.tolerance ? "<=" : ">") + " " +
                            scientific(comparison.tolerance, 0) + " (" + toString(output.dtype) +
                            ")";
  std::string notes;
  if (static_cast<int64_t>(compared) < totalRows)
    notes += " over " + std::to_string(compared) + " sampled rows";
  if (comparison.referenceNonFinite > 0) {
    notes +=
        "; " + std::to_string(comparison.referenceNonFinite) + " NaN/Inf of the reference excluded";
  }
  if (comparison.unexplainedNonFinite > 0) {
    comparison.pass = false;
    comparison.reason = nonFiniteReason(comparison);
  } else if (comparison.relL2 <= comparison.tolerance) {
    comparison.pass = true;
    comparison.reason = "pass: rel-L2 " + bound + notes;
  } else {
    comparison.pass = false;
    comparison.reason = "fail: rel-L2 " + bound + notes;
  }
  return comparison;
}

} // namespace lantern::check
