// The native oracle: a plain float64 loop per query row, written to be read against PyTorch's
// math-backend SDPA and _safe_softmax rather than to be fast.
#include "check/oracle.h"

#include "check/inputs.h"
#include "check/random.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <limits>
#include <new>
#include <numeric>
#include <system_error>
#include <thread>
#include <unordered_set>

namespace lantern::check {
namespace {

constexpr double kMinusInf = -std::numeric_limits<double>::infinity();
// Rows handed to a thread at a time: small enough to balance causal rows of unequal cost.
constexpr int64_t kRowsPerTask = 8;

std::vector<double> widened(const HostTensor &tensor) {
  std::vector<double> values(static_cast<size_t>(tensor.numel()));
  for (size_t i = 0; i < values.size(); ++i) values[i] = tensor.get(static_cast<int64_t>(i));
  return values;
}

struct RowScratch {
  std::vector<double> query, scores;
};

class RowEvaluator {
public:
  RowEvaluator(const AttentionParams &params, const std::vector<HostTensor> &inputs,
               const std::vector<double> &key, const std::vector<double> &value)
      : p_(params), query_(inputs[0]), mask_(inputs.size() > 3 ? &inputs[3] : nullptr), key_(key),
        value_(value) {}

  // Writes row `row`'s output to `out` (headDim values); returns whether the row is fully masked.
  bool evaluate(int64_t row, RowScratch &scratch, double *out) const {
    const int64_t D = p_.headDim, Skv = p_.seqKV;
    const int64_t headIndex = row / p_.seqQ, q = row % p_.seqQ;
    const int64_t b = headIndex / p_.heads, h = headIndex % p_.heads;
    const int64_t kvHead = b * p_.kvHeads + h / (p_.heads / p_.kvHeads);
    const double *keys = key_.data() + kvHead * Skv * D;
    const double *values = value_.data() + kvHead * Skv * D;

    for (int64_t d = 0; d < D; ++d) scratch.query[d] = query_.get(row * D + d);
    const double slope =
        p_.alibi ? std::exp2(-8.0 * static_cast<double>(h + 1) / static_cast<double>(p_.heads))
                 : 0.0;
    bool allMinusInf = true;
    double rowMax = kMinusInf;
    for (int64_t k = 0; k < Skv; ++k) {
      double dot = 0;
      for (int64_t d = 0; d < D; ++d) dot += scratch.query[d] * keys[k * D + d];
      double score = p_.scale * dot;
      if (p_.softCap > 0) score = p_.softCap * std::tanh(score / p_.softCap);
      if (p_.alibi) score += slope * static_cast<double>(k - q);
      if (p_.causal && k > q) score = kMinusInf;
      if (p_.window > 0 && !(q - k >= 0 && q - k < p_.window)) score = kMinusInf;
      if (mask_ != nullptr) {
        const int64_t at = row * Skv + k;
        if (p_.maskArg == MaskArg::Bool) {
          if (mask_->data[static_cast<size_t>(at)] == 0) score = kMinusInf;
        } else {
          score += mask_->get(at);
        }
      }
      scratch.scores[k] = score;
      allMinusInf = allMinusInf && score == kMinusInf;
      rowMax = std::max(rowMax, score);
    }

    std::fill(out, out + D, 0.0);
    // _safe_softmax: exp(-inf - -inf) would be NaN; PyTorch >= 2.5 gives the row 0 instead.
    if (allMinusInf) return true;
    double sum = 0;
    for (int64_t k = 0; k < Skv; ++k) {
      scratch.scores[k] = std::exp(scratch.scores[k] - rowMax);
      sum += scratch.scores[k];
    }
    for (int64_t k = 0; k < Skv; ++k) {
      const double probability = scratch.scores[k] / sum;
      for (int64_t d = 0; d < D; ++d) out[d] += probability * values[k * D + d];
    }
    return false;
  }

private:
  const AttentionParams &p_;
  const HostTensor &query_;
  const HostTensor *mask_;
  const std::vector<double> &key_, &value_;
};

} // namespace

std::vector<int64_t> sampleRows(const AttentionParams &params, int64_t count, uint64_t seed) {
  const int64_t total = rowsOf(params);
  if (count <= 0 || total <= 0) return {};
  std::vector<int64_t> rows;
  if (count >= total) {
    rows.resize(static_cast<size_t>(total));
    std::iota(rows.begin(), rows.end(), 0);
    return rows;
  }
  // Floyd's algorithm: `count` distinct draws with `count` random numbers, whatever `total` is.
  RandomStream random(seed, /*stream=*/0x526f7773); // "Rows", apart from the input streams
  std::unordered_set<int64_t> chosen;
  for (int64_t j = total - count; j < total; ++j) {
    const auto pick = static_cast<int64_t>(random.below(static_cast<uint64_t>(j) + 1));
    chosen.insert(chosen.count(pick) != 0 ? j : pick);
  }
  rows.assign(chosen.begin(), chosen.end());
  std::sort(rows.begin(), rows.end());
  return rows;
}

std::optional<Reference> nativeOracle(const AttentionParams &params,
                                      const std::vector<HostTensor> &inputs,
                                      const std::vector<int64_t> &rows,
                                      std::vector<std::string> &errors) {
  if (auto problem = checkInputs(params, inputs)) {
    errors.push_back("native oracle: " + *problem);
    return std::nullopt;
  }
  const int64_t total = rowsOf(params);
  for (int64_t row : rows) {
    if (row < 0 || row >= total) {
      errors.push_back("native oracle: row " + std::to_string(row) + " is out of range [0, " +
                       std::to_string(total) + ")");
      return std::nullopt;
    }
  }

  const int64_t D = params.headDim;
  Reference reference;
  std::vector<double> key, value;
  std::vector<RowScratch> scratch;
  std::vector<std::thread> helpers;
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  try {
    reference.headDim = D;
    reference.rows = rows;
    if (rows.empty()) {
      reference.rows.resize(static_cast<size_t>(total));
      std::iota(reference.rows.begin(), reference.rows.end(), 0);
    }
    reference.values.assign(reference.rows.size() * static_cast<size_t>(D), 0.0);
    reference.fullyMasked.assign(reference.rows.size(), 0);
    key = widened(inputs[1]);
    value = widened(inputs[2]);
    const auto tasks = static_cast<unsigned>(
        (static_cast<int64_t>(reference.rows.size()) + kRowsPerTask - 1) / kRowsPerTask);
    threads = std::max(1u, std::min(threads, tasks));
    // Every buffer a thread uses is allocated here, so no allocation can fail inside a thread.
    scratch.assign(threads, RowScratch{std::vector<double>(D), std::vector<double>(params.seqKV)});
    helpers.reserve(threads);
  } catch (const std::bad_alloc &) {
    errors.push_back("native oracle: not enough memory to widen K and V to float64 for " +
                     std::to_string(reference.rows.size()) + " rows");
    return std::nullopt;
  }

  const RowEvaluator evaluator(params, inputs, key, value);
  const auto rowCount = static_cast<int64_t>(reference.rows.size());
  std::atomic<int64_t> nextRow{0};
  auto work = [&](RowScratch &mine) {
    for (int64_t start = nextRow.fetch_add(kRowsPerTask); start < rowCount;
         start = nextRow.fetch_add(kRowsPerTask)) {
      const int64_t end = std::min(rowCount, start + kRowsPerTask);
      for (int64_t i = start; i < end; ++i) {
        reference.fullyMasked[i] =
            evaluator.evaluate(reference.rows[i], mine, reference.values.data() + i * D) ? 1 : 0;
      }
    }
  };

  for (unsigned t = 1; t < threads; ++t) {
    try {
      helpers.emplace_back(work, std::ref(scratch[t]));
    } catch (const std::system_error &) {
      break; // fewer threads only make it slower: this thread takes whatever is left
    }
  }
  work(scratch[0]);
  for (std::thread &helper : helpers) helper.join();
  return reference;
}

} // namespace lantern::check
